package sudoku

import "math/bits"

// CellSet is a set of cells, by index row*size+col. It is a value.
type CellSet [MaxCells / 64]uint64

// Has reports whether cell i is in the set.
func (s CellSet) Has(i int) bool {
	return i >= 0 && i < MaxCells && s[i>>6]>>(i&63)&1 != 0
}

// Add puts cell i in the set; indexes outside the grid are ignored.
func (s *CellSet) Add(i int) {
	if i >= 0 && i < MaxCells {
		s[i>>6] |= 1 << (i & 63)
	}
}

// Remove takes cell i out of the set.
func (s *CellSet) Remove(i int) {
	if i >= 0 && i < MaxCells {
		s[i>>6] &^= 1 << (i & 63)
	}
}

// Len returns the number of cells in the set.
func (s CellSet) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// First returns the least cell of the set, and false for an empty set.
func (s CellSet) First() (int, bool) {
	for k, w := range s {
		if w != 0 {
			return k*64 + bits.TrailingZeros64(w), true
		}
	}
	return 0, false
}

// Cells returns the cells of the set in increasing order.
func (s CellSet) Cells() []int {
	var out []int
	for k, w := range s {
		for ; w != 0; w &= w - 1 {
			out = append(out, k*64+bits.TrailingZeros64(w))
		}
	}
	return out
}

// DigitSet is a set of digits 1..16: bit d-1 stands for digit d.
type DigitSet uint16

// Has reports whether digit d is in the set.
func (s DigitSet) Has(d int) bool {
	return d >= 1 && d <= MaxSize && s>>(d-1)&1 != 0
}

// Len returns the number of digits in the set.
func (s DigitSet) Len() int {
	return bits.OnesCount16(uint16(s))
}

// Digits returns the digits of the set in increasing order.
func (s DigitSet) Digits() []int {
	var out []int
	for w := uint16(s); w != 0; w &= w - 1 {
		out = append(out, bits.TrailingZeros16(w)+1)
	}
	return out
}

// allDigits returns the set of digits 1..n.
func allDigits(n int) DigitSet {
	return DigitSet(uint32(1)<<n - 1)
}
