package burstein

import (
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// brackets makes the brackets of 6.3 and 6.6 from the SGs, top down. An SG
// pairs within itself; an odd one floats one player to the next (6.3), and
// a player who came down as a floater does not float again. "If the SG
// from which the floater has been dropped is such that a complete pairing
// of all remaining teams in the SG cannot be made (or if the floater has
// already played every player in the next SG), then the floater shall be
// moved back ... If a complete pairing of all teams in two adjacent SG's
// cannot be made, then these two SG's shall be considered as one SG"
// (6.6). Each SG joins the bracket above it when that bracket, with what
// has been fixed above it, cannot be paired with at most one floater to
// the next; at the bottom, the last two brackets become one as long as
// the whole round cannot be paired that way.
//
// The brackets are runs of the table's players; bounds[k] is where bracket
// k starts, the last entry the end. Whether brackets can be paired is
// decided link by link (chain.go): exactly feasible's answer, with only the
// last bracket's link computed again as SGs join it.
func (t *table) brackets(groups [][]*Player) (bounds []int, ok bool) {
	var links []link
	end := 0
	for g := 0; g < len(groups); {
		links = append(links, link{lo: end, hi: end + len(groups[g])})
		end += len(groups[g])
		g++
		for g < len(groups) && !t.feasibleChain(links, true) {
			links[len(links)-1].hi += len(groups[g])
			links[len(links)-1].valid = false
			end += len(groups[g])
			g++
		}
	}
	for !t.feasibleChain(links, false) {
		if len(links) < 2 {
			return nil, false
		}
		last := len(links) - 1
		links[last-1].hi, links[last-1].valid = links[last].hi, false
		links = links[:last]
	}
	for _, l := range links {
		bounds = append(bounds, l.lo)
	}
	return append(bounds, end), true
}

// feasible reports whether the brackets can be paired so that each pairs
// within itself but for at most one floater to the next (6.3) and nobody
// is left unpaired; when more players follow (following, their first SG;
// nil when none), an odd last bracket may float one player down to them.
func feasible(brackets [][]*Player, following []*Player) bool {
	open := following != nil
	var players []*Player
	var of []int
	for b, br := range brackets {
		for _, p := range br {
			players = append(players, p)
			of = append(of, b)
		}
	}
	n := len(players)
	floats := mayFloat(brackets, following)
	virtual := n%2 == 1
	if virtual && !open {
		return false
	}
	w := width(n + 1)
	var l matching.Layout
	same, pair := l.Field(w), l.Field(w)
	size := n
	if virtual {
		size++
	}
	g := matching.NewGraph(size, l.Bits())
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			d := of[j] - of[i]
			if d > 1 || !Compatible(players[i], players[j]) || d == 1 && floats != nil && !floats[i] {
				continue
			}
			wt := matching.NewWeight(l.Bits())
			wt.Put(pair, 0, 1)
			if d == 0 {
				wt.Put(same, 0, 1)
			}
			g.SetEdge(i, j, wt)
		}
		if virtual && of[i] == len(brackets)-1 && (floats == nil || floats[i]) {
			wt := matching.NewWeight(l.Bits())
			wt.Put(pair, 0, 1)
			g.SetEdge(i, n, wt)
		}
	}
	mate := g.MaxWeightMatching()
	cross, want := 0, 0
	count := 0
	for b, br := range brackets {
		count += len(br)
		if b < len(brackets)-1 {
			want += count % 2
		}
	}
	if virtual {
		want++
	}
	for i := 0; i < size; i++ {
		j := mate[i]
		if j < 0 {
			return false
		}
		if i < j && (j == n || of[i] != of[j]) {
			cross++
		}
	}
	return cross == want
}

// paren66 is a test switch, never set outside tests (corpus66_test.go,
// -paren66): with it, a player who has already played every player of
// the SG after his bracket may not float to it, as the parenthesis of 6.6
// reads literally ("or if the floater has already played every player in
// the next SG ... trying the next possible combination"). docs/burstein.md reading
// 5 lets him float, the SG below being made one with the next.
var paren66 bool

// mayFloat says, for each player of the brackets in order, whether he may
// float to the next bracket: always (nil), but under paren66 not when he
// has played every player of its first SG (of following, after the last).
func mayFloat(brackets [][]*Player, following []*Player) []bool {
	if !paren66 {
		return nil
	}
	var out []bool
	for b, br := range brackets {
		next := following
		if b+1 < len(brackets) {
			next = brackets[b+1]
			n := 0
			for n < len(next) && next[n].Group == next[0].Group {
				n++
			}
			next = next[:n]
		}
		for _, p := range br {
			ok := len(next) == 0
			for _, q := range next {
				ok = ok || p.CanMeet(q.Player)
			}
			out = append(out, ok)
		}
	}
	return out
}
