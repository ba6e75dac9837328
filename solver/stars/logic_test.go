package stars

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Hand-made puzzles of the technique tests.
const (
	logic6  = "AAABBB/CCABBB/DDAEBB/DDEEBB/DEEEEE/DEEEFF" // k=1, solution ..*.../*...../....*./.*..../...*../.....*
	logic8  = "AAAAABBB/CCCCCBBB/CCCCCBBD/ECCDDDDD/EEEDDFDD/GEGFFFFH/GGGHHHHH/GGGHHHHH"
	logic5  = "AABBB/AACCB/DCCCC/DCEEE/CCCEE"
	logic5b = "ABBBB/AAABC/DDCCC/DDEEC/DDDDC"
	logic8b = "AAAAABBB/ACCACBBB/DCCCCEBB/DDCEEEEE/DDDFEEEE/GDFFFFFH/GGGGGHFH/GGGGHHHH" // k=2
)

// onlySolution returns the stars of the only solution of p, failing the
// test when there is not exactly one.
func onlySolution(tb testing.TB, p Puzzle) State {
	tb.Helper()
	sols, _, err := p.Start().Solutions(2, Options{})
	if err != nil || len(sols) != 1 {
		tb.Fatalf("%s: %d solutions (%v), want 1", p, len(sols), err)
	}
	return sols[0]
}

// checkStep fails the test when d is not a sound step from s towards sol:
// it must conclude something, only about blank cells, never a star where
// sol has none nor an empty cell on a star of sol, and say so in words
// naming its cells.
func checkStep(tb testing.TB, s, sol State, d Deduction) {
	tb.Helper()
	where := s.p.String() + " from " + s.String() + ": " + d.String()
	if len(d.Stars)+len(d.Empty) == 0 {
		tb.Fatalf("%s: concludes nothing", where)
	}
	if len(d.Cells) == 0 || d.Text == "" {
		tb.Fatalf("%s: no cells or no text", where)
	}
	seen := map[Pos]bool{}
	for _, c := range append(slices.Clone(d.Stars), d.Empty...) {
		if s.Cell(c.Row, c.Col) != Blank || seen[c] {
			tb.Fatalf("%s: %s is not a fresh blank cell", where, c)
		}
		seen[c] = true
		if !strings.Contains(d.Text, c.String()) {
			tb.Fatalf("%s: the text does not name %s", where, c)
		}
	}
	for _, c := range d.Stars {
		if sol.Cell(c.Row, c.Col) != Star {
			tb.Fatalf("%s: puts a star at %s, where the solution %s has none", where, c, sol)
		}
	}
	for _, c := range d.Empty {
		if sol.Cell(c.Row, c.Col) == Star {
			tb.Fatalf("%s: empties %s, a star of the solution %s", where, c, sol)
		}
	}
	if want := techniqueLevel(d); d.Level != want {
		tb.Fatalf("%s: level %v, want %v", where, d.Level, want)
	}
}

// techniqueLevel is the level table of the Level documentation.
func techniqueLevel(d Deduction) Level {
	switch d.Technique {
	case Neighbours, UnitDone, LastCells, WrongMark:
		return Easy
	case Placements:
		return Medium
	case Confinement:
		if strings.Contains(d.Text, " and ") && (strings.Contains(d.Text, "rows ") || strings.Contains(d.Text, "columns ")) {
			return Hard
		}
		return Medium
	case Blocks:
		return Hard
	}
	return Expert
}

// explainChecked explains s step by step, checking every step against
// sol, and returns the explanation.
func explainChecked(tb testing.TB, s, sol State) Explanation {
	tb.Helper()
	ex := s.Explain()
	at := s
	for _, d := range ex.Steps {
		checkStep(tb, at, sol, d)
		var err error
		if at, err = d.Apply(at); err != nil {
			tb.Fatalf("%s: applying %s: %v", s.p, d, err)
		}
	}
	if at != ex.End {
		tb.Fatalf("%s: the steps end at %s, the explanation at %s", s.p, at, ex.End)
	}
	if ex.Solved != (ex.Level != Beyond) || ex.Solved && ex.End.star != sol.star {
		tb.Fatalf("%s: solved %v at level %v with %s, want the solution %s", s.p, ex.Solved, ex.Level, ex.End, sol)
	}
	return ex
}

func TestLogicStepsAgreeWithTheSolution(t *testing.T) {
	limit := map[int]int{10: 40, 12: 6, 14: 3} // by side: keep the test quick
	for _, set := range sets {
		t.Run(setName(set.n, set.k), func(t *testing.T) {
			puzzles, sols := loadSet(t, set.n, set.k)
			for i, p := range puzzles {
				if l, ok := limit[set.n]; ok && i >= l {
					break
				}
				sol, err := NewState(p, sols[i])
				if err != nil {
					t.Fatal(err)
				}
				explainChecked(t, p.Start(), sol)
			}
		})
	}
}

// TestLogicFromPlayerMarks checks steps from positions a player could
// reach without a mistake: some solution stars and some dots off it.
func TestLogicFromPlayerMarks(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, set := range sets[:6] {
		puzzles, sols := loadSet(t, set.n, set.k)
		for i, p := range puzzles[:min(len(puzzles), 10)] {
			sol, err := NewState(p, sols[i])
			if err != nil {
				t.Fatal(err)
			}
			s := p.Start()
			for r := 0; r < p.N(); r++ {
				for c := 0; c < p.N(); c++ {
					switch x := rng.IntN(6); {
					case x == 0 && sol.Cell(r, c) == Star:
						s.star[r] |= 1 << c
					case x <= 1 && sol.Cell(r, c) != Star:
						s.dot[r] |= 1 << c
					}
				}
			}
			if _, ok := s.Mistake(0); ok {
				t.Fatalf("%s %s: a mistake reported where the marks agree with the solution", p, s)
			}
			explainChecked(t, s, sol)
		}
	}
}

func TestLogicTechniques(t *testing.T) {
	tests := []struct {
		name       string
		regions    string
		k          int
		marks      string
		rule       func(*board) (Deduction, bool)
		technique  Technique
		level      Level
		stars      string // the cells, space-separated
		empty      string
		textPrefix string
	}{
		{"neighbours of a star", logic6, 1, "..*.../....../....../....../....../......", (*board).neighbours, Neighbours, Easy,
			"", "r1c2 r1c4 r2c2 r2c3 r2c4", "r1c3 is a star and stars never touch"},
		{"row done", logic6, 1, ".x*x../.xxx../....../....../....../......", (*board).unitDone, UnitDone, Easy,
			"", "r1c1 r1c5 r1c6", "Row 1 has its 1 star (r1c3)"},
		{"last cell of a row", logic6, 1, "....../....../....../....../....../xxxxx.", (*board).lastCells, LastCells, Easy,
			"r6c6", "", "Row 6 needs 1 star and r6c6 is its only open cell"},
		{"last two cells, k=2", logic8, 2, "x.x.xxxx/......../......../......../......../......../......../........", (*board).lastCells, LastCells, Easy,
			"r1c2 r1c4", "", "Row 1 needs 2 stars and has just 2 open cells"},
		{"region within a row", logic6, 1, "", (*board).confinementOne, Confinement, Medium,
			"", "r2c3 r2c4 r2c5 r2c6", "Region C has all its open cells in row 2"},
		{"row within a region", logic6, 1, "...xxx/....../....../....../....../......", (*board).confinementOne, Confinement, Medium,
			"", "r2c3 r3c3", "The open cells of row 1 all lie in region A"},
		{"two regions within two rows", logic5b, 1, ".x..x/..x../..xx./xx..x/..xx.", (*board).confinementMany, Confinement, Hard,
			"", "r2c5", "Regions A and B have all their open cells in rows 1 and 2"},
		{"common neighbours of a region", logic6, 1, "", (*board).placements, Placements, Medium,
			"", "r1c1 r1c2 r3c1 r3c2", "Region C needs 1 star in r2c1 or r2c2; wherever it goes, it touches"},
		{"the only placement in a row, k=2", logic8, 2, "......../......../......../......../...xxxxx/......../......../........", (*board).placements, Placements, Medium,
			"r5c1 r5c3", "r4c1 r4c2 r4c3 r4c4 r5c2 r6c1 r6c2 r6c3 r6c4", "Row 5 needs 2 stars among r5c1, r5c2 and r5c3"},
		{"2x2 blocks over two rows", logic8b, 2, "......../.x.x..x./......../......../.....x../x......x/....xxx./........", (*board).blocks, Blocks, Hard,
			"", "r5c5", "Rows 6 and 7 need 4 stars and their open cells fit in the 4 2x2 blocks r6c1-r7c2, r6c3-r7c4, r5c5-r6c6 and r6c7-r7c8"},
		{"lookahead", logic5, 1, "x.x../x.xx./.x.../.x.x./xx...", (*board).lookahead, Lookahead, Expert,
			"", "r3c4", "If r3c4 were a star, its neighbours and the rest of row 3, column 4 and region C would be empty, and column 3 would be left with no open cell"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPuzzle(t, tt.regions, tt.k)
			s, err := p.Marked(tt.marks)
			if err != nil {
				t.Fatal(err)
			}
			b := newBoard(s)
			d, ok := tt.rule(&b)
			if !ok {
				t.Fatalf("the rule finds nothing")
			}
			if d.Technique != tt.technique || d.Level != tt.level {
				t.Fatalf("got %v at %v, want %v at %v: %s", d.Technique, d.Level, tt.technique, tt.level, d)
			}
			if got := posList(d.Stars); got != tt.stars {
				t.Errorf("stars %q, want %q", got, tt.stars)
			}
			if got := posList(d.Empty); got != tt.empty {
				t.Errorf("empty %q, want %q", got, tt.empty)
			}
			if !strings.HasPrefix(d.Text, tt.textPrefix) {
				t.Errorf("text %q, want it to start %q", d.Text, tt.textPrefix)
			}
			checkStep(t, s, onlySolution(t, p), d)
		})
	}
}

// posList writes cells space-separated.
func posList(cells []Pos) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = c.String()
	}
	return strings.Join(names, " ")
}

// TestLogicTechniquesDoNotFire gives each rule a position where it must
// find nothing.
func TestLogicTechniquesDoNotFire(t *testing.T) {
	sol6 := "xx*xxx/*xxxxx/xxxx*x/x*xxxx/xxx*xx/xxxxx*"
	open6 := "xx.xxx/.xxxxx/xxxx.x/x.xxxx/xxx.xx/xxxxx." // the solution's cells left open
	tests := []struct {
		name    string
		regions string
		k       int
		marks   string
		rule    func(*board) (Deduction, bool)
	}{
		{"neighbours already empty", logic6, 1, ".x*x../.xxx../....../....../....../......", (*board).neighbours},
		{"no star, no neighbours", logic6, 1, "", (*board).neighbours},
		{"a unit with 1 of 2 stars is not done", logic8, 2, "x*x...../xxx...../......../......../......../......../......../........", (*board).unitDone},
		{"solved grid has no open cell", logic6, 1, sol6, (*board).unitDone},
		{"two open cells for one star", logic6, 1, "....../....../....../....../....../xxxx..", (*board).lastCells},
		{"no region within one line", logic8b, 2, "", (*board).confinementOne},
		{"no regions within a band", logic8b, 2, "", (*board).confinementMany},
		{"no placement teaches anything", logic8b, 2, "......../.x.x..x./......../......../.....x../x......x/....xxx./........", (*board).placements},
		{"no 2x2 cover at the start", logic8b, 2, "", (*board).blocks},
		{"every open cell is a solution star", logic6, 1, open6, (*board).lookahead},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := mustPuzzle(t, tt.regions, tt.k).Marked(tt.marks)
			if err != nil {
				t.Fatal(err)
			}
			b := newBoard(s)
			if d, ok := tt.rule(&b); ok {
				t.Fatalf("the rule fires: %s", d)
			}
		})
	}
}

func TestNextPrefersTheEasiest(t *testing.T) {
	// logic6 from the start: no easy step, and the one-line confinement
	// comes before placements.
	d, ok := mustPuzzle(t, logic6, 1).Start().Next()
	if !ok || d.Technique != Confinement || d.Level != Medium {
		t.Fatalf("Next = %s, %v; want the medium confinement", d, ok)
	}
	// A star with open neighbours: those go first.
	s, _ := mustPuzzle(t, logic6, 1).Marked("....../*...../....../....../....../......")
	if d, ok := s.Next(); !ok || d.Technique != Neighbours {
		t.Fatalf("Next = %s, %v; want neighbours", d, ok)
	}
	// Solved, or the marks broken: no step.
	sol, _ := mustPuzzle(t, logic6, 1).Marked("..*.../*...../....*./.*..../...*../.....*")
	if d, ok := sol.Next(); ok {
		t.Fatalf("solved grid: Next = %s", d)
	}
	if d, ok := (State{}).Next(); ok {
		t.Fatalf("zero state: Next = %s", d)
	}
}

func TestDeductionApplyAndMoves(t *testing.T) {
	p := mustPuzzle(t, logic6, 1)
	d := Deduction{Technique: LastCells, Stars: []Pos{{0, 2}}, Empty: []Pos{{0, 0}}}
	s, err := d.Apply(p.Start())
	if err != nil || s.String() != "x.*.../....../....../....../....../......" {
		t.Fatalf("Apply = %s, %v", s, err)
	}
	if got := d.Moves(); !slices.Equal(got, []Move{{PlaceDot, 0, 0}, {PlaceStar, 0, 2}}) {
		t.Fatalf("Moves = %v", got)
	}
	// A star that touches another is refused, naming the rule; s is kept.
	bad := Deduction{Technique: LastCells, Stars: []Pos{{1, 3}}}
	if got, err := bad.Apply(s); err == nil || got != s || !strings.Contains(err.Error(), "touches the star at r1c3") {
		t.Fatalf("Apply = %s, %v; want the touch refused", got, err)
	}
	if got := (Deduction{Technique: Blocks, Text: "x"}).String(); got != "2x2 blocks: x" {
		t.Fatalf("String = %q", got)
	}
	if Technique(99).String() != "Technique(99)" || Lookahead.String() != "lookahead" {
		t.Fatal("Technique.String")
	}
	if got := p.UnitName(Unit{Region, 2}); got != "region C" {
		t.Fatalf("UnitName = %q", got)
	}
}

func TestMistake(t *testing.T) {
	p := mustPuzzle(t, logic6, 1)
	sol6 := onlySolution(t, p)
	tests := []struct {
		marks, cell string
		fix         Technique
		wantStar    bool // the correction is a star (else a dot)
		text        string
	}{
		{"*...../....../....../....../....../......", "r1c1", WrongMark, false, "r1c1 should not be a star"},
		{"..x.../....../....../....../....../......", "r1c3", WrongMark, true, "r1c3 should not be marked empty"},
		// A wrong star goes before a wrong dot.
		{"..x.../....../....../....../....../.*....", "r6c2", WrongMark, false, "r6c2 should not be a star"},
	}
	for _, tt := range tests {
		s, err := p.Marked(tt.marks)
		if err != nil {
			t.Fatal(err)
		}
		d, ok := s.Mistake(0)
		if !ok || posList(d.Cells) != tt.cell || (len(d.Stars) == 1) != tt.wantStar || !strings.HasPrefix(d.Text, tt.text) {
			t.Fatalf("%s: Mistake = %+v, %v", tt.marks, d, ok)
		}
		fixed, err := d.Apply(s)
		if err != nil {
			t.Fatal(err)
		}
		c := d.Cells[0]
		if got, want := fixed.Cell(c.Row, c.Col) == Star, sol6.Cell(c.Row, c.Col) == Star; got != want {
			t.Fatalf("%s: after the fix %s, %s holds a star: %v, the solution: %v", tt.marks, fixed, c, got, want)
		}
	}
	if _, ok := p.Start().Mistake(0); ok {
		t.Fatal("mistake on an empty grid")
	}
	two := mustPuzzle(t, "AAAA/BBBB/CCCC/DDDD", 1)
	if _, ok := two.Start().Mistake(0); ok {
		t.Fatal("mistake judged on a puzzle with two solutions")
	}
}

func TestHint(t *testing.T) {
	p := mustPuzzle(t, logic6, 1)
	wrong, _ := p.Marked("*...../....../....../....../....../......")
	if d, ok := wrong.Hint(0); !ok || d.Technique != WrongMark {
		t.Fatalf("Hint with a wrong star = %s, %v; want the mistake", d, ok)
	}
	if d, ok := p.Start().Hint(0); !ok || d.Technique != Confinement {
		t.Fatalf("Hint at the start = %s, %v; want the first step", d, ok)
	}
	two := mustPuzzle(t, "AAAA/BBBB/CCCC/DDDD", 1)
	if d, ok := two.Start().Hint(0); ok {
		t.Fatalf("Hint where guessing is needed = %s", d)
	}
}
