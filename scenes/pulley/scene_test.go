package pulley

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/pulleyart"
)

// ctlY is the top of the header's buttons.
const ctlY = 4.0

func TestMain(m *testing.M) { scenetest.Main(m) }

// shared is the art and icons, drawn once for all the tests.
var shared = sync.OnceValues(func() (*pulleyart.Art, error) { return pulleyart.New(nil) })

// hand drives a tower scene by hand (the package has its own rig: the
// moving parts in a frame).
type hand struct {
	*scenetest.Rig
	sc *Scene
}

func newRig(t testing.TB, p pulley.Params, from *pulley.State) *hand {
	t.Helper()
	art, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := New(ui.NewEnv(), art, p, from)
	if err != nil {
		t.Fatal(err)
	}
	r := &hand{Rig: scenetest.New(t, sc), sc: sc}
	// Settle: until the baskets rest and everyone stands still.
	r.Rest = 120
	return r
}

// item is where to click item i: its chest.
func (r *hand) item(i int) (float64, float64) {
	return r.sc.dispX[i], r.sc.dispY[i] - r.sc.kinds[i].Height()/2
}

func classic(t testing.TB) *hand { return newRig(t, pulley.DefaultParams(), nil) }

// solution is the solver's trips from the scene's current position.
func (r *hand) solution() []pulley.Move {
	moves, err := pulley.Solve(r.sc.Current())
	if err != nil {
		r.T.Fatal(err)
	}
	return moves
}

func TestScriptedGameByMouse(t *testing.T) {
	r := classic(t)
	for i, m := range r.solution() {
		for it := 0; it < r.sc.n; it++ {
			if (m.Down() | m.Up()).Has(it) {
				r.Click(r.item(it))
			}
		}
		r.Settle()
		if r.sc.load != m.Down()|m.Up() {
			t.Fatalf("trip %d: loaded %v, want %v", i+1, r.sc.load, m)
		}
		r.Click(pulleyart.LeverX, pulleyart.LeverY-40)
		r.Settle()
		if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != i+1 {
			t.Fatalf("after trip %d the counter shows %d (status %q)", i+1, got, r.Status())
		}
	}
	if !r.sc.Won() {
		t.Fatalf("not won: %v", r.sc.Shown())
	}
	if s := r.Status(); !strings.Contains(s, "Everyone is down in 10 trips: the fewest possible") {
		t.Fatalf("status %q", s)
	}
}

func TestScriptedGameByKeyboard(t *testing.T) {
	r := newRig(t, pulley.Presets()[1].Params, nil)
	for _, m := range r.solution() {
		for it := 0; it < r.sc.n; it++ {
			if (m.Down() | m.Up()).Has(it) {
				r.Key(ebiten.Key1 + ebiten.Key(it))
				r.Key(ebiten.KeyEnter)
			}
		}
		r.Key(ebiten.KeyT)
		r.Settle()
	}
	if !r.sc.Won() || r.sc.Ses.MoveCount(r.sc.Ses.Pos()) != 16 {
		t.Fatalf("not won in 16: %v, status %q", r.sc.Shown(), r.Status())
	}
}

func TestDragIntoBasket(t *testing.T) {
	r := classic(t)
	ball := 3
	x, y := r.item(ball)
	r.Drag(x, y, pulleyart.RopeLeftX, pulleyart.RingTop+60, 10)
	r.Settle()
	if !r.sc.load.Has(ball) {
		t.Fatalf("the cannonball was not loaded by the drag: %q", r.Status())
	}
	// Dragging it out onto the ledge takes it out again.
	x, y = r.item(ball)
	r.Drag(x, y, 200, 280, 10)
	r.Settle()
	if r.sc.load != 0 {
		t.Fatal("dragging out did not unload")
	}
	// The bottom basket is out of reach from the top.
	x, y = r.item(0)
	r.Drag(x, y, pulleyart.RopeRightX, pulleyart.RingBottom+50, 10)
	if s := r.Status(); s != "The queen is at the top: only the top basket is in reach" {
		t.Fatalf("status %q", s)
	}
}

// TestRefusals checks that trips against the rules are refused before they
// start, with the solver's words and the numbers, and a strain of the rope.
func TestRefusals(t *testing.T) {
	tests := []struct {
		name string
		load []int
		want string
	}{
		{"too fast", []int{1}, "Refused: too fast: the top basket is 105 lb heavier and the daughter rides; at most 15 with a person aboard"},
		{"empty", nil, "Refused: the top basket is empty: nothing would go down"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := classic(t)
			rec := r.Record()
			for _, i := range tc.load {
				r.Key(ebiten.Key1 + ebiten.Key(i))
				r.Key(ebiten.KeyEnter)
			}
			r.Key(ebiten.KeyT)
			if s := r.Status(); s != tc.want {
				t.Fatalf("status %q, want %q", s, tc.want)
			}
			if r.sc.Ses.Len() != 1 || r.sc.strain == 0 || rec.Count(audio.Buzz) != 1 {
				t.Fatalf("refused trip: history %d, strain %d, buzz %d", r.sc.Ses.Len(), r.sc.strain, rec.Count(audio.Buzz))
			}
		})
	}
	// Nothing would go down: the bottom basket is heavier.
	pz, _ := pulley.New(pulley.DefaultParams())
	from, _ := pz.ParseState("queen,son/daughter,cannonball")
	r := newRig(t, pulley.DefaultParams(), &from)
	r.Click(r.item(2)) // son, 90, at the top
	r.Click(r.item(1)) // daughter, 105, below
	r.Click(pulleyart.LeverX, pulleyart.LeverY-40)
	if s := r.Status(); s != "Refused: the bottom basket is as heavy or heavier: nothing would go down (top 90 lb, bottom 105 lb)" {
		t.Fatalf("status %q", s)
	}
}

func TestUnsolvableSaidAtOnce(t *testing.T) {
	p := pulley.DefaultParams()
	p.Limit = 10
	r := newRig(t, p, nil)
	r.Tick()
	want := "No solution: all 2 reachable states were explored and none has every person on the ground"
	if s := r.Status(); s != want {
		t.Fatalf("status %q", s)
	}
	r.Key(ebiten.KeySpace) // the play button says why it does nothing
	if s := r.Status(); s != want || r.sc.Ses.Playing() {
		t.Fatalf("after play: %q, playing %v", s, r.sc.Ses.Playing())
	}
	if r.sc.Optimal() != -1 {
		t.Fatal("an unsolvable set shows a count")
	}
	// Raising the limit to 15 makes it solvable again.
	for i := 0; i < 5; i++ {
		r.Key(ebiten.KeyPeriod)
	}
	if r.sc.Cur.Limit != 15 || r.sc.Optimal() != 10 || !strings.Contains(r.Status(), "the fewest trips 10") {
		t.Fatalf("limit %d, optimal %d, status %q", r.sc.Cur.Limit, r.sc.Optimal(), r.Status())
	}
}

func TestLimitRangeAndPresets(t *testing.T) {
	r := classic(t)
	for i := 0; i < 40; i++ {
		r.Key(ebiten.KeyPeriod)
	}
	if r.sc.Cur.Limit != MaxLimit || !strings.Contains(r.Status(), "The limit is 5 to 40 lb here (the solver takes 0 to 100000)") {
		t.Fatalf("limit %d, status %q", r.sc.Cur.Limit, r.Status())
	}
	for i, pr := range pulley.Presets() {
		r.Key(ebiten.KeyP)
		want := pulley.Presets()[(i+1)%len(pulley.Presets())]
		if !r.sc.Cur.SameItems(want.Params) || presetOf(r.sc.Cur) != (i+1)%len(pulley.Presets()) || r.Ctx.Request != ui.Settings {
			t.Fatalf("after P from %s: %+v", pr.Name, r.sc.Cur)
		}
	}
	// The header's buttons do the same.
	r.Click(presetX+ctlButton+presetW+5, ctlY+5)
	if presetOf(r.sc.Cur) != 1 {
		t.Fatalf("preset %d after ▶", presetOf(r.sc.Cur))
	}
	r.Click(limitX+5, ctlY+5)
	if r.sc.Cur.Limit != 14 {
		t.Fatalf("limit %d after −", r.sc.Cur.Limit)
	}
}

// TestUndoKeepsRidersAboard: undoing a trip loaded by hand brings the
// baskets back up with the riders still in them.
func TestUndoKeepsRidersAboard(t *testing.T) {
	r := classic(t)
	r.Key(ebiten.Key4)
	r.Key(ebiten.KeyEnter)
	r.Key(ebiten.KeyT)
	r.Settle()
	if r.sc.Shown().String() != "queen,daughter,son/cannonball" {
		t.Fatalf("after the trip: %s", r.sc.Shown())
	}
	r.Key(ebiten.KeyZ)
	r.Settle()
	if r.sc.Shown().String() != "queen,daughter,son,cannonball/" || r.sc.load != 8 {
		t.Fatalf("after undo: %s, load %v", r.sc.Shown(), r.sc.load)
	}
	r.Key(ebiten.KeyY)
	r.Settle()
	if r.sc.Shown().String() != "queen,daughter,son/cannonball" || r.sc.load != 0 {
		t.Fatalf("after redo: %s, load %v", r.sc.Shown(), r.sc.load)
	}
}

func TestReplayTakeOverAndFrom(t *testing.T) {
	pz, _ := pulley.New(pulley.DefaultParams())
	from, _ := pz.ParseState("queen,cannonball/daughter,son")
	r := newRig(t, pulley.DefaultParams(), &from)
	if r.sc.Optimal() != 5 {
		t.Fatalf("fewest from -from: %d", r.sc.Optimal())
	}
	r.Key(ebiten.KeyS)
	if !r.sc.Ses.Playing() || !strings.Contains(r.Status(), "5 trips") {
		t.Fatalf("solve: %q", r.Status())
	}
	r.Ticks(30)
	// A click on an item takes over: the replay stops when the baskets land.
	r.Click(r.item(0))
	said := r.Status()
	r.Settle()
	if r.sc.Ses.Playing() || !strings.Contains(said, "took over") {
		t.Fatalf("take-over: playing %v, %q", r.sc.Ses.Playing(), said)
	}
	r.Key(ebiten.KeyR)
	r.Settle()
	if r.sc.Shown() != r.sc.Start.s {
		t.Fatalf("restart went to %s", r.sc.Shown())
	}
	r.Key(ebiten.KeySpace)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	if !r.sc.Won() || r.sc.Ses.MoveCount(r.sc.Ses.Pos()) != 5 {
		t.Fatalf("replay from -from: %s", r.sc.Shown())
	}
}

func TestSounds(t *testing.T) {
	r := classic(t)
	rec := r.Record()
	r.Key(ebiten.KeyS)
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	for _, s := range []audio.Sound{audio.Creak, audio.Clunk, audio.Chime} {
		if rec.Count(s) == 0 {
			t.Errorf("sound %d never played", s)
		}
	}
	if rec.Count(audio.Clunk) != 10 || rec.Count(audio.Chime) != 1 || rec.Loops[audio.Motor] {
		t.Errorf("clunks %d, chimes %d, motor left on %v", rec.Count(audio.Clunk), rec.Count(audio.Chime), rec.Loops[audio.Motor])
	}
}

// TestWheelTurnsWithRope: the wheel turns by exactly the rope run over it,
// and the rope stays taut (the two sides' lengths add up to the same).
func TestWheelTurnsWithRope(t *testing.T) {
	r := classic(t)
	r.Key(ebiten.KeyS)
	total := -1.0
	for i := 0; i < 3000 && !r.sc.Won(); i++ {
		r.Tick()
		g := r.sc.rigNow()
		sum := g.left + g.right
		if total < 0 {
			total = sum
		}
		if math.Abs(sum-total) > 1e-6 {
			t.Fatalf("rope not taut: the rings add to %v, then %v", total, sum)
		}
		if want := -(g.left - pulleyart.RingTop) / pulleyart.WheelR; math.Abs(g.wheel-want) > 1e-9 {
			t.Fatalf("wheel at %v, rope run %v", g.wheel, want)
		}
	}
	if !r.sc.Won() {
		t.Fatal("replay did not finish")
	}
}

// TestMonkey throws random input at the scene and re-checks the whole
// history through the solver's rules: every trip legal, nothing lost.
func TestMonkey(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		p := pulley.Presets()[seed%3].Params
		r := newRig(t, p, nil)
		rng := rand.New(rand.NewPCG(seed, 99))
		keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6, ebiten.Key7, ebiten.KeyTab, ebiten.KeyEnter,
			ebiten.KeyT, ebiten.KeyL, ebiten.KeySpace, ebiten.KeyS, ebiten.KeyZ, ebiten.KeyY, ebiten.KeyArrowLeft, ebiten.KeyArrowRight,
			ebiten.KeyR, ebiten.KeyEqual, ebiten.KeyMinus, ebiten.KeyH, ebiten.KeyArrowUp}
		trips, refused, last := 0, 0, 0
		for ev := 0; ev < 6000; ev++ {
			switch rng.IntN(4) {
			case 0:
				r.Key(keys[rng.IntN(len(keys))])
			case 1:
				r.Click(rng.Float64()*ui.Width, 50+rng.Float64()*600)
			case 2:
				if i := rng.IntN(r.sc.n); true {
					x, y := r.item(i)
					r.Drag(x, y, rng.Float64()*ui.Width, 60+rng.Float64()*560, 10)
				}
			default:
				r.Ticks(rng.IntN(30))
			}
			if ev%500 == 0 {
				checkHistory(t, r)
			}
			if n := r.sc.Ses.Last(); n > last {
				trips += n - last
			}
			last = r.sc.Ses.Last()
			if r.sc.strain == strainTicks-1 {
				refused++
			}
		}
		checkHistory(t, r)
		if trips == 0 {
			t.Fatal("the monkey never made a trip")
		}
		t.Logf("seed %d: %d trips made, %d refused", seed, trips, refused)
		if r.sc.Cur.Limit < MinLimit || r.sc.Cur.Limit > MaxLimit {
			t.Fatalf("limit %d out of range", r.sc.Cur.Limit)
		}
	}
}

// checkHistory replays the session's history through the solver's rules.
func checkHistory(t *testing.T, r *hand) {
	t.Helper()
	ses := r.sc.Ses
	for i := 1; i <= ses.Last(); i++ {
		e, prev := ses.At(i), ses.At(i-1)
		switch e.Kind {
		case replay.Moved:
			next, err := prev.State.s.Apply(e.Move.m)
			if err != nil || next != e.State.s || e.State.leftUp == prev.State.leftUp {
				t.Fatalf("entry %d: %v from %s: %v", i, e.Move.m, prev.State.s, err)
			}
		case replay.Restart:
			if e.State != r.sc.Start {
				t.Fatalf("entry %d restarts at %s", i, e.State.s)
			}
		}
		all := e.State.s.Top() | e.State.s.Ground()
		if all != e.State.s.Puzzle().All() {
			t.Fatalf("entry %d lost items: %s", i, e.State.s)
		}
	}
	if r.sc.load&^r.sc.Start.s.Puzzle().All() != 0 {
		t.Fatalf("load %v has unknown items", r.sc.load)
	}
}

func TestRegistry(t *testing.T) {
	entry := Puzzle()
	if entry.Name != "pulley" || len(entry.Blurb) > 3 {
		t.Fatal(entry)
	}
	for _, l := range entry.Blurb {
		if len([]rune(l)) > 42 {
			t.Errorf("blurb line %q too long", l)
		}
	}
	tests := []struct {
		args    []string
		wantErr string
		pos     string
		params  string
	}{
		{args: nil, pos: "queen,daughter,son,cannonball/", params: `{"people":"queen=195,daughter=105,son=90","objects":"cannonball=75","limit":15}`},
		{args: []string{"-limit", "20", "-people", "a=100,b=90", "-objects", "w=10"}, pos: "a,b,w/", params: `{"people":"a=100,b=90","objects":"w=10","limit":20}`},
		{args: []string{"-from", "queen,cannonball/daughter,son"}, pos: "queen,cannonball/daughter,son"},
		{args: []string{"-limit", "50"}, wantErr: "-limit: the scene's limit is 5 to 40 lb (the solver takes 0 to 100000), got 50"},
		{args: []string{"-limit", "4"}, wantErr: "-limit: the scene's limit is 5 to 40 lb"},
		{args: []string{"-people", "a=1,b=2,c=3,d=4,e=5", "-objects", "f=1,g=2"}, wantErr: "the scene shows at most 6 people and objects (the solver takes up to 12), got 7"},
		{args: []string{"-from", "queen/"}, wantErr: `-from: position "queen/": the daughter is missing`},
		{args: []string{"-people", "x"}, wantErr: `-people: item 1 "x": want name=weight`},
	}
	for _, tc := range tests {
		l, err := scenetest.ParseLaunch(entry.Flags, tc.args...)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%v: error %v, want %q", tc.args, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		art, _ := shared()
		env := ui.NewEnv()
		_, _ = ui.LoadArt(env, "pulley", func() (*pulleyart.Art, error) { return art, nil })
		ps, err := entry.New(env, nil, l)
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		snap := ps.Snapshot()
		if snap.Position != tc.pos {
			t.Errorf("%v: position %q, want %q", tc.args, snap.Position, tc.pos)
		}
		data, _ := json.Marshal(snap.Params)
		if tc.params != "" && string(data) != tc.params {
			t.Errorf("%v: params %s, want %s", tc.args, data, tc.params)
		}
		// Args reopen exactly what is shown.
		l2 := scenetest.Launch(t, entry.Flags, ps.Args()...)
		ps2, err := entry.New(env, nil, l2)
		if err != nil || ps2.Snapshot().Position != snap.Position {
			t.Fatalf("Args %v reopen %v, %v", ps.Args(), ps2, err)
		}
		// The settings section reads back and passes the check.
		data, _ = json.Marshal(ps.Settings())
		if err := entry.CheckSettings(data); err != nil {
			t.Errorf("settings %s: %v", data, err)
		}
	}
	// Saved settings: used when no flag is given; broken ones are refused
	// by the check and ignored by New.
	saved := json.RawMessage(`{"people":"queen=195,daughter=105,son=90","objects":"cannonball=75","limit":30}`)
	env := ui.NewEnv()
	art, _ := shared()
	_, _ = ui.LoadArt(env, "pulley", func() (*pulleyart.Art, error) { return art, nil })
	ps, err := entry.New(env, saved, nil)
	if err != nil || scenetest.Setting(ps.Settings(), "limit") != 30 {
		t.Fatalf("saved settings: %v, %v", ps, err)
	}
	for _, bad := range []string{`{"limit":99}`, `{"people":"x"}`, `{"people":"a=1,b=1,c=1,d=1,e=1,f=1,g=1"}`, `[1]`, `{"people":""}`} {
		if err := entry.CheckSettings(json.RawMessage(bad)); err == nil {
			t.Errorf("settings %s accepted", bad)
		}
		if ps, err := entry.New(env, json.RawMessage(bad), nil); err != nil || scenetest.Setting(ps.Settings(), "limit") != 15 {
			t.Errorf("broken settings %s: %v", bad, err)
		}
	}
}

// TestGoToOnTheGraph: a position chosen on the graph is reached by the
// fewest trips; a trip back up that the rules forbid is not planned.
func TestGoToOnTheGraph(t *testing.T) {
	r := newRig(t, pulley.DefaultParams(), nil)
	m, err := r.sc.Explore()(nil)
	if err != nil {
		t.Fatal(err)
	}
	goal := m.Nodes[m.Goals[0]].Position
	ctx := r.Context()
	r.sc.GoTo(&ctx, m, goal)
	if s, _ := r.Stat.Text(); s != "Going to "+goal+": 10 trips" {
		t.Errorf("status %q", s)
	}
	for i := 0; i < 100000 && !r.sc.Idle(); i++ {
		r.Tick()
	}
	if !r.sc.Current().Solved() {
		t.Fatalf("at %v", r.sc.Current())
	}
	r.sc.GoTo(&ctx, m, m.Nodes[0].Position)
	if s, _ := r.Stat.Text(); !strings.Contains(s, "cannot be reached") {
		t.Errorf("back to the start: %q", s)
	}
}

// FuzzSettings: a saved section either reads, and its section reads back
// to the same settings, or is refused with the defaults.
func FuzzSettings(f *testing.F) {
	scenetest.FuzzSettings(f, paramTable(), ``, `{"people":"queen=195,daughter=105,son=90","objects":"cannonball=75","limit":30}`, `{"people":"x"}`, `{"objects":"-"}`, `{"limit":99}`, `{"people":null}`, `[1]`)
}
