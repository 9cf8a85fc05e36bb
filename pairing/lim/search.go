package lim

import (
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// arrangement is a score group ready for the exchanges of chapter 4: the
// floaters it received, in the order they are paired (3.6, 3.7), then its
// own players in the order of 2.4 (by pairing number when pairing
// downward; the other way round when pairing upwards, 4.1 b).
type arrangement struct {
	s       *State
	down    bool
	members []*Player // floaters first, then the others in order
	nFloat  int       // how many of members are floaters
	compat  [][]bool
	budget  int  // nodes left to the current search
	cut     bool // a search for fewer colour conflicts ran out of nodes
	// kept are the floaters whose opponent 3.8 gave, due the
	// alternate colour, with that opponent: the second scrutiny
	// leaves them (Reading 8).
	kept map[int]int
}

// searchBudget bounds the nodes of one search (Reading 19).
const searchBudget = 20000

func newArrangement(s *State, down bool, floaters, natives []*Player) *arrangement {
	a := &arrangement{s: s, down: down, nFloat: len(floaters)}
	a.members = append(append(a.members, floaters...), natives...)
	n := len(a.members)
	a.compat = make([][]bool, n)
	for i := range n {
		a.compat[i] = make([]bool, n)
		for j := range n {
			a.compat[i][j] = i != j && s.Compatible(a.members[i], a.members[j])
		}
	}
	return a
}

// picker is the next player scrutinised (4.1): the first floater not yet
// paired, else the highest numbered player not yet paired (the lowest
// numbered when pairing upwards); -1 when all are paired.
func (a *arrangement) picker(used []bool) int {
	for i := range a.members {
		if !used[i] {
			return i
		}
	}
	return -1
}

// candidates lists the opponents of the picker p in the order they are
// tried.
//
// Reading 7: the exchange tables of 4.2 and 4.3, flattened in the text
// into one line of 15 pairings each, are three rows (the boards) of five
// columns (the proposed pairing and four exchanges), read row by row:
// 4.2 is 1-4 2-5 3-6 | 1-5 2-4 3-6 | 1-6 2-4 3-5 | 1-3 2-5 4-6 |
// 1-2 3-5 4-6, and 4.3 (#1 already with #6, 1-4 and 1-5 having
// failed) is 1-6 2-4 3-5 | 1-6 2-5 3-4 | 1-6 2-3 4-5 | 1-3 2-6 4-5 |
// 1-2 3-5 4-6. Both are one order: the player scrutinised takes, in
// turn, the players of the bottom half from his proposed opponent
// downwards, then those of the top half from the nearest upwards; the
// players after him are paired again by 2.4; when none is compatible,
// the player scrutinised before him takes his next opponent (4.4: "must
// at the same time leave Player #1 with a compatible opponent"). That
// is a depth-first search in which the last choice changes first.
//
// Reading 8: a floater is paired first (3.6, 3.7) with "the highest
// numbered player available who is due the alternate colour" (3.8;
// pairing upwards the lowest numbered); after those, the other players of
// the group in the same order, then the floaters after him, those due the
// alternate colour first.
func (a *arrangement) candidates(p int, used []bool) []int {
	var out []int
	if p < a.nFloat {
		f := a.members[p]
		for _, part := range [][2]int{{a.nFloat, len(a.members)}, {p + 1, a.nFloat}} {
			for pass := range 2 {
				for i := part[0]; i < part[1]; i++ {
					if !used[i] && a.alternate(f, a.members[i]) == (pass == 0) {
						out = append(out, i)
					}
				}
			}
		}
		return out
	}
	rest := []int{p} // the unpaired players, the picker first
	for i := p + 1; i < len(a.members); i++ {
		if !used[i] {
			rest = append(rest, i)
		}
	}
	m := len(rest) / 2
	out = append(out, rest[max(m, 1):]...)
	for i := m - 1; i >= 1; i-- {
		out = append(out, rest[i])
	}
	return out
}

// alternate reports whether q is due the colour other than the
// floater f's (3.8); every player is when f is due none.
func (a *arrangement) alternate(f, q *Player) bool {
	return f.Due == trf.NoColour || q.Due == f.Due.Opposite()
}

// matchable reports whether the unpaired players can all be paired with
// compatible opponents, and the most pairs they can make.
func (a *arrangement) matchable(used []bool) (bool, int) {
	var idx []int
	for i, u := range used {
		if !u {
			idx = append(idx, i)
		}
	}
	mate := matching.MaxCardinality(len(idx), func(u, v int) bool { return a.compat[idx[u]][idx[v]] })
	pairs := 0
	for _, m := range mate {
		if m >= 0 {
			pairs++
		}
	}
	return pairs == len(idx), pairs / 2
}

// colourBound is the fewest pairs of the unpaired players in which both
// are due the same colour (5.2), whatever the compatibility.
func (a *arrangement) colourBound(used []bool) int {
	w, b, none := 0, 0, 0
	for i, u := range used {
		if u {
			continue
		}
		switch a.members[i].Due {
		case trf.White:
			w++
		case trf.Black:
			b++
		default:
			none++
		}
	}
	d := w - b
	if d < 0 {
		d = -d
	}
	return max(0, d-none) / 2
}

// pair searches the first complete pairing of the group in the order of
// chapter 4 with at most limit pairs in conflict of colours (5.2); it
// returns the pairs as indexes, or nil.
func (a *arrangement) pair(limit int) [][2]int {
	used := make([]bool, len(a.members))
	var pairs [][2]int
	var walk func(conflicts int) bool
	walk = func(conflicts int) bool {
		p := a.picker(used)
		if p < 0 {
			return true
		}
		if a.budget--; a.budget < 0 {
			return false
		}
		if ok, _ := a.matchable(used); !ok || conflicts+a.colourBound(used) > limit {
			return false
		}
		used[p] = true
		for _, q := range a.candidates(p, used) {
			if k, ok := a.kept[p]; !a.compat[p][q] || (ok && k != q) {
				continue
			}
			c := conflicts
			if conflict(a.members[p], a.members[q]) {
				c++
			}
			if c > limit {
				continue
			}
			used[q] = true
			pairs = append(pairs, [2]int{p, q})
			if walk(c) {
				return true
			}
			pairs = pairs[:len(pairs)-1]
			used[q] = false
		}
		used[p] = false
		return false
	}
	if walk(0) {
		return pairs
	}
	return nil
}

// conflicts counts the pairs in which both are due the same colour.
func (a *arrangement) conflicts(pairs [][2]int) int {
	n := 0
	for _, pq := range pairs {
		if conflict(a.members[pq[0]], a.members[pq[1]]) {
			n++
		}
	}
	return n
}

// failing is 4.4 for a group that cannot be paired completely: the player
// for whom no compatible opponent can be found while every player
// scrutinised before him keeps one ("#2 is floated"), with the pairs
// retained before him.
//
// Reading 18: the pairs retained are the first, in the order of chapter
// 4, that give compatible opponents to the most players scrutinised in
// turn; the player who fails is the next one scrutinised after them.
func (a *arrangement) failing() (int, [][2]int) {
	used := make([]bool, len(a.members))
	var pairs, best [][2]int
	bestDepth := -1
	a.budget = searchBudget
	var walk func()
	walk = func() {
		if len(pairs) > bestDepth {
			bestDepth, best = len(pairs), append([][2]int(nil), pairs...)
		}
		p := a.picker(used)
		if p < 0 || a.budget <= 0 {
			return
		}
		a.budget--
		if _, most := a.matchable(used); len(pairs)+most <= bestDepth {
			return
		}
		used[p] = true
		for _, q := range a.candidates(p, used) {
			if !a.compat[p][q] {
				continue
			}
			used[q] = true
			pairs = append(pairs, [2]int{p, q})
			walk()
			pairs = pairs[:len(pairs)-1]
			used[q] = false
		}
		used[p] = false
	}
	walk()
	done := make([]bool, len(a.members))
	for _, pq := range best {
		done[pq[0]], done[pq[1]] = true, true
	}
	return a.picker(done), best
}

// keep marks the floaters of the first scrutiny's pairing who have the
// opponent 3.8 names: "the floater is paired with the highest numbered
// player available who is due the alternate colour".
//
// Reading 8: 3.8 names the floater's opponent, so the second scrutiny
// (5.2, Reading 13) does not exchange him away to give other players
// their colours; a floater whom no player due the alternate colour could
// be given (his opponent is due his own colour) is exchanged as the
// others are.
func (a *arrangement) keep(first [][2]int) {
	a.kept = map[int]int{}
	for _, pq := range first {
		f, q := a.members[pq[0]], a.members[pq[1]]
		if pq[0] < a.nFloat && f.Due != trf.NoColour && a.alternate(f, q) {
			a.kept[pq[0]] = pq[1]
		}
	}
}

// solve pairs the group completely if it can (4.1-4.3, then 5.2): the
// first pairing in the order of chapter 4 with the fewest pairs in
// conflict of colours. ok is false when no complete pairing exists.
//
// Reading 13: the second scrutiny of 5.2 ("exchanges where necessary ...
// to give each player, if possible, the alternating colour and at the
// same time, the equalising colour") goes as far as the exchanges of
// chapter 4 go: among the complete compatible pairings, the fewest pairs
// whose players are due the same colour, and of those the first in the
// order of chapter 4. Since the top half can always be paired against the
// bottom half with as few conflicts as any pairing, an exchange within a
// half is taken only when compatibility leaves no better one.
func (a *arrangement) solve() (pairs [][2]int, ok bool) {
	if len(a.members) == 0 {
		return nil, true // an empty median group (Reading 5)
	}
	if len(a.members)%2 == 1 {
		return nil, false
	}
	if ok, _ := a.matchable(make([]bool, len(a.members))); !ok {
		return nil, false
	}
	// The matching prunes every branch that cannot be completed, so
	// the first search needs at most a node for each player and each
	// opponent he is offered.
	a.budget = searchBudget + len(a.members)*len(a.members)
	first := a.pair(len(a.members))
	if first == nil {
		return nil, false // past the budget (Reading 19)
	}
	c0 := a.conflicts(first)
	a.keep(first)
	defer func() { a.kept = nil }()
	for limit := a.colourBound(make([]bool, len(a.members))); limit < c0; limit++ {
		a.budget = searchBudget
		if p := a.pair(limit); p != nil {
			return p, true
		}
		a.cut = a.cut || a.budget < 0
	}
	return first, true
}
