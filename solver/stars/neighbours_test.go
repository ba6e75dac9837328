package stars

import "testing"

// TestDotAround: the blank cells beside a cell, diagonals too, are dotted;
// stars, dots and the cell itself stay, and the grid's edge is kept.
func TestDotAround(t *testing.T) {
	p, err := New("AABBB/ACCCB/DCCCC/DDDDC/EEEEE", 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, marks string
		r, c        int
		want        string
	}{
		{"middle", "...../..*../...../...../.....", 1, 2, ".xxx./.x*x./.xxx./...../....."},
		{"corner", "*..../...../...../...../.....", 0, 0, "*x.../xx.../...../...../....."},
		{"kept", "....*/..*../.x.../...../.....", 1, 2, ".xxx*/.x*x./.xxx./...../....."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := p.Marked(tc.marks)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.DotAround(tc.r, tc.c).String(); got != tc.want {
				t.Fatalf("%s, want %s", got, tc.want)
			}
		})
	}
}

// TestTouching: regions that share a side or a corner touch, each way;
// regions apart do not, nor does a region touch itself.
func TestTouching(t *testing.T) {
	p, err := New("AABBB/ACCCB/DCCCC/DDDDC/EEEEE", 1)
	if err != nil {
		t.Fatal(err)
	}
	near := p.Touching()
	for _, tc := range []struct {
		a, b  byte
		touch bool
	}{
		{'A', 'B', true}, {'A', 'C', true}, {'A', 'D', true}, {'B', 'C', true},
		{'D', 'E', true}, {'C', 'E', true}, {'A', 'E', false}, {'B', 'D', false}, {'A', 'A', false},
	} {
		i, j := int(tc.a-'A'), int(tc.b-'A')
		if got := near[i]>>j&1 == 1; got != tc.touch || near[j]>>i&1 == 1 != tc.touch {
			t.Errorf("%c and %c touch: %v, want %v", tc.a, tc.b, got, tc.touch)
		}
	}
}
