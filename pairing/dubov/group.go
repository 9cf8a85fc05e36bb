package dubov

import (
	"slices"
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Group is how one score group was paired: the floaters it received and
// paired (chapter 8), the players transferred to it (7.1, 7.2) and between
// its colour subgroups (7.3, 7.4), its two columns (6.2), its pairs (6.3)
// and the floaters it sent to the next lower score group (6.4).
type Group struct {
	Score  trf.Points // the score of its players (the highest, when joined)
	Joined bool       // the lowest score groups paired as one (Reading 14)
	// Residents are the players of the score group when its turn came
	// (those transferred to higher groups are gone).
	Residents    []*Player
	FloatersIn   []*Player // received from higher score groups, in the order of 8.1
	FloaterPairs []Match   // 8.2
	Transfers    []Transfer
	Moved        []Move
	White, Black []*Player // 6.2's columns, in their order
	Pairs        []Match   // 6.2, 6.3
	// Search is how the pairs were found: "6.3" (the text's rows and
	// improvements), "6.4" (the same after choosing the floaters), or
	// "any" (Reading 13: the text's steps found none, every pairing of
	// the group was searched).
	Search      string
	FloatersOut []*Player // 6.4
	// Changes are the choices of 7.1, 7.2 and 8.2 that Reading 14 made
	// otherwise than the text, to complete the round.
	Changes []Change
}

// Change is a choice Reading 14 made otherwise than the text: the player
// taken, the text's first choice, and the rank of the one taken in the
// text's order (2 for the next one).
type Change struct {
	Article    string // "7.1", "7.2" or "8.2"
	Took, Text *Player
	Rank       int
}

// Transfer is a player transferred to the score group by 7.1 or 7.2.
type Transfer struct {
	Player  *Player
	Article string     // "7.1" or "7.2"
	For     *Player    // 7.1: the player who had played all his score group
	From    trf.Points // the score group he came from
}

// Move is a player moved between the colour subgroups by 7.3 or 7.4.
type Move struct {
	Player  *Player
	Article string // "7.3": to the Blacks; "7.4": to the Whites
}

// pass pairs the score groups of a round from the highest down.
type pass struct {
	s     *State
	pairs []Match
	// choices are the alternatives taken at the pass's choice points, in
	// the order met (Reading 14): 0, the text's choice, when absent;
	// arity records how many each point had.
	choices, arity []int
}

// choose returns the alternative taken at the next choice point, among n.
func (p *pass) choose(n int) int {
	k := 0
	if at := len(p.arity); at < len(p.choices) {
		k = min(p.choices[at], n-1)
	}
	p.arity = append(p.arity, n)
	return k
}

// nextChoices is the choice vector after the given one in depth-first
// order: the last choice point with an alternative left takes it, and the
// points after it start again from the text's choice; false when every
// alternative is used up.
func nextChoices(taken, arity []int) ([]int, bool) {
	for i := len(arity) - 1; i >= 0; i-- {
		k := 0
		if i < len(taken) {
			k = taken[i]
		}
		if k+1 < arity[i] {
			out := make([]int, i+1)
			copy(out, taken[:min(i, len(taken))])
			out[i] = k + 1
			return out, true
		}
	}
	return nil, false
}

// run pairs the groups in order; ok is false when players are left that
// the lowest group could not pair.
func (p *pass) run(groups [][]*Player) ([]*Group, bool) {
	rest := make([][]*Player, len(groups))
	for i, g := range groups {
		rest[i] = slices.Clone(g)
	}
	var carry []*Player
	var out []*Group
	for i := range rest {
		g := &Group{Score: groups[i][0].Group, Residents: slices.Clone(rest[i])}
		g.Joined = groups[i][0].Group != groups[i][len(groups[i])-1].Group
		out = append(out, g)
		members := p.floaters(g, &carry, rest[i])
		members = p.transfer(g, members, rest, i)
		g.White, g.Black = p.columns(g, members)
		var lower []*Player
		if i+1 < len(rest) {
			lower = rest[i+1]
		}
		carry = append(carry, p.pairGroup(g, lower)...)
	}
	return out, len(carry) == 0
}

// can reports whether two players may be paired: they have not played
// each other and are no pair the file forbids (C.04.1 b), and colours
// C.04.1 f and g allow exist.
//
// Reading 22: 6.2 says "only one fact is checked - whether the players
// have not played their opponents before", but chapter 2 makes f and g
// limitations of every pairing; a pair whose colours would break them is
// treated as a pair that has met.
func (p *pass) can(a, b *Player) bool { return mayMeet(a, b) }

func mayMeet(a, b *Player) bool {
	return a != b && a.CanMeet(b.Player) && ColourFit(a, b)
}

// mayTransfer reports whether 2.1 lets the player be transferred to a
// higher score group by 7.1 or 7.2.
func (p *pass) mayTransfer(t *Player) bool { return !p.s.TransferBarred(t) }

// add records a pair of the group with its colours: the columns' when one
// is White and the other Black, else article 3's.
func (p *pass) add(pairs *[]Match, a, b *Player, columns bool) {
	var pr Match
	// Reading 11: the columns of 6.2 give the colours: the player of the
	// white column plays White, also when 7.3 or 7.4 moved him or his
	// opponent there (2.2 forbids a move "if this would violate" f or g,
	// which only means something if the move gives him the other
	// colour). Article 3 gives the colours of the pairs the columns do
	// not: two players of one column (6.3: "The colours of the pairings
	// are assigned due to the colour allocation rules"), a floater and
	// his opponent (8.2).
	if columns {
		pr = Match{A: a, B: b, Board: boardOf(a, b), Rule: Columns}
	} else {
		board, r := Colours(a, b)
		pr = Match{A: a, B: b, Board: board, Rule: r}
	}
	*pairs = append(*pairs, pr)
	p.pairs = append(p.pairs, pr)
}

func boardOf(white, black *Player) pairing.Board {
	return pairing.Board{White: white.ID, Black: black.ID}
}

// transfer is 7.1 and 7.2: players transferred to the score group from
// the next possible lower score group.
func (p *pass) transfer(g *Group, members []*Player, rest [][]*Player, i int) []*Player {
	residents := slices.Clone(members)
	// Reading 23: 7.1 is for a player who has no possible opponent in
	// his score group (6.1: "Each player in the score group has at least
	// one possible opponent"): he has played all the others, or f and g
	// forbid every pairing with those he has not played. A score group
	// of one player is such a group (he has played "all" of none). The
	// players in question are taken in the initial order, each getting
	// his own transfer.
	for _, x := range residents { // by pairing number
		if slices.ContainsFunc(residents, func(y *Player) bool { return p.can(x, y) }) {
			continue
		}
		// 7.1: "If a player has already played with all the players of
		// his own score group, a player from the next possible lower
		// score group is transferred ... who has not yet played with the
		// player in question and can be paired according to the colour
		// allocation rules".
		t, from := p.nearest(g, "7.1", rest, i, func(t *Player) bool { return p.can(x, t) && p.mayTransfer(t) }, prefer71(x))
		if t != nil {
			members = append(members, t)
			g.Transfers = append(g.Transfers, Transfer{Player: t, Article: "7.1", For: x, From: from})
		}
	}
	if len(members)%2 == 1 {
		// 7.2: "If the number of players of the score group [is] odd, a
		// player from the next possible lower score group shall be
		// transferred ..., who has not yet played with at least one of
		// the players of the higher score group and is allowed to be
		// paired according to the colour allocation rules."
		dom := dominating(members)
		t, from := p.nearest(g, "7.2", rest, i, func(t *Player) bool {
			return p.mayTransfer(t) && slices.ContainsFunc(members, func(m *Player) bool { return p.can(m, t) })
		}, prefer72(dom))
		if t != nil {
			members = append(members, t)
			g.Transfers = append(g.Transfers, Transfer{Player: t, Article: "7.2", From: from})
		}
	}
	return members
}

// nearest finds the player to transfer: in the next lower score group
// that holds a player eligible for it, the first by less; he leaves that
// group.
//
// Reading 16: "the next possible lower score group" is the nearest lower
// score group with a player who may be transferred (not played, colours,
// 2.1); when the next one has none, the one below it, and so on. The
// preferences (due colour, R, ARO) choose within that group; with all
// equal, the player higher in the initial list. Should the round then be
// impossible to complete, Reading 14 takes the next player of this order
// (the rest of that group, then the groups below).
func (p *pass) nearest(g *Group, article string, rest [][]*Player, i int, eligible func(*Player) bool, less func(a, b *Player) bool) (*Player, trf.Points) {
	var all []*Player
	where := map[*Player]int{}
	for j := i + 1; j < len(rest); j++ {
		var cands []*Player
		for _, t := range rest[j] {
			if eligible(t) {
				cands = append(cands, t)
				where[t] = j
			}
		}
		sort.SliceStable(cands, func(a, b int) bool { return less(cands[a], cands[b]) })
		all = append(all, cands...)
	}
	if len(all) == 0 {
		return nil, 0
	}
	k := p.choose(len(all))
	t := all[k]
	if k > 0 {
		g.Changes = append(g.Changes, Change{Article: article, Took: t, Text: all[0], Rank: k + 1})
	}
	j := where[t]
	rest[j] = slices.DeleteFunc(rest[j], func(q *Player) bool { return q == t })
	return t, t.Group
}

// opposite reports whether two colours a player should play are
// opposite. Reading 17: a player without a due colour can play either,
// so he counts as having the opposite colour of anybody.
func opposite(a, b trf.Colour) bool {
	return a == trf.NoColour || b == trf.NoColour || a != b
}

// prefer71 is 7.1's order: "a. the due colour is opposite to the due
// colour of the player in question. b. ... the highest R ... c. ... the
// lowest ARO".
func prefer71(x *Player) func(a, b *Player) bool {
	return func(a, b *Player) bool {
		if oa, ob := opposite(a.Should(), x.Should()), opposite(b.Should(), x.Should()); oa != ob {
			return oa
		}
		return higherR(a, b)
	}
}

// prefer72 is 7.2's order: "a. his due colour is opposite to the
// dominating due colour of the higher score group. b. ... the highest R
// ... c. ... the lowest ARO".
func prefer72(dom trf.Colour) func(a, b *Player) bool {
	return func(a, b *Player) bool {
		if dom != trf.NoColour {
			if oa, ob := opposite(a.Should(), dom), opposite(b.Should(), dom); oa != ob {
				return oa
			}
		}
		return higherR(a, b)
	}
}

// higherR orders by the highest R, then the lowest ARO (7.1 b-c, 7.2 b-c,
// 8.2), then the initial list.
func higherR(a, b *Player) bool {
	if a.Rating != b.Rating {
		return a.Rating > b.Rating
	}
	if c := a.ARO.Cmp(b.ARO); c != 0 {
		return c < 0
	}
	return a.Number < b.Number
}

// dominating is the colour more of the players should play, or NoColour
// when as many should play White as Black.
func dominating(players []*Player) trf.Colour {
	n := 0
	for _, p := range players {
		switch p.Should() {
		case trf.White:
			n++
		case trf.Black:
			n--
		}
	}
	switch {
	case n > 0:
		return trf.White
	case n < 0:
		return trf.Black
	}
	return trf.NoColour
}
