// Package pulley is the queen's escape, the puzzle of the pulley scene.
//
// # Rules
//
// A queen (195 lb), her daughter (105) and son (90) are prisoners at the
// top of a tower with a cannonball (75 lb). A rope over a pulley carries a
// basket at each end: when one basket is at the window the other is on the
// ground.
//
// A trip: load the top basket with some of what is at the top and the
// bottom basket with some of what is on the ground (it may stay empty).
// The top basket must be strictly the heavier: it goes down and the other
// comes up, and the two baskets swap places. If any person rides, in either
// basket, the top basket may be heavier by at most the limit (15 lb), else
// the fall is too fast. A trip with no person aboard (the cannonball
// alone, say) may fall at any speed. Nothing rides in both baskets. The
// goal: every person on the ground (objects may stay anywhere).
//
// Parameters: the people and the objects with their weights (1 to
// MaxWeight lb each, at most MaxItems items in all, at least one person;
// names of letters, digits, '-' and '_', each different) and the limit
// (0 to MaxWeight lb). The flags are -people name=lb,... (default
// queen=195,daughter=105,son=90), -objects name=lb,... ("-" for none;
// default cannonball=75) and -limit LB (default 15); an error names the
// flag at fault.
//
// # Notation
//
// A trip is "down ITEMS up ITEMS": what rides down in the top basket and
// what rides up from the ground, names comma-separated, "-" for an empty
// basket: "down son up -", "down daughter up son".
//
// A position is the items at the top, "/", the items on the ground, names
// comma-separated in any order (a side may be empty or "-"); every item is
// named once: "queen,daughter,son,cannonball/" is the start,
// "cannonball/queen,daughter,son" a goal.
//
// # Package
//
// A Puzzle is a validated set of rules; a State is a value, and Apply
// returns a new State or a *MoveError naming the rule and the weights. Solve
// finds a shortest escape from any position by a breadth-first search,
// Count counts the shortest escapes, and an impossible set
// returns ErrNoSolution with the number of positions explored.
package pulley
