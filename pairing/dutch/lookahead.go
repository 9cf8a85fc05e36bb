package dutch

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// lookAhead measures C.7 for a candidate: the following bracket is made of
// the candidate's downfloaters (as its MDPs) and the residents of the next
// scoregroup, and C.7 asks first for the most pairs in it, then for the
// smallest PSD. It returns the number of players the following bracket
// cannot pair (fewer is better) and that PSD.
func (b *Bracket) lookAhead(c *Candidate) (unpaired, psd []trf.Points) {
	if len(b.Next) == 0 {
		return nil, nil
	}
	next := append(b.floaters(c), b.Next...)
	pairs := pairFollowing(next, len(c.Floaters))
	paired := make([]bool, len(next))
	var sd []trf.Points
	for _, pr := range pairs {
		paired[pr[0]], paired[pr[1]] = true, true
		sd = append(sd, scoreDiff(next[pr[0]], next[pr[1]]))
	}
	floor := next[len(next)-1].PairingScore - onePoint
	n := 0
	for i, p := range next {
		if !paired[i] {
			n++
			sd = append(sd, p.PairingScore-floor)
		}
	}
	return count(n), sortDesc(sd)
}

// pairFollowing pairs a bracket for the most pairs, then the smallest PSD,
// ignoring the other criteria: what C.7 looks at. Its first mdps players are
// moved down and are paired with residents only (B.3). It returns the pairs
// as indices into players.
func pairFollowing(players []*pairing.Player, mdps int) [][2]int {
	floor := players[len(players)-1].PairingScore - onePoint
	var sds []trf.Points
	for i, p := range players {
		sds = append(sds, p.PairingScore-floor)
		for _, q := range players[i+1:] {
			sds = append(sds, scoreDiff(p, q))
		}
	}
	lv := newSDLevels(sds, len(players))
	var l layout
	psdField := l.field(lv.width())
	pairsField := l.field(bitsFor(uint64(len(players))) + 1)

	g := matching.NewGraph(len(players), l.next)
	for u, p := range players {
		for v := max(u+1, mdps); v < len(players); v++ {
			q := players[v]
			if !Compatible(p, q) {
				continue
			}
			w := newWeight(l.next)
			w.add(pairsField.shift, 1)
			// Pairing p and q spares their costs as downfloaters and
			// costs their score difference.
			w.add(psdField.shift+lv.shift(p.PairingScore-floor), 1)
			w.add(psdField.shift+lv.shift(q.PairingScore-floor), 1)
			w.sub(psdField.shift+lv.shift(scoreDiff(p, q)), 1)
			g.SetEdge(u, v, matching.Weight(w))
		}
	}
	var pairs [][2]int
	for u, m := range g.MaxWeightMatching() {
		if u < m {
			pairs = append(pairs, [2]int{u, m})
		}
	}
	return pairs
}
