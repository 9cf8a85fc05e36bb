package dutch

import (
	"math/bits"

	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// completionRows returns the graph of Completable as rows of bits (bit v
// of rows[u*words+v/64] when u and v may be paired, the bye vertex, if
// any, last), word by word instead of one call per pair. It reports false
// when two players share an ID (compatibility then asks Compatible pair by
// pair).
//
// Exact: Completable's adjacent(u, v), asked with u < v (MaxCardinality
// asks so), holds when u's row of compatibility's barred pairs is clear
// at v (C.1, u's view) and the two are not non-topscorers of the same
// absolute colour (C.3, BreaksC3); with the bye, when canBye holds for
// the player. So the barred pairs are first made symmetric from the lower
// index's view (their few set bits, a player's games and forbidden
// pairs), and each row is then the complement of its barred pairs and of
// its C.3 colour class, word by word.
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
	// rows holds the barred pairs first, from the lower index's view.
	for u := 0; u < n; u++ {
		for i, w := range barred[u*pw : (u+1)*pw] {
			for ; w != 0; w &= w - 1 {
				if v := i*64 + bits.TrailingZeros64(w); v > u {
					rows[u*words+v/64] |= 1 << uint(v%64)
					rows[v*words+u/64] |= 1 << uint(u%64)
				}
			}
		}
	}
	absolute := map[trf.Colour][]uint64{} // C.3: who may not meet whom
	for u, p := range players {
		if p.Preference.Strength == Absolute && !p.Topscorer {
			row := absolute[p.Preference.Colour]
			if row == nil {
				row = make([]uint64, words)
				absolute[p.Preference.Colour] = row
			}
			row[u/64] |= 1 << uint(u%64)
		}
	}
	for u, p := range players {
		var c3 []uint64
		if p.Preference.Strength == Absolute && !p.Topscorer {
			c3 = absolute[p.Preference.Colour]
		}
		row := rows[u*words : (u+1)*words]
		for i := range row {
			w := ^row[i]
			if c3 != nil {
				w &^= c3[i]
			}
			if left := n - 64*i; left <= 0 { // players only: v < n
				w = 0
			} else if left < 64 {
				w &= 1<<uint(left) - 1
			}
			row[i] = w
		}
		row[u/64] &^= 1 << uint(u%64)
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
	// free has bit v set while v is exposed: the greedy start takes the
	// first exposed neighbour of u from the row ANDed with it, word by
	// word, where it tried the row's neighbours one by one, most of them
	// already matched. The same v, the lowest exposed neighbour.
	free := make([]uint64, words)
	for v := 0; v < n; v++ {
		free[v/64] |= 1 << uint(v%64)
	}
	for u := 0; u < n; u++ {
		if mate[u] >= 0 {
			continue
		}
		for i, w := range rows[u*words : (u+1)*words] {
			if w &= free[i]; w != 0 {
				v := i*64 + bits.TrailingZeros64(w)
				mate[u], mate[v] = v, u
				free[u/64] &^= 1 << uint(u%64)
				free[v/64] &^= 1 << uint(v%64)
				break
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
