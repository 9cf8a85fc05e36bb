package dutch

import (
	"math/rand/v2"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// TestCompatibility checks that Completable's table of pairs says what
// Compatible says of every ordered pair, games recorded on one side only
// and repeated IDs included.
func TestCompatibility(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 2))
	for _, tc := range []struct {
		name    string
		players int
		twice   bool // give two players the same ID
	}{
		{"small", 5, false},
		{"over a word", 70, false},
		{"repeated ID", 12, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for iter := 0; iter < 50; iter++ {
				ps := randomPlayers(r, tc.players, tc.twice)
				compatible := compatibility(ps)
				for u := range ps {
					for v := range ps {
						if u == v {
							continue
						}
						if got, want := compatible(u, v), Compatible(ps[u], ps[v]); got != want {
							t.Fatalf("iteration %d, players %d and %d: got %v, want %v", iter, u, v, got, want)
						}
					}
				}
			}
		})
	}
}

// randomPlayers makes players with random games (some recorded on one
// side only), absolute colour preferences and topscorers.
func randomPlayers(r *rand.Rand, n int, twice bool) []*Player {
	ps := make([]*Player, n)
	for i := range ps {
		ps[i] = &Player{Player: pairing.Player{ID: i + 1, Met: map[int]int{}}}
		if r.IntN(3) == 0 {
			ps[i].Preference = Preference{Colour: [2]trf.Colour{trf.White, trf.Black}[r.IntN(2)], Strength: Absolute}
		}
		ps[i].Topscorer = r.IntN(4) == 0
	}
	if twice {
		ps[n-1].ID = ps[0].ID
	}
	for range 2 * n {
		a, b := r.IntN(n), r.IntN(n)
		ps[a].Met[ps[b].ID] = 1
		if r.IntN(4) > 0 {
			ps[b].Met[ps[a].ID] = 1
		}
	}
	return ps
}

// TestCompletionRows checks that the completion test's rows of bits hold
// exactly the pairs that its adjacency function allows (asked with the
// lower index first, as MaxCardinality asks), bye vertex included, and
// that Completable answers as a maximum-cardinality matching of that
// function does.
func TestCompletionRows(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 3))
	for _, n := range []int{1, 2, 5, 63, 64, 65, 130} {
		for iter := 0; iter < 20; iter++ {
			ps := randomPlayers(r, n, false)
			odd := n%2 == 1
			bye := -1
			total := n
			if odd {
				bye, total = n, n+1
			}
			noBye := ps[r.IntN(n)]
			canBye := func(p *Player) bool { return p != noBye }
			compatible := compatibility(ps)
			adjacent := func(u, v int) bool {
				if v == bye {
					return canBye(ps[u])
				}
				return compatible(u, v)
			}
			rows, words, ok := completionRows(ps, bye, canBye)
			if !ok {
				t.Fatalf("%d players: rows refused distinct IDs", n)
			}
			for u := 0; u < total; u++ {
				for v := 0; v < total; v++ {
					lo, hi := min(u, v), max(u, v)
					want := u != v && adjacent(lo, hi)
					if got := rows[u*words+v/64]>>uint(v%64)&1 == 1; got != want {
						t.Fatalf("%d players, iteration %d: edge %d-%d %v, want %v", n, iter, u, v, got, want)
					}
				}
			}
			want := true
			for _, m := range matching.MaxCardinality(total, adjacent) {
				want = want && m >= 0
			}
			if got := Completable(ps, odd, canBye); got != want {
				t.Fatalf("%d players, iteration %d: Completable %v, maximum matching perfect %v", n, iter, got, want)
			}
		}
	}
}

// TestPerfect compares perfect (the greedy start by bit masks, then
// matching.AugmentedRows) with matching.MaxCardinality on random graphs
// of rows, dense and sparse, across word boundaries.
func TestPerfect(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 28))
	for i := 0; i < 3000; i++ {
		n := r.IntN(140)
		p := r.Float64()
		if i%3 == 0 {
			p = 0.95 + 0.05*p // nearly complete: the greedy start does most
		}
		words := (n + 63) / 64
		rows := make([]uint64, n*words)
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if r.Float64() < p {
					rows[u*words+v/64] |= 1 << uint(v%64)
					rows[v*words+u/64] |= 1 << uint(u%64)
				}
			}
		}
		adjacent := func(u, v int) bool { return rows[u*words+v/64]&(1<<uint(v%64)) != 0 }
		want := true
		for _, m := range matching.MaxCardinality(n, adjacent) {
			if m < 0 {
				want = false
			}
		}
		if got := perfect(n, words, rows); got != want {
			t.Fatalf("graph %d (n=%d, p=%.2f): perfect %v, want %v", i, n, p, got, want)
		}
	}
}
