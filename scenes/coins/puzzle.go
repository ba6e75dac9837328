package coins

import (
	"encoding/json"
	"flag"
	"fmt"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/coins"
)

// The scene's ranges, narrower than the solver's (n up to coins.MaxN): more
// than 16 points would crowd the circle.
const (
	MinPoints = coins.MinN
	MaxPoints = 16
)

// Puzzle is the registry entry of the seven-coins scene.
func Puzzle() ui.Puzzle {
	return paramTable().Entry(ui.Puzzle{Name: "coins", Flags: Flags, Explorable: true, New: newFromRegistry}).WithText(helpText)
}

// newFromRegistry makes the scene for the registry.
func newFromRegistry(env *ui.Env, saved json.RawMessage, launch ui.Launch) (ui.PuzzleScene, error) {
	return New(env, saved, launch)
}

// checkScene checks a star against the solver's rules and the scene's
// narrower range of n.
func checkScene(p coins.Params) error {
	if p.N > MaxPoints && p.N <= coins.MaxN {
		return fmt.Errorf("n = %d is out of the scene's range: want %d ≤ n ≤ %d (the solver takes up to %d: puzzleworks solve coins -n %d -k %d)",
			p.N, MinPoints, MaxPoints, coins.MaxN, p.N, p.K)
	}
	if err := p.Validate(); err != nil {
		if p.N > coins.MaxN || p.N < coins.MinN {
			return fmt.Errorf("n = %d is out of range: want %d ≤ n ≤ %d in the scene", p.N, MinPoints, MaxPoints)
		}
		return err
	}
	return nil
}

// Flags declares -n, -k (from solver/coins) and -from on fs. The returned
// function checks what was given against the scene's ranges; a flag not
// given leaves the saved setting, so a pair with one missing is checked
// when the scene opens. The launch is a frame.Launch of -from's text, read
// on the star the scene opens (resolve).
func Flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	coins.Flags(fs)
	from := coins.FromFlag(fs)
	return func() (ui.Launch, error) {
		given := frame.Given(fs)
		n, _ := frame.IntFlag(fs, "n")
		k, _ := frame.IntFlag(fs, "k")
		var err error
		switch {
		case given["n"] && given["k"]:
			// The scene's message first: it names the scene's range.
			if err = checkScene(coins.Params{N: n, K: k}); err == nil && given["from"] {
				if _, perr := coins.ParsePosition(coins.Params{N: n, K: k}, *from); perr != nil {
					err = fmt.Errorf("-from %q: %w", *from, perr)
				}
			}
		case given["n"]:
			err = checkScene(coins.Params{N: n, K: coins.MinK}) // n alone: the least step fits every n
		case given["k"]:
			err = checkK(k)
		}
		return frame.Launched(fs, *from, given["from"], err)
	}
}

// checkK checks k alone: some n of the scene's range must take it.
func checkK(k int) error {
	if k < coins.MinK || 2*k >= MaxPoints {
		return fmt.Errorf("k = %d is out of range: want %d ≤ k < n/2, so at most %d with the scene's %d points", k, coins.MinK, (MaxPoints-1)/2, MaxPoints)
	}
	return nil
}

// resolve merges the saved settings with the flags given at launch l,
// and reads the starting position.
func resolve(saved json.RawMessage, l ui.Launch) (coins.Params, coins.State, error) {
	la, _ := l.(frame.Launch[string])
	p := paramTable().Open(saved, la.Flags) // the game drops a bad section; never fail on it
	if la.Flags != nil && !frame.Given(la.Flags)["k"] && 2*p.K >= p.N {
		p.K = p.MaxK() // keep the saved step where it fits, else the largest that does
	}
	if err := checkScene(p); err != nil {
		return p, coins.State{}, err
	}
	start, _ := coins.Start(p)
	if la.From != nil {
		s, err := coins.ParsePosition(p, *la.From)
		if err != nil {
			return p, start, fmt.Errorf("-from %q on the star %v: %w", *la.From, p, err)
		}
		start = s
	}
	return p, start, nil
}
