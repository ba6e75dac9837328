//go:build !js

package web

import (
	"testing"

	"puzzleworks/scenes"
)

// TestBrowserGraph opens the graph of every position from the address and
// goes to the goal by a real click on its dot.
func TestBrowserGraph(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test takes a minute; skipped with -short")
	}
	browser := startBrowser(t)
	base, _ := serveSite(t)
	p, _ := openPage(t, browser, base+"?play=hanoi&n=3&graph&speed=16", false)
	s := p.waitState("the graph built", func(s scenes.Snapshot) bool { return s.Graph != nil })
	if g := s.Graph; !g.Open || g.Nodes != 27 || g.Edges != 78 || g.Shortest != 7 || g.Solutions != "1" {
		t.Fatalf("graph %+v", g)
	}
	// The snapshot says where the goal's dot is drawn.
	s = p.waitState("the goal drawn", func(s scenes.Snapshot) bool { return s.Graph.Goal != nil })
	p.click(s.Graph.Goal[0], s.Graph.Goal[1])
	s = p.waitState("at the goal", func(s scenes.Snapshot) bool { return s.Won })
	if s.Moves != 7 || s.Position != "/3,2,1/" {
		t.Errorf("went to %s in %d moves", s.Position, s.Moves)
	}
	p.checkConsole()
}
