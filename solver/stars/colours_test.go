package stars

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// TestColours checks that touching regions never share a colour and that
// the colours are spread: on the classic map, six regions, nine colours,
// each colour at most once.
func TestColours(t *testing.T) {
	for k := 1; k <= 2; k++ {
		regions, _ := Default(k)
		p, err := New(regions, k)
		if err != nil {
			t.Fatal(err)
		}
		col := p.Colours(9)
		near := p.Touching()
		var used [9]int
		for g := 0; g < p.N(); g++ {
			if col[g] < 0 || col[g] >= 9 {
				t.Fatalf("k=%d: region %d has colour %d", k, g, col[g])
			}
			used[col[g]]++
			for h := 0; h < p.N(); h++ {
				if near[g]>>h&1 == 1 && col[g] == col[h] {
					t.Errorf("k=%d: touching regions %d and %d share colour %d", k, g, h, col[g])
				}
			}
		}
		for c, u := range used {
			if u > 1 {
				t.Errorf("k=%d: colour %d used %d times with colours to spare", k, c, u)
			}
		}
		if again := p.Colours(9); again != col {
			t.Errorf("k=%d: Colours differs between calls", k)
		}
	}
	// One colour: every region takes it.
	p, _ := New("AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE", 1)
	if col := p.Colours(1); col != [MaxN]int{} {
		t.Errorf("Colours(1) = %v", col)
	}
}

func TestRegionsText(t *testing.T) {
	tests := map[string]string{
		"AAB\nABB\r\nCCC\n":    "AAB/ABB/CCC",
		" A A B / A B B\t/CCC": "AAB/ABB/CCC",
		"\n\nAAB\n\n\nABB\r":   "AAB/ABB",
		"//AAB//":              "AAB",
		"":                     "",
	}
	for in, want := range tests {
		if got := RegionsText(in); got != want {
			t.Errorf("RegionsText(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLevelExists(t *testing.T) {
	for l := Easy; l < Levels; l++ {
		if !l.Exists(1) {
			t.Errorf("%v with k=1 does not exist", l)
		}
		if got := l.Exists(2); got != (l != Easy) {
			t.Errorf("%v.Exists(2) = %v", l, got)
		}
	}
	if _, _, err := GenerateLevel(rand.New(rand.NewPCG(1, 2)), 10, 2, Easy, 1); err == nil {
		t.Error("GenerateLevel made an easy puzzle with k=2")
	}
}

func TestGenerateWithin(t *testing.T) {
	yields := 0
	p, err := GenerateWithin(context.Background(), rand.New(rand.NewPCG(1, 2)), 6, 1, Easy, 400, time.Minute, func() { yields++ })
	if err != nil {
		t.Fatal(err)
	}
	if l, err := Rate(p); err != nil || l != Easy || p.N() != 6 || p.K() != 1 {
		t.Fatalf("made %v: level %v, %v", p, l, err)
	}
	c, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := GenerateWithin(c, rand.New(rand.NewPCG(1, 2)), 6, 1, Easy, 400, time.Minute, func() {}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	_, err = GenerateWithin(context.Background(), rand.New(rand.NewPCG(1, 2)), 10, 2, Easy, 3, time.Minute, func() {})
	if err == nil || !strings.Contains(err.Error(), "no 10×10 easy puzzle with 2 stars per unit in 3 tries") {
		t.Fatalf("k=2 easy: %v", err)
	}
}

func TestJudge(t *testing.T) {
	one, _ := New("AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE", 1)
	if n, why := one.Judge(1_000_000); n != 1 || why != nil {
		t.Errorf("the classic map: %d, %v", n, why)
	}
	// Regions A and B are one cell each, side by side: their stars touch.
	none, err := New("ABCCC/DDCCC/DDEEE/DDEEE/DDEEE", 1)
	if err != nil {
		t.Fatal(err)
	}
	if n, why := none.Judge(1_000_000); n != 0 || !errors.Is(why, ErrNoSolution) {
		t.Errorf("a map without a solution: %d, %v", n, why)
	}
	puzzles, _ := loadSet(t, 10, 2)
	for _, q := range puzzles {
		if _, nodes, _ := q.Start().Count(2, Options{}); nodes > 5 {
			if n, why := q.Judge(2); n != -1 || !errors.Is(why, ErrGaveUp) {
				t.Errorf("two nodes: %d, %v", n, why)
			}
			break
		}
	}
}

func TestStepMove(t *testing.T) {
	if got := (Step{StepPlace, 1, 2}).Move(); got != (Move{Kind: PlaceStar, Row: 1, Col: 2}) {
		t.Errorf("place: %v", got)
	}
	if got := (Step{StepRemove, 0, 9}).Move(); got != (Move{Kind: ClearCell, Row: 0, Col: 9}) {
		t.Errorf("remove: %v", got)
	}
}

func TestToggle(t *testing.T) {
	p, _ := New("AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE", 1)
	s, err := p.Marked("*...../..x.../....../....../....../......")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		mark Cell
		r, c int
		want MoveKind
	}{
		{Star, 0, 0, ClearCell}, {Dot, 0, 0, PlaceDot}, {Dot, 1, 2, ClearCell}, {Star, 1, 2, PlaceStar},
		{Star, 3, 3, PlaceStar}, {Dot, 3, 3, PlaceDot},
	} {
		if got := s.Toggle(tc.mark, tc.r, tc.c); got != tc.want {
			t.Errorf("Toggle(%v, %d, %d) = %v, want %v", tc.mark, tc.r, tc.c, got, tc.want)
		}
	}
}
