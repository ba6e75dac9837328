package stars

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// rig drives a star-grid scene by hand.
type rig struct {
	*scenetest.Rig
	sc    *Scene
	right bool // the right button goes down next tick
}

// newRig opens the scene with settings st (the defaults when empty).
func newRig(t testing.TB, st settings) *rig {
	t.Helper()
	env := scenetest.Env()
	if st.Regions == "" {
		b, err := parseBundle()
		if err != nil {
			t.Fatal(err)
		}
		st = defaultSettings(b)
	}
	sc, err := New(env, st)
	if err != nil {
		t.Fatal(err)
	}
	return wrap(t, sc)
}

// wrap drives sc, its typed text, right button and clipboard the test's.
func wrap(t testing.TB, sc *Scene) *rig {
	t.Helper()
	r := &rig{Rig: scenetest.New(t, sc), sc: sc} // settles when nothing moves
	sc.paste.Typed.Chars = r.Chars
	sc.rightDown = func() bool { d := r.right; r.right = false; return d }
	sc.paste.Typed.Clip = ui.Clipboard{}
	return r
}

// clickCell clicks the middle of cell (row, col).
func (r *rig) clickCell(row, col int) {
	x, y := r.sc.geo.Centre(row, col)
	r.Click(x, y)
}

// solution returns the unique solution of the scene's puzzle.
func solution(t testing.TB, p stars.Puzzle) stars.State {
	t.Helper()
	res, err := p.Start().Solve(stars.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res.Solution
}

func TestScriptedGameByMouse(t *testing.T) {
	r := newRig(t, settings{})
	p := r.sc.Puzzle()
	if p.N() != 6 || p.K() != 1 {
		t.Fatalf("the first puzzle is %d×%d with k=%d, want a 6×6 one-star grid", p.N(), p.N(), p.K())
	}
	sol := solution(t, p)
	// A dot first by right click, cleared again, to check the cycle.
	r.right = true
	x, y := r.sc.geo.Centre(0, 0)
	r.MoveTo(x, y)
	r.Settle()
	if got := r.sc.Current().Cell(0, 0); got != stars.Dot {
		t.Fatalf("right click left %v, want a dot", got)
	}
	r.clickCell(0, 0) // dot → empty
	r.Settle()
	if got := r.sc.Current().Cell(0, 0); got != stars.Blank {
		t.Fatalf("click on a dot left %v, want empty", got)
	}
	placed := 0
	for row := 0; row < p.N(); row++ {
		for col := 0; col < p.N(); col++ {
			if sol.Cell(row, col) == stars.Star {
				r.clickCell(row, col)
				r.Settle()
				placed++
				if left := r.sc.StarsLeft(); left != p.N()-placed {
					t.Fatalf("after %d stars: %d left", placed, left)
				}
			}
		}
	}
	if !r.sc.Won() {
		t.Fatalf("not won: %v", r.sc.Shown())
	}
	if s := r.Status(); !strings.Contains(s, "Solved in 8 moves") {
		t.Fatalf("status %q", s)
	}
}

func TestScriptedGameByKeyboard(t *testing.T) {
	r := newRig(t, settings{})
	p := r.sc.Puzzle()
	sol := solution(t, p)
	r.Key(ebiten.KeyArrowDown) // shows the cursor at r1c1
	if !r.sc.keyboard || r.sc.cur != [2]int{0, 0} {
		t.Fatalf("the first arrow shows the cursor: %v %v", r.sc.keyboard, r.sc.cur)
	}
	// Dot every cell of row 1 but its star, then the stars, row by row.
	at := [2]int{0, 0}
	walk := func(row, col int) {
		for at[0] != row {
			r.Key(ebiten.KeyArrowDown)
			at[0] = (at[0] + 1) % p.N()
		}
		for at[1] != col {
			r.Key(ebiten.KeyArrowRight)
			at[1] = (at[1] + 1) % p.N()
		}
	}
	for col := 0; col < p.N(); col++ {
		if sol.Cell(0, col) != stars.Star {
			walk(0, col)
			r.Key(ebiten.KeyX)
		}
	}
	for row := 0; row < p.N(); row++ {
		for col := 0; col < p.N(); col++ {
			if sol.Cell(row, col) == stars.Star {
				walk(row, col)
				r.Key(ebiten.KeyEnter)
				r.Settle()
			}
		}
	}
	if !r.sc.Won() {
		t.Fatalf("not won: %v (%s)", r.sc.Shown(), r.Status())
	}
	// Backspace clears, Z undoes it.
	r.Key(ebiten.KeyBackspace)
	r.Settle()
	if r.sc.Won() {
		t.Fatal("still won after clearing a star")
	}
	r.Key(ebiten.KeyZ)
	r.Settle()
	if !r.sc.Won() {
		t.Fatal("undo did not bring the star back")
	}
}

func TestRefusedStarNamesTheRule(t *testing.T) {
	r := newRig(t, settings{})
	r.clickCell(2, 2)
	r.Settle()
	tests := []struct {
		row, col int
		want     string
		kind     stars.UnitKind
	}{
		{3, 3, "Not allowed: star at r4c4 touches the star at r3c3", stars.Touch},
		{2, 5, "Not allowed: row 3 already has 1 star", stars.Row},
		{5, 2, "Not allowed: column 3 already has 1 star", stars.Column},
	}
	for _, tc := range tests {
		before := r.sc.Current()
		r.clickCell(tc.row, tc.col)
		r.Settle()
		if got := r.Status(); got != tc.want {
			t.Errorf("star at r%dc%d: status %q, want %q", tc.row+1, tc.col+1, got, tc.want)
		}
		if r.sc.Current() != before {
			t.Errorf("a refused star changed the position")
		}
		if r.sc.flash.clash.Kind == 0 || r.sc.flash.clash.Kind != tc.kind || r.sc.flash.ticks == 0 {
			t.Errorf("star at r%dc%d: flash %+v, want a clash of kind %d", tc.row+1, tc.col+1, r.sc.flash, tc.kind)
		}
	}
}

func TestDragPaintsDots(t *testing.T) {
	r := newRig(t, settings{})
	x0, y0 := r.sc.geo.Centre(1, 0)
	r.Press(x0, y0)
	for col := 1; col < 4; col++ {
		r.MoveTo(r.sc.geo.Centre(1, col))
	}
	r.Release()
	r.Settle()
	if got := strings.Split(r.sc.Current().String(), "/")[1]; got != "xxxx.." {
		t.Fatalf("row 2 after the drag: %q, want xxxx..", got)
	}
}

func TestAutoDotIsOneMove(t *testing.T) {
	r := newRig(t, settings{})
	r.Key(ebiten.KeyA)
	if !r.sc.autoDot || scenetest.Setting(r.sc.Settings(), "autoDot") != 1 {
		t.Fatal("A did not turn the option on, or the settings do not keep it")
	}
	r.clickCell(2, 2)
	r.Settle()
	s := r.sc.Current().String()
	if s != "....../.xxx../.x*x../.xxx../....../......" {
		t.Fatalf("after an auto-dotted star: %s", s)
	}
	if n := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); n != 1 {
		t.Fatalf("%d moves, want 1", n)
	}
	r.Key(ebiten.KeyZ)
	r.Settle()
	if got := r.sc.Current(); got != r.sc.Puzzle().Start() {
		t.Fatalf("undo left %s", got)
	}
}

func TestReplayReachesTheSolution(t *testing.T) {
	for _, rev := range []bool{false, true} {
		b, _ := parseBundle()
		// A 10×10 two-star puzzle: its search has dead ends to count.
		var st settings
		for _, e := range b.list {
			if e.p.N() == 14 {
				st = settings{K: e.p.K(), Regions: e.p.String(), Reverse: rev}
				break
			}
		}
		r := newRig(t, st)
		r.Key(ebiten.KeyS)
		r.sc.Ses.SetSpeedIndex(6)
		r.Settle()
		if !r.sc.Won() {
			t.Fatalf("reverse=%v: the replay did not win: %s", rev, r.Status())
		}
		sol := solution(t, r.sc.Puzzle())
		if r.sc.Shown() != sol {
			t.Fatalf("reverse=%v: the replay ended at %s, want %s", rev, r.sc.Shown(), sol)
		}
		last := r.sc.Ses.At(r.sc.Ses.Pos()).State
		if !last.search || int(last.placed) < sol.Stars() {
			t.Fatalf("reverse=%v: counters %+v", rev, last)
		}
		if !strings.Contains(r.sc.searchText, "order") {
			t.Fatalf("no search time shown: %q", r.sc.searchText)
		}
	}
}

func TestSolveFromMarksNamesTheCulprit(t *testing.T) {
	r := newRig(t, settings{})
	sol := solution(t, r.sc.Puzzle())
	// A star off the solution, placed where the rules allow it.
	var bad [2]int
	for row := 0; row < 6 && bad == [2]int{}; row++ {
		for col := 0; col < 6; col++ {
			if sol.Cell(row, col) != stars.Star {
				bad = [2]int{row, col}
				break
			}
		}
	}
	r.clickCell(bad[0], bad[1])
	r.Settle()
	r.Key(ebiten.KeyS)
	want := "the star at " + stars.CellName(bad[0], bad[1]) + " rules out every solution"
	if s := r.Status(); !strings.Contains(s, want) {
		t.Fatalf("status %q, want it to say %q", s, want)
	}
	if r.sc.flash.r != bad[0] || r.sc.flash.c != bad[1] || r.sc.flash.ticks == 0 {
		t.Fatalf("the culprit is not marked: %+v", r.sc.flash)
	}
	// From the player's correct stars, the replay keeps them.
	r.Key(ebiten.KeyR)
	for row := 0; row < 2; row++ {
		for col := 0; col < 6; col++ {
			if sol.Cell(row, col) == stars.Star {
				r.clickCell(row, col)
			}
		}
	}
	r.Settle()
	r.Key(ebiten.KeySpace)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	if !r.sc.Won() || r.sc.Shown() != sol {
		t.Fatalf("solve from the player's stars ended at %s", r.sc.Shown())
	}
}

func TestUnsolvableMapSaysWhy(t *testing.T) {
	// Two one-cell regions side by side: no solution, found at once.
	st := settings{K: 1, Regions: "ABCCC/DDCCC/DDDDD/DDDDD/EEEEE"}
	r := newRig(t, st)
	if r.sc.verdict.solutions != 0 {
		t.Fatalf("verdict %+v", r.sc.verdict)
	}
	r.Key(ebiten.KeySpace)
	if s := r.Status(); !strings.Contains(s, "Nothing to play: this map has no solution (region") {
		t.Fatalf("status %q", s)
	}
}

func TestPasteBox(t *testing.T) {
	r := newRig(t, settings{})
	r.Key(ebiten.KeyP)
	if !r.sc.paste.Open {
		t.Fatal("P did not open the box")
	}
	r.Type("AABB/AA#B")
	if !strings.Contains(r.sc.paste.Err, "'#' is not a region letter") {
		t.Fatalf("error under the box: %q", r.sc.paste.Err)
	}
	r.Key(ebiten.KeyEnter)
	if !r.sc.paste.Open || !strings.Contains(r.Status(), "Not loaded") {
		t.Fatalf("a bad map was loaded: %q", r.Status())
	}
	r.CtrlKey(ebiten.KeyBackspace) // clears the box
	const five = "AABBB\nACCCB\nDCCCC\nDDDDC\nEEEEE"
	r.Type(five)
	if r.sc.paste.Err != "" {
		t.Fatalf("error %q for a good map", r.sc.paste.Err)
	}
	r.Key(ebiten.KeyEnter)
	if r.sc.paste.Open || r.sc.Puzzle().String() != "AABBB/ACCCB/DCCCC/DDDDC/EEEEE" {
		t.Fatalf("the map was not loaded: %s (%q)", r.sc.Puzzle(), r.Status())
	}
	if got := scenetest.SettingText(r.sc.Settings(), "regions"); got != "AABBB/ACCCB/DCCCC/DDDDC/EEEEE" {
		t.Fatalf("the settings keep %q", got)
	}
	// Esc cancels and keeps the puzzle.
	r.Key(ebiten.KeyP)
	r.Key(ebiten.KeyEscape)
	if r.sc.paste.Open || r.sc.Puzzle().String() != "AABBB/ACCCB/DCCCC/DDDDC/EEEEE" {
		t.Fatal("Esc did not close the box, or changed the puzzle")
	}
}

func TestHeaderParameters(t *testing.T) {
	r := newRig(t, settings{})
	click := func(h ui.Rect) { r.Click(h.X+h.W/2, h.Y+h.H/2) }
	box := func(name string, i int) ui.Rect {
		x, y, w, h, _ := r.sc.Decl.Box(name, i)
		return ui.R(x, y, w, h)
	}
	hitSizeUp, hitKUp, hitPrev, hitNext := box("size", 1), box("k", 1), box("puzzle", 0), box("puzzle", 1)
	click(hitSizeUp)
	if r.sc.Puzzle().N() != 7 {
		t.Fatalf("size + gave %d×%d", r.sc.Puzzle().N(), r.sc.Puzzle().N())
	}
	click(hitKUp)
	if r.sc.Puzzle().K() != 2 || r.sc.Puzzle().N() < 8 {
		t.Fatalf("stars + gave k=%d on %d×%d", r.sc.Puzzle().K(), r.sc.Puzzle().N(), r.sc.Puzzle().N())
	}
	first := r.sc.Puzzle()
	click(hitNext)
	if r.sc.Puzzle() == first || r.sc.Puzzle().N() != first.N() {
		t.Fatal("the next puzzle is not another of the same size")
	}
	click(hitPrev)
	if r.sc.Puzzle() != first {
		t.Fatal("the previous puzzle is not the first again")
	}
	click(hitReverse)
	if !r.sc.reverse || scenetest.Setting(r.sc.Settings(), "reverse") != 1 {
		t.Fatal("Reverse not chosen or not kept")
	}
	for i := 0; i < 3; i++ {
		click(hitKUp)
	}
	if r.sc.Puzzle().K() != 3 || !strings.Contains(r.Status(), "1 to 3 stars per unit") {
		t.Fatalf("k=%d, status %q", r.sc.Puzzle().K(), r.Status())
	}
	if r.Ctx.Request != ui.Settings && r.sc.Puzzle().K() != 3 {
		t.Fatal("a new puzzle does not ask to save the settings")
	}
}

func TestFlagsAndArgs(t *testing.T) {
	const ten = "AAAABCCCCC/DDDABBCCCC/DDDAABCCCC/EEAAAFFCCC/EEFFFFFCCG/EEFFFFFGGG/EEEFFHHGGG/EEIHHHHGGG/EIIIIIIIII/IIIIJJJJII"
	tests := []struct {
		args    []string
		wantErr string
	}{
		{[]string{"-k", "2", "-from", ten}, ""},
		{[]string{"-k=2", "-from=" + ten, "-marks=*.........////////////"}, "-marks: position has 13 rows, want 10"},
		{[]string{"-k", "4"}, "-k: the scene shows 1 to 3 stars per unit (the solver takes up to 4), got 4"},
		{[]string{"-from", "AAAA/BBBB/CCCC/DDDD"}, "-from: the scene shows grids of 5×5 to 14×14 (the solver takes 4×4 to 16×16), got 4×4"},
		{[]string{"-from", "AAB/AAB"}, "-from: row 1 has 3 cells, want 4 to 16"},
		{[]string{"-from", "AABB/AA#B/CCDD/CCDD"}, "-from: row 2, column 3: '#' is not a region letter"},
		{[]string{"-marks", "*"}, "-marks needs -from"},
		{[]string{"-k", "2", "-from", "AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE"}, "k=2 is impossible on a 6×6 grid"},
	}
	for _, tc := range tests {
		_, err := scenetest.ParseLaunch(flags, tc.args...)
		if (err == nil) != (tc.wantErr == "") || (err != nil && !strings.Contains(err.Error(), tc.wantErr)) {
			t.Errorf("%q: %v, want %q", tc.args, err, tc.wantErr)
		}
	}
	// Args reopen exactly what is shown.
	sc, err := newFromRegistry(scenetest.Env(), nil, scenetest.Launch(t, flags, "-k", "2", "-from", ten, "-reverse"))
	if err != nil {
		t.Fatal(err)
	}
	s := sc.(*Scene)
	if s.Puzzle().String() != ten || s.Puzzle().K() != 2 || !s.reverse {
		t.Fatalf("opened %s k=%d reverse=%v", s.Puzzle(), s.Puzzle().K(), s.reverse)
	}
	r := wrap(t, s)
	r.clickCell(0, 0)
	r.Settle()
	again, err := newFromRegistry(scenetest.Env(), nil, scenetest.Launch(t, flags, s.Args()...))
	if err != nil {
		t.Fatal(err)
	}
	if got := again.(*Scene).Shown(); got != s.Shown() || !again.(*Scene).reverse {
		t.Fatalf("Args %q reopen %s, want %s", s.Args(), got, s.Shown())
	}
	snap := s.Snapshot()
	if snap.Position != s.Shown().String() || snap.Moves != 1 {
		t.Fatalf("snapshot %+v", snap)
	}
}

func TestSettingsRememberTheGame(t *testing.T) {
	r := newRig(t, settings{})
	r.clickCell(0, 4)
	r.Settle()
	data, err := json.Marshal(r.sc.Settings())
	if err != nil {
		t.Fatal(err)
	}
	if err := Puzzle().CheckSettings(data); err != nil {
		t.Fatal(err)
	}
	sc, err := newFromRegistry(scenetest.Env(), data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := sc.(*Scene).Current(); got != r.sc.Current() {
		t.Fatalf("reopened at %s, want %s", got, r.sc.Current())
	}
	for _, bad := range []string{`{"k":1,"regions":"AB"}`, `{"k":9,"regions":"AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE"}`, `{"k":1,"regions":"AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE","marks":"**"}`, `[1]`} {
		if Puzzle().CheckSettings(json.RawMessage(bad)) == nil {
			t.Errorf("settings %s accepted", bad)
		}
		if _, err := newFromRegistry(scenetest.Env(), json.RawMessage(bad), nil); err != nil {
			t.Errorf("settings %s: the scene does not open with the defaults: %v", bad, err)
		}
	}
}

func TestSounds(t *testing.T) {
	r := newRig(t, settings{})
	rec := r.Record()
	r.clickCell(0, 0)
	r.Settle()
	r.clickCell(0, 1) // touches: refused
	r.clickCell(0, 0) // star → dot
	r.Settle()
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	for _, s := range []audio.Sound{audio.Clink, audio.Buzz, audio.Click, audio.Chime} {
		if rec.Count(s) == 0 {
			t.Errorf("sound %d never played: %v", s, rec.Played)
		}
	}
}

// TestMonkey sends random clicks, drags, right clicks and keys, and
// re-checks the whole history through the solver's rules.
func TestMonkey(t *testing.T) {
	r := newRig(t, settings{})
	rng := rand.New(rand.NewPCG(12, 2026))
	keys := []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown,
		ebiten.KeyEnter, ebiten.KeyX, ebiten.KeyBackspace, ebiten.KeyZ, ebiten.KeyY, ebiten.KeyR, ebiten.KeyS,
		ebiten.KeySpace, ebiten.KeyA, ebiten.KeyO, ebiten.KeyEqual, ebiten.KeyMinus, ebiten.KeyH, ebiten.KeyN, ebiten.KeyPeriod, ebiten.KeyComma}
	const events = 12000
	for i := 0; i < events; i++ {
		switch rng.IntN(6) {
		case 0, 1:
			r.In.X, r.In.Y = chartX+rng.Float64()*chartSide, chartY+rng.Float64()*chartSide
			r.In.Down, r.In.Pressed = true, true
		case 2:
			r.In.X, r.In.Y = chartX+rng.Float64()*chartSide, chartY+rng.Float64()*chartSide
			r.In.Down, r.In.Released = false, true
		case 3:
			r.In.X, r.In.Y = chartX+rng.Float64()*chartSide, chartY+rng.Float64()*chartSide
			r.right = rng.IntN(3) == 0
		case 4:
			r.In.Keys = append(r.In.Keys, keys[rng.IntN(len(keys))])
		case 5:
			r.In.X, r.In.Y = rng.Float64()*ui.Width, rng.Float64()*ui.Height
			r.In.Down, r.In.Pressed = true, rng.IntN(2) == 0
		}
		if r.sc.paste.Open {
			r.In.Keys = append(r.In.Keys, ebiten.KeyEscape)
		}
		r.Tick()
		if i%500 == 0 {
			checkHistory(t, r.sc)
		}
	}
	checkHistory(t, r.sc)
}

// checkHistory replays every move of the history through the rules and
// compares each position; every position must break no rule.
func checkHistory(t *testing.T, sc *Scene) {
	t.Helper()
	ses := sc.Ses
	for i := 0; i < ses.Len(); i++ {
		e := ses.At(i)
		if _, err := stars.NewState(e.State.s.Puzzle(), e.State.s.String()); err != nil {
			t.Fatalf("entry %d breaks a rule: %v", i, err)
		}
		if i == 0 || e.Kind != replay.Moved {
			continue
		}
		want, err := apply(ses.At(i-1).State, e.Move)
		if err != nil || want.s != e.State.s {
			t.Fatalf("entry %d: %v from entry %d gives %v (%v), the history has %v", i, e.Move.m, i-1, want.s, err, e.State.s)
		}
	}
}

func TestBundleUnique(t *testing.T) {
	b, err := parseBundle()
	if err != nil {
		t.Fatal(err)
	}
	if first := b.list[0].p; first.N() != 6 || first.K() != 1 {
		t.Fatalf("the first bundled puzzle is %d×%d with k=%d", first.N(), first.N(), first.K())
	}
	sizes := map[[2]int]bool{}
	for i, e := range b.list {
		n, _, err := e.p.Start().Count(2, stars.Options{})
		if err != nil || n != 1 {
			t.Errorf("bundled puzzle %d (%s, k=%d): %d solutions, %v", i+1, e.p, e.p.K(), n, err)
		}
		if e.p.N() < MinN || e.p.N() > MaxN {
			t.Errorf("bundled puzzle %d is %d×%d, outside the scene's range", i+1, e.p.N(), e.p.N())
		}
		if l, err := stars.Rate(e.p); err != nil || l != e.level {
			t.Errorf("bundled puzzle %d is marked %v; stars.Rate says %v, %v", i+1, e.level, l, err)
		}
		sizes[[2]int{e.p.N(), e.p.K()}] = true
	}
	if !sizes[[2]int{6, 1}] || !sizes[[2]int{14, 3}] {
		t.Fatalf("the set does not span 6×6 one-star to 14×14 three-star: %v", sizes)
	}
	for k := 1; k <= 3; k++ {
		def, _ := stars.Default(k)
		found := false
		for _, e := range b.list {
			found = found || (e.p.K() == k && e.p.String() == def)
		}
		if !found {
			t.Errorf("stars.Default(%d) is not a bundled puzzle", k)
		}
	}
}

// in maps a design point of the part of role ro to where it lies on the
// screen.
func (r *rig) in(ro role) func(x, y float64) (float64, float64) {
	return scenetest.PartAt(r.T, &r.sc.Layout, r.sc.Index(ro))
}

// TestSettingsTable: the table's defaults are the first bundled puzzle,
// which the scene opens when the settings are broken.
func TestSettingsTable(t *testing.T) {
	b, err := parseBundle()
	if err != nil {
		t.Fatal(err)
	}
	if got := paramTable().Default; got != defaultSettings(b) {
		t.Fatalf("the table's defaults %+v, the bundle's first %+v", got, defaultSettings(b))
	}
}

// FuzzSettings: a saved section either reads, and its section reads back
// to the same settings, or is refused with the defaults.
func FuzzSettings(f *testing.F) {
	scenetest.FuzzSettings(f, paramTable(), ``, `{"k":1,"regions":"AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE","marks":"*...../x...../....../....../....../......","reverse":true}`,
		`{"k":2,"regions":"AB"}`, `{"marks":"**"}`, `{"autoDot":true}`, `{"regions":null}`, `[1]`)
}

// defaultSettings open the first bundled puzzle.
func defaultSettings(b *bundle) settings {
	p := b.list[0].p
	return settings{K: p.K(), Regions: p.String()}
}

// Puzzle is the puzzle being played.
func (sc *Scene) Puzzle() stars.Puzzle { return sc.puzzle }

// Shown is the position shown (at rest) or being left (during a move).
func (sc *Scene) Shown() stars.State { return sc.Ses.Shown().From.s }

// Current is the logical position, after the moves already queued.
func (sc *Scene) Current() stars.State { return sc.Ses.Current().s }
