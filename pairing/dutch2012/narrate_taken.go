package dutch2012

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// taken tells the pairing the engine took in a bracket: the requirements
// it complies with (which C.10 lowered, and how far) and how C.6 reaches it
// (the MDPs in S1, D.3; the exchange, D.2; the transposition, D.1).
func (n *narrator) taken(l *bracketLog) {
	b, lv, st := l.paired, l.level, &l.step
	sf := l.stages[len(l.stages)-1]
	if len(st.Pairs) == 0 {
		n.b.WriteString("  With P1 = 0 the bracket makes no pairs: all its players move down.\n")
		return
	}
	c := b.costsOf(lv, st.Pairs, st.Left)
	req := []string{"P1 = " + dutch.Plural(sf.p1, "pair")}
	if sf.het {
		req[0] += fmt.Sprintf(" (M1 = %d of them with MDPs)", sf.m1)
	}
	if !lv.b2 {
		req = append(req, "B.2 dropped for top scorers (C.10.g)")
	}
	switch {
	case lv.drop[kA7d] && c[kA7d] > 0:
		req = append(req, fmt.Sprintf("A.7.d dropped (C.10.f) and broken only for the minimum number of pairs, %d", c[kA7d]))
	case lv.drop[kA7d] || lv.caps[kA7d] == 0:
		req = append(req, "A.7.d")
	}
	x := fmt.Sprintf("X = %d (%s not fulfilling all colour preferences)", lv.caps[kX], dutch.Plural(c[kX], "pair"))
	if d := lv.caps[kX] - min(sf.x1, sf.p1); d > 0 {
		x += fmt.Sprintf(", raised %s from X1 = %d by C.10.e", times(d), sf.x1)
	}
	req = append(req, x)
	if n.s.Round%2 == 0 {
		z := fmt.Sprintf("Z = %d (%s not fulfilling all strong colour preferences)", lv.caps[kZ], dutch.Plural(c[kZ], "pair"))
		if d := lv.caps[kZ] - min(sf.z1, lv.caps[kX]); d > 0 {
			z += fmt.Sprintf(", raised %s from Z1 = %d by C.10.e", times(d), sf.z1)
		}
		req = append(req, z)
	}
	floats := [4]string{"B.5 for downfloaters", "B.6 for downfloaters", "B.5 for upfloaters", "B.6 for upfloaters"}
	letters := [4]string{"d", "c", "b", "a"}
	for i, name := range floats {
		k := kB5d + i
		switch {
		case lv.caps[k] < 0 && !lv.drop[k]: // not set in this bracket (C.3.e-h)
		case c[k] > 0:
			req = append(req, fmt.Sprintf("%s dropped (C.10.%s) and broken only for the minimum number, %d", name, letters[i], c[k]))
		default:
			req = append(req, name)
		}
	}
	fmt.Fprintf(&n.b, "  The pairing taken complies with: %s.\n", strings.Join(req, "; "))
	if b.floatMaxSet {
		possible := "possible"
		if b.floatLater {
			possible = "of the pairings that let the rest of the round be paired (C.12, C.13)"
		}
		fmt.Fprintf(&n.b, "  B.3 (with A.11, the closeness of the scores before colours and floats, as JaVaFo 1.4 reads it): the players moved down have the lowest scores %s (%s).\n", possible, scoreList(b.pick(leftIn(b, st.Left))))
	}
	if b.b3 {
		fmt.Fprintf(&n.b, "  D.4: the lowest bracket has mixed scores: its pairing has the least B3factor, %s (the sum of the squared score differences, the bye counting as an opponent one point below the lowest player).\n", hundredths(b.bestB3))
	}
	n.howFound(l, sf)
}

// howFound tells the pairing as C.6 finds it: the MDPs first in a
// heterogeneous bracket (D.3 chooses them), then the homogeneous bracket
// or remainder (D.2 exchanges, D.1 transpositions).
func (n *narrator) howFound(l *bracketLog, sf stage) {
	b, pairs := l.paired, l.step.Pairs
	m := 0
	if sf.het {
		m = sf.m1
		var s1 []int
		for _, pr := range pairs[:m] {
			s1 = append(s1, pr[0])
		}
		var s2 []int
		for i := range b.ps {
			if !slices.Contains(s1, i) {
				s2 = append(s2, i)
			}
		}
		d3 := ""
		if !slices.Equal(s1, firstN(m)) {
			d3 = " (D.3: another set of M1 MDPs in S1)"
		}
		fmt.Fprintf(&n.b, "  C.6, the MDPs first: S1 = [%s]%s, S2 = [%s]%s: %s.\n", ids(b.ps, s1), d3, ids(b.ps, s2),
			transposed(b.ps, pairs[:m], s2), pairList(b.ps, pairs[:m]))
	}
	var rem []int
	for i := range b.ps {
		if !inPairs(pairs[:m], i) {
			rem = append(rem, i)
		}
	}
	p := len(pairs) - m
	if p == 0 {
		if m > 0 {
			n.b.WriteString("  The remainder makes no pairs.\n")
		}
		return
	}
	var s1 []int
	for _, pr := range pairs[m:] {
		s1 = append(s1, pr[0])
	}
	slices.Sort(s1)
	var s2 []int
	for _, v := range rem {
		if !slices.Contains(s1, v) {
			s2 = append(s2, v)
		}
	}
	what := "C.6"
	if m > 0 {
		what = fmt.Sprintf("C.6, the remainder (P = P1 - M1 = %d)", p)
	}
	orig := rem[:p]
	ex := ""
	if out, in := minus(orig, s1), minus(s1, orig); len(out) > 0 {
		ex = fmt.Sprintf(" (D.2: %s from S1 exchanged with %s from S2)", ids(b.ps, out), ids(b.ps, in))
	}
	fmt.Fprintf(&n.b, "  %s: S1 = [%s], S2 = [%s]%s%s: %s.\n", what, ids(b.ps, s1), ids(b.ps, s2), ex,
		transposed(b.ps, pairs[m:], s2), pairList(b.ps, pairs[m:]))
}

// left tells who the bracket leaves unpaired: moved down (C.1, C.6), or
// the bye.
func (n *narrator) left(l *bracketLog) {
	st := &l.step
	switch down := st.down(); {
	case st.Lowest && len(st.Left) == 1:
		fmt.Fprintf(&n.b, "  Left unpaired: %d, who gets the bye.\n", st.Players[st.Left[0]].ID)
	case st.Lowest:
		n.b.WriteString("  Every player is paired.\n")
	case len(down) == 0:
		n.b.WriteString("  Every player is paired; nobody moves down.\n")
	default:
		fmt.Fprintf(&n.b, "  Moved down to the next score bracket: %s.\n", idList(down))
	}
}

// costsOf counts what a candidate breaks of the counted requirements
// under a level: its pairs, and the players it leaves unpaired when the
// bracket produces downfloaters.
func (b *bracket) costsOf(lv *level, pairs [][2]int, left []int) costs {
	var sum costs
	add := func(c costs) {
		for k := range c {
			sum[k] += c[k]
		}
	}
	for _, pr := range pairs {
		_, c := b.pairOK(lv, pr[0], pr[1])
		add(c)
	}
	if len(b.ps) > 2*len(pairs) {
		for _, i := range leftIn(b, left) {
			_, c := b.floatCost(i)
			add(c)
		}
	}
	return sum
}

// leftIn keeps the unpaired players that are in the bracket as paired (not
// the player set aside for the bye).
func leftIn(b *bracket, left []int) []int {
	var out []int
	for _, i := range left {
		if i < len(b.ps) {
			out = append(out, i)
		}
	}
	return out
}

func pairList(ps []*dutch.Player, pairs [][2]int) string {
	out := make([]string, len(pairs))
	for i, pr := range pairs {
		out[i] = fmt.Sprintf("%d-%d", ps[pr[0]].ID, ps[pr[1]].ID)
	}
	return strings.Join(out, ", ")
}

// transposed says the order of S2 the pairs take, when it is not S2's
// own (D.1): S1's opponents first, in S1's order, then the others.
func transposed(ps []*dutch.Player, pairs [][2]int, s2 []int) string {
	var order []int
	for _, pr := range pairs {
		order = append(order, pr[1])
	}
	for _, v := range s2 {
		if !slices.Contains(order, v) {
			order = append(order, v)
		}
	}
	if slices.Equal(order, s2) {
		return ""
	}
	return fmt.Sprintf(", S2 transposed to [%s] (D.1)", ids(ps, order))
}

func inPairs(pairs [][2]int, i int) bool {
	for _, pr := range pairs {
		if pr[0] == i || pr[1] == i {
			return true
		}
	}
	return false
}

func minus(xs, ys []int) []int {
	var out []int
	for _, x := range xs {
		if !slices.Contains(ys, x) {
			out = append(out, x)
		}
	}
	return out
}

func firstN(k int) []int {
	out := make([]int, k)
	for i := range out {
		out[i] = i
	}
	return out
}

func scoreList(ps []*dutch.Player) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprintf("%d: %s", p.ID, p.PairingScore)
	}
	return strings.Join(out, ", ")
}

// hundredths writes a B3factor (hundredths of a point squared).
func hundredths(v int) string { return fmt.Sprintf("%d.%02d", v/100, v%100) }

func times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}
