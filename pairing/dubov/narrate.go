package dubov

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Narrate tells how the engine pairs round r, step by step, in the words
// and article numbers of the Dubov text (swisscheck explain --round): each
// player's terms (1.1-1.4, 2.1, 6.4), the bye (4), and each score group
// from the highest down with the floaters it receives (8.1, 8.2), its
// transfers (7.1, 7.2) and moves (7.3, 7.4), its two columns (6.2), each
// step of 6.3, its floaters (6.4), and last the colour rule of every
// board (3, 6.2).
func (System) Narrate(w io.Writer, t *pairing.Tournament, r int) error {
	ps, err := t.Before(r)
	if err != nil {
		return err
	}
	return narrate(w, NewState(ps))
}

// narrate tells how the engine pairs the state's round.
func narrate(w io.Writer, s *State) error {
	n := &narration{w: w, s: s}
	n.printf("Round %d, %s\n", s.Round, rules)
	n.terms()
	st, err := s.Steps()
	if err != nil {
		n.printf("\n%v\n", err)
		return err
	}
	if st.First {
		n.first(st)
	} else {
		n.bye(st)
		if st.Fallback != "" {
			n.printf("\n9 (Reading 14): the text's steps cannot complete this round; the engine paired it so: %s.\n", st.Fallback)
		}
		for _, g := range st.Groups {
			n.scores = append(n.scores, g.Score)
		}
		for i, g := range st.Groups {
			var lower []*Player
			if i+1 < len(st.Groups) {
				lower = st.Groups[i+1].Residents
			}
			n.group(g, lower)
		}
	}
	n.colours(st)
	return n.err
}

// stepLimit is the number of steps of 6.3 the narration tells one by one
// in a score group; a longer search is summed up.
const stepLimit = 40

type narration struct {
	w      io.Writer
	s      *State
	scores []trf.Points // the score groups of the round, highest first
	err    error
}

func (n *narration) printf(format string, args ...any) {
	if n.err == nil {
		_, n.err = fmt.Fprintf(n.w, format, args...)
	}
}

// terms lists the players to pair by score group with their terms.
func (n *narration) terms() {
	n.printf("\n1.1-1.4: the players to pair by score group: R, ARO (from the games played, Reading 1), colours and due colour; what C.04.1 f and g leave, and the earlier transfers (2.1) and floats (6.4) read from the record (Reading 4):\n")
	for _, g := range scoreGroups(n.s.toPair()) {
		n.printf("  %s points\n", g[0].Group)
		for _, p := range g {
			n.printf("    %s%s\n", terms(p), notes(p))
		}
	}
}

// notes writes what C.04.1 d, f, g, 2.1 and 6.4 say of a player.
func notes(p *Player) string {
	var out []string
	switch {
	case !p.CanWhite && !p.CanBlack:
		out = append(out, "no colour C.04.1 f and g allow")
	case !p.CanWhite:
		out = append(out, "only Black (C.04.1 f, g)")
	case !p.CanBlack:
		out = append(out, "only White (C.04.1 f, g)")
	}
	if p.Due != trf.NoColour && p.Should() != p.Due {
		out = append(out, "should play "+colourName(p.Should())+" (Reading 6)")
	}
	if p.Transfers > 0 {
		t := fmt.Sprintf("transferred up %d time(s)", p.Transfers)
		if p.TransferredLast {
			t += ", the last in the previous round"
		}
		out = append(out, t)
	}
	if p.WasFloater {
		out = append(out, "was floater")
	}
	if p.ByeBarred {
		out = append(out, "had the bye or a forfeit win (C.04.1 d)")
	}
	if len(out) == 0 {
		return ""
	}
	return "; " + strings.Join(out, "; ")
}

// first tells article 5.
func (n *narration) first(st Steps) {
	n.printf("\n5: the list in the initial order is divided into two equal parts, the upper on the left, the lower on the right; the first plays the first, the second the second, and so on.")
	if st.Bye != nil {
		n.printf(" An odd number: the last player of the list, %d, gets the pairing-allocated bye.", st.Bye.ID)
	}
	n.printf("\n")
}

// bye tells article 4.
func (n *narration) bye(st Steps) {
	if st.Bye == nil {
		return
	}
	b := st.Bye
	n.printf("\n4: an odd number of players: \"the player from the lowest score group, who has the lowest R will get the pairing-allocated bye\", then the one due the dominating colour, then the higher ARO, among the players C.04.1 d allows (Reading 12): %s.\n", terms(b))
}

// group tells how one score group is paired.
func (n *narration) group(g *Group, lower []*Player) {
	name := fmt.Sprintf("Score group %s", g.Score)
	if g.Joined {
		name = fmt.Sprintf("The lowest score groups from %s down, paired as one (Reading 14)", g.Score)
	}
	members := strings.Join(ids(g.Residents), ", ")
	if members == "" {
		members = "nobody left (all transferred to higher score groups)"
	}
	n.printf("\n%s: %s\n", name, members)
	n.floatersIn(g)
	n.transfers(g)
	n.untransferred(g)
	for _, c := range g.Changes {
		n.printf("  Reading 14 (%s): with the text's choice, %d, the round cannot be completed; the engine takes No. %d of the text's order, %d.\n", c.Article, c.Text.ID, c.Rank, c.Took.ID)
	}
	if len(g.Transfers) > 0 && n.s.LastRound() {
		n.printf("  2.1: the last round: 2.1 bars no transfer (\"apart from the last round\").\n")
	}
	for _, mv := range g.Moved {
		to := "Blacks (7.3: the Whites exceed the Blacks; the lowest ARO, then the higher R)"
		if mv.Article == "7.4" {
			to = "Whites (7.4: the Blacks exceed the Whites; the highest ARO, then the lower R)"
		}
		n.printf("  %s: %s moves to the %s; 2.2 allows it.\n", mv.Article, terms(mv.Player), to)
	}
	if len(g.White)+len(g.Black) == 0 {
		return
	}
	n.unbalanced(g)
	n.columns(g)
	n.search(g, lower)
	if len(g.Pairs) > 0 {
		n.printf("  the pairs:\n")
	}
	for _, m := range g.Pairs {
		n.printf("    %d - %d\n", m.Board.White, m.Board.Black)
	}
	if len(g.FloatersOut) > 0 {
		n.printf("  6.4: %s float(s) to the next lower score group (chapter 8).\n", strings.Join(ids(g.FloatersOut), ", "))
	}
}

// floatersIn tells chapter 8 for the floaters the group receives.
func (n *narration) floatersIn(g *Group) {
	if len(g.FloatersIn) == 0 {
		return
	}
	n.printf("  8.1: the floaters from higher score groups, those who should play White by increasing ARO and those who should play Black by decreasing R, alternately from the highest \"white\" floater: %s.\n", strings.Join(ids(g.FloatersIn), ", "))
	for _, f := range g.FloatersIn {
		i := slices.IndexFunc(g.FloaterPairs, func(m Match) bool { return m.A == f })
		if i < 0 {
			n.printf("  8.2: floater %d may meet nobody of the group: he goes on to the next lower score group (Reading 21).\n", f.ID)
			continue
		}
		n.printf("  8.2: floater %s \"is paired with the player having the highest R, if possible having the opposite due colour\" (then the lowest ARO): %s.\n", terms(f), terms(g.FloaterPairs[i].B))
	}
}

// transfers tells 7.1 and 7.2.
func (n *narration) transfers(g *Group) {
	for _, tr := range g.Transfers {
		barred := ""
		if b := n.barred(tr.From); len(b) > 0 {
			barred = fmt.Sprintf(" (2.1 bars %s of that group: transferred up in the previous round or already %d times)", strings.Join(b, ", "), n.limit())
		}
		if skipped := n.between(g.Score, tr.From); len(skipped) > 0 {
			barred += fmt.Sprintf("; the score group(s) %s above it hold no player who may be transferred (not met, colours C.04.1 f and g, 2.1; Reading 16)", strings.Join(skipped, ", "))
		}
		if tr.Article == "7.1" {
			n.printf("  7.1: %d has no possible opponent in his score group (Reading 23): from the next possible lower score group, %s, the player who has not met him and may be paired with him, due the colour opposite to his, with the highest R and the lowest ARO, is transferred: %s%s.\n", tr.For.ID, tr.From, terms(tr.Player), barred)
			continue
		}
		n.printf("  7.2: an odd number of players: from the next possible lower score group, %s, the player who may meet one of them, due the colour opposite to the dominating due colour, with the highest R and the lowest ARO, is transferred: %s%s.\n", tr.From, terms(tr.Player), barred)
	}
}

// between lists the score groups of the round strictly between two
// scores.
func (n *narration) between(hi, lo trf.Points) []string {
	var out []string
	for _, sc := range n.scores {
		if sc < hi && sc > lo {
			out = append(out, sc.String())
		}
	}
	return out
}

// untransferred tells the players 7.1 or 7.2 found no player for.
func (n *narration) untransferred(g *Group) {
	members := slices.DeleteFunc(slices.Clone(g.Residents), func(p *Player) bool {
		return slices.ContainsFunc(g.FloaterPairs, func(m Match) bool { return m.B == p })
	})
	for _, x := range members {
		if slices.ContainsFunc(members, func(y *Player) bool { return mayMeet(x, y) }) ||
			slices.ContainsFunc(g.Transfers, func(tr Transfer) bool { return tr.For == x }) {
			continue
		}
		n.printf("  7.1: %d has no possible opponent in his score group, but no lower score group holds a player who has not met him, may be paired with him (C.04.1 f, g) and whom 2.1 lets be transferred.\n", x.ID)
	}
	if (len(members)+len(g.Transfers))%2 == 1 && !slices.ContainsFunc(g.Transfers, func(tr Transfer) bool { return tr.Article == "7.2" }) {
		n.printf("  7.2: an odd number of players, but no lower score group holds a player who may meet one of them and whom 2.1 lets be transferred.\n")
	}
}

// barred lists the players of the score group 2.1 bars from a transfer.
func (n *narration) barred(score trf.Points) []string {
	var out []string
	for _, p := range n.s.toPair() {
		if p.Group == score && n.s.TransferBarred(p) {
			out = append(out, fmt.Sprint(p.ID))
		}
	}
	return out
}

func (n *narration) limit() int {
	if n.s.TotalRounds > 9 {
		return 4
	}
	return 3
}

// unbalanced tells Reading 10 (players without a due colour) and what
// 2.2 keeps from moving.
func (n *narration) unbalanced(g *Group) {
	var none []string
	for _, p := range append(slices.Clone(g.White), g.Black...) {
		if p.Should() == trf.NoColour {
			none = append(none, fmt.Sprint(p.ID))
		}
	}
	if len(none) > 0 {
		n.printf("  Reading 10: %s: no game played yet, so no due colour: the Blacks take as many of them as make them half the group, the highest R first, the others are Whites.\n", strings.Join(none, ", "))
	}
	if (len(g.White)+len(g.Black))%2 == 1 {
		return
	}
	src, c, less := g.White, trf.Black, order73 // the column 7.3 moves from
	switch {
	case len(g.Moved) > 0 && g.Moved[0].Article == "7.4", len(g.Moved) == 0 && len(g.Black) > len(g.White):
		src, c, less = g.Black, trf.White, order74
	case len(g.Moved) == 0 && len(g.White) == len(g.Black):
		return
	}
	// The players 2.2 keeps whom the order of 7.3 (7.4) puts before the
	// last player moved, or all of them when the columns stay unequal.
	var kept []string
	for _, p := range src {
		if p.Can(c) || p.Should() == trf.NoColour {
			continue
		}
		if len(g.White) == len(g.Black) && !less(p, g.Moved[len(g.Moved)-1].Player) {
			continue
		}
		kept = append(kept, fmt.Sprint(p.ID))
	}
	if len(kept) > 0 {
		n.printf("  2.2: %s may not be moved to the %ss (C.04.1 f or g).\n", strings.Join(kept, ", "), colourName(c))
	}
}

// columns writes the two columns of 6.2.
func (n *narration) columns(g *Group) {
	n.printf("  6.2: the players who should play White by increasing ARO, those who should play Black by decreasing R:\n")
	n.printf("    %-22s %s\n", "White (ARO)", "Black (R)")
	for i := range max(len(g.White), len(g.Black)) {
		left, right := "", ""
		if i < len(g.White) {
			left = fmt.Sprintf("%d (%s)", g.White[i].ID, g.White[i].ARO)
		}
		if i < len(g.Black) {
			right = fmt.Sprintf("%d (%d)", g.Black[i].ID, g.Black[i].Rating)
		}
		n.printf("    %-22s %s\n", left, right)
	}
}

func ids(ps []*Player) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprint(p.ID)
	}
	return out
}
