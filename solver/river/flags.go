package river

import (
	"flag"
	"fmt"
)

// The names of the flags of the puzzle, shared by `solve`, `play`, `shot`
// and the page's address.
const (
	FlagCouples = "couples"
	FlagBoat    = "boat"
	FlagOneBack = "one-back"
	FlagFrom    = "from"
)

// Flags declares -couples, -boat and -one-back on fs with the defaults of
// the classic puzzle. The function it returns, called after fs.Parse,
// gives the parameters or the first one out of the solver's range.
func Flags(fs *flag.FlagSet) func() (Params, error) {
	def := DefaultParams()
	couples := fs.Int(FlagCouples, def.Couples, fmt.Sprintf("number of couples, 1..%d", MaxCouples))
	boat := fs.Int(FlagBoat, def.Boat, "how many people the boat holds, 1..2*couples")
	oneBack := fs.Bool(FlagOneBack, def.OneBack, "only one person may row back")
	return func() (Params, error) {
		p := Params{Couples: *couples, Boat: *boat, OneBack: *oneBack}
		if err := p.CheckFlags(); err != nil {
			return Params{}, err
		}
		return p, nil
	}
}

// FromFlag declares -from on fs: a position in the text of State.String
// to start from instead of the start.
func FromFlag(fs *flag.FlagSet) *string {
	return fs.String(FlagFrom, "", "start from this position: near bank/far bank/boat side, e.g. \"H1,H2,W1,W2//near\"")
}

// FromText is the position the text of -from gives for p, and whether it
// gives one (it is not ""); an error says what is wrong, after "-from: ".
func FromText(p Params, text string) (State, bool, error) {
	if text == "" {
		return State{}, false, nil
	}
	s, err := ParseState(p, text)
	if err != nil {
		return State{}, true, fmt.Errorf("-from: %w", err)
	}
	return s, true, nil
}

// Remaining is the number of crossings of a shortest solution from s, or
// an error wrapping ErrNoSolution when there is none.
func Remaining(s State) (int, error) {
	moves, err := Solve(s)
	if err != nil {
		return 0, err
	}
	return len(moves), nil
}
