package sudoku

import "testing"

// Each kind of edit does what its method does; a hint without its step
// and an unknown kind are errors.
func TestEdit(t *testing.T) {
	g, err := ParseGrid("1..4.41.2..3.32.", false) // 4×4: r1c2, r1c3 empty
	if err != nil {
		t.Fatal(err)
	}
	p := NewNoted(g, nil)
	tests := []struct {
		name  string
		e     Edit
		cell  int // the cell to look at
		digit int // its digit after the edit
		marks DigitSet
		bad   bool
	}{
		{"enter", Edit{Kind: EditEnter, Row: 0, Col: 1, Digit: 2}, 1, 2, 0, false},
		{"a given cannot change", Edit{Kind: EditEnter, Row: 0, Col: 0, Digit: 2}, 0, 1, 0, true},
		{"mark", Edit{Kind: EditMark, Row: 0, Col: 2, Digit: 3}, 2, 0, 1 << 2, false},
		{"fill", Edit{Kind: EditFill}, 1, 0, 1 << 1, false},
		{"place", Edit{Kind: EditPlace, Row: 0, Col: 1, Digit: 2, Guess: true}, 1, 2, 0, false},
		{"erase nothing", Edit{Kind: EditErase, Row: 0, Col: 1}, 1, 0, 0, true},
		{"a hint without its step", Edit{Kind: EditHint}, 1, 0, 0, true},
		{"an unknown kind", Edit{Kind: 99}, 1, 0, 0, true},
	}
	for _, tc := range tests {
		got, err := p.Do(tc.e)
		if (err != nil) != tc.bad {
			t.Errorf("%s: error %v", tc.name, err)
			continue
		}
		if err != nil {
			continue
		}
		if got.Grid.Cell(tc.cell) != tc.digit || got.Marks()[tc.cell] != tc.marks {
			t.Errorf("%s: cell %d holds %d, marks %b; want %d, %b", tc.name, tc.cell, got.Grid.Cell(tc.cell), got.Marks()[tc.cell], tc.digit, tc.marks)
		}
	}
}

// A search's steps become edits that replay it: a guess stays a guess.
func TestEditsOf(t *testing.T) {
	got := EditsOf([]Step{Place{Row: 1, Col: 2, Digit: 3, Guess: true}, Remove{Row: 1, Col: 2}, Place{Row: 0, Col: 0, Digit: 4}})
	want := []Edit{
		{Kind: EditPlace, Guess: true, Row: 1, Col: 2, Digit: 3},
		{Kind: EditRemove, Row: 1, Col: 2},
		{Kind: EditPlace, Digit: 4},
	}
	if len(got) != len(want) {
		t.Fatalf("EditsOf = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("edit %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// A saved game reads as a position of its size, with its marks when it
// has some; a grid of another size is refused.
func TestParseNoted(t *testing.T) {
	tests := []struct {
		puzzle, entries, marks string
		size                   int
		marked, bad            bool
	}{
		{"1..4.41.2..3.32.", "", "", 4, false, false},
		{"1..4.41.2..3.32.", ".2..............", "", 4, false, false},
		{"1..4.41.2..3.32.", "", "", 9, false, true},
		{"1..4.41.2..3.32.", "", "x", 4, false, true},
	}
	for _, tc := range tests {
		p, err := ParseNoted(tc.puzzle, tc.entries, tc.marks, Params{Size: tc.size})
		if (err != nil) != tc.bad || err == nil && p.HasMarks() != tc.marked {
			t.Errorf("ParseNoted(%q, %q, %q, %d) = marks %v, error %v", tc.puzzle, tc.entries, tc.marks, tc.size, p.HasMarks(), err)
		}
	}
}
