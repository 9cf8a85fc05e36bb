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
	if rows, words, ok := completionRows(players, bye, canBye); ok {
		return perfect(n, words, rows)
	}
	compatible := compatibility(players)
	adjacent := func(u, v int) bool {
		switch {
		case u == bye:
			return canBye(players[v])
		case v == bye:
			return canBye(players[u])
		}
		return compatible(u, v)
	}
	mate := matching.MaxCardinality(n, adjacent)
	for _, m := range mate {
		if m < 0 {
			return false
		}
	}
	return true
}

// compatibility returns Compatible for the players by index. It looks the
// games and the forbidden pairs up once per player (a bit per barred
// pair), not once per pair: Completable asks about every pair of up to a
// thousand players, and CanMeet's look-up in the map of games was most of
// its time. Exact: with distinct IDs, players[u] may not meet players[v]
// (CanMeet) exactly when v's ID is a key of u's games or in u's
// Forbidden list, which is what the bits record, u's row for u's view as
// CanMeet takes it; with a repeated ID it falls back to Compatible.
func compatibility(players []*Player) func(u, v int) bool {
	barred, words, ok := barredTable(players)
	if !ok {
		return func(u, v int) bool { return Compatible(players[u], players[v]) }
	}
	return func(u, v int) bool {
		return barred[u*words+v/64]&(1<<uint(v%64)) == 0 && !BreaksC3(players[u], players[v])
	}
}

// barredTable is compatibility's table: bit v of barred[u*words+v/64] is
// set when v's ID is a key of u's games or in u's Forbidden list. It
// reports false when two players share an ID.
func barredTable(players []*Player) (barred []uint64, words int, ok bool) {
	n := len(players)
	index := make(map[int]int, n)
	for i, p := range players {
		if _, twice := index[p.ID]; twice {
			return nil, 0, false
		}
		index[p.ID] = i
	}
	words = (n + 63) / 64
	barred = make([]uint64, n*words)
	bar := func(u int, id int) {
		if v, ok := index[id]; ok {
			barred[u*words+v/64] |= 1 << uint(v%64)
		}
	}
	for u, p := range players {
		for id := range p.Met {
			bar(u, id)
		}
		for _, id := range p.Forbidden() {
			bar(u, id)
		}
	}
	return barred, words, true
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
