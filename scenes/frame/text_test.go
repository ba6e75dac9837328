package frame

import (
	"encoding/json"
	"errors"
	"flag"
	"strings"
	"testing"
)

// grid is a puzzle whose parameters hold text: a region map read by
// parseMap, its marks (saved only when there are some), and a number.
type grid struct {
	Map   string
	Marks string
	K     int
	Fast  bool // a yes/no left out while false
	Note  bool // a yes/no saved but with no flag
}

// parseMap is a region map's parser, as solver/<puzzle> has one: rows of
// letters split by '/', all as long as the first.
func parseMap(s string) error {
	rows := strings.Split(s, "/")
	for i, r := range rows {
		if r == "" || len(r) != len(rows[0]) {
			return errors.New("row " + string(rune('1'+i)) + ": want as many cells as row 1")
		}
		for _, c := range r {
			if c < 'A' || c > 'Z' {
				return errors.New("row " + string(rune('1'+i)) + ": a region is a capital letter")
			}
		}
	}
	return nil
}

func gridTable() *Params[grid] {
	return &Params[grid]{
		Default: grid{Map: "AB/AB", K: 1},
		List: []Param[grid]{
			{Name: "k", Min: 1, Max: 3,
				Get: func(p grid) int { return p.K }, Set: func(p *grid, v int) { p.K = v }},
			{Name: "regions", Flag: "from",
				Text: func(p grid) string { return p.Map },
				Parse: func(p *grid, s string) error {
					if err := parseMap(s); err != nil {
						return err
					}
					p.Map = s
					return nil
				}},
			{Name: "marks", Omit: true,
				Text: func(p grid) string { return p.Marks },
				Parse: func(p *grid, s string) error {
					if strings.Trim(s, "*x./") != "" {
						return errors.New("a mark is *, x or .")
					}
					p.Marks = s
					return nil
				}},
			{Name: "fast", Bool: true, Omit: true,
				Get: func(p grid) int { return Bit(p.Fast) }, Set: func(p *grid, v int) { p.Fast = v == 1 }},
			{Name: "note", Bool: true, Omit: true, NoFlag: true,
				Get: func(p grid) int { return Bit(p.Note) }, Set: func(p *grid, v int) { p.Note = v == 1 }},
		},
		Check: func(p grid) error {
			if p.Marks != "" && len(p.Marks) != len(p.Map) {
				return errors.New("the marks do not fit the map")
			}
			return nil
		},
	}
}

// TestTextParams: a text parameter is read by its parser from the
// settings, a flag and a link, and written back the same; what its parser
// refuses is an error that names the key and changes nothing.
func TestTextParams(t *testing.T) {
	ps := gridTable()
	for _, tc := range []struct {
		saved, want, err string
	}{
		{``, `{"k":1,"regions":"AB/AB"}`, ""},
		{`{"regions":"AAB/ABB/CCC"}`, `{"k":1,"regions":"AAB/ABB/CCC"}`, ""},
		{`{"k":2,"regions":"AB/BA","marks":"*./x*"}`, `{"k":2,"regions":"AB/BA","marks":"*./x*"}`, ""},
		{`{"regions":null}`, `{"k":1,"regions":"AB/AB"}`, ""},
		{`{"fast":true,"note":true}`, `{"k":1,"regions":"AB/AB","fast":true,"note":true}`, ""},
		{`{"fast":false}`, `{"k":1,"regions":"AB/AB"}`, ""},
		{`{"regions":"AB/A"}`, ``, "settings: regions: row 2: want as many cells as row 1"},
		{`{"regions":7}`, ``, "settings: regions: json: cannot unmarshal number"},
		{`{"marks":"**"}`, ``, "the marks do not fit the map"},
		{`{"marks":"ab/cd"}`, ``, "settings: marks: a mark is *, x or ."},
		{`{"regions":"AB/AB"`, ``, "settings: unexpected end of JSON input"},
	} {
		p, err := ps.Decode(json.RawMessage(tc.saved))
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) || p != ps.Default {
				t.Errorf("%s: %+v, %v; want the defaults and %q", tc.saved, p, err, tc.err)
			}
			if ps.CheckSection(json.RawMessage(tc.saved)) == nil {
				t.Errorf("%s: the check lets it through", tc.saved)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.saved, err)
			continue
		}
		data, err := json.Marshal(ps.Section(p))
		if err != nil || string(data) != tc.want {
			t.Errorf("%s: section %s, %v; want %s", tc.saved, data, err, tc.want)
		}
		// The link's flags reopen the same parameters.
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.Int("k", 1, "")
		fs.String("from", "", "")
		fs.String("marks", "", "")
		fs.Bool("fast", false, "")
		if err := fs.Parse(ps.Args(p)); err != nil {
			t.Fatal(err)
		}
		back := grid{Note: p.Note} // no flag carries it
		if err := ps.ReadFlags(fs, &back); err != nil || back != p {
			t.Errorf("%s: args %q read back %+v, %v", tc.saved, ps.Args(p), back, err)
		}
	}
}

// TestTextFlagRefused: a flag's text that the parser refuses is named,
// and the parameter keeps its value.
func TestTextFlagRefused(t *testing.T) {
	ps := gridTable()
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.String("from", "", "")
	if err := fs.Parse([]string{"-from=AB/aB"}); err != nil {
		t.Fatal(err)
	}
	p := ps.Default
	err := ps.ReadFlags(fs, &p)
	if err == nil || err.Error() != "-from: row 2: a region is a capital letter" || p != ps.Default {
		t.Errorf("%+v, %v", p, err)
	}
	if err := ps.Validate(grid{Map: "AB/", K: 1}); err == nil || !strings.HasPrefix(err.Error(), "regions: row 2") {
		t.Errorf("Validate: %v", err)
	}
	if _, _, _, _, ok := ps.Box("regions", 0); ok {
		t.Error("a text has a control in the header")
	}
	for _, part := range ps.Parts(nil) {
		if part.Name == "regions" || part.Name == "marks" {
			t.Errorf("a text has a part in the header: %+v", part)
		}
	}
}

// FuzzTextSection: any saved section either reads, and then its section
// reads back to the same parameters, or is refused with the defaults.
func FuzzTextSection(f *testing.F) {
	for _, s := range []string{``, `{"regions":"AB/AB"}`, `{"k":3,"regions":"AB/BA","marks":"*./x*"}`, `{"regions":"A/"}`, `{"marks":null}`, `[1]`, `{"regions":"\u00e9"}`} {
		f.Add(s)
	}
	ps := gridTable()
	f.Fuzz(func(t *testing.T, saved string) {
		p, err := ps.Decode(json.RawMessage(saved))
		if err != nil {
			if p != ps.Default {
				t.Fatalf("refused %q but changed the parameters: %+v", saved, p)
			}
			return
		}
		data, err := json.Marshal(ps.Section(p))
		if err != nil {
			t.Fatal(err)
		}
		back, err := ps.Decode(data)
		if err != nil || back != p {
			t.Fatalf("%q reads as %+v, its section %s as %+v, %v", saved, p, data, back, err)
		}
	})
}
