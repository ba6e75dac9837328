package frame

// Kept is q as a text parameter kept in the field that field gives
// (Sudoku's level and grids, the star grid's map and marks): its Text
// reads the field, and its Parse keeps a text there once check (nil for
// none) has read it without an error, which it returns.
func (q Param[P]) Kept(field func(*P) *string, check func(string) error) Param[P] {
	q.Text = func(p P) string { return *field(&p) }
	q.Parse = func(p *P, s string) error {
		if check != nil {
			if err := check(s); err != nil {
				return err
			}
		}
		*field(p) = s
		return nil
	}
	return q
}
