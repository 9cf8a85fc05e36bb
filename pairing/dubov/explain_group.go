package dubov

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
)

// groupExplanation walks the engine's steps against the recorded round
// (walk); should the walk find no step apart (it always should), it finds,
// from the highest score group down, the first player whose recorded
// opponent is not the engine's, and names the step of that group that
// decided his pairing.
func (s *State) groupExplanation(st Steps, rec pairing.Round) pairing.Explanation {
	recorded := map[int]int{}
	for _, b := range rec.Boards {
		recorded[b.White], recorded[b.Black] = b.Black, b.White
	}
	if e, ok := s.walk(st, recorded); ok {
		e.Text += fallbackNote(st)
		return e
	}
	for _, g := range st.Groups {
		for _, p := range groupOrder(g) {
			opp := engineOpponent(st, p)
			if opp == nil || recorded[p.ID] == opp.ID {
				continue
			}
			article, why := g.step(p, opp)
			text := fmt.Sprintf("%s: in the score group of %s, %s. The engine pairs %d with %d; the recorded pairing pairs %d with %s.%s",
				article, g.Score, why, p.ID, opp.ID, p.ID, opponentWords(recorded[p.ID]), fallbackNote(st))
			return explanation(article, text, p.ID, opp.ID)
		}
	}
	return explanation("6.3", "6.3: the pairs differ."+fallbackNote(st))
}

func opponentWords(id int) string {
	if id == 0 {
		return "nobody (bye or not paired)"
	}
	return fmt.Sprint(id)
}

// groupOrder lists a group's players in the order the text pairs them:
// the floaters received (8.1), then the Whites and the Blacks of 6.2.
func groupOrder(g *Group) []*Player {
	out := slices.Clone(g.FloatersIn)
	return append(append(out, g.White...), g.Black...)
}

// engineOpponent returns the engine's opponent of a player, or nil.
func engineOpponent(st Steps, p *Player) *Player {
	for _, m := range st.Pairs {
		switch p {
		case m.A:
			return m.B
		case m.B:
			return m.A
		}
	}
	return nil
}

// step names the article that decided the pairing of p with opp in the
// group, and says why in words.
func (g *Group) step(p, opp *Player) (string, string) {
	for _, m := range g.FloaterPairs {
		if m.A == p || m.B == p {
			return "8.2", fmt.Sprintf("%d came down as a floater (6.4), and \"each of the floaters is paired with the player having the highest R, if possible having the opposite due colour\": %s", m.A.ID, terms(m.B))
		}
	}
	for _, who := range []*Player{p, opp} {
		for _, tr := range g.Transfers {
			if tr.Player != who {
				continue
			}
			if tr.Article == "7.1" {
				return "7.1", fmt.Sprintf("%d has no possible opponent in his own score group, so the player of the next possible lower score group with the due colour opposite to his, the highest R and the lowest ARO is transferred: %s from %s", tr.For.ID, terms(who), tr.From)
			}
			return "7.2", fmt.Sprintf("the score group has an odd number of players, so the player of the next possible lower score group due the colour opposite to the dominating one, with the highest R and the lowest ARO, is transferred: %s from %s", terms(who), tr.From)
		}
		for _, mv := range g.Moved {
			if mv.Player == who {
				return mv.Article, fmt.Sprintf("the colour subgroups are unequal, so %s moves to the other column (%s)", terms(who), mv.Article)
			}
		}
	}
	row := slices.Index(g.White, p)
	if row < 0 {
		row = slices.Index(g.White, opp)
	}
	if row >= 0 && row < len(g.Black) && (g.Black[row] == p || g.Black[row] == opp) {
		return "6.2", fmt.Sprintf("the players who should play White are arranged by increasing ARO (%v) and those who should play Black by decreasing R (%v), and row %d pairs them", idList(g.White), idList(g.Black), row+1)
	}
	if g.Search == "any" {
		return "6.3", fmt.Sprintf("the rows and improvements of 6.3 cannot pair the whole group (Whites %v, Blacks %v), so the engine pairs it by the first pairing in its order (Reading 13)", idList(g.White), idList(g.Black))
	}
	return "6.3", fmt.Sprintf("with the Whites %v against the Blacks %v, the rows of 6.2 give pairs that have met or cannot be completed, and 6.3's improvements (the next Black not met, then the rows above) give this pair", idList(g.White), idList(g.Black))
}

func idList(ps []*Player) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

// rowDiff: the recorded round gives p another opponent than the rows of
// 6.2 and 6.3 give him (e); every player before him in the columns has
// the engine's opponent.
func (s *State) rowDiff(g *Group, p, e, r *Player) pairing.Explanation {
	members := append(slices.Clone(g.White), g.Black...)
	head := fmt.Sprintf("in the score group of %s (the Whites %v by increasing ARO, the Blacks %v by decreasing R%s)", g.Score, idList(g.White), idList(g.Black), movedWords(g))
	article, why := "6.3", ""
	switch {
	case r == nil:
		article, why = "6.4", fmt.Sprintf("the engine pairs %d with %d; the recorded round does not pair %d", p.ID, e.ID, p.ID)
	case !slices.Contains(members, r):
		article = "6.4"
		why = fmt.Sprintf("\"the aim of the pairing procedure is to pair all players within a score group\": the engine pairs %d with %d in it; the recorded round pairs %d with %s, from outside it", p.ID, e.ID, p.ID, terms(r))
	case g.Search == "any":
		why = fmt.Sprintf("the rows and improvements of 6.3 cannot pair the whole group, so it takes the first pairing in a fixed order (Reading 13), which pairs %d with %d; the recorded round pairs %d with %d", p.ID, e.ID, p.ID, r.ID)
	default:
		why = rowWhy(g, p, e, r)
	}
	return explanation(article, fmt.Sprintf("%s: %s, %s.", article, head, why), p.ID, e.ID, r.ID)
}

// movedWords names the moves of 7.3 and 7.4 that made the columns.
func movedWords(g *Group) string {
	out := ""
	for _, mv := range g.Moved {
		to := "Blacks"
		if mv.Article == "7.4" {
			to = "Whites"
		}
		out += fmt.Sprintf("; %s moved %d to the %s", mv.Article, mv.Player.ID, to)
	}
	return out
}

// rowWhy says why 6.3 gives p the opponent e rather than r, both of the
// group's columns.
func rowWhy(g *Group, p, e, r *Player) string {
	pw, ie, ir := slices.Index(g.White, p), slices.Index(g.Black, e), slices.Index(g.Black, r)
	switch {
	case slices.Contains(g.FloatersOut, r):
		return fmt.Sprintf("the group cannot be paired completely and 6.4 floats %d; %d meets %d", r.ID, p.ID, e.ID)
	case pw >= 0 && ie >= 0 && ir > ie && ie == pw:
		return fmt.Sprintf("row %d pairs %d with his row's Black, %d, whom he has not met; the recorded round pairs him with %d (Black No. %d)", pw+1, p.ID, e.ID, r.ID, ir+1)
	case pw >= 0 && ie >= 0 && ir > ie:
		return fmt.Sprintf("the White of row %d, %d, takes \"the first 'black' player whom he has not played before, from the lower rows\" (those above are taken or he may not meet them): %d (Black No. %d) comes before %d (No. %d), the recorded opponent", pw+1, p.ID, e.ID, ie+1, r.ID, ir+1)
	case pw >= 0 && ir >= 0 && !ColourFit(p, r):
		return fmt.Sprintf("%d (row %d) and %d may not meet with colours C.04.1 f and g allow, so 6.3 gives %d %d", p.ID, pw+1, r.ID, p.ID, e.ID)
	case pw >= 0 && ir >= 0:
		return fmt.Sprintf("%d (Black No. %d) comes first for the White of row %d, %d, but with that pair the rows below cannot be completed, so \"we change the pairing\" (Reading 19: the next free Black, then the rows above): %d meets %d; the recorded round pairs him with %d", r.ID, ir+1, pw+1, p.ID, p.ID, e.ID, r.ID)
	case pw >= 0 && ie < 0:
		return fmt.Sprintf("%d (row %d) may meet no Black of the column (\"has already played with all the 'blacks'\"), so 6.3 looks for an opponent among the Whites from No. %d down, then up: %d; the recorded round pairs him with %d", p.ID, pw+1, pw+2, e.ID, r.ID)
	case pw >= 0:
		return fmt.Sprintf("a White takes a White only when he \"has already played with all the 'blacks'\", and %d (row %d) may meet %d; the recorded round pairs him with the White %d", p.ID, pw+1, e.ID, r.ID)
	}
	return fmt.Sprintf("after the rows, the players left are paired among themselves, the first with the first he may meet such that the rest can be paired (Reading 19): %d with %d; the recorded round pairs %d with %d", p.ID, e.ID, p.ID, r.ID)
}

// floatOutDiff: the recorded round pairs within the group a player 6.4
// floats.
func (s *State) floatOutDiff(g *Group, p, q *Player) pairing.Explanation {
	text := fmt.Sprintf("6.4: the score group of %s cannot be paired completely (C.04.1 b, f, g), and \"if there is a choice the floaters should be chosen\" by a-d, then the lowest R (Reading 20): %v float; the recorded round pairs %d with %d in the group instead", g.Score, idList(g.FloatersOut), p.ID, q.ID)
	return explanation("6.4", text+".", p.ID, q.ID)
}
