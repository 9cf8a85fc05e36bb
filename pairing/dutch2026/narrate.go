package dutch2026

import (
	"fmt"
	"io"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// Narrate tells how the engine pairs round r, bracket by bracket, in the
// words of the 2026 text (1.9, 2, 3, 5), so that an arbiter can follow it
// with the rule book open.
func (System) Narrate(w io.Writer, t *pairing.Tournament, r int) error {
	ps, err := t.Before(r)
	if err != nil {
		return err
	}
	round, steps, err := PairSteps(ps)
	if err != nil {
		return err
	}
	s := NewState(ps)
	var b strings.Builder
	players := s.ToPair()
	fmt.Fprintf(&b, "Round %d of %d: %d players to pair; initial colour %s", r, s.TotalRounds, len(players), dutch.ColourName(s.InitialColour))
	if s.LastRound() {
		b.WriteString("; final round: topscorers (1.8) are marked *")
	}
	b.WriteString(".\n")
	if len(steps) > 0 && steps[0].Bracket.Odd {
		fmt.Fprintf(&b, "The number of players is odd: one player receives the pairing-allocated bye. [C5] (2.3.1): the lowest score a pairing of the whole round complying with [C1]-[C3] can give it to is %s points; only players with that score whom [C2] allows may receive it.\n",
			steps[0].Bracket.ByeScore)
	}
	b.WriteString("Every bracket leaves the players not yet paired a pairing that complies with [C1]-[C3] ([C4], 2.2.1).\n")
	for i, st := range steps {
		narrateBracket(&b, i+1, st)
	}
	narrateBoards(&b, s, round)
	_, err = io.WriteString(w, b.String())
	return err
}

func narrateBracket(b *strings.Builder, k int, st Step) {
	br, c := st.Bracket, st.Candidate
	kind := "homogeneous"
	if br.MDPs > 0 {
		kind = fmt.Sprintf("heterogeneous: M0 = %d", br.MDPs)
	}
	fmt.Fprintf(b, "\nBracket %d: scoregroup %s points, %s, %s\n", k, br.Players[br.MDPs].PairingScore, kind, dutch.Plural(len(br.Players), "player"))
	for i, p := range br.Players {
		role := "resident"
		if i < br.MDPs {
			role = "MDP"
		}
		fmt.Fprintf(b, "  %2d. %s  %s\n", i+1, dutch.PlayerLine(p), role)
	}
	m1 := 0
	for _, pr := range c.Pairs {
		if pr[0] < br.MDPs {
			m1++
		}
	}
	fmt.Fprintf(b, "  MaxPairs = %d", len(c.Pairs))
	if br.MDPs > 0 {
		fmt.Fprintf(b, ", M1 = %d", m1)
	}
	b.WriteString(" (3.1: the pairs and MDPs paired of a best candidate).\n")
	walked := narrateCandidates(b, br, &c)
	fmt.Fprintf(b, "  Chosen: %s.\n", describe(br, &c))
	v := br.Evaluate(&c)
	switch fails := failures(&v); {
	case walked:
	case fails != "":
		fmt.Fprintf(b, "  It fails %s; no candidate does better by [C6]-[C21] in order, and of the equally good ones it comes first in the rules' sequence (3.8).\n", fails)
	default:
		b.WriteString("  It fails no quality criterion: a perfect candidate (3.4).\n")
	}
	if len(c.Floaters) > 0 && len(br.Next) > 0 {
		fmt.Fprintf(b, "  Downfloaters: %s; [C8] (2.4.3): %s.\n", ids(br, c.Floaters), valueText(C8, v[C8]))
	}
}

// failures lists the quality criteria a candidate does not fully satisfy,
// with their values; [C6]-[C8] are left out, whose values any candidate
// has.
func failures(v *Values) string {
	var out []string
	for c := C9; c <= numCriteria; c++ {
		if x := v[c]; len(x) > 0 && (len(x) > 1 || x[0] != 0) {
			out = append(out, fmt.Sprintf("%s (%s)", c, valueText(c, x)))
		}
	}
	return strings.Join(out, ", ")
}

func ids(br *Bracket, idx []int) string {
	out := make([]string, len(idx))
	for i, x := range idx {
		out[i] = fmt.Sprint(br.Players[x].ID)
	}
	return strings.Join(out, ", ")
}

// narrateBoards lists the boards in publishing order with the colour rule
// of 5.2 that decides each, and the bye.
func narrateBoards(b *strings.Builder, s *dutch.State, r pairing.Round) {
	b.WriteString("\nBoards and the colour rule that decides each (5.2), the higher-ranked player first in the preferences:\n")
	for i, bd := range r.Boards {
		hi, lo := s.Player(bd.White), s.Player(bd.Black)
		if dutch.Ranks(lo, hi) {
			hi, lo = lo, hi
		}
		_, rule := dutch.Colours(s, hi, lo)
		fmt.Fprintf(b, "  %3d. %4d - %-4d  %s (preferences: %d %s, %d %s)\n", i+1, bd.White, bd.Black, ColourArticle(rule),
			hi.ID, dutch.PrefOrNone(hi), lo.ID, dutch.PrefOrNone(lo))
	}
	if r.Bye != 0 {
		fmt.Fprintf(b, "  Pairing-allocated bye: %d ([C2]: no earlier bye, and no round scored as a win without playing).\n", r.Bye)
	}
}
