package dutch2026

import (
	"math/bits"
	"slices"
	"sort"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// This file generates the candidates of a bracket in the sequence of the
// 2026 text: 3.2-3.7, with the transpositions of 4.2, the resident
// exchanges of 4.3 and the sets of pairable MDPs of 4.4. MaxPairs and M1
// (3.1) are found by trying every partial pairing of the players.

// walker generates the candidates of one bracket.
type walker struct {
	j       *judge
	seen    map[string]bool
	count   int
	visit   func(c *dutch.Candidate, legal bool) bool
	stopped bool // visit returned false: no more candidates

	remainderPairs map[[2]uint64]int // 3.1.2 of a remainder, by its players and the Limbo
}

// outline is what 3.1 and 4.4.1 establish before the first candidate.
type outline struct {
	maxPairs int     // 3.1.2
	m1       int     // 3.1.3
	sets     [][]int // 4.4.1-4.4.2: the valid sets of M1 pairable MDPs, in order

	// floaterSets holds every set of downfloaters that a pairing with
	// MaxPairs pairs complying with [C1]-[C4] leaves, for the best values
	// of [C5]-[C8] (Literal.ideal).
	floaterSets []uint64
}

// outline finds MaxPairs, M1 and the sets of pairable MDPs.
//
// 3.1.2 MaxPairs: the most pairs a candidate can have that complies with
// the absolute criteria and [C4]. 3.1.3 M1 is "the number of MDP(s) that
// are paired in the bracket": an outcome, read here as the MDPs paired by
// the candidates with MaxPairs pairs ([C6]) and the lowest downfloater
// scores ([C7]); all of them pair the same number of MDPs, since the MDPs'
// scores are above the residents'.
//
// 4.4.1: a set of M1 MDPs is valid "if it leaves a Limbo compliant with
// [C7]": the Limbo's scores, highest first, are the lowest any such
// candidate leaves (the other downfloaters are residents, all of one
// score). Pairable: some candidate with MaxPairs pairs that complies with
// [C1]-[C4] pairs exactly these MDPs ([C4] per TEC's annotated rules).
// 4.4.2: the valid sets are "sorted according to their smallest differing
// BSN": of two sets, the one holding the smallest BSN that is in one set
// only comes first ({1,3} before {1,4} before {3,4}).
func (j *judge) outline() outline {
	all := seq(j.n)
	var o outline
	for k := j.n / 2; k >= 0; k-- {
		found := false
		var best7, bestLimbo []trf.Points // [C7] of the best, and its Limbo's scores
		pairable, floaterSets := map[uint64]bool{}, map[uint64]bool{}
		dutch.ForEachPairing(all, k, j.canPair, func(ps [][2]int, unpaired []int) {
			if !j.complete(mask(unpaired)) {
				return
			}
			if !floaterSets[mask(unpaired)] {
				floaterSets[mask(unpaired)] = true
				o.floaterSets = append(o.floaterSets, mask(unpaired))
			}
			paired := mdpsOf(ps, j.mdps)
			pairable[mask(paired)] = true
			if c7 := j.scores(unpaired); !found || slices.Compare(c7, best7) < 0 {
				found, best7, o.m1 = true, c7, len(paired)
				bestLimbo = j.scores(without(seq(j.mdps), paired))
			}
		})
		if !found {
			continue
		}
		o.maxPairs = k
		for _, s := range dutch.Subsets(seq(j.mdps), o.m1) {
			valid := slices.Equal(j.scores(without(seq(j.mdps), s)), bestLimbo)
			if valid && pairable[mask(s)] {
				o.sets = append(o.sets, s)
			}
		}
		sort.SliceStable(o.sets, func(a, b int) bool { return smallestDifferingFirst(o.sets[a], o.sets[b]) })
		return o
	}
	return outline{sets: [][]int{nil}} // nothing complies: one empty S1
}

// c9Applies reports whether [C9] applies to the bracket. 2.4.4: "Minimise
// the number of unplayed games of the assignee of the
// pairing-allocated-bye"; its note limits it to "brackets that downfloat
// exactly one player, who will end up receiving the pairing-allocated
// bye". As the engine reads it (Solve): the round is odd, the
// bye's score fixed by [C5] is not below the residents' score, so nobody
// below the bracket can receive it, and the candidates with the most
// pairs ([C6]) downfloat one player, who then receives it.
func (j *judge) c9Applies(o outline) bool {
	b := j.b
	return b.Odd && b.ByeScore >= b.Players[b.MDPs].PairingScore && j.n-2*o.maxPairs == 1
}

// smallestDifferingFirst reports whether set x comes before set y by
// 4.4.2: the smallest BSN in one of them only is in x.
func smallestDifferingFirst(x, y []int) bool {
	diff := bits.TrailingZeros64(mask(x) ^ mask(y))
	return diff < 64 && mask(x)&(1<<diff) != 0
}

// scores returns the players' scores, highest first.
func (j *judge) scores(players []int) []trf.Points {
	s := make([]trf.Points, len(players))
	for i, p := range players {
		s[i] = j.b.Players[p].PairingScore
	}
	return descending(s)
}

// mdpsOf returns the MDPs the pairs pair, in BSN order.
func mdpsOf(pairs [][2]int, mdps int) []int {
	var out []int
	for _, p := range pairs {
		for _, x := range p {
			if x < mdps {
				out = append(out, x)
			}
		}
	}
	slices.Sort(out)
	return out
}

// run generates the candidates of the bracket in the 2026 sequence, until
// visit returns false or the sequence is used up; o is the bracket's
// outline.
func (w *walker) run(o outline) {
	j := w.j
	if j.mdps == 0 {
		w.remainder(seq(j.n), nil, nil) // 3.6: a homogeneous bracket
		return
	}
	// 3.7 in a heterogeneous bracket, from the inside out: the
	// remainder's own alterations (3.7.1), then the next transposition
	// of S2 (3.7.2), then the next set of pairable MDPs as S1 with S2
	// restored (3.7.3).
	residents := seq(j.n)[j.mdps:]
	for _, s1 := range o.sets { // 3.2.2, 4.4.2
		if w.stopped {
			return
		}
		limbo := without(seq(j.mdps), s1) // 3.2.4: bound to float
		// 3.2.3: S2 holds every resident. 4.2: its transpositions by
		// their first M1 BSNs; the others form the remainder (3.3.3).
		dutch.Transpositions(residents, o.m1, func(s2, rest []int) {
			mdpPairing := make([][2]int, len(s1)) // 3.3.1, 3.3.3
			for i := range s1 {
				mdpPairing[i] = [2]int{s1[i], s2[i]}
			}
			w.remainder(rest, mdpPairing, limbo)
		})
	}
}

// remainder generates the candidates of a homogeneous bracket, or of the
// remainder of a heterogeneous one, made of the given residents in BSN
// order; fixed is the MDP-Pairing and limbo the MDPs in the Limbo, both
// part of every candidate (3.3.4).
//
// 3.1.2, 3.2.1: S1 holds the first MaxPairs players of the (sub-)bracket,
// S2 the others; 3.3.1-3.3.2: S1[i] is paired with S2[i], the players left
// downfloat. 3.6: every transposition of S2 (4.2), then the next resident
// exchange between the original S1 and S2 (4.3), both re-sorted by 1.2.
//
// 4.1: the players are numbered by BSN "in the bracket or in the
// remainder": a remainder numbers its residents 1, 2, 3 ... among
// themselves (as in the 2017 reading, pairing/dutch/exchange.go). The
// exchanges and transpositions work on those numbers, here the positions
// in players.
func (w *walker) remainder(players []int, fixed [][2]int, limbo []int) {
	if w.stopped {
		return
	}
	n1 := w.pairsOf(players, limbo)
	numbers := seq(len(players))
	s1, s2 := numbers[:n1], numbers[n1:]
	exchanges := append([]dutch.Exchange{{}}, dutch.ResidentExchanges(s1, s2)...) // none first
	for _, x := range exchanges {
		if w.stopped {
			return
		}
		newS1, newS2 := x.Apply(s1, s2)
		dutch.Transpositions(newS2, n1, func(head, rest []int) {
			pairs := slices.Clone(fixed)
			for i := range newS1 {
				pairs = append(pairs, [2]int{players[newS1[i]], players[head[i]]})
			}
			floaters := slices.Clone(limbo)
			for _, r := range rest {
				floaters = append(floaters, players[r])
			}
			w.offer(pairs, floaters)
		})
	}
}

// pairsOf is MaxPairs (3.1.2) of a homogeneous bracket or remainder: the
// most pairs of its players that leave the downfloaters, with the Limbo,
// a pairing by [C4]. The pairs are made of residents only, which [C1] and
// [C3] allow (judge.canPair).
func (w *walker) pairsOf(players, limbo []int) int {
	key := [2]uint64{mask(players), mask(limbo)}
	if v, ok := w.remainderPairs[key]; ok {
		return v
	}
	v := 0
	for k := len(players) / 2; k > 0 && v == 0; k-- {
		dutch.ForEachPairing(players, k, w.j.canPair, func(_ [][2]int, unpaired []int) {
			if v == 0 && w.j.complete(mask(append(slices.Clone(limbo), unpaired...))) {
				v = k
			}
		})
	}
	w.remainderPairs[key] = v
	return v
}

// offer takes the next candidate of the sequence. One that was generated
// before (a later alteration can rebuild the same pairs) keeps its first
// position (3.8: "generated earlier") and is not offered again.
func (w *walker) offer(pairs [][2]int, floaters []int) {
	if w.stopped {
		return
	}
	c := newCandidate(pairs, floaters)
	k := key(&c, w.j.n)
	if w.seen[k] {
		return
	}
	w.seen[k] = true
	w.count++
	c.Generated = w.count
	w.stopped = !w.visit(&c, w.j.legal(&c))
}

// newCandidate builds a candidate in the form the engine gives: each pair
// with the lower BSN first, pairs by their first player, floaters in BSN
// order.
func newCandidate(pairs [][2]int, floaters []int) dutch.Candidate {
	c := dutch.Candidate{Pairs: make([][2]int, len(pairs)), Floaters: slices.Clone(floaters)}
	for i, p := range pairs {
		c.Pairs[i] = [2]int{min(p[0], p[1]), max(p[0], p[1])}
	}
	slices.SortFunc(c.Pairs, func(a, b [2]int) int { return a[0] - b[0] })
	slices.Sort(c.Floaters)
	return c
}

// key identifies a candidate: each player's partner, or none.
func key(c *dutch.Candidate, n int) string {
	k := make([]byte, n)
	for _, p := range c.Pairs {
		k[p[0]], k[p[1]] = byte(p[1]+1), byte(p[0]+1)
	}
	return string(k)
}

// seq returns 0, 1, ..., n-1.
func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// without returns xs without the elements of ys, in the order of xs.
func without(xs, ys []int) []int {
	return slices.DeleteFunc(slices.Clone(xs), func(x int) bool { return slices.Contains(ys, x) })
}
