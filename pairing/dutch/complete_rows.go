package dutch

import (
	"math/bits"

	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// completionRows returns the graph of Completable as rows of bits (bit v
// of rows[u*words+v/64] when u and v may be paired, the bye vertex, if
// any, last), word by word instead of one call per pair: C.1 from the
// bits of compatibility's table, C.3 from one row per absolute colour of
// the non-topscorers who have it. It reports false when two players share
// an ID (compatibility then asks Compatible pair by pair).
//
// Exact: the rows hold the edge uv (u < v) exactly when Completable's
// adjacent(u, v) holds, which MaxCardinality asks with u < v: u's row of
// the barred pairs (u's view, as compatible(u, v) takes it) is clear at
// v, and the two are not non-topscorers of the same absolute colour
// (BreaksC3); with the bye, canBye of the player.
func completionRows(players []*Player, bye int, canBye func(*Player) bool) (rows []uint64, words int, ok bool) {
	barred, pw, ok := barredTable(players)
	if !ok {
		return nil, 0, false
	}
	n := len(players)
	total := n
	if bye >= 0 {
		total++
	}
	words = (total + 63) / 64
	rows = make([]uint64, total*words)
	absolute := map[trf.Colour][]uint64{} // C.3: who may not meet whom
	for u, p := range players {
		if p.Preference.Strength == Absolute && !p.Topscorer {
			row := absolute[p.Preference.Colour]
			if row == nil {
				row = make([]uint64, pw)
				absolute[p.Preference.Colour] = row
			}
			row[u/64] |= 1 << uint(u%64)
		}
	}
	for u, p := range players {
		c3 := absolute[p.Preference.Colour]
		if p.Preference.Strength != Absolute || p.Topscorer {
			c3 = nil
		}
		for i := u / 64; i < pw; i++ {
			w := ^barred[u*pw+i]
			if c3 != nil {
				w &^= c3[i]
			}
			if i == u/64 { // v > u only
				w &= ^uint64(0) << uint(u%64) << 1
			}
			if i == pw-1 && n%64 != 0 { // v < n only
				w &= 1<<uint(n%64) - 1
			}
			for ; w != 0; w &= w - 1 {
				v := i*64 + bits.TrailingZeros64(w)
				rows[u*words+v/64] |= 1 << uint(v%64)
				rows[v*words+u/64] |= 1 << uint(u%64)
			}
		}
		if bye >= 0 && canBye(p) {
			rows[u*words+bye/64] |= 1 << uint(bye%64)
			rows[bye*words+u/64] |= 1 << uint(u%64)
		}
	}
	return rows, words, true
}

// perfect reports whether the graph of rows (n vertices) has a perfect
// matching: a greedy start (each vertex in turn with its first free
// neighbour, as MaxCardinality starts), then Edmonds' search from each
// vertex left (matching.AugmentedRows). Whether a maximum matching covers
// every vertex does not depend on which maximum matching it is.
func perfect(n, words int, rows []uint64) bool {
	mate := make([]int, n)
	for v := range mate {
		mate[v] = -1
	}
	for u := 0; u < n; u++ {
		if mate[u] >= 0 {
			continue
		}
	greedy:
		for i, w := range rows[u*words : (u+1)*words] {
			for ; w != 0; w &= w - 1 {
				if v := i*64 + bits.TrailingZeros64(w); mate[v] < 0 {
					mate[u], mate[v] = v, u
					break greedy
				}
			}
		}
	}
	for _, m := range matching.AugmentedRows(n, words, rows, mate) {
		if m < 0 {
			return false
		}
	}
	return true
}
