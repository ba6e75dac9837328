package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"puzzleworks/scenes"
	"puzzleworks/scenes/bridge"
	"puzzleworks/scenes/puzzles"
	"puzzleworks/solver/cli"
)

// TestRegistryFlagsAgree checks, for every puzzle of the registry, that
// each flag the scene declares (given its default value) is read the same
// by `solve`, by `play` and from the page's address.
func TestRegistryFlagsAgree(t *testing.T) {
	for _, entry := range puzzles.All() {
		t.Run(entry.Name, func(t *testing.T) {
			fs := flag.NewFlagSet("probe", flag.ContinueOnError)
			entry.Flags(fs)
			fs.VisitAll(func(f *flag.Flag) {
				if f.Name == "from" {
					return // no default position: checked per puzzle below
				}
				arg := "-" + f.Name + "=" + f.DefValue
				var out, errb bytes.Buffer
				code := cli.Solve(entry.Name, []string{arg}, cli.IO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb})
				// A puzzle read from standard input (sudoku, stars) has none
				// here; only a complaint about the flag itself is a failure.
				msg := errb.String()
				if code == cli.ExitBadInput && (strings.Contains(msg, "flag provided but not defined") ||
					strings.Contains(msg, "invalid value") || strings.Contains(msg, "-"+f.Name)) {
					t.Errorf("solve %s %s: exit %d: %s", entry.Name, arg, code, msg)
				}
				if _, code := parseScene("play", []string{entry.Name, arg}, io.Discard); code != -1 {
					t.Errorf("play %s %s: exit %d", entry.Name, arg, code)
				}
				query := "?play=" + entry.Name + "&" + f.Name + "=" + f.DefValue
				args := bridge.ArgsFromQuery(query)
				if _, code := parseScene("play", args[1:], io.Discard); code != -1 {
					t.Errorf("address %s gave %q: exit %d", query, args, code)
				}
			})
		})
	}
}

func TestParseScene(t *testing.T) {
	tests := []struct {
		cmd     string
		args    []string
		code    int
		wantErr string
	}{
		{"play", []string{"hanoi"}, -1, ""},
		{"play", []string{"hanoi", "-n", "8", "-pegs", "4", "-replay", "-speed", "4"}, -1, ""},
		{"play", []string{"hanoi", "-n", "99"}, 2, "play hanoi: -n: the scene shows 1..12 stones (the solver takes up to 63 with 3 piles), got 99"},
		{"play", []string{"hanoi", "-n", "0"}, 2, "-n: the scene shows 1..12 stones (the solver takes up to 63 with 3 piles), got 0"},
		{"play", []string{"hanoi", "-n", "14", "-pegs", "4"}, 2, "(the solver takes up to 16 with 4 piles), got 14"},
		{"play", []string{"hanoi", "-pegs", "5"}, 2, "-pegs must be 3 or 4, got 5"},
		{"play", []string{"hanoi", "-from", "13,12,11,10,9,8,7,6,5,4,3,2,1//"}, 2, "-from: the scene shows 1..12 stones"},
		{"play", []string{"hanoi", "-from", "1,2//"}, 2, "pile A: stone 2 cannot rest on stone 1"},
		{"play", []string{"hanoi", "-from", "3/2/1"}, -1, ""},
		{"play", []string{"hanoi", "-speed", "3"}, 2, "-speed must be one of 0.25, 0.5, 1, 2, 4, 8, 16, got 3"},
		{"play", []string{"hanoi", "extra"}, 2, `unexpected argument "extra"`},
		{"play", []string{"chess"}, 2, `no scene for "chess"`},
		{"play", []string{}, 2, "name a puzzle"},
		{"play", []string{"menu"}, 2, `no scene for "menu"`},
		{"shot", []string{"menu", "-o", "x.png"}, -1, ""},
		{"shot", []string{"hanoi", "-ticks", "-1"}, 2, "-ticks must be 0 or more"},
		{"play", []string{"hanoi", "-h"}, 0, ""},
	}
	for _, tc := range tests {
		var errb bytes.Buffer
		_, code := parseScene(tc.cmd, tc.args, &errb)
		if code != tc.code || !strings.Contains(errb.String(), tc.wantErr) {
			t.Errorf("%s %q: exit %d, stderr %q; want %d and %q", tc.cmd, tc.args, code, errb.String(), tc.code, tc.wantErr)
		}
	}
}

// buildBinary builds the program once for the tests that run it.
func buildBinary(t *testing.T) string {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: run the tests under xvfb-run to check shots")
	}
	bin := filepath.Join(t.TempDir(), "puzzleworks")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func TestShot(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "PUZZLEWORKS_NOSOUND=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%q: %v\n%s", args, err, out)
		}
	}
	pixels := func(name string) []byte {
		t.Helper()
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		img, err := png.Decode(f)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
			for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
				r, g, bl, a := img.At(x, y).RGBA()
				b.Write([]byte{byte(r >> 8), byte(g >> 8), byte(bl >> 8), byte(a >> 8)})
			}
		}
		return b.Bytes()
	}

	t.Run("state", func(t *testing.T) {
		run("shot", "hanoi", "-n", "3", "-replay", "-ticks", "100000", "-o", filepath.Join(dir, "won.png"), "-state", filepath.Join(dir, "won.json"))
		data, err := os.ReadFile(filepath.Join(dir, "won.json"))
		if err != nil {
			t.Fatal(err)
		}
		var s scenes.Snapshot
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatal(err)
		}
		params, _ := json.Marshal(s.Params)
		if s.Scene != "hanoi" || string(params) != `{"n":3,"pegs":3}` || s.Position != "/3,2,1/" || s.Moves != 7 ||
			s.Playing || !s.Idle || !s.Won || !strings.Contains(s.Status, "Solved in 7 moves") || s.Ticks != 100000 {
			t.Errorf("snapshot after the replay: %s", data)
		}
		run("shot", "hanoi", "-from", "4/3/2,1/", "-ticks", "1", "-o", filepath.Join(dir, "from.png"), "-state", filepath.Join(dir, "from.json"))
		data, _ = os.ReadFile(filepath.Join(dir, "from.json"))
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatal(err)
		}
		if s.Position != "4/3/2,1/" || s.Moves != 0 || s.Won {
			t.Errorf("snapshot of -from: %s", data)
		}
	})

	t.Run("fast-forward draws the same picture", func(t *testing.T) {
		for _, ticks := range []string{"1", "97", "400"} {
			ff, slow := "ff"+ticks+".png", "slow"+ticks+".png"
			run("shot", "hanoi", "-n", "4", "-replay", "-ticks", ticks, "-o", filepath.Join(dir, ff), "-state", filepath.Join(dir, ff+".json"))
			run("shot", "hanoi", "-n", "4", "-replay", "-ticks", ticks, "-ff=false", "-o", filepath.Join(dir, slow), "-state", filepath.Join(dir, slow+".json"))
			a, _ := os.ReadFile(filepath.Join(dir, ff+".json"))
			b, _ := os.ReadFile(filepath.Join(dir, slow+".json"))
			if !bytes.Equal(a, b) {
				t.Errorf("-ticks %s: states differ:\n%s\n%s", ticks, a, b)
			}
			// The GPU may round an edge pixel by one level when images sit
			// elsewhere in its atlas (more frames drawn, more glyphs cached);
			// anything more is a real difference.
			if n, worst := differ(pixels(ff), pixels(slow)); n > 20 || worst > 2 {
				t.Errorf("-ticks %s: the fast-forwarded picture differs from the one drawn frame by frame in %d pixels, by up to %d levels", ticks, n, worst)
			}
		}
		run("shot", "hanoi", "-n", "4", "-replay", "-ticks", "400", "-o", filepath.Join(dir, "again.png"))
		if !bytes.Equal(pixels("ff400.png"), pixels("again.png")) {
			t.Error("the same shot twice gave different pictures")
		}
		if bytes.Equal(pixels("ff1.png"), pixels("ff400.png")) {
			t.Error("the crane did not move between tick 1 and tick 400")
		}
	})
}

// differ counts the pixels of two same-sized RGBA buffers that differ, and
// the largest difference of a channel.
func differ(a, b []byte) (pixels, worst int) {
	if len(a) != len(b) {
		return len(a) / 4, 255
	}
	for i := 0; i < len(a); i += 4 {
		d := 0
		for c := range 4 {
			d = max(d, abs(int(a[i+c])-int(b[i+c])))
		}
		if d > 0 {
			pixels++
			worst = max(worst, d)
		}
	}
	return pixels, worst
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
