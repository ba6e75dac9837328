// Package river is the puzzle of the jealous husbands, the puzzle of the
// river scene.
//
// # Rules
//
// n couples must cross a river in a boat that holds k people. No wife may
// be in the company of another man unless her husband is present: on
// either bank, in the boat, and on the bank the boat lands at with the
// people it brings. Someone must row the boat each time (it never crosses
// empty), and it crosses with people from its own bank only. In the
// one-back variant every return trip carries exactly one person. The goal:
// everyone on the far bank.
//
// Parameters: couples 1..MaxCouples (8; the scene shows 1..6), boat 1..2n
// (the scene: 1..4), one-back; the flags -couples (3), -boat (2) and
// -one-back. Known results, all tested: three couples and a boat of two
// need 11 crossings (Bachet, 1613; 486 shortest crossings); with only one
// rowing back there is no solution (all 20 reachable positions explored),
// nor for four couples in a boat of two (44 positions).
//
// # Notation
//
// People are H1..Hn (the husbands) and W1..Wn (their wives; Wi is Hi's
// wife). A move is a direction and the people in the boat,
// comma-separated: "> H1,W1" crosses to the far bank, "< H1" comes back.
//
// A position is the near bank "/" the far bank "/" the boat's bank ("near"
// or "far"), people comma-separated, a bank may be empty or "-":
// "H1,H2,H3,W1,W2,W3//near" is the start, "/H1,H2,H3,W1,W2,W3/far" the
// goal. ParseState refuses a position where someone is missing or a wife
// is unsafe, naming who and where.
//
// # Package
//
// A Set of people is a bitmask whose layout does not depend on n, so moves
// can be written, parsed and compared without knowing their puzzle. A State
// is a value: Apply returns a new State or a *MoveError naming the wife at
// risk, the man and the place. Solve finds a shortest crossing from any
// position by breadth-first search, Count counts the shortest crossings,
// and an impossible set returns ErrNoSolution with the number of reachable
// positions explored.
package river
