package burstein

import (
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// The most due colours of 6.5 without a weighted matching. Above the
// priority of the player being placed, the weighted solver (solver) asks
// a pairing of the bracket's members, all but one floater F when their
// count is odd, with the most pairs that give both players their due
// colours (a pair with F counts none); each player from the top then gets
// the lowest partner some such best pairing gives him (or floats).
//
// The bound. A pair fails 6.5 only when both players are due the same
// colour. Among the members paired within the bracket, with w due White,
// b due Black and n due neither (an even number in all), at most b+n of
// those due White meet a player not due White, so at least w-b-n of them
// (when positive) meet each other: (w-b-n)/2 failing pairs at least; the
// same for Black (both cannot be positive). With F the floater's kind
// counts out, so the bound is the best over the kinds of the members who
// may float (regimeOf).
//
// The regime. When a pairing reaches the bound, the pairings that reach
// it are exactly the perfect matchings of a graph without weights: with
// no kind in excess (bound of no failing pair), the compatible pairs that
// give both due colours; with White in excess, the compatible pairs with
// a player due White, so that every member not due White meets one (then
// the failing pairs are exactly (w-b-n)/2, and a pairing with fewer
// players not due White meeting a player due White fails more); the same
// for Black; and F joined to the members of the kinds of floater that
// reach the bound. (Kinds of floater that reach the bound with different
// kinds in excess would need two graphs; the count excludes it, and doubt
// hands such a bracket to the weighted solver.)
//
// Placing. With the best pairing M of the live members reaching the
// bound, x-y is in some best pairing exactly when the members without x
// and y have a pairing with the best less what x-y gives (target): when
// their bound is below target, none; when it equals target, exactly when
// their regime has a perfect matching, which one augmenting search from M
// without x and y decides (matching.AugmentedRows, Edmonds: a matching
// without augmenting path is maximum). The partner M gives x needs no
// test (M without x-y is best for the rest). Their bound is never above
// target: taking out a pair that gives both due colours never lowers the
// count of failing pairs forced, and one that fails lowers it by one at
// most (by its own), while the pairs of the rest drop by one; so the
// bound, once reached at the start of a bracket, stays reached after each
// placement. When it is not reached at the start (players who met before
// stand in the way: 184 brackets of the whole corpus), or a step meets
// what this excludes, the rest of the bracket goes to the weighted
// solver, as before.

// weightedOnly is a test switch, never set outside tests (chain_test.go):
// every bracket is placed by the weighted solver.
var weightedOnly bool

// Due-colour kinds of a member.
const (
	dueNone int8 = iota
	dueWhite
	dueBlack
)

// regime is the unweighted graph whose perfect matchings are the best
// pairings of a set of members, as above.
type regime struct {
	bound  int     // the most pairs with both due colours
	excess int8    // dueWhite or dueBlack when too many are due it, else dueNone
	floats [3]bool // the kinds of floater that reach the bound
	ok     bool    // somebody may float, when one must
	doubt  bool    // the floaters that reach the bound disagree on the excess
}

// quick places a bracket's players by regimes; sv, when set, is the
// weighted solver that took over.
type quick struct {
	t         *table
	members   []*Player
	floatable []int
	m         int
	float     int // vertex F for the next SG, or -1
	kind      []int8
	canFloat  []bool
	words     int
	rows      []uint64 // compatible pairs of members, a row of bits each
	ofKind    [3][]uint64
	scratch   []uint64 // the rows of a regime's graph
	live      []bool   // members and F not yet placed
	mate      []int    // a perfect matching of the live regime
	best      int      // its pairs with both due colours: the regime's bound
	sv        *solver
}

func (t *table) newQuick(members []*Player, floatable []int) *quick {
	m := len(members)
	q := &quick{t: t, members: members, floatable: floatable, m: m, float: -1}
	n := m
	if m%2 == 1 {
		q.float, n = m, m+1
	}
	q.words = (n + 63) / 64
	q.kind, q.canFloat = make([]int8, m), make([]bool, n)
	q.rows, q.live = make([]uint64, m*q.words), make([]bool, n)
	q.scratch = make([]uint64, n*q.words)
	for k := range q.ofKind {
		q.ofKind[k] = make([]uint64, q.words)
	}
	pos := make([]int, m)
	at := make(map[int]int, m)
	for x, p := range members {
		pos[x] = t.pos[p]
		at[pos[x]] = x
		q.kind[x] = kindOf(p.Due)
		q.ofKind[q.kind[x]][x/64] |= 1 << (x % 64)
	}
	for x := range members {
		for y := x + 1; y < m; y++ {
			if t.compatible(pos[x], pos[y]) {
				q.rows[x*q.words+y/64] |= 1 << (y % 64)
				q.rows[y*q.words+x/64] |= 1 << (x % 64)
			}
		}
	}
	for _, f := range floatable {
		if q.float >= 0 {
			q.canFloat[at[f]] = true
		}
	}
	for v := range q.live {
		q.live[v] = true
	}
	r := q.regimeOf(q.live)
	if !r.ok || r.doubt || weightedOnly {
		q.takeOver()
		return q
	}
	q.mate = q.greedy(r)
	matching.AugmentedRows(n, q.words, q.regimeRows(r, q.live), q.mate)
	if !q.perfect(q.live, q.mate) {
		q.takeOver()
		return q
	}
	q.best = r.bound
	return q
}

func kindOf(c trf.Colour) int8 {
	switch c {
	case trf.White:
		return dueWhite
	case trf.Black:
		return dueBlack
	}
	return dueNone
}

// fit is dueColoursFit of members x and y.
func (q *quick) fit(x, y int) bool {
	return q.kind[x] == dueNone || q.kind[y] == dueNone || q.kind[x] != q.kind[y]
}

func (q *quick) compatible(x, y int) bool {
	return q.rows[x*q.words+y/64]&(1<<(y%64)) != 0
}

// forced is the fewest pairs failing 6.5 among c[k] players of each kind,
// an even number in all, and the kind in excess.
func forced(c [3]int) (int, int8) {
	if e := c[dueWhite] - c[dueBlack] - c[dueNone]; e > 0 {
		return e / 2, dueWhite
	}
	if e := c[dueBlack] - c[dueWhite] - c[dueNone]; e > 0 {
		return e / 2, dueBlack
	}
	return 0, dueNone
}

// regimeOf is the regime of the live members (and F, when live).
func (q *quick) regimeOf(live []bool) regime {
	var c [3]int
	var floaters [3]bool
	total := 0
	for x := 0; x < q.m; x++ {
		if live[x] {
			c[q.kind[x]]++
			total++
			floaters[q.kind[x]] = floaters[q.kind[x]] || q.canFloat[x]
		}
	}
	if q.float < 0 || !live[q.float] {
		lb, ex := forced(c)
		return regime{bound: total/2 - lb, excess: ex, ok: true}
	}
	r := regime{bound: -1}
	for k := range c {
		if !floaters[k] {
			continue
		}
		c[k]--
		lb, ex := forced(c)
		c[k]++
		switch b := (total-1)/2 - lb; {
		case b > r.bound:
			r = regime{bound: b, excess: ex, ok: true}
			r.floats[k] = true
		case b == r.bound:
			r.floats[k] = true
			r.doubt = r.doubt || ex != r.excess
		}
	}
	return r
}

// regimeRows is the regime's graph on the live vertices, a row of bits
// each (in q.scratch): a member may meet the live members he is
// compatible with, of any kind when no kind is in excess, but not one due
// the same colour as he is; when one kind is in excess, only members of
// that kind, unless he is of it; F when he may float and his kind of
// floater reaches the bound.
func (q *quick) regimeRows(r regime, live []bool) []uint64 {
	rows := q.scratch
	clear(rows)
	alive := make([]uint64, q.words)
	for x := 0; x < q.m; x++ {
		if live[x] {
			alive[x/64] |= 1 << (x % 64)
		}
	}
	f := q.float
	for x := 0; x < q.m; x++ {
		if !live[x] {
			continue
		}
		row, k := rows[x*q.words:(x+1)*q.words], q.kind[x]
		for w := range row {
			bits := q.rows[x*q.words+w] & alive[w]
			switch {
			case r.excess == dueNone && k != dueNone:
				bits &^= q.ofKind[k][w]
			case r.excess != dueNone && k != r.excess:
				bits &= q.ofKind[r.excess][w]
			}
			row[w] = bits
		}
		if f >= 0 && live[f] && q.canFloat[x] && r.floats[k] {
			row[f/64] |= 1 << (f % 64)
			rows[f*q.words+x/64] |= 1 << (x % 64)
		}
	}
	return rows
}

// greedy is a start for the matching: each member from the top with the
// lowest free member the regime allows, as 6.2 would pair them, or F.
func (q *quick) greedy(r regime) []int {
	rows := q.regimeRows(r, q.live)
	mate := make([]int, len(q.live))
	for v := range mate {
		mate[v] = -1
	}
	for x := 0; x < q.m; x++ {
		for y := len(mate) - 1; y > x && mate[x] < 0; y-- {
			if mate[y] < 0 && rows[x*q.words+y/64]&(1<<(y%64)) != 0 {
				mate[x], mate[y] = y, x
			}
		}
	}
	return mate
}

func (q *quick) perfect(live []bool, mate []int) bool {
	for v, l := range live {
		if l && mate[v] < 0 {
			return false
		}
	}
	return true
}

// place finds member x's partner (see solver.place) and takes both out;
// -1 when x floats. Candidates are tried from the lowest up: the partner
// the matching gives him needs no test (the matching without the pair is
// best for the rest), any other one the test of the regime without both.
// When no candidate below his partner passes, and his partner is F, he
// floats.
func (q *quick) place(x int) int {
	if q.sv == nil {
		y, ok := q.placeQuick(x)
		if ok {
			return y
		}
		q.takeOver()
	}
	y := q.sv.place(x)
	q.take(x, y)
	return y
}

func (q *quick) placeQuick(x int) (int, bool) {
	for y := q.m - 1; y > x; y-- {
		if !q.live[y] || !q.compatible(x, y) {
			continue
		}
		if q.mate[x] == y {
			q.take(x, y)
			return y, true
		}
		switch pass, sure := q.try(x, y); {
		case !sure:
			return 0, false
		case pass:
			return y, true
		}
	}
	if q.mate[x] != q.float || q.float < 0 {
		return 0, false // not reached: the matching pairs him below
	}
	q.take(x, -1)
	return -1, true
}

// try reports whether some best pairing of the live members pairs x with
// y (and makes its matching the current one); sure is false when the
// argument above does not decide.
func (q *quick) try(x, y int) (pass, sure bool) {
	target := q.best // what the rest must give: the best less the pair x-y
	if q.fit(x, y) {
		target--
	}
	live := append([]bool(nil), q.live...)
	live[x], live[y] = false, false
	r := q.regimeOf(live)
	switch {
	case !r.ok || r.bound < target:
		return false, true
	case r.doubt || r.bound > target:
		return false, false
	}
	mate := append([]int(nil), q.mate...)
	for _, v := range []int{x, y} {
		if u := mate[v]; u >= 0 {
			mate[u], mate[v] = -1, -1
		}
	}
	rows := q.regimeRows(r, live)
	for u, v := range mate {
		if v > u && rows[u*q.words+v/64]&(1<<(v%64)) == 0 {
			mate[u], mate[v] = -1, -1
		}
	}
	matching.AugmentedRows(len(live), q.words, rows, mate)
	if !q.perfect(live, mate) {
		return false, true
	}
	q.live, q.mate, q.best = live, mate, r.bound
	return true, true
}

// take places x with member y, or as the floater (y < 0), in the quick
// state (when it is kept) and the weighted solver (when it took over).
func (q *quick) take(x, y int) {
	if y < 0 {
		y = q.float
	}
	if q.sv != nil {
		q.sv.fixed[x], q.sv.fixed[y] = true, true
		q.sv.g.RemoveVertex(x)
		q.sv.g.RemoveVertex(y)
		return
	}
	if y < q.m && q.fit(x, y) {
		q.best--
	}
	if q.mate[x] == y {
		q.live[x], q.live[y] = false, false
		q.mate[x], q.mate[y] = -1, -1
	}
}

// takeOver hands the rest of the bracket to the weighted solver.
func (q *quick) takeOver() {
	q.sv = q.t.newSolver(q.members, q.floatable)
	for v, l := range q.live {
		if !l {
			q.sv.fixed[v] = true
			q.sv.g.RemoveVertex(v)
		}
	}
}
