package bridge

import (
	"fmt"
	"strconv"
	"strings"

	"puzzleworks/scenes/ui"
)

// Problem is one part of a page's address that the game could not use.
type Problem struct {
	Name     string // the parameter ("n", "from"), or "play" for the puzzle's name
	Value    string // the value the address gave
	HasValue bool   // the address gave "name=value", not a bare "name"
	Reason   string // why, with the range or form allowed
}

// Checker is what Recover asks of the game: whether a puzzle exists and
// whether a list of flags ("-n=3", "-replay") opens it. Check returns an
// error that says why not, without the flag's name in front.
type Checker struct {
	Known func(puzzle string) bool
	Check func(puzzle string, flags []string) error
}

// The most parameters Recover looks at: a hand-made address of thousands
// costs one line, not thousands of checks.
const maxFlags = 24

// Recover reads the arguments of a page's address (see ArgsFromQuery:
// "play", the puzzle, then flags) leniently: it keeps every flag the game
// accepts and leaves out, with a Problem each, those it does not. puzzle
// is "" when the game should open at the menu. A position (-from) is
// checked after the other parameters, since it is read on their puzzle.
// The flags returned open the game (Check accepts them).
func Recover(args []string, c Checker) (puzzle string, flags []string, problems []Problem) {
	if len(args) == 0 {
		return "", nil, nil
	}
	rest := args[1:] // after "play"
	if len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		puzzle, rest = rest[0], rest[1:]
	}
	type param struct {
		name, value string
		hasValue    bool
	}
	var params []param
	for i, a := range rest {
		if i == maxFlags {
			problems = append(problems, Problem{Reason: fmt.Sprintf("%d more parameters left out: an address takes at most %d", len(rest)-maxFlags, maxFlags)})
			break
		}
		k, v, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		params = append(params, param{k, v, hasValue})
	}
	switch {
	case puzzle == "" && len(args) > 0:
		problems = append(problems, Problem{Name: "play", Reason: "no puzzle named (play=hanoi, say); showing the menu"})
	case !c.Known(puzzle):
		problems = append(problems, Problem{Name: "play", Value: puzzle, HasValue: true, Reason: "no such puzzle; showing the menu"})
		puzzle = ""
	}
	if puzzle == "" {
		if len(params) > 0 {
			names := make([]string, len(params))
			for i, p := range params {
				names[i] = Quote(p.name)
			}
			problems = append(problems, Problem{Reason: "the menu takes no parameters: left out " + strings.Join(names, ", ")})
		}
		return "", nil, problems
	}
	// Some parameters are read on others (a position on the puzzle's
	// size, marks on a position): one that fails is tried again after
	// the rest, until a pass keeps nothing new.
	type failed struct {
		p   param
		err error
	}
	pending := params
	var last []failed
	for len(pending) > 0 {
		var next []param
		last = last[:0]
		for _, p := range pending {
			if p.name == "" || strings.ContainsAny(p.name, " =") {
				problems = append(problems, Problem{Name: p.name, Value: p.value, HasValue: p.hasValue, Reason: "not a parameter's name"})
				continue
			}
			flag := "-" + p.name
			if p.hasValue {
				flag += "=" + p.value
			}
			if err := c.Check(puzzle, append(flags[:len(flags):len(flags)], flag)); err != nil {
				next = append(next, p)
				last = append(last, failed{p, err})
				continue
			}
			flags = append(flags, flag)
		}
		if len(next) == len(pending) {
			break
		}
		pending = next
	}
	for _, f := range last {
		reason := TrimName(f.err.Error(), f.p.name, f.p.value)
		if f.p.name == "from" {
			reason += "; showing the start"
		}
		problems = append(problems, Problem{Name: f.p.name, Value: f.p.value, HasValue: f.p.hasValue, Reason: reason})
	}
	return puzzle, flags, problems
}

// TrimName takes off the head of a flag's error message that names the
// flag and its value, since a problem's line names them already:
// "-n: the scene shows…", "-couples 9: the scene…" and "-from "x" on the
// star…" lose their heads, "-pegs must be…" its dash.
func TrimName(reason, name, value string) string {
	flag := "-" + name
	for _, head := range []string{flag + ": ", flag + " " + value + ": ", flag + " " + strconv.Quote(value) + " ", flag + " " + strconv.Quote(value) + ": "} {
		if strings.HasPrefix(reason, head) {
			return reason[len(head):]
		}
	}
	if strings.HasPrefix(reason, flag+" ") {
		return reason[1:]
	}
	return reason
}

// maxQuoted is how many characters of a bad value a message quotes.
const maxQuoted = 40

// Quote quotes s for a message, cut to about 40 characters with an
// ellipsis, with anything unprintable escaped.
func Quote(s string) string {
	return fmt.Sprintf("%q", ui.Cut(s, maxQuoted))
}

// maxLine is the longest a problem's line may be, in characters.
const maxLine = 160

// Line is the problem as one line for the player: the parameter and its
// value quoted, then the reason. shown, when it knows the parameter, says
// what the game shows instead ("showing 6").
func (p Problem) Line(shown func(name string) (string, bool)) string {
	reason := p.Reason
	if len(p.Value) > maxQuoted {
		// A message may quote the whole value: a position of thousands
		// of characters must not run off the screen.
		reason = strings.ReplaceAll(reason, p.Value, ui.Cut(p.Value, maxQuoted))
	}
	var b strings.Builder
	switch {
	case p.Name == "":
	case p.HasValue:
		b.WriteString(p.Name + " = " + Quote(p.Value) + ": ")
	default:
		b.WriteString(p.Name + ": ")
	}
	b.WriteString(reason)
	if shown != nil && p.Name != "" && p.Name != "from" && p.Name != "play" {
		if v, ok := shown(p.Name); ok {
			b.WriteString("; showing " + ui.Cut(v, maxQuoted))
		}
	}
	return ui.Cut(b.String(), maxLine)
}
