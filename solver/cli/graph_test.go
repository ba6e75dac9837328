package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// graphDoc is the JSON of -graph json.
type graphDoc struct {
	Nodes []struct {
		ID       int    `json:"id"`
		Position string `json:"position"`
		Distance int    `json:"distance"`
	} `json:"nodes"`
	Edges     [][3]any `json:"edges"`
	Start     int      `json:"start"`
	Goals     []int    `json:"goals"`
	Shortest  int      `json:"shortest"`
	Solutions string   `json:"solutions"`
}

// TestGraphJSON checks -graph json for each move puzzle against the known
// results: the number of positions, the shortest solution, its count.
func TestGraphJSON(t *testing.T) {
	tests := []struct {
		puzzle    string
		args      []string
		code      int
		nodes     int
		shortest  int
		solutions string
		start     string
	}{
		{"hanoi", []string{"-n", "3"}, 0, 27, 7, "1", "3,2,1//"},
		{"hanoi", []string{"-n", "7"}, 0, 2187, 127, "1", "7,6,5,4,3,2,1//"},
		{"hanoi", []string{"-n", "3", "-pegs", "4"}, 0, 64, 5, "", "3,2,1///"},
		{"hanoi", []string{"-n", "3", "-from", "/3,2,1/"}, 0, 27, 0, "1", "/3,2,1/"},
		{"river", nil, 0, -1, 11, "", "H1,H2,H3,W1,W2,W3//near"},
		{"river", []string{"-one-back"}, 1, 20, -1, "0", "H1,H2,H3,W1,W2,W3//near"},
		{"pulley", nil, 0, -1, 10, "", "queen,daughter,son,cannonball/"},
		{"coins", nil, 0, -1, 7, "", "-"},
	}
	for _, tc := range tests {
		t.Run(tc.puzzle+strings.Join(tc.args, ""), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Solve(tc.puzzle, append([]string{"-graph", "json"}, tc.args...), IO{Stdout: &out, Stderr: &errb})
			if code != tc.code {
				t.Fatalf("exit %d, want %d: %s", code, tc.code, errb.String())
			}
			var d graphDoc
			if err := json.Unmarshal(out.Bytes(), &d); err != nil {
				t.Fatalf("%v: %.200s", err, out.String())
			}
			if tc.nodes > 0 && len(d.Nodes) != tc.nodes {
				t.Errorf("%d positions, want %d", len(d.Nodes), tc.nodes)
			}
			if d.Shortest != tc.shortest || (tc.solutions != "" && d.Solutions != tc.solutions) || d.Nodes[0].Position != tc.start {
				t.Errorf("shortest %d, solutions %s, start %q", d.Shortest, d.Solutions, d.Nodes[0].Position)
			}
			if d.Nodes[d.Start].Distance != d.Shortest {
				t.Errorf("the start's distance %d, shortest %d", d.Nodes[d.Start].Distance, d.Shortest)
			}
			if tc.code == 1 && (!strings.Contains(errb.String(), "no goal among the 20 reachable positions") || len(d.Goals) != 0) {
				t.Errorf("no solution: stderr %q, goals %v", errb.String(), d.Goals)
			}
			for _, e := range d.Edges {
				from, to := int(e[0].(float64)), int(e[1].(float64))
				if d.Nodes[from].Distance >= 0 && d.Nodes[to].Distance >= 0 && d.Nodes[from].Distance > d.Nodes[to].Distance+1 {
					t.Fatalf("edge %v jumps distances %d to %d", e, d.Nodes[from].Distance, d.Nodes[to].Distance)
				}
			}
		})
	}
}

func TestGraphFlags(t *testing.T) {
	runCases(t, "hanoi", []cliCase{
		{name: "too large", args: []string{"-n", "11", "-graph", "json"}, wantCode: 2,
			wantStderr: "hanoi: -graph: more than 100000 positions are reachable from 11,10,9,8,7,6,5,4,3,2,1//; raise -graph-limit", wantLines: 1},
		{name: "own limit", args: []string{"-n", "4", "-graph", "json", "-graph-limit", "80"}, wantCode: 2,
			wantStderr: "more than 80 positions", wantLines: 1},
		{name: "bad format", args: []string{"-graph", "svg"}, wantCode: 2, wantStderr: `hanoi: -graph must be json or dot, got "svg"`, wantLines: 1},
		{name: "bad limit", args: []string{"-graph", "dot", "-graph-limit", "0"}, wantCode: 2, wantStderr: "-graph-limit must be 1 or more", wantLines: 1},
		{name: "with count", args: []string{"-graph", "dot", "-count"}, wantCode: 2, wantStderr: "-graph and -count: choose one", wantLines: 1},
		{name: "dot", args: []string{"-n", "1", "-graph", "dot"}, wantCode: 0, wantOut: "digraph \"hanoi\" {\n" +
			"\tnode [shape=box, fontname=\"sans-serif\"];\n" +
			"\t0 [label=\"1//\\n1\", style=bold];\n" +
			"\t1 [label=\"/1/\\n0\", peripheries=2];\n" +
			"\t2 [label=\"//1\\n1\"];\n" +
			"\t0 -> 1 [label=\"A B\"];\n\t0 -> 2 [label=\"A C\"];\n" +
			"\t1 -> 0 [label=\"B A\"];\n\t1 -> 2 [label=\"B C\"];\n" +
			"\t2 -> 0 [label=\"C A\"];\n\t2 -> 1 [label=\"C B\"];\n}\n"},
	})
	runCases(t, "pulley", []cliCase{
		// The pulley's own -limit is pounds, not positions.
		{name: "limit is pounds", args: []string{"-limit", "20", "-graph", "dot", "-graph-limit", "3"}, wantCode: 2, wantStderr: "more than 3 positions", wantLines: 1},
	})
}
