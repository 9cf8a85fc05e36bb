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
	c := &certificate{t: t, g: g, s: g.st, n: g.st.n,
		limit: new(big.Int).Lsh(big.NewInt(1), uint(g.bits+4))}
	c.checkAncestors()
	c.checkMates()
	ys := make([]*big.Int, c.n)
	for v := range ys {
		ys[v] = c.dual(c.s.yv(v))
	}
	zs := make([]*big.Int, 2*c.n)
	for b := c.n; b < 2*c.n; b++ {
		if c.s.base[b] >= 0 {
			zs[b] = c.dual(c.s.zb(b))
		}
	}
	c.checkSlacks(ys, zs)
	c.checkFullBlossoms()
}

// certificate is the state of one checkCertificate.
type certificate struct {
	t     *testing.T
	g     *Graph
	s     *solver
	n     int
	limit *big.Int       // a dual at or above it is a negative one wrapped
	anc   []map[int]bool // anc[v]: the blossoms containing v
	ancs  [][]int        // the same, innermost first
}

// dual returns a dual as a big integer, failing if it is out of range.
func (c *certificate) dual(a []uint64) *big.Int {
	c.t.Helper()
	x := Weight(a).Big()
	if x.Cmp(c.limit) >= 0 {
		c.t.Fatalf("dual out of range (negative?): %v", x)
	}
	return x
}

// checkAncestors records the blossoms containing each vertex and checks
// that top gives the outermost one.
func (c *certificate) checkAncestors() {
	c.t.Helper()
	s := c.s
	c.anc = make([]map[int]bool, c.n)
	c.ancs = make([][]int, c.n)
	for v := 0; v < c.n; v++ {
		c.anc[v] = map[int]bool{}
		for b := s.parent[v]; b >= 0; b = s.parent[b] {
			c.anc[v][b] = true
			c.ancs[v] = append(c.ancs[v], b)
		}
		root := v
		for s.parent[root] >= 0 {
			root = s.parent[root]
		}
		if s.top[v] != root {
			c.t.Fatalf("top[%d]=%d, want %d", v, s.top[v], root)
		}
	}
}

// checkMates checks that exposed vertices have dual zero and that mates
// are mutual and adjacent.
func (c *certificate) checkMates() {
	c.t.Helper()
	s, n := c.s, c.n
	for v := 0; v < n; v++ {
		y := c.dual(s.yv(v))
		if s.mate[v] < 0 && y.Sign() != 0 {
			c.t.Fatalf("exposed vertex %d has dual %v", v, y)
		}
		if m := s.mate[v]; m >= 0 && (s.mate[m] != v || !c.g.adj[v*n+m]) {
			c.t.Fatalf("invalid mate at %d", v)
		}
	}
}

// checkSlacks checks that every edge has non-negative slack (the duals of
// its ends and of the blossoms holding both, less its weight) and every
// matched edge none.
func (c *certificate) checkSlacks(ys, zs []*big.Int) {
	c.t.Helper()
	s, n := c.s, c.n
	sl, w := new(big.Int), new(big.Int)
	var buf []big.Word
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if !c.g.adj[u*n+v] {
				continue
			}
			sl.Add(ys[u], ys[v])
			for _, b := range c.ancs[u] {
				if c.anc[v][b] {
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
				c.t.Fatalf("edge %d-%d has negative slack %v", u, v, sl)
			}
			if s.mate[u] == v && sl.Sign() != 0 {
				c.t.Fatalf("matched edge %d-%d has slack %v", u, v, sl)
			}
		}
	}
}

// checkFullBlossoms checks that every blossom is odd and, with a positive
// dual, full: all its vertices but one matched inside it.
func (c *certificate) checkFullBlossoms() {
	c.t.Helper()
	s := c.s
	for b := c.n; b < 2*c.n; b++ {
		if s.base[b] < 0 {
			continue
		}
		z := c.dual(s.zb(b))
		var leaves []int
		leaves = s.leaves(b, leaves)
		if len(leaves)%2 != 1 {
			c.t.Fatalf("blossom %d has even size", b)
		}
		inside := 0
		for _, v := range leaves {
			if m := s.mate[v]; m >= 0 && c.anc[m][b] {
				inside++
			}
		}
		if z.Sign() > 0 && inside != len(leaves)-1 {
			c.t.Fatalf("blossom %d with dual %v is not full", b, z)
		}
	}
}
