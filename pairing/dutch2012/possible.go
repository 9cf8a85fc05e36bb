package dutch2012

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// problem asks whether some players can be paired under a requirement
// level: exactly pairs pairs, every pair allowed by edge, every player who
// must be paired paired and every other one allowed by float to be left
// unpaired, the costs of the pairs and the players left unpaired within
// caps. The engine asks it to skip what the rules' sequence would try in
// vain: it never changes which candidate comes first, only how fast it is
// found.
type problem struct {
	n     int
	edge  func(u, v int) (bool, costs) // u < v
	float func(u int) (bool, costs)    // u may be left unpaired, at this cost
	must  func(u int) bool
	pairs int
	caps  costs
	zero  [kinds]bool // the caps of 0 that every matching keeps (possible)
}

// possible reports whether the problem may have a solution. It is exact
// for each counted requirement alone (a maximum-weight matching with a
// dummy vertex for each player left unpaired); with several it checks each
// one, a necessary condition. The requirements that may not be broken at
// all (a cap of 0) are kept in every matching, by leaving out the pairs
// and floaters that break them: any solution keeps them all at once, so
// the test stays a necessary condition, and the zero caps need no
// matching of their own.
func (p *problem) possible() bool {
	d := p.n - 2*p.pairs
	if d < 0 {
		return false
	}
	var used [kinds]bool
	for u := 0; u < p.n; u++ {
		if ok, c := p.float(u); ok {
			for k, v := range c {
				used[k] = used[k] || v > 0
			}
		}
		for v := u + 1; v < p.n; v++ {
			if ok, c := p.edge(u, v); ok {
				for k, x := range c {
					used[k] = used[k] || x > 0
				}
			}
		}
	}
	for k := range kinds {
		p.zero[k] = used[k] && p.caps[k] == 0
	}
	solved := false
	for k := range kinds {
		if p.caps[k] <= 0 || !used[k] {
			continue
		}
		if !p.solve(d, k) {
			return false
		}
		solved = true
	}
	return solved || p.solve(d, -1)
}

// allowed reports whether costs keep the requirements possible holds at
// zero.
func (p *problem) allowed(c costs) bool {
	for k, z := range p.zero {
		if z && c[k] > 0 {
			return false
		}
	}
	return true
}

// solve runs the matching with the costs of one kind (none for -1).
func (p *problem) solve(d, kind int) bool {
	cost := p.least(d, kind)
	return cost >= 0 && (kind < 0 || cost <= p.caps[kind])
}

// least is the least cost of one kind (0 for -1) of a solution, caps
// aside; -1 when there is none.
func (p *problem) least(d, kind int) int {
	n := p.n + d
	const costBits = 32 // B3factors in hundredths: below 2^32 for any bracket
	bits := costBits + 2
	g := matching.NewGraph(n, bits)
	base := uint64(1) << costBits
	w := matching.NewWeight(bits)
	of := func(c costs) int {
		if kind < 0 {
			return 0
		}
		return c[kind]
	}
	set := func(u, v int, cost int) {
		w[0] = base - uint64(cost)
		g.SetEdge(u, v, w)
	}
	for u := 0; u < p.n; u++ {
		for v := u + 1; v < p.n; v++ {
			if ok, c := p.edge(u, v); ok && p.allowed(c) {
				set(u, v, of(c))
			}
		}
		if ok, c := p.float(u); ok && !p.must(u) && p.allowed(c) {
			for k := p.n; k < n; k++ {
				set(u, k, of(c))
			}
		}
	}
	mate := g.MaxWeightMatching()
	g.Release() // the next problem takes its arrays
	cost := 0
	for u := 0; u < p.n; u++ {
		v := mate[u]
		switch {
		case v < 0:
			return -1
		case v >= p.n:
			_, c := p.float(u)
			cost += of(c)
		case v > u:
			_, c := p.edge(u, v)
			cost += of(c)
		}
	}
	for k := p.n; k < n; k++ {
		if mate[k] < 0 {
			return -1
		}
	}
	return cost
}

// completes reports whether the players hs of a bracket, under the pairs
// problem pr allows among them, can be paired with p pairs among
// themselves while those left unpaired and the rest of the round (below
// the bracket) can all be paired under the absolute criteria, one player
// getting the bye in an odd round (C.13). It tests that a perfect matching
// of them all exists whose number of pairs inside the bracket can be as
// low and as high as p: a necessary condition.
func (b *bracket) completes(hs []int, pr *problem, p int) bool {
	inner, outer := len(hs), len(b.rest)
	n := inner + outer
	bye := -1
	if b.odd {
		bye = n
		n++
	}
	const costBits = 14
	bits := costBits + 2
	base := uint64(1) << costBits
	floats := func(u int) bool {
		ok, _ := pr.float(u)
		return ok && !pr.must(u)
	}
	solve := func(innerBonus uint64) int {
		g := matching.NewGraph(n, bits)
		w := matching.NewWeight(bits)
		set := func(u, v int, bonus uint64) {
			w[0] = base + bonus
			g.SetEdge(u, v, w)
		}
		player := func(u int) *dutch.Player {
			if u < inner {
				return b.ps[hs[u]]
			}
			return b.rest[u-inner]
		}
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				switch {
				case v == bye:
					if (u >= inner || floats(u)) && player(u).CanGetBye() {
						set(u, v, 1)
					}
				case v < inner:
					// Two players of the bracket meet in it (counted), or
					// both move down and meet below (not counted).
					ok, _ := pr.edge(u, v)
					below := floats(u) && floats(v) && dutch.Compatible(player(u), player(v))
					switch {
					case ok && (innerBonus > 0 || !below):
						set(u, v, innerBonus)
					case below:
						set(u, v, 1)
					}
				case u < inner:
					if floats(u) && dutch.Compatible(player(u), player(v)) {
						set(u, v, 1)
					}
				default:
					if dutch.Compatible(player(u), player(v)) {
						set(u, v, 1)
					}
				}
			}
		}
		mate := g.MaxWeightMatching()
		count := 0
		for u := 0; u < n; u++ {
			if mate[u] < 0 {
				return -1
			}
			if v := mate[u]; u < inner && v > u && v < inner {
				if ok, _ := pr.edge(u, v); ok && (innerBonus > 0 || !(floats(u) && floats(v) && dutch.Compatible(player(u), player(v)))) {
					count++
				}
			}
		}
		return count
	}
	most := solve(2)
	if most < p {
		return false
	}
	return solve(0) <= p
}

// leastB3 is the least B3factor of a pairing of the whole bracket under
// the absolute criteria (D.4), every player paired but the one who gets
// the bye in an odd bracket, two MDPs of the same score kept apart when
// apartMDPs holds (reading 16 of docs/dutch2012.md); -1 when there is none.
func (b *bracket) leastB3(apartMDPs bool) int {
	n := len(b.ps)
	bye := -1
	if n%2 == 1 {
		bye = n
		n++
	}
	low := b.ps[0].PairingScore
	for _, p := range b.ps {
		low = min(low, p.PairingScore)
	}
	const bits = 40
	base := uint64(1) << 32
	g := matching.NewGraph(n, bits)
	w := matching.NewWeight(bits)
	cost := func(u, v int) int {
		if v == bye {
			d := int(b.ps[u].PairingScore - (low - 10))
			return d * d
		}
		d := int(b.ps[u].PairingScore - b.ps[v].PairingScore)
		return d * d
	}
	for u := 0; u < len(b.ps); u++ {
		for v := u + 1; v < n; v++ {
			ok := v == bye && b.ps[u].CanGetBye() || v != bye && dutch.Compatible(b.ps[u], b.ps[v]) && !(apartMDPs && u < b.m0 && v < b.m0 && b.ps[u].PairingScore == b.ps[v].PairingScore)
			if ok {
				w[0] = base - uint64(cost(u, v))
				g.SetEdge(u, v, w)
			}
		}
	}
	mate := g.MaxWeightMatching()
	total := 0
	for u := 0; u < len(b.ps); u++ {
		if mate[u] < 0 {
			return -1
		}
		if mate[u] > u {
			total += cost(u, mate[u])
		}
	}
	return total
}

// lowestFloaters is the least list of the scores of the players that p
// pairs of the bracket leave unpaired, highest first, compared
// lexicographically (B.3: the players moved down should have the lowest
// scores possible), under B.1 and B.2 (between top scorers B.1 alone);
// nil when no p pairs exist.
func (b *bracket) lowestFloaters(p int) []int {
	out, _ := b.floatersAt(p)
	return out
}

// floatersAt is lowestFloaters, and whether p pairs exist (the list of a
// pairing of every player is empty).
func (b *bracket) floatersAt(p int) ([]int, bool) {
	d := len(b.ps) - 2*p
	if d < 0 {
		return nil, false
	}
	var levels []int // distinct scores, lowest first
	for i := len(b.ps) - 1; i >= 0; i-- {
		if s := int(b.ps[i].PairingScore); len(levels) == 0 || levels[len(levels)-1] != s {
			levels = append(levels, s)
		}
	}
	n := len(b.ps) + d
	const width = 9 // room for 2*256 players of one score
	bits := width*(len(levels)+1) + 1
	g := matching.NewGraph(n, bits)
	scoreLevel := func(u int) int {
		for i, s := range levels {
			if s == int(b.ps[u].PairingScore) {
				return i
			}
		}
		return 0
	}
	defer func(m map[int]bool) { b.mayFloat = m }(b.mayFloat)
	b.mayFloat = nil // B.3 judges every player, C.12's pruning aside
	lv := &level0
	if slices.ContainsFunc(b.ps, func(p *dutch.Player) bool { return p.Topscorer }) {
		// B.2's note: "If it is helpful to reduce the number of floaters or
		// the score of a floater when pairing top scorers B2 may be
		// ignored" (b00083 R9 of the JaVaFo 1.4 campaign: 7 (8.0) and 14
		// (6.0), both absolute black, meet so that 4 (7.0) moves down, not
		// 7). The levels with B.2 come first; only those without it reach
		// floaters that need it ignored.
		lv = &level{}
	}
	for u := range b.ps {
		for v := u + 1; v < len(b.ps); v++ {
			if ok, _ := b.pairOK(lv, u, v); ok {
				w := matching.NewWeight(bits)
				w.Put(matching.Field{Shift: width * len(levels), Width: width + 1}, 0, 1)
				w.Put(matching.Field{Shift: width * scoreLevel(u), Width: width}, 0, 1)
				w.Put(matching.Field{Shift: width * scoreLevel(v), Width: width}, 0, 1)
				g.SetEdge(u, v, w)
			}
		}
		if ok, _ := b.floatCost(u); ok {
			w := matching.NewWeight(bits)
			w.Put(matching.Field{Shift: width * len(levels), Width: width + 1}, 0, 1)
			for k := len(b.ps); k < n; k++ {
				g.SetEdge(u, k, w)
			}
		}
	}
	mate := g.MaxWeightMatching()
	var out []int
	for u := range n {
		if mate[u] < 0 {
			return nil, false
		}
		if u < len(b.ps) && mate[u] >= len(b.ps) {
			out = append(out, int(b.ps[u].PairingScore))
		}
	}
	return out, true
}

var level0 = level{b2: true}
