// Package hanoi is the Towers of Hanoi, the puzzle of the crane scene.
//
// # Rules
//
// Stones of sizes 1..n stand on pile A, the largest at the bottom. Move them
// all to pile B, one at a time: a move takes the top stone of one pile and
// puts it on another pile, never on a smaller stone. Pile C (and with four
// piles, pile D) is a spare. The classic set-up is n = 6 with 3 piles.
//
// Parameters: n, 1..MaxStones (63) with 3 piles and 1..MaxStones4Pegs (16)
// with 4 (the scene shows 1..12); the piles, 3 or 4 (the four-pile
// version is Reve's puzzle).
//
// Known results, all tested: with 3 piles the shortest solution has 2^n − 1
// moves and is unique; from any legal position the optimal rest is
// computed directly, without search. With 4 piles Frame–Stewart's count is
// optimal (proved for 4 piles); from a position other than the start, an
// exact search over all 4^n positions is used, for n up to MaxTableStones
// (12).
//
// # Notation
//
// A move is two pile letters, "A B": the top stone of pile A goes to pile
// B (piles A, B, C, D; ParseMove takes any case and spacing).
//
// A position is the piles A, B, C (and D) separated by '/', each pile's
// stones from the bottom up, comma-separated: "6,5,4,3,2,1//" is the start
// with six stones, "/6,5,4,3,2,1/" the goal, "4/3/2,1/" a position with
// four piles. The number of piles is one more than the number of '/'.
// ParsePosition refuses a missing or repeated stone and a larger stone on
// a smaller one, naming the pile and the stones.
//
// # Package
//
// State is a value: Apply returns a new State or a *RuleError naming the
// rule the move breaks. Moves streams the optimal solution from the start
// in constant memory (any n up to 63 with 3 piles); Solve and MovesFrom
// solve from any position; CountOptimal counts the optimal solutions. The
// flags -n, -pegs and -from are declared once here (DeclareFlags) for
// `puzzleworks solve`, `play`, `shot` and the page's address.
package hanoi
