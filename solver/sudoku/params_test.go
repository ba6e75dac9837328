package sudoku

import (
	"fmt"
	"strings"
	"testing"
)

func TestParamsValidate(t *testing.T) {
	tests := []struct {
		size    int
		wantErr string
	}{
		{4, ""}, {6, ""}, {9, ""}, {16, ""},
		{0, "size must be 4, 6, 9 or 16, got 0"},
		{5, "size must be 4, 6, 9 or 16, got 5"},
		{25, "size must be 4, 6, 9 or 16, got 25"},
		{-9, "size must be 4, 6, 9 or 16, got -9"},
	}
	for _, tt := range tests {
		err := Params{Size: tt.size}.Validate()
		if (err == nil) != (tt.wantErr == "") || (err != nil && err.Error() != tt.wantErr) {
			t.Errorf("size %d: error %v, want %q", tt.size, err, tt.wantErr)
		}
		if _, err := New(Params{Size: tt.size}); (err == nil) != (tt.wantErr == "") {
			t.Errorf("New size %d: error %v", tt.size, err)
		}
	}
}

func TestParamsBoxes(t *testing.T) {
	tests := []struct {
		size, boxRows, boxCols int
		// box of the last cell of the first row and of the last cell
		lastOfRow0, last int
	}{
		{4, 2, 2, 1, 3},
		{6, 2, 3, 1, 5},
		{9, 3, 3, 2, 8},
		{16, 4, 4, 3, 15},
	}
	for _, tt := range tests {
		p := Params{Size: tt.size}
		if p.BoxRows() != tt.boxRows || p.BoxCols() != tt.boxCols {
			t.Errorf("size %d: boxes %d×%d, want %d×%d", tt.size, p.BoxRows(), p.BoxCols(), tt.boxRows, tt.boxCols)
		}
		if b := p.Box(0, tt.size-1); b != tt.lastOfRow0 {
			t.Errorf("size %d: box of r1c%d = %d, want %d", tt.size, tt.size, b, tt.lastOfRow0)
		}
		if b := p.Box(tt.size-1, tt.size-1); b != tt.last {
			t.Errorf("size %d: box of the last cell = %d, want %d", tt.size, b, tt.last)
		}
		// Every box holds size cells.
		count := make([]int, tt.size)
		for r := 0; r < tt.size; r++ {
			for c := 0; c < tt.size; c++ {
				count[p.Box(r, c)]++
			}
		}
		for b, n := range count {
			if n != tt.size {
				t.Errorf("size %d: box %d has %d cells", tt.size, b, n)
			}
		}
	}
	if (Params{Size: 9, X: true}).String() != "9×9 X" || DefaultParams().String() != "9×9" {
		t.Error("Params.String")
	}
}

func TestDigits(t *testing.T) {
	for d := 0; d <= 16; d++ {
		ch := DigitChar(d)
		got, ok := ParseDigit(ch)
		if !ok || got != d {
			t.Errorf("digit %d: char %q parses as %d, %v", d, ch, got, ok)
		}
		if d >= 10 {
			if got, ok := ParseDigit(byte(strings.ToLower(string(ch))[0])); !ok || got != d {
				t.Errorf("lower case of digit %d: %d, %v", d, got, ok)
			}
		}
	}
	if got, ok := ParseDigit('0'); !ok || got != 0 {
		t.Error("'0' must be a blank")
	}
	for _, ch := range []byte{'H', 'h', 'x', ' ', '-', '*', 0, 200} {
		if _, ok := ParseDigit(ch); ok {
			t.Errorf("ParseDigit(%q) accepted", ch)
		}
	}
	if DigitChar(17) != '?' || DigitChar(-1) != '?' {
		t.Error("DigitChar out of range")
	}
}

func TestNames(t *testing.T) {
	for _, tt := range []struct {
		row, col int
		want     string
	}{
		{0, 0, "r1c1"}, {2, 6, "r3c7"}, {15, 15, "r16c16"}, {16, 0, "r17c1"}, {-1, 3, "r0c4"},
	} {
		if got := CellName(tt.row, tt.col); got != tt.want {
			t.Errorf("CellName(%d, %d) = %q, want %q", tt.row, tt.col, got, tt.want)
		}
	}
	for r := range MaxSize {
		for c := range MaxSize {
			if got, want := CellName(r, c), fmt.Sprintf("r%dc%d", r+1, c+1); got != want {
				t.Errorf("CellName(%d, %d) = %q, want %q", r, c, got, want)
			}
		}
	}
	for _, tt := range []struct {
		d    int
		want string
	}{
		{0, "."}, {1, "1"}, {9, "9"}, {10, "A"}, {16, "G"}, {17, "?"}, {-1, "?"},
	} {
		if got := DigitString(tt.d); got != tt.want {
			t.Errorf("DigitString(%d) = %q, want %q", tt.d, got, tt.want)
		}
	}
	if n := testing.AllocsPerRun(10, func() { _, _ = CellName(8, 8), DigitString(12) }); n != 0 {
		t.Errorf("a cell's name allocates %v times", n)
	}
}
