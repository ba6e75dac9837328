package cli

import (
	"errors"
	"flag"
	"fmt"

	"puzzleworks/solver/graph"
)

// graphArgs are -graph and -graph-limit, taken by the move puzzles.
type graphArgs struct {
	format *string
	limit  *int
}

// graphFlags declares -graph FORMAT and -graph-limit N on fs. The limit is
// not called -limit: the queen's escape has a -limit of its own (pounds).
func graphFlags(fs *flag.FlagSet) graphArgs {
	return graphArgs{
		format: fs.String("graph", "", "print the graph of every reachable position instead: json or dot (Graphviz)"),
		limit:  fs.Int("graph-limit", graph.DefaultLimit, "with -graph: the most positions to explore"),
	}
}

// check refuses a format or limit that cannot be; it is called after the
// flags are parsed.
func (a graphArgs) check() error {
	switch *a.format {
	case "", "json", "dot":
	default:
		return fmt.Errorf("-graph must be json or dot, got %q", *a.format)
	}
	if *a.limit < 1 {
		return fmt.Errorf("-graph-limit must be 1 or more, got %d", *a.limit)
	}
	return nil
}

// wanted reports whether -graph was given.
func (a graphArgs) wanted() bool { return *a.format != "" }

// writeGraph prints the graph of every position reachable from start:
// exit status 0; 1, after the graph, with a line saying so when no goal
// can be reached (every distance is -1); 2 with one line when there are
// more positions than the limit.
func writeGraph[S, M graph.Text](sio IO, name string, start S, rules graph.Rules[S, M], a graphArgs) int {
	if err := a.check(); err != nil {
		return Fail(sio, ExitBadInput, "%s: %v", name, err)
	}
	g, err := graph.Build(start, rules, *a.limit)
	if tl, ok := errors.AsType[*graph.TooLargeError](err); ok {
		return Fail(sio, ExitBadInput, "%s: -graph: %v from %v; raise -graph-limit (now %d) or make the puzzle smaller", name, tl, start, tl.Limit)
	}
	if err != nil {
		return Fail(sio, ExitBadInput, "%s: -graph: %v", name, err)
	}
	if *a.format == "dot" {
		graph.WriteDOT(sio.Stdout, g, name) // a write error is Solve's to report
	} else {
		graph.WriteJSON(sio.Stdout, g)
	}
	if g.Shortest() < 0 {
		return Fail(sio, ExitNoSolution, "%s: no solution: no goal among the %d reachable positions", name, len(g.Nodes))
	}
	return ExitSolved
}
