package dutch2017

import (
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// lookAhead measures C.7 for a candidate: the following bracket is made of
// the candidate's downfloaters (as its MDPs) and the residents of the next
// scoregroup, and C.7 asks first for the most pairs in it, then for the
// smallest PSD. The following bracket is paired as a bracket: when it is
// the last one, its pairing completes the round and includes the bye (A.9,
// C.2), as with the endorsed engines. It returns the number of players the
// following bracket cannot pair (fewer is better) and that PSD; a candidate
// whose following bracket, being the last, cannot be completed gets the
// worst value.
func (b *Bracket) lookAhead(c *Candidate) (unpaired, psd []trf.Points) {
	if len(b.Next) == 0 {
		return nil, nil
	}
	next := append(b.floaters(c), b.Next...)
	pairs, ok := pairFollowing(next, len(c.Floaters), b.nextIsLast(), b.Odd)
	if !ok {
		return dutch.Count(1 << 30), nil
	}
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
	return dutch.Count(n), dutch.SortDesc(sd)
}

// pairFollowing pairs a bracket for the most pairs, then the smallest PSD,
// ignoring the other criteria (what C.7 looks at). When complete is set, it
// is the last bracket: everybody is paired but for one bye when odd. The
// first mdps players are moved down and are paired with residents only
// (B.3). It returns the pairs, as indices into next, and false when a last
// bracket cannot be completed.
func pairFollowing(next []*dutch.Player, mdps int, complete, odd bool) ([][2]int, bool) {
	inNext := len(next)
	all := next
	floor := next[inNext-1].PairingScore - onePoint
	var sds []trf.Points
	for i, p := range next {
		sds = dutch.AppendDistinct(sds, p.PairingScore-floor)
		for _, q := range next[i+1:] {
			sds = dutch.AppendDistinct(sds, scoreDiff(p, q))
		}
	}
	lv := dutch.NewLevels(sds, inNext)
	var l matching.Layout
	psdField := l.Field(lv.SavingsWidth())
	pairsField := l.Field(bitsFor(uint64(len(all))) + 1)
	totalField := l.Field(bitsFor(uint64(len(all))) + 2)

	odd = odd && complete
	n := len(all)
	if odd {
		n++ // the bye vertex
	}
	g := matching.NewGraph(n, l.Bits())
	for u, p := range all {
		for v := max(u+1, mdps); v < len(all); v++ {
			q := all[v]
			if !dutch.Compatible(p, q) {
				continue
			}
			// A pair spares both players' costs as downfloaters and costs
			// its score difference.
			w := matching.NewWeight(l.Bits())
			w.Add(totalField.Shift, 1)
			w.Add(pairsField.Shift, 1)
			w.Add(psdField.Shift+lv.Shift(p.PairingScore-floor), 1)
			w.Add(psdField.Shift+lv.Shift(q.PairingScore-floor), 1)
			w.Sub(psdField.Shift+lv.Shift(scoreDiff(p, q)), 1)
			g.SetEdge(u, v, w)
		}
		if odd && p.CanGetBye() {
			w := matching.NewWeight(l.Bits())
			w.Add(totalField.Shift, 1)
			g.SetEdge(u, len(all), w)
		}
	}
	var pairs [][2]int
	for u, m := range g.MaxWeightMatching() {
		if m < 0 && complete {
			return nil, false
		}
		if u < m && m < inNext {
			pairs = append(pairs, [2]int{u, m})
		}
	}
	return pairs, true
}

// nextIsLast reports whether the following bracket is the last one: no
// players below the next scoregroup.
func (b *Bracket) nextIsLast() bool { return len(b.Rest) == len(b.Next) }
