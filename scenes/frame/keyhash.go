package frame

import "image/color"

// keyHash is 64-bit FNV-1a, which sums up what a picture shows (a
// header's controls, a number pad) without allocating.
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

func (h *keyHash) rgba(c color.RGBA) {
	for _, b := range [...]byte{c.R, c.G, c.B, c.A} {
		h.byte(b)
	}
}

func (h *keyHash) bool(b bool) {
	if b {
		h.byte(1)
	} else {
		h.byte(0)
	}
}
