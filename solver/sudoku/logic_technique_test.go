package sudoku

import (
	"slices"
	"strings"
	"testing"
)

// Hand-made candidate grids, one per technique: where it fires (and
// exactly what it removes or places), and where it must not.

// candGrid is a Logic whose empty cells all start with every digit: the
// cases then take candidates away by hand.
func candGrid(t *testing.T, p Params) *Logic {
	t.Helper()
	s, err := New(p)
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLogic(s)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// cell reads "r3c7" as a cell index of l.
func (l *Logic) testCell(t *testing.T, name string) int {
	t.Helper()
	m, err := ParseMove(name + "=.")
	if err != nil {
		t.Fatal(err)
	}
	return m.Row*l.n + m.Col
}

// set gives cell name exactly the digits ds ("29", "AG").
func set(name, ds string) func(*testing.T, *Logic) {
	return func(t *testing.T, l *Logic) {
		var c DigitSet
		for k := 0; k < len(ds); k++ {
			d, _ := ParseDigit(ds[k])
			c |= 1 << (d - 1)
		}
		l.cand[l.testCell(t, name)] = c
	}
}

// only leaves digit ds[0] in the unit named ("row 3", "column 5", "box 4",
// "the main diagonal") only in the cells listed.
func only(unit, digit string, cells ...string) func(*testing.T, *Logic) {
	return func(t *testing.T, l *Logic) {
		d, _ := ParseDigit(digit[0])
		var keep CellSet
		for _, c := range cells {
			keep.Add(l.testCell(t, c))
		}
		for ui := range l.units {
			u := &l.units[ui]
			if u.name() != unit {
				continue
			}
			for _, i := range u.cells {
				if !keep.Has(i) {
					l.cand[i] &^= 1 << (d - 1)
				}
			}
			return
		}
		t.Fatalf("no unit %q", unit)
	}
}

// finders by technique, called directly so that a case tests one
// technique whatever the easier ones would find.
var finders = map[Technique]func(l *Logic) (LogicStep, bool){
	NakedSingle:     (*Logic).nakedSingle,
	HiddenSingle:    (*Logic).hiddenSingle,
	Pointing:        (*Logic).lockedCandidates,
	Claiming:        (*Logic).lockedCandidates,
	NakedPair:       func(l *Logic) (LogicStep, bool) { return l.nakedSubset(2) },
	HiddenPair:      func(l *Logic) (LogicStep, bool) { return l.hiddenSubset(2) },
	NakedTriple:     func(l *Logic) (LogicStep, bool) { return l.nakedSubset(3) },
	HiddenTriple:    func(l *Logic) (LogicStep, bool) { return l.hiddenSubset(3) },
	NakedQuad:       func(l *Logic) (LogicStep, bool) { return l.nakedSubset(4) },
	HiddenQuad:      func(l *Logic) (LogicStep, bool) { return l.hiddenSubset(4) },
	XWing:           func(l *Logic) (LogicStep, bool) { return l.fish(2) },
	Swordfish:       func(l *Logic) (LogicStep, bool) { return l.fish(3) },
	Jellyfish:       func(l *Logic) (LogicStep, bool) { return l.fish(4) },
	XYWing:          (*Logic).xyWing,
	XYZWing:         (*Logic).xyzWing,
	WWing:           (*Logic).wWing,
	SimpleColouring: (*Logic).simpleColouring,
	XChain:          (*Logic).chain,
	XYChain:         (*Logic).chain,
	AIC:             (*Logic).chain,
}

func TestTechniques(t *testing.T) {
	nine, six, x9, big := Params{Size: 9}, Params{Size: 6}, Params{Size: 9, X: true}, Params{Size: 16}
	tests := []struct {
		name  string
		p     Params
		t     Technique
		setup []func(*testing.T, *Logic)
		want  string // the moves and removals, space-separated, sorted; "" when it must not fire
		text  string // a part of the explanation
	}{
		{"naked single", nine, NakedSingle, []func(*testing.T, *Logic){set("r5c5", "7")}, "r5c5=7", "7 is the only candidate left in r5c5"},
		{"no naked single", nine, NakedSingle, []func(*testing.T, *Logic){set("r5c5", "79")}, "", ""},
		{"hidden single in a box", nine, HiddenSingle, []func(*testing.T, *Logic){only("box 5", "3", "r5c5")}, "r5c5=3", "in box 5 the 3 can only go in r5c5"},
		{"hidden single on the diagonal", x9, HiddenSingle, []func(*testing.T, *Logic){only("the main diagonal", "5", "r3c3")}, "r3c3=5", "the main diagonal"},
		{"no diagonal without X", nine, HiddenSingle, []func(*testing.T, *Logic){only("row 1", "5", "r1c1", "r1c2")}, "", ""},
		{"pointing", nine, Pointing, []func(*testing.T, *Logic){only("box 4", "7", "r5c1", "r5c2")},
			"r5c4<>7 r5c5<>7 r5c6<>7 r5c7<>7 r5c8<>7 r5c9<>7", "in box 4 the 7 can only go in row 5"},
		{"pointing with nothing to remove", nine, Pointing, []func(*testing.T, *Logic){only("box 4", "7", "r5c1", "r5c2"), only("row 5", "7", "r5c1", "r5c2")}, "", ""},
		{"pointing 6x6", six, Pointing, []func(*testing.T, *Logic){only("box 1", "4", "r2c1", "r2c2")}, "r2c4<>4 r2c5<>4 r2c6<>4", "in box 1 the 4 can only go in row 2"},
		{"claiming", nine, Claiming, []func(*testing.T, *Logic){only("row 3", "7", "r3c1", "r3c2")},
			"r1c1<>7 r1c2<>7 r1c3<>7 r2c1<>7 r2c2<>7 r2c3<>7", "in row 3 the 7 can only go in box 1"},
		{"claiming on the diagonal", x9, Claiming, []func(*testing.T, *Logic){only("the anti-diagonal", "2", "r4c6", "r6c4")},
			"r4c4<>2 r4c5<>2 r5c4<>2 r5c6<>2 r6c5<>2 r6c6<>2", "in the anti-diagonal the 2 can only go in box 5"},
		{"naked pair", nine, NakedPair, []func(*testing.T, *Logic){set("r1c1", "29"), set("r1c5", "29")},
			"r1c2<>2 r1c2<>9 r1c3<>2 r1c3<>9 r1c4<>2 r1c4<>9 r1c6<>2 r1c6<>9 r1c7<>2 r1c7<>9 r1c8<>2 r1c8<>9 r1c9<>2 r1c9<>9", "r1c1 and r1c5 hold only 2 or 9"},
		{"no naked pair", nine, NakedPair, []func(*testing.T, *Logic){set("r1c1", "29"), set("r1c5", "28")}, "", ""},
		{"hidden pair", nine, HiddenPair, []func(*testing.T, *Logic){only("row 1", "3", "r1c1", "r1c5"), only("row 1", "8", "r1c1", "r1c5"), set("r1c1", "1238"), set("r1c5", "3689")},
			"r1c1<>1 r1c1<>2 r1c5<>6 r1c5<>9", "in row 1 the 3 and 8 can only go in r1c1 and r1c5"},
		{"no hidden pair", nine, HiddenPair, []func(*testing.T, *Logic){only("row 1", "3", "r1c1", "r1c5"), only("row 1", "8", "r1c1", "r1c6")}, "", ""},
		{"naked triple", nine, NakedTriple, []func(*testing.T, *Logic){set("r1c1", "12"), set("r1c2", "23"), set("r1c6", "13"), set("r1c3", "1456"), only("row 1", "2", "r1c1", "r1c2", "r1c7"), only("row 1", "3", "r1c2", "r1c6", "r1c9")},
			"r1c3<>1 r1c4<>1 r1c5<>1 r1c7<>1 r1c7<>2 r1c8<>1 r1c9<>1 r1c9<>3", "r1c1, r1c2 and r1c6 hold only 1, 2 or 3"},
		{"hidden triple", nine, HiddenTriple, []func(*testing.T, *Logic){only("column 2", "4", "r1c2", "r4c2"), only("column 2", "5", "r4c2", "r7c2"), only("column 2", "6", "r1c2", "r7c2"), set("r1c2", "1246"), set("r4c2", "457"), set("r7c2", "56")},
			"r1c2<>1 r1c2<>2 r4c2<>7", "in column 2 the 4, 5 and 6 can only go in r1c2, r4c2 and r7c2"},
		{"naked quad", nine, NakedQuad, []func(*testing.T, *Logic){set("r2c1", "12"), set("r2c3", "23"), set("r2c5", "34"), set("r2c8", "41"), set("r2c9", "1567")},
			"r2c2<>1 r2c2<>2 r2c2<>3 r2c2<>4 r2c4<>1 r2c4<>2 r2c4<>3 r2c4<>4 r2c6<>1 r2c6<>2 r2c6<>3 r2c6<>4 r2c7<>1 r2c7<>2 r2c7<>3 r2c7<>4 r2c9<>1", "hold only 1, 2, 3 or 4"},
		{"hidden quad", nine, HiddenQuad, []func(*testing.T, *Logic){only("box 9", "1", "r7c7", "r8c8"), only("box 9", "2", "r8c8", "r9c9"), only("box 9", "3", "r9c9", "r7c9"), only("box 9", "4", "r7c9", "r7c7")},
			"r7c7<>5 r7c7<>6 r7c7<>7 r7c7<>8 r7c7<>9 r7c9<>5 r7c9<>6 r7c9<>7 r7c9<>8 r7c9<>9 r8c8<>5 r8c8<>6 r8c8<>7 r8c8<>8 r8c8<>9 r9c9<>5 r9c9<>6 r9c9<>7 r9c9<>8 r9c9<>9",
			"in box 9 the 1, 2, 3 and 4 can only go in"},
		{"X-Wing", nine, XWing, []func(*testing.T, *Logic){only("row 2", "4", "r2c3", "r2c8"), only("row 7", "4", "r7c3", "r7c8")},
			"r1c3<>4 r1c8<>4 r3c3<>4 r3c8<>4 r4c3<>4 r4c8<>4 r5c3<>4 r5c8<>4 r6c3<>4 r6c8<>4 r8c3<>4 r8c8<>4 r9c3<>4 r9c8<>4", "in rows 2 and 7 the 4 can only go in columns 3 and 8"},
		{"no X-Wing", nine, XWing, []func(*testing.T, *Logic){only("row 2", "4", "r2c3", "r2c8"), only("row 7", "4", "r7c3", "r7c8", "r7c9")}, "", ""},
		{"X-Wing 16x16", big, XWing, []func(*testing.T, *Logic){only("row 1", "G", "r1c1", "r1c16"), only("row 16", "G", "r16c1", "r16c16")},
			"r10c16<>G r10c1<>G r11c16<>G r11c1<>G r12c16<>G r12c1<>G r13c16<>G r13c1<>G r14c16<>G r14c1<>G r15c16<>G r15c1<>G r2c16<>G r2c1<>G r3c16<>G r3c1<>G r4c16<>G r4c1<>G r5c16<>G r5c1<>G r6c16<>G r6c1<>G r7c16<>G r7c1<>G r8c16<>G r8c1<>G r9c16<>G r9c1<>G", "in rows 1 and 16 the G can only go in columns 1 and 16"},
		{"X-Wing 16x16 with nothing to remove", big, XWing, []func(*testing.T, *Logic){only("column 1", "G", "r1c1", "r16c1"), only("column 16", "G", "r1c16", "r16c16"),
			only("row 1", "G", "r1c1", "r1c16"), only("row 16", "G", "r16c1", "r16c16")}, "", ""},
		{"Swordfish", nine, Swordfish, []func(*testing.T, *Logic){only("row 1", "5", "r1c2", "r1c5"), only("row 4", "5", "r4c5", "r4c8"), only("row 8", "5", "r8c2", "r8c8")},
			"r2c2<>5 r2c5<>5 r2c8<>5 r3c2<>5 r3c5<>5 r3c8<>5 r5c2<>5 r5c5<>5 r5c8<>5 r6c2<>5 r6c5<>5 r6c8<>5 r7c2<>5 r7c5<>5 r7c8<>5 r9c2<>5 r9c5<>5 r9c8<>5", "in rows 1, 4 and 8 the 5 can only go in columns 2, 5 and 8"},
		{"Jellyfish", nine, Jellyfish, []func(*testing.T, *Logic){only("column 1", "6", "r1c1", "r3c1"), only("column 3", "6", "r3c3", "r5c3"), only("column 5", "6", "r5c5", "r7c5"), only("column 7", "6", "r7c7", "r1c7")},
			"r1c2<>6 r1c4<>6 r1c6<>6 r1c8<>6 r1c9<>6 r3c2<>6 r3c4<>6 r3c6<>6 r3c8<>6 r3c9<>6 r5c2<>6 r5c4<>6 r5c6<>6 r5c8<>6 r5c9<>6 r7c2<>6 r7c4<>6 r7c6<>6 r7c8<>6 r7c9<>6", "in columns 1, 3, 5 and 7 the 6 can only go in rows 1, 3, 5 and 7"},
		{"XY-Wing", nine, XYWing, []func(*testing.T, *Logic){set("r1c1", "12"), set("r1c5", "13"), set("r5c1", "23")}, "r5c5<>3", "r1c1 is 1 or 2"},
		{"no XY-Wing", nine, XYWing, []func(*testing.T, *Logic){set("r1c1", "12"), set("r1c5", "13"), set("r5c1", "24")}, "", ""},
		{"XYZ-Wing", nine, XYZWing, []func(*testing.T, *Logic){set("r1c2", "123"), set("r1c7", "13"), set("r2c1", "23")}, "r1c1<>3 r1c3<>3", "one of the three is 3"},
		{"no XYZ-Wing", nine, XYZWing, []func(*testing.T, *Logic){set("r1c2", "123"), set("r1c7", "13"), set("r2c1", "24")}, "", ""},
		{"W-Wing", nine, WWing, []func(*testing.T, *Logic){set("r1c1", "47"), set("r5c9", "47"), only("row 3", "4", "r3c2", "r3c9")}, "r1c9<>7 r5c1<>7", "in row 3 the 4 goes in r3c2 or r3c9"},
		{"no W-Wing", nine, WWing, []func(*testing.T, *Logic){set("r1c1", "47"), set("r5c9", "47"), only("row 3", "4", "r3c2", "r3c8")}, "", ""},
		{"simple colouring trap", nine, SimpleColouring, []func(*testing.T, *Logic){only("row 1", "2", "r1c1", "r1c5"), only("column 5", "2", "r1c5", "r5c5"), only("row 5", "2", "r5c5", "r5c2")},
			"r2c2<>2 r3c2<>2 r4c1<>2 r6c1<>2", "a cell that sees both colours is not 2"},
		{"simple colouring wrap", nine, SimpleColouring, []func(*testing.T, *Logic){only("row 1", "2", "r1c1", "r1c5"), only("column 5", "2", "r1c5", "r5c5"), only("row 5", "2", "r5c5", "r5c2"), only("column 2", "2", "r5c2", "r2c2")},
			"r1c1<>2 r2c2<>2 r5c5<>2", "r1c1 and r2c2 have one colour and see each other, so that colour is not 2"},
		{"no colouring of one pair", nine, SimpleColouring, []func(*testing.T, *Logic){only("row 1", "2", "r1c1", "r1c5")}, "", ""},
		{"X-chain", nine, XChain, []func(*testing.T, *Logic){only("row 1", "2", "r1c1", "r1c5"), only("column 5", "2", "r1c5", "r5c5"), only("row 5", "2", "r5c5", "r5c2")},
			"r2c2<>2 r3c2<>2 r4c1<>2 r6c1<>2", "so r1c1 or r5c2 is 2"},
		{"XY-chain", nine, XYChain, []func(*testing.T, *Logic){set("r1c1", "12"), set("r1c6", "23"), set("r7c6", "34"), set("r7c3", "41")},
			"r1c3<>1 r2c3<>1 r3c3<>1 r7c1<>1 r8c1<>1 r9c1<>1", "so r1c1 is 1 or r7c3 is 1"},
		{"AIC", nine, AIC, []func(*testing.T, *Logic){set("r1c1", "12"), only("row 1", "2", "r1c1", "r1c6"), only("column 6", "2", "r1c6", "r5c6"), only("row 5", "4", "r5c6", "r5c1")},
			"r5c1<>1", "so r1c1 is 1 or r5c1 is 4"},
		{"no chain", nine, XChain, nil, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := candGrid(t, tc.p)
			for _, f := range tc.setup {
				f(t, l)
			}
			st, ok := finders[tc.t](l)
			if tc.want == "" {
				if ok {
					t.Fatalf("fired: %s", st.Text)
				}
				return
			}
			if !ok {
				t.Fatalf("did not fire")
			}
			if st.Technique != tc.t {
				t.Errorf("technique %v, want %v (%s)", st.Technique, tc.t, st.Text)
			}
			var got []string
			for _, m := range st.Moves {
				got = append(got, m.String())
			}
			for _, c := range st.Remove {
				got = append(got, c.String())
			}
			slices.Sort(got)
			if g := strings.Join(got, " "); g != tc.want {
				t.Errorf("got  %s\nwant %s\n(%s)", g, tc.want, st.Text)
			}
			if !strings.Contains(st.Text, tc.text) || !strings.HasPrefix(st.Text, tc.t.String()+": ") {
				t.Errorf("text %q, want it to start with %q and contain %q", st.Text, tc.t.String()+": ", tc.text)
			}
			if len(st.Cells) == 0 || st.Digits == 0 {
				t.Errorf("no pattern: cells %v digits %v", st.Cells, st.Digits)
			}
		})
	}
}
