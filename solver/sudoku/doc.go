// Package sudoku is the Sudoku puzzle of Puzzleworks, the puzzle of the
// Sudoku scene.
//
// # Rules
//
// Fill every empty cell of the grid with a digit so that every row, every
// column and every box holds each digit exactly once. The sizes and boxes:
// 4×4 (boxes of 2×2), 6×6 (boxes of 2 rows × 3 columns), 9×9 (3×3) and
// 16×16 (4×4). With the X rule both main diagonals also hold each digit
// once. The filled cells of the puzzle, the givens, never change. A
// well-made puzzle has exactly one solution.
//
// # Notation
//
// A grid is written as one line, row-major, one character a cell: a digit
// for a filled cell, '.' or '0' for an empty one. The size follows from the
// length: 16, 36, 81 or 256 characters. The digits are 1-4, 1-6 and 1-9 on
// the smaller grids; a 16×16 grid uses 1-9 and then A, B, C, D, E, F, G
// for the digits 10 to 16 (lower case a-g is accepted on input; output is
// upper case; '0' is a blank there too, never a digit). For example the
// 4×4 grid ".2..3..4..1....2" or the 9×9
// "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".
// A parse error names the column of the bad character, counted from 1.
//
// A move sets a digit in a cell, "r3c7=5" (row 3, column 7, counted from
// 1), or clears it, "r3c7=." (or "r3c7=0"); digits 10-16 are A-G:
// "r12c16=G".
//
// A position given to `-from` is the puzzle: its digits are the givens;
// `-entries` puts the player's digits on it in the same one-line format.
// `puzzleworks solve sudoku` reads puzzles as arguments, with -from, or one
// a line on standard input (blank lines and lines starting with # are
// skipped) and prints each solution on its own line in the same format.
//
// # Package
//
// A State is a value: Apply returns a new state and never changes the old
// one, and says which rule a move breaks (a given cannot change; a digit
// out of range). The solvers work from any state; Solve returns a solution,
// Count counts solutions up to a limit (2 proves uniqueness) and Trace
// records the search as place and remove steps that a scene can replay.
// Classic 9×9 grids use a fast bit-parallel engine; other grids use a
// general engine.
package sudoku
