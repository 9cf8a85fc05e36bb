// Package dutch2017 is the FIDE (Dutch) system as approved in 2016/2017
// (C.04.3, criteria C.1-C.19, colour rules E.1-E.5) behind the seam of
// pairing.System: the engine of package dutch, and the explanation of a
// differing round and the narration of a round in the words of that text.
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
func (System) Pair(s *pairing.State) (pairing.Round, error) { return dutch.Pair(s) }

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
