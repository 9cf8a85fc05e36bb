package burstein

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
)

// combination is what a round does in one bracket: the partner of each
// member (nil for none), and the members paired outside the bracket.
type combination struct {
	partner map[*Player]*Player
	out     []*Player
}

// combinationOf reads the recorded round's combination in a bracket.
func (s *State) combinationOf(br Bracket, rec pairing.Round) combination {
	c := combination{partner: map[*Player]*Player{}}
	for _, b := range rec.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		c.partner[w], c.partner[bl] = bl, w
	}
	for _, p := range br.Members {
		if c.in(br, p) == nil {
			c.out = append(c.out, p)
		}
	}
	return c
}

// dueColours counts the members who get their due colour in the pairs a
// combination makes within the bracket (6.5).
func (c combination) dueColours(br Bracket) int {
	n := 0
	for _, p := range br.Members {
		if q := c.in(br, p); q != nil && dueColoursFit(p, q) {
			n++
		}
	}
	return n
}

// engineCombination is the engine's combination of the bracket.
func engineCombination(br Bracket) combination {
	c := combination{partner: map[*Player]*Player{}}
	for _, p := range br.Pairs {
		c.partner[p[0]], c.partner[p[1]] = p[1], p[0]
	}
	if br.Out != nil {
		c.out = []*Player{br.Out}
	}
	return c
}

// bracketExplanation finds the first bracket whose recorded pairs differ
// from the engine's and names the rule by which the recorded combination
// comes after the engine's: 6.3 (one floater, to the next SG only), 6.6
// (the rest of the round can no longer be paired), 6.5 (fewer due
// colours), or the order of the combinations (6.1, 6.2, 6.4).
func (s *State) bracketExplanation(st Steps, rec pairing.Round) pairing.Explanation {
	residents := make([][]*Player, len(st.Brackets))
	for i, br := range st.Brackets {
		residents[i] = br.Residents
	}
	for k, br := range st.Brackets {
		eng, got := engineCombination(br), s.combinationOf(br, rec)
		if sameCombination(br, eng, got) {
			continue
		}
		if e, ok := floaterRule(st, k, got); ok {
			return e
		}
		var out *Player
		if len(got.out) == 1 {
			out = got.out[0]
		}
		if !feasibleBelow(residents, k, out) {
			return explanation("6.6", fmt.Sprintf("6.6: in the %s, the recorded pairs %s leave the SGs below unable to be paired (each with at most one floater to the next SG) %s; the engine pairs %s.",
				bracketName(br), pairsText(br, got), floatText(out), pairsText(br, eng)), ids(br.Members)...)
		}
		if ge, gg := eng.dueColours(br), got.dueColours(br); gg < ge {
			return explanation("6.5", fmt.Sprintf("6.5: \"in each SG maximum number of players should get their due colours\": in the %s, the engine's pairs %s give %d players their due colours, the recorded pairs %s only %d.",
				bracketName(br), pairsText(br, eng), ge, pairsText(br, got), gg), ids(br.Members)...)
		}
		return orderExplanation(br, eng, got)
	}
	return explanation("6.1", "6.1: the pairs differ, but no SG shows where: please report this case.")
}

// in returns p's partner within the bracket, or nil when he floats.
func (c combination) in(br Bracket, p *Player) *Player {
	if q := c.partner[p]; q != nil && slices.Contains(br.Members, q) {
		return q
	}
	return nil
}

func sameCombination(br Bracket, a, b combination) bool {
	for _, p := range br.Members {
		if a.in(br, p) != b.in(br, p) {
			return false
		}
	}
	return true
}

// floaterRule explains a recorded combination that floats more than one
// player, floats a floater again, or pairs a member outside the next SG
// (6.3).
func floaterRule(st Steps, k int, got combination) (pairing.Explanation, bool) {
	br := st.Brackets[k]
	var next []*Player
	if k+1 < len(st.Brackets) {
		next = st.Brackets[k+1].Residents
	}
	for _, p := range got.out {
		q := got.partner[p]
		switch {
		case p == br.In:
			return explanation("6.3", fmt.Sprintf("6.3: player %d came down to the %s as a floater and is paired within it (\"provided he is not a floater from another SG\"), but the recorded round pairs him with %d.", p.ID, bracketName(br), q.ID), p.ID, q.ID), true
		case !slices.Contains(next, q):
			return explanation("6.3", fmt.Sprintf("6.3: the remaining player of the %s \"is floated to the next SG\", but the recorded round pairs player %d with %d, who is not in it.", bracketName(br), p.ID, q.ID), p.ID, q.ID), true
		}
	}
	if len(got.out) > 1 {
		return explanation("6.3", fmt.Sprintf("6.3: at most one player of the %s floats to the next SG, but the recorded round pairs %s outside it.", bracketName(br), playersText(got.out)), ids(got.out)...), true
	}
	return pairing.Explanation{}, false
}

// feasibleBelow reports whether the brackets below k can be paired after
// bracket k floats out (or nobody).
func feasibleBelow(residents [][]*Player, k int, out *Player) bool {
	var rest [][]*Player
	if out != nil {
		rest = append(rest, []*Player{out})
	}
	rest = append(rest, residents[k+1:]...)
	if len(rest) == 0 {
		return true
	}
	return feasible(rest, nil)
}

// orderExplanation explains by the order of 6.1-6.4: the first player of
// the SG (3.2) whose partner differs gets, in the engine's combination, a
// lower partner than in the recorded one, or floats later.
func orderExplanation(br Bracket, eng, got combination) pairing.Explanation {
	for _, p := range br.Members {
		e, g := eng.in(br, p), got.in(br, p)
		if e == g {
			continue
		}
		no := func(q *Player) string {
			if q == nil {
				return "F (he floats to the next SG)"
			}
			return fmt.Sprintf("%d (No. %d)", q.ID, slices.Index(br.Members, q)+1)
		}
		text := fmt.Sprintf("6.1-6.4: \"priority shall be given to pair the highest player ... with the lowest player in that SG that he has not already played\", in the order of the combinations of 6.2 and 6.4. In the %s (%s), the pairs before player %d (No. %d) are the same, both give %d players their due colours (6.5), and the recorded combination leaves the rest of the round pairable; the engine pairs him with %s, which comes first, the recorded round with %s.",
			bracketName(br), playersText(br.Members), p.ID, slices.Index(br.Members, p)+1, eng.dueColours(br), no(e), no(g))
		if note := orderNote(br.Members); note != "" {
			text += " " + note
		}
		return explanation("6.2", text, p.ID)
	}
	return explanation("6.2", "6.2: the combinations differ, but no player shows where: please report this case.")
}

func bracketName(br Bracket) string {
	scores := []string{}
	for _, p := range br.Residents {
		if t := p.Group.String(); !slices.Contains(scores, t) {
			scores = append(scores, t)
		}
	}
	name := "SG " + strings.Join(scores, " + ")
	if len(scores) > 1 {
		name = "SGs " + strings.Join(scores, " and ") + " made one (6.6)"
	}
	if br.In != nil {
		name += fmt.Sprintf(" with floater %d", br.In.ID)
	}
	return name
}

func pairsText(br Bracket, c combination) string {
	var parts []string
	for _, p := range br.Members {
		q := c.in(br, p)
		if q != nil && slices.Index(br.Members, q) > slices.Index(br.Members, p) {
			parts = append(parts, fmt.Sprintf("%d-%d", p.ID, q.ID))
		}
	}
	if len(parts) == 0 {
		return "(none)"
	}
	return strings.Join(parts, ", ")
}

func floatText(out *Player) string {
	if out == nil {
		return "with nobody floating"
	}
	return fmt.Sprintf("with %d floating", out.ID)
}

func playersText(ps []*Player) string {
	var parts []string
	for _, p := range ps {
		parts = append(parts, fmt.Sprint(p.ID))
	}
	return strings.Join(parts, ", ")
}

func ids(ps []*Player) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

// colourExplanation explains the first board whose colours differ by the
// rule of 5 that decides it.
func (s *State) colourExplanation(eng, rec pairing.Round) pairing.Explanation {
	differ := pairing.Minus(eng, rec, rec.Colourless)
	if len(differ) == 0 {
		return explanation("5.4", "5.4: the colours differ")
	}
	b := differ[0]
	w, bl := s.Player(b.White), s.Player(b.Black)
	_, r := s.Colours(w, bl)
	text := fmt.Sprintf("%s: on the board of %d and %d, %d should have White and %d Black, but the recorded pairing has them the other way round. Player %d: %s; player %d: %s.",
		colourArticle(r), w.ID, bl.ID, w.ID, bl.ID, w.ID, describe(w), bl.ID, describe(bl))
	switch r {
	case HigherOrder:
		text += fmt.Sprintf(" They are due the same colour, have equal colour differences and the same colours in every round they both played; %s stands higher than %s by 3.2, so he gets his due colour.", terms(higher(w, bl)), terms(lower(w, bl)))
	case FirstRound:
		text += fmt.Sprintf(" Neither has a colour yet: the higher of them in the initial list has number %d among the players who entered, and the initial colour is %s.", higherNumber(w, bl).Seq, colourName(s.InitialColour))
	}
	return explanation(string(r), text, w.ID, bl.ID)
}

func colourArticle(r ColourRule) string {
	switch r {
	case BothDue:
		return "5.4 (\"giving both players their due colour\")"
	case MustHave:
		return "5.2/5.3 (the colour he must have)"
	case Equalise:
		return "5.4 (\"equalizing the numbers of black and white games played before\")"
	case Alternate:
		return "5.4 (\"alternating the colours ... regarding the first difference of their colour history\")"
	case HigherOrder:
		return "5.4 (\"assigning his due colour to the player with the higher SB\", Buchholz and so on)"
	}
	return "5.1 (the colour of player No. 1 by lot, the same for the other odd numbers)"
}

func higher(a, b *Player) *Player {
	if Above(a, b) {
		return a
	}
	return b
}

func lower(a, b *Player) *Player {
	if Above(a, b) {
		return b
	}
	return a
}

func higherNumber(a, b *Player) *Player {
	if a.Number < b.Number {
		return a
	}
	return b
}
