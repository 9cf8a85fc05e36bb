package dutch2012

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// joinedNote tells which residents of a lowest bracket joined by C.13 came
// from its latest added score bracket, once new MDPs came down to it.
func (n *narrator) joinedNote(all []*dutch.Player, joined map[int]bool) {
	var ids []string
	for _, p := range all {
		if joined[p.ID] {
			ids = append(ids, fmt.Sprint(p.ID))
		}
	}
	if len(ids) > 0 {
		fmt.Fprintf(&n.b, "  C.13: %s came from the latest added score bracket of the join (its S1 side): like MDPs, B.5 and B.6 for downfloaters do not judge them (as JaVaFo 1.4 reads it).\n", strings.Join(ids, ", "))
	}
}

// bracket tells one score bracket as the engine paired or tried it: its
// players, C.1, C.2-C.4, the passes of C.14, the requirements under which
// its pairing complies (C.3, C.10), the pairing and who moves down.
func (n *narrator) bracket(l *bracketLog, title string) {
	st := &l.step
	all := append(slices.Clone(l.carried), l.group...)
	fmt.Fprintf(&n.b, "\n%s: %s", title, dutch.Plural(len(all), "player"))
	if len(l.carried) > 0 {
		fmt.Fprintf(&n.b, ", %d of them moved down from above (MDPs)", len(l.carried))
	}
	n.b.WriteString("\n")
	for i, p := range all {
		r := "resident"
		if i < len(l.carried) {
			r = "MDP"
		}
		fmt.Fprintf(&n.b, "  %s  %s  %s\n", dutch.PlayerLine(p), grade(n.s.Round, p), r)
	}
	n.joinedNote(all, l.joined)
	cur := &bracket{round: n.s.Round, ps: all, m0: len(l.carried)}
	failedC12, through := n.failedC12, n.through
	n.failedC12, n.through = false, movedThrough(*st)
	for _, p := range st.Moved {
		i := slices.Index(all, p)
		extra := ""
		switch {
		case i < cur.m0 && failedC12:
			extra = "; C.12 gave no other set of players moved down (above)"
		case i < cur.m0 && through[p.ID]:
			extra = "; C.12 cannot give another set for him: C.1 moved him down at once from the bracket above, whatever its pairing"
		}
		fmt.Fprintf(&n.b, "  C.1: %d has no opponent in the bracket without breaking B.1 or B.2 (%s): moved down at once to the next score bracket%s.\n",
			p.ID, n.noOpponent(cur, i), extra)
	}
	ps := st.Players
	if l.paired != nil && len(l.paired.ps) < len(ps) {
		bye := ps[len(ps)-1]
		ps = ps[:len(ps)-1]
		fmt.Fprintf(&n.b, "  C.1, C.13: %d has no opponent in the lowest bracket and may get the bye (B.1.b): he is set aside for the bye and the others are paired (as JaVaFo 1.4 does).\n", bye.ID)
	}
	if len(l.stages) == 0 || len(ps) == 0 {
		return
	}
	n.setUp(l, ps, st.MDPs)
	n.passes(l)
	switch {
	case l.level != nil:
		n.taken(l)
	case st.Pairs != nil:
		n.b.WriteString("  C.14.a: P1 is zero: the entire score bracket is moved down to the next one.\n")
	case st.Lowest:
		n.b.WriteString("  No requirement level of C.3-C.10 gives a pairing of every player but one who may get the bye, down to the last pass of C.14.\n")
		n.noBye(ps)
		return
	default:
		n.b.WriteString("  No requirement level of C.3-C.10 gives a pairing, down to the last pass of C.14.\n")
		return
	}
	n.left(l)
}

// setUp tells A.3, C.2, C.3 and C.4 for the first pass over the bracket.
func (n *narrator) setUp(l *bracketLog, ps []*dutch.Player, m0 int) {
	first := l.stages[0]
	count := len(ps)
	switch {
	case m0 == 0:
		n.b.WriteString("  A.3: homogeneous (no players moved down).\n")
	case 2*m0 >= count:
		fmt.Fprintf(&n.b, "  A.3: %d of its %d players came from a higher score bracket, at least half: treated as homogeneous.\n", m0, count)
	default:
		fmt.Fprintf(&n.b, "  A.3: heterogeneous: %s of its %d moved down; the MDPs are paired first, the rest is a remainder treated as homogeneous.\n", plural(m0, "1 player", fmt.Sprintf("%d players", m0)), count)
	}
	W, B, w, bb, a := a8Counts(n.s.Round, ps)
	fmt.Fprintf(&n.b, "  C.2: P0 = %d, M0 = %d; A.8: W = %d, B = %d, w = %d, b = %d, a = %d: X1 = %d", count/2, m0, W, B, w, bb, a, first.x1)
	if n.s.Round%2 == 0 {
		fmt.Fprintf(&n.b, ", Z1 = %d", first.z1)
	}
	n.b.WriteString(".\n")
	var req []string
	if first.het {
		req = append(req, fmt.Sprintf("P = M1 = %d", first.m1))
	} else {
		req = append(req, fmt.Sprintf("P = P1 = %d", first.p1))
	}
	var top, semi []string
	for _, p := range ps {
		if p.Topscorer {
			top = append(top, fmt.Sprint(p.ID))
		}
		if semiAbsolute(n.s.Round, p) {
			semi = append(semi, fmt.Sprint(p.ID))
		}
	}
	req = append(req, "B.1", "B.2")
	if len(top) > 0 {
		req[len(req)-1] += " (top scorers " + strings.Join(top, ", ") + ": it may be dropped, C.10.g)"
	}
	if len(semi) > 0 {
		req = append(req, "A.7.d (the strong preferences of "+strings.Join(semi, ", ")+" treated as absolute)")
	}
	req = append(req, fmt.Sprintf("X = X1 = %d", first.x1))
	if n.s.Round%2 == 0 {
		req = append(req, fmt.Sprintf("Z = Z1 = %d", first.z1))
	}
	if len(ps) > 2*first.p1 {
		req = append(req, "B.5 and B.6 for downfloaters (the bracket produces downfloaters)")
	}
	if first.het {
		req = append(req, "B.5 and B.6 for upfloaters")
	}
	fmt.Fprintf(&n.b, "  C.3 sets the extreme requirement (A.11): %s.\n", strings.Join(req, "; "))
	all := make([]int, len(ps))
	for i := range all {
		all[i] = i
	}
	s1, s2 := all[:min(first.p1, len(all))], all[min(first.p1, len(all)):]
	if first.het {
		s1, s2 = all[:first.m1], all[first.m1:]
	}
	fmt.Fprintf(&n.b, "  C.4: S1 = [%s], S2 = [%s].\n", ids(ps, s1), ids(ps, s2))
}

// noBye names the players of the lowest bracket who may not get the bye
// (B.1.b).
func (n *narrator) noBye(ps []*dutch.Player) {
	if len(ps)%2 == 0 {
		return
	}
	var no []string
	for _, p := range ps {
		if !p.CanGetBye() {
			no = append(no, fmt.Sprintf("%d (round %d)", p.ID, p.ByeRound))
		}
	}
	if len(no) > 0 {
		fmt.Fprintf(&n.b, "  B.1.b: received a point or half point without playing, so may not get the bye: %s.\n", strings.Join(no, ", "))
	}
}

// passes tells the decreases of C.14 between the passes over the bracket.
func (n *narrator) passes(l *bracketLog) {
	for i := 1; i < len(l.stages); i++ {
		a, c := l.stages[i-1], l.stages[i]
		var what string
		switch {
		case a.het && c.het && c.p1 < a.p1:
			what = fmt.Sprintf("C.14.b.1: the procedure got to the remainder, so P1 is lowered to %d", c.p1)
		case a.het && c.het && c.p1 > a.p1:
			what = fmt.Sprintf("C.14.b.2: P1 has come down to M1, so M1 is lowered to %d, and P1 = P0 = %d again (as JaVaFo 1.4 reads C.14.b.2)", c.m1, c.p1)
		case a.het && c.het:
			what = fmt.Sprintf("C.14.b.2: the procedure did not get to the remainder, so M1 is lowered to %d", c.m1)
		case a.het:
			what = fmt.Sprintf("C.14.b.2: M1 was 1: M1 = 0, and the bracket is managed as homogeneous with P1 = P0 = %d", c.p1)
		default:
			what = fmt.Sprintf("C.14.a: P1 is lowered to %d", c.p1)
		}
		fmt.Fprintf(&n.b, "  No requirement level of C.3-C.10 gives a pairing. %s (X1 = %d", what, c.x1)
		if n.s.Round%2 == 0 {
			fmt.Fprintf(&n.b, ", Z1 = %d", c.z1)
		}
		n.b.WriteString("); restart from C.3.\n")
	}
}

// noOpponent says why a player has no opponent in a bracket (C.1): whom
// he has met (B.1) and who shares his absolute preference (B.2).
func (n *narrator) noOpponent(b *bracket, i int) string {
	var met, same []string
	p := b.ps[i]
	for j, q := range b.ps {
		switch {
		case j == i:
		case !p.CanMeet(q):
			met = append(met, fmt.Sprint(q.ID))
		case !dutch.Compatible(p, q):
			same = append(same, fmt.Sprint(q.ID))
		}
	}
	var out []string
	if len(met) > 0 {
		out = append(out, "B.1: has met or may not meet "+strings.Join(met, ", "))
	}
	if len(same) > 0 {
		out = append(out, "B.2: the same absolute colour preference as "+strings.Join(same, ", "))
	}
	if len(out) == 0 {
		return "nobody else in it"
	}
	return strings.Join(out, "; ")
}

// a8Counts counts A.8's W, B, w, b and a for the players of a bracket.
func a8Counts(round int, ps []*dutch.Player) (W, B, w, b, a int) {
	for _, p := range ps {
		switch pref := p.Preference; {
		case pref.Strength == dutch.NoPreference:
			a++
		case wavering(round, p) && pref.Colour == trf.White:
			w++
		case wavering(round, p):
			b++
		case pref.Colour == trf.White:
			W++
		default:
			B++
		}
	}
	return
}

func ids(ps []*dutch.Player, idx []int) string {
	out := make([]string, len(idx))
	for i, x := range idx {
		out[i] = fmt.Sprint(ps[x].ID)
	}
	return strings.Join(out, ", ")
}
