package sudoku

import "testing"

func TestSees(t *testing.T) {
	nine, x9 := Params{Size: 9}, Params{Size: 9, X: true}
	six := Params{Size: 6}
	tests := []struct {
		name string
		p    Params
		i, j int
		want bool
	}{
		{"same row", nine, 0, 8, true},
		{"same column", nine, 0, 72, true},
		{"same box", nine, 0, 20, true},
		{"unrelated", nine, 0, 31, false},
		{"itself", nine, 40, 40, false},
		{"main diagonal without X", nine, 0, 80, false},
		{"main diagonal with X", x9, 0, 80, true},
		{"anti-diagonal with X", x9, 8, 72, true},
		{"diagonal cells of different diagonals", x9, 0, 72, true}, // same column
		{"centre and a corner with X", x9, 40, 10, true},
		{"off-diagonal with X", x9, 1, 79, false},
		{"6x6 box is 2 rows by 3 columns", six, 0, 8, true},
		{"6x6 next box", six, 0, 3, true}, // same row
		{"6x6 not a box mate", six, 0, 9, false},
		{"out of range", nine, 0, 81, false},
	}
	for _, tc := range tests {
		if got := tc.p.Sees(tc.i, tc.j); got != tc.want {
			t.Errorf("%s: Sees(%d, %d) = %v, want %v", tc.name, tc.i, tc.j, got, tc.want)
		}
		if got := tc.p.Sees(tc.j, tc.i); got != tc.want {
			t.Errorf("%s: not symmetric", tc.name)
		}
	}
}

func TestClearPeers(t *testing.T) {
	s, err := ParseGrid("................", false)
	if err != nil {
		t.Fatal(err)
	}
	var mk Marks
	for i := 0; i < 16; i++ {
		mk[i] = 0b1111
	}
	got := mk.ClearPeers(s, 0, 3) // a 3 written in r1c1 of a 4×4
	for i := 0; i < 16; i++ {
		r, c := i/4, i%4
		peer := i != 0 && (r == 0 || c == 0 || (r < 2 && c < 2))
		want := DigitSet(0b1111)
		if peer {
			want = 0b1011
		}
		if got[i] != want {
			t.Errorf("cell %d: marks %04b, want %04b", i, got[i], want)
		}
	}
	if mk.ClearPeers(s, 0, 0) != mk || mk.ClearPeers(s, 0, 5) != mk {
		t.Error("a digit outside 1..4 changed the marks")
	}
}
