package coins

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// mustState builds a position or stops the test.
func mustState(t testing.TB, p Params, points ...int) State {
	t.Helper()
	s, err := NewState(p, points)
	if err != nil {
		t.Fatalf("NewState(%v, %v): %v", p, points, err)
	}
	return s
}

func TestApply(t *testing.T) {
	classic := DefaultParams()
	tests := []struct {
		name    string
		p       Params
		coins   []int
		move    Move
		want    []int // coins after the move, when legal
		wantErr string
	}{
		{"first coin", classic, nil, Move{3, 0}, []int{0}, ""},
		{"backwards along the line", classic, nil, Move{0, 3}, []int{3}, ""},
		{"wraps around", classic, nil, Move{6, 1}, []int{1}, ""},
		{"next to coins", classic, []int{0}, Move{6, 3}, []int{0, 3}, ""},
		{"start holds a coin", classic, []int{3}, Move{3, 0}, nil, "point 3 holds a coin"},
		{"not joined", classic, nil, Move{3, 5}, nil, "points 3 and 5 are not joined"},
		{"neighbours on the circle are not joined", classic, nil, Move{0, 1}, nil, "points 0 and 1 are not joined"},
		{"end holds a coin", classic, []int{6}, Move{3, 6}, nil, "point 6 holds a coin: the coin would stop there"},
		{"same point", classic, nil, Move{4, 4}, nil, "the coin must slide from point 4 along a line to another point"},
		{"start off the star", classic, nil, Move{8, 3}, nil, "point 8 is not on the star (points 0..7)"},
		{"end off the star", classic, nil, Move{3, -1}, nil, "point -1 is not on the star (points 0..7)"},
		{"two loops", Params{8, 2}, []int{1}, Move{4, 6}, []int{1, 6}, ""},
		{"two loops, across", Params{8, 2}, nil, Move{1, 4}, nil, "points 1 and 4 are not joined"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := mustState(t, tt.p, tt.coins...)
			before := s
			got, err := s.Apply(tt.move)
			if s != before {
				t.Fatalf("Apply changed the old state: %v, was %v", s, before)
			}
			if tt.wantErr != "" {
				var re *RuleError
				if !errors.As(err, &re) || re.Error() != tt.wantErr || re.Move != tt.move {
					t.Fatalf("Apply(%v) error = %#v, want RuleError %q", tt.move, err, tt.wantErr)
				}
				if got != s {
					t.Errorf("Apply returned a changed state with an error: %v", got)
				}
				return
			}
			if err != nil {
				t.Fatalf("Apply(%v): %v", tt.move, err)
			}
			if want := mustState(t, tt.p, tt.want...); got != want {
				t.Errorf("Apply(%v) = %v, want %v", tt.move, got, want)
			}
		})
	}
}

// TestLegalMoves checks LegalMoves and Targets against trying every pair of
// points through Apply, on every position of the small stars.
func TestLegalMoves(t *testing.T) {
	for _, p := range smallParams(12) {
		for mask := range uint32(1) << p.N {
			s, err := FromMask(p, mask)
			if err != nil {
				continue
			}
			var want []Move
			for from := range p.N {
				var targets []int
				for to := range p.N {
					next, err := s.Apply(Move{from, to})
					if err != nil {
						continue
					}
					want = append(want, Move{from, to})
					targets = append(targets, to)
					if next.Coins() != s.Coins()+1 || !next.Has(to) {
						t.Fatalf("%v: Apply(%d %d) = %v", s, from, to, next)
					}
				}
				got := s.Targets(from)
				slices.Sort(got)
				if !slices.Equal(got, targets) {
					t.Fatalf("%v: Targets(%d) = %v, want %v", s, from, got, targets)
				}
			}
			if got := s.LegalMoves(); !slices.Equal(got, want) {
				t.Fatalf("%v: LegalMoves() = %v, want %v", s, got, want)
			}
			if s.Solved() && len(want) != 0 {
				t.Fatalf("%v: solved but has moves %v", s, want)
			}
		}
	}
}

func TestNewState(t *testing.T) {
	classic := DefaultParams()
	tests := []struct {
		name    string
		p       Params
		points  []int
		wantErr string
	}{
		{"start", classic, nil, ""},
		{"seven coins", classic, []int{0, 1, 2, 3, 4, 5, 6}, ""},
		{"bad params", Params{8, 4}, nil, "k = 4 is out of range"},
		{"off the star", classic, []int{8}, "point 8 is not on the star {8/3} (points 0..7)"},
		{"negative", classic, []int{-1}, "point -1 is not on the star"},
		{"twice", classic, []int{2, 2}, "point 2 is listed twice"},
		{"full", classic, []int{0, 1, 2, 3, 4, 5, 6, 7}, "every point holds a coin, which cannot happen"},
		{"full loop", Params{8, 2}, []int{0, 2, 4, 6}, "every point of loop 0-2-4-6 holds a coin"},
		{"loops not full", Params{8, 2}, []int{0, 2, 4, 1, 3, 5}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := NewState(tt.p, tt.points)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error = %v, want it to contain %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := slices.Clone(tt.points)
			slices.Sort(want)
			if got := s.Points(); !slices.Equal(got, want) {
				t.Errorf("Points() = %v, want %v", got, want)
			}
			if s.Coins() != len(tt.points) || s.Params() != tt.p {
				t.Errorf("Coins() = %d, Params() = %v", s.Coins(), s.Params())
			}
		})
	}
}

func TestFromMask(t *testing.T) {
	tests := []struct {
		p       Params
		mask    uint32
		wantErr string
	}{
		{Params{8, 3}, 0x7f, ""},
		{Params{8, 3}, 0x100, "mask 0x100 has bits beyond point 7"},
		{Params{32, 3}, 0x7fffffff, ""},
		{Params{32, 3}, 0xffffffff, "every point holds a coin"},
		{Params{32, 8}, 0x01010101, "every point of loop 0-8-16-24 holds a coin"},
	}
	for _, tt := range tests {
		s, err := FromMask(tt.p, tt.mask)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("FromMask(%v, %#x) error = %v, want %q", tt.p, tt.mask, err, tt.wantErr)
			}
			continue
		}
		if err != nil || s.Mask() != tt.mask {
			t.Errorf("FromMask(%v, %#x) = %v, %v", tt.p, tt.mask, s, err)
		}
	}
}

func TestParsePosition(t *testing.T) {
	classic := DefaultParams()
	tests := []struct {
		text    string
		want    []int
		wantErr string
	}{
		{"", nil, ""},
		{"  ", nil, ""},
		{"-", nil, ""},
		{" - ", nil, ""},
		{"-,1", nil, `item 1: "-" is not a point number`},
		{"0,3,6", []int{0, 3, 6}, ""},
		{" 6 , 0 ", []int{0, 6}, ""},
		{"0,,3", nil, "item 2 of the list is empty"},
		{"0,x", nil, `item 2: "x" is not a point number`},
		{"9", nil, "point 9 is not on the star"},
		{"40", nil, "point 40 is too large"},
		{"1,1", nil, "listed twice"},
	}
	for _, tt := range tests {
		s, err := ParsePosition(classic, tt.text)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParsePosition(%q) error = %v, want %q", tt.text, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(s.Points(), tt.want) {
			t.Errorf("ParsePosition(%q) = %v, %v; want %v", tt.text, s, err, tt.want)
		}
	}
}

func TestStateString(t *testing.T) {
	tests := []struct {
		s        State
		want     string
		describe string
	}{
		{mustState(t, DefaultParams()), "-", "{8/3} no coins"},
		{mustState(t, DefaultParams(), 6, 0, 3), "0,3,6", "{8/3} coins at 0,3,6"},
		{mustState(t, Params{16, 5}, 15, 10), "10,15", "{16/5} coins at 10,15"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
		if got := tt.s.Describe(); got != tt.describe {
			t.Errorf("Describe() = %q, want %q", got, tt.describe)
		}
		back, err := ParsePosition(tt.s.Params(), tt.s.String())
		if err != nil || back != tt.s {
			t.Errorf("ParsePosition(%q) = %v, %v; want %v", tt.s.String(), back, err, tt.s.Describe())
		}
	}
}

// smallParams returns every valid star of at most maxN points.
func smallParams(maxN int) []Params {
	var ps []Params
	for _, p := range allParams() {
		if p.N <= maxN {
			ps = append(ps, p)
		}
	}
	return ps
}

// TestInvalidParamsNoPanic calls everything on stars that do not Validate
// and on the zero State: errors or harmless values, never a panic.
func TestInvalidParamsNoPanic(t *testing.T) {
	for _, p := range []Params{{}, {-8, 3}, {8, -3}, {8, 0}, {8, 4}, {40, 3}, {4, 1}} {
		for _, i := range []int{-1, 0, 3, 40} {
			_ = p.Neighbours(i)
			_ = p.Joined(i, 3)
			_ = p.LoopOf(i)
			_ = p.LoopPoints(i)
		}
		_, _, _, _ = p.Loops(), p.LoopLen(), p.Goal(), p.LoopNote()
		s := State{params: p, coins: 0xff}
		for _, st := range []State{{}, s} {
			_, _ = st.Apply(Move{3, 0})
			_, _, _, _ = st.LegalMoves(), st.Targets(3), st.Points(), st.String()
			_, _ = st.Solved(), st.MaxCoins()
			if err := st.Winnable(); err == nil || errors.Is(err, ErrNoSolution) {
				t.Errorf("%v: Winnable() = %v, want an invalid-star error", p, err)
			}
			if moves, err := Solve(st); err == nil || moves != nil {
				t.Errorf("%v: Solve = %v, %v; want an error", p, moves, err)
			}
			if Count(st).Sign() != 0 {
				t.Errorf("%v: Count = %v, want 0", p, Count(st))
			}
		}
	}
}

func TestCheckStartAndStuck(t *testing.T) {
	classic := DefaultParams()
	tests := []struct {
		name      string
		p         Params
		coins     []int
		from      int
		wantErr   string
		wantStuck bool
	}{
		{"empty star", classic, nil, 0, "", false},
		{"holds a coin", classic, []int{3}, 3, "point 3 holds a coin", false},
		{"one free line", classic, []int{3}, 0, "", false},
		{"no free line", classic, []int{1, 7}, 4, "point 4 has no free line: points 1 and 7 hold coins", false},
		{"off the star", classic, nil, 8, "point 8 is not on the star (points 0..7)", false},
		// Empty points 0 and 2 are not joined to each other on {8/3}: stuck with 6 coins.
		{"stuck", classic, []int{1, 3, 4, 5, 6, 7}, 0, "point 0 has no free line: points 3 and 5 hold coins", true},
		{"solved is not stuck", classic, []int{0, 1, 2, 3, 4, 5, 6}, 7, "point 7 has no free line: points 2 and 4 hold coins", false},
		{"two loops stuck", Params{8, 2}, []int{0, 4, 1, 3, 5}, 2, "point 2 has no free line: points 0 and 4 hold coins", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := mustState(t, tt.p, tt.coins...)
			err := s.CheckStart(tt.from)
			if tt.wantErr == "" && err != nil {
				t.Errorf("CheckStart(%d) = %v, want nil", tt.from, err)
			}
			if tt.wantErr != "" {
				var re *RuleError
				if !errors.As(err, &re) || re.Error() != tt.wantErr {
					t.Errorf("CheckStart(%d) = %v, want %q", tt.from, err, tt.wantErr)
				}
			}
			if got := s.Stuck(); got != tt.wantStuck {
				t.Errorf("Stuck() = %v, want %v", got, tt.wantStuck)
			}
		})
	}
}

// TestStuckMeansNoMoves checks Stuck, FreeEnds, CheckStart and EmptyRuns
// against LegalMoves and MaxCoins on every position of the small stars.
func TestStuckMeansNoMoves(t *testing.T) {
	for _, p := range smallParams(10) {
		for mask := range uint32(1) << p.N {
			s, err := FromMask(p, mask)
			if err != nil {
				continue
			}
			moves := s.LegalMoves()
			if want := len(moves) == 0 && !s.Solved(); s.Stuck() != want {
				t.Fatalf("%v: Stuck() = %v with moves %v", s.Describe(), s.Stuck(), moves)
			}
			if s.MaxCoins() != p.N-s.EmptyRuns() {
				t.Fatalf("%v: MaxCoins %d, EmptyRuns %d", s.Describe(), s.MaxCoins(), s.EmptyRuns())
			}
			if (s.EmptyRuns() == p.Loops()) != (s.Winnable() == nil) {
				t.Fatalf("%v: EmptyRuns %d but Winnable %v", s.Describe(), s.EmptyRuns(), s.Winnable())
			}
			for from := range p.N {
				ends, n := s.FreeEnds(from)
				if got := s.Targets(from); !slices.Equal(got, ends[:n]) {
					t.Fatalf("%v: FreeEnds(%d) = %v, Targets %v", s.Describe(), from, ends[:n], got)
				}
				if (s.CheckStart(from) == nil) != (n > 0) {
					t.Fatalf("%v: CheckStart(%d) = %v with %d free ends", s.Describe(), from, s.CheckStart(from), n)
				}
			}
		}
	}
}
