package burstein

import (
	"fmt"

	"github.com/swisscheck/swisscheck/pairing/matching"
)

// pairBrackets pairs the brackets top down (bracket k is the table's
// players bounds[k]..bounds[k+1]-1). In each, with the floater it
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
//
// The first condition depends on the brackets below only through the
// player the bracket floats: the rest of the round stays pairable exactly
// when the pairs of the bracket are complete but for one floater, when
// its count is odd, who is one of floatable (chain.go). So each bracket is
// solved alone, with a vertex for "the next SG" joined to those players.
// (This is the same choice as a weighted matching of every player not yet
// paired, with a pair, a pair within one bracket, and 6.5 in the bracket
// being paired as its most important fields, which the engine solved
// before: the round can be paired, brackets made it sure, and every
// placement keeps a best pairing, so the rest of the round can be paired
// at the start of each bracket; the pairings best in the first two fields
// are then those with one floater per odd count, and the bracket's own
// pairs and floater meet the rest exactly as said.)
func (s *State) pairBrackets(t *table, bounds []int) []Bracket {
	floatable := t.floatable(bounds)
	out := make([]Bracket, len(bounds)-1)
	var in *Player
	for b := range out {
		residents := append([]*Player(nil), t.players[bounds[b]:bounds[b+1]]...)
		out[b] = t.pairBracket(residents, in, floatable[b])
		in = out[b].Out
	}
	return out
}

// solver holds the graph of the members of one bracket still to pair, and
// a vertex F for the next SG (when their count is odd) joined to the
// residents who may float (6.3, 6.6): an edge for each pair that may meet
// (3.1, 5.2, 5.3), weighted, most important first, by: a pair (everybody
// paired, one floater), both due colours (6.5), and the priority of the
// partner of the player being placed (6.1).
//
// Below the priority, a hint that costs nothing in exactness: the square
// of the distance between the two members in the bracket's order. It
// leans the matching towards the combination 6.2 takes first when nothing
// stands in the way (the highest with the lowest, and so on inwards), so
// that the last solution often already gives the player being placed his
// lowest partner, and place need not solve again.
type solver struct {
	members                  []*Player
	float                    int // the vertex F, or -1
	fixed                    []bool
	g                        *matching.Graph
	layout                   matching.Layout
	hint, prio, colour, pair matching.Field
	mate                     []int // the last solution of g
	stale                    bool  // g's weights changed above the priority since mate
}

func (t *table) newSolver(members []*Player, floatable []int) *solver {
	m := len(members)
	sv := &solver{members: members, float: -1, stale: true}
	n := m
	if m%2 == 1 {
		sv.float, n = m, m+1
	}
	w := width(n)
	sv.hint = sv.layout.Field(width(n * n * n))
	sv.prio, sv.colour, sv.pair = sv.layout.Field(w), sv.layout.Field(w), sv.layout.Field(w)
	sv.g = matching.NewGraph(n, sv.layout.Bits())
	sv.fixed = make([]bool, n)
	pos := make([]int, m)
	for x, p := range members {
		pos[x] = t.pos[p]
	}
	for x, p := range members {
		for y := x + 1; y < m; y++ {
			if t.compatible(pos[x], pos[y]) {
				sv.edge(x, y, dueColoursFit(p, members[y]), 0, (y-x)*(y-x))
			}
		}
	}
	if sv.float >= 0 {
		at := map[int]int{}
		for x := range members {
			at[pos[x]] = x
		}
		for _, f := range floatable {
			sv.edge(at[f], sv.float, false, 0, 0)
		}
	}
	return sv
}

func (sv *solver) edge(i, j int, colours bool, priority, hint int) {
	wt := matching.NewWeight(sv.layout.Bits())
	wt.Put(sv.hint, 0, uint64(hint))
	wt.Put(sv.pair, 0, 1)
	if colours {
		wt.Put(sv.colour, 0, 1)
	}
	wt.Put(sv.prio, 0, uint64(priority))
	sv.g.SetEdge(i, j, wt)
}

// pairBracket pairs a bracket, with the floater it received, top down.
func (t *table) pairBracket(residents []*Player, in *Player, floatable []int) Bracket {
	members := arrange(residents, in)
	br := Bracket{Residents: residents, In: in, Members: members}
	q := t.newQuick(members, floatable)
	placed := make([]bool, len(members))
	for x, p := range members {
		if placed[x] {
			continue
		}
		placed[x] = true
		y := q.place(x)
		if y < 0 {
			br.Out = p // 6.3: he floats to the next SG
			continue
		}
		placed[y] = true
		br.Pairs = append(br.Pairs, [2]*Player{p, members[y]})
	}
	return br
}

// place finds member x's partner among the members below him: the lowest
// one with whom the fields above the priority stay best; -1 when x floats.
// A solution that is best above the priority stays so without the pairs
// (and the floater) taken from it, so the last solution, restricted, is
// still best after them.
//
// When the last solution is still optimal above the priority and already
// gives x the lowest member he may meet, no solution gives him a lower
// one, so that is his partner without solving again.
func (sv *solver) place(x int) int {
	m := len(sv.members)
	lowest := -1
	for y := x + 1; y < m; y++ {
		if !sv.fixed[y] && sv.g.HasEdge(x, y) {
			lowest = y
		}
	}
	if !sv.stale && lowest >= 0 && sv.mate[x] == lowest {
		return lowest
	}
	rank := 0
	for y := x + 1; y < m; y++ {
		if !sv.fixed[y] && sv.g.HasEdge(x, y) {
			rank++
			sv.edge(x, y, dueColoursFit(sv.members[x], sv.members[y]), rank, (y-x)*(y-x))
		}
	}
	sv.mate, sv.stale = sv.g.Resolve(), false
	if j := sv.mate[x]; j > x && j < m {
		return j
	}
	return -1
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
