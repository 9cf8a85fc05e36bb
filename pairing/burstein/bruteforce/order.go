package bruteforce

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/burstein"
)

// The order of 3.2 and the bye of 4.1-4.3. The terms (scores with the
// imaginary point of 3.3, SB, Buchholz, Median, 4.1's bar) are
// burstein.NewState's definitions, and burstein.Above compares two players
// by 3.2 (docs/burstein.md 1-3).

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
// different scores the comparison need not be transitive, and the text
// then gives no order; docs/burstein.md reading 3 takes the order that merging the
// listing (the residents as they stand, by SG then 3.2, the floater
// received last) gives, as bbpPairings' list sort does. This is the
// merging done as a binary counter: each player in turn makes a list of
// one, which is merged under the lists already held, two of the same
// length at a time (the older one upper); at the end the lists held are
// merged from the shortest up, each longer one upper. Its example: floater
// 8 with 10, 6, 7 gives 10, 6, 7, 8.
func arrange(residents []*burstein.Player, in *burstein.Player) []*burstein.Player {
	turn := slices.Clone(residents)
	if in != nil {
		turn = append(turn, in)
	}
	var held [][]*burstein.Player // held[k]: a list of 2^k, or empty
	for _, p := range turn {
		carry := []*burstein.Player{p}
		k := 0
		for ; k < len(held) && len(held[k]) > 0; k++ {
			carry, held[k] = merge(held[k], carry), nil
		}
		if k == len(held) {
			held = append(held, nil)
		}
		held[k] = carry
	}
	var list []*burstein.Player
	for _, h := range held {
		list = merge(h, list)
	}
	return list
}

// merge takes the upper list's next player unless the lower list's next
// one stands above him by 3.2.
func merge(upper, lower []*burstein.Player) []*burstein.Player {
	var out []*burstein.Player
	i, j := 0, 0
	for i < len(upper) && j < len(lower) {
		if burstein.Above(lower[j], upper[i]) {
			out = append(out, lower[j])
			j++
		} else {
			out = append(out, upper[i])
			i++
		}
	}
	out = append(out, upper[i:]...)
	return append(out, lower[j:]...)
}
