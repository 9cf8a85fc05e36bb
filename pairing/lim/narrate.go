package lim

import (
	"fmt"
	"io"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
)

// Narrate tells how the engine pairs round r, step by step, in the words
// and article numbers of the Lim text (swisscheck explain --round): the
// bye, then each score group in the order of 2.2 with the floaters it
// receives and sends and why, each player scrutinised with the opponents
// he is offered before the one he takes, and the colours.
func (System) Narrate(w io.Writer, t *pairing.Tournament, r int) error {
	ps, err := t.Before(r)
	if err != nil {
		return err
	}
	s := NewState(ps)
	n := &narration{w: w, s: s}
	n.printf("Round %d, %s\n", r, rules)
	played := fmt.Sprintf("%d rounds", r-1)
	if r == 2 {
		played = "1 round"
	}
	n.printf("\n2.2: the median score-group is %s (half of %s played).\n", s.Median, played)
	st, err := s.Steps()
	if err != nil {
		n.printf("\n%v\n", err)
		return err
	}
	switch {
	case st.Bye != nil && r == 1:
		n.printf("\n7.1: the pairing-allocated bye goes to %s, the lowest rated player in the Pairing List.\n", terms(st.Bye))
	case st.Bye != nil:
		n.printf("\n1.1: the pairing-allocated bye goes to %s, the lowest rank in the lowest score-group among the players C.04.1 d allows.\n", terms(st.Bye))
	}
	if st.Fallback != "" {
		n.printf("Past the text: %s.\n", st.Fallback)
	}
	for _, g := range st.Groups {
		n.group(g)
	}
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

func ids(ps []*Player) string {
	var out []string
	for _, p := range ps {
		out = append(out, fmt.Sprint(p.ID))
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// group tells one score group.
func (n *narration) group(g *Group) {
	n.printf("\nScore group %s (%s): players %s.\n", g.Score, g.direction(), ids(g.Natives))
	for _, f := range g.In {
		n.printf("  receives %s, floated from the group of %s (%s)\n", terms(f.Player), f.From, f.Why)
	}
	for _, f := range g.Out {
		n.printf("  %s: %s.\n", f.Why, floatWords(f))
	}
	for k, m := range g.Pairs {
		n.printf("  %s\n", g.pairWords(k, m))
	}
	for _, m := range g.Cracked {
		n.printf("  2.6: the pairing %d v %d is cracked; both play in the median group.\n", m.A.ID, m.B.ID)
	}
}

// pairWords tells the k-th pair of the group: the opponents tried before
// the one taken, and the colours.
func (g *Group) pairWords(k int, m Match) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d: ", m.A.ID)
	if g.arr != nil && k < len(g.index) {
		for _, q := range g.tried(k) {
			if q == m.B {
				break
			}
			fmt.Fprintf(&b, "not %d (%s); ", q.ID, g.refusal(k, q))
		}
	}
	fmt.Fprintf(&b, "%d v %d, White %d (%s)", m.A.ID, m.B.ID, m.Board.White, m.Rule.Article())
	return b.String()
}

// refusal says why the k-th pair's first player does not take q: they
// have met, 2.1's colours, the others could not all be paired then (4.4),
// or more pairs would be due the same colour (5.2).
func (g *Group) refusal(k int, q *Player) string {
	p := g.arr.members[g.index[k][0]]
	switch {
	case !p.CanMeet(q.Player):
		return "they have met"
	case !g.arr.s.Compatible(p, q):
		return "2.1: no colours keep 5.1 a and b"
	}
	used := make([]bool, len(g.arr.members))
	for _, pq := range g.index[:k] {
		used[pq[0]], used[pq[1]] = true, true
	}
	used[g.index[k][0]] = true
	for i, m := range g.arr.members {
		if m == q {
			used[i] = true
		}
	}
	if ok, _ := g.arr.matchable(used); !ok {
		return "4.4: the others could not all be paired then"
	}
	return "5.2: more pairs due the same colour"
}
