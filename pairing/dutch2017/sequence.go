package dutch2017

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// Generation tells where the rules' sequence of candidates (B.6, B.7 with
// the orders of D.1-D.3) first produces a candidate (dutch.Generation).
type Generation = dutch.Generation

// Generation returns where the rules' sequence first generates c. It
// reports false when the sequence never generates c: it pairs two MDPs
// with each other (B.3: MDPs are paired with residents), or pairs fewer
// MDPs than mdps (M1, B.1.c).
func (b *Bracket) Generation(c *Candidate, mdps int) (Generation, bool) {
	g, ok := dutch.NewGeneration(len(b.Players), b.MDPs, c)
	return g, ok && len(g.S1) == mdps
}

// Precedes compares where the sequence generates two candidates of the
// same bracket: it returns the rule that orders them ("D.3.a", "D.3.b",
// "D.1" for the MDP-Pairing, "B.6" when one comes from the original
// subgroups and the other needs an exchange, "D.2.a" … "D.2.d", "D.1" for
// the bracket or remainder) and whether x comes first. Equal generations
// return "" and false.
func (b *Bracket) Precedes(x, y *Generation) (rule string, first bool) {
	if !slices.Equal(x.S1, y.S1) {
		for i := range x.S1 { // D.3.a: the highest different score
			if sx, sy := b.Players[x.S1[i]].PairingScore, b.Players[y.S1[i]].PairingScore; sx != sy {
				return "D.3.a", sx > sy
			}
		}
		return "D.3.b", slices.Compare(x.S1, y.S1) < 0
	}
	step, first := dutch.PrecedesWithin(x, y)
	return stepRules[step], first
}

// stepRules are the articles of the 2017 text for the steps of the
// sequence.
var stepRules = map[dutch.Step]string{
	dutch.SameGeneration:     "",
	dutch.MDPTransposition:   "D.1",
	dutch.TranspositionFirst: "B.6",
	dutch.ExchangeSize:       "D.2.a",
	dutch.ExchangeSum:        "D.2.b",
	dutch.ExchangeOut:        "D.2.c",
	dutch.ExchangeIn:         "D.2.d",
	dutch.Transposition:      "D.1",
}
