package river

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/river"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// rig drives a river scene by hand.
type rig struct {
	*scenetest.Rig
	sc *Scene
}

func newRig(t testing.TB, p river.Params) *rig {
	t.Helper()
	return newRigFrom(t, p, nil)
}

func newRigFrom(t testing.TB, p river.Params, from *river.State) *rig {
	t.Helper()
	sc, err := newScene(scenetest.Env(), p, from)
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{Rig: scenetest.New(t, sc), sc: sc}
	// Settle: until everything rests, people stepping in included.
	r.Rest = 40
	return r
}

// personXY is a point on person p's body as drawn now.
func (r *rig) personXY(p river.Set) (float64, float64) {
	r.sc.layoutFigures()
	i := r.sc.Cur.Index(p)
	if i < 0 {
		r.T.Fatalf("no person %v", p)
	}
	f := r.sc.fig[i]
	return f.x, f.head + 16
}

// clickPerson clicks each person of s.
func (r *rig) clickPeople(s river.Set) {
	for i := 0; i < 2*r.sc.geo.n; i++ {
		if p := r.sc.geo.person(i); s.Has(p) {
			r.Click(r.personXY(p))
		}
	}
}

// keyCrossing chooses the people of m among the first couples by keys
// (1 to 9 a husband, Shift with it his wife) and rows them across (B).
func (r *rig) keyCrossing(m river.Move, couples int) {
	for c := 1; c <= couples; c++ {
		if m.People.Has(river.Husband(c)) {
			r.Key(ebiten.Key1 + ebiten.Key(c-1))
		}
		if m.People.Has(river.Wife(c)) {
			r.ShiftKey(ebiten.Key1 + ebiten.Key(c-1))
		}
	}
	r.Key(ebiten.KeyB)
}

func (r *rig) clickRow() { r.Click(rowBtnX+rowBtnW/2, rowBtnY+rowBtnH/2) }

func mustSet(t testing.TB, s string) river.Set {
	t.Helper()
	g, err := river.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestScriptedGameByMouse(t *testing.T) {
	r := newRig(t, river.DefaultParams())
	start, _ := river.Start(river.DefaultParams())
	moves, err := river.Solve(start)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		r.clickPeople(m.People)
		if got := r.sc.Load(); got != m.People {
			t.Fatalf("move %d: the boat holds %v, want %v", i+1, got, m.People)
		}
		r.Settle() // let them step in, so the crossing starts with them seated
		r.clickRow()
		r.Settle()
		if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != i+1 {
			t.Fatalf("after crossing %d the counter shows %d", i+1, got)
		}
		if want := 11 - i - 1; r.sc.Optimal() != want {
			t.Fatalf("after crossing %d the fewest left is %d, want %d", i+1, r.sc.Optimal(), want)
		}
	}
	if !r.sc.Won() {
		t.Fatalf("not won: %v", r.sc.Shown())
	}
	if s := r.Status(); !strings.Contains(s, "Everyone is across in 11 crossings: the fewest possible") {
		t.Fatalf("status %q", s)
	}
	if got := r.sc.Snapshot().Position; got != "/H1,H2,H3,W1,W2,W3/far" {
		t.Fatalf("position %q", got)
	}
}

func TestScriptedGameByKeyboard(t *testing.T) {
	p := river.Params{Couples: 2, Boat: 2}
	r := newRig(t, p)
	start, _ := river.Start(p)
	moves, err := river.Solve(start)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		r.keyCrossing(m, 2)
	}
	r.Settle()
	if !r.sc.Won() {
		t.Fatalf("the keys did not get everyone across: %v, status %q", r.sc.Shown(), r.Status())
	}
	// The cursor keys: Tab to a person, Enter to step in, B to row.
	r.Key(ebiten.KeyR)
	r.Key(ebiten.KeyTab)
	r.Key(ebiten.KeyEnter)
	r.Key(ebiten.KeyTab)
	r.Key(ebiten.KeyEnter)
	if r.sc.Load().Len() != 2 {
		t.Fatalf("Tab and Enter loaded %v", r.sc.Load())
	}
	r.Key(ebiten.KeyEscape)
	if r.sc.Load() != 0 {
		t.Fatal("Esc did not empty the boat")
	}
	r.Key(ebiten.KeyArrowDown)
	r.Key(ebiten.KeyEnter)
	r.Key(ebiten.KeyB)
	r.Settle()
	if r.sc.Ses.MoveCount(r.sc.Ses.Pos()) != 1 {
		t.Fatalf("no crossing after arrow, Enter and B: %q", r.Status())
	}
}

func TestDragIntoAndOutOfTheBoat(t *testing.T) {
	r := newRig(t, river.DefaultParams())
	x, y := r.personXY(river.Wife(1))
	bx := r.sc.boatNow()
	r.Drag(x, y, bx, boatWaterY()-6, 1)
	if r.sc.Load() != river.Wife(1) {
		t.Fatalf("dragging W1 to the boat loaded %v", r.sc.Load())
	}
	r.Settle()
	x, y = r.personXY(river.Wife(1))
	r.Drag(x, y, 150, 470, 1)
	if r.sc.Load() != 0 {
		t.Fatalf("dragging W1 out left %v in the boat", r.sc.Load())
	}
}

// boatWaterY is a height on the boat, where the boat is.
func boatWaterY() float64 { return gunwaleY + 12 }

func TestRefusalsNameWhoAndWhere(t *testing.T) {
	tests := []struct {
		name    string
		p       river.Params
		from    string
		load    string
		want    string
		atRisk  string // the wife marked "!", or ""
		loadErr bool   // refused when stepping in
	}{
		{"company in the boat", river.DefaultParams(), "", "H1,W2", "Not allowed: W2 would be with H1 in the boat while H2 is away", "W2", false},
		{"company on the far bank", river.DefaultParams(), "H1,H2,H3,W3/W1,W2/near", "H1", "Not allowed: W2 would be with H1 on the far bank while H2 is away", "W2", false},
		{"company left behind", river.DefaultParams(), "", "H2,H3", "Not allowed: W2 would be with H1 on the near bank while H2 is away", "W2", false},
		{"boat full", river.DefaultParams(), "", "H1,W1,H2", "Not allowed: the boat holds 2, not 3", "", true},
		{"empty boat", river.DefaultParams(), "", "", "Not allowed: nobody rows: the boat cannot cross empty", "", false},
		{"one back", river.Params{Couples: 3, Boat: 3, OneBack: true}, "H2,H3,W2,W3/H1,W1/far", "H1,W1", "Not allowed: only one person may row back", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var from *river.State
			if tc.from != "" {
				s, err := river.ParseState(tc.p, tc.from)
				if err != nil {
					t.Fatal(err)
				}
				from = &s
			}
			r := newRigFrom(t, tc.p, from)
			rec := r.Record()
			r.Tick()
			before := r.sc.Current()
			r.clickPeople(mustSet(t, tc.load))
			if !tc.loadErr {
				r.Settle()
				r.clickRow()
			}
			if s := r.Status(); s != tc.want {
				t.Fatalf("status %q, want %q", s, tc.want)
			}
			if rec.Count(audio.Buzz) != 1 {
				t.Fatalf("%d buzzes", rec.Count(audio.Buzz))
			}
			r.Settle()
			if r.sc.Current() != before {
				t.Fatal("a refused crossing changed the position")
			}
			r.Ctx = r.Context()
			got := r.sc.sayRisk(&r.Ctx)
			want := -1
			if tc.atRisk != "" {
				want = r.sc.Cur.Index(mustSet(t, tc.atRisk))
			}
			if got != want {
				t.Fatalf("marked person %d, want %d", got, want)
			}
			if want >= 0 {
				// The mark goes with the message.
				r.Ticks(300)
				r.Ctx = r.Context()
				if r.sc.sayRisk(&r.Ctx) >= 0 {
					t.Fatal("the ! stays after the message is gone")
				}
			}
		})
	}
}

func TestImpossibleSetsSaySoAndStayPlayable(t *testing.T) {
	for _, tc := range []struct {
		p    river.Params
		want string
	}{
		{river.Params{Couples: 3, Boat: 2, OneBack: true}, "No solution: all 20 reachable positions explored"},
		{river.Params{Couples: 4, Boat: 2}, "No solution: all 44 reachable positions explored"},
		{river.Params{Couples: 6, Boat: 3}, "No solution: all "},
	} {
		r := newRig(t, tc.p)
		r.Tick()
		if s := r.Status(); !strings.HasPrefix(s, tc.want) {
			t.Fatalf("%+v: status %q at once, want %q", tc.p, s, tc.want)
		}
		if r.sc.Optimal() != -1 {
			t.Fatalf("%+v: optimal %d", tc.p, r.sc.Optimal())
		}
		r.Stat.Clear()
		r.Key(ebiten.KeySpace)
		if s := r.Status(); !strings.HasPrefix(s, tc.want) {
			t.Fatalf("%+v: play says %q, want why it does nothing", tc.p, s)
		}
		// Still playable by hand.
		r.clickPeople(river.Husband(1) | river.Wife(1))
		r.clickRow()
		r.Settle()
		if r.sc.Ses.MoveCount(r.sc.Ses.Pos()) != 1 {
			t.Fatalf("%+v: a crossing by hand was not made: %q", tc.p, r.Status())
		}
	}
}

func TestParameterControls(t *testing.T) {
	r := newRig(t, river.DefaultParams())
	box := func(name string, i int) (float64, float64) {
		x, y, _, _, ok := r.sc.Decl.Box(name, i)
		if !ok {
			t.Fatalf("no control %d of %s", i, name)
		}
		return x + 5, y + 5
	}
	r.In.X, r.In.Y = box("couples", 1) // couples +
	r.In.Pressed = true
	r.Tick()
	if r.sc.Params().Couples != 4 || r.Ctx.Request != ui.Settings {
		t.Fatalf("couples %d, request %v", r.sc.Params().Couples, r.Ctx.Request)
	}
	if s := r.Status(); !strings.Contains(s, "No solution: all 44") {
		t.Fatalf("4 couples, boat 2: status %q", s)
	}
	r.Click(box("boat", 1)) // boat +
	if r.sc.Params().Boat != 3 || !strings.Contains(r.Status(), "the fewest crossings is 9") {
		t.Fatalf("boat %d, status %q", r.sc.Params().Boat, r.Status())
	}
	r.Click(box("oneBack", 0))
	if !r.sc.Params().OneBack {
		t.Fatal("one-back not set")
	}
	if got, _ := json.Marshal(r.sc.Settings()); string(got) != `{"couples":4,"boat":3,"oneBack":true}` {
		t.Fatalf("settings %s", got)
	}
	for i := 0; i < 5; i++ {
		r.Key(ebiten.KeyPeriod)
	}
	if r.sc.Params().Couples != MaxCouples || !strings.Contains(r.Status(), "1 to 6 couples (the solver takes up to 8") {
		t.Fatalf("couples %d, status %q", r.sc.Params().Couples, r.Status())
	}
	for i := 0; i < 5; i++ {
		r.Key(ebiten.KeyL)
	}
	if r.sc.Params().Boat != MaxBoat || !strings.Contains(r.Status(), "The boat holds 1 to 4") {
		t.Fatalf("boat %d, status %q", r.sc.Params().Boat, r.Status())
	}
	for i := 0; i < 8; i++ {
		r.Key(ebiten.KeyComma)
	}
	if p := r.sc.Params(); p.Couples != 1 || p.Boat != 2 {
		t.Fatalf("one couple: %+v (the boat must shrink to 2)", p)
	}
	r.Key(ebiten.KeyK)
	r.Key(ebiten.KeyK)
	if p := r.sc.Params(); p.Boat != 1 || !strings.Contains(r.Status(), "The boat holds 1 to 2") {
		t.Fatalf("%+v, status %q", p, r.Status())
	}
}

func TestCrossingsQueueWhileTheBoatIsBusy(t *testing.T) {
	r := newRig(t, river.DefaultParams())
	start, _ := river.Start(river.DefaultParams())
	moves, _ := river.Solve(start)
	// Choose and row the first three crossings at once, by keys: none may
	// be lost.
	for _, m := range moves[:3] {
		r.keyCrossing(m, 3)
	}
	if r.sc.Idle() {
		t.Fatal("the boat should still be busy")
	}
	r.Settle()
	if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != 3 {
		t.Fatalf("%d crossings made, want 3 (%q)", got, r.Status())
	}
}

func TestUndoRedoRestart(t *testing.T) {
	r := newRig(t, river.DefaultParams())
	start := r.sc.Shown()
	r.clickPeople(mustSet(t, "W1,W2"))
	r.clickRow()
	r.Settle()
	moved := r.sc.Shown()
	scenetest.CheckUndoRedoRestart(r.Rig, r.sc.Shown, start, moved)
}

func TestReplayTakeOverAndSolve(t *testing.T) {
	r := newRig(t, river.DefaultParams())
	r.Key(ebiten.KeyS)
	if !r.sc.Ses.Playing() {
		t.Fatal("S did not start the replay")
	}
	for r.sc.Ses.Pos() < 3 {
		r.Tick()
	}
	r.Settle()
	r.Key(ebiten.KeySpace) // pause
	// Take over: a crossing by hand replaces the rest of the list.
	cur := r.sc.Current()
	m := cur.Moves()[0]
	r.clickPeople(m.People)
	r.clickRow()
	r.CheckTakenOver(r.sc.Ses)
	want := r.sc.Optimal()
	if want < 0 {
		t.Skip("the crossing chosen has no way on")
	}
	r.CheckSolveWins(r.sc.Ses, want, r.sc.Won)
}

func TestStepBackReversesACrossingInFlight(t *testing.T) {
	r := newRig(t, river.DefaultParams())
	start := r.sc.Shown()
	r.clickPeople(mustSet(t, "H1,W1"))
	r.clickRow()
	r.Ticks(80)
	if !r.sc.Ses.Shown().Moving {
		t.Fatal("the boat should be crossing")
	}
	r.Key(ebiten.KeyArrowLeft)
	r.Settle()
	if r.sc.Shown() != start || r.sc.Ses.Pos() != 0 {
		t.Fatalf("step back left %v at %d", r.sc.Shown(), r.sc.Ses.Pos())
	}
}

func TestSounds(t *testing.T) {
	r := newRig(t, river.Params{Couples: 1, Boat: 2})
	rec := r.Record()
	r.clickPeople(mustSet(t, "H1,W1"))
	if got := rec.Count(audio.Click); got != 2 {
		t.Fatalf("%d clicks for two people stepping in", got)
	}
	r.clickRow()
	r.Settle()
	if rec.Count(audio.Creak) != 1 || rec.Count(audio.Splash) < 2 || rec.Count(audio.Clunk) != 1 {
		t.Fatalf("crossing sounds: %v", rec.Played)
	}
	if got := rec.Count(audio.Chime); got != 1 {
		t.Fatalf("%d chimes for one win", got)
	}
	r.Key(ebiten.Key2)
	if got := rec.Count(audio.Buzz); got != 1 {
		t.Fatalf("%d buzzes for a couple that is not there", got)
	}
}

func TestRegistryEntry(t *testing.T) {
	pz := Puzzle()
	if pz.Name != "river" || len(pz.Blurb) > 3 {
		t.Fatalf("%+v", pz)
	}
	for _, l := range pz.Blurb {
		if len(l) > 40 {
			t.Errorf("blurb line %q is longer than 40 characters", l)
		}
	}
	parse := func(args ...string) (ui.Launch, error) { return scenetest.ParseLaunch(pz.Flags, args...) }
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-couples", "7"}, "-couples 7: the scene shows 1 to 6 couples (the solver takes up to 8)"},
		{[]string{"-couples", "9"}, "-couples 9: the scene shows 1 to 6 couples (the solver takes up to 8)"},
		{[]string{"-boat", "5"}, "-boat 5: the scene's boat holds 1 to 4 (the solver takes up to twice the couples)"},
		{[]string{"-couples", "1", "-boat", "3"}, "-boat must be from 1 to 2 (twice the couples), got 3"},
		{[]string{"-from", "H1//near"}, "-from: position \"H1//near\": H2 is on neither bank"},
		{[]string{"-from", "H2,H3,W1,W2,W3/H1/near"}, "W1 is with H2 on the near bank while H1 is away"},
	} {
		if _, err := parse(tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.args, err, tc.want)
		}
	}
	// Saved settings: only the flags given override them.
	env := scenetest.Env()
	saved := json.RawMessage(`{"couples":5,"boat":3,"oneBack":false}`)
	l, err := parse("-boat", "4")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := pz.New(env, saved, l)
	if err != nil {
		t.Fatal(err)
	}
	if got := ps.(*Scene).Params(); got != (river.Params{Couples: 5, Boat: 4}) {
		t.Fatalf("saved 5/3 with -boat 4 opened %+v", got)
	}
	// Args reopen exactly what is shown, mid-game included.
	l, err = parse("-couples", "4", "-boat", "3", "-from", "H2,H3,H4,W2,W3,W4/H1,W1/far")
	if err != nil {
		t.Fatal(err)
	}
	ps, err = pz.New(env, nil, l)
	if err != nil {
		t.Fatal(err)
	}
	args := ps.Args()
	if want := []string{"-couples=4", "-boat=3", "-one-back=false", "-from=H2,H3,H4,W2,W3,W4/H1,W1/far"}; !slices.Equal(args, want) {
		t.Fatalf("args %q, want %q", args, want)
	}
	l2, err := parse(args...)
	if err != nil {
		t.Fatal(err)
	}
	again, err := pz.New(env, json.RawMessage(`{"couples":2,"boat":1,"oneBack":true}`), l2)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := ps.Snapshot(), again.Snapshot(); a != b {
		t.Fatalf("reopened %+v, want %+v", b, a)
	}
	snap := ps.Snapshot()
	js, _ := json.Marshal(snap.Params)
	if string(js) != `{"couples":4,"boat":3,"oneBack":false}` || snap.Position != "H2,H3,H4,W2,W3,W4/H1,W1/far" || snap.Moves != 0 || !snap.Idle || snap.Won {
		t.Fatalf("snapshot %+v %s", snap, js)
	}
	// Settings sections.
	for _, tc := range []struct {
		saved string
		ok    bool
	}{
		{``, true}, {`{}`, true}, {`{"couples":6,"boat":4,"oneBack":true}`, true},
		{`{"couples":7}`, false}, {`{"boat":0}`, false}, {`{"couples":1,"boat":3}`, false}, {`[1,2]`, false}, {`{"couples":"x"}`, false},
	} {
		if err := pz.CheckSettings(json.RawMessage(tc.saved)); (err == nil) != tc.ok {
			t.Errorf("CheckSettings(%s) = %v", tc.saved, err)
		}
	}
	// A broken section opens the defaults; the thumbnail opens with nothing.
	for _, saved := range []json.RawMessage{json.RawMessage(`{"couples":99}`), nil} {
		ps, err := pz.New(env, saved, nil)
		if err != nil || ps.(*Scene).Params() != river.DefaultParams() {
			t.Fatalf("New(%s): %v, %v", saved, ps, err)
		}
	}
}

// TestMonkey throws thousands of random clicks, drags and keys at the
// scene. It must never panic, and the history must always be a chain of
// legal crossings.
func TestMonkey(t *testing.T) {
	r := newRig(t, river.DefaultParams())
	rng := rand.New(rand.NewPCG(9, 1))
	keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.KeyB, ebiten.KeySpace, ebiten.KeyArrowLeft,
		ebiten.KeyArrowRight, ebiten.KeyZ, ebiten.KeyY, ebiten.KeyR, ebiten.KeyS, ebiten.KeyEqual, ebiten.KeyMinus,
		ebiten.KeyTab, ebiten.KeyEnter, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyEscape, ebiten.KeyH,
		ebiten.KeyComma, ebiten.KeyPeriod, ebiten.KeyK, ebiten.KeyL, ebiten.KeyO}
	longest := 0
	for range scenetest.Events() {
		longest = max(longest, r.sc.Ses.Len())
		r.In.Shift = rng.IntN(4) == 0
		switch rng.IntN(6) {
		case 0, 1:
			r.RandomClick(rng)
		case 2:
			// Aim at a person: most random clicks would miss them.
			n := 2 * r.sc.geo.n
			r.sc.layoutFigures()
			f := r.sc.fig[rng.IntN(n)]
			r.Click(f.x, f.head+10)
		case 3:
			r.RandomDrag(rng)
		default:
			r.Key(keys[rng.IntN(len(keys))])
		}
		if r.sc.Help {
			r.Key(ebiten.KeyH)
		}
		if r.sc.Params().Couples > 4 { // keep the game small so it moves along
			r.Key(ebiten.KeyComma)
		}
		r.Ticks(rng.IntN(30))
		checkFrame(t, r.sc)
	}
	if longest < 8 {
		t.Fatalf("the monkey never got far: the longest history held %d positions", longest)
	}
}

// checkFrame checks the invariants of what would be drawn now.
func checkFrame(t *testing.T, sc *Scene) {
	t.Helper()
	scenetest.CheckChain(t, sc.Ses, river.State.Apply, "crossing", func(s river.State) any { return s })
	cur := sc.Ses.Current()
	if sc.load&^cur.On(cur.Boat()) != 0 || sc.load.Len() > sc.Cur.Boat {
		t.Fatalf("the boat holds %v at %v", sc.load, cur)
	}
	for i := 0; i < 2*sc.geo.n; i++ {
		if sc.ab[i] < 0 || sc.ab[i] > 1 {
			t.Fatalf("person %d stepped in %v of the way", i, sc.ab[i])
		}
	}
}

// TestGoToOnTheGraph: a position chosen on the graph is reached by the
// fewest crossings, rowed by the boat; one no crossing reaches is refused.
func TestGoToOnTheGraph(t *testing.T) {
	r := newRig(t, river.Params{Couples: 3, Boat: 2})
	m, err := r.sc.Explore()(nil)
	if err != nil {
		t.Fatal(err)
	}
	goal := m.Nodes[m.Goals[0]].Position
	ctx := r.Context()
	r.sc.GoTo(&ctx, m, goal)
	if s := r.Status(); s != "Going to "+goal+": 11 crossings" {
		t.Errorf("status %q", s)
	}
	r.Settle()
	if !r.sc.Current().Solved() {
		t.Fatalf("at %v", r.sc.Current())
	}
	r.sc.GoTo(&ctx, m, "H1,H2,H3,W1,W2,W3//far")
	if s := r.Status(); !strings.Contains(s, "is not in the graph") {
		t.Errorf("an unreachable position: %q", s)
	}
}

// TestFrameAllocs fails if the ticks and frames of a replay allocate in
// steady state, once the whole replay (and its win) has been drawn, so
// every text it shows has its glyphs cached.
func TestFrameAllocs(t *testing.T) {
	l, r := replayRig(t)
	r.CheckReplayAllocs(l, r.sc.Ses, r.sc.Won)
}
