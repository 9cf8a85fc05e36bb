package dubov

import (
	"slices"
	"sort"

	"github.com/swisscheck/swisscheck/trf"
)

// pairGroup pairs the columns of a score group (6.2, 6.3); when they
// cannot all be paired, it chooses the floaters of 6.4 first, and
// returns them.
func (p *pass) pairGroup(g *Group, lower []*Player) []*Player {
	can := groupCan(g)
	m := newMatcher(g.White, g.Black, can)
	search, ok := m.pairAll()
	if !ok {
		g.FloatersOut = p.chooseFloaters(m, lower)
		white := slices.DeleteFunc(slices.Clone(g.White), func(x *Player) bool { return slices.Contains(g.FloatersOut, x) })
		black := slices.DeleteFunc(slices.Clone(g.Black), func(x *Player) bool { return slices.Contains(g.FloatersOut, x) })
		m = newMatcher(white, black, can)
		search, ok = m.pairAll()
		if !ok {
			panic("dubov: the players left by 6.4 cannot be paired")
		}
		if search == "6.3" {
			search = "6.4"
		}
	}
	g.Search = search
	for _, pr := range m.pairs() {
		a, b := m.players[pr[0]], m.players[pr[1]]
		if m.isWhite(pr[0]) && !m.isWhite(pr[1]) {
			p.add(&g.Pairs, a, b, true)
		} else {
			p.add(&g.Pairs, a, b, false)
		}
	}
	return g.FloatersOut
}

// groupCan says which two players of a group's columns may meet: C.04.1 b,
// and colours f and g allow, the columns' colours for a White and a Black
// (Reading 11).
func groupCan(g *Group) func(a, b *Player, columns bool) bool {
	return func(a, b *Player, columns bool) bool {
		if !mayMeet(a, b) {
			return false
		}
		if !columns {
			return true
		}
		w, bl := a, b
		if slices.Contains(g.Black, a) {
			w, bl = b, a
		}
		return w.CanWhite && bl.CanBlack
	}
}

// chooseFloaters is 6.4: "The aim of the pairing procedure is to pair all
// players within a score group. If that cannot be achieved the remaining
// unpaired players are transferred to the next lower score group ... If
// there is a choice the floaters should be chosen due to these
// characteristics with decreasing preference: a. the player was not
// floater from higher score groups and can be paired in the lower score
// group; b. ... not floater ... and cannot be paired ...; c. ... was
// floater ... and can be paired ...; d. ... was floater ... and cannot be
// paired in the lower score group".
//
// Reading 20: as few players float as the group allows (its largest
// pairing leaves them). "Was floater from higher score groups" is his
// past (Reading 4: he was paired with a lower score in an earlier round);
// "can be paired in the lower score group" is: it holds a player he may
// meet (C.04.1 b, f, g). Among players of one kind the floater is
// the one with the lowest R, then the higher ARO, then the lower in the
// initial list: article 4's order for the player left out. The set is
// the best by these preferences, taken player by player, among the sets
// that leave the rest of the group a complete pairing.
func (p *pass) chooseFloaters(m *matcher, lower []*Player) []*Player {
	m.reset()
	m.text = false
	best := m.maxPairs()
	need := len(m.players) - 2*best
	kind := func(x *Player) int { return floaterKind(x, lower) }
	order := make([]int, len(m.players))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := m.players[order[i]], m.players[order[j]]
		if ka, kb := kind(a), kind(b); ka != kb {
			return ka < kb
		}
		return byeLike(a, b)
	})
	var out []*Player
	for _, i := range order {
		if len(out) == need {
			break
		}
		m.mate[i] = i // out of the pairing
		if m.maxPairs() == best {
			out = append(out, m.players[i])
		} else {
			m.mate[i] = -1
		}
	}
	m.reset()
	return out
}

// floaterKind is the characteristic of 6.4 a-d of a possible floater: 0
// for a (not floater from higher score groups, can be paired in the lower
// score group) to 3 for d.
func floaterKind(x *Player, lower []*Player) int {
	k := 0
	if x.WasFloater {
		k = 2
	}
	if !slices.ContainsFunc(lower, func(q *Player) bool { return mayMeet(x, q) }) {
		k++
	}
	return k
}

// byeLike is article 4's order for the player left out: the lowest R,
// then the higher ARO, then the lower in the initial list.
func byeLike(a, b *Player) bool {
	if a.Rating != b.Rating {
		return a.Rating < b.Rating
	}
	if c := a.ARO.Cmp(b.ARO); c != 0 {
		return c > 0
	}
	return a.Number > b.Number
}

// floaters is chapter 8: the floaters received from higher score groups
// are paired first, each with a player of the score group; those who
// cannot be paired in it go on to the next lower one. It returns the
// group's players left to pair.
func (p *pass) floaters(g *Group, carry *[]*Player, members []*Player) []*Player {
	if len(*carry) == 0 {
		return members
	}
	g.FloatersIn = floaterOrder(*carry)
	members = slices.Clone(members)
	var left []*Player
	for _, f := range g.FloatersIn {
		q := p.floaterPartner(g, f, members)
		if q == nil {
			left = append(left, f)
			continue
		}
		members = remove(members, q)
		p.add(&g.FloaterPairs, f, q, false)
	}
	*carry = left
	return members
}

// floaterOrder is 8.1: "The floaters having due colour white are arranged
// according to chapter 6.2. The floaters having due colour black are
// arranged according to chapter 6.2. Beginning with the highest "white"
// floater the floaters are paired one by one going down to the lowest
// floater alternating between "white" and "black"." When one list is used
// up, the other's go on in order.
//
// Reading 21: a floater without a due colour is arranged with the
// "white" floaters (his ARO, none, places him first), and the colour of a
// floater is the one he should play (Should).
func floaterOrder(fs []*Player) []*Player {
	var white, black []*Player
	for _, f := range fs {
		if f.Should() == trf.Black {
			black = append(black, f)
		} else {
			white = append(white, f)
		}
	}
	sort.SliceStable(white, func(i, j int) bool { return whiteOrder(white[i], white[j]) })
	sort.SliceStable(black, func(i, j int) bool { return blackOrder(black[i], black[j]) })
	var out []*Player
	for i := 0; i < max(len(white), len(black)); i++ {
		if i < len(white) {
			out = append(out, white[i])
		}
		if i < len(black) {
			out = append(out, black[i])
		}
	}
	return out
}

// floaterPartner is 8.2: "Each of the floaters is paired with the player
// having the highest R, if possible having the opposite due colour. If
// there are more than one player with equal R, the player with the lowest
// ARO is chosen." The player must be one he may meet (C.04.1 b, f, g); he
// is not transferred, so 2.1 does not bar him (Reading 4).
func (p *pass) floaterPartner(g *Group, f *Player, members []*Player) *Player {
	var cands []*Player
	for _, q := range members {
		if p.can(f, q) {
			cands = append(cands, q)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if oa, ob := opposite(a.Should(), f.Should()), opposite(b.Should(), f.Should()); oa != ob {
			return oa
		}
		return higherR(a, b)
	})
	k := p.choose(len(cands))
	if k > 0 {
		g.Changes = append(g.Changes, Change{Article: "8.2", Took: cands[k], Text: cands[0], Rank: k + 1})
	}
	return cands[k]
}
