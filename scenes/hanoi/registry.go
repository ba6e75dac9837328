package hanoi

import (
	"encoding/json"
	"flag"
	"fmt"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/hanoi"
	"puzzleworks/sprites/hanoiart"
)

// settings is the scene's section of the settings file.
type settings struct {
	N    int `json:"n"`    // stones
	Pegs int `json:"pegs"` // piles
}

func defaultSettings() settings { return settings{N: hanoi.Default.N, Pegs: hanoi.Default.Pegs} }

// check reports a setting out of the scene's range.
func (s settings) check() error {
	if s.Pegs != 3 && s.Pegs != 4 {
		return fmt.Errorf("pegs must be 3 or 4, got %d", s.Pegs)
	}
	if s.N < 1 || s.N > MaxStones {
		return fmt.Errorf("n must be 1..%d, got %d", MaxStones, s.N)
	}
	return nil
}

// launch is what the command line or the page's address asked for; zero
// fields were not given and leave the saved settings.
type launch struct {
	n, pegs int
	from    *hanoi.State
}

// Puzzle is the registry's entry for the Towers of Hanoi.
func Puzzle() ui.Puzzle {
	return ui.Puzzle{
		Name:  "hanoi",
		Title: "Towers of Hanoi",
		Blurb: []string{
			"A gantry crane moves a pile of stones,",
			"never a larger on a smaller one.",
			"1 to 12 stones, 3 or 4 piles.",
		},
		Flags:         flags,
		Explorable:    true,
		New:           newFromRegistry,
		CheckSettings: checkSettings,
		Migrate:       migrate,
	}
}

// flags declares the solver's flags and narrows -n to what the crane shows.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	f := hanoi.DeclareFlags(fs)
	return func() (ui.Launch, error) {
		// The scene's range first, so -n 99 is told the crane's 1..12.
		if n, pegs := f.Values(); !f.Given("from") && (n < 1 || n > MaxStones) {
			return nil, fmt.Errorf("-n: the scene shows 1..%d stones (the solver takes up to %d with %d piles), got %d", MaxStones, maxSolver(pegs), pegs, n)
		}
		p, err := f.Params()
		if err != nil {
			return nil, err
		}
		if p.N > MaxStones {
			return nil, fmt.Errorf("-from: the scene shows 1..%d stones (the solver takes up to %d with %d piles), got %d", MaxStones, maxSolver(p.Pegs), p.Pegs, p.N)
		}
		var l launch
		if f.Given("n") {
			l.n = p.N
		}
		if f.Given("pegs") {
			l.pegs = p.Pegs
		}
		if s, ok, _ := f.From(); ok {
			l.from = &s
			l.n, l.pegs = s.N(), s.Pegs()
		}
		return l, nil
	}
}

func maxSolver(pegs int) int {
	if pegs == 4 {
		return hanoi.MaxStones4Pegs
	}
	return hanoi.MaxStones
}

func checkSettings(saved json.RawMessage) error {
	st := defaultSettings()
	if err := ui.DecodeSettings(saved, &st); err != nil {
		return err
	}
	return st.check()
}

// migrate reads the keys of settings files written before sections.
func migrate(old map[string]json.RawMessage) json.RawMessage {
	st := defaultSettings()
	found := false
	if v, ok := old["hanoiStones"]; ok && json.Unmarshal(v, &st.N) == nil {
		found = true
	}
	if v, ok := old["hanoiPegs"]; ok && json.Unmarshal(v, &st.Pegs) == nil {
		found = true
	}
	if !found || st.check() != nil {
		return nil
	}
	data, _ := json.Marshal(st)
	return data
}

// newFromRegistry opens the scene with the saved settings, overridden by
// the launch flags.
func newFromRegistry(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	st := defaultSettings()
	if ui.DecodeSettings(saved, &st) != nil || st.check() != nil {
		st = defaultSettings()
	}
	la, _ := l.(launch)
	if la.n > 0 {
		st.N = la.n
	}
	if la.pegs > 0 {
		st.Pegs = la.pegs
	}
	art, err := ui.LoadArt(env, "hanoi", hanoiart.New)
	if err != nil {
		return nil, err
	}
	sc, err := New(env, art, hanoi.Params{N: st.N, Pegs: st.Pegs})
	if err != nil {
		return nil, err
	}
	if la.from != nil {
		sc.resetAt(*la.from)
	}
	return sc, nil
}

// Settings is the scene's settings section.
func (sc *Scene) Settings() any { return settings{N: sc.params.N, Pegs: sc.params.Pegs} }

// Wait blocks until background work (the 4-pile table) is done, so a shot
// is the same picture however fast the machine is.
func (sc *Scene) Wait() { sc.WaitTable() }

// Args are the flags that reopen the game as shown.
func (sc *Scene) Args() []string {
	return append(sc.params.Args(), "-from="+sc.Shown().String())
}

// SnapshotParams are the parameters as the snapshot shows them.
func (sc *Scene) SnapshotParams() any {
	return map[string]int{"n": sc.params.N, "pegs": sc.params.Pegs}
}
