package frame

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"puzzleworks/scenes/ui"
)

// Param is one parameter of a puzzle as its scene offers it: a whole
// number in Min..Max, a yes/no (Bool, held as 0 or 1), or a text (Text: a
// region map, a list of items). Declared once in the puzzle's Params, it
// gives the saved settings' key and check, the flag a link or the command
// line sets, the snapshot's value and the header's control (a text has
// none).
type Param[P any] struct {
	Name  string // in the settings and the snapshot: "n"
	Flag  string // in flags and links, when not Name: "one-back"
	Label string // the header's label, left of its control

	Min, Max int           // the scene's range (the solver's may be wider)
	MaxOf    func(P) int   // when set, the largest value the others allow
	Wrap     bool          // − at the least goes round to the most, + back
	Bool     bool          // a yes/no: a check box, saved as true or false
	Choices  []int         // the values offered as one button each, instead of − n +
	Step     []ebiten.Key  // keys that step it: less and more, or more alone (Shift+more is less)
	Get      func(P) int   // the value in p (a Bool is 0 or 1)
	Set      func(*P, int) // sets it in p
	X        float64       // the left of its control in the header

	// What a control shows, when not the defaults: the stepper's buttons
	// (− and +, or ‹ and › for a picker), the choices' words ("Easy") or
	// a yes/no's word on its button ("X", instead of a tick and Label
	// beside it), and the value between the stepper's buttons ("10×10",
	// "3 / 40"), which must not allocate for a frame to stay free.
	Less, More string
	Names      []string
	Show       func(P) string
	// Free steppers are never off and step past their ends, and their
	// range is not checked: the scene says what lies there (a bundled
	// puzzle of the next size, or that there is none).
	Free bool
	// ValueW is the room between a stepper's buttons (default 40), and
	// ValueSize and ValueDY the value's text size and its top below the
	// buttons' top (default 20 and 7).
	ValueW, ValueSize, ValueDY float64
	// Part, when set, is the header part's rectangle (else worked out from
	// X, the label and the controls).
	Part ui.Rect
	// Look, when set, is how this parameter's controls are drawn, over
	// the Params' (the scene may change it with its layout).
	Look *Look
	// Unit, when set, follows the number between a stepper's buttons
	// (" lb"). Fit, when set, is the room of the value, which a longer
	// text is set smaller to fit, centred in the buttons' height.
	Unit string
	Fit  float64
	// Face, when set, draws a button's face (an arrow's picture) in r
	// instead of its label's words.
	Face func(dst *ebiten.Image, ctx *ui.Context, label string, r ui.Rect)
	// Of, when set, makes the stepper a picker of one among Of(p): its
	// value reads "n / N" (v+1 of them), or Show's words while v < 0.
	// Plain sets the value in plain type, not bold.
	Of    func(P) int
	Plain bool
	// HeadOnly is a control of the header alone (a level to open): it is
	// not checked, saved, shown in the snapshot or set by a flag.
	HeadOnly bool
	// Text, when set, makes the parameter a text with no header control:
	// Text(p) is its value, saved, shown and linked as a string, and
	// Parse(p, s) sets it in p from s, or says what is wrong (the parser
	// of solver/<puzzle>: its message names the line, row or item). Its
	// flag is a string flag; Get and Set are not used.
	Text  func(P) string
	Parse func(p *P, s string) error
	// Omit leaves the parameter out of the section and the link while its
	// value is empty ("", 0 or false): the settings of a puzzle in
	// progress. A yes/no then stands alone in the link ("-reverse").
	Omit bool
	// NoFlag is saved and shown but has no flag: the link leaves it out
	// and no flag sets it (an option of the scene alone).
	NoFlag bool
}

// Params' methods are compiled once for each puzzle's P. So that a puzzle
// costs the browser's download little, each does only what needs P (read
// a parameter's values out of a P into a reading, parse a text into a P,
// set a P) and hands the rest, its loops, drawing, JSON and flags, to
// code compiled once: the methods of bare, the table without P (each
// parameter's declaration, param, and the Params' own fields, header).

// param is a parameter's declaration without its puzzle's type: the fields
// of Param that do not involve P, and which of its functions are set.
type param struct {
	Name, Flag, Label          string
	Min, Max                   int
	Wrap, Bool, Free           bool
	Choices                    []int
	Step                       []ebiten.Key
	X                          float64
	Less, More                 string
	Names                      []string
	ValueW, ValueSize, ValueDY float64
	Part                       ui.Rect
	Look                       *Look
	Unit                       string
	Fit                        float64
	Face                       func(dst *ebiten.Image, ctx *ui.Context, label string, r ui.Rect)
	Plain, HeadOnly, Omit      bool
	NoFlag                     bool
	isText                     bool // Text is set: no control
	hasGet, hasMaxOf           bool // Get, MaxOf are set
	hasOf, hasShow             bool // Of, Show are set
}

// Look is how a puzzle's header controls are drawn, where the defaults
// do not serve: their top and size, their words' size and top, and where
// the labels stand.
type Look struct {
	Y, H, Button     float64 // the controls' top, height and button width (4, 36, 36)
	Text, TextDY     float64 // the buttons' words: size and top below the button's (18, 8)
	LabelGap, LabelY float64 // a label ends LabelGap left of its control, its top at LabelY (10, 13)
}

// lookOf is how the controls are drawn: l, or the defaults.
func lookOf(l *Look) Look {
	if l != nil {
		return *l
	}
	return Look{Y: headerY, H: headerH, Button: button, Text: 18, TextDY: 8, LabelGap: 10, LabelY: 13}
}

// Params are a puzzle's parameters, declared once.
type Params[P any] struct {
	List    []Param[P]
	Default P
	// Check, when set, checks what one parameter cannot see alone (a boat
	// no larger than twice the couples); each parameter's range is
	// checked before it.
	Check func(P) error
	// Look, when set, is how the controls are drawn.
	Look *Look
	// Place, when set, says where control i of the parameter name stands
	// in the scene's present layout (the header in rows on a phone);
	// where it says nothing the control stands at X in the header's row.
	Place func(name string, i int) (ui.Rect, bool)
	// Still, when set and true, lights no control under the pointer (an
	// overlay is open).
	Still func() bool
	// Legacy, when set, maps the keys of a settings file written before
	// sections to the parameters' names (Migrate, Entry).
	Legacy map[string]string
	// Static controls are painted at rest into the scene's static layer
	// (PaintControls, with the labels), every button and then every value;
	// DrawPart then draws only the button under the pointer.
	Static bool
}

// header is what of Params does not involve P.
type header struct {
	look   Look
	place  func(name string, i int) (ui.Rect, bool)
	still  func() bool
	static bool
}

// bare is what of a Params does not involve P, for the code compiled
// once: the header's own fields and each parameter's declaration.
type bare struct {
	header
	n    int // the parameters
	list [MaxParams]param
}

// bare is ps without P.
func (ps *Params[P]) bare() (t bare) {
	t.header = header{look: lookOf(ps.Look), place: ps.Place, still: ps.Still, static: ps.Static}
	t.n = tableLen(len(ps.List))
	for i := range t.n {
		q := &ps.List[i]
		t.list[i] = param{
			Name: q.Name, Flag: q.Flag, Label: q.Label,
			Min: q.Min, Max: q.Max, Wrap: q.Wrap, Bool: q.Bool, Free: q.Free,
			Choices: q.Choices, Step: q.Step, X: q.X, Less: q.Less, More: q.More, Names: q.Names,
			ValueW: q.ValueW, ValueSize: q.ValueSize, ValueDY: q.ValueDY,
			Part: q.Part, Look: q.Look, Unit: q.Unit, Fit: q.Fit, Face: q.Face,
			Plain: q.Plain, HeadOnly: q.HeadOnly, Omit: q.Omit, NoFlag: q.NoFlag,
			isText: q.Text != nil, hasGet: q.Get != nil, hasMaxOf: q.MaxOf != nil,
			hasOf: q.Of != nil, hasShow: q.Show != nil,
		}
	}
	return t
}

// tableLen is the number of parameters of a table of n: a table declares
// at most MaxParams, as many as a section's Values hold.
func tableLen(n int) int {
	if n > MaxParams {
		panic(fmt.Sprintf("frame: %d parameters, more than MaxParams (%d)", n, MaxParams))
	}
	return n
}

// reading is what the functions of one P say of the parameters, in
// List's order, as far as read was asked: Get, MaxOf, Of, Show and Text.
type reading struct {
	get, maxOf, of [MaxParams]int
	show, text     [MaxParams]string
}

// What read asks of the functions of a P.
const (
	readSaved    = 1 << iota // a number's Get or a text's Text; nothing of a HeadOnly
	readControls             // a control's Get and a stepper's MaxOf
	readShown                // what a stepper shows: Of's count while Get is not negative, else Show's words (none with a Unit)
	readAll                  // every control's Get, MaxOf, Of and Show (Shows)
)

// read reads of p what asks says of each parameter: the one place where
// the parameters' functions of P are called, so that the code compiled
// once needs no P.
func (ps *Params[P]) read(p P, asks *asks) (r reading) {
	for i := range tableLen(len(ps.List)) {
		q, a := &ps.List[i], asks[i]
		if a&askGet != 0 {
			r.get[i] = q.Get(p)
		}
		if a&askMaxOf != 0 {
			r.maxOf[i] = q.MaxOf(p)
		}
		if a&askText != 0 {
			r.text[i] = q.Text(p)
		}
		if a&askOf != 0 || a&askOfAtRest != 0 && r.get[i] >= 0 {
			r.of[i] = q.Of(p)
		}
		if a&askShow != 0 || a&askShowBelow != 0 && r.get[i] < 0 {
			r.show[i] = q.Show(p)
		}
	}
	return r
}

// asks say which functions read calls for each parameter.
type asks [MaxParams]uint8

// What read calls of a parameter.
const (
	askGet       = 1 << iota // Get
	askMaxOf                 // MaxOf
	askText                  // Text
	askOf                    // Of
	askOfAtRest              // Of, when Get is not negative
	askShow                  // Show
	askShowBelow             // Show, when Get is negative
)

// asks are the functions read calls to read what of parameter only, or
// of every one when only is negative: no more than what is drawn,
// checked or saved needs.
func (t *bare) asks(what, only int) (a asks) {
	for i := range t.n {
		q := &t.list[i]
		switch {
		case only >= 0 && i != only:
		case q.isText:
			if what&readSaved != 0 && !q.HeadOnly {
				a[i] = askText
			}
		case what&readSaved != 0 && q.HeadOnly:
		default:
			if q.hasGet {
				a[i] = askGet
			}
			stepper := !q.Bool && len(q.Choices) == 0
			if q.hasMaxOf && (what&readAll != 0 || what&readControls != 0 && stepper) {
				a[i] |= askMaxOf
			}
			switch {
			case what&readAll != 0:
				if q.hasOf {
					a[i] |= askOf
				}
				if q.hasShow {
					a[i] |= askShow
				}
			case what&readShown == 0 || !stepper:
			case q.hasOf:
				// Of's count while the value is not negative, else Show's
				// words (none with a Unit).
				a[i] |= askOfAtRest
				if q.Unit == "" && q.hasShow {
					a[i] |= askShowBelow
				}
			case q.Unit == "" && q.hasShow:
				a[i] |= askShow
			}
		}
	}
	return a
}

// What draw draws of a parameter's controls.
const (
	drawButtons = 1 << iota // the buttons
	drawValue               // a stepper's value
	drawHovered             // only the button under the pointer, unlisted
)

// The header's controls, in logical pixels.
const (
	headerY   = 4.0  // the controls' top
	headerH   = 36.0 // their height
	button    = 36.0 // a button's width
	choiceGap = 6.0  // between two choices
	stepGap   = 40.0 // between − and +, where the value stands
)

// Validate checks every parameter's range (a text: that it reads back),
// then Check.
func (ps *Params[P]) Validate(p P) error {
	t := ps.bare()
	for i := range t.n {
		q, b := &ps.List[i], &t.list[i]
		switch {
		case b.HeadOnly:
		case b.isText:
			// Each text is read after those before it are parsed back.
			if err := q.Parse(&p, q.Text(p)); err != nil {
				return b.textErr(err)
			}
		default:
			if err := b.check(q.Get(p)); err != nil {
				return err
			}
		}
	}
	if ps.Check != nil {
		return ps.Check(p)
	}
	return nil
}

// textErr is err in reading back the text of the parameter.
func (q *param) textErr(err error) error {
	return fmt.Errorf("%s: %w", q.Name, err)
}

// check says why v is out of the parameter's range, or nil.
func (q *param) check(v int) error {
	if !q.allows(v) {
		return fmt.Errorf("%s must be %s, got %s", q.Name, q.rangeText(), q.text(v))
	}
	return nil
}

// flag is the parameter's flag.
func (q *param) flag() string {
	if q.Flag != "" {
		return q.Flag
	}
	return q.Name
}

func (q *param) allows(v int) bool {
	if q.Free {
		return true
	}
	if q.Bool {
		return v == 0 || v == 1
	}
	if len(q.Choices) > 0 {
		for _, c := range q.Choices {
			if c == v {
				return true
			}
		}
		return false
	}
	return v >= q.Min && v <= q.Max
}

// rangeText says what is allowed: "1..12", "3 or 4", "true or false".
func (q *param) rangeText() string {
	switch {
	case q.Bool:
		return "true or false"
	case len(q.Choices) == 2:
		return fmt.Sprintf("%d or %d", q.Choices[0], q.Choices[1])
	case len(q.Choices) > 0:
		return fmt.Sprint(q.Choices)
	}
	return fmt.Sprintf("%d..%d", q.Min, q.Max)
}

func (q *param) text(v int) string {
	if q.Bool {
		return strconv.FormatBool(v == 1)
	}
	return strconv.Itoa(v)
}

// Decode reads a saved settings section over the defaults: a key left out
// keeps its default, a value of the wrong kind or out of range is an
// error. A nil or empty section gives the defaults.
func (ps *Params[P]) Decode(saved json.RawMessage) (P, error) {
	p := ps.Default
	if isEmpty(saved) {
		return p, nil
	}
	t := ps.bare()
	s, err := t.decode(saved)
	if err != nil {
		return p, err
	}
	if i, err := ps.apply(&p, &s, false); err != nil {
		return ps.Default, t.list[i].settingErr(err)
	}
	if s.err != nil {
		return ps.Default, s.err
	}
	if err := ps.Validate(p); err != nil {
		return ps.Default, err
	}
	return p, nil
}

// isEmpty reports whether a saved section is nil or blank.
func isEmpty(saved json.RawMessage) bool { return len(bytes.TrimSpace(saved)) == 0 }

// sets are what a saved section or the flags set in a P, in List's
// order: each parameter's kind of value (givenNone, givenText,
// givenValue) and the text or the value. The first n are set; err says
// what was wrong with parameter n's, if anything.
type sets struct {
	n    int
	kind [MaxParams]int
	text [MaxParams]string
	v    [MaxParams]int
	err  error
}

// apply sets in p what s holds, in List's order, and returns the first
// text a Parse refused and its parameter's index; it stops there unless
// all is set.
func (ps *Params[P]) apply(p *P, s *sets, all bool) (bad int, first error) {
	for i := range s.n {
		q := &ps.List[i]
		switch s.kind[i] {
		case givenText:
			if err := q.Parse(p, s.text[i]); err != nil && first == nil {
				bad, first = i, err
				if !all {
					return bad, first
				}
			}
		case givenValue:
			q.Set(p, s.v[i])
		}
	}
	return bad, first
}

// decode reads the values of a saved section, up to the first of the
// wrong kind (s.err). The section itself unread is err.
func (t *bare) decode(saved json.RawMessage) (s sets, err error) {
	m, err := sectionKeys(saved)
	if err != nil {
		return s, err
	}
	for i := range t.n {
		q := &t.list[i]
		raw, ok := m[q.Name]
		s.n = i
		switch {
		case !ok || q.HeadOnly:
		case q.isText:
			text, ok, err := savedText(raw)
			if err != nil {
				s.err = q.settingErr(err)
				return s, nil
			}
			if ok {
				s.kind[i], s.text[i] = givenText, text
			}
		default:
			v, err := q.decode(raw)
			if err != nil {
				s.err = q.settingErr(err)
				return s, nil
			}
			s.kind[i], s.v[i] = givenValue, v
		}
	}
	s.n = t.n
	return s, nil
}

// sectionKeys reads a saved section's keys.
func sectionKeys(saved json.RawMessage) (map[string]json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(saved, &m); err != nil {
		return nil, fmt.Errorf("settings: %w", err)
	}
	return m, nil
}

// settingErr is err in reading the parameter's saved value.
func (q *param) settingErr(err error) error {
	return fmt.Errorf("settings: %s: %w", q.Name, err)
}

func (q *param) decode(raw json.RawMessage) (int, error) {
	if q.Bool {
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil {
			return 0, err
		}
		if b {
			return 1, nil
		}
		return 0, nil
	}
	var v int
	err := json.Unmarshal(raw, &v)
	return v, err
}

// savedText reads a text parameter's saved value: ok is false for null.
func savedText(raw json.RawMessage) (s string, ok bool, err error) {
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return "", false, nil
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", false, err
	}
	return s, true, nil
}

// CheckSection reports whether a saved section can be read and is in
// range (ui.Puzzle.CheckSettings).
func (ps *Params[P]) CheckSection(saved json.RawMessage) error {
	_, err := ps.Decode(saved)
	return err
}

// Load is the parameters to open with: the saved section's, or the
// defaults when it is broken (the game drops a broken section and says
// so).
func (ps *Params[P]) Load(saved json.RawMessage) P {
	p, _ := ps.Decode(saved)
	return p
}

// MaxParams is the most parameters a puzzle declares.
const MaxParams = 8

// Values are a puzzle's parameter values in their declared order, as the
// settings and the snapshot hold them: they compare with == and read as
// one JSON object, a number, true/false or a string a parameter.
type Values struct {
	n     int
	names [MaxParams]string
	nums  [MaxParams]int
	bools [MaxParams]bool   // the parameter is a yes/no
	texts [MaxParams]string // the value of a text
	isTxt [MaxParams]bool   // the parameter is a text
}

// Text is the value of the text parameter name.
func (v Values) Text(name string) (string, bool) {
	for i := range v.n {
		if v.names[i] == name && v.isTxt[i] {
			return v.texts[i], true
		}
	}
	return "", false
}

// Get is the value of the parameter name (a yes/no is 0 or 1).
func (v Values) Get(name string) (int, bool) {
	for i := range v.n {
		if v.names[i] == name {
			return v.nums[i], true
		}
	}
	return 0, false
}

// MarshalJSON writes the values as one object, in their declared order.
func (v Values) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i := range v.n {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, v.names[i])
		b = append(b, ':')
		if v.isTxt[i] {
			s, err := json.Marshal(v.texts[i])
			if err != nil {
				return nil, err
			}
			b = append(b, s...)
		} else if v.bools[i] {
			b = strconv.AppendBool(b, v.nums[i] == 1)
		} else {
			b = strconv.AppendInt(b, int64(v.nums[i]), 10)
		}
	}
	return append(b, '}'), nil
}

// add appends a parameter's value: a text's (isText), else a number's
// or a yes/no's (isBool). It reports false when the values are full.
func (v *Values) add(name string, num int, text string, isBool, isText bool) bool {
	if v.n >= MaxParams {
		return false
	}
	v.names[v.n], v.nums[v.n], v.texts[v.n] = name, num, text
	v.bools[v.n], v.isTxt[v.n] = isBool, isText
	v.n++
	return true
}

// Section is p as the settings and the snapshot hold it.
func (ps *Params[P]) Section(p P) Values {
	t := ps.bare()
	a := t.asks(readSaved, -1)
	r := ps.read(p, &a)
	return t.section(&r)
}

// saved reports whether parameter i is in the section of the values r.
func (t *bare) saved(r *reading, i int) bool {
	switch q := &t.list[i]; {
	case q.HeadOnly:
		return false
	case !q.Omit:
		return true
	case q.isText:
		return r.text[i] != ""
	}
	return r.get[i] != 0
}

// section is the values r as the settings and the snapshot hold them.
func (t *bare) section(r *reading) Values {
	var v Values
	for i := range t.n {
		q := &t.list[i]
		switch {
		case v.n >= MaxParams || !t.saved(r, i):
		case q.isText:
			v.add(q.Name, 0, r.text[i], false, true)
		default:
			v.add(q.Name, r.get[i], "", q.Bool, false)
		}
	}
	return v
}

// Args are p as flags ("-n=6"), which reopen it.
func (ps *Params[P]) Args(p P) []string {
	t := ps.bare()
	a := t.asks(readSaved, -1)
	r := ps.read(p, &a)
	return t.args(&r)
}

// args are the values r as flags.
func (t *bare) args(r *reading) []string {
	args := make([]string, 0, t.n)
	for i := range t.n {
		if q := &t.list[i]; t.saved(r, i) && !q.NoFlag {
			args = append(args, q.arg(r.text[i], r.get[i]))
		}
	}
	return args
}

// arg is the parameter as a flag: the text s of a text, else the value v.
func (q *param) arg(s string, v int) string {
	switch {
	case q.isText:
		return "-" + q.flag() + "=" + s
	case q.Bool && q.Omit:
		return "-" + q.flag()
	}
	return "-" + q.flag() + "=" + q.text(v)
}

// Given returns the names of the flags set on fs's command line.
func Given(fs *flag.FlagSet) map[string]bool {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}

// Bit is a yes/no parameter's value: 1 for true, 0 for false.
func Bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// IntFlag is the value of the int flag name declared on fs (parsed or
// not), and false for no such flag.
func IntFlag(fs *flag.FlagSet, name string) (int, bool) {
	f := fs.Lookup(name)
	if f == nil {
		return 0, false
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return 0, false
	}
	v, ok := g.Get().(int)
	return v, ok
}

// FromFlags sets in p each parameter whose flag was given on fs (already
// parsed; the flags themselves are the solver's). A text the parameter's
// Parse refuses leaves it as it was: ReadFlags says why.
func (ps *Params[P]) FromFlags(fs *flag.FlagSet, p *P) { _ = ps.ReadFlags(fs, p) }

// ReadFlags is FromFlags, and says which flag's text its Parse refused
// first ("-regions: row 2: ..."), setting the others.
func (ps *Params[P]) ReadFlags(fs *flag.FlagSet, p *P) error {
	t := ps.bare()
	s := t.flags(fs)
	if i, err := ps.apply(p, &s, true); err != nil {
		return t.list[i].flagErr(err)
	}
	return nil
}

// flags reads the parameters' flags given on fs.
func (t *bare) flags(fs *flag.FlagSet) (s sets) {
	given := Given(fs)
	for i := range t.n {
		s.text[i], s.v[i], s.kind[i] = t.list[i].given(fs, given)
	}
	s.n = t.n
	return s
}

// What given found of a parameter's flag.
const (
	givenNone  = iota // nothing to set
	givenText         // a text's string
	givenValue        // a number or a yes/no (0 or 1)
)

// given reads the parameter's flag on fs when it was given (given) and
// is of the parameter's kind.
func (q *param) given(fs *flag.FlagSet, given map[string]bool) (s string, v, kind int) {
	f := fs.Lookup(q.flag())
	if f == nil || !given[q.flag()] || q.HeadOnly || q.NoFlag {
		return "", 0, givenNone
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return "", 0, givenNone
	}
	switch x := g.Get().(type) {
	case string:
		if q.isText {
			return x, 0, givenText
		}
	case int:
		if !q.isText {
			return "", x, givenValue
		}
	case bool:
		if !q.isText {
			return "", Bit(x), givenValue
		}
	}
	return "", 0, givenNone
}

// flagErr is err in the parameter's flag.
func (q *param) flagErr(err error) error {
	return fmt.Errorf("-%s: %w", q.flag(), err)
}

// DrawLabels draws the controls' labels, which never change (the scene's
// static layer).
func (ps *Params[P]) DrawLabels(dst *ebiten.Image, ctx *ui.Context) {
	t := ps.bare()
	for i := range t.n {
		t.list[i].drawLabel(dst, ctx, t.look)
	}
}

// PaintLabel draws the label of the parameter named name alone (the
// static layer of its header part) and reports whether there is one.
func (ps *Params[P]) PaintLabel(dst *ebiten.Image, ctx *ui.Context, name string) bool {
	t := ps.bare()
	i := t.index(name)
	if i >= 0 {
		t.list[i].drawLabel(dst, ctx, t.look)
	}
	return i >= 0
}

// index is the index of the parameter named name, or -1.
func (t *bare) index(name string) int {
	for i := range t.n {
		if t.list[i].Name == name {
			return i
		}
	}
	return -1
}

func (q *param) drawLabel(dst *ebiten.Image, ctx *ui.Context, lk Look) {
	switch {
	case q.Label == "":
	case q.Bool: // a check box's words follow it
		ctx.Fonts.Draw(dst, ctx.View, q.Label, q.X+lk.Button+8, lk.LabelY, ui.Style{Size: 16, Color: ui.Muted})
	default:
		ctx.Fonts.Draw(dst, ctx.View, q.Label, q.X-lk.LabelGap, lk.LabelY, ui.Style{Size: 16, Color: ui.Muted, Align: ui.Right})
	}
}

// Draw draws the header's controls for p: − n + for a number, one button
// a choice, a check box for a yes/no.
func (ps *Params[P]) Draw(dst *ebiten.Image, ctx *ui.Context, p P) {
	ps.paint(dst, ctx, p, "", paintDraw)
}

// DrawPart draws the controls of the parameter named name (a header part
// of Parts) and reports whether there is one.
func (ps *Params[P]) DrawPart(dst *ebiten.Image, ctx *ui.Context, p P, name string) bool {
	return ps.paint(dst, ctx, p, name, paintDrawPart)
}

// PaintPart paints the named parameter's controls at rest when they are
// Static, and reports whether it did.
func (ps *Params[P]) PaintPart(dst *ebiten.Image, ctx *ui.Context, p P, name string) bool {
	return ps.paint(dst, ctx, p, name, paintPart)
}

// PaintControls paints the controls at rest (Static), every parameter's
// buttons and then every value.
func (ps *Params[P]) PaintControls(dst *ebiten.Image, ctx *ui.Context, p P) {
	ps.paint(dst, ctx, p, "", paintControls)
}

// How paint paints the controls: as Draw, DrawPart, PaintPart and
// PaintControls do.
const (
	paintDraw = iota
	paintDrawPart
	paintPart
	paintControls
)

// paint paints the controls for p as how says, the parameter named name
// alone for a part, and reports whether it painted.
func (ps *Params[P]) paint(dst *ebiten.Image, ctx *ui.Context, p P, name string, how int) bool {
	t := ps.bare()
	only, what, ok := t.painting(name, how)
	if ok {
		a := t.asks(what, only)
		r := ps.read(p, &a)
		t.paint(dst, ctx, &r, only, how)
	}
	return ok
}

// painting is which parameter paint paints as how says (-1: every one),
// what it reads of p for that, and whether it paints at all.
func (t *bare) painting(name string, how int) (only, what int, ok bool) {
	what = readControls | readShown
	switch how {
	case paintDraw, paintControls:
		return -1, what, true
	case paintPart:
		if !t.static {
			return -1, 0, false
		}
	case paintDrawPart:
		if t.static {
			what = readControls // the buttons alone: the value is painted at rest
		}
	}
	only = t.index(name)
	return only, what, only >= 0
}

// paint paints the controls of parameter only (all of them when only is
// negative) as how says, with their values r.
func (t *bare) paint(dst *ebiten.Image, ctx *ui.Context, r *reading, only, how int) {
	switch how {
	case paintDraw:
		t.draw(dst, ctx, r, only, drawButtons|drawValue)
	case paintDrawPart:
		what := drawButtons | drawValue
		if t.static {
			what = drawButtons | drawHovered
		}
		t.draw(dst, ctx, r, only, what)
	case paintPart:
		t.draw(dst, atRest(ctx), r, only, drawButtons|drawValue)
	case paintControls:
		c := atRest(ctx)
		t.draw(dst, c, r, only, drawButtons)
		t.draw(dst, c, r, only, drawValue)
	}
}

// draw draws what of the controls of parameter only (all of them when
// only is negative), with their values r: each draws with the
// parameters' look, the header's place for its controls and whether
// anything lights.
func (t *bare) draw(dst *ebiten.Image, ctx *ui.Context, r *reading, only, what int) {
	for i := range t.n {
		q := &t.list[i]
		switch {
		case only >= 0 && i != only:
		case q.isText: // no control
		case q.Bool || len(q.Choices) > 0:
			t.header.draw(dst, ctx, q, r.get[i], 0, shown{}, what)
		default:
			t.header.draw(dst, ctx, q, r.get[i], q.max(r.maxOf[i]), shown{of: r.of[i], show: r.show[i]}, what)
		}
	}
}

// max is the largest value allowed, where MaxOf says maxOf.
func (q *param) max(maxOf int) int {
	if q.hasMaxOf {
		return min(q.Max, maxOf)
	}
	return q.Max
}

// atRest is ctx with nothing lit under the pointer, as on a touch screen.
func atRest(ctx *ui.Context) *ui.Context {
	c, in := *ctx, *ctx.In
	in.Touch = true
	c.In = &in
	return &c
}

// control is where control i of q stands: for a stepper 0 is its less
// and 1 its more, for choices the i-th choice, for a yes/no its box.
func (h *header) control(q *param, i int) (ui.Rect, bool) {
	if q.isText {
		return ui.Rect{}, false // no control
	}
	n := 2
	switch {
	case q.Bool:
		n = 1
	case len(q.Choices) > 0:
		n = len(q.Choices)
	}
	if i < 0 || i >= n {
		return ui.Rect{}, false
	}
	if h.place != nil {
		if r, ok := h.place(q.Name, i); ok {
			return r, true
		}
	}
	lk := h.look
	x := q.X
	switch {
	case len(q.Choices) > 0:
		x += float64(i) * (lk.Button + choiceGap)
	case !q.Bool:
		x += float64(i) * (lk.Button + q.valueW())
	}
	return ui.R(x, lk.Y, lk.Button, lk.H), true
}

// valueW is the room between a stepper's buttons.
func (q *param) valueW() float64 {
	if q.ValueW > 0 {
		return q.ValueW
	}
	return stepGap
}

// shown is what a stepper shows between its buttons for one P: Of's
// count, or Show's words.
type shown struct {
	of   int
	show string
}

// draw draws what of q's controls for the value v, the largest value
// allowed mx (a stepper's) and what a stepper shows.
func (h *header) draw(dst *ebiten.Image, ctx *ui.Context, q *param, v, mx int, val shown, what int) {
	lk := h.look
	if q.Look != nil {
		lk = *q.Look
	}
	if h.still != nil && h.still() {
		// Nothing lights under the pointer: as on a touch screen.
		ctx = atRest(ctx)
	}
	ctl := func(i int, label string, off, on bool) {
		r, _ := h.control(q, i)
		if what&drawButtons == 0 {
			return
		}
		cc := ctx
		if what&drawHovered != 0 {
			in := ctx.In
			if off || in.Touch || !in.In(r.X, r.Y, r.W, r.H) {
				return
			}
			// Over its picture at rest, which listed it.
			c := *ctx
			c.Boxes = nil
			cc = &c
		}
		if q.Face != nil {
			ui.ControlBack(dst, cc, r.X, r.Y, r.W, r.H, label, off, on)
			q.Face(dst, cc, label, r)
			return
		}
		ui.Control(dst, cc, r.X, r.Y, r.W, r.H, label, off, on, lk.Text, lk.TextDY)
	}
	switch {
	case q.Bool && len(q.Names) > 0:
		ctl(0, q.Names[0], false, v == 1)
	case q.Bool:
		check := ""
		if v == 1 {
			check = "✓"
		}
		ctl(0, check, false, v == 1)
	case len(q.Choices) > 0:
		for i, c := range q.Choices {
			if i < len(q.Names) {
				ctl(i, q.Names[i], false, v == c)
			} else {
				ctl(i, strconv.Itoa(c), false, v == c)
			}
		}
	default:
		// At an end of the range the button that goes no further is
		// off, unless the stepper goes round or on.
		bound := !q.Wrap && !q.Free
		less, more := q.Less, q.More
		if less == "" {
			less, more = "−", "+"
		}
		ctl(0, less, bound && v <= q.Min, false)
		if what&drawValue != 0 {
			h.drawValue(dst, ctx, q, v, val)
		}
		ctl(1, more, bound && v >= mx, false)
	}
}

// drawValue draws the value v between a stepper's buttons.
func (h *header) drawValue(dst *ebiten.Image, ctx *ui.Context, q *param, v int, val shown) {
	r0, _ := h.control(q, 0)
	r1, _ := h.control(q, 1)
	size, dy := q.ValueSize, q.ValueDY
	if size == 0 {
		size, dy = 20, 7
	}
	num := ui.Style{Size: size, Bold: !q.Plain, Color: ui.Paper, Align: ui.Center}
	x, y := (r0.Right()+r1.X)/2, r0.Y+dy
	switch {
	case q.hasOf && v >= 0:
		ctx.Fonts.Pieces(dst, ctx.View, x, y, num, ui.N(v+1), ui.T(" / "), ui.N(val.of))
	case q.Unit != "":
		ctx.Fonts.Pieces(dst, ctx.View, x, y, num, ui.N(v), ui.T(q.Unit))
	case q.hasShow && q.Fit > 0:
		num.Size = min(size, size*(q.Fit-8)/max(1, ctx.Fonts.Measure(val.show, size, true)))
		ctx.Fonts.Draw(dst, ctx.View, val.show, x, r0.Y+r0.H/2-num.Size/2-1, num)
	case q.hasShow:
		ctx.Fonts.Draw(dst, ctx.View, val.show, x, y, num)
	default:
		ctx.Fonts.Draw(dst, ctx.View, strconv.Itoa(v), x, y, num)
	}
}

// Click reads a press on the header's controls: the parameters it asks
// for (not yet checked: the scene says what is wrong) and whether the
// press was on a control, which it consumes.
func (ps *Params[P]) Click(ctx *ui.Context, p P) (P, bool) { return ps.ask(ctx.In, true, p) }

// ask reads the header's controls for p, the step keys (pointer false)
// or a press (pointer true): the parameters they ask for and whether
// they asked.
func (ps *Params[P]) ask(in *ui.Input, pointer bool, p P) (P, bool) {
	t := ps.bare()
	only, d, ok := t.asked(in, pointer)
	if !ok {
		return p, false
	}
	a := t.asks(readControls, only)
	r := ps.read(p, &a)
	i, v, ok := t.answer(in, &r, only, d)
	if !ok {
		return p, false
	}
	return ps.List[i].with(p, v), true
}

// asked is what ask reads of p for this tick's input: the parameter
// whose step keys are pressed and the step d (pointer false), or every
// one (-1) for a press that may be on a control; ok is false for none.
func (t *bare) asked(in *ui.Input, pointer bool) (only, d int, ok bool) {
	if pointer {
		return -1, 0, t.pressed(in)
	}
	only, d = t.keyed(in)
	return only, d, d != 0
}

// answer is the parameter (i) the input asks a value (v) of, with the
// controls' values r, where asked said only and d; ok is false for none.
func (t *bare) answer(in *ui.Input, r *reading, only, d int) (i, v int, ok bool) {
	if only >= 0 {
		q := &t.list[only]
		return only, q.step(r.get[only], q.max(r.maxOf[only]), d), true
	}
	return t.click(in, r)
}

// click reads a press on the controls, whose values are r: the index of
// the parameter it asks a value of, the value, and whether it was on a
// control, which it consumes.
func (t *bare) click(in *ui.Input, r *reading) (i, v int, ok bool) {
	for i := range t.n {
		q := &t.list[i]
		if q.isText {
			continue // no control
		}
		if v, ok := t.header.click(in, q, r.get[i], q.max(r.maxOf[i])); ok {
			return i, v, true
		}
	}
	return 0, 0, false
}

// pressed reports whether a press may be on a control.
func (h *header) pressed(in *ui.Input) bool {
	return in.Pressed && (h.place != nil || in.Y <= h.look.Y+h.look.H+4)
}

// click reads a press on q's controls, whose value is v and largest
// value mx: the value it asks for and whether it was on one, which it
// consumes.
func (h *header) click(in *ui.Input, q *param, v, mx int) (int, bool) {
	switch {
	case q.Bool:
		r, _ := h.control(q, 0)
		if len(q.Names) == 0 {
			r.W = 150 // the box and its words
		}
		if in.In(r.X, r.Y, r.W, r.H) {
			in.Consume()
			return 1 - v, true
		}
	case len(q.Choices) > 0:
		for i, c := range q.Choices {
			if r, _ := h.control(q, i); in.In(r.X, r.Y, r.W, r.H) {
				in.Consume()
				return c, true
			}
		}
	default:
		for i, d := range [2]int{-1, 1} {
			if r, _ := h.control(q, i); in.In(r.X, r.Y, r.W, r.H) {
				in.Consume()
				return q.step(v, mx, d), true
			}
		}
	}
	return 0, false
}

// Key reads this tick's keys for a parameter's step keys: the parameters
// they ask for (not yet checked: the scene says what is wrong) and
// whether one was pressed. A choice or a yes/no goes round.
func (ps *Params[P]) Key(in *ui.Input, p P) (P, bool) { return ps.ask(in, false, p) }

// keyed is the first parameter whose step keys this tick's keys press
// and the step they ask for (d is 0 for none).
func (t *bare) keyed(in *ui.Input) (i, d int) {
	for i := range t.n {
		if d := stepKeys(in, t.list[i].Step); d != 0 {
			return i, d
		}
	}
	return 0, 0
}

// stepKeys is the step this tick's keys ask of a parameter with the step
// keys keys: −1, 1, or 0 for none.
func stepKeys(in *ui.Input, keys []ebiten.Key) int {
	d := 0
	for j, k := range keys {
		if !in.Key(k) {
			continue
		}
		if d = 1; (j == 0 && len(keys) == 2) || (len(keys) == 1 && in.Shift) {
			d = -1
		}
	}
	return d
}

// with is p with the parameter set to v. Only it takes p's address, so
// the calls of every tick (Key, Click) keep p off the heap until a key or
// a press asks for new parameters.
func (q *Param[P]) with(p P, v int) P {
	q.Set(&p, v)
	return p
}

// Input reads the header's controls for p: this tick's step keys like
// Key (pointer false) or a press on a control like Click (pointer true);
// when they ask for new parameters it hands them to set and reports true
// (Headed.HeadInput for a table of the scene's own).
func (ps *Params[P]) Input(ctx *ui.Context, pointer bool, p P, set func(*ui.Context, P)) bool {
	np, ok := ps.ask(ctx.In, pointer, p)
	if ok {
		set(ctx, np)
	}
	return ok
}

// step is the value one step up (d = 1) or down (d = −1) from v, with mx
// the largest value allowed: a number stops at its ends unless it wraps, a
// choice or a yes/no goes round.
func (q *param) step(v, mx, d int) int {
	switch {
	case q.Bool:
		return 1 - v
	case len(q.Choices) > 0:
		n := len(q.Choices)
		for i, c := range q.Choices {
			if c == v {
				return q.Choices[(i+d+n)%n]
			}
		}
		return q.Choices[0]
	}
	v += d
	if q.Free {
		return v
	}
	if q.Wrap && v < q.Min {
		v = mx
	} else if q.Wrap && v > mx {
		v = q.Min
	}
	return v
}

// Parts appends one header part for each parameter, its label and its
// controls, to parts.
func (ps *Params[P]) Parts(parts []Part) []Part {
	t := ps.bare()
	for i := range t.n {
		parts = t.list[i].appendPart(parts, t.look)
	}
	return parts
}

// appendPart appends the parameter's header part, if it has one.
func (q *param) appendPart(parts []Part, lk Look) []Part {
	if q.isText {
		return parts // no control, no part
	}
	if q.Part != (ui.Rect{}) {
		return append(parts, Part{Kind: Head, Name: q.Name, Rect: q.Part, Touch: lk.H})
	}
	// The label's width, near enough: the Go font's letters at 16 px
	// average under 9 px.
	lw := 9.0*float64(utf8.RuneCountInString(q.Label)) + 10
	var x0, x1 float64
	switch {
	case q.Bool:
		x0, x1 = q.X, q.X+button+8+lw
	case len(q.Choices) > 0:
		x0, x1 = q.X-lw, q.X+float64(len(q.Choices))*(button+choiceGap)-choiceGap
	default:
		x0, x1 = q.X-lw, q.X+2*button+stepGap
	}
	return append(parts, Part{Kind: Head, Name: q.Name, Rect: ui.R(x0-4, 0, x1-x0+8, HeaderH), Touch: headerH})
}

// HeaderH is the height of the header's strip in the design.
const HeaderH = 44.0

// Box is where control i of parameter name stands in the header: for a
// stepper 0 is − and 1 is +, for choices the i-th choice, for a check box
// the box. ok is false for no such control.
func (ps *Params[P]) Box(name string, i int) (x, y, w, h float64, ok bool) {
	t := ps.bare()
	return t.box(name, i)
}

// box is Box of the bare table.
func (t *bare) box(name string, i int) (x, y, w, h float64, ok bool) {
	k := t.index(name)
	if k < 0 {
		return 0, 0, 0, 0, false
	}
	r, ok := t.control(&t.list[k], i)
	return r.X, r.Y, r.W, r.H, ok
}

// Shows sums up what the header's controls show for p (each parameter's
// value, its limit, its count and its words; a text has no control): it
// changes when their
// picture would. The static layer, where Static controls are painted at
// rest, is painted again when it changes (HeadKeyer).
func (ps *Params[P]) Shows(p P) uint64 {
	t := ps.bare()
	a := t.asks(readAll, -1)
	r := ps.read(p, &a)
	return t.shows(&r)
}

// shows is Shows of the values r.
func (t *bare) shows(r *reading) uint64 {
	h := newKeyHash()
	for i := range t.n {
		q := &t.list[i]
		if q.isText {
			continue // a text has no control
		}
		if q.hasGet {
			h.int(r.get[i])
		}
		if q.hasMaxOf {
			h.int(r.maxOf[i])
		}
		if q.hasOf {
			h.int(r.of[i])
		}
		if q.hasShow {
			h.str(r.show[i])
		}
	}
	return uint64(h)
}
