package dubov

import (
	"sort"

	"github.com/swisscheck/swisscheck/trf"
)

// columns makes the two columns of 6.2, after the transfers of 7.3 and
// 7.4 between the colour subgroups.
func (p *pass) columns(g *Group, members []*Player) (white, black []*Player) {
	var neutral []*Player
	for _, m := range members {
		switch m.Should() {
		case trf.White:
			white = append(white, m)
		case trf.Black:
			black = append(black, m)
		default:
			neutral = append(neutral, m)
		}
	}
	// Reading 10: a player without a due colour (no game played yet)
	// goes where the columns need him: the Blacks take as many as make
	// them half the group, the highest R first (the Blacks are the
	// column of R, 6.2), and the others are Whites.
	sort.SliceStable(neutral, func(i, j int) bool { return blackOrder(neutral[i], neutral[j]) })
	need := min(max(len(members)/2-len(black), 0), len(neutral))
	black = append(black, neutral[:need]...)
	white = append(white, neutral[need:]...)
	if len(members)%2 == 0 {
		white, black = p.balance(g, white, black)
	}
	sort.SliceStable(white, func(i, j int) bool { return whiteOrder(white[i], white[j]) })
	sort.SliceStable(black, func(i, j int) bool { return blackOrder(black[i], black[j]) })
	return white, black
}

// balance is 7.3 and 7.4 for a score group with an even number of
// players.
//
// 7.3: "If ... the number of Whites exceeds the Blacks by 2n, then n
// "white" players, who have the lowest ARO, are transferred to the black
// group. If their ARO is equal, the player with the higher R is chosen.
// Should both (ARO and R) coincide completely, the list of the players is
// arranged alphabetically, the transfer being made from the upper half."
// 7.4 the other way round: the highest ARO, then the lower R.
//
// 2.2: "A player shall not be transferred from the subgroup due to a
// colour to the subgroup due to the other colour if this would violate the
// limitations C.04.1.f or C.04.1.g": a player who cannot have the other
// colour stays; when too few can move, as many as can are moved.
//
// Reading 18: "the transfer being made from the upper half" is read as:
// the players tied on ARO and R are listed alphabetically and taken from
// the top of that list.
func (p *pass) balance(g *Group, white, black []*Player) ([]*Player, []*Player) {
	switch {
	case len(white) > len(black):
		n := (len(white) - len(black)) / 2
		movers := movable(white, trf.Black, order73)
		for _, m := range movers[:min(n, len(movers))] {
			white, black = remove(white, m), append(black, m)
			g.Moved = append(g.Moved, Move{Player: m, Article: "7.3"})
		}
	case len(black) > len(white):
		n := (len(black) - len(white)) / 2
		movers := movable(black, trf.White, order74)
		for _, m := range movers[:min(n, len(movers))] {
			black, white = remove(black, m), append(white, m)
			g.Moved = append(g.Moved, Move{Player: m, Article: "7.4"})
		}
	}
	return white, black
}

// order73 is 7.3's order of the Whites to move: the lowest ARO, then the
// higher R, then alphabetically (Reading 18).
func order73(a, b *Player) bool {
	if c := a.ARO.Cmp(b.ARO); c != 0 {
		return c < 0
	}
	if a.Rating != b.Rating {
		return a.Rating > b.Rating
	}
	return lessName(a, b)
}

// order74 is 7.4's order of the Blacks to move: the highest ARO, then the
// lower R, then alphabetically.
func order74(a, b *Player) bool {
	if c := a.ARO.Cmp(b.ARO); c != 0 {
		return c > 0
	}
	if a.Rating != b.Rating {
		return a.Rating < b.Rating
	}
	return lessName(a, b)
}

// movable lists, in the order less, the players of a subgroup 2.2 lets
// move to the subgroup of colour c.
func movable(from []*Player, c trf.Colour, less func(a, b *Player) bool) []*Player {
	var out []*Player
	for _, p := range from {
		if p.Can(c) {
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return less(out[i], out[j]) })
	return out
}

// whiteOrder is 6.2's order of the players who should play White: "in
// order of increasing ARO, the ARO being the same the player with the
// lower R is placed higher. If ARO and R coincide completely, the players
// are to be placed alphabetically."
func whiteOrder(a, b *Player) bool {
	if c := a.ARO.Cmp(b.ARO); c != 0 {
		return c < 0
	}
	if a.Rating != b.Rating {
		return a.Rating < b.Rating
	}
	return lessName(a, b)
}

// blackOrder is 6.2's order of the players who should play Black: "in
// order of decreasing R, if R is the same, the player with the higher ARO
// is placed higher. If ARO and R coincide completely, the players are to
// be placed alphabetically."
func blackOrder(a, b *Player) bool {
	if a.Rating != b.Rating {
		return a.Rating > b.Rating
	}
	if c := a.ARO.Cmp(b.ARO); c != 0 {
		return c > 0
	}
	return lessName(a, b)
}

func remove(ps []*Player, x *Player) []*Player {
	out := make([]*Player, 0, len(ps))
	for _, p := range ps {
		if p != x {
			out = append(out, p)
		}
	}
	return out
}
