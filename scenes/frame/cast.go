package frame

// Cast is a picture's parts with the role of each (what it shows, in the
// puzzle's terms), for a scene whose parts change with the layout (a
// phone's keys under the board), made again only when the key K they are
// made for changes (For). The frame keeps the slice it was given last to
// compare with, so each new list goes into the other of two buffers.
type Cast[R, K comparable] struct {
	parts []Part
	roles []R
	bufs  [2][]Part
	buf   int
	when  []when[R]
	key   K    // what the list was made for
	made  bool // a list was made
}

// For returns the list made last and true when it was made for key k;
// otherwise the scene makes a new one for k (Begin, Add, Parts).
func (c *Cast[R, K]) For(k K) ([]Part, bool) {
	if c.made && c.key == k {
		return c.parts, true
	}
	c.key, c.made = k, true
	return nil, false
}

// Last is the list made last.
func (c *Cast[R, K]) Last() []Part { return c.parts }

// when is whether the parts of a role show now.
type when[R comparable] struct {
	role  R
	shows func() bool
}

// When makes shows say whether the parts of role r show now: an Over
// part that comes and goes (the win's banner while won, a card while
// open). Set once, when the scene is made.
func (c *Cast[R, K]) When(r R, shows func() bool) {
	c.when = append(c.when, when[R]{r, shows})
}

// Showing reports whether part i shows now (Overlayer.Showing): what When
// said for its role, or true.
func (c *Cast[R, K]) Showing(i int) bool {
	for _, w := range c.when {
		if w.role == c.roles[i] {
			return w.shows()
		}
	}
	return true
}

// Begin starts a new list of parts.
func (c *Cast[R, K]) Begin() {
	c.buf ^= 1
	c.parts, c.roles = c.bufs[c.buf][:0], c.roles[:0]
}

// Add adds part p of role r to the list.
func (c *Cast[R, K]) Add(p Part, r R) {
	c.parts = append(c.parts, p)
	c.roles = append(c.roles, r)
}

// Parts is the list made since Begin.
func (c *Cast[R, K]) Parts() []Part {
	c.bufs[c.buf] = c.parts
	return c.parts
}

// Role is the role of part i.
func (c *Cast[R, K]) Role(i int) R { return c.roles[i] }

// Index is the first part of role r, or -1.
func (c *Cast[R, K]) Index(r R) int {
	for i, x := range c.roles {
		if x == r {
			return i
		}
	}
	return -1
}
