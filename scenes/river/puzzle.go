package river

import (
	"encoding/json"
	"flag"
	"fmt"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/river"
)

// Puzzle is the registry's entry for the jealous husbands.
func Puzzle() ui.Puzzle {
	return ui.Puzzle{Name: "river", Flags: flags, Explorable: true, New: newPuzzle, CheckSettings: paramTable().CheckSection}.WithText(helpText)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// launch is what the command line or the page's address asked for: the
// parameters given (only those override the saved settings) and -from.
type launch struct {
	params                 river.Params
	couples, boat, oneBack bool // which flags were given
	from                   *river.State
}

// flags declares the puzzle's flags (from solver/river) and -from; the
// function it returns checks them against the scene's ranges.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	get := river.Flags(fs)
	from := river.FromFlag(fs)
	return func() (ui.Launch, error) {
		var l launch
		fs.Visit(func(f *flag.Flag) {
			switch f.Name {
			case river.FlagCouples:
				l.couples = true
			case river.FlagBoat:
				l.boat = true
			case river.FlagOneBack:
				l.oneBack = true
			case river.FlagFrom:
				l.couples, l.boat, l.oneBack = true, true, true
			}
		})
		// The scene's narrower ranges first, so the message says them.
		if c, ok := intFlag(fs, river.FlagCouples); ok && (c < 1 || c > MaxCouples) {
			return nil, fmt.Errorf("-couples %d: the scene shows 1 to %d couples (the solver takes up to %d)", c, MaxCouples, river.MaxCouples)
		}
		if b, ok := intFlag(fs, river.FlagBoat); ok && (b < 1 || b > MaxBoat) {
			return nil, fmt.Errorf("-boat %d: the scene's boat holds 1 to %d (the solver takes up to twice the couples)", b, MaxBoat)
		}
		p, err := get()
		if err != nil {
			return nil, err
		}
		l.params = p
		if *from != "" {
			s, err := river.ParseState(p, *from)
			if err != nil {
				return nil, fmt.Errorf("-from: %w", err)
			}
			l.from = &s
		}
		return l, nil
	}
}

// intFlag reads an int flag's value.
func intFlag(fs *flag.FlagSet, name string) (int, bool) {
	f := fs.Lookup(name)
	if f == nil {
		return 0, false
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return 0, false
	}
	n, ok := g.Get().(int)
	return n, ok
}

// newPuzzle makes the scene from the saved settings and what was launched.
func newPuzzle(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	p := paramTable().Load(saved)
	var from *river.State
	if la, ok := l.(launch); ok {
		if la.couples {
			p.Couples = la.params.Couples
		}
		if la.boat {
			p.Boat = la.params.Boat
		}
		if la.oneBack {
			p.OneBack = la.params.OneBack
		}
		// A saved boat too big for the couples asked for shrinks to fit.
		p.Boat = min(p.Boat, 2*p.Couples)
		from = la.from
	}
	sc, err := newScene(env, p, from)
	if err != nil {
		return nil, err
	}
	return sc, nil
}

// Args are the flags that reopen the game as shown.
func (sc *Scene) Args() []string { return sc.ArgsFrom(sc.Ses.At(sc.Ses.Pos()).State.String()) }
