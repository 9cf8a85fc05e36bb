package lim

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// column is one arrangement of the tables of 4.2 and 4.3: the pairs of
// the players scrutinised in turn (4.1), the proposed pairing of 2.4 for
// the players after the last exchange. fail is the board (the index of
// pairs) at which the scrutiny stops, -1 when it pairs every player; why
// says why in the text's words.
type column struct {
	pairs [][2]int
	fail  int
	why   string
}

// scrutiny is every column scrutinised in a group, in order, for the
// narration of explain --round.
type scrutiny struct {
	cols []column
	// more says the narration stopped counting at traceLimit columns.
	more bool
	// compatible is the index of the first column in which every pair
	// is compatible (2.1), -1 when none is; fewest the fewest pairs due
	// the same colour a compatible pairing allows (5.2, Reading 13).
	compatible, fewest int
}

// traceLimit bounds the columns the narration scrutinises in a group.
const traceLimit = 2000

// odometer walks the columns of chapter 4 in order: ch holds, for each
// player scrutinised in turn, the place among his candidates (Reading 7)
// of the opponent he is given; a player after the last exchange takes
// his first candidate, the proposed opponent of 2.4 (of 3.8 for a
// floater).
//
// A pair found incompatible is not offered again: the tables do not
// repeat it (4.3's fourth column is 1 v 3, 2 v 6, 4 v 5, not the proposed
// 2 v 5, 4 v 6, because 2 v 5 failed in its second).
type odometer struct {
	a     *arrangement
	ch    []int
	known map[[2]int]bool // the pairs found incompatible
}

// column builds the column of the current choices; false when every
// column has been scrutinised.
func (o *odometer) column() ([][2]int, bool) {
	n := len(o.a.members)
	for {
		used := make([]bool, n)
		var pairs [][2]int
		backed := false
		for j := 0; ; j++ {
			p := o.a.picker(used)
			if p < 0 {
				break
			}
			used[p] = true
			c := o.a.candidates(p, used)
			if j == len(o.ch) {
				o.ch = append(o.ch, 0)
			}
			for o.ch[j] < len(c) && o.known[[2]int{p, c[o.ch[j]]}] {
				o.ch[j]++
			}
			if o.ch[j] >= len(c) {
				// Every opponent of this player has failed: the
				// player scrutinised before him takes his next one
				// (4.3, 4.4).
				if j == 0 {
					return nil, false
				}
				o.ch = o.ch[:j]
				o.ch[j-1]++
				backed = true
				break
			}
			q := c[o.ch[j]]
			used[q] = true
			pairs = append(pairs, [2]int{p, q})
		}
		if !backed {
			o.ch = o.ch[:len(pairs)]
			return pairs, true
		}
	}
}

// next moves past a column that fails at board j.
func (o *odometer) next(j int) {
	o.ch = o.ch[:j+1]
	o.ch[j]++
}

// scrutinise is the board at which the column fails, with why; -1 when
// every pair is compatible and no more than limit pairs are due the same
// colour. With a limit (5.2's second scrutiny) a column also fails at the
// first pair after which the players left would make too many pairs due
// the same colour whatever their opponents, as the engine's search does
// (colourBound).
func (a *arrangement) scrutinise(pairs [][2]int, limit int) (int, string) {
	conflicts := 0
	used := make([]bool, len(a.members))
	for j, pq := range pairs {
		p, q := a.members[pq[0]], a.members[pq[1]]
		if !a.compat[pq[0]][pq[1]] {
			return j, a.s.incompatibility(p, q)
		}
		if k, ok := a.kept[pq[0]]; ok && k != pq[1] {
			return j, fmt.Sprintf("3.8 gave the floater %d the opponent %d, due the alternate colour, and the second scrutiny leaves him (Reading 8)", p.ID, a.members[k].ID)
		}
		used[pq[0]], used[pq[1]] = true, true
		if conflict(p, q) {
			if conflicts++; conflicts > limit {
				return j, fmt.Sprintf("%d and %d are both due %s: that makes %s due the same colour, and %d is the fewest possible (5.2)", p.ID, q.ID, colourName(p.Due), pairsCount(conflicts), limit)
			}
		}
		if least := conflicts + a.colourBound(used); least > limit {
			return j, fmt.Sprintf("with %d v %d at least %s would be due the same colour, and %d is the fewest possible (5.2)", p.ID, q.ID, pairsCount(least), limit)
		}
	}
	return -1, ""
}

// trace scrutinises the columns of the arrangement in the order of
// chapter 4 as the engine does (Readings 7 and 13): until the first in
// which every pair is compatible, then, when it has more pairs due the
// same colour than fewest, on until the first that has no more (5.2's
// second scrutiny). fewest < 0 when the group cannot be paired: every
// column is scrutinised.
func (a *arrangement) trace(fewest int) scrutiny {
	sc := scrutiny{compatible: -1, fewest: fewest}
	o := &odometer{a: a, known: map[[2]int]bool{}}
	limit := len(a.members)
	for {
		pairs, ok := o.column()
		if !ok {
			return sc
		}
		if len(sc.cols) == traceLimit {
			sc.more = true
			return sc
		}
		j, why := a.scrutinise(pairs, limit)
		if j < 0 && sc.compatible < 0 {
			sc.compatible = len(sc.cols)
			if fewest >= 0 && a.conflicts(pairs) > fewest {
				limit = fewest
				a.keep(pairs)
				defer func() { a.kept = nil }()
				j, why = a.scrutinise(pairs, limit)
			}
		}
		sc.cols = append(sc.cols, column{pairs: pairs, fail: j, why: why})
		if j < 0 {
			return sc
		}
		if pq := pairs[j]; !a.compat[pq[0]][pq[1]] {
			o.known[pq] = true
		}
		o.next(j)
	}
}

// incompatibility says why two players are not compatible (2.1): they
// have met (C.04.1 b), the file forbids the pair, or no colours keep 5.1
// a and b (C.04.1 f, g).
func (s *State) incompatibility(p, q *Player) string {
	if r, barred := p.Barring(q.Player); barred {
		if r == 0 {
			return fmt.Sprintf("the file forbids %d v %d (XXP)", p.ID, q.ID)
		}
		return fmt.Sprintf("%d and %d met in round %d (2.1, C.04.1 b)", p.ID, q.ID, r)
	}
	var bars []string
	for _, x := range []*Player{p, q} {
		for _, c := range []trf.Colour{trf.White, trf.Black} {
			if !x.Can(c) {
				bars = append(bars, fmt.Sprintf("%d may not have %s (%s)", x.ID, colourName(c), colourBar(x, c)))
			}
		}
	}
	return fmt.Sprintf("no colours for %d v %d keep 5.1 a and b (2.1): %s", p.ID, q.ID, strings.Join(bars, "; "))
}

// colourBar is the rule that denies a player the colour: 5.1 a (C.04.1
// g) or 5.1 b (C.04.1 f).
func colourBar(p *Player, c trf.Colour) string {
	if n := len(p.Colours); n >= 2 && p.Colours[n-1] == c && p.Colours[n-2] == c {
		return "the same colour in three successive rounds, 5.1 a, C.04.1 g"
	}
	return "three more of one colour than the other, 5.1 b, C.04.1 f"
}

// pairsWords writes the pairs of a column: "1 v 4, 2 v 5, 3 v 6".
func (a *arrangement) pairsWords(pairs [][2]int) string {
	var out []string
	for _, pq := range pairs {
		out = append(out, fmt.Sprintf("%d v %d", a.members[pq[0]].ID, a.members[pq[1]].ID))
	}
	return strings.Join(out, ", ")
}

// pairsCount writes "1 pair", "2 pairs".
func pairsCount(n int) string {
	if n == 1 {
		return "1 pair"
	}
	return fmt.Sprintf("%d pairs", n)
}
