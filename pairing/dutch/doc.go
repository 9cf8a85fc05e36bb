// Package dutch holds what the editions of the FIDE (Dutch) system share:
// the Dutch view of a player (colour preference, topscorer, float history,
// bye eligibility), the order of players, the absolute criteria of a pair
// and the completion test, and colour allocation. The two editions word
// these alike (C.04.3 2017 A.2, A.6, A.7, C.1-C.3, E; 2026 1.2, 1.6-1.8,
// [C1]-[C3], 5); where they define a term differently (floats, the bye
// bar, the numbering read by the last colour rule) each edition passes its
// own definition as Terms.
//
// Each edition, with its criteria, brackets and engine, is a package of its
// own (dutch2017).
package dutch
