// Package bruteforce pairs a bracket of the FIDE (Dutch) system literally as
// the rules describe it (C.04.3, 2016/2017): it generates the candidates in
// the rules' own sequence (B.2-B.7, with the orders of D.1, D.2 and D.3),
// discards those that break the absolute or completion criteria (C.1-C.4),
// and keeps the best by the quality criteria C.5-C.19, the earliest
// generated among equals (B.8).
//
// It uses no matching algorithm. MaxPairs and M1 (B.1) are found by trying
// every partial pairing of the players. It is slow on purpose and meant to
// be read next to the rule text: it is the reference the engine
// (dutch.Solve) is tested against.
//
// Stopping at the first perfect candidate (B.4) would give the same answer
// as full enumeration: a perfect candidate is at least as good as any other
// on every criterion, so it is the best, and nothing earlier was as good.
// Solve enumerates everything, because "perfect" is not defined
// independently of the other candidates for C.5-C.7.
//
// Candidates are judged by the engine package's own definitions,
// dutch.Bracket.Legal and dutch.Bracket.Evaluate. What this package checks
// is the search: which candidates exist, in which order they are generated,
// and which one the rules choose.
package bruteforce

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// Solve returns the candidate the rules choose for the bracket, with
// Generated set to its position (1-based) in the sequence of distinct
// candidates, legal or not, that B.6/B.7 generate. It matches
// dutch.BracketSolver.
//
// BSNs (section D) are the players' positions in b.Players plus one; the
// first b.MDPs players are the moved-down players. A bracket without MDPs
// is paired as a homogeneous bracket (B.6), otherwise as a heterogeneous
// one (B.7).
//
// If no candidate is legal, which dutch.PairWith never asks for, Solve
// returns the candidate in which every player floats, with Generated 0.
func Solve(b *dutch.Bracket) dutch.Candidate {
	e := newEnumerator(b)
	e.run()
	if !e.found {
		c := dutch.Candidate{}
		for i := range b.Players {
			c.Floaters = append(c.Floaters, i)
		}
		return c
	}
	return e.best
}

// enumerator walks the sequence of candidates of one bracket.
type enumerator struct {
	b *dutch.Bracket

	// canPair[i][j] is false when a pair of players i and j would by
	// itself make a candidate illegal: they may not meet (C.1, C.3), or
	// both are MDPs (B.3 pairs MDPs with residents). Legal rejects such a
	// pair too; the table only saves trying pairings that contain one.
	canPair [][]bool

	seen  map[string]bool // candidates already generated, by key
	count int             // distinct candidates generated so far

	best  dutch.Candidate
	bestQ dutch.Quality
	found bool

	// visit, when set, is called for each distinct candidate in sequence
	// order with its position and legality (for tests).
	visit func(c *dutch.Candidate, pos int, legal bool)
}

func newEnumerator(b *dutch.Bracket) *enumerator {
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
		limbo := without(mdps, s1)                                      // B.2: bound to float
		transpositions(residents, m1, func(s2 []int, remainder []int) { // D.1
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
	alterations := append([]exchange{{}}, residentExchanges(s1, s2)...) // no exchange first
	for _, x := range alterations {
		newS1, newS2 := x.apply(s1, s2)
		newS1, newS2 = playersAt(players, newS1), playersAt(players, newS2)
		transpositions(newS2, n1, func(t []int, rest []int) {
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
// position and is not counted again. B.4/B.8: an illegal candidate is
// discarded; a legal one replaces the best so far only if it is strictly
// better, so that among equals the earliest generated wins.
func (e *enumerator) offer(pairs [][2]int, floaters []int) {
	c := canonical(pairs, floaters)
	k := key(&c, len(e.b.Players))
	if e.seen[k] {
		return
	}
	e.seen[k] = true
	e.count++
	c.Generated = e.count
	legal := e.b.Legal(&c)
	if e.visit != nil {
		e.visit(&c, e.count, legal)
	}
	if !legal {
		return
	}
	q := e.b.Evaluate(&c)
	if !e.found || q.Better(&e.bestQ) {
		e.best, e.bestQ, e.found = c, q, true
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
		forEachPairing(players, k, e.canPair, func(ps [][2]int, unpaired []int) {
			c := canonical(append(slices.Clone(fixed), ps...), append(slices.Clone(floaters), unpaired...))
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
			switch d := slices.Compare(q[dutch.C6], bestPSD); {
			case !found || d < 0:
				found, best, bestPSD = true, m, q[dutch.C6]
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

// forEachPairing calls visit with every set of exactly k disjoint pairs
// among players for which ok holds, and the players left unpaired.
func forEachPairing(players []int, k int, ok [][]bool, visit func(pairs [][2]int, unpaired []int)) {
	used := make([]bool, len(players))
	var pairs [][2]int
	var unpaired []int
	var rec func(i, left int)
	rec = func(i, left int) {
		for i < len(players) && used[i] {
			i++
		}
		free := 0
		for j := i; j < len(players); j++ {
			if !used[j] {
				free++
			}
		}
		if left == 0 {
			n := len(unpaired)
			for j := i; j < len(players); j++ {
				if !used[j] {
					unpaired = append(unpaired, players[j])
				}
			}
			visit(pairs, unpaired)
			unpaired = unpaired[:n]
			return
		}
		if free < 2*left {
			return
		}
		p := players[i]
		used[i] = true
		for j := i + 1; j < len(players); j++ {
			if used[j] || !ok[p][players[j]] {
				continue
			}
			used[j] = true
			pairs = append(pairs, [2]int{p, players[j]})
			rec(i+1, left-1)
			pairs = pairs[:len(pairs)-1]
			used[j] = false
		}
		if free-1 >= 2*left { // p unpaired
			unpaired = append(unpaired, p)
			rec(i+1, left)
			unpaired = unpaired[:len(unpaired)-1]
		}
		used[i] = false
	}
	rec(0, k)
}

// canonical builds a candidate in the form the engine gives: each pair
// with the higher-ranked player (lower BSN) first, pairs by their first
// player, floaters in BSN order.
func canonical(pairs [][2]int, floaters []int) dutch.Candidate {
	c := dutch.Candidate{Pairs: make([][2]int, len(pairs)), Floaters: slices.Clone(floaters)}
	for i, p := range pairs {
		c.Pairs[i] = [2]int{min(p[0], p[1]), max(p[0], p[1])}
	}
	slices.SortFunc(c.Pairs, func(a, b [2]int) int { return a[0] - b[0] })
	slices.Sort(c.Floaters)
	return c
}

// key identifies a candidate: each player's partner (or none).
func key(c *dutch.Candidate, n int) string {
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

// without returns the elements of xs not in ys, in order.
func without(xs, ys []int) []int {
	var out []int
	for _, x := range xs {
		if !slices.Contains(ys, x) {
			out = append(out, x)
		}
	}
	return out
}

// Walk calls visit with each distinct candidate of the bracket in the
// rules' sequence (B.6, B.7 with D.1-D.3), its position (1-based) and
// whether it is legal (C.1-C.4, B.3), until visit returns false or the
// sequence ends. Explanations use it to show how the rules reach the
// candidate of a small bracket, as the Arbiters' Manual does.
func Walk(b *dutch.Bracket, visit func(c *dutch.Candidate, pos int, legal bool) bool) {
	e := newEnumerator(b)
	e.visit = func(c *dutch.Candidate, pos int, legal bool) {
		if !visit(c, pos, legal) {
			panic(walkStopped{})
		}
	}
	defer func() {
		if r := recover(); r != nil && r != (walkStopped{}) {
			panic(r)
		}
	}()
	e.run()
}

type walkStopped struct{}

// playersAt returns the players at the given positions.
func playersAt(players, positions []int) []int {
	out := make([]int, len(positions))
	for i, p := range positions {
		out[i] = players[p]
	}
	return out
}
