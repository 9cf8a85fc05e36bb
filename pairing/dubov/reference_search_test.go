package dubov_test

import (
	"cmp"
	"slices"

	"github.com/swisscheck/swisscheck/trf"
)

// refNodes bounds the steps of one search of the reference; past it the
// group is not compared.
const refNodes = 3_000_000

// cols is a group's two columns as one list, the Whites first, with the
// pairs the text allows: C.04.1 b, f and g, and for a White and a Black
// of the columns the columns' colours (Reading 11).
type cols struct {
	ps    []*rp
	nw    int
	mate  []int
	nodes int
}

func newCols(white, black []*rp) *cols {
	c := &cols{ps: append(slices.Clone(white), black...), nw: len(white)}
	c.mate = make([]int, len(c.ps))
	for i := range c.mate {
		c.mate[i] = -1
	}
	return c
}

func (c *cols) may(i, j int) bool {
	a, b := c.ps[i], c.ps[j]
	if !mayMeet(a, b) {
		return false
	}
	switch {
	case i < c.nw && j >= c.nw:
		return a.canW && b.canB
	case j < c.nw && i >= c.nw:
		return b.canW && a.canB
	}
	return true
}

func (c *cols) link(i, j int)   { c.mate[i], c.mate[j] = j, i }
func (c *cols) unlink(i, j int) { c.mate[i], c.mate[j] = -1, -1 }

// rows is 6.3 read as Reading 19 says, without any pruning: the White of
// row k takes the first free Black in the column's order whom he may
// meet, and the next one when the rows below cannot be completed; a White
// who may meet no Black of the column takes the "white" No. k+1 ... down
// to the end, then No. k-1 ... up to No. 1 (freeing that row's Black);
// after the Whites, the players left are paired the first with the first
// he may meet. It reports whether a complete pairing was found.
func (c *cols) rows(k int) bool {
	if c.nodes++; c.nodes > refNodes {
		return false
	}
	if k == c.nw {
		return c.left()
	}
	if c.mate[k] >= 0 {
		return c.rows(k + 1)
	}
	blacks := false
	for b := c.nw; b < len(c.ps); b++ {
		blacks = blacks || c.may(k, b)
	}
	if blacks {
		for b := c.nw; b < len(c.ps); b++ {
			if c.mate[b] < 0 && c.may(k, b) {
				c.link(k, b)
				if c.rows(k + 1) {
					return true
				}
				c.unlink(k, b)
			}
		}
		return false
	}
	for j := k + 1; j < c.nw; j++ {
		if c.mate[j] < 0 && c.may(k, j) {
			c.link(k, j)
			if c.rows(k + 1) {
				return true
			}
			c.unlink(k, j)
		}
	}
	for j := k - 1; j >= 0; j-- {
		b := c.mate[j]
		if b < c.nw || !c.may(k, j) {
			continue
		}
		c.unlink(j, b)
		c.link(k, j)
		if c.rows(k + 1) {
			return true
		}
		c.unlink(k, j)
		c.link(j, b)
	}
	return false
}

// left pairs the players left after the rows.
func (c *cols) left() bool {
	i := slices.Index(c.mate, -1)
	if i < 0 {
		return true
	}
	for j := i + 1; j < len(c.ps); j++ {
		if c.mate[j] < 0 && c.may(i, j) {
			c.link(i, j)
			if c.left() {
				return true
			}
			c.unlink(i, j)
		}
	}
	return false
}

// anyPairing is Reading 13: the first pairing in the fixed order, the
// first free player (Whites, then Blacks) with the first free Black he may
// meet, else the first free White.
func (c *cols) anyPairing() bool {
	i := slices.Index(c.mate, -1)
	if i < 0 {
		return true
	}
	var order []int
	for j := c.nw; j < len(c.ps); j++ {
		order = append(order, j)
	}
	for j := range c.nw {
		order = append(order, j)
	}
	for _, j := range order {
		if j != i && c.mate[j] < 0 && c.may(i, j) {
			c.link(i, j)
			if c.anyPairing() {
				return true
			}
			c.unlink(i, j)
		}
	}
	return false
}

// refRows pairs the columns completely by 6.3, else by Reading 13; how is
// "6.3", "any", or "" when the reference gave up (too many steps).
func refRows(white, black []*rp) (pairs [][2]*rp, how string) {
	c := newCols(white, black)
	how = "6.3"
	if !c.rows(0) {
		if c.nodes > refNodes {
			return nil, ""
		}
		c = newCols(white, black)
		how = "any"
		if !c.anyPairing() {
			return nil, ""
		}
	}
	for i, j := range c.mate {
		if j > i {
			pairs = append(pairs, [2]*rp{c.ps[i], c.ps[j]})
		}
	}
	return pairs, how
}

// maxPairs is the largest number of pairs among the players of mask, by
// enumeration (with memo).
func (c *cols) maxPairs(mask uint, memo map[uint]int) int {
	if mask == 0 {
		return 0
	}
	if v, ok := memo[mask]; ok {
		return v
	}
	i := 0
	for mask&(1<<i) == 0 {
		i++
	}
	rest := mask &^ (1 << i)
	best := c.maxPairs(rest, memo)
	for j := i + 1; j < len(c.ps); j++ {
		if rest&(1<<j) != 0 && c.may(i, j) {
			best = max(best, 1+c.maxPairs(rest&^(1<<j), memo))
		}
	}
	memo[mask] = best
	return best
}

// perfect reports whether the members can all be paired (by any colours
// C.04.1 f and g allow).
func perfect(members []*rp) bool {
	c := newCols(members, nil)
	full := uint(1)<<len(members) - 1
	return 2*c.maxPairs(full, map[uint]int{}) == len(members)
}

// refFloaters is 6.4 as Reading 20 says: as few floaters as the group
// allows; of the sets of that size that leave the rest a complete
// pairing, the first in the order of the players by a-d, then the lowest
// R, the higher ARO, the lower in the initial list.
func refFloaters(group, lower []*rp) []*rp {
	kind := func(p *rp) int {
		k := 0
		if p.wasFloater {
			k = 2
		}
		if !slices.ContainsFunc(lower, func(q *rp) bool { return mayMeet(p, q) }) {
			k++
		}
		return k
	}
	order := slices.Clone(group)
	slices.SortStableFunc(order, func(a, b *rp) int {
		if x := cmp.Compare(kind(a), kind(b)); x != 0 {
			return x
		}
		if x := cmp.Compare(a.Rating, b.Rating); x != 0 {
			return x
		}
		if x := aroCmp(b, a); x != 0 {
			return x
		}
		return cmp.Compare(b.Number, a.Number)
	})
	c := newCols(order, nil)
	memo := map[uint]int{}
	full := uint(1)<<len(order) - 1
	best := c.maxPairs(full, memo)
	need := len(order) - 2*best
	var out []*rp
	var choose func(from int, mask uint) bool
	choose = func(from int, mask uint) bool {
		if len(out) == need {
			return 2*c.maxPairs(mask, memo) == len(order)-need
		}
		for i := from; i < len(order); i++ {
			out = append(out, order[i])
			if choose(i+1, mask&^(1<<i)) {
				return true
			}
			out = out[:len(out)-1]
		}
		return false
	}
	choose(0, full)
	return out
}

// refFloaterOrder is 8.1: the floaters who should play White by 6.2's
// order of the Whites, those who should play Black by that of the Blacks,
// alternately from the highest "white" (Reading 21: no due colour counts
// as "white").
func refFloaterOrder(fs []*rp) []*rp {
	var w, b []*rp
	for _, f := range fs {
		if f.should() == trf.Black {
			b = append(b, f)
		} else {
			w = append(w, f)
		}
	}
	slices.SortStableFunc(w, whiteCmp)
	slices.SortStableFunc(b, blackCmp)
	var out []*rp
	for i := range max(len(w), len(b)) {
		if i < len(w) {
			out = append(out, w[i])
		}
		if i < len(b) {
			out = append(out, b[i])
		}
	}
	return out
}

// refFloaterPartner is 8.2: the player he may meet with the highest R,
// if possible due the opposite colour (Reading 17: no due colour is
// opposite to any), then the lowest ARO, then the initial list.
func refFloaterPartner(f *rp, members []*rp) *rp {
	var best *rp
	opp := func(q *rp) bool {
		return q.should() == trf.NoColour || f.should() == trf.NoColour || q.should() != f.should()
	}
	better := func(a, b *rp) bool {
		if opp(a) != opp(b) {
			return opp(a)
		}
		if a.Rating != b.Rating {
			return a.Rating > b.Rating
		}
		if x := aroCmp(a, b); x != 0 {
			return x < 0
		}
		return a.Number < b.Number
	}
	for _, q := range members {
		if mayMeet(f, q) && (best == nil || better(q, best)) {
			best = q
		}
	}
	return best
}
