package dubov

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// walk compares the recorded round with the engine's steps in the text's
// order, score group by score group from the highest down: the floaters
// received (8.2), the transfers (7.1, 7.2), the moves between the colour
// subgroups (7.3, 7.4), the rows of 6.2 and 6.3 in the order of the
// columns, and the floaters sent down (6.4). It explains the first step
// whose outcome the recorded round does not have, and says why the
// text's choice comes before the recorded one.
func (s *State) walk(st Steps, rec map[int]int) (pairing.Explanation, bool) {
	for _, g := range st.Groups {
		members := append(slices.Clone(g.White), g.Black...)
		for _, m := range g.FloaterPairs {
			if rec[m.A.ID] != m.B.ID {
				return s.floaterDiff(g, m, rec), true
			}
		}
		for _, tr := range g.Transfers {
			if !slices.ContainsFunc(members, func(q *Player) bool { return q.ID == rec[tr.Player.ID] }) {
				return s.transferDiff(g, tr, rec), true
			}
		}
		for _, p := range members {
			if slices.Contains(g.FloatersOut, p) {
				if q := s.Player(rec[p.ID]); q != nil && slices.Contains(members, q) {
					return s.floatOutDiff(g, p, q), true
				}
				continue
			}
			e := engineOpponent(st, p)
			if e != nil && rec[p.ID] != e.ID {
				return s.rowDiff(g, p, e, s.Player(rec[p.ID])), true
			}
		}
	}
	return pairing.Explanation{}, false
}

// floaterDiff: the recorded round does not give a floater the opponent
// 8.2 gives him.
func (s *State) floaterDiff(g *Group, m Match, rec map[int]int) pairing.Explanation {
	f, q, r := m.A, m.B, s.Player(rec[m.A.ID])
	text := fmt.Sprintf("8.2: %d floats down to the score group of %s, and \"each of the floaters is paired with the player having the highest R, if possible having the opposite due colour\" (then the lowest ARO): %s", f.ID, g.Score, terms(q))
	switch {
	case r == nil:
		text += fmt.Sprintf("; the recorded round does not pair %d", f.ID)
	case slices.Contains(g.Residents, r):
		text += fmt.Sprintf("; the recorded round gives him %s, but %s", terms(r), before(q, r, prefer82(f)))
	default:
		text += fmt.Sprintf("; the recorded round pairs him with %s, who is not of that score group", terms(r))
	}
	return explanation("8.2", text+".", f.ID, q.ID)
}

// prefer82 is 8.2's order of the opponents of floater f.
func prefer82(f *Player) []criterion {
	return []criterion{
		{fmt.Sprintf("is due the colour opposite to %d's", f.ID), func(q *Player) int { return boolRank(opposite(q.Should(), f.Should())) }},
		{"has the higher R", func(q *Player) int { return q.Rating }},
	}
}

// criterion is one preference of the text: the player with the larger
// rank comes first.
type criterion struct {
	words string
	rank  func(*Player) int
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// before says why a comes before b by the criteria, then the lowest ARO
// and the initial list.
func before(a, b *Player, cs []criterion) string {
	for _, c := range cs {
		if ra, rb := c.rank(a), c.rank(b); ra != rb {
			if ra > rb {
				return fmt.Sprintf("%d %s", a.ID, c.words)
			}
			return fmt.Sprintf("%d %s, yet the text's order puts %d first (Reading 14 took another choice)", b.ID, c.words, a.ID)
		}
	}
	switch a.ARO.Cmp(b.ARO) {
	case -1:
		return fmt.Sprintf("with the same preferences, %d has the lower ARO", a.ID)
	case 1:
		return fmt.Sprintf("%d has the lower ARO, yet the text's order puts %d first (Reading 14 took another choice)", b.ID, a.ID)
	}
	return fmt.Sprintf("with R and ARO equal, %d is higher in the initial list (Reading 16)", a.ID)
}

// transferDiff: the recorded round does not bring up the player 7.1 or
// 7.2 transfers.
func (s *State) transferDiff(g *Group, tr Transfer, rec map[int]int) pairing.Explanation {
	t := tr.Player
	var u *Player // the player the recorded round brings up instead
	if tr.Article == "7.1" {
		if q := s.Player(rec[tr.For.ID]); q != nil && q.Group < g.Score {
			u = q
		}
	} else {
		for _, q := range s.toPair() {
			o := s.Player(rec[q.ID])
			if q != t && q.Group < g.Score && o != nil && slices.Contains(g.Residents, o) && !slices.Contains(g.White, q) && !slices.Contains(g.Black, q) {
				u = q
				break
			}
		}
	}
	var text string
	var prefs []criterion
	if tr.Article == "7.1" {
		text = fmt.Sprintf("7.1: %d has no possible opponent in his score group (%s), so \"a player from the next possible lower score group is transferred ... who has not yet played with the player in question\", due the colour opposite to his, with the highest R and the lowest ARO: %s from %s", tr.For.ID, g.Score, terms(t), tr.From)
		x := tr.For
		prefs = []criterion{{fmt.Sprintf("is due the colour opposite to %d's", x.ID), func(q *Player) int { return boolRank(opposite(q.Should(), x.Should())) }}}
	} else {
		// The dominating colour of the group before 7.2: its players but
		// the one 7.2 brings.
		dom := dominating(slices.DeleteFunc(append(slices.Clone(g.White), g.Black...), func(q *Player) bool { return q == t }))
		text = fmt.Sprintf("7.2: the score group of %s has an odd number of players, so a player of the next possible lower score group is transferred, due the colour opposite to the dominating one, with the highest R and the lowest ARO: %s from %s", g.Score, terms(t), tr.From)
		prefs = []criterion{{"is due the colour opposite to the dominating due colour", func(q *Player) int { return boolRank(dom == trf.NoColour || opposite(q.Should(), dom)) }}}
	}
	prefs = append(prefs, criterion{"has the higher R", func(q *Player) int { return q.Rating }})
	switch {
	case u == nil:
		text += fmt.Sprintf("; the recorded round does not bring him up (he plays %s)", opponentWords(rec[t.ID]))
	case s.TransferBarred(u):
		text += fmt.Sprintf("; the recorded round brings up %s instead, whom 2.1 bars (\"cannot be transferred to a higher score group two times running and more than three times\" (four with 10 rounds or more))", terms(u))
	case u.Group < t.Group:
		text += fmt.Sprintf("; the recorded round brings up %s instead, from a score group below the next possible lower one (%s, Reading 16)", terms(u), t.Group)
	default:
		text += fmt.Sprintf("; the recorded round brings up %s instead, but %s", terms(u), before(t, u, prefs))
	}
	return explanation(tr.Article, text+".", t.ID)
}
