package lim

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
)

// groupExplanation walks the score groups in the order of 2.2 and finds
// the first player whose recorded opponent is not the engine's: a player
// the engine floated, or one of the engine's pairs, in the order the
// group pairs them.
func (s *State) groupExplanation(st Steps, rec pairing.Round) pairing.Explanation {
	recorded := map[int]int{}
	for _, b := range rec.Boards {
		recorded[b.White], recorded[b.Black] = b.Black, b.White
	}
	for _, g := range st.Groups {
		for _, f := range g.Out {
			if o := s.Player(recorded[f.ID]); o != nil && g.member(o) && !g.floated(o) {
				text := fmt.Sprintf("%s: in the score group of %s (%s), %s; the recorded pairing keeps him there with %d.%s",
					f.Why, g.Score, g.direction(), floatWords(f), o.ID, fallbackNote(st))
				return explanation(f.Why, text, f.ID, o.ID)
			}
		}
		for k, m := range g.Pairs {
			if recorded[m.A.ID] == m.B.ID {
				continue
			}
			article, why := g.exchange(k, s.Player(recorded[m.A.ID]))
			text := fmt.Sprintf("%s: in the score group of %s (%s), %s. The engine pairs %d with %d; the recorded pairing pairs %d with %s.%s",
				article, g.Score, g.direction(), why, m.A.ID, m.B.ID, m.A.ID, opponentWords(s, recorded[m.A.ID]), fallbackNote(st))
			return explanation(article, text, m.A.ID, m.B.ID)
		}
	}
	return explanation("4.1", "4.1: the pairs differ."+fallbackNote(st))
}

// member reports whether p was one of the group's players.
func (g *Group) member(p *Player) bool {
	for _, q := range g.Natives {
		if q == p {
			return true
		}
	}
	for _, f := range g.In {
		if f.Player == p {
			return true
		}
	}
	return false
}

// floated reports whether the group floated p.
func (g *Group) floated(p *Player) bool {
	for _, f := range g.Out {
		if f.Player == p {
			return true
		}
	}
	return false
}

func (g *Group) direction() string {
	switch {
	case g.Median:
		return "the median group, paired last and downward"
	case g.Down:
		return "paired downward"
	}
	return "paired upwards"
}

// floatWords says why a floater floats, in the text's words.
func floatWords(f *Floater) string {
	switch f.Why {
	case "2.3 a-c":
		if f.Note != "" {
			return fmt.Sprintf("%s has no opponent there: %s, so he floats", terms(f.Player), f.Note)
		}
		return fmt.Sprintf("%s has no compatible opponent there (2.1: all met, or none allows him a permissible colour), so he floats", terms(f.Player))
	case "2.3 d":
		return fmt.Sprintf("the group is odd, and %s is the floater \"to make even the number of players\" (%s)", terms(f.Player), f.Note)
	case "4.4":
		return fmt.Sprintf("no compatible opponent can be found for %s while the players scrutinised before him keep theirs, so \"#2 is floated\"", terms(f.Player))
	case "4.4 b":
		return fmt.Sprintf("%s is \"the lowest numbered player remaining\", floated \"in company with #2\" to keep the group even", terms(f.Player))
	}
	return fmt.Sprintf("%s floats", terms(f.Player))
}

// exchange says why the k-th pair of the group is the engine's rather
// than the recorded one, whose opponent for the first player is rec.
func (g *Group) exchange(k int, rec *Player) (string, string) {
	m := g.Pairs[k]
	if rec == nil || !g.member(rec) {
		return "4.1", fmt.Sprintf("%s is paired in this group (%s is not one of its players)", terms(m.A), opponentName(rec))
	}
	if g.arr != nil && !g.arr.s.Compatible(m.A, rec) {
		return "2.1", fmt.Sprintf("%s and %s are not compatible: they have met, or no colours keep 5.1 a and b", terms(m.A), terms(rec))
	}
	if conflict(m.A, rec) && !conflict(m.A, m.B) {
		return "5.2", fmt.Sprintf("%s and %s are due the same colour, and the exchanges of 5.2 give %d an opponent who is not (Reading 13)", terms(m.A), terms(rec), m.A.ID)
	}
	var order []string
	if g.arr != nil {
		for _, q := range g.tried(k) {
			order = append(order, fmt.Sprint(q.ID))
		}
	}
	return "4.2", fmt.Sprintf("%s is scrutinised in turn (4.1) and takes his opponents in the order of 4.2 and 4.3 (Reading 7): %s; %d is the first that leaves every player a compatible opponent with the fewest colour conflicts (5.2)",
		terms(m.A), strings.Join(order, ", "), m.B.ID)
}

func opponentName(p *Player) string {
	if p == nil {
		return "nobody"
	}
	return fmt.Sprint(p.ID)
}

// tried lists the opponents the k-th pair's first player is offered, in
// order, up to the one he takes.
func (g *Group) tried(k int) []*Player {
	used := make([]bool, len(g.arr.members))
	for _, pq := range g.index[:k] {
		used[pq[0]], used[pq[1]] = true, true
	}
	p, q := g.index[k][0], g.index[k][1]
	used[p] = true
	var out []*Player
	for _, c := range g.arr.candidates(p, used) {
		out = append(out, g.arr.members[c])
		if c == q {
			break
		}
	}
	return out
}
