package ui

// Ease is smoothstep: a motion that starts and stops gently, f clamped to
// 0..1.
func Ease(f float64) float64 {
	f = max(0, min(1, f))
	return f * f * (3 - 2*f)
}

// Lerp is the value f of the way from a to b.
func Lerp(a, b, f float64) float64 { return a + (b-a)*f }
