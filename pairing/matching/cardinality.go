package matching

import "math/bits"

// MaxCardinality returns a maximum-cardinality matching of the graph on
// vertices 0..n-1 whose edges are the pairs u < v for which adjacent(u, v)
// is true (adjacent is called once for each such pair, with u < v).
// mate[v] is the vertex matched to v, or -1. The result is deterministic.
//
// It runs Edmonds' algorithm: starting from a greedy matching, it searches
// an augmenting path from each exposed vertex in turn by growing an
// alternating tree breadth-first, shrinking each odd cycle it meets into its
// base. An exposed vertex from which no augmenting path exists is never
// searched again, which is correct because such a vertex stays without one
// after later augmentations. Time is O(n^3); memory is n^2 bits for the
// adjacency and O(n) words.
func MaxCardinality(n int, adjacent func(u, v int) bool) []int {
	c := newCardSearch(n, adjacent)
	for v := 0; v < n; v++ {
		if c.mate[v] < 0 {
			if end := c.search(v); end >= 0 {
				c.augment(end)
			}
		}
	}
	return c.mate
}

type cardSearch struct {
	n     int
	words int      // words of a row of rows
	rows  []uint64 // n rows: bit v of row u is set when uv is an edge
	nbuf  []int    // the neighbours of the vertex being scanned
	mate  []int
	pred  []int  // for inner vertices: the outer vertex they were reached from
	base  []int  // base of the shrunk blossom containing the vertex
	outer []bool // in the tree at even distance (or shrunk into an outer blossom)
	onPath,
	inBlossom []bool
	queue []int
}

func newCardSearch(n int, adjacent func(u, v int) bool) *cardSearch {
	words := (n + 63) / 64
	c := &cardSearch{
		n:         n,
		words:     words,
		rows:      make([]uint64, n*words), // n*n bits, not n*n bytes
		mate:      make([]int, n),
		pred:      make([]int, n),
		base:      make([]int, n),
		outer:     make([]bool, n),
		onPath:    make([]bool, n),
		inBlossom: make([]bool, n),
	}
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if adjacent(u, v) {
				c.rows[u*words+v/64] |= 1 << uint(v%64)
				c.rows[v*words+u/64] |= 1 << uint(u%64)
			}
		}
	}
	for u := range c.mate {
		c.mate[u] = -1
	}
	for u := 0; u < n; u++ {
		if c.mate[u] >= 0 {
			continue
		}
		for _, v := range c.neighbours(u) {
			if c.mate[v] < 0 {
				c.mate[u], c.mate[v] = v, u
				break
			}
		}
	}
	return c
}

// neighbours returns the neighbours of v in increasing order, in a buffer
// that the next call reuses.
func (c *cardSearch) neighbours(v int) []int {
	c.nbuf = c.nbuf[:0]
	for i, w := range c.rows[v*c.words : v*c.words+c.words] {
		for w != 0 {
			c.nbuf = append(c.nbuf, i*64+bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return c.nbuf
}

// search grows an alternating tree from the exposed vertex root and returns
// the exposed vertex at the end of an augmenting path, or -1.
func (c *cardSearch) search(root int) int {
	for v := 0; v < c.n; v++ {
		c.pred[v] = -1
		c.base[v] = v
		c.outer[v] = false
	}
	c.outer[root] = true
	c.queue = append(c.queue[:0], root)
	for len(c.queue) > 0 {
		v := c.queue[0]
		c.queue = c.queue[1:]
		for _, u := range c.neighbours(v) {
			if c.base[v] == c.base[u] || c.mate[v] == u {
				continue
			}
			if c.outer[u] {
				c.shrink(v, u)
				continue
			}
			if c.pred[u] >= 0 {
				continue // already inner
			}
			c.pred[u] = v
			m := c.mate[u]
			if m < 0 {
				return u
			}
			c.outer[m] = true
			c.queue = append(c.queue, m)
		}
	}
	return -1
}

// shrink contracts the odd cycle closed by the edge vu between two outer
// vertices.
func (c *cardSearch) shrink(v, u int) {
	b := c.commonBase(v, u)
	clear(c.inBlossom)
	c.markPath(v, b, u)
	c.markPath(u, b, v)
	for x := 0; x < c.n; x++ {
		if c.inBlossom[c.base[x]] {
			c.base[x] = b
			if !c.outer[x] {
				c.outer[x] = true
				c.queue = append(c.queue, x)
			}
		}
	}
}

// commonBase returns the base of the nearest common ancestor of the outer
// vertices v and u in the tree.
func (c *cardSearch) commonBase(v, u int) int {
	clear(c.onPath)
	for {
		v = c.base[v]
		c.onPath[v] = true
		if c.mate[v] < 0 {
			break
		}
		v = c.pred[c.mate[v]]
	}
	for {
		u = c.base[u]
		if c.onPath[u] {
			return u
		}
		u = c.pred[c.mate[u]]
	}
}

// markPath marks the blossoms on the tree path from v up to base b, and
// makes the inner vertices on it point across the closing edge to child.
func (c *cardSearch) markPath(v, b, child int) {
	for c.base[v] != b {
		m := c.mate[v]
		c.inBlossom[c.base[v]] = true
		c.inBlossom[c.base[m]] = true
		c.pred[v] = child
		child = m
		v = c.pred[m]
	}
}

// augment flips the alternating path ending at the exposed inner vertex u.
func (c *cardSearch) augment(u int) {
	for u >= 0 {
		v := c.pred[u]
		next := c.mate[v]
		c.mate[u], c.mate[v] = v, u
		u = next
	}
}
