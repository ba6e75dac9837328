package sudoku

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes/replay"
	"puzzleworks/scenes/scenetest"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
)

// solution is the solution of the scene's puzzle.
func (r *rig) solution() sudoku.State {
	r.T.Helper()
	sol, err := sudoku.Solve(r.sc.Start.Grid)
	if err != nil {
		r.T.Fatal(err)
	}
	return sol
}

func TestScriptedGameByMouse(t *testing.T) {
	for _, p := range []sudoku.Params{{Size: 4}, {Size: 6, X: true}} {
		r := newRig(t, p, sudoku.GradeEasy, 0)
		sol := r.solution()
		start := r.sc.Shown()
		moves := 0
		for i := 0; i < start.NumCells(); i++ {
			if start.Cell(i) != 0 {
				continue
			}
			r.cell(i)
			r.pad(sol.Cell(i))
			moves++
			if moves%4 == 0 {
				r.Settle() // more than the session's queue would be refused
			}
		}
		r.Settle()
		if !r.sc.Won() {
			t.Fatalf("%v: not won: %v", p, r.sc.Shown())
		}
		if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != moves {
			t.Fatalf("%v: %d moves counted, want %d", p, got, moves)
		}
		if s := r.Status(); !strings.HasPrefix(s, "Solved in ") {
			t.Fatalf("%v: status %q", p, s)
		}
		if r.sc.CellsLeft() != 0 {
			t.Fatalf("%v: %d cells left", p, r.sc.CellsLeft())
		}
	}
}

// goTo moves the keyboard cursor to cell i with the arrow keys.
func (r *rig) goTo(i int) {
	n := r.sc.params.Size
	if r.sc.sel < 0 {
		r.Key(ebiten.KeyArrowRight) // the first arrow selects r1c1
	}
	for r.sc.sel%n < i%n {
		r.Key(ebiten.KeyArrowRight)
	}
	for r.sc.sel%n > i%n {
		r.Key(ebiten.KeyArrowLeft)
	}
	for r.sc.sel/n < i/n {
		r.Key(ebiten.KeyArrowDown)
	}
	for r.sc.sel/n > i/n {
		r.Key(ebiten.KeyArrowUp)
	}
	if r.sc.sel != i {
		r.T.Fatalf("cursor at %d, want %d", r.sc.sel, i)
	}
}

// digitKeyFor is the key that writes digit d.
func digitKeyFor(d int) ebiten.Key {
	if d >= 10 {
		return ebiten.KeyA + ebiten.Key(d-10)
	}
	return ebiten.Key1 + ebiten.Key(d-1)
}

func TestScriptedGameByKeyboard(t *testing.T) {
	for _, p := range []sudoku.Params{{Size: 9}, {Size: 16}} {
		r := newRig(t, p, sudoku.GradeEasy, 1)
		sol := r.solution()
		start := r.sc.Shown()
		for i := 0; i < start.NumCells(); i++ {
			if start.Cell(i) != 0 {
				continue
			}
			r.goTo(i)
			// A mark first, taken back by undo, then the digit.
			r.ShiftKey(digitKeyFor(sol.Cell(i)))
			r.Key(ebiten.KeyZ)
			r.Key(digitKeyFor(sol.Cell(i)))
			r.Settle()
		}
		r.Settle()
		if !r.sc.Won() {
			t.Fatalf("%v: not won: %v", p, r.sc.Shown())
		}
		if m := r.sc.Marks(); m != (sudoku.Marks{}) {
			t.Fatalf("%v: a mark survived its undo", p)
		}
	}
}

func TestMovesQueueWhileTheGridIsBusy(t *testing.T) {
	r := newRig(t, sudoku.Params{Size: 4}, sudoku.GradeEasy, 0)
	sol := r.solution()
	start := r.sc.Shown()
	n := 0
	for i := 0; i < 16 && n < 6; i++ {
		if start.Cell(i) == 0 {
			r.cell(i)
			r.pad(sol.Cell(i))
			n++
		}
	}
	if r.sc.Idle() {
		t.Fatal("the grid should still be busy")
	}
	r.Settle()
	if got := r.sc.Ses.MoveCount(r.sc.Ses.Pos()); got != n {
		t.Fatalf("%d of %d queued moves made", got, n)
	}
}

func TestGivensCannotChange(t *testing.T) {
	r := newRigFrom(t, inkala, false)
	r.cell(0)
	r.pad(1)
	if s := r.Status(); s != "Not allowed: r1c1 is a given" {
		t.Fatalf("status %q", s)
	}
	r.Key(ebiten.KeyBackspace)
	if s := r.Status(); s != "Not allowed: r1c1 is a given" {
		t.Fatalf("status %q", s)
	}
	r.Settle()
	if r.sc.Shown().Cell(0) != 8 || r.sc.Ses.Len() != 1 {
		t.Fatal("a given changed")
	}
}

func TestClashIsAllowedAndShown(t *testing.T) {
	r := newRigFrom(t, inkala, false)
	rec := r.Record()
	r.cell(1)
	r.pad(8)
	r.Settle()
	if s := r.Status(); s != "Clash: 8 is also in row 1 (r1c1)" {
		t.Fatalf("status %q", s)
	}
	c := r.sc.Shown().Conflicts()
	if !c.Has(0) || !c.Has(1) {
		t.Fatal("both clashing cells must be marked")
	}
	if rec.Count(audio.Clunk) != 1 {
		t.Fatalf("sounds %v: want a clunk for the clash", rec.Played)
	}
	// Solve from here names the clash rather than failing silently.
	r.Key(ebiten.KeyS)
	if s := r.Status(); !strings.Contains(s, "r1c2=8 makes the puzzle unsolvable") {
		t.Fatalf("status %q", s)
	}
	if r.sc.Ses.Playing() {
		t.Fatal("a replay started from a broken grid")
	}
	// Fixing it clears the red.
	r.pad(1)
	r.Settle()
	if r.sc.Shown().Conflicts().Has(1) {
		t.Fatal("the clash is still shown")
	}
}

func TestWrongEntryIsNamed(t *testing.T) {
	r := newRigFrom(t, inkala, false)
	sol := sudoku.State{}
	sol, _ = sudoku.ParseGrid(inkalaSol, false)
	// r1c2 should be 1; 4 does not clash but is wrong.
	r.cell(1)
	r.pad(4)
	r.cell(2)
	r.pad(sol.Cell(2))
	r.Settle()
	r.Key(ebiten.KeyS)
	if s := r.Status(); s != "No solution from here: r1c2=4 makes the puzzle unsolvable (select it and erase)" {
		t.Fatalf("status %q", s)
	}
	if r.sc.Selected() != 1 {
		t.Fatal("the wrong entry is not selected")
	}
}

func TestMarksAreMovesAndUndoable(t *testing.T) {
	r := newRigFrom(t, inkala, false)
	r.cell(1)
	r.Key(ebiten.KeyP) // pencil on
	r.pad(1)
	r.pad(4)
	r.Key(ebiten.Key6)
	r.Settle()
	if got := r.sc.Marks()[1]; !got.Has(1) || !got.Has(4) || !got.Has(6) {
		t.Fatalf("marks %v", got.Digits())
	}
	r.Key(ebiten.KeyZ)
	r.Settle()
	if got := r.sc.Marks()[1]; got.Has(6) || !got.Has(4) {
		t.Fatalf("undo of a mark: %v", got.Digits())
	}
	r.Key(ebiten.KeyY)
	r.Settle()
	if !r.sc.Marks()[1].Has(6) {
		t.Fatal("redo of a mark")
	}
	// Erase clears the marks of an empty cell; a digit hides them.
	r.Key(ebiten.KeyP)
	r.Key(ebiten.KeyBackspace)
	r.Settle()
	if r.sc.Marks()[1] != 0 {
		t.Fatal("erase kept the marks")
	}
	// N notes every candidate.
	r.Key(ebiten.KeyN)
	r.Settle()
	s := r.sc.Shown()
	for i := 0; i < 81; i++ {
		if s.Cell(i) == 0 && r.sc.Marks()[i] != s.Candidates(i) {
			t.Fatalf("cell %d: marks %v", i, r.sc.Marks()[i].Digits())
		}
	}
	// A digit written takes its marks out of the cells it sees, and undo
	// brings them back.
	before := r.sc.Marks()
	d := before[1].Digits()[0]
	r.Key(ebiten.Key1 + ebiten.Key(d-1))
	r.Settle()
	after := r.sc.Marks()
	seen := 0
	for i := 0; i < 81; i++ {
		sees := r.sc.Params().Sees(1, i)
		switch {
		case sees && after[i].Has(d):
			t.Errorf("cell %d still marks %d, which r1c2 now holds", i, d)
		case !sees && i != 1 && after[i] != before[i]:
			t.Errorf("cell %d: marks changed though it does not see r1c2", i)
		}
		if sees && before[i].Has(d) {
			seen++
		}
	}
	if seen == 0 {
		t.Fatal("the test wrote a digit no other cell marked")
	}
	r.Key(ebiten.KeyZ)
	r.Settle()
	if r.sc.Marks() != before {
		t.Error("undo did not bring the marks back")
	}
}

func TestReplaySkipAndTakeOver(t *testing.T) {
	r := newRigFrom(t, inkala, false)
	r.Key(ebiten.KeyS)
	if !r.sc.Ses.Playing() {
		t.Fatal("S did not start the replay")
	}
	if s := r.Status(); !strings.Contains(s, "skips to the end") {
		t.Fatalf("status %q", s)
	}
	r.Ticks(200)
	p, d := r.sc.Counters()
	if p == 0 {
		t.Fatal("no placements counted")
	}
	// Skip: only the last steps are left to play.
	r.action(actSkip)
	if left := r.sc.Ses.Last() - r.sc.Ses.Pos(); left != skipKeep || !r.sc.Ses.Playing() {
		t.Fatalf("%d steps left after a skip, playing %v", left, r.sc.Ses.Playing())
	}
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	if !r.sc.Won() {
		t.Fatal("the replay did not win")
	}
	p, d = r.sc.Counters()
	if d == 0 || p <= r.sc.Start.Grid.NumCells()-r.sc.Start.Grid.Filled() {
		t.Fatalf("a hard puzzle's search: %d placements, %d dead ends", p, d)
	}
	// Undo through the replay, then take over with a manual move.
	r.Key(ebiten.KeyR)
	r.Key(ebiten.KeyS)
	r.Ticks(100)
	// A cell still empty where the take-over lands.
	i := 0
	for ; i < 81; i++ {
		pos := r.sc.Ses.Pos()
		if r.sc.Ses.At(pos).State.Grid.Cell(i) == 0 && r.sc.Ses.At(pos+1).State.Grid.Cell(i) == 0 && r.sc.Ses.At(pos+2).State.Grid.Cell(i) == 0 {
			break
		}
	}
	r.cell(i)
	r.pad(r.solution().Cell(i))
	if r.sc.Ses.Playing() {
		t.Fatal("still playing after a manual move")
	}
	if s := r.Status(); !strings.Contains(s, "took over") {
		t.Fatalf("status %q", s)
	}
	r.Settle()
	if r.sc.Ses.Pos() != r.sc.Ses.Last() {
		t.Fatal("the rest of the replay was not dropped")
	}
}

func (r *rig) firstEmpty() int {
	s := r.sc.Current()
	for i := 0; i < s.NumCells(); i++ {
		if s.Cell(i) == 0 {
			return i
		}
	}
	return -1
}

func TestNoSolutionAndSeveralSolutions(t *testing.T) {
	// Two 5s in row 1: no solution, said at once and by the play button.
	r := newRigFrom(t, "5.......5"+strings.Repeat(".", 72), false)
	if r.sc.verdict != none || !strings.Contains(r.sc.verdictText(), "given 5 at r1c1 clashes with r1c9") {
		t.Fatalf("verdict %v %q", r.sc.verdict, r.sc.verdictText())
	}
	r.Key(ebiten.KeySpace)
	if s := r.Status(); !strings.Contains(s, "no solution") {
		t.Fatalf("play says %q", s)
	}
	// An empty 4×4 grid: several solutions; the search replays one.
	r = newRigFrom(t, strings.Repeat(".", 16), false)
	if r.sc.verdict != several {
		t.Fatalf("verdict %v", r.sc.verdict)
	}
	r.Key(ebiten.KeyS)
	if s := r.Status(); !strings.Contains(s, "More than one solution") {
		t.Fatalf("status %q", s)
	}
	r.sc.Ses.SetSpeedIndex(6)
	r.Settle()
	if !r.sc.Won() {
		t.Fatal("the replay of one solution did not win")
	}
}

func TestTextBox(t *testing.T) {
	r := newRig(t, sudoku.DefaultParams(), sudoku.GradeMedium, 0)
	r.Click(boxX+20, boxY+10)
	if !r.sc.field.Focus {
		t.Fatal("a click did not focus the box")
	}
	// A bad character is named with its column, under the box.
	r.Type("12x4")
	r.Key(ebiten.KeyEnter)
	if r.sc.field.Err != "column 3: unexpected character 'x'" {
		t.Fatalf("error %q", r.sc.field.Err)
	}
	// Keys typed into the box do not play.
	before := r.sc.Ses.Len()
	r.Key(ebiten.Key5)
	if r.sc.Ses.Len() != before {
		t.Fatal("a key meant for the box made a move")
	}
	r.Key(ebiten.KeyDelete)
	r.Type("  3.........42....\n")
	r.Key(ebiten.KeyEnter)
	if r.sc.field.Err != "" || r.sc.params.Size != 4 || r.sc.Shown().String() != "3.........42...." {
		t.Fatalf("typed puzzle not opened: %q %v", r.sc.field.Err, r.sc.Shown())
	}
	if r.sc.field.Focus {
		t.Fatal("the box kept the focus")
	}
	// Escape leaves the box before it leaves the scene.
	r.Key(ebiten.KeyT)
	r.Key(ebiten.KeyEscape)
	if r.sc.field.Focus || r.Ctx.Request == ui.ToMenu {
		t.Fatal("escape from the box")
	}
}

func TestPasteIntoTheBox(t *testing.T) {
	grid4 := "3... \r\n ..42\n....\n....\n" // four lines, as copied from a page
	tests := []struct {
		name    string
		clip    ui.Clipboard
		want    string // the grid opened, or "" when nothing opens
		wantErr string // the message under the box
	}{
		{"desktop clipboard", ui.Clipboard{Read: func() (string, error) { return grid4, nil }}, "3.....42........", ""},
		{"browser paste event", ui.Clipboard{
			Read: func() (string, error) { return "", ui.ErrPasteEvent },
			Poll: func() (string, bool) { return "\uFEFF" + grid4, true },
		}, "3.....42........", ""},
		{"no clipboard tool", ui.Clipboard{Read: func() (string, error) { return "", errors.New("no clipboard tool found") }}, "",
			"Cannot read the clipboard: no clipboard tool found (type the puzzle instead)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, sudoku.DefaultParams(), sudoku.GradeMedium, 0)
			polled := false
			if tc.clip.Poll != nil {
				poll := tc.clip.Poll
				tc.clip.Poll = func() (string, bool) {
					if polled {
						return "", false
					}
					polled = true
					return poll()
				}
			}
			r.sc.field.Clip = tc.clip
			size := r.sc.params.Size
			// Ctrl+V outside the box opens it with the clipboard's text and changes no parameter.
			r.CtrlKey(ebiten.KeyV)
			if !r.sc.field.Focus {
				t.Fatal("Ctrl+V did not open the text box")
			}
			if r.sc.params.Size != size {
				t.Fatal("Ctrl+V changed the grid's size as V does")
			}
			if r.sc.field.Err != tc.wantErr {
				t.Fatalf("message under the box %q, want %q", r.sc.field.Err, tc.wantErr)
			}
			if tc.want == "" {
				return
			}
			r.Key(ebiten.KeyEnter)
			if r.sc.field.Err != "" || r.sc.Shown().String() != tc.want {
				t.Fatalf("pasted puzzle not opened: %q %v", r.sc.field.Err, r.sc.Shown())
			}
		})
	}
}

func TestHeaderControlsAndSettings(t *testing.T) {
	r := newRig(t, sudoku.DefaultParams(), sudoku.GradeMedium, 0)
	r.Click(sizeX+3*(sizeW+4)+5, ctlY+5) // "16"
	if r.sc.params.Size != 16 || scenetest.Setting(r.sc.Settings(), "size") != 16 {
		t.Fatalf("size %d, settings %+v", r.sc.params.Size, r.sc.Settings())
	}
	r.Click(xX+5, ctlY+5)
	if !r.sc.params.X {
		t.Fatal("X not toggled")
	}
	r.Key(ebiten.KeyV) // 16 → 4
	if r.sc.params.Size != 4 || !r.sc.params.X {
		t.Fatalf("V: %v", r.sc.params)
	}
	r.Key(ebiten.KeyX)
	r.Key(ebiten.KeyV) // 4 → 6
	r.Click(headRow().level[sudoku.GradeHard].X+5, ctlY+5)
	if r.sc.level != sudoku.GradeHard {
		t.Fatalf("level %v", r.sc.level)
	}
	first := r.sc.Shown()
	r.Key(ebiten.KeyJ)
	if r.sc.pick != 1 || r.sc.Shown() == first {
		t.Fatal("J did not open the next puzzle")
	}
	// Play a little, then reopen from the settings: the game resumes.
	i := r.firstEmpty()
	r.cell(i)
	r.pad(r.solution().Cell(i))
	r.cell(r.firstEmpty())
	r.Key(ebiten.KeyP)
	r.pad(1)
	r.Settle()
	data, err := json.Marshal(r.sc.Settings())
	if err != nil {
		t.Fatal(err)
	}
	if err := Puzzle().CheckSettings(data); err != nil {
		t.Fatalf("settings %s: %v", data, err)
	}
	env := ui.NewEnv()
	ps, err := newFromRegistry(env, data, nil)
	if err != nil {
		t.Fatal(err)
	}
	back := ps.(*Scene)
	if back.Shown() != r.sc.Shown() || back.Marks() != r.sc.Marks() || back.pick != 1 || back.level != sudoku.GradeHard {
		t.Fatalf("resumed %v pick %d, want %v pick 1", back.Shown(), back.pick, r.sc.Shown())
	}
	// Restart goes back to the givens alone.
	back.Ses.Restart(back.Start)
	if back.Shown() != back.Shown().Puzzle() {
		t.Fatal("restart kept entries")
	}
}

func TestBrokenSettingsAreRefused(t *testing.T) {
	for _, s := range []string{
		`{"size":5}`,
		`{"size":9,"level":"fiendish"}`,
		`{"size":9,"level":"easy","puzzle":"12"}`,
		`{"size":4,"level":"easy","puzzle":"` + strings.Repeat(".", 81) + `"}`,
		`{"size":4,"level":"easy","puzzle":"3.........42....","entries":"4..............."}`,
		`{"size":4,"level":"easy","puzzle":"3.........42....","marks":"9"}`,
		`[1,2]`,
	} {
		if err := Puzzle().CheckSettings(json.RawMessage(s)); err == nil {
			t.Errorf("%s accepted", s)
		}
		// The scene still opens, with the defaults.
		if _, err := newFromRegistry(ui.NewEnv(), json.RawMessage(s), nil); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
}

func TestRegistryFlags(t *testing.T) {
	four := "3.........42...."
	tests := []struct {
		args  []string
		state string // the position opened, or "" to skip
		x     bool
		err   string
	}{
		{[]string{"-from", four, "-x"}, four, true, ""},
		{[]string{"-from", four, "-entries", ".1.............."}, "31........42....", false, ""},
		{[]string{"-size", "16"}, "", false, ""},
		{[]string{"-size", "7"}, "", false, "-size must be 4, 6, 9 or 16, got 7"},
		{[]string{"-from", "3x"}, "", false, "-from: column 2: unexpected character 'x'"},
	}
	for _, tc := range tests {
		l, err := scenetest.ParseLaunch(Puzzle().Flags, tc.args...)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%q: %v, want %q", tc.args, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		ps, err := newFromRegistry(ui.NewEnv(), nil, l)
		if err != nil {
			t.Fatal(err)
		}
		sc := ps.(*Scene)
		if tc.state != "" && (sc.Shown().String() != tc.state || sc.params.X != tc.x) {
			t.Errorf("%q opened %v", tc.args, sc.Shown())
		}
		if tc.state == "" && sc.params.Size != 16 {
			t.Errorf("%q opened a %v grid", tc.args, sc.params)
		}
		// The share link's flags reopen what is shown.
		ps2, _ := newFromRegistry(ui.NewEnv(), nil, scenetest.Launch(t, Puzzle().Flags, sc.Args()...))
		if got := ps2.(*Scene).Shown(); got != sc.Shown() {
			t.Errorf("Args %q reopen %v, want %v", sc.Args(), got, sc.Shown())
		}
		snap := sc.Snapshot()
		if snap.Position != sc.Shown().String() {
			t.Errorf("snapshot position %q", snap.Position)
		}
	}
}

func TestDragADigitOntoACell(t *testing.T) {
	r := newRigFrom(t, inkala, false)
	tx, ty := r.sc.TileCentre(1)
	cx, cy := r.sc.CellCentre(1)
	r.Drag(tx, ty, cx, cy, 1)
	r.Settle()
	if r.sc.Shown().Cell(1) != 1 {
		t.Fatalf("drag did not write: %v", r.sc.Shown())
	}
}

// TestMonkey throws thousands of random clicks, drags, keys and typed
// characters at the scene. It must never panic, no given may ever change,
// and the whole history must be a chain of moves the rules accept.
func TestMonkey(t *testing.T) {
	r := newRig(t, sudoku.Params{Size: 4}, sudoku.GradeEasy, 0)
	rng := rand.New(rand.NewPCG(11, 3))
	keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key9, ebiten.KeyA, ebiten.KeySpace,
		ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyZ, ebiten.KeyY,
		ebiten.KeyR, ebiten.KeyS, ebiten.KeyEqual, ebiten.KeyMinus, ebiten.KeyBackspace, ebiten.KeyDelete, ebiten.KeyP,
		ebiten.KeyN, ebiten.KeyK, ebiten.KeyEnd, ebiten.KeyComma, ebiten.KeyPeriod, ebiten.KeyEscape, ebiten.KeyH,
		ebiten.KeyT, ebiten.KeyEnter, ebiten.KeyX, ebiten.KeyV, ebiten.KeyL, ebiten.KeyJ}
	made := 0 // the longest history seen, so a monkey that does nothing fails
	for range scenetest.Events() {
		made = max(made, r.sc.Ses.Len())
		switch rng.IntN(5) {
		case 0, 1:
			r.RandomClick(rng)
		case 2:
			r.RandomDrag(rng)
		case 3:
			r.In.Shift = rng.IntN(4) == 0
			r.Key(keys[rng.IntN(len(keys))])
			r.In.Shift = false
		case 4:
			r.Typed = append(r.Typed, rune(".0123456789xA "[rng.IntN(14)]))
			r.Tick()
		}
		if r.sc.params.Size > 6 { // keep the grid small so games move along
			r.sc.changeParams(&r.Ctx, sudoku.Params{Size: 4, X: r.sc.params.X}, r.sc.level, 0)
		}
		r.Ticks(rng.IntN(30))
		checkHistory(t, r.sc)
	}
	if made < 20 {
		t.Fatalf("the longest history had %d entries: the events made no game", made)
	}
}

// checkHistory checks the invariants of the history and the frame.
func checkHistory(t *testing.T, sc *Scene) {
	t.Helper()
	ses := sc.Ses
	puzzle := sc.Start.Grid
	for i := 0; i < ses.Len(); i++ {
		e := ses.At(i)
		if e.State.Grid.Puzzle() != puzzle {
			t.Fatalf("entry %d: the givens changed: %v", i, e.State.Grid)
		}
		if i == 0 || e.Kind != replay.Moved {
			continue
		}
		next, err := position.Do(ses.At(i-1).State, e.Move)
		if err != nil || next.Grid != e.State.Grid || next.Marks() != e.State.Marks() {
			t.Fatalf("history entry %d: %+v is not legal: %v", i, e.Move, err)
		}
	}
	f := ses.Shown()
	if f.Moving {
		next, err := position.Do(f.From, f.Move)
		if err != nil || next.Grid != f.To.Grid {
			t.Fatalf("frame shows an illegal move %+v: %v", f.Move, err)
		}
	}
	if sc.tally.Len() != ses.Len() {
		t.Fatalf("counters for %d entries, history has %d", sc.tally.Len(), ses.Len())
	}
}

// FuzzSettings: a saved section either reads, and its section reads back
// to the same settings, or is refused with the defaults.
func FuzzSettings(f *testing.F) {
	scenetest.FuzzSettings(f, paramTable(), ``, `{"size":4,"x":false,"level":"easy","pick":-1,"puzzle":"1...............","entries":".2..............","marks":"","source":"typed"}`,
		`{"size":7}`, `{"level":"hardest"}`, `{"puzzle":"12"}`, `{"puzzle":null}`, `[1]`)
}
