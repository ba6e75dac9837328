package river

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Limits of the parameters.
const (
	// MaxCouples is the largest number of couples.
	MaxCouples = 8
	// wifeShift is the bit of W1 in a Set; H1 is bit 0.
	wifeShift = MaxCouples
	// husbandBits selects every husband bit of a Set.
	husbandBits Set = 1<<MaxCouples - 1
)

// Params are the rules of one puzzle.
type Params struct {
	// Couples is the number of couples, 1..MaxCouples.
	Couples int
	// Boat is the capacity of the boat, 1..2*Couples.
	Boat int
	// OneBack, when set, makes every return trip carry exactly one person.
	OneBack bool
}

// DefaultParams returns the classic puzzle: three couples, a boat of two.
func DefaultParams() Params {
	return Params{Couples: 3, Boat: 2}
}

// Validate reports the first parameter outside its allowed range.
func (p Params) Validate() error {
	if p.Couples < 1 || p.Couples > MaxCouples {
		return fmt.Errorf("couples must be from 1 to %d, got %d", MaxCouples, p.Couples)
	}
	if p.Boat < 1 || p.Boat > 2*p.Couples {
		return fmt.Errorf("boat must be from 1 to %d (twice the couples), got %d", 2*p.Couples, p.Boat)
	}
	return nil
}

// CheckFlags is Validate in the flags' words: "-boat must be …".
func (p Params) CheckFlags() error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("-%w", err)
	}
	return nil
}

// Everyone returns the set of all people of the puzzle.
func (p Params) Everyone() Set {
	h := Set(1)<<p.Couples - 1
	return h | h<<wifeShift
}

// Set is a set of people: bit i-1 is Hi, bit MaxCouples+i-1 is Wi.
type Set uint16

// Husband returns the set holding only Hi (i from 1).
func Husband(i int) Set {
	if i < 1 || i > MaxCouples {
		return 0
	}
	return 1 << (i - 1)
}

// Wife returns the set holding only Wi (i from 1).
func Wife(i int) Set {
	if i < 1 || i > MaxCouples {
		return 0
	}
	return 1 << (wifeShift + i - 1)
}

// Len returns the number of people in the set.
func (s Set) Len() int { return bits.OnesCount16(uint16(s)) }

// Has reports whether every person of t is in s.
func (s Set) Has(t Set) bool { return s&t == t }

// Rank is the place of the person p (a one-person set) among the people
// of s in their order (H1..Hn, then W1..Wn): how many of them come first.
func (s Set) Rank(p Set) int { return (s & (p - 1)).Len() }

// husbands and wives return the couple numbers present, as bit i-1 for couple i.
func (s Set) husbands() Set { return s & husbandBits }
func (s Set) wives() Set    { return s >> wifeShift }

// String lists the people couple by couple, comma-separated (H1,W1,H2),
// or "-" for nobody.
func (s Set) String() string {
	if s == 0 {
		return "-"
	}
	var b strings.Builder
	for i := 1; i <= MaxCouples; i++ {
		for _, p := range [2]Set{Husband(i), Wife(i)} {
			if s&p == 0 {
				continue
			}
			if b.Len() > 0 {
				b.WriteByte(',')
			}
			b.WriteString(personName(p))
		}
	}
	return b.String()
}

// personName names a one-person set: "H3" or "W3".
func personName(p Set) string {
	i := bits.TrailingZeros16(uint16(p))
	if i >= wifeShift {
		return "W" + strconv.Itoa(i-wifeShift+1)
	}
	return "H" + strconv.Itoa(i+1)
}

// conflict returns a wife who is with another man in group g without her
// husband, and that man; ok is false when the group is safe. The lowest
// numbers are named first so messages are stable.
func conflict(g Set) (wife, man Set, ok bool) {
	men := g.husbands()
	alone := g.wives() &^ men
	if men == 0 || alone == 0 {
		return 0, 0, false
	}
	w := alone & -alone
	return w << wifeShift, men & -men, true
}

// safe reports whether no wife in g is with another man without her husband.
func safe(g Set) bool {
	men := g.husbands()
	return men == 0 || g.wives()&^men == 0
}
