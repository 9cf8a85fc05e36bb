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
	sv := newSolver(brackets)
	out := make([]Bracket, len(brackets))
	var in *Player
	for b, residents := range brackets {
		out[b] = sv.pairBracket(b, residents, in)
		in = out[b].Out
	}
	return out
}

// solver holds the graph of the players still to pair: an edge for each
// pair that may meet (3.1, 5.2, 5.3) within a bracket or between adjacent
// ones, weighted, most important first, by: a pair (everybody paired),
// within one bracket (one floater per odd bracket, 6.3), both due colours
// in the bracket being paired (6.5), and the priority of the partner of
// the player being placed (6.1).
type solver struct {
	players                  []*Player
	of                       []int // bracket of each player
	idx                      map[*Player]int
	g                        *matching.Graph
	layout                   matching.Layout
	prio, colour, same, pair matching.Field
}

func newSolver(brackets [][]*Player) *solver {
	sv := &solver{idx: map[*Player]int{}}
	for b, br := range brackets {
		for _, p := range br {
			sv.idx[p] = len(sv.players)
			sv.players = append(sv.players, p)
			sv.of = append(sv.of, b)
		}
	}
	n := len(sv.players)
	w := width(n)
	sv.prio, sv.colour, sv.same, sv.pair = sv.layout.Field(w), sv.layout.Field(w), sv.layout.Field(w), sv.layout.Field(w)
	sv.g = matching.NewGraph(n, sv.layout.Bits())
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if d := sv.of[j] - sv.of[i]; d <= 1 && Compatible(sv.players[i], sv.players[j]) {
				sv.edge(i, j, d == 0, false, 0)
			}
		}
	}
	return sv
}

func (sv *solver) edge(i, j int, sameBracket, colours bool, priority int) {
	wt := matching.NewWeight(sv.layout.Bits())
	wt.Put(sv.pair, 0, 1)
	if sameBracket {
		wt.Put(sv.same, 0, 1)
	}
	if colours {
		wt.Put(sv.colour, 0, 1)
	}
	wt.Put(sv.prio, 0, uint64(priority))
	sv.g.SetEdge(i, j, wt)
}

// pairBracket pairs bracket b, with the floater in it received, top down.
func (sv *solver) pairBracket(b int, residents []*Player, in *Player) Bracket {
	members := arrange(residents, in)
	br := Bracket{Residents: residents, In: in, Members: members}
	if in != nil { // the floater's partners are in this bracket now
		for _, q := range residents {
			if i, j := sv.idx[in], sv.idx[q]; sv.g.HasEdge(i, j) {
				sv.edge(i, j, true, false, 0)
			}
		}
	}
	// 6.5: the due colours count among the members.
	for x, p := range members {
		for _, q := range members[x+1:] {
			if i, j := sv.idx[p], sv.idx[q]; sv.g.HasEdge(i, j) {
				sv.edge(i, j, true, dueColoursFit(p, q), 0)
			}
		}
	}
	fixed := map[*Player]bool{}
	for x, p := range members {
		if fixed[p] {
			continue
		}
		q := sv.place(p, members[x+1:], fixed)
		if q == nil {
			br.Out = p // 6.3: he floats to the next SG
			continue
		}
		fixed[p], fixed[q] = true, true
		br.Pairs = append(br.Pairs, [2]*Player{p, q})
		sv.g.RemoveVertex(sv.idx[p])
		sv.g.RemoveVertex(sv.idx[q])
	}
	return br
}

// place finds p's partner among the members below him: the lowest one
// with whom the fields above the priority stay best; nil when p floats.
func (sv *solver) place(p *Player, below []*Player, fixed map[*Player]bool) *Player {
	i := sv.idx[p]
	rank := 0
	for _, q := range below {
		if j := sv.idx[q]; !fixed[q] && sv.g.HasEdge(i, j) {
			rank++
			sv.edge(i, j, true, dueColoursFit(p, q), rank)
		}
	}
	j := sv.g.Resolve()[i]
	if j < 0 || !contains(below, sv.players[j]) {
		return nil
	}
	return sv.players[j]
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
