package pairing

// Pair is the two players of a board, lower starting rank first: the board
// without its colours.
type Pair [2]int

// Pair returns the board's players, lower starting rank first.
func (b Board) Pair() Pair {
	if b.White > b.Black {
		return Pair{b.Black, b.White}
	}
	return Pair{b.White, b.Black}
}

// PairSet is a set of pairs: boards whose colours do not count.
type PairSet map[Pair]bool

// Has reports whether the board's players are a pair of the set.
func (s PairSet) Has(b Board) bool { return s[b.Pair()] }

// key identifies a board for comparison: its players and colours, or its
// players alone when the set holds it.
func (s PairSet) key(b Board) Board {
	if p := b.Pair(); s[p] {
		return Board{White: p[0], Black: p[1]}
	}
	return b
}

// Pairs returns every board of the round as a pair.
func (r Round) Pairs() PairSet {
	set := PairSet{}
	for _, b := range r.Boards {
		set[b.Pair()] = true
	}
	return set
}

// Same reports whether two pairings have the same boards with the same
// colours and the same bye; a board of free is compared by its players
// only (a forfeit recorded without colours, as the endorsed checkers
// compare it).
func Same(a, b Round, free PairSet) bool {
	return a.Bye == b.Bye && len(a.Boards) == len(b.Boards) && len(Minus(a, b, free)) == 0
}

// Minus lists the boards of a that b does not have, in a's order, and a's
// bye when b's differs, as a board against 0. A board of free is compared
// by its players only.
func Minus(a, b Round, free PairSet) []Board {
	in := map[Board]bool{}
	for _, x := range b.Boards {
		in[free.key(x)] = true
	}
	var out []Board
	for _, x := range a.Boards {
		if !in[free.key(x)] {
			out = append(out, x)
		}
	}
	if a.Bye != 0 && a.Bye != b.Bye {
		out = append(out, Board{White: a.Bye})
	}
	return out
}
