package matching

import (
	"math/big"
	"math/bits"
	"testing"
)

// checkCertificate verifies, with big-integer arithmetic, that the duals
// left by the last solve of g prove the optimality of its matching: all
// duals are non-negative, every edge has non-negative slack, matched edges
// are tight, exposed vertices have dual zero and blossoms with a positive
// dual are full.
func checkCertificate(t *testing.T, g *Graph) {
	t.Helper()
	if bits.UintSize != 64 {
		t.Skip("certificate check assumes 64-bit words")
	}
	s := g.st
	n := s.n
	limit := new(big.Int).Lsh(big.NewInt(1), uint(g.bits+4))
	val := func(a []uint64) *big.Int {
		x := Weight(a).Big()
		if x.Cmp(limit) >= 0 {
			t.Fatalf("dual out of range (negative?): %v", x)
		}
		return x
	}
	// ancestors[v] = blossoms containing v
	anc := make([]map[int]bool, n)
	for v := 0; v < n; v++ {
		anc[v] = map[int]bool{}
		for b := s.parent[v]; b >= 0; b = s.parent[b] {
			anc[v][b] = true
		}
		root := v
		for s.parent[root] >= 0 {
			root = s.parent[root]
		}
		if s.top[v] != root {
			t.Fatalf("top[%d]=%d, want %d", v, s.top[v], root)
		}
	}
	for v := 0; v < n; v++ {
		y := val(s.yv(v))
		if s.mate[v] < 0 && y.Sign() != 0 {
			t.Fatalf("exposed vertex %d has dual %v", v, y)
		}
		if m := s.mate[v]; m >= 0 && (s.mate[m] != v || !g.adj[v*n+m]) {
			t.Fatalf("invalid mate at %d", v)
		}
	}
	ys := make([]*big.Int, n)
	for v := range ys {
		ys[v] = val(s.yv(v))
	}
	zs := make([]*big.Int, 2*n)
	for b := n; b < 2*n; b++ {
		if s.base[b] >= 0 {
			zs[b] = val(s.zb(b))
		}
	}
	ancList := make([][]int, n)
	for v := range ancList {
		for b := s.parent[v]; b >= 0; b = s.parent[b] {
			ancList[v] = append(ancList[v], b)
		}
	}
	sl, w := new(big.Int), new(big.Int)
	var buf []big.Word
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if !g.adj[u*n+v] {
				continue
			}
			sl.Add(ys[u], ys[v])
			for _, b := range ancList[u] {
				if anc[v][b] {
					sl.Add(sl, zs[b])
				}
			}
			buf = buf[:0]
			for _, x := range s.w2(u*n + v) {
				buf = append(buf, big.Word(x)) // 64-bit platforms only
			}
			w.SetBits(buf)
			sl.Sub(sl, w)
			if sl.Sign() < 0 {
				t.Fatalf("edge %d-%d has negative slack %v", u, v, sl)
			}
			if s.mate[u] == v && sl.Sign() != 0 {
				t.Fatalf("matched edge %d-%d has slack %v", u, v, sl)
			}
		}
	}
	for b := n; b < 2*n; b++ {
		if s.base[b] < 0 {
			continue
		}
		z := val(s.zb(b))
		var leaves []int
		leaves = s.leaves(b, leaves)
		if len(leaves)%2 != 1 {
			t.Fatalf("blossom %d has even size", b)
		}
		inside := 0
		for _, v := range leaves {
			if m := s.mate[v]; m >= 0 && anc[m][b] {
				inside++
			}
		}
		if z.Sign() > 0 && inside != len(leaves)-1 {
			t.Fatalf("blossom %d with dual %v is not full", b, z)
		}
	}
}
