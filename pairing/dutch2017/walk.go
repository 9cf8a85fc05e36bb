package dutch2017

import (
	"slices"
	"sort"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// This file walks the candidates of a bracket literally as the rules
// generate them (B.2-B.7, with the orders of D.1, D.2 and D.3), without a
// matching algorithm: MaxPairs and M1 (B.1) are found by trying every
// partial pairing of the players. It is slow on purpose and meant to be
// read next to the rule text. The narration of a small bracket walks it to
// show how the rules reach their candidate, as the Arbiters' Manual does,
// and the test-only brute-force reference (package bruteforce) chooses its
// candidate from it to check the engine.

// enumerator walks the sequence of candidates of one bracket.
type enumerator struct {
	b *Bracket

	// canPair[i][j] is false when a pair of players i and j would by
	// itself make a candidate illegal: they may not meet (C.1, C.3), or
	// both are MDPs (B.3 pairs MDPs with residents). Legal rejects such a
	// pair too; the table only saves trying pairings that contain one.
	canPair [][]bool

	seen  map[string]bool // candidates already generated, by key
	count int             // distinct candidates generated so far

	// visit is called for each distinct candidate in sequence order with
	// its position and legality; the walk stops when it returns false.
	visit func(c *Candidate, pos int, legal bool) bool
}

func newEnumerator(b *Bracket) *enumerator {
	n := len(b.Players)
	e := &enumerator{b: b, seen: map[string]bool{}, canPair: make([][]bool, n)}
	for i := range n {
		e.canPair[i] = make([]bool, n)
		for j := range n {
			bothMDPs := i < b.MDPs && j < b.MDPs
			e.canPair[i][j] = i != j && !bothMDPs && dutch.Compatible(b.Players[i], b.Players[j])
		}
	}
	return e
}

// run generates every candidate of the bracket in the rules' order.
func (e *enumerator) run() {
	all := seq(0, len(e.b.Players))
	if e.b.MDPs == 0 {
		e.homogeneous(all, nil, nil)
		return
	}
	e.heterogeneous()
}

// heterogeneous generates the candidates of a bracket with MDPs (B.7).
//
// B.2: S1 holds the first M1 MDPs, the Limbo the other MDPs, S2 all the
// resident players. B.3: the MDP-Pairing pairs S1[i] with S2[i]; the
// residents left form the remainder, paired like a homogeneous bracket.
// B.7: the remainder's own alterations come first; then a transposition
// of S2 (D.1) gives a new MDP-Pairing; when S2 has no more
// transpositions, an exchange between the original S1 and Limbo (D.3)
// gives a new S1, with S2 restored.
func (e *enumerator) heterogeneous() {
	b := e.b
	all := seq(0, len(b.Players))
	mdps, residents := all[:b.MDPs], all[b.MDPs:]
	_, m1 := e.maxPairs(all, nil, nil) // B.1.b, B.1.c
	score := func(i int) int { return int(b.Players[i].PairingScore) }
	for _, s1 := range mdpExchanges(mdps, m1, score) { // D.3
		limbo := without(mdps, s1)                                            // B.2: bound to float
		dutch.Transpositions(residents, m1, func(s2 []int, remainder []int) { // D.1
			mdpPairing := make([][2]int, m1) // B.3
			for i := range s1 {
				mdpPairing[i] = [2]int{s1[i], s2[i]}
			}
			e.homogeneous(remainder, mdpPairing, limbo)
		})
	}
}

// homogeneous generates the candidates of a homogeneous bracket, or of a
// remainder (B.6), formed by the given players in BSN order. fixed holds
// the MDP-Pairing and limbo the MDPs in the Limbo, both part of every
// candidate (empty for a homogeneous bracket).
//
// B.1.b, B.2: N1 is the remainder's MaxPairs; S1 (S1R) holds its first N1
// players, S2 (S2R) the others. B.3: S1[i] is paired with S2[i], the rest
// of S2 floats. B.6: every transposition of S2 (D.1) for the current S1;
// then the next exchange between the original S1 and S2 (D.2), the new S1
// and S2 each put back in BSN order.
//
// The players of a remainder are numbered among themselves, 1, 2, 3 ... in
// BSN order, before its exchanges are sorted (D.2.b sums those numbers), as
// the endorsed engines number them; in a homogeneous bracket these are the
// BSNs. exchanges and transpositions work on those numbers (positions in
// players), and the pairs are made of the players they stand for.
func (e *enumerator) homogeneous(players []int, fixed [][2]int, limbo []int) {
	n1, _ := e.maxPairs(players, fixed, limbo)
	numbers := seq(0, len(players))
	s1, s2 := numbers[:n1], numbers[n1:]
	alterations := append([]dutch.Exchange{{}}, dutch.ResidentExchanges(s1, s2)...) // no exchange first
	for _, x := range alterations {
		newS1, newS2 := x.Apply(s1, s2)
		newS1, newS2 = playersAt(players, newS1), playersAt(players, newS2)
		dutch.Transpositions(newS2, n1, func(t []int, rest []int) {
			pairs := slices.Clone(fixed)
			for i := range newS1 {
				pairs = append(pairs, [2]int{newS1[i], t[i]})
			}
			e.offer(pairs, append(slices.Clone(limbo), rest...))
		})
	}
}

// offer takes the next candidate of the sequence. A candidate generated
// before (a later exchange can rebuild the same pairs) keeps its first
// position and is not counted again.
func (e *enumerator) offer(pairs [][2]int, floaters []int) {
	c := NewCandidate(pairs, floaters)
	k := key(&c, len(e.b.Players))
	if e.seen[k] {
		return
	}
	e.seen[k] = true
	e.count++
	c.Generated = e.count
	if !e.visit(&c, e.count, e.b.Legal(&c)) {
		panic(walkStopped{})
	}
}

// maxPairs tries every partial pairing of the given players, together
// with the fixed pairs and floaters, and returns the most pairs that a
// legal candidate can have among the players (MaxPairs, B.1.b) and the
// number of MDPs paired by the legal candidates with that many pairs and
// the smallest PSD (M1, B.1.c: "the maximum number of MDP(s) that can be
// paired in the bracket (see C.6)"). M1 is read through C.6, as the
// endorsed engines do: where pairing more MDPs is only possible by leaving
// a higher one unpaired, C.6's smaller PSD decides (see TestM1AgainstC6).
// Larger pairings are tried first: the first size with a legal candidate
// is MaxPairs.
func (e *enumerator) maxPairs(players []int, fixed [][2]int, floaters []int) (pairs, mdps int) {
	for k := len(players) / 2; k >= 0; k-- {
		found, best := false, 0
		var bestPSD []trf.Points
		dutch.ForEachPairing(players, k, e.canPair, func(ps [][2]int, unpaired []int) {
			c := NewCandidate(append(slices.Clone(fixed), ps...), append(slices.Clone(floaters), unpaired...))
			if !e.b.Legal(&c) {
				return
			}
			m := 0
			for _, p := range ps {
				if p[0] < e.b.MDPs || p[1] < e.b.MDPs {
					m++
				}
			}
			q := e.b.Evaluate(&c)
			switch d := slices.Compare(q[C6], bestPSD); {
			case !found || d < 0:
				found, best, bestPSD = true, m, q[C6]
			case d == 0 && m > best:
				best = m
			}
		})
		if found {
			return k, best
		}
	}
	return 0, 0
}

// NewCandidate builds a candidate in the form the engine gives: each pair
// with the higher-ranked player (lower BSN) first, pairs by their first
// player, floaters in BSN order.
func NewCandidate(pairs [][2]int, floaters []int) Candidate {
	c := Candidate{Pairs: make([][2]int, len(pairs)), Floaters: slices.Clone(floaters)}
	for i, p := range pairs {
		c.Pairs[i] = [2]int{min(p[0], p[1]), max(p[0], p[1])}
	}
	slices.SortFunc(c.Pairs, func(a, b [2]int) int { return a[0] - b[0] })
	slices.Sort(c.Floaters)
	return c
}

// key identifies a candidate: each player's partner (or none).
func key(c *Candidate, n int) string {
	k := make([]byte, n)
	for _, p := range c.Pairs {
		k[p[0]], k[p[1]] = byte(p[1]+1), byte(p[0]+1)
	}
	return string(k)
}

// seq returns from, from+1, ..., to-1.
func seq(from, to int) []int {
	out := make([]int, 0, to-from)
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}

// Walk calls visit with each distinct candidate of the bracket in the
// rules' sequence (B.6, B.7 with D.1-D.3), its position (1-based) and
// whether it is legal (C.1-C.4, B.3), until visit returns false or the
// sequence ends. Explanations use it to show how the rules reach the
// candidate of a small bracket, as the Arbiters' Manual does.
func Walk(b *Bracket, visit func(c *Candidate, pos int, legal bool) bool) {
	e := newEnumerator(b)
	e.visit = visit
	defer func() {
		if r := recover(); r != nil && r != (walkStopped{}) {
			panic(r)
		}
	}()
	e.run()
}

type walkStopped struct{}

// LiteralM1 is M1 (B.1.c) of the bracket as the walk finds it, by trying
// every partial pairing of its players.
func LiteralM1(b *Bracket) int {
	_, m1 := newEnumerator(b).maxPairs(seq(0, len(b.Players)), nil, nil)
	return m1
}

// playersAt returns the players at the given positions.
func playersAt(players, positions []int) []int {
	out := make([]int, len(positions))
	for i, p := range positions {
		out[i] = players[p]
	}
	return out
}

// mdpExchanges returns the compositions of S1 in a heterogeneous bracket
// (D.3): first the original S1, the first m1 MDPs, then the S1 formed by
// each MDP-exchange between the original S1 and the Limbo, in the rules'
// order. Every set of m1 MDPs is the S1 of exactly one exchange (swap the
// MDPs that leave S1 with those that enter it), so the exchanges are listed
// by the S1 they yield, as D.3 sorts them. mdps must be in BSN order, so
// that their scores (score) do not increase.
func mdpExchanges(mdps []int, m1 int, score func(int) int) [][]int {
	original := mdps[:m1]
	var others [][]int
	for _, s1 := range dutch.Subsets(mdps, m1) {
		if !slices.Equal(s1, original) {
			others = append(others, s1)
		}
	}
	sort.SliceStable(others, func(i, j int) bool { return mdpBefore(others[i], others[j], score) })
	return append([][]int{original}, others...)
}

// mdpBefore reports whether the S1 x has priority over the S1 y by D.3.
// Both are in BSN order, hence in non-increasing score order.
func mdpBefore(x, y []int, score func(int) int) bool {
	// a: the highest different score among the players of S1.
	for i := range x {
		if sx, sy := score(x[i]), score(y[i]); sx != sy {
			return sx > sy
		}
	}
	// b: the lowest lexicographic value of the BSNs, sorted ascending.
	for i := range x {
		if x[i] != y[i] {
			return x[i] < y[i]
		}
	}
	return false
}

// without returns xs without the elements of ys, in the order of xs.
func without(xs, ys []int) []int {
	return slices.DeleteFunc(slices.Clone(xs), func(x int) bool { return slices.Contains(ys, x) })
}
