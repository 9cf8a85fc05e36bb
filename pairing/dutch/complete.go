package dutch

import (
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// Completable reports whether the players can all be paired with each other
// under the absolute criteria C.1 and C.3, leaving, when odd is set, exactly
// one player, for whom canBye holds (C.2). This is the completion test of
// A.9 ("Requirement Zero" in the Arbiters' Manual).
func Completable(players []*Player, odd bool, canBye func(*Player) bool) bool {
	n := len(players)
	if odd != (n%2 == 1) {
		return false
	}
	// The bye is a vertex of its own, adjacent to every player who may
	// receive it.
	bye := -1
	if odd {
		bye = n
		n++
	}
	adjacent := func(u, v int) bool {
		switch {
		case u == bye:
			return canBye(players[v])
		case v == bye:
			return canBye(players[u])
		}
		return Compatible(players[u], players[v])
	}
	mate := matching.MaxCardinality(n, adjacent)
	for _, m := range mate {
		if m < 0 {
			return false
		}
	}
	return true
}

// Compatible reports whether two players may be paired by the absolute
// criteria: C.1 (not met before, not a forbidden pair) and C.3 (not two
// non-topscorers with the same absolute colour preference).
func Compatible(p, q *Player) bool {
	if !p.CanMeet(q) {
		return false // C.1
	}
	return !BreaksC3(p, q)
}

// BreaksC3 reports whether two players are non-topscorers with the same
// absolute colour preference, who may not meet (2017 C.3, 2026 [C3]).
func BreaksC3(p, q *Player) bool {
	pp, qp := p.Preference, q.Preference
	return pp.Strength == Absolute && qp.Strength == Absolute && pp.Colour == qp.Colour &&
		!p.Topscorer && !q.Topscorer
}
