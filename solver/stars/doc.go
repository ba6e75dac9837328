// Package stars is the star-grid puzzle ("Star Battle"), the puzzle of the
// star scene.
//
// # Rules
//
// An N×N grid is cut into N regions. Place stars so that every row, every
// column and every region holds exactly k stars, and no two stars touch,
// not even diagonally. k = 1 in the classic 6×6 puzzle. A well-made puzzle
// has exactly one solution.
//
// Parameters: N from MinN (4) to MaxN (16) (the scene offers 5×5 to
// 14×14), k from MinK (1) to MaxK (4), and at most what fits: k stars that
// do not touch in every row and column need a grid of at least 4k×4k
// (k = 2 needs 8×8). The flags are -k (1), -from REGIONS, -marks MARKS and
// -reverse (the solver's search order).
//
// # Notation
//
// A puzzle is its region text: the rows separated by '/', one letter a cell
// (A-Z or a-z; 'a' and 'A' are different regions) naming the cell's region:
// "AAABBB/CCABBB/DDAEBB/DDEEBB/DEEEEE/DEEEFF". There must be N rows of N
// cells and exactly N letters, each naming one area connected through the
// sides of its cells (corners do not join). Surrounding spaces are ignored.
// An error names the row, and the column for a bad character ("row 2,
// column 3: '#' is not a region letter"); a row of the wrong length is
// named by its row ("row 3 has 3 cells, want 4").
//
// A position is the player's marks on the grid, rows separated by '/': '*'
// a star, 'x' a cell marked empty (a dot), '.' unknown:
// "..*.../......". A solution is written the same way with '*' and '.'
// only.
//
// # Package
//
// A Puzzle is the immutable layout (size, regions, k). A State is a value
// holding the marks; Apply returns a new State or an error naming the rule
// a star breaks and the star it clashes with. The solver works from any
// legal State, counts solutions up to a limit (2 proves uniqueness), and
// can record its search as place and remove steps for replay; Generate
// makes puzzles with exactly one solution (the sets in testdata/stars).
package stars
