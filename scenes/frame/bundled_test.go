package frame

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestBundled: every puzzle line reaches read with its fields, comments
// and blank lines are skipped, and a line of another shape or one read
// refuses is named with its list and number.
func TestBundled(t *testing.T) {
	var got []string
	read := func(f []string) error {
		if f[0] == "3" {
			return errors.New("no 3")
		}
		got = append(got, f[0])
		return nil
	}
	for _, tc := range []struct {
		name, text string
		want       string // the first fields read, joined
		err        string
	}{
		{name: "lines", text: "# a comment\n\n1 a x\n  2 b y  \n", want: "1,2"},
		{name: "shape", text: "1 a x\n2 b\n", err: `list, line 2: want "k level regions"`},
		{name: "refused", text: "1 a x\n\n3 c z\n", err: "list, line 3: no 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got = got[:0]
			err := Bundled("list", tc.text, 3, "k level regions", read)
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || strings.Join(got, ",") != tc.want {
				t.Fatalf("read %v (%v), want %s", got, err, tc.want)
			}
		})
	}
}

// TestShelf: puzzles are filed by kind in the order put, each numbered
// among its kind; a kind with no puzzle has none.
func TestShelf(t *testing.T) {
	var s Shelf[string]
	for i, k := range []string{"a", "b", "a", "c", "a"} {
		kind, nth := s.Put(k, i)
		if want := s.Kind(k); kind != want || s.Members(kind)[nth] != i {
			t.Fatalf("puzzle %d of %q: kind %d (want %d), number %d", i, k, kind, want, nth)
		}
	}
	if got := strings.Join(s.Kinds(), ","); got != "a,b,c" {
		t.Errorf("kinds %s", got)
	}
	for _, tc := range []struct {
		k    string
		want string
	}{{"a", "[0 2 4]"}, {"b", "[1]"}, {"d", "[]"}} {
		if got := fmt.Sprint(s.Of(tc.k)); got != tc.want {
			t.Errorf("kind %q: %s, want %s", tc.k, got, tc.want)
		}
	}
	if s.Kind("d") != -1 {
		t.Error("a kind with no puzzle")
	}
}
