package burstein

import (
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// pairBrackets pairs the brackets top down. In each, with the floater it
// received, ordered by 3.2, it takes the first combination in the order of
// 6.2 and 6.4 among those that
//
//   - leave the rest of the round pairable in the brackets of 6.6 (a
//     combination is "valid" only if the SGs below can still be paired,
//     6.6), and then
//   - give the most players their due colours (6.5).
//
// The order of 6.2/6.4 is the order of the partners of the players from
// the top: the highest player's partner as low as possible ("1*6" before
// "1*5"), then the next unpaired player's, and so on, floating a player
// (F) being his last choice (6.4: "3*F" after "3*4", "1*F" last). So the
// combination is found player by player: the highest unpaired player gets
// the lowest partner with whom the two conditions above can still be met.
func (s *State) pairBrackets(brackets [][]*Player) []Bracket {
	var players []*Player
	var of []int
	for b, br := range brackets {
		for _, p := range br {
			players = append(players, p)
			of = append(of, b)
		}
	}
	n := len(players)
	idx := make(map[*Player]int, n)
	for i, p := range players {
		idx[p] = i
	}
	w := width(n)
	var l matching.Layout
	prio, colour, same, pair := l.Field(w), l.Field(w), l.Field(w), l.Field(w)
	g := matching.NewGraph(n, l.Bits())
	edge := func(i, j int, sameBracket, colours bool, priority int) {
		wt := matching.NewWeight(l.Bits())
		wt.Put(pair, 0, 1)
		if sameBracket {
			wt.Put(same, 0, 1)
		}
		if colours {
			wt.Put(colour, 0, 1)
		}
		wt.Put(prio, 0, uint64(priority))
		g.SetEdge(i, j, wt)
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if d := of[j] - of[i]; d <= 1 && Compatible(players[i], players[j]) {
				edge(i, j, d == 0, false, 0)
			}
		}
	}
	out := make([]Bracket, len(brackets))
	var in *Player
	for b, residents := range brackets {
		br := Bracket{Residents: residents, In: in}
		members := arrange(residents, in)
		br.Members = members
		// 6.5: the due colours count among the members; the floater
		// received is a member (6.3).
		for x, p := range members {
			for _, q := range members[x+1:] {
				i, j := idx[p], idx[q]
				if g.HasEdge(i, j) {
					edge(i, j, true, dueColoursFit(p, q), 0)
				}
			}
		}
		fixed := map[*Player]bool{}
		in = nil
		for x, p := range members {
			if fixed[p] {
				continue
			}
			i := idx[p]
			rank := 0
			for _, q := range members[x+1:] {
				if j := idx[q]; !fixed[q] && g.HasEdge(i, j) {
					rank++
					edge(i, j, true, dueColoursFit(p, q), rank)
				}
			}
			mate := g.Resolve()
			j := mate[i]
			if j < 0 || of[j] == b+1 && !contains(members, players[j]) {
				in = p // 6.3: he floats to the next SG
				br.Out = p
				continue
			}
			q := players[j]
			fixed[p], fixed[q] = true, true
			br.Pairs = append(br.Pairs, [2]*Player{p, q})
			g.RemoveVertex(i)
			g.RemoveVertex(j)
		}
		if in != nil { // the floater's partners are in the next bracket now
			for j := 0; j < n; j++ {
				if of[j] == b+1 && g.HasEdge(idx[in], j) {
					edge(idx[in], j, true, false, 0)
				}
			}
		}
		out[b] = br
	}
	return out
}

func contains(ps []*Player, x *Player) bool {
	for _, p := range ps {
		if p == x {
			return true
		}
	}
	return false
}

// arrange orders the members of a bracket by 3.2: its residents as they
// stand (by SG, then 3.2), then the floater received. Between players of
// different scores the comparison of Above need not be transitive, so the
// order is made the way an arbiter would write the list: each player in
// turn, from the top, goes just above the first player already listed whom
// he stands above, or at the bottom.
func arrange(residents []*Player, in *Player) []*Player {
	all := append([]*Player(nil), residents...)
	if in != nil {
		all = append(all, in)
	}
	out := make([]*Player, 0, len(all))
	for _, p := range all {
		at := len(out)
		for i, q := range out {
			if Above(p, q) {
				at = i
				break
			}
		}
		out = append(out, nil)
		copy(out[at+1:], out[at:])
		out[at] = p
	}
	return out
}
