package frame

import (
	"encoding/json"
	"flag"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Held are a puzzle's parameters as its scene holds them: their table, the
// values in play and the parts of the picture, the header's controls among
// them. A scene whose parameters are all in its table embeds it and gets
// Params, Settings, SnapshotParams, Parts and HeadInput from it.
type Held[P any] struct {
	Decl *Params[P] // the parameters, declared once
	Cur  P          // the parameters in play
	// Change, when set, is what the header's controls and keys ask for:
	// it checks p, says what is wrong, or starts a new game of p
	// (HeadInput).
	Change func(ctx *ui.Context, p P)
	parts  []Part
}

// HeadInput reads the header's controls and their keys for the
// parameters in play and hands what they ask for to Change
// (frame.Headed); without Change the scene reads them itself.
func (h *Held[P]) HeadInput(ctx *ui.Context, pointer bool) bool {
	return h.Change != nil && h.Decl.Input(ctx, pointer, h.Cur, h.Change)
}

// HeadKey sums up what the header's controls show (HeadKeyer).
func (h *Held[P]) HeadKey() uint64 { return h.Decl.Shows(h.Cur) }

// Params are the parameters of the game being played.
func (h *Held[P]) Params() P { return h.Cur }

// Settings is the scene's settings section: the parameters in play.
func (h *Held[P]) Settings() any { return h.Decl.Section(h.Cur) }

// SnapshotParams are the parameters as the snapshot shows them.
func (h *Held[P]) SnapshotParams() any { return h.Settings() }

// ArgsFrom are the flags that reopen the game: the parameters, then
// -from with the position text pos.
func (h *Held[P]) ArgsFrom(pos string) []string { return withFrom(h.Decl.Args(h.Cur), pos) }

// withFrom is args, then -from with the position text pos.
func withFrom(args []string, pos string) []string { return append(args, "-from="+pos) }

// SetParts makes the picture's parts: the title, a part for each
// parameter's controls, then the rest.
func (h *Held[P]) SetParts(title Part, rest ...Part) {
	h.parts = append(h.Decl.Parts(titled(title)), rest...)
}

// titled is a picture's parts so far: its title.
func titled(title Part) []Part { return []Part{title} }

// Parts are the parts SetParts made.
func (h *Held[P]) Parts() []Part { return h.parts }

// DrawParam draws part i if it is a parameter's controls, and reports
// whether it was.
func (h *Held[P]) DrawParam(dst *ebiten.Image, ctx *ui.Context, i int) bool {
	return h.Decl.DrawPart(dst, ctx, h.Cur, h.parts[i].Name)
}

// Launch is what the command line or a page's address asked a scene
// whose parameters are all in its table for: the flags, of which those
// given override the saved settings (Params.Open), and the position -from
// gave, if any.
type Launch[S any] struct {
	Flags *flag.FlagSet
	From  *S
}

// Launched is the launch of a scene whose flags are fs (parsed): with the
// position s when ok (-from was given), or the error err.
func Launched[S any](fs *flag.FlagSet, s S, ok bool, err error) (ui.Launch, error) {
	if err != nil {
		return nil, err
	}
	l := Launch[S]{Flags: fs}
	if ok {
		l.From = &s
	}
	return l, nil
}

// OpenLaunch is what a scene of positions S opens with for launch l: the
// parameters of the saved section overridden by the flags given (Open),
// or, when the launch gave a position, exactly the flags' (their defaults
// where not given: a position names its parameters); the position, nil
// for the start; and whether there was a launch at all.
func OpenLaunch[S, P any](l ui.Launch, ps *Params[P], saved json.RawMessage) (p P, from *S, launched bool) {
	la, launched := l.(Launch[S])
	if la.From != nil {
		saved = nil
	}
	return ps.Open(saved, la.Flags), la.From, launched
}

// Entry is the registry entry e with the settings' check from the table
// and, when it has Legacy keys, their migration.
func (ps *Params[P]) Entry(e ui.Puzzle) ui.Puzzle {
	e.CheckSettings = ps.CheckSection
	if ps.Legacy != nil {
		e.Migrate = func(old map[string]json.RawMessage) json.RawMessage { return ps.Migrate(old, ps.Legacy) }
	}
	return e
}

// Memo keeps the answer of a count that costs work (the fewest moves from
// the position shown), asked again every frame, while its question stays.
type Memo[K comparable] struct {
	key K
	val int
	ok  bool
}

// Of is count(k), worked out again only when k is not the key asked last
// or after Forget.
func (m *Memo[K]) Of(k K, count func(K) int) int {
	if !m.ok || k != m.key {
		m.key, m.val, m.ok = k, count(k), true
	}
	return m.val
}

// Forget drops the answer kept: what it counts has changed (a new game, a
// table that came).
func (m *Memo[K]) Forget() { m.ok = false }

// Open is the parameters a scene opens with: the saved section's (the
// defaults where it is broken), then each parameter whose flag was given
// on fs (nil for none).
func (ps *Params[P]) Open(saved json.RawMessage, fs *flag.FlagSet) P {
	p := ps.Load(saved)
	if fs != nil {
		ps.FromFlags(fs, &p)
	}
	return p
}

// Migrate builds a section from the keys of a settings file written
// before sections (keys maps an old key to its parameter's name): nil when
// none is there or what is there is not allowed.
func (ps *Params[P]) Migrate(old map[string]json.RawMessage, keys map[string]string) json.RawMessage {
	data, ok := migrated(old, keys)
	if !ok {
		return nil
	}
	p, err := ps.Decode(data)
	if err != nil {
		return nil
	}
	return marshalSection(ps.Section(p))
}

// migrated is the section of the old keys keys maps to parameters'
// names, and whether there are any.
func migrated(old map[string]json.RawMessage, keys map[string]string) (json.RawMessage, bool) {
	section := map[string]json.RawMessage{}
	for from, to := range keys {
		if v, ok := old[from]; ok {
			section[to] = v
		}
	}
	data, _ := json.Marshal(section)
	return data, len(section) > 0
}

// marshalSection is the section v as JSON.
func marshalSection(v Values) json.RawMessage {
	data, _ := json.Marshal(v)
	return data
}

// PaintHead paints the unchanging picture of part i when it is a header
// part: the title and the parameters' labels. It reports whether it was.
func (h *Held[P]) PaintHead(dst *ebiten.Image, ctx *ui.Context, i int, title string) bool {
	if h.parts[i].Kind != Head {
		return false
	}
	ui.Title(dst, ctx, title)
	h.Decl.DrawLabels(dst, ctx)
	h.Decl.PaintPart(dst, ctx, h.Cur, h.parts[i].Name)
	return true
}
