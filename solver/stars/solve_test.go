package stars

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// checkSolve runs Solve from s in one order and checks the result: the
// moves replay through Apply to a solved position equal to the reported
// solution, which keeps the stars and dots of s and obeys the rules.
func checkSolve(t *testing.T, s State, opt Options) Result {
	t.Helper()
	res, err := s.Solve(opt)
	if err != nil {
		t.Fatalf("Solve(%+v) from %s: %v", opt, s, err)
	}
	at := s
	for _, m := range res.Moves {
		if m.Kind != PlaceStar {
			t.Fatalf("move %v is not a star", m)
		}
		if at, err = at.Apply(m); err != nil {
			t.Fatalf("replaying %v: %v", m, err)
		}
	}
	if !at.Solved() || at != res.Solution {
		t.Fatalf("replay ends at %s (solved %v), Solve reported %s", at, at.Solved(), res.Solution)
	}
	stars := strings.ReplaceAll(res.Solution.String(), "x", ".")
	if msg := breaksRules(s.Puzzle(), stars); msg != "" {
		t.Fatalf("solution %s breaks a rule: %s", stars, msg)
	}
	for r := 0; r < s.Puzzle().N(); r++ {
		for c := 0; c < s.Puzzle().N(); c++ {
			if s.Cell(r, c) != Blank && res.Solution.Cell(r, c) != s.Cell(r, c) {
				t.Fatalf("the solution changed the player's mark at r%dc%d", r+1, c+1)
			}
		}
	}
	if res.Nodes < 1 {
		t.Fatalf("Nodes = %d, want at least 1", res.Nodes)
	}
	return res
}

// TestSolveSets solves every shipped puzzle both ways: each must give the
// planted solution, which must be the only one.
func TestSolveSets(t *testing.T) {
	for _, set := range sets {
		t.Run(setName(set.n, set.k), func(t *testing.T) {
			puzzles, sols := loadSet(t, set.n, set.k)
			if len(puzzles) != set.count {
				t.Fatalf("%d puzzles, want %d", len(puzzles), set.count)
			}
			for i, p := range puzzles {
				if msg := breaksRules(p, sols[i]); msg != "" {
					t.Fatalf("puzzle %d: planted solution breaks a rule: %s", i+1, msg)
				}
				for _, opt := range []Options{{}, {Reverse: true}} {
					res := checkSolve(t, p.Start(), opt)
					if got := res.Solution.String(); got != sols[i] {
						t.Fatalf("puzzle %d (%+v): solution %s, planted %s", i+1, opt, got, sols[i])
					}
					if n, _, err := p.Start().Count(2, opt); err != nil || n != 1 {
						t.Fatalf("puzzle %d (%+v): %d solutions (%v), want 1", i+1, opt, n, err)
					}
				}
			}
		})
	}
}

func TestSolveFromPosition(t *testing.T) {
	puzzles, sols := loadSet(t, 10, 2)
	p, sol := puzzles[0], sols[0]
	solved, err := NewState(p, sol)
	if err != nil {
		t.Fatal(err)
	}
	// Marks that agree with the solution: every other star, and dots on
	// some empty cells.
	agree := p.Start()
	wrongStar, wrongDot := State{}, State{}
	i := 0
	for r := 0; r < 10; r++ {
		for c := 0; c < 10; c++ {
			switch {
			case solved.Cell(r, c) == Star && i%2 == 0:
				agree, _ = agree.Apply(Move{PlaceStar, r, c})
				i++
			case solved.Cell(r, c) == Star:
				if wrongDot == (State{}) {
					wrongDot, _ = p.Start().Apply(Move{PlaceDot, r, c})
				}
				i++
			case (r+c)%3 == 0:
				agree, _ = agree.Apply(Move{PlaceDot, r, c})
				if wrongStar == (State{}) {
					wrongStar, _ = p.Start().Apply(Move{PlaceStar, r, c})
				}
			}
		}
	}
	for _, opt := range []Options{{}, {Reverse: true}} {
		res := checkSolve(t, agree, opt)
		if got := strings.ReplaceAll(res.Solution.String(), "x", "."); got != sol {
			t.Fatalf("from %s: %s, want %s", agree, got, sol)
		}
		if len(res.Moves) != 2*10-agree.Stars() {
			t.Fatalf("%d moves from a grid with %d stars, want %d", len(res.Moves), agree.Stars(), 20-agree.Stars())
		}
		// Already solved: nothing to do.
		if again := checkSolve(t, res.Solution, opt); len(again.Moves) != 0 {
			t.Fatalf("solving a solved grid gave moves %v", again.Moves)
		}
		_, err := wrongStar.Solve(opt)
		if !errors.Is(err, ErrNoSolution) || strings.Contains(err.Error(), "dots") {
			t.Fatalf("wrong star: error %v, want ErrNoSolution without a word on dots", err)
		}
		_, err = wrongDot.Solve(opt)
		if !errors.Is(err, ErrNoSolution) || !strings.HasSuffix(err.Error(), "(with the dots as marked)") {
			t.Fatalf("wrong dot: error %v, want ErrNoSolution blaming the dots", err)
		}
	}
}

func TestNoSolution(t *testing.T) {
	const band = " cannot get their stars: the regions within them need more, or the regions reaching into them have fewer"
	tests := []struct {
		name, regions string
		k             int
		want, wantRev string // exact error messages, forward and reverse; "" for any
	}{
		// Two one-cell regions side by side: both need their star.
		{"touching singletons", "ABCC/DDCC/DDDD/DDDD", 1,
			"no solution: region B cannot get its 1 star: too few open cells that do not touch",
			"no solution: region B cannot get its 1 star: too few open cells that do not touch"},
		// The rest were found by search over random layouts.
		{"search exhausted", "AABBB/ACCCB/DCCCC/DDDDC/DEEDC", 1,
			"no solution: search exhausted after 3 nodes: no placement satisfies every row, column and region",
			"no solution: search exhausted after 3 nodes: no placement satisfies every row, column and region"},
		{"column band", "AAAAA/BBBCC/BBBBB/BBBDE/BBBDE", 1, "no solution: columns 4 to 5" + band, "no solution: columns 4 to 5" + band},
		{"row band", "AAAABB/CCACCC/CCCCCC/CCDEEC/CCFFEC/CFFFEC", 1,
			"no solution: row 1 cannot get its stars: the regions within it need more, or the regions reaching into it have fewer",
			"no solution: rows 2 to 3" + band},
		{"row pair", "AABBBB/AACBBB/AACDBE/AFFDDE/AFFFDD/AAFFFD", 1, "no solution: rows 1 and 2 cannot get their stars without two touching", ""},
		{"row pair reversed", "ABBBBB/AAAACC/AAAADD/AAEAAA/AAAAAA/FFAAAA", 1, "", "no solution: rows 2 and 3 cannot get their stars without two touching"},
		{"column pair", "AAAAA/AABCC/BBBDC/BBDDC/BBEEC", 1,
			"no solution: columns 3 and 4 cannot get their stars without two touching",
			"no solution: columns 3 and 4 cannot get their stars without two touching"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPuzzle(t, tt.regions, tt.k)
			if n := bruteCount(p); n != 0 {
				t.Fatalf("brute force finds %d solutions", n)
			}
			for _, opt := range []Options{{}, {Reverse: true}, {Trace: true}} {
				res, err := p.Start().Solve(opt)
				if !errors.Is(err, ErrNoSolution) {
					t.Fatalf("%+v: error %v, want ErrNoSolution", opt, err)
				}
				want := tt.want
				if opt.Reverse {
					want = tt.wantRev
				}
				if want != "" && err.Error() != want {
					t.Fatalf("%+v: error %q\nwant  %q", opt, err, want)
				}
				if res.Nodes < 1 || len(res.Moves) != 0 {
					t.Fatalf("%+v: result %+v", opt, res)
				}
				n, _, err := p.Start().Count(5, opt)
				if err != nil || n != 0 {
					t.Fatalf("Count = %d, %v, want 0", n, err)
				}
			}
		})
	}
}

// TestNoSolutionNamesTheLine blocks a whole row, or a whole column, with
// dots: both search orders must name that line and blame the dots.
func TestNoSolutionNamesTheLine(t *testing.T) {
	p := mustPuzzle(t, classic6, 1)
	tests := []struct {
		name  string
		moves func(i int) Move
		want  string
	}{
		{"row", func(i int) Move { return Move{PlaceDot, 1, i} }, "no solution: row 2 cannot get its 1 star: too few open cells that do not touch (with the dots as marked)"},
		{"column", func(i int) Move { return Move{PlaceDot, i, 4} }, "no solution: column 5 cannot get its 1 star: too few open cells that do not touch (with the dots as marked)"},
	}
	for _, tt := range tests {
		s := p.Start()
		for i := 0; i < 6; i++ {
			s, _ = s.Apply(tt.moves(i))
		}
		for _, opt := range []Options{{}, {Reverse: true}} {
			if _, err := s.Solve(opt); err == nil || err.Error() != tt.want {
				t.Errorf("%s %+v: error %v, want %q", tt.name, opt, err, tt.want)
			}
		}
	}
}

// bruteCount counts the solutions of p by trying, row by row, every set of
// k cells, checking only that stars do not touch and columns are not
// over-full on the way, and every rule at the end.
func bruteCount(p Puzzle) int {
	n, k := p.N(), p.K()
	var rows []uint16
	for m := 0; m < 1<<n; m++ {
		if bits.OnesCount(uint(m)) == k && m&(m<<1) == 0 {
			rows = append(rows, uint16(m))
		}
	}
	grid := make([]uint16, n)
	var walk func(r int) int
	walk = func(r int) int {
		if r == n {
			var lines []string
			for _, row := range grid {
				var b strings.Builder
				for c := 0; c < n; c++ {
					b.WriteByte(".*"[row>>c&1])
				}
				lines = append(lines, b.String())
			}
			if breaksRules(p, strings.Join(lines, "/")) == "" {
				return 1
			}
			return 0
		}
		total := 0
		for _, row := range rows {
			if r > 0 && row&(grid[r-1]|grid[r-1]<<1|grid[r-1]>>1) != 0 {
				continue
			}
			over := false
			for c := 0; c < n && !over; c++ {
				if row>>c&1 == 1 {
					count := 1
					for i := 0; i < r; i++ {
						count += int(grid[i] >> c & 1)
					}
					over = count > k
				}
			}
			if !over {
				grid[r] = row
				total += walk(r + 1)
			}
		}
		return total
	}
	return walk(0)
}

// TestCountBruteForce compares Count with brute force on random layouts,
// solvable or not, and checks both orders find the same solution set.
func TestCountBruteForce(t *testing.T) {
	tests := []struct{ n, k, layouts int }{{4, 1, 150}, {5, 1, 150}, {6, 1, 150}, {7, 1, 40}, {8, 2, 8}}
	rng := rand.New(rand.NewPCG(11, 12))
	seen := map[int]bool{} // solution counts met, to show the test reaches several
	for _, tt := range tests {
		for i := 0; i < tt.layouts; i++ {
			p := randomLayout(rng, tt.n, tt.k)
			want := bruteCount(p)
			seen[min(want, 3)] = true
			fwd, _, err := p.Start().Solutions(1000, Options{})
			if err != nil {
				t.Fatal(err)
			}
			rev, _, err := p.Start().Solutions(1000, Options{Reverse: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(fwd) != want || len(rev) != want {
				t.Fatalf("%s k=%d: forward %d, reverse %d, brute force %d solutions", p, tt.k, len(fwd), len(rev), want)
			}
			if !sameSet(fwd, rev) {
				t.Fatalf("%s: forward and reverse find different solutions", p)
			}
			for _, s := range fwd {
				if msg := breaksRules(p, s.String()); msg != "" {
					t.Fatalf("%s: solution %s: %s", p, s, msg)
				}
			}
			if want > 0 {
				if n, _, _ := p.Start().Count(1, Options{}); n != 1 {
					t.Fatalf("%s: Count(1) = %d with %d solutions", p, n, want)
				}
			}
		}
	}
	for _, c := range []int{0, 1, 2, 3} {
		if !seen[c] {
			t.Errorf("no layout with %d solutions (3 meaning 3 or more) was tried", c)
		}
	}
}

// sameSet reports whether two solution lists hold the same grids.
func sameSet(a, b []State) bool {
	key := func(list []State) []string {
		var out []string
		for _, s := range list {
			out = append(out, s.String())
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(key(a), key(b))
}

func TestMultipleSolutions(t *testing.T) {
	// Rows as regions: the 4×4 grid has exactly the two king tours.
	p := mustPuzzle(t, "AAAA/BBBB/CCCC/DDDD", 1)
	want := []string{".*../...*/*.../..*.", "..*./*.../...*/.*.."}
	for _, opt := range []Options{{}, {Reverse: true}} {
		sols, _, err := p.Start().Solutions(10, opt)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range sols {
			got = append(got, s.String())
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%+v: solutions %v, want %v", opt, got, want)
		}
		for limit, wantCount := range map[int]int{1: 1, 2: 2, 3: 2} {
			if n, _, err := p.Start().Count(limit, opt); err != nil || n != wantCount {
				t.Fatalf("Count(%d) = %d, %v, want %d", limit, n, err, wantCount)
			}
		}
	}
	if _, _, err := p.Start().Count(0, Options{}); err == nil {
		t.Error("Count(0) must fail")
	}
	if _, _, err := p.Start().Solutions(-1, Options{}); err == nil {
		t.Error("Solutions(-1) must fail")
	}
}

// replayTrace plays trace steps on the stars of start, checking each step
// as it goes: a place is a legal star move at that moment, a remove takes
// away a star the trace placed. It returns the final position.
func replayTrace(t *testing.T, start State, trace []Step) State {
	t.Helper()
	at := start
	for i, step := range trace {
		switch step.Kind {
		case StepPlace:
			if at.Cell(step.Row, step.Col) == Star {
				t.Fatalf("step %d %v: already a star", i, step)
			}
			next, err := at.Apply(Move{PlaceStar, step.Row, step.Col})
			if err != nil {
				t.Fatalf("step %d %v: %v", i, step, err)
			}
			at = next
		case StepRemove:
			if at.Cell(step.Row, step.Col) != Star || start.Cell(step.Row, step.Col) == Star {
				t.Fatalf("step %d %v: no star placed by the search there", i, step)
			}
			at, _ = at.Apply(Move{ClearCell, step.Row, step.Col})
		default:
			t.Fatalf("step %d: unknown kind %d", i, step.Kind)
		}
	}
	return at
}

func TestTrace(t *testing.T) {
	puzzles, _ := loadSet(t, 10, 2)
	removes := 0
	for i, p := range puzzles[:40] {
		for _, reverse := range []bool{false, true} {
			plain, err := p.Start().Solve(Options{Reverse: reverse})
			if err != nil {
				t.Fatal(err)
			}
			if plain.Trace != nil {
				t.Fatal("a trace was recorded without Options.Trace")
			}
			traced := checkSolve(t, p.Start(), Options{Reverse: reverse, Trace: true})
			if traced.Solution != plain.Solution || traced.Nodes != plain.Nodes {
				t.Fatalf("puzzle %d: tracing changed the search", i+1)
			}
			if end := replayTrace(t, p.Start(), traced.Trace); end != traced.Solution {
				t.Fatalf("puzzle %d reverse=%v: trace ends at %s, solution %s", i+1, reverse, end, traced.Solution)
			}
			for _, s := range traced.Trace {
				if s.Kind == StepRemove {
					removes++
				}
			}
		}
	}
	if removes == 0 {
		t.Error("no trace had a remove step: backtracking was never seen")
	}
	// From a position, the trace starts from its stars; a failed search
	// takes back everything it placed.
	p := mustPuzzle(t, "AABBB/ACCCB/DCCCC/DDDDC/DEEDC", 1)
	start, err := NewState(p, "...../...../...../...../.....")
	if err != nil {
		t.Fatal(err)
	}
	res, err := start.Solve(Options{Trace: true})
	if !errors.Is(err, ErrNoSolution) {
		t.Fatalf("error %v, want ErrNoSolution", err)
	}
	if len(res.Trace) == 0 {
		t.Fatal("failed search left no trace")
	}
	if end := replayTrace(t, start, res.Trace); end != start {
		t.Fatalf("failed search trace ends at %s, want the start", end)
	}
}

func TestStepString(t *testing.T) {
	if got := (Step{StepPlace, 1, 2}).String(); got != "place r2c3" {
		t.Errorf("got %q", got)
	}
	if got := (Step{StepRemove, 0, 9}).String(); got != "remove r1c10" {
		t.Errorf("got %q", got)
	}
}

// TestOrderChangesWork shows the point of the two orders: over a set of
// puzzles, the work differs while the answers agree.
func TestOrderChangesWork(t *testing.T) {
	puzzles, _ := loadSet(t, 10, 2)
	differ := 0
	for _, p := range puzzles {
		_, fwd, _ := p.Start().Count(2, Options{})
		_, rev, _ := p.Start().Count(2, Options{Reverse: true})
		if fwd != rev {
			differ++
		}
	}
	if differ == 0 {
		t.Error("forward and reverse searches did the same work on every puzzle")
	}
}

// TestSolveRandomPositions solves from random legal positions: marks that
// agree with the planted solution must still lead to it; any position gets
// either a valid solution or ErrNoSolution, and Count agrees.
func TestSolveRandomPositions(t *testing.T) {
	puzzles, sols := loadSet(t, 10, 2)
	rng := rand.New(rand.NewPCG(21, 22))
	var solved, failed int
	for i := 0; i < 300; i++ {
		p := puzzles[i%len(puzzles)]
		planted, err := NewState(p, sols[i%len(sols)])
		if err != nil {
			t.Fatal(err)
		}
		agree := i%2 == 0 // half the positions only hold marks the solution agrees with
		s := p.Start()
		for j := rng.IntN(30); j > 0; j-- {
			m := Move{MoveKind(1 + rng.IntN(3)), rng.IntN(10), rng.IntN(10)}
			if agree && (m.Kind == PlaceStar) != (planted.Cell(m.Row, m.Col) == Star) && m.Kind != ClearCell {
				continue
			}
			if next, err := s.Apply(m); err == nil {
				s = next
			}
		}
		opt := Options{Reverse: i%3 == 0}
		res, err := s.Solve(opt)
		count, _, cerr := s.Count(2, opt)
		if cerr != nil {
			t.Fatal(cerr)
		}
		switch {
		case errors.Is(err, ErrNoSolution):
			if agree || count != 0 {
				t.Fatalf("%s from %s: %v, but agree=%v and Count=%d", p, s, err, agree, count)
			}
			failed++
		case err != nil:
			t.Fatalf("Solve from %s: %v", s, err)
		default:
			checkSolve(t, s, opt)
			if count != 1 {
				t.Fatalf("%s from %s: solved, yet Count = %d (the puzzle is unique)", p, s, count)
			}
			if got := strings.ReplaceAll(res.Solution.String(), "x", "."); got != planted.String() {
				t.Fatalf("from %s: %s, planted %s", s, got, planted)
			}
			solved++
		}
	}
	if solved < 100 || failed < 20 {
		t.Fatalf("%d positions solved, %d without solution: the test must see plenty of both", solved, failed)
	}
}

func TestMaxNodes(t *testing.T) {
	puzzles, _ := loadSet(t, 10, 2)
	var p Puzzle
	for _, q := range puzzles {
		if _, nodes, _ := q.Start().Count(2, Options{}); nodes > 5 {
			p = q
			break
		}
	}
	if p.N() == 0 {
		t.Fatal("no shipped puzzle takes more than 5 nodes")
	}
	if _, err := p.Start().Solve(Options{MaxNodes: 2}); !errors.Is(err, ErrGaveUp) {
		t.Errorf("Solve with 2 nodes: %v, want ErrGaveUp", err)
	}
	if _, nodes, err := p.Start().Count(2, Options{MaxNodes: 3}); !errors.Is(err, ErrGaveUp) || nodes > 4 {
		t.Errorf("Count with 3 nodes: %d nodes, %v, want ErrGaveUp", nodes, err)
	}
	if _, _, err := p.Start().Solutions(2, Options{MaxNodes: 1}); !errors.Is(err, ErrGaveUp) {
		t.Errorf("Solutions with 1 node: %v, want ErrGaveUp", err)
	}
	if n, _, err := p.Start().Count(2, Options{MaxNodes: 100000}); err != nil || n != 1 {
		t.Errorf("Count with room to spare: %d, %v", n, err)
	}
	if _, err := p.Start().Solve(Options{MaxNodes: -1}); err == nil || errors.Is(err, ErrGaveUp) {
		t.Errorf("negative MaxNodes: %v, want a plain error", err)
	}
}

func TestWatch(t *testing.T) {
	puzzles, _ := loadSet(t, 10, 2)
	start := puzzles[0].Start()
	full, err := start.Solve(Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name     string
		maxSteps int
		traced   bool
		moves    int
	}{
		{"whole trace", len(full.Trace), true, len(full.Trace)},
		{"too long: the solution's stars", len(full.Trace) - 1, false, len(full.Moves)},
	} {
		moves, traced, res, err := start.Watch(Options{}, tt.maxSteps)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if traced != tt.traced || len(moves) != tt.moves || res.Nodes != full.Nodes {
			t.Fatalf("%s: traced %v, %d moves, %d nodes; want %v, %d, %d", tt.name, traced, len(moves), res.Nodes, tt.traced, tt.moves, full.Nodes)
		}
		s := start
		for i, m := range moves {
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("%s: move %d (%v): %v", tt.name, i+1, m, err)
			}
		}
		if s != full.Solution {
			t.Fatalf("%s: the moves end at %s, want %s", tt.name, s, full.Solution)
		}
	}
	none, err := NewState(mustPuzzle(t, "AABBB/ACCCB/DCCCC/DDDDC/DEEDC", 1), "...../...../...../...../.....")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := none.Watch(Options{}, 100); !errors.Is(err, ErrNoSolution) {
		t.Fatalf("error %v, want ErrNoSolution", err)
	}
}
