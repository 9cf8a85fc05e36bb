package dutch2017

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// firstPerfect returns the first candidate of the rules' sequence (B.3, no
// exchange, no transposition) when it is perfect (B.4): then it is accepted
// at once, with no search. It applies to brackets whose residents share one
// score (every bracket but a CLB), where the best values of C.5-C.7 are
// known in advance:
//   - C.5: half the players, rounded down, are paired;
//   - C.6: with that, every MDP is paired (a floating MDP always makes the
//     PSD worse);
//   - C.7: every downfloater is paired in the following bracket and at most
//     one of its residents floats, for parity;
//   - C.8-C.19: no failures.
func (b *Bracket) firstPerfect() (Candidate, bool) {
	n, m := len(b.Players), b.MDPs
	residents := n - m
	if residents < m || !b.residentsHomogeneous() {
		return Candidate{}, false
	}
	var c Candidate
	for i := 0; i < m; i++ { // the MDP-pairing S1[i]-S2[i]
		c.Pairs = append(c.Pairs, [2]int{i, m + i})
	}
	rem := residents - m // the remainder, S1R against S2R
	half := rem / 2
	for i := 0; i < half; i++ {
		c.Pairs = append(c.Pairs, [2]int{2*m + i, 2*m + half + i})
	}
	if rem%2 == 1 {
		c.Floaters = append(c.Floaters, n-1)
	}
	if !b.Legal(&c) {
		return Candidate{}, false
	}
	q := b.Evaluate(&c)
	if !b.perfect(&c, &q) {
		return Candidate{}, false
	}
	return c, true
}

// residentsHomogeneous reports whether the resident players share one score.
func (b *Bracket) residentsHomogeneous() bool {
	r := b.Players[b.MDPs:]
	return len(r) == 0 || r[0].PairingScore == r[len(r)-1].PairingScore
}

// perfect reports whether a candidate that pairs every MDP and all players
// but one at most reaches the best possible value of every quality criterion.
func (b *Bracket) perfect(c *Candidate, q *Quality) bool {
	if len(c.Floaters) > 1 {
		return false
	}
	if len(b.Next) > 0 && !slices.Equal(q[C7Pairs], dutch.Count(b.bestNextUnpaired(c))) {
		return false
	}
	if len(b.Next) > 0 && !slices.Equal(q[C7PSD], b.bestNextPSD(c)) {
		return false
	}
	for k := C8; k < numCriteria; k++ {
		for _, v := range q[k] {
			if v != 0 {
				return false
			}
		}
	}
	return true
}

// bestNextUnpaired is the fewest players the following bracket can leave
// unpaired: one, when it has an odd number of players.
func (b *Bracket) bestNextUnpaired(c *Candidate) int {
	return (len(c.Floaters) + len(b.Next)) % 2
}

// bestNextPSD is the smallest PSD the following bracket can have: every
// downfloater paired with a resident, the residents paired together, one
// resident floating for parity.
func (b *Bracket) bestNextPSD(c *Candidate) []trf.Points {
	resident := b.Next[0].PairingScore
	var sd []trf.Points
	for _, f := range c.Floaters {
		sd = append(sd, b.Players[f].PairingScore-resident)
	}
	for i := len(c.Floaters); i+1 < len(b.Next); i += 2 {
		sd = append(sd, 0)
	}
	if b.bestNextUnpaired(c) == 1 {
		sd = append(sd, onePoint)
	}
	return dutch.SortDesc(sd)
}
