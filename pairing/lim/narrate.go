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

// group tells one score group: the floaters it receives and sends and
// why, each arrangement of chapter 4 scrutinised in turn and why it
// fails, then its pairs with their colours.
func (n *narration) group(g *Group) {
	n.printf("\nScore group %s (%s): players %s.\n", g.Score, g.direction(), ids(g.Natives))
	for _, f := range g.In {
		if f.Why != "2.6" {
			n.printf("  receives %s, floated from the group of %s (%s)\n", terms(f.Player), f.From, f.Why)
		}
	}
	for _, f := range g.Out {
		if f.Why == "2.3 a-c" || f.Why == "2.3 d" {
			n.printf("  %s: %s.\n", f.Why, floatWords(f))
		}
	}
	for _, t := range g.tries {
		n.try(g, t)
	}
	for _, m := range g.Pairs {
		n.printf("  %d v %d, White %d (%s)\n", m.A.ID, m.B.ID, m.Board.White, m.Rule.Article())
	}
	for _, m := range g.Cracked {
		n.printf("  2.6: the pairing %d v %d is cracked; both play in the median group.\n", m.A.ID, m.B.ID)
	}
}

// traceShown is how many columns of a group the narration writes before
// it counts the rest; the first compatible one and the one taken are
// always written.
const traceShown = 5

// try tells one arrangement scrutinised: its columns in turn and why
// each fails, then what 4.4 or 2.6 did when none paired every player.
func (n *narration) try(g *Group, t try) {
	a := t.arr
	if len(a.members) == 0 {
		n.printf("  Nobody to pair: the group is empty (Reading 5).\n")
		return
	}
	fewest := -1
	if t.pairs != nil {
		fewest = a.conflicts(t.pairs)
	}
	sc := a.trace(fewest)
	last := len(sc.cols) - 1
	if last == 0 && t.pairs != nil {
		n.printf("  4.1: players %s scrutinised in turn (%s): the proposed pairing, %s, is compatible (2.1).\n", ids(a.members), scrutinyOrder(a), a.pairsWords(sc.cols[0].pairs))
		return
	}
	n.printf("  4.1-4.3: players %s scrutinised in turn (%s); the proposed pairing and its exchanges:\n", ids(a.members), scrutinyOrder(a))
	skipped := 0
	for i, c := range sc.cols {
		if i >= traceShown && i != sc.compatible && (i != last || sc.more) {
			skipped++
			continue
		}
		if skipped > 0 {
			n.printf("    ... %d more fail\n", skipped)
			skipped = 0
		}
		n.printf("    %d. %s: %s\n", i+1, a.pairsWords(c.pairs), columnWords(sc, i, c))
	}
	if sc.more && t.pairs != nil {
		n.printf("    ... and more: the narration stops counting at %d; the first that works, found by the engine's search in the same order (Reading 7), is %s (%d pairs due the same colour, 5.2): taken\n", traceLimit, a.pairsWords(t.pairs), a.conflicts(t.pairs))
	}
	if t.pairs != nil {
		return
	}
	switch {
	case sc.more:
		n.printf("    ... and more: none of the first %d pairs every player, and no pairing of them all is compatible (2.1)\n", traceLimit)
	case skipped > 0:
		n.printf("    ... %d more fail: none of these %d arrangements pairs every player\n", skipped, len(sc.cols))
	case len(sc.cols) == 1:
		n.printf("    no other arrangement pairs every player\n")
	default:
		n.printf("    none of these %d arrangements pairs every player\n", len(sc.cols))
	}
	if len(t.kept) > 0 {
		n.printf("  4.4: the pairs retained are %s, the first that give the most players scrutinised in turn a compatible opponent (Reading 18).\n", a.pairsWords(t.kept))
	}
	for _, f := range t.floated {
		n.printf("  %s: %s.\n", f.Why, floatWords(f))
	}
	if t.back != nil {
		n.printf("  4.4 a: the group was odd, so %d, floated by 2.3 d, is exchanged with him and stays.\n", t.back.ID)
	}
	if m := t.cracked; m != nil {
		n.printf("  2.6: the median group cannot be paired; the pairing %d v %d of the group of %s is cracked, both join the median group, and its pairing is started again.\n", m.A.ID, m.B.ID, m.A.Score)
	}
}

// scrutinyOrder says in which order the players are scrutinised.
func scrutinyOrder(a *arrangement) string {
	own := "by pairing number, 4.1 a"
	if !a.down {
		own = "from the lowest numbered, 4.1 b"
	}
	if a.nFloat > 0 {
		return "the floaters first, 3.6-3.8, then " + own
	}
	return own
}

// columnWords says how the scrutiny of the i-th column ends.
func columnWords(sc scrutiny, i int, c column) string {
	switch {
	case c.fail < 0 && sc.compatible < i:
		return fmt.Sprintf("every pair compatible, and %s due the same colour, the fewest possible (5.2, Reading 13): taken", pairsCount(sc.fewest))
	case c.fail < 0:
		return "every pair compatible (2.1): taken"
	case i == sc.compatible:
		return "every pair compatible (2.1), but " + c.why
	}
	return "fails: " + c.why
}
