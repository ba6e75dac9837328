package sudoku

import (
	"encoding/json"
	"flag"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/sudoku"
	"puzzleworks/sprites/sudokuart"
)

// settings are the scene's settings: the kind of puzzle chosen, and the
// puzzle in progress with the player's entries and marks (their section
// and link: paramTable).
type settings struct {
	Size    int
	X       bool
	Level   string
	Pick    int    // the puzzle's number among its kind and level; -1 for one typed or given
	Puzzle  string // the givens of the puzzle in progress
	Entries string // the player's digits on it
	Marks   string // the pencil marks (sudoku.Marks.String)
	Source  string // where the puzzle came from, when not the collection
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
	at, err := sudoku.ParseNoted(s.Puzzle, s.Entries, s.Marks, p)
	return at, err == nil, err
}

// Puzzle is the registry's entry for Sudoku.
func Puzzle() ui.Puzzle {
	return paramTable().Entry(ui.Puzzle{Name: "sudoku", Flags: flags, New: newFromRegistry}).WithText(helpText)
}

// paramTable is the scene's settings, declared once: the kind of puzzle
// (-size, -x), the level and the number of the collection's puzzle, and
// the puzzle in progress (texts: its givens, -from in a link, read by
// sudoku.ParseGrid; the player's entries, -entries; the pencil marks; and
// where it came from). The settings' check and section and the link's
// flags come from it; a puzzle, entries and marks that do not fit the
// size and the X rule are refused as a whole (settings.check).
func paramTable() *frame.Params[settings] {
	return &frame.Params[settings]{
		Default: settings{Size: 9, Level: sudoku.GradeMedium.String()},
		Check:   func(st settings) error { _, _, err := st.check(); return err },
		List: []frame.Param[settings]{
			{Name: "size", Choices: sizes[:],
				Get: func(st settings) int { return st.Size }, Set: func(st *settings, v int) { st.Size = v }},
			{Name: "x", Bool: true,
				Get: func(st settings) int { return frame.Bit(st.X) }, Set: func(st *settings, v int) { st.X = v == 1 }},
			{Name: "level", NoFlag: true,
				Text: func(st settings) string { return st.Level },
				Parse: func(st *settings, s string) error {
					_, err := sudoku.ParseGrade(s)
					if err == nil {
						st.Level = s
					}
					return err
				}},
			{Name: "pick", Free: true, NoFlag: true,
				Get: func(st settings) int { return st.Pick }, Set: func(st *settings, v int) { st.Pick = v }},
			gridParam("puzzle", "from", func(st *settings) *string { return &st.Puzzle }),
			gridParam("entries", "entries", func(st *settings) *string { return &st.Entries }),
			keptText("marks", func(st *settings) *string { return &st.Marks }),
			keptText("source", func(st *settings) *string { return &st.Source }),
		},
	}
}

// gridParam is a grid of the puzzle in progress, its givens or the
// player's entries: a text read by sudoku.ParseGrid, empty or left out
// for none (the size and the X rule are checked with the rest:
// settings.check).
func gridParam(name, flag string, field func(*settings) *string) frame.Param[settings] {
	return frame.Param[settings]{Name: name, Flag: flag, Omit: true,
		Text: func(st settings) string { return *field(&st) },
		Parse: func(st *settings, s string) error {
			if s != "" {
				if _, err := sudoku.ParseGrid(s, false); err != nil {
					return err
				}
			}
			*field(st) = s
			return nil
		}}
}

// keptText is a text the scene alone keeps, left out while empty and with
// no flag (the marks are checked with the rest: settings.check).
func keptText(name string, field func(*settings) *string) frame.Param[settings] {
	return frame.Param[settings]{Name: name, Omit: true, NoFlag: true,
		Text:  func(st settings) string { return *field(&st) },
		Parse: func(st *settings, s string) error { *field(st) = s; return nil }}
}

// flags declares the solver's flags; the scene takes the solver's ranges.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	f := sudoku.DeclareFlags(fs)
	return func() (ui.Launch, error) {
		if _, err := f.Params(); err != nil {
			return nil, err
		}
		s, ok, _ := f.From()
		return frame.Launched(fs, s, ok, nil)
	}
}

// newFromRegistry opens the scene with the saved settings, overridden by
// the launch flags.
func newFromRegistry(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	st := paramTable().Load(saved) // the defaults when broken
	at, resume, _ := st.check()
	la, _ := l.(frame.Launch[sudoku.State])
	if asked := st; la.Flags != nil {
		// -size and -x: a saved game of another kind is not resumed.
		paramTable().FromFlags(la.Flags, &asked)
		if asked.Size != st.Size || asked.X != st.X {
			st.Size, st.X, resume = asked.Size, asked.X, false
		}
	}
	art, err := ui.LoadArt(env, "sudoku", func() (*sudokuart.Art, error) { return sudokuart.New(env.Drafts) })
	if err != nil {
		return nil, err
	}
	coll, err := ui.LoadArt(env, "sudoku-collection", sudoku.LoadCollection)
	if err != nil {
		return nil, err
	}
	level, _ := sudoku.ParseGrade(st.Level)
	sc, err := New(env, art, coll, sudoku.Params{Size: st.Size, X: st.X}, level, max(st.Pick, 0))
	if err != nil {
		return nil, err
	}
	switch {
	case la.From != nil:
		sc.openState(position{Grid: *la.From}, "given with -from")
	case resume && st.Pick < 0:
		sc.openState(at, st.Source)
	case resume && at.Grid.Puzzle() == sc.Start.Grid:
		// The collection's puzzle in progress: keep its number, level and source.
		sc.resetAt(at)
	case resume:
		sc.openState(at, "your saved puzzle")
	}
	return sc, nil
}

// Settings is the scene's settings section: the puzzle as it stands.
func (sc *Scene) Settings() any {
	return paramTable().Section(sc.settingsAt(sc.Ses.At(sc.Ses.Pos()).State))
}

// settingsAt are the settings of the game at position at.
func (sc *Scene) settingsAt(at position) settings {
	st := settings{Size: sc.params.Size, X: sc.params.X, Level: sc.level.String(), Pick: sc.pick,
		Puzzle: at.Grid.Puzzle().String()}
	if e := at.Grid.Entries(); e.Filled() > 0 {
		st.Entries = e.String()
	}
	if at.HasMarks() {
		st.Marks = at.Marks().String(at.Grid.NumCells())
	}
	if sc.pick < 0 {
		st.Source = sc.source
	}
	return st
}

// Args are the flags that reopen the game as shown: the parameters, the
// puzzle's givens (-from) and the player's entries (-entries).
func (sc *Scene) Args() []string { return paramTable().Args(sc.settingsAt(sc.Ses.Shown().From)) }

// SnapshotParams are the parameters as the snapshot shows them.
func (sc *Scene) SnapshotParams() any { return sc.Decl.Section(sc.headNow()) }
