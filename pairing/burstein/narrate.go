package burstein

import (
	"fmt"
	"io"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
)

// walkLimit is the largest SG whose combinations the narration lists one by
// one, as the Olympiad rules' worked example does (at most 15 rows).
const walkLimit = 6

// Narrate tells how the engine pairs round r, step by step, in the words
// and article numbers of the Burstein text (swisscheck explain --round).
func (System) Narrate(w io.Writer, t *pairing.Tournament, r int) error {
	ps, err := t.Before(r)
	if err != nil {
		return err
	}
	s := NewState(ps)
	n := &narration{w: w, s: s}
	n.printf("Round %d, %s\n", r, rules)
	n.imaginary()
	n.order()
	st, err := s.Steps()
	if err != nil {
		n.printf("\n%v\n", err)
		return err
	}
	n.bye(st)
	residents := make([][]*Player, len(st.Brackets))
	for i, br := range st.Brackets {
		residents[i] = br.Residents
	}
	for k, br := range st.Brackets {
		n.bracket(residents, k, br)
	}
	n.colours(st)
	return n.err
}

type narration struct {
	w   io.Writer
	s   *State
	err error
}

func (n *narration) printf(format string, args ...any) {
	if n.err == nil {
		_, n.err = fmt.Fprintf(n.w, format, args...)
	}
}

// imaginary tells who has the imaginary point of 3.3, or the acceleration
// points the file gives in its place.
func (n *narration) imaginary() {
	var got []string
	if n.s.Accelerated {
		for _, p := range n.s.Players {
			if p.Imaginary != 0 {
				got = append(got, fmt.Sprintf("%d (%s)", p.ID, p.Imaginary))
			}
		}
		n.printf("\n3.3: the file gives acceleration points (XXA or 250), which take the place of the imaginary point; this round: %s.\n", orNone(strings.Join(got, ", ")))
		return
	}
	if n.s.Round > 2 {
		return
	}
	for _, p := range n.s.Players {
		if p.Imaginary > 0 {
			got = append(got, fmt.Sprint(p.ID))
		}
	}
	n.printf("\n3.3: in the first two rounds the top half of the initial list has an imaginary point: %s.\n", orNone(strings.Join(got, ", ")))
}

// order lists the players to pair by SG and the order of 3.2.
func (n *narration) order() {
	n.printf("\n3.2: the players by SG, each SG in the order of SB, Buchholz, Median and rating:\n")
	var group string
	for _, p := range n.s.Ordered() {
		if g := p.Group.String(); g != group {
			group = g
			n.printf("  SG %s\n", g)
		}
		n.printf("    %s; %s\n", terms(p), describe(p))
	}
}

// bye tells who gets the pairing-allocated bye (4).
func (n *narration) bye(st Steps) {
	if st.Bye == nil {
		return
	}
	var barred []string
	for _, p := range n.s.Ordered() {
		if p.Barred {
			barred = append(barred, fmt.Sprint(p.ID))
		}
	}
	text := ""
	if len(barred) > 0 {
		text = fmt.Sprintf(" 4.1 bars %s, who already received a point without playing.", strings.Join(barred, ", "))
	}
	n.printf("\n4.2-4.3: an odd number of players: the pairing-allocated bye goes to the player of the lowest SG with the lowest SB (then Buchholz ...) whom 4.1 allows: %d.%s\n", st.Bye.ID, text)
}

// bracket tells how one SG (or SGs made one) is paired.
func (n *narration) bracket(residents [][]*Player, k int, br Bracket) {
	n.printf("\n%s:", strings.ToUpper(bracketName(br)[:1])+bracketName(br)[1:])
	for i, p := range br.Members {
		n.printf(" No. %d = %d;", i+1, p.ID)
	}
	n.printf("\n")
	if note := orderNote(br.Members); note != "" {
		n.printf("  %s\n", note)
	}
	if name := bracketName(br); strings.Contains(name, "made one") {
		n.printf("  6.6: \"if a complete pairing of all teams in two adjacent SG's cannot be made, then these two SG's shall be considered as one SG\": the higher of them, with what is fixed above it, cannot be paired with at most one floater to the next.\n")
	}
	if len(br.Members) <= walkLimit {
		n.walk(residents, k, br)
	} else {
		n.printf("  6.1: from the top, each player gets the lowest partner he has not met with whom the SG still gives the most players their due colours (6.5) and the round can still be paired (6.6):\n")
		for _, p := range br.Pairs {
			n.printf("    %d-%d\n", p[0].ID, p[1].ID)
		}
	}
	if br.Out != nil {
		n.printf("  6.3: %d floats to the next SG.\n", br.Out.ID)
	}
}

// walkRow is a combination of a small SG as the narration lists it.
type walkRow struct {
	c      Combination
	reason string // why it is not valid (3.1, 5.2/5.3, 6.6), or ""
	due    int    // players it gives their due colours (6.5), when valid
}

// walkSG lists the combinations of a small SG in the order of 6.2/6.4 up
// to the one the text takes (the first valid one with the most due
// colours); chosen is its index, -1 when none is valid.
func walkSG(residents [][]*Player, k int, br Bracket) (rows []walkRow, chosen int) {
	m := br.Members
	best := -1
	Combinations(len(m), func(i int) bool { return m[i] != br.In }, func(c Combination) bool {
		r := walkRow{c: c, reason: invalid(residents, k, m, c)}
		if r.reason == "" {
			r.due = dueOf(m, c)
			best = max(best, r.due)
		}
		rows = append(rows, r)
		return true
	})
	for i, r := range rows {
		if r.reason == "" && r.due == best {
			return rows[:i+1], i
		}
	}
	return rows, -1
}

// walk lists the combinations of a small SG in the order of 6.2/6.4 up to
// the one chosen, with why each earlier one is not taken.
func (n *narration) walk(residents [][]*Player, k int, br Bracket) {
	rows, chosen := walkSG(residents, k, br)
	best := 0
	if chosen >= 0 {
		best = rows[chosen].due
	}
	n.printf("  the combinations of 6.2/6.4, in order:\n")
	for i, r := range rows {
		text := rowText(br.Members, r.c)
		switch {
		case r.reason != "":
			n.printf("    (%d) %s: not valid, %s\n", i+1, text, r.reason)
		case i != chosen:
			n.printf("    (%d) %s: 6.5, gives %s their due colours; %d is possible\n", i+1, text, nPlayers(r.due), best)
		case noDueColours(br):
			n.printf("    (%d) %s: chosen (nobody has a due colour yet, so 6.5 does not apply)\n", i+1, text)
		default:
			n.printf("    (%d) %s: chosen, giving %s their due colours\n", i+1, text, nPlayers(r.due))
		}
	}
}

// invalid says why a combination of the members cannot be taken, or "".
func invalid(residents [][]*Player, k int, m []*Player, c Combination) string {
	for _, p := range c.Pairs {
		a, b := m[p[0]], m[p[1]]
		if r, met := a.Barring(b.Player); met {
			return fmt.Sprintf("3.1: %d and %d %s", a.ID, b.ID, metText(r))
		}
		if !Compatible(a, b) {
			return fmt.Sprintf("5.2/5.3: %d and %d must both have %s", a.ID, b.ID, colourName(a.Must))
		}
	}
	var out *Player
	if c.Floater >= 0 {
		out = m[c.Floater]
	}
	if !feasibleBelow(residents, k, out) {
		return "6.6: the SGs below can then not be paired " + floatText(out)
	}
	return ""
}

// dueOf counts the members a combination gives their due colours (6.5),
// as combination.dueColours counts them: a player without a due colour
// yet counts as getting it.
func dueOf(m []*Player, c Combination) int {
	d := 0
	for _, p := range c.Pairs {
		d += duePlayers(m[p[0]], m[p[1]])
	}
	return d
}

func rowText(m []*Player, c Combination) string {
	var parts []string
	for _, p := range c.Pairs {
		parts = append(parts, fmt.Sprintf("%d*%d (%d-%d)", p[0]+1, p[1]+1, m[p[0]].ID, m[p[1]].ID))
	}
	if c.Floater >= 0 {
		parts = append(parts, fmt.Sprintf("%d*F (%d floats)", c.Floater+1, m[c.Floater].ID))
	}
	return strings.Join(parts, " ")
}

// colours tells the colours of each board (5).
func (n *narration) colours(st Steps) {
	n.printf("\n5: colours\n")
	for _, br := range st.Brackets {
		for _, p := range br.Pairs {
			b, r := n.s.Colours(p[0], p[1])
			n.printf("  %d - %d   %s\n", b.White, b.Black, colourArticle(r))
		}
	}
	if st.Bye != nil {
		n.printf("  %d has the pairing-allocated bye (4.4: it has no colour)\n", st.Bye.ID)
	}
}

// nPlayers counts players: "1 player", "3 players".
func nPlayers(n int) string {
	if n == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", n)
}
