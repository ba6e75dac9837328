package pulley

import (
	"encoding/json"
	"flag"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/frame"
	"puzzleworks/scenes/ui"
	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/pulleyart"
)

// paramTable is the scene's parameters, declared once: the preset of the
// items, a control of the header alone; the people and the objects as the
// -people and -objects flags write them (texts read by
// pulley.ParseItems); and the limit. The settings' check and section, the
// snapshot's parameters, the link's flags and the header's controls come
// from it. The preset goes round the list (from a custom set, to the
// first or the last); the limit's stepper is free: the scene says what
// lies past its ends (Scene.change).
func paramTable() *frame.Params[pulley.Params] {
	return &frame.Params[pulley.Params]{
		Static:  true, // at rest in the static layer: the pointer lights one
		Default: pulley.DefaultParams(),
		Check:   checkParams,
		List: []frame.Param[pulley.Params]{
			{Name: "set", Label: "Set", X: presetX, HeadOnly: true, Wrap: true, Max: len(presets) - 1,
				Less: "◀", More: "▶", Show: presetName, // Face: Scene.arrow
				ValueW: presetW, ValueSize: 17, Fit: presetW,
				Part: ui.R(284, 0, presetX+2*ctlButton+presetW+4-284, frame.HeaderH),
				Get:  presetOf, Set: func(p *pulley.Params, v int) { *p = presets[v].Params }},
			items("people", true),
			items("objects", false),
			{Name: "limit", Label: "Limit", X: limitX, Free: true, ValueW: limitW, ValueSize: 19, ValueDY: 6, Unit: " lb",
				Step: []ebiten.Key{ebiten.KeyComma, ebiten.KeyPeriod},
				Part: ui.R(limitX-56, 0, 2*ctlButton+limitW+60, frame.HeaderH),
				Get:  func(p pulley.Params) int { return p.Limit }, Set: func(p *pulley.Params, v int) { p.Limit = v }},
		},
	}
}

// items is the parameter of the people (person true) or of the objects.
func items(name string, person bool) frame.Param[pulley.Params] {
	return frame.Param[pulley.Params]{Name: name,
		Text: func(p pulley.Params) string { return pulley.FormatItems(p.Items, person) },
		Parse: func(p *pulley.Params, s string) error {
			its, err := pulley.ParseItems(s, person)
			if err == nil {
				p.Items = p.WithItems(its, person)
			}
			return err
		}}
}

// Puzzle is the registry's entry for the queen's escape.
func Puzzle() ui.Puzzle {
	return paramTable().Entry(ui.Puzzle{Name: "pulley", Flags: flags, Explorable: true, New: newFromRegistry}).WithText(helpText)
}

// flags declares the solver's flags and narrows them to what the scene
// shows: at most MaxItems items and a limit of MinLimit..MaxLimit.
func flags(fs *flag.FlagSet) func() (ui.Launch, error) {
	f := pulley.DeclareFlags(fs)
	return func() (ui.Launch, error) {
		p, err := f.Params()
		if err != nil {
			return nil, err
		}
		if flag, err := outOfRange(p); err != nil {
			return nil, fmt.Errorf("%s: %w", flag, err)
		}
		if !f.Given("from") {
			return frame.Launched(fs, pulley.State{}, false, nil)
		}
		// The position names items: it is read in the flags' puzzle,
		// which the scene then plays (reset), so it is built once.
		pz, _ := pulley.New(p) // Params checked p
		s, ok, err := f.From(pz)
		return frame.Launched(fs, s, ok, err)
	}
}

// newFromRegistry opens the scene with the saved settings, overridden by
// the flags given; a position names the items: with -from the game opens
// with exactly the items and limit of the flags (defaults where not
// given).
func newFromRegistry(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	p, from, _ := frame.OpenLaunch[pulley.State](l, paramTable(), saved)
	if err := checkParams(p); err != nil {
		return nil, fmt.Errorf("pulley: %w", err)
	}
	art, err := ui.LoadArt(env, "pulley", func() (*pulleyart.Art, error) { return pulleyart.New(env.Drafts) })
	if err != nil {
		return nil, err
	}
	return New(env, art, p, from)
}

// Args are the flags that reopen the game as shown.
func (sc *Scene) Args() []string { return sc.ArgsFrom(sc.Shown().String()) }
