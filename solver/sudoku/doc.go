// Package sudoku is the Sudoku puzzle of Puzzleworks: grids of 4×4 (2×2
// boxes), 6×6 (boxes of 2 rows × 3 columns), 9×9 and 16×16 (4×4 boxes),
// optionally with the X rule (both main diagonals hold every digit once).
//
// A grid is written as one line, row-major, one character a cell: digits for
// filled cells, '.' or '0' for blanks. 16×16 grids use 1-9 and then A-G for
// the digits 10 to 16 (lower case is accepted on input; output is upper case).
// The size follows from the length: 16, 36, 81 or 256 characters.
//
// A State is a value: Apply returns a new state and never changes the old
// one. Moves set a digit in a cell ("r3c7=5") or clear it ("r3c7=."). The
// solvers work from any state; Solve returns a solution, Count counts
// solutions up to a limit (2 proves uniqueness) and Trace records the search
// as place and remove steps that a scene can replay. Classic 9×9 grids use a
// fast bit-parallel engine; other grids use a general engine.
package sudoku
