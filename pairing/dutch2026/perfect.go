package dutch2026

import "github.com/swisscheck/swisscheck/pairing/dutch"

// firstPerfect returns the first candidate of the rules' sequence (3.3: S1
// against S2, no transposition, no exchange) when it is perfect (3.4: it
// complies with [C1]-[C5] and fails none of [C6]-[C21]): then it is
// accepted at once. It is tried only where that is easy to see: an even
// bracket whose residents share one score and outnumber its MDPs, so that
// the candidate pairs everybody ([C6], [C7]) and the following bracket is
// the next scoregroup whatever is chosen ([C8]); its pairs must meet no
// colour criterion ([C10]-[C13]) and no float criterion ([C14]-[C21]: no
// MDP who floated down, no MDP opponent who floated up, one or two rounds
// before), and the players below must complete the round ([C4], [C5]).
func (b *Bracket) firstPerfect() (Candidate, bool) {
	n, m := len(b.Players), b.MDPs
	if n%2 == 1 || n-m < m || b.Players[m].PairingScore != b.Players[n-1].PairingScore {
		return Candidate{}, false
	}
	var c Candidate
	for i := 0; i < m; i++ { // the MDP-Pairing
		c.Pairs = append(c.Pairs, [2]int{i, m + i})
	}
	half := (n - 2*m) / 2 // the remainder, S1R against S2R
	for i := 0; i < half; i++ {
		c.Pairs = append(c.Pairs, [2]int{2*m + i, 2*m + half + i})
	}
	for _, pr := range c.Pairs {
		if !b.perfectPair(pr[0], pr[1]) {
			return Candidate{}, false
		}
	}
	return c, dutch.Completable(b.Rest, b.Odd, b.CanGetBye)
}

// perfectPair reports whether a pair of the first candidate is legal and
// fails no quality criterion.
func (b *Bracket) perfectPair(i, j int) bool {
	p, q := b.Players[i], b.Players[j]
	if !dutch.Compatible(p, q) {
		return false
	}
	for _, failed := range dutch.ColourFailures(p, q) {
		if failed {
			return false
		}
	}
	if i >= b.MDPs {
		return true
	}
	for k := 1; k <= 2; k++ {
		if p.Float(k) == dutch.Downfloat || q.Float(k) == dutch.Upfloat {
			return false
		}
	}
	return true
}
