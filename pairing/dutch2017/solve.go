package dutch2017

import (
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// Solve is the engine's bracket solver. When the rules' first candidate is
// perfect it is taken at once (B.4); otherwise matchings search. C.7 looks
// at the bracket's downfloaters only: when the best pairings of the bracket
// leave none, C.7 cannot tell them apart and the next scoregroup is left
// out of the graph.
//
// That graph is tried only for a bracket of an even number of players:
// it holds the bracket's players alone (no bye vertex, no one below), so
// with an odd number every matching leaves one of them out, every
// candidate has a downfloater and the solve would be thrown away. Skipping
// it changes nothing but the time (in the 1,000-player file, 38 such
// solves: with their graphs, about 15 % of the CPU).
func Solve(b *Bracket) Candidate {
	if c, ok := b.firstPerfect(); ok {
		return c
	}
	if len(b.Next) > 0 && !b.Complete && len(b.Players)%2 == 0 {
		s := newSolver(b, false)
		s.Solve()
		if len(s.Candidate().Floaters) == 0 {
			return decide(s)
		}
		s.Release()
	}
	s := newSolver(b, true)
	s.Solve()
	return decide(s)
}

// decide takes the decisions of the solver and releases its memory to the
// next bracket's solver.
func decide(s *dutch.Solver) Candidate {
	c := s.Decide()
	s.Release()
	return c
}

// newSolver builds the solver of a bracket: its players and the players its
// downfloaters may meet: the next scoregroup (C.7, when lookAhead), or, for
// a bracket that completes the round (C.4), every remaining player. When the
// round is completed within the graph and is odd, a bye vertex is added.
func newSolver(b *Bracket, lookAhead bool) *dutch.Solver {
	lookAhead = lookAhead && len(b.Next) > 0 && !b.Complete
	var outer []*dutch.Player
	switch {
	case b.Complete:
		outer = b.Rest
	case lookAhead:
		outer = b.Next
	}
	bye := b.Odd && (b.Complete || (lookAhead && b.nextIsLast()))
	return dutch.NewSolver(b.Players, b.MDPs, outer, bye, func(s *dutch.Solver, l *matching.Layout) dutch.Criteria {
		return newFields(b, s, lookAhead, l)
	})
}
