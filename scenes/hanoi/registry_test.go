package hanoi

import (
	"encoding/json"
	"flag"
	"io"
	"strings"
	"testing"

	"puzzleworks/scenes/ui"
)

func TestSettingsSection(t *testing.T) {
	tests := []struct {
		saved string
		ok    bool
	}{
		{`{"n":9,"pegs":4}`, true},
		{`{"n":12}`, true},
		{`{}`, true},
		{`{"n":13,"pegs":3}`, false},
		{`{"n":0}`, false},
		{`{"pegs":5}`, false},
		{`{"n":"six"}`, false},
		{`[1]`, false},
	}
	for _, tc := range tests {
		if err := paramTable().CheckSection(json.RawMessage(tc.saved)); (err == nil) != tc.ok {
			t.Errorf("CheckSection(%s) = %v, want ok %v", tc.saved, err, tc.ok)
		}
	}
}

func TestMigrateOldSettings(t *testing.T) {
	tests := []struct {
		old  map[string]string
		want string
	}{
		{map[string]string{"hanoiStones": "9", "hanoiPegs": "4", "muted": "true"}, `{"n":9,"pegs":4}`},
		{map[string]string{"hanoiStones": "8"}, `{"n":8,"pegs":3}`},
		{map[string]string{"hanoiStones": "99"}, ``},
		{map[string]string{"other": "1"}, ``},
	}
	for _, tc := range tests {
		old := map[string]json.RawMessage{}
		for k, v := range tc.old {
			old[k] = json.RawMessage(v)
		}
		if got := string(Puzzle().Migrate(old)); got != tc.want {
			t.Errorf("Migrate(%v) = %s, want %s", tc.old, got, tc.want)
		}
	}
}

func TestRegistryEntry(t *testing.T) {
	env := ui.NewEnv()
	tests := []struct {
		saved    string
		args     []string
		position string
		settings string
	}{
		{"", nil, "6,5,4,3,2,1//", `{"n":6,"pegs":3}`},
		{`{"n":9,"pegs":4}`, nil, "9,8,7,6,5,4,3,2,1///", `{"n":9,"pegs":4}`},
		{`{"n":9,"pegs":4}`, []string{"-n", "5"}, "5,4,3,2,1///", `{"n":5,"pegs":4}`},
		{`{"n":9,"pegs":4}`, []string{"-from", "3/2/1"}, "3/2/1", `{"n":3,"pegs":3}`},
	}
	for _, tc := range tests {
		fs := flag.NewFlagSet("play hanoi", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		read := Puzzle().Flags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		l, err := read()
		if err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		if tc.args == nil {
			l = nil
		}
		var saved json.RawMessage
		if tc.saved != "" {
			saved = json.RawMessage(tc.saved)
		}
		sc, err := Puzzle().New(env, saved, l)
		if err != nil {
			t.Fatal(err)
		}
		st := sc.Snapshot()
		got, err := json.Marshal(sc.Settings())
		if err != nil {
			t.Fatal(err)
		}
		if st.Position != tc.position || string(got) != tc.settings {
			t.Errorf("saved %s, args %q: position %s, settings %s; want %s, %s", tc.saved, tc.args, st.Position, got, tc.position, tc.settings)
		}
		args := strings.Join(sc.Args(), " ")
		if want := "-from=" + tc.position; !strings.Contains(args, want) {
			t.Errorf("args %q lack %s", args, want)
		}
	}
}
