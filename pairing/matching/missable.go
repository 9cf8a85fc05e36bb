package matching

// Missable returns a maximum-cardinality matching of the graph (as
// [MaxCardinality]: vertices 0..n-1, adjacent called once for each pair
// u < v) and, for each vertex, whether some maximum-cardinality matching
// leaves it exposed: the set D of the Gallai–Edmonds decomposition. When
// n is odd and the matching misses one vertex only, missable[v] says
// exactly whether the graph without v has a perfect matching.
//
// D is the set of vertices reached from an exposed vertex by an
// alternating path of even length (a maximum matching M' that misses v
// differs from the found M by such a path from an exposed vertex of M to
// v, and conversely flipping such a path exposes v and keeps the size).
// Edmonds' search from an exposed vertex r of a maximum matching finds no
// augmenting path and ends with a frustrated tree: every neighbour of an
// outer vertex is inner or in the same shrunk blossom. The outer vertices
// of that tree (those shrunk into outer blossoms included) are then
// exactly the vertices reached from r by an even alternating path (the
// Gallai–Edmonds structure theorem as Edmonds' algorithm proves it), so D
// is the union of the outer sets of one search from each exposed vertex.
// Time O(n^3) for the matching and O(n^2) per exposed vertex.
func Missable(n int, adjacent func(u, v int) bool) (mate []int, missable []bool) {
	c := newCardSearch(n, adjacent)
	for v := 0; v < n; v++ {
		if c.mate[v] < 0 {
			if end := c.search(v); end >= 0 {
				c.augment(end)
			}
		}
	}
	missable = make([]bool, n)
	for r := 0; r < n; r++ {
		if c.mate[r] >= 0 {
			continue
		}
		c.search(r) // finds nothing: the matching is maximum
		for v, o := range c.outer {
			missable[v] = missable[v] || o
		}
	}
	return c.mate, missable
}

// AugmentedRows extends mate, a matching of the graph (mate[v] the vertex
// matched to v or -1; changed in place), to a maximum-cardinality matching
// by Edmonds' search from each exposed vertex in turn, as [MaxCardinality]
// does after its greedy start, and returns it. The graph is given as rows
// of bits: bit v of rows[u*words+v/64] is set when uv is an edge (and bit
// u of row v); the rows are read, not copied or changed. A vertex without
// edges is not searched from, so completing a matching that misses few
// vertices costs O(n^2) per exposed vertex with edges.
func AugmentedRows(n, words int, rows []uint64, mate []int) []int {
	c := &cardSearch{
		n:         n,
		words:     words,
		rows:      rows,
		mate:      mate,
		pred:      make([]int, n),
		base:      make([]int, n),
		outer:     make([]bool, n),
		onPath:    make([]bool, n),
		inBlossom: make([]bool, n),
	}
	for v := 0; v < n; v++ {
		if c.mate[v] >= 0 || !anyBit(rows[v*words:(v+1)*words]) {
			continue
		}
		if end := c.search(v); end >= 0 {
			c.augment(end)
		}
	}
	return mate
}

func anyBit(row []uint64) bool {
	for _, w := range row {
		if w != 0 {
			return true
		}
	}
	return false
}
