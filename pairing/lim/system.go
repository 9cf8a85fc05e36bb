// Package lim is the Lim system, C.04.4.3 of the FIDE Handbook as the rule
// seeds give it ("Approved by the General Assembly of 1987. Amended by the
// 1988, 1989, 1997, 1998 General Assemblies and 1999 Executive Board"),
// with the basic rules C.04.1 and the general handling rules C.04.2.
//
// The score groups are paired from the highest down to just before the
// median group, then from the lowest up, the median group last (2.2).
// Each group sends its floaters (2.3, 3) to the next group in the
// direction of pairing, pairs its top half against its bottom half (2.4)
// with the exchanges of chapter 4, then exchanges opponents for colours
// (5.2); a blocked median group cracks pairings of its neighbours (2.6).
//
// No program implements this text that could be trusted
// (docs/other-systems.md §4-5). Where the text is unclear, damaged or
// silent the package decides; each decision is a numbered reading,
// written at the point of choice as a "// Reading N:" comment and listed
// with a small case and its test in docs/lim.md.
package lim

import (
	"github.com/swisscheck/swisscheck/pairing"
)

// Reading 21: the rules "In Maxi-tournaments" (3.2, 3.8, 5.7: a floater
// or an exchange only between players whose ratings differ by 100 points
// or less) are not applied: the text does not say what a maxi-tournament
// is, a report file cannot say that it is one, and 3.2's parenthesis is
// damaged ("never closes ... otherwise the highest numbered player are
// stored"). Every tournament is paired as an ordinary one.

// rules is the text the package follows: C.04.4.3 as last amended by the
// 1999 Executive Board. TRF26 has no 192 code for it: a file names it in
// words (092).
var rules = &pairing.Text{Doc: "C.04.4.3", Edition: "1999", Title: "Lim System"}

// System is the system "lim".
type System struct{}

// ID is "lim".
func (System) ID() string { return "lim" }

// Rules is C.04.4.3 as amended up to 1999.
func (System) Rules() *pairing.Text { return rules }

// Pair pairs the round.
func (System) Pair(s *pairing.State) (pairing.Round, error) { return Pair(s) }

// rule is an article of the text: "4.2", "C.04.1 f".
func rule(article string) pairing.Ref { return pairing.Ref{Text: rules, Article: article} }
