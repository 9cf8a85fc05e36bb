package matching

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// testGraph is an independent description of a random graph with exact
// big-integer weights, used as the reference.
type testGraph struct {
	n    int
	bits int
	w    [][]*big.Int // nil = absent
}

func (tg *testGraph) build() *Graph {
	g := NewGraph(tg.n, tg.bits)
	for u := 0; u < tg.n; u++ {
		for v := u + 1; v < tg.n; v++ {
			if tg.w[u][v] != nil {
				g.SetEdge(u, v, WeightFromBig(tg.w[u][v]))
			}
		}
	}
	return g
}

func (tg *testGraph) set(u, v int, w *big.Int) {
	tg.w[u][v], tg.w[v][u] = w, w
}

// randomTestGraph returns a random graph with n vertices, edge density p and
// weights of at most bits bits; with probability 1/3 the weights come from a
// small pool, producing many ties.
func randomTestGraph(r *rand.Rand, n, bits int, p float64) *testGraph {
	tg := &testGraph{n: n, bits: bits, w: make([][]*big.Int, n)}
	for i := range tg.w {
		tg.w[i] = make([]*big.Int, n)
	}
	var pool []*big.Int
	if r.IntN(3) == 0 {
		for range 1 + r.IntN(4) {
			pool = append(pool, randBig(r, bits))
		}
	}
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if r.Float64() >= p {
				continue
			}
			var w *big.Int
			switch {
			case pool != nil:
				w = pool[r.IntN(len(pool))]
			case r.IntN(20) == 0:
				w = new(big.Int)
			default:
				w = randBig(r, bits)
			}
			tg.set(u, v, w)
		}
	}
	return tg
}

// randBig returns a random integer below 2^bits, often with few distinct
// high bits so that the weight ordering depends on low words too.
func randBig(r *rand.Rand, bits int) *big.Int {
	x := new(big.Int)
	switch r.IntN(3) {
	case 0: // uniform
		for i := 0; i < bits; i++ {
			if r.IntN(2) == 1 {
				x.SetBit(x, i, 1)
			}
		}
	case 1: // small value
		x.SetUint64(r.Uint64N(8))
		if bits < 3 {
			x.Rsh(x, uint(3-bits))
		}
	default: // top bit field plus small low field
		if bits > 0 {
			x.SetBit(x, bits-1, uint(r.IntN(2)))
		}
		x.Or(x, big.NewInt(int64(r.IntN(4))&(1<<min(bits, 2)-1)))
	}
	return x
}

// bruteMaxWeight returns the maximum total weight of a matching, by
// dynamic programming over vertex subsets.
func bruteMaxWeight(tg *testGraph) *big.Int {
	n := tg.n
	memo := make([]*big.Int, 1<<n)
	var f func(mask int) *big.Int
	f = func(mask int) *big.Int {
		if mask == 0 {
			return new(big.Int)
		}
		if memo[mask] != nil {
			return memo[mask]
		}
		v := 0
		for mask>>v&1 == 0 {
			v++
		}
		rest := mask &^ (1 << v)
		best := f(rest)
		for u := v + 1; u < n; u++ {
			if rest>>u&1 == 1 && tg.w[v][u] != nil {
				c := new(big.Int).Add(f(rest&^(1<<u)), tg.w[v][u])
				if c.Cmp(best) > 0 {
					best = c
				}
			}
		}
		memo[mask] = best
		return best
	}
	return f(1<<n - 1)
}

// bruteMaxCard returns the size of a maximum matching of adj.
func bruteMaxCard(n int, adj func(u, v int) bool) int {
	memo := make([]int8, 1<<n)
	for i := range memo {
		memo[i] = -1
	}
	var f func(mask int) int
	f = func(mask int) int {
		if mask == 0 {
			return 0
		}
		if memo[mask] >= 0 {
			return int(memo[mask])
		}
		v := 0
		for mask>>v&1 == 0 {
			v++
		}
		rest := mask &^ (1 << v)
		best := f(rest)
		for u := v + 1; u < n; u++ {
			if rest>>u&1 == 1 && adj(v, u) {
				best = max(best, 1+f(rest&^(1<<u)))
			}
		}
		memo[mask] = int8(best)
		return best
	}
	return f(1<<n - 1)
}

// refWeight returns the total weight of mate under tg, checking validity.
func refWeight(t *testing.T, tg *testGraph, mate []int) *big.Int {
	t.Helper()
	if len(mate) != tg.n {
		t.Fatalf("mate has length %d, want %d", len(mate), tg.n)
	}
	sum := new(big.Int)
	for u, v := range mate {
		if v < 0 {
			continue
		}
		if v >= tg.n || mate[v] != u || tg.w[u][v] == nil {
			t.Fatalf("invalid matching: mate[%d]=%d, mate: %v", u, v, mate)
		}
		if u < v {
			sum.Add(sum, tg.w[u][v])
		}
	}
	return sum
}
