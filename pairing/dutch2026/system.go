// Package dutch2026 is the FIDE (Dutch) system as approved by the Council
// on 28/10/2025 and applied from 1 February 2026 (C.04.3, criteria [C1] to
// [C21], colour rules 5.2.1-5.2.5, with the general rules C.04.1 and
// C.04.2 of the same date).
//
// It holds what the 2026 text defines its own way:
//   - its terms (terms.go): floats by 1.4.2-1.4.4, the bye bar of [C2]
//     (C.04.1 Art. 4) and the TPN numbering read by 5.2.5, passed to
//     package dutch as dutch.Terms;
//   - its criteria, [C1] to [C21], with their articles 2.1.1 to 2.4.16
//     (criteria.go);
//   - the 2026 numbers of the colour rules (colour.go).
//
// What both Dutch editions word alike (colour preferences 1.6-1.7,
// topscorers 1.8, the absolute criteria of a pair, colour allocation 5.2,
// the orders of transpositions and resident exchanges 4.2-4.3) is package
// dutch, shared with dutch2017, not copied here.
//
// Its engine (round.go, fields.go) pairs brackets without a collapsed
// scoregroup, with completion [C4] in every bracket and the PAB criterion
// [C5] fixed for the whole round, on the bracket solver shared with
// dutch2017 (package dutch). The system "dutch-2026" is not in
// pairing/systems' list until it checks the whole 2026 reference corpus
// and the differential campaign without a false verdict.
//
// The literal walk of a bracket (Literal; literal*.go) generates its
// candidates in the text's own sequence (3.2-3.7 with 4.2-4.4) and judges
// them by [C1]-[C4] and the values of [C5]-[C21] written from the text's
// words. It uses none of the engine's values, weights or weighted
// matching (Solve, Evaluate, fields.go), and must stay so: it is the
// reference the engine is property-tested against
// (pairing/dutch2026/bruteforce). The narration walks small brackets with
// it (narrate_walk.go).
//
// Only C.04.3 (2026) Articles 0-1.5 are available verbatim from the
// Handbook; the criteria and a few other articles come from verbatim
// quotes in third-party sources, the rest only from paraphrase (shared
// docs, dutch2026-text.md). Comments say which.
package dutch2026

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// rules is the text the package follows: C.04.3, applied from 1 February
// 2026, TRF26 record 192 code FIDE_DUTCH_2026.
var rules = &pairing.Text{Doc: "C.04.3", Edition: "2026", Title: "FIDE (Dutch) System", Code: "FIDE_DUTCH_2026", From: "2026/02/01"}

// System is the system "dutch-2026".
type System struct{}

// ID is "dutch-2026".
func (System) ID() string { return "dutch-2026" }

// Rules is C.04.3 as applied from 1 February 2026.
func (System) Rules() *pairing.Text { return rules }

// Pair pairs the round with the engine (1.9, 5).
func (System) Pair(s *pairing.State) (pairing.Round, error) { return Pair(s) }

// AcceleratedScores marks that the brackets are made with the
// acceleration points of the file (C.04.5), added to the score.
func (System) AcceleratedScores() {}

// rule is an article of the 2026 text: "2.4.2", "[C7]", "5.2.5".
func rule(article string) pairing.Ref { return pairing.Ref{Text: rules, Article: article} }

// Checklist is the arbiter's check list before a round, in this edition's
// terms.
func (System) Checklist(ps *pairing.State) pairing.Checklist {
	return dutch.Checklist(NewState(ps))
}
