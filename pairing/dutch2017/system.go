// Package dutch2017 is the FIDE (Dutch) system as approved in 2016/2017
// (C.04.3, criteria C.1-C.19, colour rules E.1-E.5, with the general rules
// C.04.1 and C.04.2) behind the seam of pairing.System: its own terms
// (floats A.4.b, the bye bar of C.04.1.d, the numbering of E.5), its
// engine, and the explanation of a differing round and the narration of a
// round in the words of that text. What it shares with the other Dutch
// edition (colour preferences, topscorers, the absolute criteria of a pair,
// colour allocation) is package dutch.
//
// The round is paired bracket by bracket from the top scoregroup (A.9). A
// Bracket states what the rules need to judge a candidate pairing of it;
// Legal and Evaluate are the rules' own definitions, written to be read
// against the text. The engine (Solve) finds the candidate the rules
// choose with weighted matchings; Walk generates the candidates literally
// in the rules' order (B.3-B.7, D.1-D.3), for narrations and for the
// test-only brute-force reference (package bruteforce) that the engine is
// tested against.
package dutch2017

import (
	"io"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// rules is the text the system follows.
var rules = &pairing.Text{Doc: "C.04.3", Edition: "2017", Title: "FIDE (Dutch) System", Code: "FIDE_DUTCH_2017"}

// System is the system "dutch-2017". It pairs, explains and narrates.
type System struct{}

// ID is "dutch-2017".
func (System) ID() string { return "dutch-2017" }

// Rules is C.04.3 as approved in 2016/2017.
func (System) Rules() *pairing.Text { return rules }

// Pair pairs the round with the engine (A.9, E).
func (System) Pair(s *pairing.State) (pairing.Round, error) { return Pair(s) }

// AcceleratedScores marks that the brackets are made with the
// acceleration points of the file (C.04.5), added to the score.
func (System) AcceleratedScores() {}

// Explain names the rule of the 2017 text that decides a differing round.
func (System) Explain(t *pairing.Tournament, d pairing.Difference) (pairing.Explanation, error) {
	e, err := explain(t, d)
	if err != nil {
		return pairing.Explanation{}, err
	}
	return pairing.Explanation{Rule: rule(e.Rule), Text: e.Text, Players: e.Players}, nil
}

// Narrate tells how the engine pairs round r, bracket by bracket.
func (System) Narrate(w io.Writer, t *pairing.Tournament, r int) error {
	return narrateRound(w, t, r)
}

// rule is an article of the 2017 text.
func rule(article string) pairing.Ref { return pairing.Ref{Text: rules, Article: article} }

// Checklist is the arbiter's check list before a round, in this edition's
// terms.
func (System) Checklist(ps *pairing.State) pairing.Checklist {
	return dutch.Checklist(NewState(ps))
}
