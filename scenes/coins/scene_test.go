package coins

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/coins"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// rig drives a seven-coins scene by hand.
type rig struct {
	*scenetest.Rig
	sc *Scene
}

// newRig opens the scene with the given flags, as `play coins ARGS` would.
func newRig(t testing.TB, args ...string) *rig {
	t.Helper()
	sc, err := New(scenetest.Env(), nil, scenetest.Launch(t, Flags, args...))
	if err != nil {
		t.Fatal(err)
	}
	return &rig{Rig: scenetest.New(t, sc), sc: sc} // settles when the coins rest
}

// clickPoint clicks point i.
func (r *rig) clickPoint(i int) { r.Click(r.sc.PointXY(i)) }

// playByMouse makes move m with clicks: one on a start with a single free
// line, else the start and then the far end.
func (r *rig) playByMouse(m coins.Move) {
	if _, n := r.sc.Current().FreeEnds(m.From); n == 1 {
		r.clickPoint(m.From)
		return
	}
	r.clickPoint(m.From)
	r.clickPoint(m.To)
}

func TestScriptedGameByMouse(t *testing.T) {
	for _, args := range [][]string{nil, {"-n=8", "-k=2"}, {"-n=16", "-k=7"}, {"-n=15", "-k=5"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			r := newRig(t, args...)
			moves, err := coins.Solve(r.sc.Current())
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range moves {
				r.playByMouse(m)
				r.Settle()
				if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != i+1 {
					t.Fatalf("after move %d (%v) the counter shows %d; status %q", i+1, m, got, r.Status())
				}
			}
			if !r.sc.Won() {
				t.Fatalf("not won: %v", r.sc.Shown().Describe())
			}
			if s := r.Status(); !strings.HasPrefix(s, "Solved: ") || !strings.Contains(s, strconv.Itoa(r.sc.Params().Goal())+" coins placed") {
				t.Fatalf("status %q", s)
			}
		})
	}
}

func TestScriptedGameByKeyboard(t *testing.T) {
	r := newRig(t)
	moves, _ := coins.Solve(r.sc.Current())
	r.Key(ebiten.KeyArrowDown) // shows the cursor on point 0
	if !r.sc.cursor.Shown || r.sc.cursor.At != 0 {
		t.Fatalf("the first arrow should show the cursor at 0, got %d", r.sc.cursor.At)
	}
	for _, m := range moves {
		for r.sc.cursor.At != m.From {
			r.Key(ebiten.KeyArrowRight)
		}
		r.Key(ebiten.KeyEnter)
		if r.sc.selected != m.From {
			t.Fatalf("Enter on %d did not pick it: %q", m.From, r.Status())
		}
		ends, n := r.sc.Current().FreeEnds(m.From)
		if ends[min(r.sc.aim, n-1)] != m.To {
			r.Key(ebiten.KeyArrowUp)
		}
		r.Key(ebiten.KeyEnter)
		r.Settle()
	}
	if !r.sc.Won() {
		t.Fatalf("not won: %v (%q)", r.sc.Shown().Describe(), r.Status())
	}
	// Left goes back round the circle.
	c := r.sc.cursor.At
	r.Key(ebiten.KeyArrowLeft)
	if want := (c + 7) % 8; r.sc.cursor.At != want {
		t.Errorf("Left moved the cursor from %d to %d, want %d", c, r.sc.cursor.At, want)
	}
}

func TestRefusals(t *testing.T) {
	tests := []struct {
		name   string
		from   string
		clicks []int
		want   string
	}{
		{"start holds a coin", "3", []int{3}, "Not allowed: point 3 holds a coin"},
		{"not joined", "-", []int{2, 4}, "Not allowed: points 2 and 4 are not joined"},
		{"not joined, other star", "-n=10 -k=3 -from=-", []int{2, 6}, "Not allowed: points 2 and 6 are not joined"},
		{"no free line", "1,7", []int{4}, "Not allowed: point 4 has no free line: points 1 and 7 hold coins"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"-from=" + tt.from}
			if strings.HasPrefix(tt.from, "-n") {
				args = strings.Fields(tt.from)
			}
			r := newRig(t, args...)
			rec := r.Record()
			before := r.sc.Current()
			for _, c := range tt.clicks {
				r.clickPoint(c)
			}
			r.Settle()
			if r.Status() != tt.want {
				t.Errorf("status %q, want %q", r.Status(), tt.want)
			}
			if r.sc.Current() != before || r.sc.Ses.Len() != 1 {
				t.Errorf("a refused move changed the game: %v", r.sc.Current().Describe())
			}
			if rec.Count(audio.Buzz) != 1 {
				t.Errorf("%d buzzes", rec.Count(audio.Buzz))
			}
		})
	}
}

// TestDragOntoACoin drags from a start along its blocked line: the one
// refusal a click cannot reach, as a start with a blocked line has one
// free line and takes its coin in one click.
func TestDragOntoACoin(t *testing.T) {
	r := newRig(t, "-from=6")
	r.drag(3, 6)
	r.Settle()
	if want := "Not allowed: point 6 holds a coin: the coin would stop there"; r.Status() != want {
		t.Fatalf("status %q, want %q", r.Status(), want)
	}
	if r.sc.Ses.Len() != 1 {
		t.Fatal("the refused drag made a move")
	}
}

// drag presses on point a, moves to point b in steps and releases there.
func (r *rig) drag(a, b int) {
	ax, ay := r.sc.PointXY(a)
	bx, by := r.sc.PointXY(b)
	r.Press(ax, ay)
	for _, f := range []float64{0.3, 0.6, 1} {
		r.MoveTo(ui.Lerp(ax, bx, f), ui.Lerp(ay, by, f))
	}
	r.Release()
}

func TestOneClickAndDrag(t *testing.T) {
	r := newRig(t, "-from=0")
	// Point 3 is joined to 0 (a coin) and 6: one free line, one click.
	r.clickPoint(3)
	r.Settle()
	if got := r.sc.Shown().String(); got != "0,6" {
		t.Fatalf("one click on 3: position %q, want 0,6", got)
	}
	// Drag from 1 along its line to 4, releasing short of the socket.
	ax, ay := r.sc.PointXY(1)
	bx, by := r.sc.PointXY(4)
	r.Press(ax, ay)
	for _, f := range []float64{0.2, 0.4, 0.7} {
		r.MoveTo(ui.Lerp(ax, bx, f), ui.Lerp(ay, by, f))
	}
	r.Release()
	r.Settle()
	if got := r.sc.Shown().String(); got != "0,4,6" {
		t.Fatalf("drag 1→4: position %q, want 0,4,6 (%q)", got, r.Status())
	}
	// A drag that ends near the start changes nothing and keeps the choice.
	r.Press(bx, by)
	if r.sc.Ses.Len() != 3 {
		t.Fatal("pressing a coin made a move")
	}
	r.Release()
}

func TestStuckSaysSoAndOffersUndo(t *testing.T) {
	// Empty 0, 2 and 7: the empty points form two runs, no win. 2→7 leaves
	// no move at all.
	r := newRig(t, "-from=1,3,4,5,6")
	r.Record() // sounds on, as in the game
	r.Key(ebiten.KeyS)
	if s := r.Status(); !strings.HasPrefix(s, "No win from here: the empty points form 2 runs") {
		t.Fatalf("solve on a lost position: %q", s)
	}
	r.clickPoint(2)
	r.clickPoint(7)
	r.Settle()
	if !r.sc.Stuck() {
		t.Fatalf("not stuck at %v", r.sc.Shown().Describe())
	}
	if s := r.Status(); s != "Stuck with 6 coins: no empty point has an empty neighbour on a line" {
		t.Fatalf("status %q", s)
	}
	if r.sc.backToWin() != 0 {
		t.Fatal("this game never had a winning position")
	}
	r.Click(stuckButtons[1].X+10, stuckButtons[1].Y+10) // back and solve: nothing to go back to
	if s := r.Status(); !strings.HasPrefix(s, "No win from here: stuck with 6 coins") {
		t.Fatalf("status %q", s)
	}
	r.Click(stuckButtons[0].X+10, stuckButtons[0].Y+10)
	r.Settle()
	if got := r.sc.Shown().String(); got != "1,3,4,5,6" {
		t.Fatalf("undo from the banner: %q", got)
	}
}

func TestStuckThenBackAndSolve(t *testing.T) {
	r := newRig(t)
	// 3→0, then 1→4 and 2→7 split the empty points; 5→2 ... play into a
	// dead end by hand and let the banner take the game back.
	for _, m := range []coins.Move{{From: 3, To: 0}, {From: 1, To: 6}, {From: 2, To: 7}, {From: 4, To: 1}} {
		r.playByMouse(m)
		r.Settle()
	}
	for !r.sc.Stuck() {
		ms := r.sc.Current().LegalMoves()
		if len(ms) == 0 {
			t.Fatalf("no moves but not stuck: %v", r.sc.Current().Describe())
		}
		r.playByMouse(ms[0])
		r.Settle()
	}
	back := r.sc.backToWin()
	if back == 0 {
		t.Fatalf("no winning position in the history of %v", r.sc.Shown().Describe())
	}
	r.Click(stuckButtons[1].X+10, stuckButtons[1].Y+10)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	if !r.sc.Won() {
		t.Fatalf("back and solve did not win: %v (%q)", r.sc.Shown().Describe(), r.Status())
	}
}

func TestUndoRedoRestart(t *testing.T) {
	r := newRig(t, "-from=0,3")
	start := r.sc.Current()
	r.playByMouse(coins.Move{From: 1, To: 6})
	r.Settle()
	moved := r.sc.Shown()
	scenetest.CheckUndoRedoRestart(r.Rig, r.sc.Shown, start, moved)
}

func TestMovesQueueWhileCoinsMove(t *testing.T) {
	r := newRig(t)
	moves, _ := coins.Solve(r.sc.Current())
	for _, m := range moves[:5] {
		// Clicked against the logical position: what the player has asked for.
		r.playByMouse(m)
	}
	if r.sc.Idle() {
		t.Fatal("the coins should still be moving")
	}
	r.Settle()
	if got := r.sc.Shown().Coins(); got != 5 {
		t.Fatalf("queued moves lost: %v", r.sc.Shown().Describe())
	}
}

func TestReplayTakeOverAndSolve(t *testing.T) {
	r := newRig(t, "-n=12", "-k=5")
	r.Key(ebiten.KeySpace) // nothing planned: Space solves
	if !r.sc.Ses.Playing() {
		t.Fatalf("Space did not start the replay: %q", r.Status())
	}
	r.Ticks(200)
	cur := r.sc.Current()
	m := cur.LegalMoves()[0]
	r.playByMouse(m)
	if r.sc.Ses.Playing() {
		t.Fatal("still playing after a manual move")
	}
	if !strings.Contains(r.Status(), "took over") {
		t.Errorf("status %q", r.Status())
	}
	r.Settle()
	if r.sc.Ses.Pos() != r.sc.Ses.Last() {
		t.Fatal("the rest of the replay was not dropped")
	}
	s := r.sc.Current()
	before := r.sc.Ses.Len()
	r.Key(ebiten.KeyS)
	if s.Winnable() == nil {
		if got, want := r.sc.Ses.Len()-before, s.Params().Goal()-s.Coins(); got != want {
			t.Fatalf("solve from here planned %d moves, want %d", got, want)
		}
		r.sc.Ses.SetSpeedIndex(6)
		r.Settle()
		if !r.sc.Won() {
			t.Fatal("the replay did not win")
		}
	} else if !strings.HasPrefix(r.Status(), "No win from here") {
		t.Fatalf("status %q", r.Status())
	}
}

func TestParamsAndLoops(t *testing.T) {
	r := newRig(t)
	box := func(name string, i int) (float64, float64) {
		x, y, _, _, ok := r.sc.Decl.Box(name, i)
		if !ok {
			t.Fatalf("no control %d of %s", i, name)
		}
		return x + 5, y + 5
	}
	r.Click(box("n", 1)) // points +
	if p := r.sc.Params(); p != (coins.Params{N: 9, K: 3}) {
		t.Fatalf("params %v after +", p)
	}
	if s, _ := json.Marshal(r.sc.Settings()); string(s) != `{"n":9,"k":3}` {
		t.Fatalf("settings %+v", r.sc.Settings())
	}
	// {9/3} is three triangles: the goal is 6.
	if r.sc.Params().Goal() != 6 || !strings.Contains(r.Status(), "the goal is 6 coins, not 8") {
		t.Fatalf("status %q", r.Status())
	}
	r.Click(box("k", 0)) // step −
	if p := r.sc.Params(); p != (coins.Params{N: 9, K: 2}) {
		t.Fatalf("params %v after step −", p)
	}
	r.Click(box("k", 0)) // step − wraps to the largest
	if p := r.sc.Params(); p != (coins.Params{N: 9, K: 4}) {
		t.Fatalf("params %v after step − again", p)
	}
	for i := 0; i < 12; i++ {
		r.Key(ebiten.KeyPeriod)
	}
	if p := r.sc.Params(); p.N != MaxPoints {
		t.Fatalf("points %d, want the most %d", p.N, MaxPoints)
	}
	if !strings.Contains(r.Status(), "room for 5 to 16 points") {
		t.Fatalf("status %q", r.Status())
	}
	for i := 0; i < 14; i++ {
		r.Key(ebiten.KeyComma)
	}
	if p := r.sc.Params(); p != (coins.Params{N: 5, K: 2}) {
		t.Fatalf("params %v, want {5/2}", p)
	}
	// Two loops win at n − 2 coins.
	r = newRig(t, "-n=8", "-k=2")
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	if !r.sc.Won() || r.sc.Shown().Coins() != 6 {
		t.Fatalf("{8/2}: %v", r.sc.Shown().Describe())
	}
	if want := "Solved: 6 coins placed, one point left empty on each of the 2 loops"; r.Status() != want {
		t.Fatalf("status %q, want %q", r.Status(), want)
	}
}

func TestFlagsAndSettings(t *testing.T) {
	tests := []struct {
		name    string
		saved   string
		args    []string
		want    coins.Params
		from    string
		wantErr string
	}{
		{"defaults", "", nil, coins.Params{N: 8, K: 3}, "-", ""},
		{"saved", `{"n":12,"k":5}`, nil, coins.Params{N: 12, K: 5}, "-", ""},
		{"flags beat saved", `{"n":12,"k":5}`, []string{"-n=10", "-k=3"}, coins.Params{N: 10, K: 3}, "-", ""},
		{"only n keeps saved k", `{"n":12,"k":5}`, []string{"-n=14"}, coins.Params{N: 14, K: 5}, "-", ""},
		{"only n, saved k too long", `{"n":12,"k":5}`, []string{"-n=7"}, coins.Params{N: 7, K: 3}, "-", ""},
		{"only k", `{"n":12,"k":5}`, []string{"-k=4"}, coins.Params{N: 12, K: 4}, "-", ""},
		{"from", "", []string{"-from=0,3"}, coins.Params{N: 8, K: 3}, "0,3", ""},
		{"from on saved star", `{"n":12,"k":5}`, []string{"-from=11"}, coins.Params{N: 12, K: 5}, "11", ""},
		{"broken saved", `{"n":99}`, nil, coins.Params{N: 8, K: 3}, "-", ""},
		{"n beyond the scene", "", []string{"-n=20"}, coins.Params{}, "", "n = 20 is out of the scene's range: want 5 ≤ n ≤ 16 (the solver takes up to 32"},
		{"n beyond everything", "", []string{"-n=40", "-k=3"}, coins.Params{}, "", "n = 40 is out of range: want 5 ≤ n ≤ 16 in the scene"},
		{"k too long", "", []string{"-n=8", "-k=4"}, coins.Params{}, "", "k = 4 is out of range for n = 8"},
		{"k alone too long", "", []string{"-k=8"}, coins.Params{}, "", "k = 8 is out of range"},
		{"k alone too long for saved n", `{"n":8,"k":3}`, []string{"-k=5"}, coins.Params{}, "", "k = 5 is out of range for n = 8"},
		{"bad from", "", []string{"-from=0,9"}, coins.Params{}, "", "point 9 is not on the star {8/3}"},
		{"full loop", "", []string{"-n=8", "-k=2", "-from=1,3,5,7"}, coins.Params{}, "", "every point of loop 1-3-5-7 holds a coin"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := scenetest.ParseLaunch(Flags, tt.args...)
			var sc *Scene
			if err == nil {
				sc, err = New(scenetest.Env(), json.RawMessage(tt.saved), l)
			}
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if sc.Params() != tt.want || sc.Shown().String() != tt.from {
				t.Fatalf("opened %v at %q, want %v at %q", sc.Params(), sc.Shown().String(), tt.want, tt.from)
			}
		})
	}
	for _, s := range []string{`{"n":8,"k":3}`, `{"n":16,"k":7}`, ``} {
		if err := paramTable().CheckSection(json.RawMessage(s)); err != nil {
			t.Errorf("CheckSettings(%s): %v", s, err)
		}
	}
	for _, s := range []string{`{"n":20,"k":3}`, `{"n":8,"k":4}`, `{"n":"x"}`, `[`} {
		if err := paramTable().CheckSection(json.RawMessage(s)); err == nil {
			t.Errorf("CheckSettings(%s) accepted it", s)
		}
	}
}

// TestArgsReopenTheGame checks the share link: the flags Args returns open
// the same star at the same position, and the snapshot says it.
func TestArgsReopenTheGame(t *testing.T) {
	r := newRig(t, "-n=11", "-k=4")
	moves, _ := coins.Solve(r.sc.Current())
	for _, m := range moves[:4] {
		r.playByMouse(m)
		r.Settle()
	}
	snap := r.sc.Snapshot()
	if snap.Moves != 4 || snap.Position != r.sc.Shown().String() || !snap.Idle || snap.Won || snap.Playing {
		t.Fatalf("snapshot %+v", snap)
	}
	if b, _ := json.Marshal(snap.Params); string(b) != `{"n":11,"k":4}` {
		t.Fatalf("params %s", b)
	}
	args := r.sc.Args()
	again := newRig(t, args...)
	if again.sc.Params() != r.sc.Params() || again.sc.Shown() != r.sc.Shown() {
		t.Fatalf("%v reopened %v, want %v", args, again.sc.Shown().Describe(), r.sc.Shown().Describe())
	}
}

// TestTextsFit checks that every status line the scene can say fits the
// screen, and the card's text fits the card, on every star of the scene.
func TestTextsFit(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	maxLines := int(math.Floor((cardMaxY - cardFirst) / cardLine))
	for n := MinPoints; n <= MaxPoints; n++ {
		for k := coins.MinK; 2*k < n; k++ {
			p := coins.Params{N: n, K: k}
			if lines := cardLines(fonts, p); len(lines) > maxLines {
				t.Errorf("%v: the card needs %d lines, it has %d: %v", p, len(lines), maxLines, lines)
			}
			sc := &Scene{Held: frame.Held[coins.Params]{Cur: p}}
			sc.Ses = replay.New(mustStart(p), coins.State.Apply, func(coins.State, coins.Move) int { return 1 })
			// The longest things said: the loops, a lost position, a win.
			lost, _ := coins.NewState(p, []int{0, 1})
			texts := []string{sc.noWin(lost), sc.WinText(0),
				"New game on " + p.String() + ": 16 separate loops, each keeps one point empty, so the goal is 16 coins, not 15"}
			for _, s := range texts {
				if w := fonts.Measure(s, 18, true) + 40; w > ui.Width-20 {
					t.Errorf("%v: %q is %.0f wide", p, s, w)
				}
			}
		}
	}
	for _, l := range (ui.Help{}).WithText(helpText).Intro {
		if w := fonts.Measure(l, 17, false); w > 920 {
			t.Errorf("help line %q is %.0f wide", l, w)
		}
	}
}

func mustStart(p coins.Params) coins.State {
	s, err := coins.Start(p)
	if err != nil {
		panic(err)
	}
	return s
}

func TestSounds(t *testing.T) {
	r := newRig(t, "-n=5", "-k=2")
	rec := r.Record()
	moves, _ := coins.Solve(r.sc.Current())
	r.clickPoint(moves[0].From) // two free lines: a click to choose
	if rec.Count(audio.Click) != 1 {
		t.Fatalf("choosing a start: %v", rec.Played)
	}
	r.clickPoint(moves[0].To)
	r.Settle()
	if rec.Count(audio.Click) != 2 || rec.Count(audio.Clink) != 1 {
		t.Fatalf("one move: %v, want a click as it lands and a clink as it settles", rec.Played)
	}
	r.Key(ebiten.KeyS)
	r.Settle()
	if rec.Count(audio.Clink) != len(moves) || rec.Count(audio.Chime) != 1 {
		t.Fatalf("the whole game: %v", rec.Played)
	}
}

// TestMonkey throws thousands of random clicks, drags and keys at the scene.
// It must never panic; every frame must show a legal move between legal
// positions, and the whole history must replay through the rules.
func TestMonkey(t *testing.T) {
	r := newRig(t)
	rng := rand.New(rand.NewPCG(10, 7))
	keys := []ebiten.Key{ebiten.KeySpace, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown,
		ebiten.KeyZ, ebiten.KeyY, ebiten.KeyR, ebiten.KeyS, ebiten.KeyEqual, ebiten.KeyMinus, ebiten.KeyTab, ebiten.KeyEnter,
		ebiten.KeyEscape, ebiten.KeyH, ebiten.KeyEnter, ebiten.KeyEnter}
	// Changing the star redraws the board, which is slow: now and then.
	resize := []ebiten.Key{ebiten.KeyK, ebiten.KeyComma, ebiten.KeyPeriod}
	events := scenetest.Events()
	near := func() (float64, float64) {
		// Mostly near the points, where the game is.
		if rng.IntN(3) > 0 {
			x, y := r.sc.PointXY(rng.IntN(r.sc.Params().N))
			return x + rng.NormFloat64()*12, y + rng.NormFloat64()*12
		}
		return rng.Float64() * ui.Width, rng.Float64() * ui.Height
	}
	for i := 0; i < events; i++ {
		switch rng.IntN(5) {
		case 0, 1:
			r.Click(near())
		case 2:
			r.Press(near())
			r.MoveTo(near())
			r.Release()
		default:
			r.Key(keys[rng.IntN(len(keys))])
		}
		if rng.IntN(80) == 0 {
			r.Key(resize[rng.IntN(len(resize))])
			if r.sc.Params().N > 10 { // keep the game small so it moves along
				r.Key(ebiten.KeyComma)
			}
		}
		r.Ticks(rng.IntN(30))
		checkFrame(t, r.sc)
	}
}

// checkFrame checks the invariants of what would be drawn now.
func checkFrame(t *testing.T, sc *Scene) {
	t.Helper()
	scenetest.CheckChain(t, sc.Ses, coins.State.Apply, "move", func(s coins.State) any { return s.Describe() })
	p := sc.Params()
	if p.N < MinPoints || p.N > MaxPoints || p.Validate() != nil {
		t.Fatalf("params out of the scene's range: %v", p)
	}
	ses := sc.Ses
	for i := 0; i < ses.Len(); i++ {
		e := ses.At(i)
		if e.State.Params() != p {
			t.Fatalf("history entry %d is on %v, the game on %v", i, e.State.Params(), p)
		}
		if _, err := coins.FromMask(p, e.State.Mask()); err != nil {
			t.Fatalf("history entry %d is not a legal position: %v", i, err)
		}
		if e.Kind != replay.Moved {
			continue
		}
		if prev := ses.At(i - 1).State; !slices.Contains(prev.LegalMoves(), e.Move) {
			t.Fatalf("history entry %d: %v is not among the legal moves", i, e.Move)
		}
	}
}

// TestFrameAllocs fails if the ticks and frames of a replay allocate in
// steady state, once the whole replay (and its win) has been drawn, so
// every text it shows has its glyphs cached.
func TestFrameAllocs(t *testing.T) {
	l, r := replayRig(t)
	r.CheckReplayAllocs(l, r.sc.Ses, r.sc.Won)
}
