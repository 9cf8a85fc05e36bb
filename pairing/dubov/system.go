// Package dubov is the Dubov system, C.04.4.1 of the FIDE Handbook as
// approved by the 1997 General Assembly (the text of the rule seeds, in
// force until 30 June 2025), with the basic rules C.04.1 and the general
// handling rules C.04.2 of the same text.
//
// The system equalises the average rating of the opponents (ARO, 1.2) of
// the players of a score group: the players due White are arranged by
// increasing ARO, those due Black by decreasing rating, and the two
// columns are paired row by row (6.2), with the improvements of 6.3, the
// transfers of chapter 7 that make a score group even and balanced, and
// the floaters of 6.4 and chapter 8.
//
// No other program implements this text (JaVaFo 3.0p and CPPDubovSystem
// follow the 2024/25 rewrite). Where the text is unclear or silent the
// package decides; each decision is a numbered reading, written at the
// point of choice as a "// Reading N:" comment and listed with a small
// case in docs/dubov.md.
package dubov

import (
	"github.com/swisscheck/swisscheck/pairing"
)

// rules is the text the package follows: C.04.4.1 as approved in 1997,
// TRF26 record 192 code FIDE_DUBOV.
var rules = &pairing.Text{Doc: "C.04.4.1", Edition: "1997", Title: "Dubov System", Code: "FIDE_DUBOV"}

// System is the system "dubov".
type System struct{}

// ID is "dubov".
func (System) ID() string { return "dubov" }

// Rules is C.04.4.1 as approved by the 1997 General Assembly.
func (System) Rules() *pairing.Text { return rules }

// Pair pairs the round.
func (System) Pair(s *pairing.State) (pairing.Round, error) { return Pair(s) }

// rule is an article of the text: "6.3", "7.1", "C.04.1 f".
func rule(article string) pairing.Ref { return pairing.Ref{Text: rules, Article: article} }
