package lim

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// Group is a score group as the engine pairs it.
type Group struct {
	Score  trf.Points
	Down   bool // paired downward (2.2)
	Median bool
	// Natives are the players of the score, by pairing number; In the
	// floaters it received, in the order they are paired (3.6, 3.7).
	Natives []*Player
	In      []*Floater
	// Out are the players it floated, in the order they were chosen.
	Out   []*Floater
	Pairs []Match
	// Cracked are the pairings 2.6 cracked to pair the median group.
	Cracked []Match

	// Cut says a search for fewer colour conflicts ran out of nodes
	// (Reading 19).
	Cut bool

	arr   *arrangement // the arrangement that paired it
	index [][2]int     // its pairs, as indexes of arr.members
	// tries are the arrangements scrutinised in turn, the last the one
	// that paired it, for the narration.
	tries []try
}

// try is one arrangement of a group scrutinised by chapter 4: paired
// (pairs), or not, and then the players 4.4 floated or the pairing 2.6
// cracked.
type try struct {
	arr     *arrangement
	pairs   [][2]int
	kept    [][2]int   // 4.4: the pairs retained (Reading 18)
	floated []*Floater // 4.4, 4.4 a, 4.4 b
	back    *Floater   // 4.4 a: the floater of 2.3 d brought back
	cracked *Match     // 2.6: the pairing cracked after it
}

// Floater is a player transferred to another score group (3.1), with the
// score of the group he left and the article that floated him.
type Floater struct {
	*Player
	From trf.Points
	Down bool   // to a lower score group
	Why  string // "2.3 a-c", "2.3 d", "4.4", "4.4 b", "2.6"
	// Note is what decided him among the others, in words, when Why
	// leaves a choice (2.3 d), or that he was alone in his group.
	Note string
}

// Match is two paired players with their board and the rule that gave
// the colours.
type Match struct {
	A, B  *Player
	Board pairing.Board
	Rule  ColourRule
}

// orderIn puts the floaters received in the order they are paired.
func (g *Group) orderIn() {
	sort.SliceStable(g.In, func(i, j int) bool { return g.floaterFirst(g.In[i], g.In[j]) })
}

// floaterFirst is the order in which the floaters of the group are paired.
//
// 3.6: "the floater with the highest score is paired first, or the
// floater with the highest pairing number, if scores are equal"; 3.7:
// from a lower group "the floater with the lowest score ... or the lowest
// pairing number"; 3.6.3 and 3.7.3: in the upper half and the median
// group the down-floaters first, in the lower half the up-floaters.
//
// Reading 1: "Player #1, the highest numbered player" (4.2): in this text
// a high number is a place near the top of the list, so "highest
// numbered" and "highest pairing number" are the smallest pairing number,
// "lowest numbered" the largest. So 3.6 (downward: the highest first) and
// 3.7 (upwards: the lowest first) are the same rule seen from each end,
// and 3.6.1 says the same as 3.6.
func (g *Group) floaterFirst(a, b *Floater) bool {
	if a.Down != b.Down {
		return a.Down == g.Down
	}
	if a.Down {
		if a.From != b.From {
			return a.From > b.From
		}
		return a.Number < b.Number
	}
	if a.From != b.From {
		return a.From < b.From
	}
	return a.Number > b.Number
}

// arrange is the group's arrangement for chapter 4 without the players
// left out.
func (g *Group) arrange(s *State, out map[*Player]bool) *arrangement {
	var fl, nat []*Player
	for _, f := range g.In {
		if !out[f.Player] {
			fl = append(fl, f.Player)
		}
	}
	for _, p := range g.Natives {
		if !out[p] {
			nat = append(nat, p)
		}
	}
	if !g.Down {
		slices.Reverse(nat)
	}
	return newArrangement(s, g.Down, fl, nat)
}

// pairAlone pairs a group that can float players to the next group in
// its direction (2.3, 3, 4); adjacent are the players of the next
// non-empty score group that way.
func (s *State) pairAlone(g *Group, adjacent []*Player) {
	g.orderIn()
	out := map[*Player]bool{}
	s.forcedFloaters(g, out)
	var even *Floater
	if s.remaining(g, out)%2 == 1 {
		even = s.evenFloater(g, out, adjacent)
		g.Out = append(g.Out, even)
		out[even.Player] = true
	}
	returned := false
	for {
		a := g.arrange(s, out)
		if len(a.members) == 0 {
			return
		}
		if pairs, ok := a.solve(); ok {
			g.Pairs = s.matches(a, pairs, g.Score)
			g.arr, g.index, g.Cut = a, pairs, a.cut
			g.tries = append(g.tries, try{arr: a, pairs: pairs})
			return
		}
		k, kept := a.failing()
		if k < 0 {
			k = len(a.members) - 1
		}
		s.float(g, out, a.members[k], "4.4")
		t := try{arr: a, kept: kept, floated: g.Out[len(g.Out)-1:]}
		switch {
		case even != nil && !returned:
			// 4.4 a: "#2 is exchanged with the floater".
			returned = true
			delete(out, even.Player)
			g.Out = slices.DeleteFunc(g.Out, func(f *Floater) bool { return f == even })
			t.back = even
		case s.remaining(g, out)%2 == 1:
			// 4.4 b: "the lowest numbered player remaining must be
			// floated in company with #2".
			//
			// Reading 18: "remaining" are the players not in the
			// pairings retained ("the original pairing of Player #1
			// with Player #6 is retained"): the last of the
			// arrangement among the others.
			s.float(g, out, a.members[lastFree(len(a.members), k, kept)], "4.4 b")
			t.floated = g.Out[len(g.Out)-2:]
		}
		g.tries = append(g.tries, t)
	}
}

// float transfers a player of the group to the next group.
func (s *State) float(g *Group, out map[*Player]bool, p *Player, why string) {
	out[p] = true
	g.Out = append(g.Out, &Floater{Player: p, From: g.from(p), Down: g.Down, Why: why})
}

// from is the score of the group a player of g came from: his own.
func (g *Group) from(p *Player) trf.Points {
	for _, f := range g.In {
		if f.Player == p {
			return f.From
		}
	}
	return g.Score
}

// remaining counts the players of the group not floated.
func (s *State) remaining(g *Group, out map[*Player]bool) int {
	return len(g.In) + len(g.Natives) - len(out)
}

// forcedFloaters is 2.3 a-c: "the player has already played all the
// players of his score-group", or has no compatible opponent there to
// give him a permissible colour: he has no compatible opponent (2.1) in
// the group. Reading 15: the group is the one being paired, with the
// floaters it received; a player left without one when another is
// floated is floated too.
func (s *State) forcedFloaters(g *Group, out map[*Player]bool) {
	for changed := true; changed; {
		changed = false
		a := g.arrange(s, out)
		for i, p := range a.members {
			if !slices.Contains(a.compat[i], true) {
				s.float(g, out, p, "2.3 a-c")
				g.Out[len(g.Out)-1].Note = noOpponent(p, a.members)
				changed = true
			}
		}
	}
}

// evenFloater chooses the player floated "to make even the number of
// players in the score-group" (2.3 d).
//
// Reading 4: the rules of section 3 apply in this order. First, the
// players whose leaving lets the rest of the group make the most
// pairings: 3.10 will not "decrease the number of pairings of that
// score-group", 3.9 minimises the floaters of every type, and a choice
// that leaves a player without an opponent only makes 4.4 float him as
// well (4.4 a: "#2 is exchanged with the floater"). Then 3.9, the types
// of floater (a received floater floating on without, then with, a
// compatible opponent in the adjacent group; one of the group's own
// without one; the rest are preferred in the reverse order). Then 3.10,
// not one who floated the round just before. Then 3.2, one of the colour
// that more players are due, "to equalise the number of players due
// different colours" (players due no colour count for neither). Last
// 3.3 and 3.2's own tie rule, the lowest numbered (pairing upwards 3.4,
// the highest numbered). 3.3's "has a compatible opponent in the lower
// score-group, after excluding the opponents of other floaters" is 3.9's
// type: he and the floaters already going there can all be given
// different compatible opponents there.
func (s *State) evenFloater(g *Group, out map[*Player]bool, adjacent []*Player) *Floater {
	a := g.arrange(s, out)
	type cand struct {
		p            *Player
		kind         int // 3.9: 0 = type a ... 3 = type d
		pairings     int
		last, colour bool
	}
	var fl []*Player // the floaters already going that way
	for _, f := range g.Out {
		fl = append(fl, f.Player)
	}
	w, b := 0, 0
	for _, p := range a.members {
		switch p.Due {
		case trf.White:
			w++
		case trf.Black:
			b++
		}
	}
	var cs []cand
	for i, p := range a.members {
		c := cand{p: p, last: p.FloatedLast}
		if s.opponentBeyond(p, fl, adjacent) {
			c.kind = 1
		}
		if i >= a.nFloat {
			c.kind += 2
		}
		used := make([]bool, len(a.members))
		used[i] = true
		_, c.pairings = a.matchable(used)
		c.colour = (w > b && p.Due == trf.White) || (b > w && p.Due == trf.Black)
		cs = append(cs, c)
	}
	var steps []string
	keep := func(rule string, drop func(c cand) bool) {
		if kept := slices.DeleteFunc(slices.Clone(cs), drop); len(kept) > 0 && len(kept) < len(cs) {
			cs = kept
			steps = append(steps, rule+" "+idsOf(cs, func(c cand) *Player { return c.p }))
		}
	}
	most, best := 0, 0
	for _, c := range cs {
		most = max(most, c.pairings)
	}
	keep("the rest of the group can be paired without (Reading 4):", func(c cand) bool { return c.pairings < most })
	for _, c := range cs {
		best = max(best, c.kind)
	}
	keep("3.9, the least disadvantaged type of floater:", func(c cand) bool { return c.kind != best })
	keep("3.10, not floated the round before:", func(c cand) bool { return c.last })
	keep("3.2, due the colour more players are due:", func(c cand) bool { return !c.colour })
	// The last in the arrangement is the lowest numbered of the group's
	// own players (the highest numbered pairing upwards).
	pick := cs[len(cs)-1]
	if len(cs) > 1 {
		last := "3.3, the lowest numbered: "
		if !g.Down {
			last = "3.4, the highest numbered: "
		}
		steps = append(steps, last+strconv.Itoa(pick.p.ID))
	}
	note := strings.Join(steps, "; ")
	return &Floater{Player: pick.p, From: g.from(pick.p), Down: g.Down, Why: "2.3 d", Note: note}
}

// idsOf writes the IDs of a list: "3, 5 and 8".
func idsOf[T any](xs []T, p func(T) *Player) string {
	var out []string
	for _, x := range xs {
		out = append(out, strconv.Itoa(p(x).ID))
	}
	if len(out) < 2 {
		return strings.Join(out, "")
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}

// opponentBeyond reports whether p has a compatible opponent in the
// adjacent group after the opponents of the floaters already going there
// (3.3, 3.4, 3.9): whether they and he can all be given different
// compatible opponents there.
func (s *State) opponentBeyond(p *Player, before, adjacent []*Player) bool {
	fl := append(slices.Clone(before), p)
	n := len(fl) + len(adjacent)
	mate := matching.MaxCardinality(n, func(u, v int) bool {
		if u >= len(fl) || v < len(fl) {
			return false
		}
		return s.Compatible(fl[u], adjacent[v-len(fl)])
	})
	return !slices.Contains(mate[:len(fl)], -1)
}

// matches gives the pairs of an arrangement their colours (chapter 5, in
// round one 7.2).
func (s *State) matches(a *arrangement, pairs [][2]int, score trf.Points) []Match {
	var out []Match
	for _, pq := range pairs {
		p, q := a.members[pq[0]], a.members[pq[1]]
		m := Match{A: p, B: q}
		if s.Round == 1 {
			m.Board, m.Rule = s.firstRoundColours(p, q)
		} else {
			m.Board, m.Rule = s.Colours(p, q, score)
		}
		out = append(out, m)
	}
	return out
}

// lastFree is the last index of the arrangement that is not k and not in
// the pairs kept; k's own when there is none.
func lastFree(n, k int, kept [][2]int) int {
	taken := map[int]bool{k: true}
	for _, pq := range kept {
		taken[pq[0]], taken[pq[1]] = true, true
	}
	for i := n - 1; i >= 0; i-- {
		if !taken[i] {
			return i
		}
	}
	return k
}

// noOpponent says which of 2.3 a-c floats a player without a compatible
// opponent among the others.
func noOpponent(p *Player, group []*Player) string {
	var met, colours []*Player
	for _, q := range group {
		switch {
		case q == p:
		case !p.CanMeet(q.Player):
			met = append(met, q)
		default:
			colours = append(colours, q)
		}
	}
	switch {
	case len(met)+len(colours) == 0:
		return "he is alone in the group"
	case len(colours) == 0:
		return "he has already played all the players there, " + idsOf(met, self) + " (2.3 a)"
	}
	return "no colours for him against " + idsOf(colours, self) + " keep 5.1 a and b (2.3 b, c)" + metToo(met)
}

func self(p *Player) *Player { return p }

func metToo(met []*Player) string {
	if len(met) == 0 {
		return ""
	}
	return ", and he has played " + idsOf(met, self)
}
