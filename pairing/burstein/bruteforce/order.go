package bruteforce

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/burstein"
)

// The order of 3.2 and the bye of 4.1-4.3. The terms (scores with the
// imaginary point of 3.3, SB, Buchholz, Median, 4.1's bar) are
// burstein.NewState's definitions, and burstein.Above compares two players
// by 3.2 (README, "burstein: readings" 1-3).

// ordered lists the players to pair by SG (1.2), the highest score first,
// and within an SG by 3.2: "(1) Sonneborn-Berger (SB); (2) Buchholz; (3)
// Median (4) rating". Within an SG the comparison is a total order.
func ordered(s *burstein.State) []*burstein.Player {
	var out []*burstein.Player
	for _, p := range s.Players {
		if p.Paired {
			out = append(out, p)
		}
	}
	slices.SortStableFunc(out, func(a, b *burstein.Player) int {
		switch {
		case a.Group != b.Group:
			return int(b.Group - a.Group)
		case burstein.Above(a, b):
			return -1
		case burstein.Above(b, a):
			return 1
		}
		return 0
	})
	return out
}

// bye is 4.2-4.3 with 4.1: among the players who have not "already
// received a point without playing", the one "from the lowest SG, who has
// the lowest SB", then the lowest Buchholz "and so on" (Median, rating):
// the one no other such player of his SG stands below. nil when every
// player is barred.
func bye(players []*burstein.Player) *burstein.Player {
	var low *burstein.Player
	for _, p := range players {
		switch {
		case p.Barred:
		case low == nil, p.Group < low.Group:
			low = p
		case p.Group == low.Group && burstein.Above(low, p):
			low = p
		}
	}
	return low
}

// arrange lists the members of a bracket in the order of 3.2: the players
// "in every SG (including "floaters" from another SG) shall be arranged in
// the order of their (1) Sonneborn-Berger ...". Between players of
// different scores the comparison need not be transitive; README reading
// 3 lists them "as an arbiter writes it: each player in turn, from the
// top, goes just above the first player already listed whom he stands
// above", the residents as they stand (by SG, then 3.2) and the floater
// received last (its example: floater 8 with 10, 6, 7 gives 8, 10, 6, 7).
func arrange(residents []*burstein.Player, in *burstein.Player) []*burstein.Player {
	turn := slices.Clone(residents)
	if in != nil {
		turn = append(turn, in)
	}
	var list []*burstein.Player
	for _, p := range turn {
		at := slices.IndexFunc(list, func(q *burstein.Player) bool { return burstein.Above(p, q) })
		if at < 0 {
			at = len(list)
		}
		list = slices.Insert(list, at, p)
	}
	return list
}
