package sudoku

import (
	"encoding/json"
	"flag"
	"fmt"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
	"puzzleworks/sprites/sudokuart"
)

// settings is the scene's section of the settings file: the kind of puzzle
// chosen, and the puzzle in progress with the player's entries and marks.
type settings struct {
	Size    int    `json:"size"`
	X       bool   `json:"x"`
	Level   string `json:"level"`
	Pick    int    `json:"pick"`              // the puzzle's number among its kind and level; -1 for one typed or given
	Puzzle  string `json:"puzzle,omitempty"`  // the givens of the puzzle in progress
	Entries string `json:"entries,omitempty"` // the player's digits on it
	Marks   string `json:"marks,omitempty"`   // the pencil marks (sudoku.Marks.String)
	Source  string `json:"source,omitempty"`  // where the puzzle came from, when not the collection
}

func defaultSettings() settings {
	return settings{Size: 9, Level: sudoku.GradeMedium.String()}
}

// check reports a setting that cannot be read or is out of range, and
// returns the saved position when there is one.
func (s settings) check() (position, bool, error) {
	p := sudoku.Params{Size: s.Size, X: s.X}
	if err := p.Validate(); err != nil {
		return position{}, false, err
	}
	if _, err := sudoku.ParseGrade(s.Level); err != nil {
		return position{}, false, err
	}
	if s.Puzzle == "" {
		return position{}, false, nil
	}
	g, err := sudoku.ParseGrid(s.Puzzle, s.X)
	if err != nil {
		return position{}, false, fmt.Errorf("puzzle: %w", err)
	}
	if g.Size() != s.Size {
		return position{}, false, fmt.Errorf("puzzle: a %d×%d grid, but size is %d", g.Size(), g.Size(), s.Size)
	}
	if s.Entries != "" {
		e, err := sudoku.ParseGrid(s.Entries, s.X)
		if err != nil {
			return position{}, false, fmt.Errorf("entries: %w", err)
		}
		if g, err = sudoku.WithEntries(g, e); err != nil {
			return position{}, false, fmt.Errorf("entries: %w", err)
		}
	}
	at := position{g: g}
	if s.Marks != "" {
		mk, err := sudoku.ParseMarks(s.Marks, s.Size)
		if err != nil {
			return position{}, false, err
		}
		at.marks = &mk
	}
	return at, true, nil
}

// launch is what the command line or the page's address asked for; nil
// fields were not given and leave the saved settings.
type launch struct {
	size int
	x    *bool
	from *sudoku.State
}

// Puzzle is the registry's entry for Sudoku.
func Puzzle() ui.Puzzle {
	return ui.Puzzle{Name: "sudoku", Flags: flags, New: newFromRegistry, CheckSettings: checkSettings}.WithText(helpText)
}

// flags declares the solver's flags; the scene takes the solver's ranges.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	f := sudoku.DeclareFlags(fs)
	return func() (ui.Launch, error) {
		p, err := f.Params()
		if err != nil {
			return nil, err
		}
		var l launch
		if f.Given("size") {
			l.size = p.Size
		}
		if f.Given("x") {
			x := p.X
			l.x = &x
		}
		if s, ok, _ := f.From(); ok {
			l.from = &s
		}
		return l, nil
	}
}

func checkSettings(saved json.RawMessage) error {
	st := defaultSettings()
	if err := ui.DecodeSettings(saved, &st); err != nil {
		return err
	}
	_, _, err := st.check()
	return err
}

// newFromRegistry opens the scene with the saved settings, overridden by
// the launch flags.
func newFromRegistry(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	st := defaultSettings()
	if ui.DecodeSettings(saved, &st) != nil {
		st = defaultSettings()
	}
	at, resume, err := st.check()
	if err != nil {
		st, resume = defaultSettings(), false
	}
	la, _ := l.(launch)
	if la.size > 0 && la.size != st.Size {
		st.Size, resume = la.size, false
	}
	if la.x != nil && *la.x != st.X {
		st.X, resume = *la.x, false
	}
	art, err := ui.LoadArt(env, "sudoku", func() (*sudokuart.Art, error) { return sudokuart.New(env.Drafts) })
	if err != nil {
		return nil, err
	}
	coll, err := ui.LoadArt(env, "sudoku-collection", loadCollection)
	if err != nil {
		return nil, err
	}
	level, _ := sudoku.ParseGrade(st.Level)
	pick := max(st.Pick, 0)
	sc, err := New(env, art, coll, sudoku.Params{Size: st.Size, X: st.X}, level, pick)
	if err != nil {
		return nil, err
	}
	switch {
	case la.from != nil:
		sc.openState(position{g: *la.from}, "given with -from")
	case resume && st.Pick < 0:
		sc.openState(at, st.Source)
	case resume && at.g.Puzzle() == sc.Start.g:
		// The collection's puzzle in progress: keep its number and level.
		src := sc.source
		sc.resetAt(at)
		sc.source = src
	case resume:
		sc.openState(at, "your saved puzzle")
	}
	return sc, nil
}

// Settings is the scene's settings section: the puzzle as it stands.
func (sc *Scene) Settings() any {
	at := sc.Ses.At(sc.Ses.Pos()).State
	st := settings{
		Size:   sc.params.Size,
		X:      sc.params.X,
		Level:  sc.level.String(),
		Pick:   sc.pick,
		Puzzle: at.g.Puzzle().String(),
	}
	if e := at.g.Entries(); e.Filled() > 0 {
		st.Entries = e.String()
	}
	if at.marks != nil {
		st.Marks = at.marks.String(at.g.NumCells())
	}
	if sc.pick < 0 {
		st.Source = sc.source
	}
	return st
}

// Args are the flags that reopen the game as shown: the parameters, the
// puzzle's givens (-from) and the player's entries (-entries).
func (sc *Scene) Args() []string {
	return sc.Shown().StateArgs()
}

// SnapshotParams are the parameters as the snapshot shows them.
func (sc *Scene) SnapshotParams() any { return sc.decl.Section(sc.headNow()) }
