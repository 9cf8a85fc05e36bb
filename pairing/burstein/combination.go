package burstein

import (
	"fmt"

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
//
// Below the priority, a hint that costs nothing in exactness: the square
// of the distance between the two members in the bracket's order. It
// leans the matching towards the combination 6.2 takes first when nothing
// stands in the way (the highest with the lowest, and so on inwards), so
// that the last solution often already gives the player being placed his
// lowest partner, and place need not solve again.
type solver struct {
	players                        []*Player
	of                             []int // bracket of each player
	idx                            map[*Player]int
	g                              *matching.Graph
	layout                         matching.Layout
	hint, prio, colour, same, pair matching.Field
	mate                           []int // the last solution of g
	stale                          bool  // g's weights changed above the priority since mate
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
	floats := mayFloat(brackets, nil)
	w := width(n)
	sv.hint = sv.layout.Field(width(n * n * n))
	sv.prio, sv.colour, sv.same, sv.pair = sv.layout.Field(w), sv.layout.Field(w), sv.layout.Field(w), sv.layout.Field(w)
	sv.stale = true
	sv.g = matching.NewGraph(n, sv.layout.Bits())
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if d := sv.of[j] - sv.of[i]; (d == 0 || d == 1 && (floats == nil || floats[i])) && Compatible(sv.players[i], sv.players[j]) {
				sv.edge(i, j, d == 0, false, 0, 0)
			}
		}
	}
	return sv
}

func (sv *solver) edge(i, j int, sameBracket, colours bool, priority, hint int) {
	wt := matching.NewWeight(sv.layout.Bits())
	wt.Put(sv.hint, 0, uint64(hint))
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
				sv.edge(i, j, true, false, 0, 0)
			}
		}
	}
	// 6.5: the due colours count among the members.
	for x, p := range members {
		for y, q := range members[x+1:] {
			if i, j := sv.idx[p], sv.idx[q]; sv.g.HasEdge(i, j) {
				sv.edge(i, j, true, dueColoursFit(p, q), 0, (y+1)*(y+1))
			}
		}
	}
	sv.stale = true
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
//
// When the last solution is still optimal above the priority and already
// gives p the lowest member he may meet, no solution gives him a lower
// one, so that is his partner without solving again.
func (sv *solver) place(p *Player, below []*Player, fixed map[*Player]bool) *Player {
	i := sv.idx[p]
	lowest := -1
	for _, q := range below {
		if j := sv.idx[q]; !fixed[q] && sv.g.HasEdge(i, j) {
			lowest = j
		}
	}
	if !sv.stale && lowest >= 0 && sv.mate[i] == lowest {
		return sv.players[lowest]
	}
	rank := 0
	for y, q := range below {
		if j := sv.idx[q]; !fixed[q] && sv.g.HasEdge(i, j) {
			rank++
			sv.edge(i, j, true, dueColoursFit(p, q), rank, (y+1)*(y+1))
		}
	}
	sv.mate, sv.stale = sv.g.Resolve(), false
	j := sv.mate[i]
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
// stand (by SG, then 3.2), then the floater received, put in order by
// merging. Where Above is transitive this is simply the order of 3.2.
// Between players of different scores it need not be (docs/burstein.md,
// readings" 3), and the text then gives no order; swisscheck then takes
// the order that merging the listing gives, as bbpPairings' list sort
// does: the listing is cut, from the top, into runs of 2^k players for
// the binary digits of its length, largest first; a run of 2^k is its two
// halves, each put in order, merged; the runs are merged from the bottom
// up (the last two, then the one before with the result, ...). Merging
// takes the upper list's next player unless the lower list's next one
// stands above him.
func arrange(residents []*Player, in *Player) []*Player {
	all := append([]*Player(nil), residents...)
	if in != nil {
		all = append(all, in)
	}
	var runs [][]*Player
	for len(all) > 0 {
		n := 1
		for n*2 <= len(all) {
			n *= 2
		}
		runs = append(runs, inOrder(all[:n]))
		all = all[n:]
	}
	var out []*Player
	for k := len(runs) - 1; k >= 0; k-- {
		out = mergeOrder(runs[k], out)
	}
	return out
}

// inOrder puts a run of 2^k players in order: its two halves, each put in
// order, merged.
func inOrder(run []*Player) []*Player {
	if len(run) == 1 {
		return []*Player{run[0]}
	}
	h := len(run) / 2
	return mergeOrder(inOrder(run[:h]), inOrder(run[h:]))
}

// orderCycle finds three members each of whom stands above the next by
// 3.2, the last above the first; found is false when 3.2 orders the
// members by itself (Above is total, so it is transitive exactly when
// there is no such cycle).
func orderCycle(members []*Player) (cycle [3]*Player, found bool) {
	for _, a := range members {
		for _, b := range members {
			if a == b || !Above(a, b) {
				continue
			}
			for _, c := range members {
				if c != a && c != b && Above(b, c) && Above(c, a) {
					return [3]*Player{a, b, c}, true
				}
			}
		}
	}
	return cycle, false
}

// orderNote says, for a bracket whose order 3.2 does not give, how it was
// made; "" when 3.2 gives it.
func orderNote(members []*Player) string {
	c, found := orderCycle(members)
	if !found {
		return ""
	}
	return fmt.Sprintf("3.2 gives no order here: %d stands above %d, %d above %d, and %d above %d (between players of different scores SB, Buchholz x score, Median x score, rating). The list is the order that merging it gives (docs/burstein.md, reading 3).",
		c[0].ID, c[1].ID, c[1].ID, c[2].ID, c[2].ID, c[0].ID)
}

// mergeOrder merges two lists in order, upper before lower: the upper
// list's next player goes first unless the lower list's stands above him.
func mergeOrder(upper, lower []*Player) []*Player {
	out := make([]*Player, 0, len(upper)+len(lower))
	for len(upper) > 0 && len(lower) > 0 {
		if Above(lower[0], upper[0]) {
			out, lower = append(out, lower[0]), lower[1:]
		} else {
			out, upper = append(out, upper[0]), upper[1:]
		}
	}
	return append(append(out, upper...), lower...)
}
