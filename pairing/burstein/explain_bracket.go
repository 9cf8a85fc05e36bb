package burstein

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
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

// dueColours counts the members who get their due colour (1.3) in the
// pairs a combination makes within the bracket, as 6.5 counts them
// ("maximum number of players should get their due colours"): both
// players of a pair due different colours, one of a pair due the same
// colour (5.4 gives it to one of them). A player without a due colour yet
// (no game played) takes either colour, and counts as getting his, as the
// engine and bbpPairings read 6.5: they take the combination with the
// most pairs whose due colours fit (dueColoursFit), and as every
// combination of an SG has as many pairs, that is the one with the most
// players counted so.
func (c combination) dueColours(br Bracket) int {
	n := 0
	for _, p := range br.Members {
		if q := c.in(br, p); q != nil && slices.Index(br.Members, q) > slices.Index(br.Members, p) {
			n += duePlayers(p, q)
		}
	}
	return n
}

// duePlayers counts the players of a pair who get their due colour, a
// player without one counting as getting it (combination.dueColours).
func duePlayers(a, b *Player) int {
	if dueColoursFit(a, b) {
		return 2
	}
	return 1
}

// someWithoutDue reports whether a member of the bracket has no due
// colour yet.
func someWithoutDue(br Bracket) bool {
	return slices.ContainsFunc(br.Members, func(p *Player) bool { return p.Due == trf.NoColour })
}

// withoutDueNote notes, when a member has no due colour yet, how he
// counts.
func withoutDueNote(br Bracket) string {
	if someWithoutDue(br) {
		return "; a player without a due colour yet counts as getting it"
	}
	return ""
}

// noDueColours reports whether nobody in the bracket has a due colour yet
// (no game played, as in round 1): then 6.5 cannot tell combinations
// apart.
func noDueColours(br Bracket) bool {
	return !slices.ContainsFunc(br.Members, func(p *Player) bool { return p.Due != trf.NoColour })
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
			return explanation("6.5", fmt.Sprintf("6.5: \"in each SG maximum number of players should get their due colours\": in the %s, the engine's pairs give %s their due colours, the recorded pairs only %d%s. Where they differ, the engine pairs %s; the recorded round %s.",
				bracketName(br), nPlayers(ge), gg, withoutDueNote(br), dueText(br, eng, got), dueText(br, got, eng))+sameDueText(br, eng, got), concernedIDs(br, eng, got)...)
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

// floaterRule explains a recorded combination that floats a floater
// again, floats more than one player, or pairs its one floater outside the
// next SG (6.3), in that order: a second player out is the fault even when
// the first is paired outside the next SG.
func floaterRule(st Steps, k int, got combination) (pairing.Explanation, bool) {
	br := st.Brackets[k]
	var next []*Player
	if k+1 < len(st.Brackets) {
		next = st.Brackets[k+1].Residents
	}
	for _, p := range got.out {
		if q := got.partner[p]; p == br.In {
			return explanation("6.3", fmt.Sprintf("6.3: player %d came down to the %s as its floater and is paired within it (\"provided he is not a floater from another SG\"), but the recorded round pairs him with %d.", p.ID, sgName(br), q.ID), p.ID, q.ID), true
		}
	}
	if len(got.out) > 1 {
		return oddOut(br, next, got), true
	}
	for _, p := range got.out {
		if q := got.partner[p]; !slices.Contains(next, q) {
			return explanation("6.3", fmt.Sprintf("6.3: the remaining player of the %s \"is floated to the next SG\", but the recorded round pairs its remaining player, %d, with %d, who is not in it.", bracketName(br), p.ID, q.ID), p.ID, q.ID), true
		}
	}
	return pairing.Explanation{}, false
}

// oddOut explains a recorded combination that leaves more than one player
// of the bracket to be paired outside it: 6.1 pairs the SG within itself,
// and 6.3 floats only "the remaining player" of an odd SG. The recorded
// round's floater is the one it pairs in the next SG, as the engine's
// floater is, when there is one; the others are named with a pair among
// them that the rules allow (3.1, 5.2, 5.3).
func oddOut(br Bracket, next []*Player, got combination) pairing.Explanation {
	out := got.out
	var floater *Player
	for _, p := range out {
		if slices.Contains(next, got.partner[p]) && (floater == nil || p == br.Out) {
			floater = p
		}
	}
	var where []string
	for _, p := range out {
		where = append(where, fmt.Sprintf("%d plays %d", p.ID, got.partner[p].ID))
	}
	size := "an even"
	if len(br.Members)%2 == 1 {
		size = "an odd"
	}
	text := fmt.Sprintf("6.3: the %s has %d players, %s number; 6.1 pairs them within it, and only \"the remaining player\" of an odd SG \"is floated to the next SG\". The recorded round pairs %d of them outside it (%s)",
		bracketName(br), len(br.Members), size, len(out), few(where))
	rest := out
	if floater != nil {
		text += fmt.Sprintf("; its floater is %d", floater.ID)
		rest = without(out, floater)
	}
	if a, b, ok := legalPair(rest); ok {
		text += fmt.Sprintf(", and %d and %d may meet (they have not played each other and 5.2 and 5.3 allow their colours), so they should have been paired within the SG", a.ID, b.ID)
	}
	return explanation("6.3", text+".", ids(out)...)
}

// legalPair finds the first two players who may be paired (3.1, 5.2,
// 5.3).
func legalPair(ps []*Player) (a, b *Player, ok bool) {
	for i, p := range ps {
		for _, q := range ps[i+1:] {
			if Compatible(p, q) {
				return p, q, true
			}
		}
	}
	return nil, nil, false
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
		due := fmt.Sprintf("both give %s their due colours (6.5%s)", nPlayers(eng.dueColours(br)), withoutDueNote(br))
		if noDueColours(br) {
			due = "nobody has a due colour yet (1.3: no game played), so 6.5 does not tell them apart"
		}
		text := fmt.Sprintf("6.1-6.4: \"priority shall be given to pair the highest player ... with the lowest player in that SG that he has not already played\", in the order of the combinations of 6.2 and 6.4. In the %s (%s), the pairs before player %d (No. %d) are the same, %s, and the recorded combination leaves the rest of the round pairable; the engine pairs him with %s, which comes first, the recorded round with %s.",
			bracketName(br), membersText(br.Members), p.ID, slices.Index(br.Members, p)+1, due, no(e), no(g))
		if note := orderNote(br.Members); note != "" {
			text += " " + note
		}
		return explanation("6.2", text, p.ID)
	}
	return explanation("6.2", "6.2: the combinations differ, but no player shows where: please report this case.")
}

// bracketName names the bracket with its floater: "SG 1.0 with floater 9".
func bracketName(br Bracket) string {
	name := sgName(br)
	if br.In != nil {
		name += fmt.Sprintf(" with floater %d", br.In.ID)
	}
	return name
}

// sgName names the SG of the bracket, or the SGs made one (6.6).
func sgName(br Bracket) string {
	scores := []string{}
	for _, p := range br.Residents {
		if t := p.Group.String(); !slices.Contains(scores, t) {
			scores = append(scores, t)
		}
	}
	if len(scores) > 1 {
		return "SGs " + strings.Join(scores, " and ") + " made one (6.6)"
	}
	return "SG " + strings.Join(scores, " + ")
}

// A list of an explanation longer than cutAbove pairs or players shows
// the first shown of them and "and N more".
const (
	cutAbove = 10
	shown    = 6
)

// few joins the items of a list, or the first ones and how many more
// there are.
func few(items []string) string {
	if len(items) <= cutAbove {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:shown], ", "), len(items)-shown)
}

// membersText lists the members of a bracket in the order of 3.2, or, in
// a big one, counts them.
func membersText(ps []*Player) string {
	if len(ps) > cutAbove {
		return fmt.Sprintf("%d players", len(ps))
	}
	return playersText(ps)
}

// dueText lists the pairs of c that d does not make, and the player c
// floats.
func dueText(br Bracket, c, d combination) string {
	text := few(differing(br, c, d, func(p, q *Player) string { return fmt.Sprintf("%d-%d", p.ID, q.ID) }))
	for _, p := range c.out {
		if slices.Contains(br.Members, p) && !slices.Contains(d.out, p) {
			text += fmt.Sprintf(" and floats %d", p.ID)
		}
	}
	return text
}

// differing words each pair of c that d does not make, in the order of
// the bracket.
func differing(br Bracket, c, d combination, word func(p, q *Player) string) []string {
	var out []string
	for _, p := range br.Members {
		q := c.in(br, p)
		if q == nil || slices.Index(br.Members, q) < slices.Index(br.Members, p) || d.in(br, p) == q {
			continue
		}
		out = append(out, word(p, q))
	}
	return out
}

// sameDueText names, of the pairs where the two combinations differ, those
// whose players are due the same colour, so that only one of them gets it
// (6.5).
func sameDueText(br Bracket, eng, got combination) string {
	same := func(c, d combination) string {
		pairs := slices.DeleteFunc(differing(br, c, d, func(p, q *Player) string {
			if duePlayers(p, q) == 2 {
				return ""
			}
			return fmt.Sprintf("%d-%d (both %s)", p.ID, q.ID, colourName(p.Due))
		}), func(s string) bool { return s == "" })
		if len(pairs) == 0 {
			return "none"
		}
		return few(pairs)
	}
	return fmt.Sprintf(" Pairs of two players due the same colour, only one of whom can get it: in the recorded round %s; in the engine's %s.",
		same(got, eng), same(eng, got))
}

// concernedIDs lists the members whose partner differs in the two
// combinations.
func concernedIDs(br Bracket, a, b combination) []int {
	var out []int
	for _, p := range br.Members {
		if a.in(br, p) != b.in(br, p) {
			out = append(out, p.ID)
		}
	}
	return out
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
	return few(parts)
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
