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
// costs the browser's download little, each does only what needs P (call
// a parameter's functions of P, set a P) and hands the rest to code
// compiled once: param, a parameter's declaration without P, and header,
// the Params' own fields that do not involve P.

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
	hasOf, hasShow             bool // Of, Show are set
}

// base is q without P.
func (q *Param[P]) base() param {
	return param{
		Name: q.Name, Flag: q.Flag, Label: q.Label,
		Min: q.Min, Max: q.Max, Wrap: q.Wrap, Bool: q.Bool, Free: q.Free,
		Choices: q.Choices, Step: q.Step, X: q.X, Less: q.Less, More: q.More, Names: q.Names,
		ValueW: q.ValueW, ValueSize: q.ValueSize, ValueDY: q.ValueDY,
		Part: q.Part, Look: q.Look, Unit: q.Unit, Fit: q.Fit, Face: q.Face,
		Plain: q.Plain, HeadOnly: q.HeadOnly, Omit: q.Omit, NoFlag: q.NoFlag,
		isText: q.Text != nil, hasOf: q.Of != nil, hasShow: q.Show != nil,
	}
}

// isText reports whether the parameter is a text.
func (q *Param[P]) isText() bool { return q.Text != nil }

// saved reports whether the parameter is in the section of p.
func (q *Param[P]) saved(p P) bool {
	switch {
	case q.HeadOnly:
		return false
	case !q.Omit:
		return true
	case q.isText():
		return q.Text(p) != ""
	}
	return q.Get(p) != 0
}

// Look is how a puzzle's header controls are drawn, where the defaults
// do not serve: their top and size, their words' size and top, and where
// the labels stand.
type Look struct {
	Y, H, Button     float64 // the controls' top, height and button width (4, 36, 36)
	Text, TextDY     float64 // the buttons' words: size and top below the button's (18, 8)
	LabelGap, LabelY float64 // a label ends LabelGap left of its control, its top at LabelY (10, 13)
}

// look is how the controls are drawn: Look, or the defaults.
func (ps *Params[P]) look() Look { return lookOf(ps.Look) }

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

func (ps *Params[P]) header() header {
	return header{look: ps.look(), place: ps.Place, still: ps.Still, static: ps.Static}
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
	for i := range ps.List {
		q := &ps.List[i] // not a copy: the methods take its address
		if q.HeadOnly {
			continue
		}
		if q.isText() {
			if err := q.Parse(&p, q.Text(p)); err != nil {
				return fmt.Errorf("%s: %w", q.Name, err)
			}
			continue
		}
		b := q.base()
		if err := b.check(q.Get(p)); err != nil {
			return err
		}
	}
	if ps.Check != nil {
		return ps.Check(p)
	}
	return nil
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

// flag is the parameter's flag.
func (q *Param[P]) flag() string {
	if q.Flag != "" {
		return q.Flag
	}
	return q.Name
}

// max is the largest value allowed with the other parameters of p.
func (q *Param[P]) max(p P) int {
	if q.MaxOf != nil {
		return min(q.Max, q.MaxOf(p))
	}
	return q.Max
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
	if len(bytes.TrimSpace(saved)) == 0 {
		return p, nil
	}
	m, err := sectionKeys(saved)
	if err != nil {
		return p, err
	}
	for i := range ps.List {
		q := &ps.List[i]
		raw, ok := m[q.Name]
		if !ok || q.HeadOnly {
			continue
		}
		b := q.base()
		if q.isText() {
			if err := q.decodeText(&p, raw); err != nil {
				return ps.Default, b.settingErr(err)
			}
			continue
		}
		v, err := b.decode(raw)
		if err != nil {
			return ps.Default, b.settingErr(err)
		}
		q.Set(&p, v)
	}
	if err := ps.Validate(p); err != nil {
		return ps.Default, err
	}
	return p, nil
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

// decodeText reads a text parameter's saved value into p: a string its
// Parse reads (null leaves the default, as for a field of a struct).
func (q *Param[P]) decodeText(p *P, raw json.RawMessage) error {
	s, ok, err := savedText(raw)
	if !ok || err != nil {
		return err
	}
	return q.Parse(p, s)
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
	var v Values
	for i := range ps.List {
		q := &ps.List[i]
		switch {
		case v.n >= MaxParams || !q.saved(p):
		case q.isText():
			v.add(q.Name, 0, q.Text(p), false, true)
		default:
			v.add(q.Name, q.Get(p), "", q.Bool, false)
		}
	}
	return v
}

// Args are p as flags ("-n=6"), which reopen it.
func (ps *Params[P]) Args(p P) []string {
	args := make([]string, 0, len(ps.List))
	for i := range ps.List {
		q := &ps.List[i]
		if !q.saved(p) || q.NoFlag {
			continue
		}
		b := q.base()
		if q.isText() {
			args = append(args, b.arg(q.Text(p), 0))
		} else {
			args = append(args, b.arg("", q.Get(p)))
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
	given := Given(fs)
	var first error
	for i := range ps.List {
		q := &ps.List[i]
		b := q.base()
		s, v, kind := b.given(fs, given)
		switch kind {
		case givenText:
			if err := q.Parse(p, s); err != nil && first == nil {
				first = b.flagErr(err)
			}
		case givenValue:
			q.Set(p, v)
		}
	}
	return first
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
	lk := ps.look()
	for i := range ps.List {
		b := ps.List[i].base()
		b.drawLabel(dst, ctx, lk)
	}
}

// PaintLabel draws the label of the parameter named name alone (the
// static layer of its header part) and reports whether there is one.
func (ps *Params[P]) PaintLabel(dst *ebiten.Image, ctx *ui.Context, name string) bool {
	for i := range ps.List {
		if q := &ps.List[i]; q.Name == name {
			b := q.base()
			b.drawLabel(dst, ctx, ps.look())
			return true
		}
	}
	return false
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
	h := ps.header()
	for i := range ps.List {
		ps.draw(dst, ctx, &h, &ps.List[i], p, drawButtons|drawValue)
	}
}

// DrawPart draws the controls of the parameter named name (a header part
// of Parts) and reports whether there is one.
func (ps *Params[P]) DrawPart(dst *ebiten.Image, ctx *ui.Context, p P, name string) bool {
	for i := range ps.List {
		if q := &ps.List[i]; q.Name == name {
			what := drawButtons | drawValue
			if ps.Static {
				what = drawButtons | drawHovered
			}
			h := ps.header()
			ps.draw(dst, ctx, &h, q, p, what)
			return true
		}
	}
	return false
}

// PaintPart paints the named parameter's controls at rest when they are
// Static, and reports whether it did.
func (ps *Params[P]) PaintPart(dst *ebiten.Image, ctx *ui.Context, p P, name string) bool {
	if !ps.Static {
		return false
	}
	for i := range ps.List {
		if q := &ps.List[i]; q.Name == name {
			h := ps.header()
			ps.draw(dst, atRest(ctx), &h, q, p, drawButtons|drawValue)
			return true
		}
	}
	return false
}

// PaintControls paints the controls at rest (Static), every parameter's
// buttons and then every value.
func (ps *Params[P]) PaintControls(dst *ebiten.Image, ctx *ui.Context, p P) {
	c := atRest(ctx)
	h := ps.header()
	for _, what := range [2]int{drawButtons, drawValue} {
		for i := range ps.List {
			ps.draw(dst, c, &h, &ps.List[i], p, what)
		}
	}
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

// draw draws what of q's controls for p.
func (ps *Params[P]) draw(dst *ebiten.Image, ctx *ui.Context, h *header, q *Param[P], p P, what int) {
	if q.isText() {
		return // no control
	}
	b := q.base()
	v := q.Get(p)
	if b.Bool || len(b.Choices) > 0 {
		h.draw(dst, ctx, &b, v, 0, shown{}, what)
		return
	}
	// A stepper: the value it shows, asked of p only when it is drawn.
	var val shown
	if what&drawValue != 0 {
		switch {
		case q.Of != nil && v >= 0:
			val.of = q.Of(p)
		case q.Unit != "":
		case q.Show != nil:
			val.show = q.Show(p)
		}
	}
	h.draw(dst, ctx, &b, v, q.max(p), val, what)
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
func (ps *Params[P]) Click(ctx *ui.Context, p P) (P, bool) {
	h := ps.header()
	if !h.pressed(ctx.In) {
		return p, false
	}
	for i := range ps.List {
		q := &ps.List[i]
		if q.isText() {
			continue // no control
		}
		b := q.base()
		if v, ok := h.click(ctx.In, &b, q.Get(p), q.max(p)); ok {
			return q.with(p, v), true
		}
	}
	return p, false
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
func (ps *Params[P]) Key(in *ui.Input, p P) (P, bool) {
	for i := range ps.List {
		q := &ps.List[i]
		d := stepKeys(in, q.Step)
		if d == 0 {
			continue
		}
		b := q.base()
		return q.with(p, b.step(q.Get(p), q.max(p), d)), true
	}
	return p, false
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

// Keyed reads this tick's step keys like Key; when they ask for new
// parameters it hands them to set and reports true.
func (ps *Params[P]) Keyed(ctx *ui.Context, p P, set func(*ui.Context, P)) bool {
	np, ok := ps.Key(ctx.In, p)
	if ok {
		set(ctx, np)
	}
	return ok
}

// Input reads the header's controls for p like Keyed (pointer false) or
// like Clicked (pointer true): Headed.HeadInput for a table of the scene's
// own.
func (ps *Params[P]) Input(ctx *ui.Context, pointer bool, p P, set func(*ui.Context, P)) bool {
	if pointer {
		return ps.Clicked(ctx, p, set)
	}
	return ps.Keyed(ctx, p, set)
}

// Clicked reads a press on the header's controls like Click; when it asks
// for new parameters it hands them to set and reports true.
func (ps *Params[P]) Clicked(ctx *ui.Context, p P, set func(*ui.Context, P)) bool {
	np, ok := ps.Click(ctx, p)
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
	lk := ps.look()
	for i := range ps.List {
		b := ps.List[i].base()
		parts = b.appendPart(parts, lk)
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
	for k := range ps.List {
		if q := &ps.List[k]; q.Name == name {
			b, hd := q.base(), ps.header()
			r, ok := hd.control(&b, i)
			return r.X, r.Y, r.W, r.H, ok
		}
	}
	return 0, 0, 0, 0, false
}

// Shows sums up what the header's controls show for p (each parameter's
// value, its limit, its count and its words; a text has no control): it
// changes when their
// picture would. The static layer, where Static controls are painted at
// rest, is painted again when it changes (HeadKeyer).
func (ps *Params[P]) Shows(p P) uint64 {
	h := newKeyHash()
	for i := range ps.List {
		q := &ps.List[i]
		if q.Text != nil {
			continue // a text has no control
		}
		if q.Get != nil {
			h.int(q.Get(p))
		}
		if q.MaxOf != nil {
			h.int(q.MaxOf(p))
		}
		if q.Of != nil {
			h.int(q.Of(p))
		}
		if q.Show != nil {
			h.str(q.Show(p))
		}
	}
	return uint64(h)
}

// keyHash is 64-bit FNV-1a, which sums up a header without allocating.
type keyHash uint64

func newKeyHash() keyHash { return 14695981039346656037 }

func (h *keyHash) byte(b byte) { *h = (*h ^ keyHash(b)) * 1099511628211 }

func (h *keyHash) int(v int) {
	for range 8 {
		h.byte(byte(v))
		v >>= 8
	}
}

func (h *keyHash) str(s string) {
	h.int(len(s))
	for i := 0; i < len(s); i++ {
		h.byte(s[i])
	}
}
