// Package bruteforce pairs a bracket of the FIDE (Dutch) system as approved
// on 28/10/2025 and applied from 1 February 2026 (C.04.3 (2026)) literally
// as the text describes it, and a whole round bracket by bracket with it.
// It is the reference the engine (dutch2026.Solve, dutch2026.Pair) is tested
// against; only tests import it.
//
// For one bracket it generates the candidates in the text's own sequence
// (3.2-3.7, with the transpositions of 4.2, the resident exchanges of 4.3
// and the sets of pairable MDPs of 4.4), discards those that break the
// absolute criteria [C1]-[C3] or the Completion Criterion [C4], and keeps
// the best by the PAB Criterion [C5] and the quality criteria [C6]-[C21],
// compared in priority order, the earliest generated among equals (3.8).
// Stopping at the first perfect candidate (3.4) gives the same answer: a
// perfect candidate is as good as any other on every criterion, so it is
// the first of the best.
//
// It uses no matching algorithm and none of the engine's weights: MaxPairs
// and M1 (3.1) come from trying every partial pairing of the players, the
// completion test and the following bracket ([C8]) from trying every
// pairing of the players left (with dutch.Completable for the players
// further below), and each criterion's value is written from the words of
// the text (quality.go). What it shares with the engine are the terms of
// the text (dutch2026.NewState: floats, bye eligibility, colour
// preferences, topscorers), the absolute criteria of a pair
// (dutch.Compatible), the orders of 4.2 and 4.3 (package dutch), colour
// allocation (5.2, dutch.Colours) and the bracket the engine builds
// (dutch2026.Bracket) when a test runs the reference on it.
//
// Where the text is silent or known only through paraphrase, the reading is
// the engine's, and the comment at the rule says so: M1 (3.1.3), [C5] fixed
// for the round before the first bracket, [C8] as the following bracket's
// pairs then scores, the scope of [C9], and the score difference of an MDP
// left in the Limbo ([C18], [C20]).
package bruteforce

import (
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
)

// Solve returns the candidate the 2026 text chooses for the bracket, with
// Generated set to its position (1-based) in the sequence of distinct
// candidates, legal or not. It can replace dutch2026.Solve.
//
// A player's BSN (4.1) is his position in b.Players plus one; the first
// b.MDPs players are the MDPs. A bracket without MDPs is paired as a
// homogeneous bracket (3.6), otherwise as a heterogeneous one (3.7).
//
// If no candidate complies with [C1]-[C4], which a round paired bracket by
// bracket never asks for, Solve returns the candidate in which every player
// floats, with Generated 0.
func Solve(b *dutch2026.Bracket) dutch2026.Candidate {
	var best dutch.Candidate
	var bestQ Quality
	found := false
	j := newJudge(b)
	w := &walker{j: j, seen: map[string]bool{}, remainderPairs: map[[2]uint64]int{}}
	w.visit = func(c *dutch.Candidate, legal bool) {
		if !legal { // 3.4, 3.8: a candidate breaking [C1]-[C4] is never chosen
			return
		}
		// 3.8: strictly better replaces the best so far, so that among
		// equals the earliest generated stays.
		if q := j.evaluate(c); !found || q.Better(&bestQ) {
			best, bestQ, found = *c, q, true
		}
	}
	w.run()
	if !found {
		best = dutch.Candidate{Floaters: seq(len(b.Players))}
	}
	return best
}

// Walk calls visit with each distinct candidate of the bracket in the 2026
// sequence, with its position (Generated) and whether it complies with
// [C1]-[C4], and returns MaxPairs (3.1.2) and M1 (3.1.3).
func Walk(b *dutch2026.Bracket, visit func(c *dutch.Candidate, legal bool)) (maxPairs, m1 int) {
	w := &walker{j: newJudge(b), seen: map[string]bool{}, remainderPairs: map[[2]uint64]int{}, visit: visit}
	o := w.run()
	return o.maxPairs, o.m1
}

// Judgement judges the candidates of one bracket by the 2026 text.
type Judgement struct{ j *judge }

// Judge prepares the judgement of the bracket's candidates.
func Judge(b *dutch2026.Bracket) *Judgement {
	j := newJudge(b)
	w := &walker{j: j, seen: map[string]bool{}, remainderPairs: map[[2]uint64]int{}}
	j.c9 = j.c9Applies(w.outline())
	return &Judgement{j: j}
}

// Legal reports whether the candidate complies with [C1]-[C4] (and 3.3:
// no two MDPs paired with each other).
func (g *Judgement) Legal(c *dutch.Candidate) bool {
	n := newCandidate(c.Pairs, c.Floaters)
	return g.j.legal(&n)
}

// Quality gives the candidate's value on [C5]-[C21]; meaningful for a
// legal candidate only.
func (g *Judgement) Quality(c *dutch.Candidate) Quality {
	n := newCandidate(c.Pairs, c.Floaters)
	return g.j.evaluate(&n)
}

// C9 reports whether [C9] applies to the bracket.
func (g *Judgement) C9() bool { return g.j.c9 }
