package pulleyart

import (
	"image/color"
	"math"
)

// Where the baskets hang, from the layout and the basket's anchor: the
// ring of the top basket puts its riders' feet on the ledge; the bottom
// basket stands on the ground. A trip runs each ring Travel up or down.
const (
	RingTop    float64 = LedgeY - BasketInside
	RingBottom float64 = GroundY - BasketFloor
	Travel             = RingBottom - RingTop
)

// RopeX is the x of a basket's rope, and of its ring: the left one or the
// right one of the wheel.
func RopeX(left bool) float64 {
	if left {
		return RopeLeftX
	}
	return RopeRightX
}

// SeatGap is the distance between neighbouring riders' centres when k
// ride in a basket: spread across it so two stand clear of each other,
// and never so wide that a body hangs over the rim's ends.
func SeatGap(k int) float64 {
	if k < 2 {
		return 0
	}
	return math.Min(40, seatSpan/float64(k-1))
}

// seatSpan is the widest distance between the outer riders' centres: the
// basket's width less a shoulder's breadth at each end.
const seatSpan = BasketW - 40

// TagRows is in how many rows the weight tags of k riders in one basket
// hang so that tags in the same row do not overlap.
func TagRows(k int) int {
	if k < 2 {
		return 1
	}
	return int(math.Ceil((TagW + 4) / SeatGap(k)))
}

// TagInk is the colour of the weight written on a tag.
func TagInk() color.RGBA { return color.RGBA{0x3b, 0x2a, 0x10, 0xff} }
