// Package bruteforce is the reference harness of the FIDE (Dutch) system as
// approved on 28/10/2025 and applied from 1 February 2026 (C.04.3 (2026)):
// it pairs a bracket literally as the text describes it, and a whole round
// bracket by bracket with it, and property-tests the engine
// (dutch2026.Solve, dutch2026.PairSteps) against it. Only tests import it.
//
// The literal sequence and judgement of a bracket are dutch2026.Literal
// (the walk of 3.2-3.7 with 4.2-4.4, [C1]-[C4], and the values of
// [C5]-[C21] written from the text's words, independent of the engine's
// values and weights), which the narration of a round (explain --round)
// walks too. This package adds 3.8's choice (Solve), the round paired with
// it (Pair, with [C5] fixed for the round by its own search), and the
// tests: the engine against the brute force on random rounds, the sieve
// (no pairing outside the sequence is better) and the 2026 reference
// corpus.
//
// Solve keeps the best by the PAB Criterion [C5] and the quality criteria
// [C6]-[C21], compared in priority order, the earliest generated among
// equals (3.8), over the whole sequence. Stopping at the first perfect
// candidate (3.4), as the narration does, gives the same answer: a perfect
// candidate is as good as any other on every criterion, so it is the first
// of the best.
package bruteforce

import (
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
)

// Solve returns the candidate the 2026 text chooses for the bracket, with
// Generated set to its position (1-based) in the sequence of distinct
// candidates, legal or not. It can replace dutch2026.Solve.
//
// If no candidate complies with [C1]-[C4], which a round paired bracket by
// bracket never asks for, Solve returns the candidate in which every player
// floats, with Generated 0.
func Solve(b *dutch2026.Bracket) dutch2026.Candidate {
	var best dutch.Candidate
	var bestQ dutch2026.LiteralValues
	found := false
	l := dutch2026.NewLiteral(b)
	l.Walk(func(c *dutch.Candidate, legal bool) bool {
		if !legal { // 3.4, 3.8: a candidate breaking [C1]-[C4] is never chosen
			return true
		}
		// 3.8: strictly better replaces the best so far, so that among
		// equals the earliest generated stays.
		if q := l.Values(c); !found || q.Better(&bestQ) {
			best, bestQ, found = *c, q, true
		}
		return true
	})
	if !found {
		best = dutch.Candidate{Floaters: seq(len(b.Players))}
	}
	return best
}

// seq returns 0, 1, ..., n-1.
func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
