// Package coins is the seven-coins puzzle on a star {n/k}, the puzzle of
// the coins scene.
//
// # Rules
//
// n points lie on a circle, numbered 0..n−1; point i is joined by a line to
// points i+k and i−k (mod n), which draws the star {n/k}. A move puts a
// coin on an empty point that is joined to another empty point, and slides
// it along that line to the other end, where it stays. The classic puzzle
// is {8/3}: place 7 coins.
//
// The goal is n − gcd(n, k) coins. When k and n share no factor the star is
// one loop and the goal is the classic n − 1. When gcd(n, k) = g > 1 the
// star is not one figure but g separate loops of n/g points each (the star
// {8/2} is two squares, 0-2-4-6 and 1-3-5-7). Every loop keeps at least one
// point empty, because the last coin placed on a loop needs an empty point
// to start from, so at most n − g coins fit: that is the goal, and reaching
// it is a win (`puzzleworks solve coins -n 8 -k 2` prints 6 moves, exits
// with status 0, and a note on standard error says why the goal is 6, not
// 7). Params.Goal gives it and Params.LoopNote explains it in words.
//
// Parameters: n from MinN (5) to MaxN (32) (the scene shows 5..16), k from
// MinK (2) to below n/2; the flags -n (8) and -k (3).
//
// # Notation
//
// A move is two point numbers, "p q": a coin put on point p slides to
// point q (ParseMove). A position is the points holding coins,
// comma-separated in any order, or "-" for none (the start, NoCoins): a
// mid-game position of {8/3} is "0,3,6". A position with a loop full of
// coins cannot be reached and is refused.
//
// # Package
//
// A State is a value: Apply returns a new State or an error naming the
// rule the move breaks. Solve wins from any winnable position, Winnable
// says why a position cannot be won (the empty points form stretches that
// each keep one point empty), and Count counts the winning move sequences
// exactly, for every star up to MaxN points, without visiting every state.
package coins
