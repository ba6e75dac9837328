package coins

import (
	"flag"
	"fmt"
)

// Flags declares the star's parameters on fs: -n (points on the circle)
// and -k (the step of the lines), defaulting to the classic {8/3}. `solve`,
// `play`, `shot` and the page's address all use these same flags. The
// function it returns, called after fs.Parse, gives the star they name,
// checked against this package's ranges (a scene may narrow them).
func Flags(fs *flag.FlagSet) func() (Params, error) {
	d := DefaultParams()
	n := fs.Int("n", d.N, fmt.Sprintf("number of points on the circle (%d..%d)", MinN, MaxN))
	k := fs.Int("k", d.K, fmt.Sprintf("each point is joined to the points k steps away on either side (%d ≤ k < n/2)", MinK))
	return func() (Params, error) {
		p := Params{N: *n, K: *k}
		if err := p.Validate(); err != nil {
			return Params{}, err
		}
		return p, nil
	}
}

// FromFlag declares -from POSITION on fs: the position to start from, in
// the position text (see ParsePosition). The default is the empty star.
func FromFlag(fs *flag.FlagSet) *string {
	return fs.String("from", "", `start from this position: the points that hold coins, comma-separated, e.g. 0,3,6 ("-" or empty for none)`)
}
