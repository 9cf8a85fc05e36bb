package burstein

import (
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// The brackets of 6.6 are paired "each within itself but for at most one
// floater to the next" (6.3). Since a player pairs only within his bracket
// or with the next one, and a floater does not float again, such a pairing
// of brackets 1..k is exactly: for each bracket whose players from the top
// through it are odd in number, one of its residents floats to the next
// (6.3); the floater a bracket received pairs with one of its residents;
// the rest of each bracket pairs within itself. (Counted as the weighted
// feasibility graph counts them: a perfect matching crosses the boundary
// after an odd count an odd number of times and after an even one an even
// number, so it crosses as few times as possible exactly when it crosses
// each odd boundary once and no other.)
//
// So whether the brackets can be paired is decided one bracket at a time,
// top down, carrying only the set of residents who may float from it (its
// link), and the set of players who may float into a bracket from above
// can be decided bottom up the same way; each step is one cardinality
// matching of one bracket, where the weighted graph of all the players
// above (or below) was solved before.
//
// A bracket k that receives a floater is its residents plus a vertex X
// for him, joined to each resident who may meet at least one of the
// players who may float from k-1 (which one floats matters to nobody
// else: he pairs with one resident and the brackets above are paired
// with any of them). With an even count from the top through k, the
// brackets through k can be paired exactly when this graph has a perfect
// matching; with an odd one, resident y may float from k exactly when the
// graph without y has one, which matching.Missable answers for all y at
// once (6.3; under paren66 also only a player mayFloat allows).

// link is one bracket of the chain top down: its residents are the
// table's players lo..hi-1.
type link struct {
	lo, hi int
	odd    bool  // an odd number of players from the top through it: it floats one
	ok     bool  // the brackets from the top through it can be paired
	out    []int // when odd and ok: the residents who may float from it
	open   bool  // out was computed for a following SG (mayFloat under paren66)
	valid  bool  // lo, hi, open and the link above are those it was computed with
}

// next computes the link of the residents lo..hi-1 below prev (nil for the
// first bracket); open says whether an SG follows them.
func (t *table) next(prev *link, lo, hi int, open bool) link {
	l := link{lo: lo, hi: hi, open: open, valid: true}
	in := prev != nil && prev.odd
	l.odd = (hi-lo)%2 == 1 != in
	if prev != nil && !prev.ok {
		return l
	}
	var from []int
	if in {
		from = prev.out
	}
	ok, may := t.bracketGraph(lo, hi, from, nil, l.odd)
	l.ok = ok
	if !ok || !l.odd {
		return l
	}
	floats := t.mayFloat(lo, hi, open)
	for u, m := range may {
		if m && (floats == nil || floats[u]) {
			l.out = append(l.out, lo+u)
		}
	}
	l.ok = len(l.out) > 0
	return l
}

// bracketGraph matches the residents lo..hi-1, with a vertex X for a
// floater from one of the players from (when from is not nil) and a vertex
// Y for a floater to one of the players to (when to is not nil; joined to
// the residents among to). With an even number of vertices it reports
// whether they have a perfect matching; with an odd one, whether the
// residents but one do, and for each resident (relative to lo) whether
// that one may be he: the graph without him has a perfect matching.
func (t *table) bracketGraph(lo, hi int, from, to []int, odd bool) (bool, []bool) {
	size := hi - lo
	x, y := -1, -1
	var xrow []uint64
	if from != nil {
		x, size = size, size+1
		xrow = make([]uint64, t.words)
		for _, f := range from {
			for w, bits := range t.row(f) {
				xrow[w] |= bits
			}
		}
	}
	var yset []bool
	if to != nil {
		y, size = size, size+1
		yset = make([]bool, hi-lo)
		for _, v := range to {
			yset[v-lo] = true
		}
	}
	mate, missable := matching.Missable(size, func(u, v int) bool {
		switch v {
		case x:
			return xrow[(lo+u)/64]&(1<<((lo+u)%64)) != 0
		case y:
			return u != x && yset[u]
		}
		return t.compatible(lo+u, lo+v)
	})
	exposed := 0
	for _, m := range mate {
		if m < 0 {
			exposed++
		}
	}
	if !odd {
		return exposed == 0, nil
	}
	return exposed == 1, missable[:hi-lo]
}

// mayFloat is the paren66 test switch on the residents lo..hi-1 (see the
// function of that name); nil, everyone, without it or when no SG follows.
func (t *table) mayFloat(lo, hi int, open bool) []bool {
	if !paren66 || !open {
		return nil
	}
	end := hi
	for end < len(t.players) && t.players[end].Group == t.players[hi].Group {
		end++
	}
	next := t.players[hi:end]
	out := make([]bool, hi-lo)
	for u, p := range t.players[lo:hi] {
		for _, q := range next {
			out[u] = out[u] || p.CanMeet(q.Player)
		}
	}
	return out
}

// feasibleChain is feasible(brackets, following) on the links: whether the
// brackets can be paired, the last floating one player to the SG that
// follows (open) when their count is odd. Links computed before are kept
// while their bracket, whether an SG follows it and the link above are
// unchanged (a link depends on nothing else).
func (t *table) feasibleChain(links []link, open bool) bool {
	if len(links) == 0 {
		return true // nobody to pair
	}
	redo := false
	for k := range links {
		l := &links[k]
		o := open || k < len(links)-1
		if redo || !l.valid || l.open != o {
			var prev *link
			if k > 0 {
				prev = &links[k-1]
			}
			*l = t.next(prev, l.lo, l.hi, o)
			redo = true
		}
	}
	last := links[len(links)-1]
	return last.ok && (!last.odd || open)
}

// floatable returns, for each bracket whose count from the top through it
// is odd, the residents who may float from it to the next with the
// brackets below still pairable (6.3, 6.6); bracket k is the table's
// players bounds[k]..bounds[k+1]-1. Bottom up: a player may float into
// bracket k+1 exactly when he may meet a resident z of it such that the
// rest of it, with its own floater (one of floatable[k+1]) when it floats
// one, pairs within itself; the brackets below k+1 can be paired on their
// own when k+1 floats nobody, because the whole round can.
func (t *table) floatable(bounds []int) [][]int {
	n := len(bounds) - 1
	out := make([][]int, n)
	for k := n - 2; k >= 0; k-- {
		if bounds[k+1]%2 == 0 {
			continue
		}
		lo, hi := bounds[k+1], bounds[k+2]
		var to []int
		if bounds[k+2]%2 == 1 {
			to = append([]int{}, out[k+1]...)
		}
		ok, may := t.bracketGraph(lo, hi, nil, to, true)
		if !ok {
			continue
		}
		floats := t.mayFloat(bounds[k], bounds[k+1], true)
		for y := bounds[k]; y < bounds[k+1]; y++ {
			if floats != nil && !floats[y-bounds[k]] {
				continue
			}
			for z := lo; z < hi; z++ {
				if may[z-lo] && t.compatible(y, z) {
					out[k] = append(out[k], y)
					break
				}
			}
		}
	}
	return out
}
