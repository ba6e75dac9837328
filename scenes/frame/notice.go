package frame

import "puzzleworks/scenes/ui"

// Notice is a status line a scene keeps until it can say it: what a game
// set up without a context (in New) tells the player at the first tick,
// such as that it has no solution.
type Notice struct {
	tone ui.Tone
	text string
}

// Set keeps text, in tone, to be said ("" keeps nothing).
func (n *Notice) Set(tone ui.Tone, text string) { n.tone, n.text = tone, text }

// Take is the text kept, forgotten: the scene says it in its own way.
func (n *Notice) Take() string {
	t := n.text
	n.text = ""
	return t
}

// Say says the text kept, if any, on the status line, once.
func (n *Notice) Say(ctx *ui.Context) {
	if n.text != "" {
		ctx.Status.Say(n.tone, n.Take())
	}
}
