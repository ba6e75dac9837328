package sudoku

// Lookup tables of the fast 9×9 engine. They are computed once at start-up
// and only read afterwards.

const (
	row9   = 0x1FF     // the nine cells of one row of a band
	band27 = 1<<27 - 1 // the 27 cells of a band
	colRep = 0x40201   // multiplying a 9-bit column set by this repeats it on the three rows
)

// fastTables holds the lookup tables of the band update.
type fastTables struct {
	// shrink maps the nine cells of a row to the three boxes it touches.
	shrink [512]uint8
	// single is 1 when a row holds exactly one cell.
	single [512]uint8
	// matched maps the 3×3 row-by-box presence of a digit in a band to the
	// cells that survive: each row and each box of a band holds the digit
	// once, so only (row, box) pairs that belong to a perfect matching stay.
	// It is 0 when there is no perfect matching.
	matched [512]uint32
	// rows maps a set of three rows to their 27-bit cell mask.
	rows [8]uint32
	// stack is matched for the columns of a stack: the 3×3 band-by-column
	// presence of a digit maps to the (band, column) pairs of a perfect
	// matching, spread out as bits 0-2, 9-11 and 18-20 (one group a band).
	stack [512]uint32
	// peers is, for each of the 27 cells of a band (and 0 past them), the
	// other cells of its row and its box in the band.
	peers [32]uint32
	// column is, for each cell of a band (and 0 past them), its column in
	// a band, repeated in both halves: with the cells of the two other
	// bands in the two halves, one popcount counts the column there.
	column [32]uint64
	// digitOf maps a character of a 9×9 line to its digit: 1-9, 0 for '.'
	// and '0', 0x80 for any other character.
	digitOf [256]uint8
}

// tables is read by the engine and never written after start-up.
var tables = buildTables()

func buildTables() *fastTables {
	t := &fastTables{}
	for v := 0; v < 512; v++ {
		var s uint8
		for k := 0; k < 3; k++ {
			if v>>(3*k)&7 != 0 {
				s |= 1 << k
			}
		}
		t.shrink[v] = s
		if v != 0 && v&(v-1) == 0 {
			t.single[v] = 1
		}
	}
	for k := 0; k < 27; k++ {
		for j := 0; j < 27; j++ {
			if j != k && (j/9 == k/9 || j%9/3 == k%9/3) {
				t.peers[k] |= 1 << j
			}
		}
		cm := uint64(colRep) << (k % 9)
		t.column[k] = cm | cm<<32
	}
	for c := range t.digitOf {
		switch {
		case c >= '1' && c <= '9':
			t.digitOf[c] = uint8(c - '0')
		case c == '.' || c == '0':
		default:
			t.digitOf[c] = 0x80
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for sh := 0; sh < 512; sh++ {
		allowed := 0
		for _, p := range perms {
			m := 1<<(0*3+p[0]) | 1<<(1*3+p[1]) | 1<<(2*3+p[2])
			if sh&m == m {
				allowed |= m
			}
		}
		var mask uint32
		for r := 0; r < 3; r++ {
			for k := 0; k < 3; k++ {
				if allowed>>(r*3+k)&1 != 0 {
					mask |= 7 << (r*9 + 3*k)
				}
			}
		}
		t.matched[sh] = mask
		t.stack[sh] = uint32(allowed&7 | (allowed&0x38)<<6 | (allowed&0x1C0)<<12)
	}
	for r := 0; r < 8; r++ {
		var m uint32
		for i := 0; i < 3; i++ {
			if r>>i&1 != 0 {
				m |= row9 << (9 * i)
			}
		}
		t.rows[r] = m
	}
	return t
}
