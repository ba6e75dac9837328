package stars

import (
	"encoding/json"
	"flag"
	"fmt"
	"slices"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/stars"
)

// Puzzle is the registry's entry for the star grid.
func Puzzle() ui.Puzzle {
	return paramTable().Entry(ui.Puzzle{Name: "stars", Flags: flags, New: newFromRegistry}).WithText(helpText)
}

// paramTable is the star grid's settings, declared once: k, the region
// map (a text, read by stars.CheckRegions: -from in a link), the marks of
// the game in progress (-marks), the search order (-reverse) and the
// automatic dots (the scene's alone). The settings' check and section and
// the link's flags come from it; a map, k and marks that do not fit
// together are refused as a whole (settings.state). Its defaults are the
// first bundled puzzle, the classic one.
func paramTable() *frame.Params[settings] {
	regions, _ := stars.Default(1)
	return &frame.Params[settings]{
		Default: settings{K: 1, Regions: regions},
		Check:   func(st settings) error { _, err := st.state(); return err },
		List: []frame.Param[settings]{
			{Name: "k", Min: MinK, Max: MaxK,
				Get: func(st settings) int { return st.K }, Set: func(st *settings, v int) { st.K = v }},
			{Name: "regions", Flag: "from",
				Text: func(st settings) string { return st.Regions },
				Parse: func(st *settings, s string) error {
					err := stars.CheckRegions(s)
					if err == nil {
						st.Regions = s
					}
					return err
				}},
			{Name: "marks", Omit: true,
				Text: func(st settings) string { return st.Marks }, Parse: func(st *settings, s string) error { st.Marks = s; return nil }},
			{Name: "reverse", Bool: true, Omit: true,
				Get: func(st settings) int { return frame.Bit(st.Reverse) }, Set: func(st *settings, v int) { st.Reverse = v == 1 }},
			{Name: "autoDot", Bool: true, Omit: true, NoFlag: true,
				Get: func(st settings) int { return frame.Bit(st.AutoDot) }, Set: func(st *settings, v int) { st.AutoDot = v == 1 }},
		},
	}
}

// flags declares the solver's flags and narrows -k and the grid's size to
// what the scene shows.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	f := stars.DeclareFlags(fs)
	return func() (ui.Launch, error) {
		// The scene's range first, so -k 4 is told the scene's 1..3.
		if k := f.K(); k < MinK || k > MaxK {
			return nil, fmt.Errorf("-k: the scene shows %d to %d stars per unit (the solver takes up to %d), got %d", MinK, MaxK, stars.MaxK, k)
		}
		s, ok, err := f.From()
		if err == nil && ok {
			if err = checkSize(s.Puzzle().N(), ""); err != nil {
				err = fmt.Errorf("-from: %w", err)
			}
		}
		return frame.Launched(fs, s, ok, err)
	}
}

// newFromRegistry opens the scene with the saved settings (the puzzle in
// progress), overridden by the launch flags: -from (and -marks) opens its
// game, else -k the first bundled puzzle with k stars; -reverse the order.
func newFromRegistry(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	b, err := ui.LoadArt(env, "stars-bundle", parseBundle)
	if err != nil {
		return nil, err
	}
	st := paramTable().Load(saved) // the first bundled puzzle when broken
	la, _ := l.(frame.Launch[stars.State])
	asked := paramTable().Open(saved, la.Flags) // with the flags given
	switch {
	case la.From != nil:
		st.K, st.Regions, st.Marks = la.From.Puzzle().K(), la.From.Puzzle().String(), la.From.String()
	case asked.K != st.K:
		if g := slices.IndexFunc(b.shelf.Kinds(), func(s size) bool { return s.k == asked.K }); g >= 0 {
			p := b.first(g)
			st.K, st.Regions, st.Marks = p.K(), p.String(), ""
		}
	}
	st.Reverse = asked.Reverse
	return New(env, st)
}

// Settings is the scene's settings section: the puzzle in progress (its
// map and the marks of the logical position) and the options.
func (sc *Scene) Settings() any { return paramTable().Section(sc.settingsAt(sc.Ses.Current().s)) }

// settingsAt are the settings of the game at s: its puzzle, its marks
// when it has some, and the options.
func (sc *Scene) settingsAt(s stars.State) settings {
	st := settings{K: sc.puzzle.K(), Regions: sc.puzzle.String(), Reverse: sc.reverse, AutoDot: sc.autoDot}
	if s.Stars() > 0 || s.String() != sc.puzzle.Start().String() {
		st.Marks = s.String()
	}
	return st
}

// Args are the flags that reopen the game as shown: -k, -from with the
// region text, -marks with the marks shown, and -reverse.
func (sc *Scene) Args() []string { return paramTable().Args(sc.settingsAt(sc.Ses.Shown().From.s)) }

// SnapshotParams are the parameters as the snapshot shows them.
func (sc *Scene) SnapshotParams() any {
	return map[string]any{"n": sc.puzzle.N(), "k": sc.puzzle.K(), "reverse": sc.reverse, "regions": sc.puzzle.String()}
}
