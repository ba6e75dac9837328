// Command puzzleworks is a game of classic puzzles with moving parts, and
// their solvers on the command line:
//
//	puzzleworks                          the game, at the menu
//	puzzleworks play <puzzle> [flags]    the game, straight into one puzzle
//	puzzleworks solve <puzzle> [flags]   print a solution, one move a line
//	puzzleworks shot <puzzle> [flags] -o FILE.png [-ticks N] [-replay] [-state FILE.json]
//	                                     render one frame to a PNG (`shot menu`: the menu)
//	puzzleworks help                     the usage
//
// The puzzles are hanoi, pulley, river, sudoku, stars and coins; the rules
// and the notation of each are in the documentation of solver/<puzzle>, and
// the solve command in solver/cli. Every puzzle takes -from POSITION; play
// and shot also take -replay and -speed X. `-h` after a command and puzzle
// prints its usage and exits with status 0; a bad flag is one line and
// status 2.
//
// Exit statuses: 0 done; 1 the puzzle has no solution (solve), or no window
// could open (with one line saying why: on Linux the game needs an X
// display, so without DISPLAY, or under Wayland without Xwayland, it
// suggests xvfb-run); 2 bad input, with one line naming it; 3 the input
// cannot be read or the output cannot be written (solve). A closed pipe
// ends solve's output quietly.
//
// The game knows no puzzle by name: every puzzle is an entry of the
// registry (scenes/puzzles), which declares its flags, its scene and its
// settings.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"net/url"
	"os"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes"
	"puzzleworks/scenes/bridge"
	"puzzleworks/scenes/prefs"
	"puzzleworks/scenes/puzzles"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/cli"
)

const usage = `usage:
  puzzleworks                          the game, at the menu
  puzzleworks play <puzzle> [flags] [-from POSITION] [-replay] [-speed X]
                                       the game, straight into one puzzle
  puzzleworks solve <puzzle> [flags] [-from POSITION]
                                       print a solution, one move a line
  puzzleworks solve <sudoku|stars> -explain PUZZLE
                                       the steps a person takes, one a line
  puzzleworks rate <sudoku|stars> [flags] < PUZZLES
                                       the level of each puzzle, one a line
  puzzleworks generate <sudoku|stars> [-level L] [-count N] [-seed S] [flags]
                                       new puzzles with one solution, one a line
  puzzleworks shot <puzzle> [flags] -o FILE.png [-ticks N] [-replay] [-state FILE.json]
                                       render one frame of a scene to a PNG (shot menu: the menu)
  puzzleworks <command> <puzzle> -h    the flags of one puzzle
exit status: 0 done, 1 no solution (or no window), 2 bad input, 3 cannot read or write
playable puzzles: %s
solvable puzzles: %s
`

func main() {
	// In a browser the arguments come from the page's URL query.
	os.Exit(run(bridge.Args(os.Args[1:]), os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == audio.ProbeArg {
		audio.ProbeMain()
		return 0
	}
	if len(args) == 0 {
		return game(gameConfig{}, stderr)
	}
	switch args[0] {
	case "solve":
		if runtime.GOOS == "js" {
			// The browser has no command line; leaving the solvers out keeps
			// the download small.
			fmt.Fprintln(stderr, "solve: the command line is not available in the browser")
			return 2
		}
		if len(args) < 2 {
			fmt.Fprintf(stderr, "solve: name a puzzle (%s)\n", strings.Join(cli.Puzzles(), ", "))
			return cli.ExitBadInput
		}
		return cli.Solve(args[1], args[2:], cli.IO{Stdin: stdin, Stdout: stdout, Stderr: stderr})
	case "rate", "generate":
		if runtime.GOOS == "js" {
			fmt.Fprintf(stderr, "%s: the command line is not available in the browser\n", args[0])
			return 2
		}
		if len(args) < 2 {
			fmt.Fprintf(stderr, "%s: name a puzzle (%s)\n", args[0], strings.Join(cli.Graded(), ", "))
			return cli.ExitBadInput
		}
		sio := cli.IO{Stdin: stdin, Stdout: stdout, Stderr: stderr}
		if args[0] == "rate" {
			return cli.Rate(args[1], args[2:], sio)
		}
		return cli.Generate(args[1], args[2:], sio)
	case "play":
		if runtime.GOOS == "js" {
			// A page has no terminal to print a bad flag on: open what the
			// address allows and say on screen what was left out.
			cfg := recoverScene(args[1:])
			return game(cfg, stderr)
		}
		cfg, code := parseScene("play", args[1:], stderr)
		if code >= 0 {
			return code
		}
		return game(cfg, stderr)
	case "shot":
		if runtime.GOOS == "js" {
			fmt.Fprintln(stderr, "shot: pictures are made by the desktop program, not in the browser")
			return 2
		}
		cfg, code := parseScene("shot", args[1:], stderr)
		if code >= 0 {
			return code
		}
		if cfg.out == "" {
			fmt.Fprintln(stderr, "shot: -o FILE.png is required")
			return 2
		}
		return game(cfg, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprintf(stdout, usage, playable(), strings.Join(cli.Puzzles(), ", "))
		return 0
	}
	fmt.Fprintf(stderr, "puzzleworks: unknown command %q: want play, solve, rate, generate, shot or help\n", args[0])
	return 2
}

// playable lists the puzzles the game can open.
func playable() string {
	var names []string
	for _, p := range puzzles.All() {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

// gameConfig is what play and shot ask of the game.
type gameConfig struct {
	puzzle string
	launch ui.Launch
	replay bool    // start the solution's replay at once
	graph  bool    // open the graph of every position
	speed  float64 // replay speed for this run, 0 for the saved one
	out    string  // shot: the PNG to write
	state  string  // shot: the snapshot's JSON file to write
	ticks  int     // shot: ticks to run first
	// shot: run the ticks before the picture without drawing them
	fastForward bool
	// problems are the parts of a page's address that were left out, to
	// be told on screen (browser only)
	problems []bridge.Problem
	flags    []string // the flags the address gave that were kept (browser only)
	lenient  bool     // from a page's address: open something whatever fails
}

// parseScene reads `<puzzle> [flags]` for play and shot: the puzzle's own
// flags, as its registry entry declares them, and the game's. It returns
// code -1 when the game should run, or an exit status.
func parseScene(cmd string, args []string, stderr io.Writer) (gameConfig, int) {
	var cfg gameConfig
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintf(stderr, "%s: name a puzzle (%s)\n", cmd, playable())
		return cfg, 2
	}
	cfg.puzzle = args[0]
	fs, read, synopsis, ok := declareScene(cmd, &cfg)
	if !ok {
		fmt.Fprintf(stderr, "%s: no scene for %q (playable: %s)\n", cmd, cfg.puzzle, playable())
		return cfg, 2
	}
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(stderr, "usage: puzzleworks %s %s %s\n", cmd, args[0], synopsis)
			// The menu's refused flags (no usage text) are not listed.
			shown := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
			fs.VisitAll(func(f *flag.Flag) {
				if f.Usage != "" {
					shown.Var(f.Value, f.Name, f.Usage)
					shown.Lookup(f.Name).DefValue = f.DefValue // not a value given before -h
				}
			})
			shown.SetOutput(stderr)
			shown.PrintDefaults()
			return cfg, 0
		}
		fmt.Fprintf(stderr, "%s %s: %v\n", cmd, args[0], err)
		return cfg, 2
	}
	if cfg.puzzle == "" && (cfg.replay || cfg.speed != 0) {
		fmt.Fprintf(stderr, "shot menu: -replay and -speed replay a puzzle's solution, and the menu has none: name a puzzle (shot hanoi -replay -o FILE.png)\n")
		return cfg, 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "%s %s: unexpected argument %q\n", cmd, args[0], fs.Arg(0))
		return cfg, 2
	}
	if cfg.ticks < 0 {
		fmt.Fprintf(stderr, "%s: -ticks must be 0 or more, got %d\n", cmd, cfg.ticks)
		return cfg, 2
	}
	if cfg.speed != 0 {
		if _, err := ui.SpeedIndex(cfg.speed); err != nil {
			fmt.Fprintf(stderr, "%s %s: -%v\n", cmd, args[0], err)
			return cfg, 2
		}
	}
	if read != nil {
		l, err := read()
		if err != nil {
			fmt.Fprintf(stderr, "%s %s: %v\n", cmd, cfg.puzzle, err)
			return cfg, 2
		}
		cfg.launch = l
	}
	return cfg, -1
}

// recoverScene reads `play` arguments from a page's address leniently: the
// puzzle with every flag it accepts, or the menu when no known puzzle is
// named; what it leaves out is in cfg.problems. It never fails.
func recoverScene(args []string) gameConfig {
	puzzle, flags, problems := bridge.Recover(append([]string{"play"}, args...), bridge.Checker{
		Known: func(name string) bool {
			_, ok := scenes.Find(puzzles.All(), name)
			return ok
		},
		Check: checkFlags,
	})
	cfg := gameConfig{flags: flags}
	if puzzle != "" {
		var code int
		if cfg, code = parseScene("play", append([]string{puzzle}, flags...), io.Discard); code >= 0 {
			// Recover keeps only flags that parse; should they not, the
			// puzzle opens as saved.
			cfg = gameConfig{puzzle: puzzle}
			flags = nil
			problems = append(problems, bridge.Problem{Reason: "the address could not be read; showing the puzzle as saved"})
		}
	}
	cfg.problems, cfg.flags, cfg.lenient = problems, flags, true
	return cfg
}

// withoutFrom splits the position (-from=X) off a list of flags; ok is
// false when there is none.
func withoutFrom(flags []string) (from string, rest []string, ok bool) {
	for _, f := range flags {
		if v, found := strings.CutPrefix(f, "-from="); found {
			from, ok = v, true
			continue
		}
		rest = append(rest, f)
	}
	return from, rest, ok
}

// checkFlags reports why `play puzzle flags...` would not open the game, in
// words for the player: the range or form a value must have.
func checkFlags(puzzle string, flags []string) error {
	cfg := gameConfig{puzzle: puzzle}
	fs, read, _, ok := declareScene("play", &cfg)
	if !ok {
		return fmt.Errorf("no such puzzle")
	}
	if err := fs.Parse(flags); err != nil {
		entry, _ := scenes.Find(puzzles.All(), puzzle)
		return flagError(fs, entry.Title, err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("not a parameter")
	}
	if cfg.speed != 0 {
		if _, err := ui.SpeedIndex(cfg.speed); err != nil {
			return err
		}
	}
	if read != nil {
		if _, err := read(); err != nil {
			return err
		}
	}
	return nil
}

// flagError says in words what the flag package found wrong.
func flagError(fs *flag.FlagSet, title string, err error) error {
	msg := err.Error()
	if _, name, ok := strings.Cut(msg, "flag provided but not defined: -"); ok {
		var names []string
		fs.VisitAll(func(f *flag.Flag) {
			if f.Usage != "" {
				names = append(names, f.Name)
			}
		})
		return fmt.Errorf("%s has no parameter %s (it takes %s)", title, bridge.Quote(name), strings.Join(names, ", "))
	}
	if _, name, ok := strings.Cut(msg, "flag needs an argument: -"); ok {
		return fmt.Errorf("%s needs a value", name)
	}
	// "invalid value "x" for flag -n: parse error": say what a value is.
	for _, f := range []string{" for flag -", " for -"} {
		if _, rest, ok := strings.Cut(msg, f); ok {
			name, _, _ := strings.Cut(rest, ":")
			if fl := fs.Lookup(name); fl != nil {
				if g, ok := fl.Value.(flag.Getter); ok {
					switch g.Get().(type) {
					case int, int64, uint, uint64:
						return fmt.Errorf("want a whole number")
					case float64:
						return fmt.Errorf("want a number")
					case bool:
						return fmt.Errorf("want true or false")
					}
				}
			}
		}
	}
	return err
}

// declareScene declares the flags of `cmd cfg.puzzle` (the puzzle's own,
// as its registry entry declares them, and the game's) into a new flag
// set that writes into cfg. read, when not nil, is to be called after the
// flags are parsed; ok is false when no puzzle has that name.
func declareScene(cmd string, cfg *gameConfig) (fs *flag.FlagSet, read func() (ui.Launch, error), synopsis string, ok bool) {
	fs = flag.NewFlagSet(cmd+" "+cfg.puzzle, flag.ContinueOnError)
	// The flag package prints nothing: a bad flag is one line, and -h the
	// usage, printed by the caller.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	synopsis = "[flags] [-from POSITION] [-replay] [-speed X]"
	if cmd == "shot" {
		synopsis = "[flags] [-from POSITION] -o FILE.png [-ticks N] [-replay] [-state FILE.json]"
	}
	if cfg.puzzle == "menu" && cmd == "shot" {
		cfg.puzzle = ""
		synopsis = "-o FILE.png [-ticks N] [-state FILE.json]"
		// Declared only to be refused with a reason: the menu has no
		// solution to replay and no replay speed.
		fs.BoolVar(&cfg.replay, "replay", false, "")
		fs.Float64Var(&cfg.speed, "speed", 0, "")
	} else {
		entry, found := scenes.Find(puzzles.All(), cfg.puzzle)
		if !found {
			return nil, nil, "", false
		}
		read = entry.Flags(fs)
		if entry.Explorable {
			fs.BoolVar(&cfg.graph, "graph", false, "open the graph of every position beside the puzzle (G)")
		}
		fs.BoolVar(&cfg.replay, "replay", false, "start the solution's replay at once")
		fs.Float64Var(&cfg.speed, "speed", 0, "replay speed: 0.25, 0.5, 1, 2, 4, 8 or 16 (default: the saved one)")
	}
	if cmd == "shot" {
		fs.StringVar(&cfg.out, "o", "", "the PNG file to write")
		fs.StringVar(&cfg.state, "state", "", "also write the game's snapshot as JSON to this file")
		fs.IntVar(&cfg.ticks, "ticks", 30, "ticks of the fixed update rate to run before the picture")
		fs.BoolVar(&cfg.fastForward, "ff", true, "run the ticks before the picture without drawing them (-ff=false draws every frame: slower, the same picture)")
	}
	return fs, read, synopsis, true
}

// noDisplay says why no window can open, or "" when one can. getenv reads
// the environment. Ebitengine's desktop window on Linux and the BSDs is an
// X11 window (GLFW built for X11 only): a Wayland session serves it
// through Xwayland, which sets DISPLAY, so WAYLAND_DISPLAY alone is not
// enough.
func noDisplay(goos string, getenv func(string) string) string {
	if goos != "linux" && goos != "freebsd" && goos != "netbsd" && goos != "openbsd" {
		return ""
	}
	switch {
	case getenv("DISPLAY") != "":
		return ""
	case getenv("WAYLAND_DISPLAY") != "":
		return "no X display (DISPLAY is not set; the game draws through X11, and under Wayland Xwayland provides DISPLAY)"
	}
	return "no display (DISPLAY is not set)"
}

// noDisplayLine is the one line printed when no window can open.
const noDisplayLine = "puzzleworks: cannot open the game window: %s; `puzzleworks solve` works anywhere, " +
	"and `xvfb-run -a puzzleworks` gives a virtual display (Debian: `sudo apt-get install xvfb`)\n"

// game opens the window (hidden for a shot) and runs the game.
func game(cfg gameConfig, stderr io.Writer) int {
	if why := noDisplay(runtime.GOOS, os.Getenv); why != "" {
		fmt.Fprintf(stderr, noDisplayLine, why)
		return 1
	}
	opts := scenes.Options{Puzzles: puzzles.All(), Puzzle: cfg.puzzle, Launch: cfg.launch, Replay: cfg.replay, Speed: cfg.speed, Graph: cfg.graph,
		Log: func(s string) { fmt.Fprintln(stderr, "puzzleworks:", s) }}
	shot := cfg.out != ""
	opts.NoInput = shot
	if !shot {
		opts.Sound = audio.New(true)
		if store, err := prefs.Default(); err == nil {
			opts.Store = store
		} else {
			opts.Log(err.Error() + "; settings will not be kept")
		}
	}
	g, err := openGame(cfg, opts)
	if err != nil {
		fmt.Fprintln(stderr, "puzzleworks:", err)
		return 2
	}
	ebiten.SetWindowTitle("Puzzleworks")
	ebiten.SetWindowSize(ui.Width, ui.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(320, 180, -1, -1)
	// Replays go on while the window is in the background; only input stops.
	ebiten.SetRunnableOnUnfocused(true)
	// A page may enter full screen only on a key or click, not at load.
	if g.Prefs().Fullscreen && !shot && runtime.GOOS != "js" {
		ebiten.SetFullscreen(true)
	}
	bridge.Attach(g) // the page's loading indicator and tests (browser only)
	var shotErr error
	wrote := false
	// No shots in the browser: the constant condition keeps image/png out
	// of the download.
	if shot && runtime.GOOS != "js" {
		ebiten.SetWindowVisible(false)
		// One tick a frame, as fast as the machine draws; the ticks before
		// the picture run in one update, without drawing.
		ebiten.SetTPS(ebiten.SyncWithFPS)
		ebiten.SetVsyncEnabled(false)
		g.Wait()
		if cfg.fastForward {
			g.FastForward = cfg.ticks
		}
		g.OnFrame = func(screen *ebiten.Image) {
			// The menu draws a card's picture a frame; wait for them all.
			if g.Ticks < cfg.ticks || wrote || !g.Ready() {
				return
			}
			wrote = true
			shotErr = writePNG(cfg.out, screen)
			if shotErr == nil && cfg.state != "" {
				shotErr = writeState(cfg.state, g.Snapshot())
			}
			g.Quit()
		}
	}
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{X11ClassName: "Puzzleworks", X11InstanceName: "puzzleworks"}); err != nil {
		fmt.Fprintf(stderr, "puzzleworks: the game stopped: %v\n", err)
		return 1
	}
	if shot && !wrote && shotErr == nil && runtime.GOOS != "js" {
		shotErr = fmt.Errorf("the game ended after %d ticks, before -ticks %d: no picture written", g.Ticks, cfg.ticks)
	}
	if shotErr != nil {
		fmt.Fprintln(stderr, "shot:", shotErr)
		return 1
	}
	return 0
}

// openGame makes the game cfg asks for. When cfg comes from a page's
// address (cfg.lenient), what still fails to open (a position the scene
// finds it cannot show) opens the puzzle at its start, or else the menu,
// and the notice says why.
func openGame(cfg gameConfig, opts scenes.Options) (*scenes.Game, error) {
	g, err := scenes.New(opts)
	if err != nil && cfg.lenient && cfg.puzzle != "" {
		reason := strings.TrimPrefix(err.Error(), cfg.puzzle+": ")
		if from, rest, ok := withoutFrom(cfg.flags); ok {
			if retry, code := parseScene("play", append([]string{cfg.puzzle}, rest...), io.Discard); code < 0 {
				opts.Launch = retry.launch
				if g, err = scenes.New(opts); err == nil {
					cfg.problems = append(cfg.problems, bridge.Problem{Name: "from", Value: from, HasValue: true,
						Reason: bridge.TrimName(reason, "from", from) + "; showing the start"})
				}
			}
		}
		if err != nil {
			cfg.problems = append(cfg.problems, bridge.Problem{Reason: bridge.TrimName(reason, "from", "") + "; showing the menu"})
			opts.Puzzle, opts.Launch, opts.Replay = "", nil, false
			g, err = scenes.New(opts)
		}
	}
	if err != nil {
		return nil, err
	}
	if len(cfg.problems) > 0 {
		g.Notify(noticeLines(cfg.problems, g.Query()))
	}
	return g, nil
}

// noticeLines are the problems of a page's address as lines for the
// player; query is the address of the game as it opened, which says what
// is shown in place of each value left out.
func noticeLines(problems []bridge.Problem, query string) []string {
	shown, _ := url.ParseQuery(query)
	lines := make([]string, len(problems))
	for i, p := range problems {
		lines[i] = p.Line(func(name string) (string, bool) {
			v, ok := shown[name]
			if !ok || len(v) == 0 {
				return "", false
			}
			return v[0], true
		})
	}
	return lines
}

// writeState saves the game's snapshot as JSON.
func writeState(path string, snap scenes.Snapshot) error {
	data, err := json.MarshalIndent(snap, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("writing the state: %w", err)
	}
	return nil
}

// writePNG saves the screen image.
func writePNG(path string, screen *ebiten.Image) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return f.Close()
}
