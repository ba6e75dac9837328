// Command puzzleworks is a game of classic puzzles with moving parts, and
// their solvers on the command line:
//
//	puzzleworks                          the game, at the menu
//	puzzleworks play <puzzle> [flags]    the game, straight into one puzzle
//	puzzleworks solve <puzzle> [flags]   print a solution, one move a line
//	puzzleworks shot <puzzle> [flags] -o FILE.png [-ticks N] [-replay] [-state FILE.json] [-size WxH] [-scale S]
//	                                     render one frame to a PNG (`shot menu`: the menu)
//	puzzleworks shot <puzzle> [flags] -replay -o FILE.gif [-ticks N] [-fps N] [-size WxH] [-scale S]
//	                                     record the replay as an animated GIF
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
// cannot be read or the output cannot be written (solve, shot). A closed pipe
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
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/audio"
	"puzzleworks/scenes"
	"puzzleworks/scenes/bridge"
	"puzzleworks/scenes/graphview"
	"puzzleworks/scenes/prefs"
	"puzzleworks/scenes/puzzles"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/cli"
	"puzzleworks/sprites"
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
  puzzleworks shot <puzzle> [flags] -o FILE.png [-ticks N] [-replay] [-state FILE.json] [-size WxH] [-scale S]
                                       render one frame of a scene to a PNG (shot menu: the menu)
  puzzleworks shot <puzzle> [flags] -replay -o FILE.gif [-ticks N] [-fps N] [-size WxH] [-scale S]
                                       record the replay as an animated GIF
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
		return game(gameConfig{}, stdout, stderr)
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
			return game(cfg, stdout, stderr)
		}
		cfg, code := parseScene("play", args[1:], stderr)
		if code >= 0 {
			return code
		}
		return game(cfg, stdout, stderr)
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
			fmt.Fprintln(stderr, "shot: -o FILE.png (a picture) or -o FILE.gif (the replay, with -replay) is required")
			return 2
		}
		return game(cfg, stdout, stderr)
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
	out    string  // shot: the PNG or GIF to write
	state  string  // shot: the snapshot's JSON file to write
	ticks  int     // shot: ticks to run first (a GIF: ticks to record, 0 to the end)
	// shot: run the ticks before the picture without drawing them
	fastForward bool
	// problems are the parts of a page's address that were left out, to
	// be told on screen (browser only)
	problems []bridge.Problem
	flags    []string // the flags the address gave that were kept (browser only)
	lenient  bool     // from a page's address: open something whatever fails
	// shot: the picture's size in CSS pixels and device pixels per CSS
	// pixel, and a GIF's frame rate
	size  string
	scale float64
	fps   int
	rec   scenes.RecordOptions // shot: what -size, -scale, -fps and -ticks ask
	sized bool                 // shot: -size or -scale was given
	// shot: -size WIDTHxHEIGHT was given
	sizeGiven bool
}

// sharedSize is a -size flag that serves both a puzzle (a plain number, as
// Sudoku's grid size) and the picture (WIDTHxHEIGHT).
type sharedSize struct {
	puzzle     flag.Value
	picture    *string
	pictureSet *bool
}

func (s *sharedSize) String() string {
	if s.puzzle == nil {
		return ""
	}
	return s.puzzle.String()
}

func (s *sharedSize) Set(v string) error {
	if strings.ContainsAny(v, "xX") {
		*s.picture, *s.pictureSet = v, true
		return nil
	}
	return s.puzzle.Set(v)
}

// parseSize reads a size written WxH (640x360), in CSS pixels.
func parseSize(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	if !ok {
		return 0, 0, fmt.Errorf("size %q: want WIDTHxHEIGHT, such as 640x360", s)
	}
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if errW != nil || errH != nil || w < 1 || h < 1 {
		return 0, 0, fmt.Errorf("size %q: want two positive whole numbers, WIDTHxHEIGHT, such as 640x360", s)
	}
	return w, h, nil
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
	if cmd == "shot" {
		if code := checkShot(&cfg, fs, args[0], stderr); code >= 0 {
			return cfg, code
		}
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
		synopsis = "[flags] [-from POSITION] -o FILE.png [-ticks N] [-replay] [-state FILE.json] [-size WxH] [-scale S]\n" +
			"       puzzleworks " + cmd + " " + cfg.puzzle + " [flags] [-from POSITION] -replay -o FILE.gif [-ticks N] [-fps N] [-size WxH] [-scale S]"
	}
	if cfg.puzzle == "menu" && cmd == "shot" {
		cfg.puzzle = ""
		synopsis = "-o FILE.png [-ticks N] [-state FILE.json] [-size WxH] [-scale S]"
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
		fs.StringVar(&cfg.out, "o", "", "the picture to write: FILE.png, or FILE.gif for the replay (with -replay)")
		fs.StringVar(&cfg.state, "state", "", "also write the game's snapshot as JSON to this file")
		fs.IntVar(&cfg.ticks, "ticks", 30, "ticks of the fixed update rate (60 a second) to run before the picture; for a .gif, the ticks to record, or to the end of the replay when not given")
		fs.BoolVar(&cfg.fastForward, "ff", true, "run the ticks before the picture without drawing them (-ff=false draws every frame: slower, the same picture)")
		cfg.size = fmt.Sprintf("%dx%d", ui.Width, ui.Height)
		const sizeUsage = "the picture's size in CSS pixels, WIDTHxHEIGHT"
		if f := fs.Lookup("size"); f != nil {
			// The puzzle has a -size of its own (Sudoku's grid): a value
			// WIDTHxHEIGHT is the picture's, any other the puzzle's.
			f.Value = &sharedSize{puzzle: f.Value, picture: &cfg.size, pictureSet: &cfg.sizeGiven}
			f.Usage += "; or " + sizeUsage
		} else {
			fs.Func("size", sizeUsage+" (default "+cfg.size+")", func(v string) error {
				cfg.size, cfg.sizeGiven = v, true
				return nil
			})
		}
		fs.Float64Var(&cfg.scale, "scale", 1, "device pixels per CSS pixel: the picture is the size times this")
		fs.IntVar(&cfg.fps, "fps", scenes.DefaultFPS, "a GIF's frames a second (the game runs 60 ticks a second)")
	}
	return fs, read, synopsis, true
}

// checkShot reads shot's picture flags into cfg.rec and refuses what
// cannot be made, with one line: it returns -1 when all is well, or the
// exit status.
func checkShot(cfg *gameConfig, fs *flag.FlagSet, name string, stderr io.Writer) int {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "shot %s: "+format+"\n", append([]any{name}, a...)...)
		return 2
	}
	w, h, err := parseSize(cfg.size)
	if err != nil {
		return bad("-%v", err)
	}
	cfg.sized = cfg.sizeGiven || given["scale"]
	cfg.rec = scenes.RecordOptions{Width: w, Height: h, Scale: cfg.scale, FPS: cfg.fps, KeepStatus: true}
	if cfg.out == "" {
		return -1 // said by the caller
	}
	switch strings.ToLower(filepath.Ext(cfg.out)) {
	case ".png":
		if given["fps"] {
			return bad("-fps is the frame rate of a .gif: a .png is one picture")
		}
		cfg.rec.FPS = scenes.DefaultFPS
	case ".gif":
		switch {
		case !cfg.replay:
			return bad("a .gif records the solution's replay: add -replay (shot %s -replay -o %s)", name, cfg.out)
		case cfg.state != "":
			return bad("-state writes the snapshot of a still picture: make it with -o FILE.png")
		case given["ff"]:
			return bad("-ff is for a still picture: a .gif draws the frames it keeps")
		}
		if given["ticks"] {
			if cfg.ticks == 0 {
				return bad("-ticks 0 records nothing: give the ticks to record, or leave -ticks out to record to the end")
			}
			cfg.rec.Ticks = cfg.ticks
		}
	default:
		return bad("-o %s: the picture is a .png, or a .gif of the replay", cfg.out)
	}
	if err := cfg.rec.Check(); err != nil {
		return bad("%v", err)
	}
	return -1
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

// startGCPercent is the collector's GOGC until the first frame is drawn.
const startGCPercent = 400

// game opens the window (hidden for a shot) and runs the game.
func game(cfg gameConfig, stdout, stderr io.Writer) int {
	if why := noDisplay(runtime.GOOS, os.Getenv); why != "" {
		fmt.Fprintf(stderr, noDisplayLine, why)
		return 1
	}
	opts := scenes.Options{Puzzles: puzzles.All(), Puzzle: cfg.puzzle, Launch: cfg.launch, Replay: cfg.replay, Speed: cfg.speed, Graph: cfg.graph,
		Log: func(s string) { fmt.Fprintln(stderr, "puzzleworks:", s) }}
	shot := cfg.out != ""
	opts.NoInput = shot
	// A window or a page shows drafts first; a shot is finished at once.
	opts.Drafts = !shot
	if !shot {
		opts.Sound = audio.New(true)
		if store, err := prefs.Default(); err == nil {
			opts.Store = store
		} else {
			opts.Log(err.Error() + "; settings will not be kept")
		}
	}
	// A window's or a page's start allocates in a burst (the art's drafts,
	// the glyphs, the tables), most of which it keeps: collecting garbage
	// in the middle of it was about a tenth of a phone's start in
	// WebAssembly, work the first frame waited for. Until the first frame
	// the collector lets the heap grow further between collections; after
	// it, it runs as set.
	var gcPercent int
	restoreGC := !shot
	if restoreGC {
		gcPercent = debug.SetGCPercent(startGCPercent)
	}
	g, err := openGame(cfg, opts)
	if err != nil {
		fmt.Fprintln(stderr, "puzzleworks:", err)
		return 2
	}
	ebiten.SetWindowTitle("Puzzleworks")
	ebiten.SetWindowSize(ui.Width, ui.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(320, 240, -1, -1)
	if shot && cfg.sized {
		// The picture is of a screen of the size asked, whatever the
		// window's: the game lays itself out for it from the first tick.
		g.FixScreen(float64(cfg.rec.Width), float64(cfg.rec.Height), cfg.scale)
	}
	// Replays go on while the window is in the background; only input stops.
	ebiten.SetRunnableOnUnfocused(true)
	// The game's Draw covers every pixel of the screen each frame (a
	// puzzle's static layer is copied over all of it, anything else fills
	// it first; see scenes.Game.Draw): Ebitengine's own clear before it
	// would be a second pass over every pixel, which a software renderer
	// and a phone's GPU both pay for.
	ebiten.SetScreenClearedEveryFrame(false)
	// A page may enter full screen only on a key or click, not at load.
	if g.Prefs().Fullscreen && !shot && runtime.GOOS != "js" {
		ebiten.SetFullscreen(true)
	}
	bridge.Attach(g) // the page's loading indicator and tests (browser only)
	if restoreGC {
		then := g.OnFrame
		g.OnFrame = func(screen *ebiten.Image) {
			if restoreGC {
				debug.SetGCPercent(gcPercent)
				restoreGC = false
			}
			if then != nil {
				then(screen)
			}
		}
	}
	if runtime.GOOS != "js" {
		g.OnRecorded = saveRecording
	}
	var shotErr error
	wrote := false
	isGIF := strings.EqualFold(filepath.Ext(cfg.out), ".gif")
	began := time.Now() // for the line that says how long a GIF took
	// No shots in the browser: the constant condition keeps image/png out
	// of the download.
	if shot && runtime.GOOS != "js" {
		ebiten.SetWindowVisible(false)
		// One tick a frame, as fast as the machine draws; the ticks before
		// the picture run in one update, without drawing.
		ebiten.SetTPS(ebiten.SyncWithFPS)
		ebiten.SetVsyncEnabled(false)
		g.Wait()
		switch {
		case isGIF:
			// The recording replays the history off screen, all in the
			// first update.
			err := g.Record(cfg.rec, func(rec scenes.Recorded, err error) {
				wrote = true
				if err == nil {
					if err = writeAtomic(cfg.out, rec.GIF); err == nil {
						fmt.Fprintf(stdout, "%s: %dx%d, %s over %.2f s, %d bytes, made in %.1f s\n", cfg.out, rec.Width, rec.Height,
							ui.Count(rec.Frames, "frame", "frames"), float64(rec.Ticks)/60, len(rec.GIF), time.Since(began).Seconds())
					}
				}
				shotErr = err
				g.Quit()
			})
			if err != nil {
				fmt.Fprintln(stderr, "shot:", err)
				return 2
			}
		default:
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
		if _, ok := errors.AsType[*writeError](shotErr); ok {
			return 3
		}
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
	if _, _, hasFrom := withoutFrom(cfg.flags); err == nil && cfg.lenient && hasFrom {
		// A shared position must be one a game can reach.
		if r, ok := g.Scene().(graphview.Reacher); ok {
			err = r.Reachable()
		}
	}
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

// writeError is a file that could not be written (exit status 3).
type writeError struct {
	path string
	err  error
}

func (e *writeError) Error() string { return fmt.Sprintf("writing %s: %v", e.path, e.err) }
func (e *writeError) Unwrap() error { return e.err }

// writeAtomic writes data to path through a temporary file in the same
// directory renamed over it, so a failure (a full disk) leaves the older
// file as it was, never half a new one.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return &writeError{path, err}
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return &writeError{path, err}
	}
	return nil
}

// saveRecording keeps a recording made with the control bar's button on
// the desktop: puzzleworks-PUZZLE.gif in the current directory, or the
// first of -2, -3... that is free.
func saveRecording(puzzle string, rec scenes.Recorded) (string, error) {
	for i := 1; i < 1000; i++ {
		name := "puzzleworks-" + puzzle + ".gif"
		if i > 1 {
			name = fmt.Sprintf("puzzleworks-%s-%d.gif", puzzle, i)
		}
		if _, err := os.Lstat(name); err == nil {
			continue
		}
		if err := writeAtomic(name, rec.GIF); err != nil {
			return "", err
		}
		abs, err := filepath.Abs(name)
		if err != nil {
			abs = name
		}
		return "saved as " + abs, nil
	}
	return "", errors.New("no free file name puzzleworks-" + puzzle + "-N.gif here")
}

// writeState saves the game's snapshot as JSON.
func writeState(path string, snap scenes.Snapshot) error {
	data, err := json.MarshalIndent(snap, "", "  ")
	if err != nil {
		return fmt.Errorf("the state: %w", err)
	}
	return writeAtomic(path, append(data, '\n'))
}

// writePNG saves the screen image.
func writePNG(path string, screen *ebiten.Image) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	data, err := sprites.EncodePNG(img)
	if err != nil {
		return fmt.Errorf("encoding %s: %w", path, err)
	}
	return writeAtomic(path, data)
}
