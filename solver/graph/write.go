package graph

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// WriteJSON and WriteDOT are functions, not methods of Graph: the game's
// browser build keeps every exported method of a type it puts in an
// interface (it uses reflection), and so would carry these for every
// puzzle, though only the command line writes a graph.

// WriteJSON writes the graph g as one JSON object:
//
//	{"nodes":[{"id":0,"position":"...","depth":0,"distance":7},...],
//	 "edges":[[0,1,"A B"],...],"start":0,"goals":[...],
//	 "shortest":7,"solutions":"1"}
//
// distance is -1 where no goal can be reached; shortest is -1 when the
// puzzle has no solution; solutions is a decimal string, since it can
// exceed what a JSON number holds exactly.
func WriteJSON[S, M Text](w io.Writer, g *Graph[S, M]) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(`{"nodes":[`)
	for i, n := range g.Nodes {
		if i > 0 {
			bw.WriteByte(',')
		}
		fmt.Fprintf(bw, `{"id":%d,"position":%s,"depth":%d,"distance":%d}`, i, quote(n.Position), n.Depth, n.Distance)
	}
	bw.WriteString(`],"edges":[`)
	for i, e := range g.Edges {
		if i > 0 {
			bw.WriteByte(',')
		}
		fmt.Fprintf(bw, `[%d,%d,%s]`, e.From, e.To, quote(e.Move.String()))
	}
	bw.WriteString(`],"start":0,"goals":[`)
	for i, id := range g.Goals {
		if i > 0 {
			bw.WriteByte(',')
		}
		bw.WriteString(strconv.Itoa(id))
	}
	fmt.Fprintf(bw, `],"shortest":%d,"solutions":"%s"}`+"\n", g.Shortest(), g.Solutions())
	return bw.Flush()
}

// quote writes s as a JSON string.
func quote(s string) string {
	b, _ := json.Marshal(s) // a string always encodes
	return string(b)
}

// WriteDOT writes the graph g for Graphviz: a directed graph named name,
// each node labelled with its position and distance to a goal, the start
// drawn bold, the goals doubled, and those from which no goal can be
// reached grey.
func WriteDOT[S, M Text](w io.Writer, g *Graph[S, M], name string) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "digraph %s {\n\tnode [shape=box, fontname=\"sans-serif\"];\n", dotQuote(name))
	goal := make(map[int]bool, len(g.Goals))
	for _, id := range g.Goals {
		goal[id] = true
	}
	for i, n := range g.Nodes {
		attrs := ""
		switch {
		case i == 0:
			attrs = ", style=bold"
		case n.Distance < 0:
			attrs = ", color=grey, fontcolor=grey"
		}
		if goal[i] {
			attrs += ", peripheries=2"
		}
		fmt.Fprintf(bw, "\t%d [label=%s%s];\n", i, dotQuote(fmt.Sprintf("%s\n%d", n.Position, n.Distance)), attrs)
	}
	for _, e := range g.Edges {
		fmt.Fprintf(bw, "\t%d -> %d [label=%s];\n", e.From, e.To, dotQuote(e.Move.String()))
	}
	bw.WriteString("}\n")
	return bw.Flush()
}

// dotQuote writes s as a Graphviz string: quotes and backslashes escaped,
// a line break as \n (a centred line).
func dotQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}
