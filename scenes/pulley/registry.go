package pulley

import (
	"encoding/json"
	"flag"
	"fmt"

	"puzzleworks/scenes/ui"
	"puzzleworks/solver/pulley"
	"puzzleworks/sprites/pulleyart"
)

// settings is the scene's section of the settings file: the items as the
// -people and -objects flags write them, and the limit.
type settings struct {
	People  string `json:"people"`
	Objects string `json:"objects"`
	Limit   int    `json:"limit"`
}

func settingsOf(p pulley.Params) settings {
	return settings{People: pulley.FormatItems(p.Items, true), Objects: pulley.FormatItems(p.Items, false), Limit: p.Limit}
}

// params reads the settings back, checked against the scene's ranges.
func (s settings) params() (pulley.Params, error) {
	ps, err := pulley.ParseItems(s.People, true)
	if err != nil {
		return pulley.Params{}, fmt.Errorf("people: %w", err)
	}
	objs, err := pulley.ParseItems(s.Objects, false)
	if err != nil {
		return pulley.Params{}, fmt.Errorf("objects: %w", err)
	}
	p := pulley.Params{Items: append(ps, objs...), Limit: s.Limit}
	return p, checkParams(p)
}

// launch is what the command line or the page's address asked for.
type launch struct {
	people, objects *string
	limit           *int
	from            *pulley.State
}

// Puzzle is the registry's entry for the queen's escape.
func Puzzle() ui.Puzzle {
	return ui.Puzzle{Name: "pulley", Flags: flags, Explorable: true, New: newFromRegistry, CheckSettings: checkSettings}.WithText(helpText)
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
		if len(p.Items) > MaxItems {
			return nil, fmt.Errorf("-people and -objects: the scene shows at most %d people and objects (the solver takes up to %d), got %d", MaxItems, pulley.MaxItems, len(p.Items))
		}
		if p.Limit < MinLimit || p.Limit > MaxLimit {
			return nil, fmt.Errorf("-limit: the scene's limit is %d to %d lb (the solver takes 0 to %d), got %d", MinLimit, MaxLimit, pulley.MaxWeight, p.Limit)
		}
		var l launch
		people, objects := pulley.FormatItems(p.Items, true), pulley.FormatItems(p.Items, false)
		if f.Given("people") {
			l.people = &people
		}
		if f.Given("objects") {
			l.objects = &objects
		}
		if f.Given("limit") {
			l.limit = &p.Limit
		}
		pz, err := pulley.New(p)
		if err != nil {
			return nil, err
		}
		s, ok, err := f.From(pz)
		if err != nil {
			return nil, err
		}
		if ok {
			// A position names the items: the game opens with exactly the
			// items and limit of the flags (defaults where not given).
			l.people, l.objects, l.limit, l.from = &people, &objects, &p.Limit, &s
		}
		return l, nil
	}
}

func checkSettings(saved json.RawMessage) error {
	st := settingsOf(pulley.DefaultParams())
	if err := ui.DecodeSettings(saved, &st); err != nil {
		return err
	}
	_, err := st.params()
	return err
}

// newFromRegistry opens the scene with the saved settings, overridden by
// the flags given.
func newFromRegistry(env *ui.Env, saved json.RawMessage, l ui.Launch) (ui.PuzzleScene, error) {
	def := settingsOf(pulley.DefaultParams())
	st := def
	if ui.DecodeSettings(saved, &st) != nil {
		st = def
	}
	if _, err := st.params(); err != nil {
		st = def
	}
	la, _ := l.(launch)
	if la.people != nil {
		st.People = *la.people
	}
	if la.objects != nil {
		st.Objects = *la.objects
	}
	if la.limit != nil {
		st.Limit = *la.limit
	}
	p, err := st.params()
	if err != nil {
		return nil, fmt.Errorf("pulley: %w", err)
	}
	art, err := ui.LoadArt(env, "pulley", func() (*pulleyart.Art, error) { return pulleyart.New(env.Drafts) })
	if err != nil {
		return nil, err
	}
	return New(env, art, p, la.from)
}

// Settings is the scene's settings section.
func (sc *Scene) Settings() any { return settingsOf(sc.params) }

// Args are the flags that reopen the game as shown.
func (sc *Scene) Args() []string {
	return append(sc.params.Args(), "-from="+sc.Shown().String())
}

// SnapshotParams are the parameters as the snapshot shows them.
func (sc *Scene) SnapshotParams() any { return sc.Settings() }
