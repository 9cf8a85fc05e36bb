package dubov_test

// A literal reference of 6.2-6.4 and chapter 8 of C.04.4.1 (1997), written
// from the text and the readings of docs/dubov.md apart from the engine:
// it shares nothing with package dubov but the state of pairing
// (ratings, colours, games, names). Where the engine searches with a
// matcher, pruning and budgets, the reference enumerates: the rows of 6.3
// in the text's order without pruning, every pairing of the group for
// Reading 13, every set of floaters for 6.4. It is slow, and meant for
// groups of at most refLimit players.

import (
	"cmp"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// refLimit is the largest group the reference pairs.
const refLimit = 12

// rp is a player with the terms of the text, computed here.
type rp struct {
	*pairing.Player
	aroSum, aroN int64      // 1.2, from the games played (Reading 1)
	due          trf.Colour // 1.3, 1.4 (Reading 2)
	canW, canB   bool       // C.04.1 f, g (Reading 3)
	wasFloater   bool       // 6.4, read from the record (Reading 4)
}

// refPlayers computes every player's terms from the state.
func refPlayers(ps *pairing.State) map[int]*rp {
	out := map[int]*rp{}
	before := map[int][]trf.Points{}
	for _, p := range ps.Players {
		var sum trf.Points
		for _, h := range p.History {
			before[p.ID] = append(before[p.ID], sum)
			sum += ps.Scoring.GamePoints(h.Game)
		}
	}
	for _, p := range ps.Players {
		r := &rp{Player: p}
		w, b := 0, 0
		for _, c := range p.Colours {
			if c == trf.White {
				w++
			} else {
				b++
			}
		}
		switch {
		case b > w:
			r.due = trf.White
		case w > b:
			r.due = trf.Black
		case len(p.Colours) > 0 && p.Colours[len(p.Colours)-1] == trf.White:
			r.due = trf.Black
		case len(p.Colours) > 0:
			r.due = trf.White
		}
		n := len(p.Colours)
		third := func(c trf.Colour) bool { return n >= 2 && p.Colours[n-1] == c && p.Colours[n-2] == c }
		r.canW = w+1-b <= 2 && w+1-b >= -2 && !third(trf.White)
		r.canB = w-b-1 <= 2 && w-b-1 >= -2 && !third(trf.Black)
		for k, h := range p.History {
			o := ps.Player(h.Game.Opponent)
			if h.Game.Opponent == 0 || o == nil {
				continue
			}
			if h.Game.Played() {
				r.aroSum += int64(o.Rating)
				r.aroN++
			}
			if before[o.ID][k] < before[p.ID][k] {
				r.wasFloater = true
			}
		}
		out[p.ID] = r
	}
	return out
}

// should is the colour the player should play (Reading 6).
func (r *rp) should() trf.Colour {
	if r.due == trf.White && !r.canW && r.canB {
		return trf.Black
	}
	if r.due == trf.Black && !r.canB && r.canW {
		return trf.White
	}
	return r.due
}

func (r *rp) can(c trf.Colour) bool { return (c == trf.White && r.canW) || (c == trf.Black && r.canB) }

// aroCmp compares two AROs as fractions; no game counts as 0.
func aroCmp(a, b *rp) int {
	return cmp.Compare(a.aroSum*max(b.aroN, 1), b.aroSum*max(a.aroN, 1))
}

// mayMeet: not met, not forbidden, colours f and g allow (Reading 22).
func mayMeet(a, b *rp) bool {
	if a.ID == b.ID {
		return false
	}
	if _, met := a.Barring(b.Player); met {
		return false
	}
	return (a.canW && b.canB) || (a.canB && b.canW)
}

func byName(a, b *rp) int {
	if c := strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)); c != 0 {
		return c
	}
	return cmp.Compare(a.Number, b.Number)
}

// whiteCmp is 6.2's order of the Whites: increasing ARO, the lower R,
// alphabetically (Reading 25).
func whiteCmp(a, b *rp) int {
	if c := aroCmp(a, b); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Rating, b.Rating); c != 0 {
		return c
	}
	return byName(a, b)
}

// blackCmp is 6.2's order of the Blacks: decreasing R, the higher ARO,
// alphabetically.
func blackCmp(a, b *rp) int {
	if c := cmp.Compare(b.Rating, a.Rating); c != 0 {
		return c
	}
	if c := aroCmp(b, a); c != 0 {
		return c
	}
	return byName(a, b)
}

// refColumns is 6.2 with Reading 10 and 7.3/7.4 with 2.2 (Reading 18).
func refColumns(members []*rp) (white, black []*rp) {
	var none []*rp
	for _, m := range members {
		switch m.should() {
		case trf.White:
			white = append(white, m)
		case trf.Black:
			black = append(black, m)
		default:
			none = append(none, m)
		}
	}
	slices.SortStableFunc(none, blackCmp)
	k := min(max(len(members)/2-len(black), 0), len(none))
	black, white = append(black, none[:k]...), append(white, none[k:]...)
	if len(members)%2 == 0 && len(white) != len(black) {
		from, to, c := &white, &black, trf.Black
		order := func(a, b *rp) int { // 7.3: lowest ARO, higher R, name
			if x := aroCmp(a, b); x != 0 {
				return x
			}
			if x := cmp.Compare(b.Rating, a.Rating); x != 0 {
				return x
			}
			return byName(a, b)
		}
		if len(black) > len(white) { // 7.4: highest ARO, lower R, name
			from, to, c = &black, &white, trf.White
			order = func(a, b *rp) int {
				if x := aroCmp(b, a); x != 0 {
					return x
				}
				if x := cmp.Compare(a.Rating, b.Rating); x != 0 {
					return x
				}
				return byName(a, b)
			}
		}
		n := (len(*from) - len(*to)) / 2
		var movers []*rp
		for _, p := range *from {
			if p.can(c) {
				movers = append(movers, p)
			}
		}
		slices.SortStableFunc(movers, order)
		for _, m := range movers[:min(n, len(movers))] {
			*from = slices.DeleteFunc(*from, func(p *rp) bool { return p == m })
			*to = append(*to, m)
		}
	}
	slices.SortStableFunc(white, whiteCmp)
	slices.SortStableFunc(black, blackCmp)
	return white, black
}

// refGroup is the reference's pairing of a group's columns.
type refGroup struct {
	white, black []*rp
	floaters     []*rp
	boards       []pairing.Board
	how          string // "6.3" or "any" (Reading 13)
}

// refPair pairs a group of members (6.2-6.4); lower is the next lower
// score group (for 6.4's "can be paired in the lower score group").
func refPair(members, lower []*rp) refGroup {
	var g refGroup
	g.white, g.black = refColumns(members)
	white, black := g.white, g.black
	if !perfect(members) {
		g.floaters = refFloaters(append(slices.Clone(white), black...), lower)
		out := func(p *rp) bool { return slices.Contains(g.floaters, p) }
		white = slices.DeleteFunc(slices.Clone(white), out)
		black = slices.DeleteFunc(slices.Clone(black), out)
	}
	pairs, how := refRows(white, black)
	g.how = how
	for _, pr := range pairs {
		g.boards = append(g.boards, refBoard(pr, white, black))
	}
	return g
}

// refBoard gives a pair its colours: the columns' for a White and a Black
// of them (Reading 11), else article 3.
func refBoard(pr [2]*rp, white, black []*rp) pairing.Board {
	a, b := pr[0], pr[1]
	if slices.Contains(white, a) && slices.Contains(black, b) {
		return pairing.Board{White: a.ID, Black: b.ID}
	}
	if slices.Contains(black, a) && slices.Contains(white, b) {
		return pairing.Board{White: b.ID, Black: a.ID}
	}
	if refArticle3(a, b) {
		return pairing.Board{White: a.ID, Black: b.ID}
	}
	return pairing.Board{White: b.ID, Black: a.ID}
}

// refArticle3 reports whether a gets White by article 3 (Readings 7-9).
func refArticle3(a, b *rp) bool {
	white := func() bool {
		if a.due != trf.NoColour && a.due != b.due {
			return a.due == trf.White
		}
		if a.due == trf.NoColour && b.due != trf.NoColour {
			return b.due == trf.Black
		}
		if a.due != trf.NoColour {
			da, db := absDiff(a), absDiff(b)
			if da != db {
				return (da > db) == (a.due == trf.White)
			}
		}
		for i, j := len(a.Colours)-1, len(b.Colours)-1; i >= 0 && j >= 0; i, j = i-1, j-1 {
			if a.Colours[i] != b.Colours[j] {
				return b.Colours[j] == trf.White
			}
		}
		if c := aroCmp(a, b); c != 0 {
			return c > 0
		}
		if a.Rating != b.Rating {
			return a.Rating < b.Rating
		}
		return a.Number > b.Number
	}()
	if white && (!a.canW || !b.canB) || !white && (!a.canB || !b.canW) {
		return !white
	}
	return white
}

func absDiff(p *rp) int {
	d := 0
	for _, c := range p.Colours {
		if c == trf.White {
			d++
		} else {
			d--
		}
	}
	return max(d, -d)
}
