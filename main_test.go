package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
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
		{"play", []string{"hanoi", "-h"}, 0, "usage: puzzleworks play hanoi [flags]"},
		{"shot", []string{"hanoi", "-h"}, 0, "usage: puzzleworks shot hanoi [flags]"},
		{"shot", []string{"menu", "-h"}, 0, "usage: puzzleworks shot menu -o FILE.png"},
		{"shot", []string{"menu", "-replay", "-o", "x.png"}, 2, "shot menu: -replay and -speed replay a puzzle's solution, and the menu has none"},
		{"shot", []string{"menu", "-speed", "2", "-o", "x.png"}, 2, "the menu has none"},
		{"play", []string{"hanoi", "-n", "abc"}, 2, "play hanoi: invalid value \"abc\" for flag -n: parse error\n"},
		{"shot", []string{"hanoi", "-bogus"}, 2, "shot hanoi: flag provided but not defined: -bogus\n"},
		{"shot", []string{"hanoi", "-replay", "-o", "x.gif"}, -1, ""},
		{"shot", []string{"hanoi", "-replay", "-o", "X.GIF", "-fps", "12", "-size", "640x360", "-scale", "2", "-ticks", "90"}, -1, ""},
		{"shot", []string{"hanoi", "-o", "x.png", "-size", "640x360", "-scale", "1.5"}, -1, ""},
		{"shot", []string{"hanoi", "-replay", "-o", "x.gif", "-fps", "0"}, 2, "shot hanoi: fps 0: must be 1 to 30"},
		{"shot", []string{"hanoi", "-replay", "-o", "x.gif", "-fps", "60"}, 2, "fps 60: must be 1 to 30"},
		{"shot", []string{"hanoi", "-o", "x.png", "-fps", "10"}, 2, "-fps is the frame rate of a .gif"},
		{"shot", []string{"hanoi", "-o", "x.gif"}, 2, "a .gif records the solution's replay: add -replay"},
		{"shot", []string{"hanoi", "-replay", "-o", "x.gif", "-state", "s.json"}, 2, "-state writes the snapshot of a still picture"},
		{"shot", []string{"hanoi", "-replay", "-o", "x.gif", "-ff=false"}, 2, "-ff is for a still picture"},
		{"shot", []string{"hanoi", "-replay", "-o", "x.gif", "-ticks", "0"}, 2, "-ticks 0 records nothing"},
		{"shot", []string{"hanoi", "-o", "x.jpg"}, 2, "shot hanoi: -o x.jpg: the picture is a .png, or a .gif of the replay"},
		{"shot", []string{"hanoi", "-o", "x"}, 2, "the picture is a .png, or a .gif"},
		{"shot", []string{"hanoi", "-o", "x.png", "-size", "63x100"}, 2, "size 63x100 pixels: each side must be 64 to 4096"},
		{"shot", []string{"hanoi", "-o", "x.png", "-size", "4097x100"}, 2, "each side must be 64 to 4096"},
		{"shot", []string{"hanoi", "-o", "x.png", "-size", "2048x2048", "-scale", "2.5"}, 2, "size 5120x5120 pixels"},
		{"shot", []string{"hanoi", "-o", "x.png", "-size", "100x100", "-scale", "0.5"}, 2, "size 50x50 pixels"},
		{"shot", []string{"hanoi", "-o", "x.png", "-scale", "0"}, 2, "scale 0: must be above 0"},
		{"shot", []string{"hanoi", "-o", "x.png", "-size", "640"}, 2, `-size "640": want WIDTHxHEIGHT`},
		{"shot", []string{"menu", "-o", "x.gif"}, 2, "a .gif records the solution's replay"},
		// Sudoku's own -size is its grid; WIDTHxHEIGHT is the picture's.
		{"shot", []string{"sudoku", "-size", "4", "-size", "640x360", "-replay", "-o", "x.gif"}, -1, ""},
		{"shot", []string{"sudoku", "-size", "64x64", "-o", "x.png"}, -1, ""},
		{"shot", []string{"sudoku", "-size", "7", "-o", "x.png"}, 2, "shot sudoku: "},
		{"shot", []string{"sudoku", "-size", "10x10", "-o", "x.png"}, 2, "size 10x10 pixels"},
	}
	for _, tc := range tests {
		var errb bytes.Buffer
		_, code := parseScene(tc.cmd, tc.args, &errb)
		if code != tc.code || !strings.Contains(errb.String(), tc.wantErr) {
			t.Errorf("%s %q: exit %d, stderr %q; want %d and %q", tc.cmd, tc.args, code, errb.String(), tc.code, tc.wantErr)
		}
		// A refusal is one line, never a usage dump.
		if code == 2 && strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%s %q: stderr %q, want one line", tc.cmd, tc.args, errb.String())
		}
	}
}

func TestParseSize(t *testing.T) {
	tests := []struct {
		in   string
		w, h int
		ok   bool
	}{
		{"640x360", 640, 360, true},
		{"1280X720", 1280, 720, true},
		{"1x1", 1, 1, true},
		{"640", 0, 0, false},
		{"x360", 0, 0, false},
		{"640x", 0, 0, false},
		{"0x360", 0, 0, false},
		{"-640x360", 0, 0, false},
		{"640x360x2", 0, 0, false},
		{"6.5x3", 0, 0, false},
		{" 640x360", 0, 0, false},
		{"", 0, 0, false},
	}
	for _, tc := range tests {
		w, h, err := parseSize(tc.in)
		if (err == nil) != tc.ok || w != tc.w || h != tc.h {
			t.Errorf("parseSize(%q) = %d, %d, %v; want %d, %d, ok %v", tc.in, w, h, err, tc.w, tc.h, tc.ok)
		}
	}
}

func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"640x360", "1X1", "x", "99999999999999999999x1", "+5x-5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := parseSize(s)
		if err != nil {
			if w != 0 || h != 0 || strings.Contains(err.Error(), "\n") {
				t.Fatalf("parseSize(%q) = %d, %d, %q", s, w, h, err)
			}
			return
		}
		if w < 1 || h < 1 {
			t.Fatalf("parseSize(%q) = %d, %d: not positive", s, w, h)
		}
		// What is read writes back the same, up to case and signs.
		if w2, h2, err := parseSize(fmt.Sprintf("%dx%d", w, h)); err != nil || w2 != w || h2 != h {
			t.Fatalf("parseSize(%q) = %d, %d, but %dx%d reads as %d, %d, %v", s, w, h, w, h, w2, h2, err)
		}
	})
}

// TestRunCommands checks the top-level commands: help on standard output,
// an unknown command in one line.
func TestRunCommands(t *testing.T) {
	tests := []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"help"}, 0, "usage:\n  puzzleworks ", ""},
		{[]string{"-h"}, 0, "exit status: 0 done, 1 no solution", ""},
		{[]string{"frobnicate"}, 2, "", "puzzleworks: unknown command \"frobnicate\": want play, solve, rate, generate, shot or help\n"},
		{[]string{"rate"}, 2, "", "rate: name a puzzle (stars, sudoku)"},
		{[]string{"generate", "hanoi"}, 2, "", "generate: unknown puzzle \"hanoi\" (want one of stars, sudoku)"},
		{[]string{"generate", "sudoku", "-size", "4", "-level", "easy", "-count", "2", "-seed", "3"}, 0, "\n", ""},
		{[]string{"generate", "stars", "-n", "6", "-k", "1", "-level", "easy", "-seed", "3"}, 0, "/", ""},
		{[]string{"solve"}, 2, "", "solve: name a puzzle ("},
		{[]string{"solve", "hanoi", "-h"}, 0, "", "usage: puzzleworks solve hanoi [-n N]"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := run(tc.args, strings.NewReader(""), &out, &errb)
		if code != tc.code || !strings.Contains(out.String(), tc.out) || !strings.Contains(errb.String(), tc.err) ||
			tc.err == "" && errb.Len() > 0 || code == 2 && strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, code, out.String(), errb.String(), tc.code, tc.out, tc.err)
		}
	}
}

func TestNoDisplay(t *testing.T) {
	tests := []struct {
		goos, display, wayland string
		want                   string // substring; "" for a display
	}{
		{"linux", ":0", "", ""},
		{"linux", ":0", "wayland-0", ""},
		{"linux", "", "", "no display (DISPLAY is not set)"},
		// Ebitengine's window is an X11 window: Wayland alone cannot show it.
		{"linux", "", "wayland-0", "no X display (DISPLAY is not set; the game draws through X11"},
		{"freebsd", "", "wayland-0", "no X display"},
		{"windows", "", "", ""},
		{"darwin", "", "", ""},
	}
	for _, tc := range tests {
		env := map[string]string{"DISPLAY": tc.display, "WAYLAND_DISPLAY": tc.wayland}
		got := noDisplay(tc.goos, func(k string) string { return env[k] })
		if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
			t.Errorf("%s DISPLAY=%q WAYLAND_DISPLAY=%q: %q, want %q", tc.goos, tc.display, tc.wayland, got, tc.want)
		}
	}
}

// TestRunWithoutDisplay runs the game where no window can open: one
// friendly line and exit status 1, also in a Wayland session without
// Xwayland, where the library's own error used to show.
func TestRunWithoutDisplay(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the display check is for Linux and the BSDs")
	}
	for _, wayland := range []string{"", "wayland-0"} {
		t.Setenv("DISPLAY", "")
		t.Setenv("WAYLAND_DISPLAY", wayland)
		var out, errb bytes.Buffer
		code := run(nil, strings.NewReader(""), &out, &errb)
		if code != 1 || strings.Count(errb.String(), "\n") != 1 ||
			!strings.HasPrefix(errb.String(), "puzzleworks: cannot open the game window: ") || !strings.Contains(errb.String(), "xvfb-run -a puzzleworks") {
			t.Errorf("WAYLAND_DISPLAY=%q: exit %d, stderr %q", wayland, code, errb.String())
		}
	}
}

// TestRunSolveOutputFailures writes to a real full device and a real
// closed pipe: exit status 3 with a line for the first, a quiet stop for
// the second.
func TestRunSolveOutputFailures(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	for _, args := range [][]string{{"solve", "hanoi", "-n", "30"}, {"solve", "river"}, {"solve", "coins", "-count"},
		{"solve", "sudoku", "-count", "-limit", "5", strings.Repeat(".", 81)}} {
		var errb bytes.Buffer
		code := run(args, strings.NewReader(""), full, &errb)
		if code != cli.ExitIO || !strings.Contains(errb.String(), "cannot write standard output") || !strings.Contains(errb.String(), "no space left on device") {
			t.Errorf("%q >/dev/full: exit %d, stderr %q; want %d and a line saying so", args, code, errb.String(), cli.ExitIO)
		}
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close() // the reader is gone, as after `| head`
	defer w.Close()
	var errb bytes.Buffer
	if code := run([]string{"solve", "hanoi", "-n", "20"}, strings.NewReader(""), w, &errb); code != 0 || errb.Len() != 0 {
		t.Errorf("solve hanoi into a closed pipe: exit %d, stderr %q; want a quiet stop", code, errb.String())
	}
}

// buildBinary builds the program once for the tests that run it.
func buildBinary(t testing.TB) string {
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
			s.Playing || !s.Idle || !s.Won || !strings.Contains(s.Status, "Solved in 7 moves") || s.Ticks != 100000 || s.FrameMs <= 0 {
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
			// frameMs, ticksPerFrame and the frames drawn measure this
			// machine (a fast-forward draws fewer frames), so they are
			// left out of the comparison.
			frameMs := regexp.MustCompile(`(?m)^\s*"(frameMs|ticksPerFrame|frames)": [0-9.e+-]+,?\n?`)
			a, _ := os.ReadFile(filepath.Join(dir, ff+".json"))
			b, _ := os.ReadFile(filepath.Join(dir, slow+".json"))
			a, b = frameMs.ReplaceAll(a, nil), frameMs.ReplaceAll(b, nil)
			if !bytes.Equal(a, b) {
				t.Errorf("-ticks %s: states differ:\n%s\n%s", ticks, a, b)
			}
			// The GPU may round an edge pixel by one level when images sit
			// elsewhere in its atlas (more frames drawn, more glyphs cached,
			// the bar's icons made when the first scene needs them): a few
			// dozen pixels of the 921,600; anything more is a real
			// difference.
			if n, worst := differ(pixels(ff), pixels(slow)); n > 100 || worst > 2 {
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

// headWriter takes the first lines and then fails as a pipe does whose
// reader has gone, like `| head`.
type headWriter struct{ lines int }

func (w *headWriter) Write(p []byte) (int, error) {
	if w.lines >= 10 {
		return 0, syscall.EPIPE
	}
	w.lines += bytes.Count(p, []byte("\n"))
	return len(p), nil
}

// TestReadmeExamples runs the README's `./puzzleworks solve` examples as
// written: each must end with the status its comment says (1 when it says
// "exits 1", else 0) and print something.
func TestReadmeExamples(t *testing.T) {
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "go build -o puzzleworks .") {
		t.Error("the README never says how to build ./puzzleworks")
	}
	n := 0
	for line := range strings.Lines(string(data)) {
		if !strings.HasPrefix(line, "./puzzleworks solve ") {
			continue
		}
		n++
		cmd, comment, _ := strings.Cut(strings.TrimSpace(line), "  #")
		want := 0
		if strings.Contains(comment, "exits 1") {
			want = 1
		}
		var stdin io.Reader = strings.NewReader("")
		var stdout io.Writer = &bytes.Buffer{}
		if c, ok := strings.CutSuffix(strings.TrimSpace(cmd), "| head"); ok {
			cmd, stdout = c, &headWriter{}
		}
		if c, file, ok := strings.Cut(cmd, "<"); ok {
			f, err := os.Open(strings.TrimSpace(file))
			if err != nil {
				t.Fatalf("%s: %v", line, err)
			}
			defer f.Close()
			cmd, stdin = c, f
		}
		args := strings.Fields(cmd)[1:]
		var errb bytes.Buffer
		if code := run(args, stdin, stdout, &errb); code != want {
			t.Errorf("%s: exit %d, want %d; stderr %q", strings.TrimSpace(line), code, want, errb.String())
		}
		if b, ok := stdout.(*bytes.Buffer); ok && b.Len() == 0 && want == 0 {
			t.Errorf("%s: printed nothing", strings.TrimSpace(line))
		}
	}
	if n < 5 {
		t.Errorf("found %d solve examples in the README, want at least 5", n)
	}
}

// TestRecoverScene opens broken share links as the browser build does:
// the named puzzle with the good flags, each bad one named in a line.
func TestRecoverScene(t *testing.T) {
	tests := []struct {
		query  string
		puzzle string
		want   []string // in the notice's lines, in order
	}{
		{"?play=hanoi&n=99", "hanoi", []string{`n = "99": the scene shows 1..12 stones`}},
		{"?play=hanoi&n=8&pegs=5", "hanoi", []string{`pegs = "5": pegs must be 3 or 4`}},
		{"?play=nosuch", "", []string{`play = "nosuch": no such puzzle; showing the menu`}},
		{"?n=3", "", []string{"no puzzle named", `left out "n"`}},
		{"?play=pulley&nosuchflag=1", "pulley", []string{`nosuchflag = "1": The Queen's Escape has no parameter "nosuchflag" (it takes from, graph, limit, objects, people, replay, speed)`}},
		{"?play=pulley&limit=abc", "pulley", []string{`limit = "abc": want a whole number`}},
		{"?play=river&couples=9", "river", []string{`couples = "9": the scene shows 1 to 6 couples`}},
		{"?play=river&from=H1//near", "river", []string{`from = "H1//near"`, "showing the start"}},
		{"?play=sudoku&from=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..", "sudoku", []string{"want 81 cells, got 79; showing the start"}},
		{"?play=stars&k=9", "stars", []string{`k = "9"`}},
		{"?play=coins&n=99&replay=maybe", "coins", []string{`n = "99"`, `replay = "maybe": want true or false`}},
		{"?play=hanoi&speed=3&replay", "hanoi", []string{`speed = "3": speed must be one of`}},
		{"?play=hanoi&from=" + strings.Repeat("1,", 5000), "hanoi", []string{`from = "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1…"`}},
	}
	for _, tc := range tests {
		cfg := recoverScene(bridge.ArgsFromQuery(tc.query)[1:])
		if cfg.puzzle != tc.puzzle {
			t.Errorf("%s: opens %q, want %q", tc.query, cfg.puzzle, tc.puzzle)
		}
		text := strings.Join(noticeLines(cfg.problems, ""), "\n")
		at := 0
		for _, w := range tc.want {
			i := strings.Index(text[at:], w)
			if i < 0 {
				t.Errorf("%s: notice\n%s\nlacks (after %d) %q", tc.query, text, at, w)
				break
			}
			at += i + len(w)
		}
		for _, l := range noticeLines(cfg.problems, "") {
			if n := len([]rune(l)); n > 160 {
				t.Errorf("%s: a line of %d characters: %q", tc.query, n, l)
			}
		}
	}
}

// TestRecoverKeepsGoodFlags checks that the flags a broken link keeps are
// the good ones: the game opens with them.
func TestRecoverKeepsGoodFlags(t *testing.T) {
	cfg := recoverScene(bridge.ArgsFromQuery("?play=hanoi&n=99&pegs=4&n=5&replay&speed=4")[1:])
	if cfg.puzzle != "hanoi" || !cfg.replay || cfg.speed != 4 || cfg.launch == nil || len(cfg.problems) != 1 {
		t.Fatalf("got %+v", cfg)
	}
	// The shown values come from the address the game opened with.
	lines := noticeLines(cfg.problems, "play=hanoi&n=5&pegs=4&from=5,4,3,2,1//")
	if len(lines) != 1 || !strings.HasSuffix(lines[0], "; showing 5") {
		t.Errorf("notice %q", lines)
	}
}

// browserOptions are the game's options for cfg as a page opens it.
func browserOptions(cfg gameConfig) scenes.Options {
	return scenes.Options{Puzzles: puzzles.All(), Puzzle: cfg.puzzle, Launch: cfg.launch, Replay: cfg.replay, Speed: cfg.speed, NoInput: true}
}

// TestOpenGameFallsBack: a position that parses but that the scene
// refuses opens the puzzle at its start; the notice names it.
func TestOpenGameFallsBack(t *testing.T) {
	for _, tc := range []struct{ query, scene, position, status string }{
		{"?play=coins&n=9&from=0,3,0", "coins", "-", `from = "0,3,0": on the star {9/3}: point 0 is listed twice; showing the start`},
		{"?play=hanoi&n=99&replay", "hanoi", "", `n = "99"`},
		{"?play=river&from=H1,H2,H3,W1,W2,W3//far", "river", "H1,H2,H3,W1,W2,W3//near",
			`from = "H1,H2,H3,W1,W2,W3//far": no game reaches it: the 40 positions reachable from the start do not include it; showing the start`},
		{"?play=river&from=H1,H2,W1,W2/H3,W3/far", "river", "H1,H2,W1,W2/H3,W3/far", ""},
	} {
		cfg := recoverScene(bridge.ArgsFromQuery(tc.query)[1:])
		g, err := openGame(cfg, browserOptions(cfg))
		if err != nil {
			t.Fatalf("%s: %v", tc.query, err)
		}
		s := g.Snapshot()
		if s.Scene != tc.scene || (tc.position != "" && s.Position != tc.position) || !strings.Contains(s.Status, tc.status) {
			t.Errorf("%s: %+v", tc.query, s)
		}
	}
}

// FuzzRecoverScene: any address opens a puzzle or the menu, never an exit.
func FuzzRecoverScene(f *testing.F) {
	for _, q := range []string{"?play=hanoi&n=99", "?play=pulley&people=a=1&from=a/", "?play=river&couples=2&boat=3&one-back",
		"?play=sudoku&x&size=4&from=1...", "?play=stars&n=6&k=1&from=AABBCC", "?play=coins&n=9&k=2&from=0,1", "?%zz&play=hanoi&&pegs="} {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, q string) {
		args := bridge.ArgsFromQuery(q)
		if len(args) == 0 {
			return // the menu, as a plain page
		}
		cfg := recoverScene(args[1:])
		if cfg.puzzle != "" {
			if _, ok := scenes.Find(puzzles.All(), cfg.puzzle); !ok {
				t.Fatalf("%q opens %q, no puzzle", q, cfg.puzzle)
			}
		}
		g, err := openGame(cfg, browserOptions(cfg))
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		if s := g.Snapshot(); s.Scene != cfg.puzzle && s.Scene != "menu" {
			t.Fatalf("%q opens %q", q, s.Scene)
		}
		for _, l := range noticeLines(cfg.problems, "") {
			if n := len([]rune(l)); n > 160 {
				t.Fatalf("%q: a line of %d characters", q, n)
			}
		}
	})
}

// decodeGIF reads a GIF file and composes its frames as a viewer shows
// them: the pictures, the delays and the GIF itself.
func decodeGIF(t testing.TB, path string) ([]*image.RGBA, *gif.GIF) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	canvas := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	var frames []*image.RGBA
	for _, fr := range g.Image {
		draw.Draw(canvas, fr.Bounds(), fr, fr.Bounds().Min, draw.Over)
		frames = append(frames, image.NewRGBA(canvas.Bounds()))
		copy(frames[len(frames)-1].Pix, canvas.Pix)
	}
	return frames, g
}

// meanError is the mean difference of the colour channels of two pictures
// of the same size.
func meanError(a, b []byte) float64 {
	if len(a) != len(b) {
		return 255
	}
	sum := 0
	for i := range a {
		if i%4 != 3 {
			sum += abs(int(a[i]) - int(b[i]))
		}
	}
	return float64(sum) / float64(len(a)/4*3)
}

// centis is the GIF time of tick t, as the recorder rounds it.
func centis(t int) int { return (t*100 + 30) / 60 }

func TestShotGIF(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "PUZZLEWORKS_NOSOUND=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%q: %v\n%s", args, err, out)
		}
		return string(out)
	}
	state := func(ticks int) scenes.Snapshot {
		t.Helper()
		js := filepath.Join(dir, fmt.Sprintf("s%d.json", ticks))
		run("shot", "hanoi", "-n", "3", "-replay", "-speed", "4", "-size", "320x180", "-ticks", strconv.Itoa(ticks),
			"-o", filepath.Join(dir, fmt.Sprintf("s%d.png", ticks)), "-state", js)
		data, err := os.ReadFile(js)
		if err != nil {
			t.Fatal(err)
		}
		var s scenes.Snapshot
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	still := func(ticks int) []byte {
		t.Helper()
		img := pngRGBA(t, filepath.Join(dir, fmt.Sprintf("s%d.png", ticks)))
		return img.Pix
	}

	out := run("shot", "hanoi", "-n", "3", "-replay", "-speed", "4", "-size", "320x180", "-o", filepath.Join(dir, "h.gif"))
	if !strings.Contains(out, "h.gif: 320x180,") {
		t.Errorf("shot said %q", out)
	}
	frames, g := decodeGIF(t, filepath.Join(dir, "h.gif"))
	if g.Config.Width != 320 || g.Config.Height != 180 {
		t.Errorf("the GIF is %dx%d, want 320x180", g.Config.Width, g.Config.Height)
	}
	if len(frames) < 20 {
		t.Fatalf("%d frames for a 7-move replay", len(frames))
	}
	smaller := 0
	total := 0
	for i, fr := range g.Image {
		total += g.Delay[i]
		if fr.Bounds().Dx()*fr.Bounds().Dy() < 320*180 {
			smaller++
		}
	}
	if smaller < len(g.Image)/2 {
		t.Errorf("only %d of %d frames store less than the whole picture", smaller, len(g.Image))
	}
	if last := g.Delay[len(g.Delay)-1]; last < 150 {
		t.Errorf("the last frame stays %d hundredths of a second, want a hold of at least 1.5 s", last)
	}
	// The delays add up to the replay's length: the first frame after its
	// first tick, the last at the win, then the hold of 90 ticks.
	length := -1
	for l := 2; l < 10000; l++ {
		if centis(l+90)-centis(1) == total {
			length = l
			break
		}
	}
	if length < 0 {
		t.Fatalf("delays adding up to %d hundredths fit no length in ticks", total)
	}
	if s := state(length); !s.Won || !s.Idle {
		t.Errorf("the delays say the replay lasts %d ticks, but then the game is %+v, not won", length, s)
	}
	if s := state(length - 1); s.Idle {
		t.Errorf("the delays say the replay lasts %d ticks, but a tick earlier it is already at rest: %+v", length, s)
	}
	state(1)
	if e := meanError(frames[0].Pix, still(1)); e > 4 {
		t.Errorf("the first frame differs from shot -ticks 1 by %.2f levels on average", e)
	}
	if e := meanError(frames[len(frames)-1].Pix, still(length)); e > 4 {
		t.Errorf("the last frame differs from the won position's shot by %.2f levels on average", e)
	}
	if e := meanError(frames[0].Pix, still(length)); e < 8 {
		t.Errorf("the first and the won frame differ by only %.2f levels: nothing moved?", e)
	}
}

// pngRGBA reads a PNG file as RGBA.
func pngRGBA(t testing.TB, path string) *image.RGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewRGBA(m.Bounds())
	draw.Draw(img, img.Bounds(), m, m.Bounds().Min, draw.Src)
	return img
}

func TestShotSizes(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	tests := []struct {
		args   []string
		w, h   int // the picture, device pixels
		cw, ch int // the screen the game laid out, CSS pixels
	}{
		{[]string{"-size", "640x360"}, 640, 360, 640, 360},
		{[]string{"-size", "640x360", "-scale", "2"}, 1280, 720, 640, 360},
		{[]string{"-size", "400x400"}, 400, 400, 400, 400},
		{[]string{"-size", "390x844", "-scale", "3"}, 1170, 2532, 390, 844},
		{nil, 1280, 720, 1280, 720},
	}
	for i, tc := range tests {
		out := filepath.Join(dir, fmt.Sprintf("p%d.png", i))
		state := filepath.Join(dir, fmt.Sprintf("p%d.json", i))
		args := append([]string{"shot", "hanoi", "-ticks", "1", "-o", out, "-state", state}, tc.args...)
		if b, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			t.Fatalf("%q: %v\n%s", args, err, b)
		}
		img := pngRGBA(t, out)
		if img.Bounds().Dx() != tc.w || img.Bounds().Dy() != tc.h {
			t.Errorf("%q: %v, want %dx%d", tc.args, img.Bounds(), tc.w, tc.h)
		}
		// The game laid itself out for the screen asked: its view, and
		// the yard inside it, with no letterbox: the bar's panel runs
		// along the picture's foot or its right edge.
		var snap scenes.Snapshot
		data, err := os.ReadFile(state)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &snap); err != nil {
			t.Fatal(err)
		}
		if snap.View.Width != float64(tc.cw) || snap.View.Height != float64(tc.ch) {
			t.Errorf("%q: laid out for %+v, want %dx%d", tc.args, snap.View, tc.cw, tc.ch)
		}
		board := false
		for _, b := range snap.Layout {
			if b.Kind == "board" && b.X >= 0 && b.Y >= 0 && b.X+b.W <= float64(tc.cw)+0.5 && b.Y+b.H <= float64(tc.ch)+0.5 {
				board = true
			}
		}
		if !board {
			t.Errorf("%q: no board inside the screen in %v", tc.args, snap.Layout)
		}
		bg := color.RGBA{0x0b, 0x0e, 0x15, 0xff}
		if img.RGBAAt(tc.w-2, tc.h-2) == bg {
			t.Errorf("%q: the corner is the letterbox's colour", tc.args)
		}
	}
}

func TestShotWriteFailure(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	// A directory stands where the file should go: the rename over it
	// fails, and it stays as it was.
	for _, name := range []string{"old.gif", "old.png"} {
		if err := os.MkdirAll(filepath.Join(dir, name, "keep"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	tests := [][]string{
		{"-n", "2", "-replay", "-size", "128x72", "-o", filepath.Join(dir, "old.gif")},
		{"-n", "2", "-replay", "-size", "128x72", "-o", filepath.Join(dir, "no-such-dir", "x.gif")},
		{"-n", "2", "-o", filepath.Join(dir, "old.png")},
	}
	for _, args := range tests {
		args = append([]string{"shot", "hanoi"}, args...)
		cmd := exec.Command(bin, args...)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		err := cmd.Run()
		if code := cmd.ProcessState.ExitCode(); code != 3 || strings.Count(errb.String(), "\n") != 1 || !strings.HasPrefix(errb.String(), "shot: writing ") {
			t.Errorf("%q: exit %d (%v), stderr %q; want 3 and one line", args, code, err, errb.String())
		}
	}
	for _, name := range []string{"old.gif", "old.png"} {
		if _, err := os.Stat(filepath.Join(dir, name, "keep")); err != nil {
			t.Errorf("what stood at the output's place was touched: %v", err)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left behind: %q", left)
	}
}

// BenchmarkRecordHanoi records the 15-move Hanoi replay at 4× and 640×360
// with the built program, as a README picture is made: the time of the
// whole command and the bytes of the GIF.
func BenchmarkRecordHanoi(b *testing.B) {
	bin := buildBinary(b)
	out := filepath.Join(b.TempDir(), "hanoi.gif")
	for b.Loop() {
		cmd := exec.Command(bin, "shot", "hanoi", "-n", "4", "-replay", "-speed", "4", "-size", "640x360", "-o", out)
		cmd.Env = append(os.Environ(), "PUZZLEWORKS_NOSOUND=1")
		if o, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v\n%s", err, o)
		}
	}
	st, err := os.Stat(out)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(st.Size()), "gif-bytes")
}

// TestSaveRecording saves the Record button's GIFs on the desktop: in the
// current directory, never over an earlier one.
func TestSaveRecording(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for i, want := range []string{"puzzleworks-hanoi.gif", "puzzleworks-hanoi-2.gif", "puzzleworks-hanoi-3.gif"} {
		data := []byte{'G', 'I', 'F', byte(i)}
		where, err := saveRecording("hanoi", scenes.Recorded{GIF: data})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(where, string(filepath.Separator)+want) {
			t.Errorf("recording %d: %q, want it saved as %s", i+1, where, want)
		}
		if got, err := os.ReadFile(filepath.Join(dir, want)); err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s holds %q, %v; want %q", want, got, err, data)
		}
	}
}

// TestRecoverOrder: a value read on another given after it in the
// address (marks on a region map) is kept, not dropped.
func TestRecoverOrder(t *testing.T) {
	const ten = "AAAABCCCCC/DDDABBCCCC/DDDAABCCCC/EEAAAFFCCC/EEFFFFFCCG/EEFFFFFGGG/EEEFFHHGGG/EEIHHHHGGG/EIIIIIIIII/IIIIJJJJII"
	const marks = "*x......../........../........../........../........../........../........../........../........../.........."
	cfg := recoverScene(bridge.ArgsFromQuery("?play=stars&marks=" + marks + "&k=2&from=" + ten)[1:])
	if len(cfg.problems) != 0 || len(cfg.flags) != 3 || cfg.flags[2] != "-marks="+marks {
		t.Errorf("flags %q, problems %v", cfg.flags, cfg.problems)
	}
}
