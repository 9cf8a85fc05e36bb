// Package bruteforce holds the tests of the 2012 engine against its
// literal reference: dutch2012.PairLiteral walks every transposition of S2
// (D.1) and every exchange (D.2, D.3) in the text's order, at every
// requirement level of C.3-C.10 and every value of P1 and M1 of C.14, and
// takes the first candidate that complies, with no matching to skip those
// that cannot. The engine (dutch2012.Pair) must pair every round the same.
// Only tests are here.
package bruteforce
