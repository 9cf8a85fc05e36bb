package dubov

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
)

// groupExplanation finds, from the highest score group down, the first
// player whose recorded opponent is not the engine's, and names the step
// of that group that decided his pairing.
func (s *State) groupExplanation(st Steps, rec pairing.Round) pairing.Explanation {
	recorded := map[int]int{}
	for _, b := range rec.Boards {
		recorded[b.White], recorded[b.Black] = b.Black, b.White
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
