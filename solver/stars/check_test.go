package stars

import (
	"flag"
	"strings"
	"testing"
)

func TestStarClash(t *testing.T) {
	p := mustPuzzle(t, "AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE", 1)
	s, err := NewState(p, "....../....../..*.../....../....../......")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		r, c int
		want Clash
		ok   bool
	}{
		{3, 3, Clash{Kind: Touch, Row: 2, Col: 2}, true},
		{1, 1, Clash{Kind: Touch, Row: 2, Col: 2}, true},
		{2, 5, Clash{Kind: Row, Index: 2}, true},
		{5, 2, Clash{Kind: Column, Index: 2}, true},
		{4, 3, Clash{Kind: Region, Index: p.Region(2, 2)}, true},
		{0, 0, Clash{}, false},
		{2, 2, Clash{}, false}, // already a star
		{9, 0, Clash{}, false}, // off the grid
	}
	for _, tc := range tests {
		got, ok := s.StarClash(tc.r, tc.c)
		if got != tc.want || ok != tc.ok {
			t.Errorf("StarClash(%d, %d) = %+v, %v; want %+v, %v", tc.r, tc.c, got, ok, tc.want, tc.ok)
		}
		// It agrees with Apply.
		_, err := s.Apply(Move{Kind: PlaceStar, Row: tc.r, Col: tc.c})
		if (err != nil) != ok && tc.r < 6 {
			t.Errorf("StarClash(%d, %d) says %v but Apply says %v", tc.r, tc.c, ok, err)
		}
	}
}

func TestShortages(t *testing.T) {
	p := mustPuzzle(t, "AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE", 1)
	tests := []struct {
		marks string
		want  []Shortage
	}{
		{"....../....../....../....../....../......", nil},
		// Region D is one cell: a dot leaves it no room.
		{"....../....../...x../....../....../......", []Shortage{{Kind: Region, Index: p.Region(2, 3), Need: 1}}},
		// A row of dots.
		{"xxxxxx/....../....../....../....../......", []Shortage{{Kind: Row, Index: 0, Need: 1}}},
		// A star beside D takes its only cell.
		{"....../....../..*.../....../....../......", []Shortage{{Kind: Region, Index: p.Region(2, 3), Need: 1}}},
	}
	for _, tc := range tests {
		s, err := NewState(p, tc.marks)
		if err != nil {
			t.Fatal(err)
		}
		got := s.Shortages(nil)
		if len(got) != len(tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.marks, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: %+v, want %+v", tc.marks, got[i], tc.want[i])
			}
		}
	}
}

func TestCulprit(t *testing.T) {
	p := mustPuzzle(t, "AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE", 1)
	tests := []struct {
		marks string
		want  Move
		ok    bool
	}{
		{"....../....../....../....../....../......", Move{}, false},
		{"*...../....../....../....../....../......", Move{PlaceStar, 0, 0}, true},
		{"....x./....../....../....../....../......", Move{PlaceDot, 0, 4}, true},
		{"....*./....../....../....../....../......", Move{}, false}, // the solution's star
	}
	for _, tc := range tests {
		s, err := NewState(p, tc.marks)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := s.Culprit(0)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: Culprit = %v, %v; want %v, %v", tc.marks, got, ok, tc.want, tc.ok)
		}
	}
	// With two solutions, the mark whose removal lets a search succeed.
	two := mustPuzzle(t, "AAAA/BBBB/CCCC/DDDD", 1)
	s, _ := NewState(two, ".xx./..../..../....")
	if got, ok := s.Culprit(0); !ok || got != (Move{PlaceDot, 0, 1}) {
		t.Errorf("two solutions: Culprit = %v, %v; want a dot", got, ok)
	}
}

func TestFlagsFromAndArgs(t *testing.T) {
	const six = "AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE"
	tests := []struct {
		args    []string
		want    string // the position, or the error
		wantErr bool
	}{
		{[]string{"-from", six}, "....../....../....../....../....../......", false},
		{[]string{"-from", six, "-marks", "*x..../....../....../....../....../......"}, "*x..../....../....../....../....../......", false},
		{[]string{"-from", six, "-k", "2"}, "-from: k=2 is impossible on a 6×6 grid", true},
		{[]string{"-from", six, "-k", "9"}, "-k 9 is out of range, want 1 to 4", true},
		{[]string{"-from", "AB"}, "-from: row 1 has 2 cells", true},
		{[]string{"-from", six, "-marks", "**..../....../....../....../....../......"}, "-marks: star at r1c2 touches the star at r1c1", true},
		{[]string{"-marks", "*"}, "-marks needs -from", true},
	}
	for _, tc := range tests {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		f := DeclareFlags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		s, _, err := f.From()
		switch {
		case tc.wantErr && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: error %v, want %q", tc.args, err, tc.want)
		case !tc.wantErr && (err != nil || s.String() != tc.want):
			t.Errorf("%q: %v, %v; want %s", tc.args, s, err, tc.want)
		case !tc.wantErr:
			// Args give the same position back.
			fs2 := flag.NewFlagSet("t", flag.ContinueOnError)
			f2 := DeclareFlags(fs2)
			if err := fs2.Parse(s.Args(true)); err != nil {
				t.Fatal(err)
			}
			back, ok, err := f2.From()
			if err != nil || !ok || back != s || !f2.Reverse() {
				t.Errorf("%q: Args %q read back as %v, %v", tc.args, s.Args(true), back, err)
			}
		}
	}
}

func FuzzMarked(f *testing.F) {
	f.Add("*x..../....../....../....../....../......")
	f.Add("")
	f.Add("......")
	f.Add("**..../....../....../....../....../......")
	p, err := New("AAABBB/AAAABB/AACDEE/AACCCE/FCCCEE/FCEEEE", 1)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, marks string) {
		s, err := p.Marked(marks)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty error")
			}
			return
		}
		back, err := p.Marked(s.String())
		if err != nil || back != s {
			t.Fatalf("round trip of %q: %v, %v", marks, back, err)
		}
		if partialRules(s) != "" {
			t.Fatalf("%q accepted but %s", marks, partialRules(s))
		}
	})
}
