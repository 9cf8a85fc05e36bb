// Package bruteforce pairs a bracket of the FIDE (Dutch) system literally as
// the rules describe it (C.04.3, 2016/2017): it takes the candidates in the
// rules' own sequence (B.2-B.7, with the orders of D.1, D.2 and D.3) from
// dutch2017.Walk, discards those that break the absolute or completion
// criteria (C.1-C.4), and keeps the best by the quality criteria C.5-C.19,
// the earliest generated among equals (B.8).
//
// It uses no matching algorithm: the walk finds MaxPairs and M1 (B.1) by
// trying every partial pairing of the players. It is slow on purpose and
// meant to be read next to the rule text: it is the reference the engine
// (dutch2017.Solve) is tested against, and only tests import it.
//
// Stopping at the first perfect candidate (B.4) would give the same answer
// as full enumeration: a perfect candidate is at least as good as any other
// on every criterion, so it is the best, and nothing earlier was as good.
// Solve enumerates everything, because "perfect" is not defined
// independently of the other candidates for C.5-C.7.
//
// Candidates are judged by the system's own definitions,
// dutch2017.Bracket.Legal and dutch2017.Bracket.Evaluate. What this package
// checks is the search: which candidates exist, in which order they are
// generated, and which one the rules choose.
package bruteforce

import (
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
)

// Solve returns the candidate the rules choose for the bracket, with
// Generated set to its position (1-based) in the sequence of distinct
// candidates, legal or not, that B.6/B.7 generate. It matches
// dutch2017.BracketSolver.
//
// BSNs (section D) are the players' positions in b.Players plus one; the
// first b.MDPs players are the moved-down players. A bracket without MDPs
// is paired as a homogeneous bracket (B.6), otherwise as a heterogeneous
// one (B.7).
//
// If no candidate is legal, which dutch2017.PairWith never asks for, Solve
// returns the candidate in which every player floats, with Generated 0.
func Solve(b *dutch2017.Bracket) dutch2017.Candidate {
	var best dutch2017.Candidate
	var bestQ dutch2017.Quality
	found := false
	dutch2017.Walk(b, func(c *dutch2017.Candidate, _ int, legal bool) bool {
		if !legal { // B.4, B.8: an illegal candidate is discarded
			return true
		}
		// B.8: strictly better replaces the best so far, so that among
		// equals the earliest generated wins.
		if q := b.Evaluate(c); !found || q.Better(&bestQ) {
			best, bestQ, found = *c, q, true
		}
		return true
	})
	if !found {
		for i := range b.Players {
			best.Floaters = append(best.Floaters, i)
		}
	}
	return best
}
