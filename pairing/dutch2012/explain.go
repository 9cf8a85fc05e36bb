package dutch2012

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// Explain names the article of the 2012 text that decides a differing
// round: an absolute criterion the recorded pairing breaks (B.1, B.2, the
// bye of B.1.b); else, in the first score bracket whose pairs differ, the
// first requirement of the procedure on which the recorded pairs do worse
// than the engine's (the number of pairs, A.11; X, B.4; Z, A.7.e; B.5 and
// B.6 for downfloaters, then upfloaters); else the order of the
// transpositions and exchanges (D.1, D.2); for the same pairs with other
// colours, the colour rule (E.1-E.5).
func (System) Explain(t *pairing.Tournament, d pairing.Difference) (pairing.Explanation, error) {
	s, err := t.Before(d.Round)
	if err != nil {
		return pairing.Explanation{}, err
	}
	ds := NewState(s)
	if e, ok := absoluteBreach(ds, d.Recorded); ok {
		return e, nil
	}
	if d.NoPairing {
		return explanation("B.1", "no pairing of the round keeps B.1 and B.2", nil), nil
	}
	if e, ok := colourOnly(ds, d); ok {
		return e, nil
	}
	_, steps, err := PairSteps(s)
	if err != nil {
		return pairing.Explanation{}, err
	}
	rec := d.Recorded.Pairs()
	for _, st := range steps {
		if e, ok := bracketDiffers(ds, &st, rec); ok {
			return e, nil
		}
	}
	return explanation("D.1", "the engine's pairing comes first in the order of transpositions and exchanges", nil), nil
}

func explanation(article, text string, players []int) pairing.Explanation {
	return pairing.Explanation{Rule: pairing.Ref{Text: rules, Article: article}, Text: text, Players: players}
}

// absoluteBreach finds a recorded board that breaks B.1 or B.2, or a bye
// that B.1.b forbids.
func absoluteBreach(ds *dutch.State, r pairing.Round) (pairing.Explanation, bool) {
	for _, b := range r.Boards {
		p, q := ds.Player(b.White), ds.Player(b.Black)
		if p == nil || q == nil {
			continue
		}
		if !p.CanMeet(q) {
			return explanation("B.1", fmt.Sprintf("%d and %d have met before", p.ID, q.ID), []int{p.ID, q.ID}), true
		}
		if dutch.BreaksC3(p, q) {
			return explanation("B.2", fmt.Sprintf("%d and %d have the same absolute colour preference", p.ID, q.ID), []int{p.ID, q.ID}), true
		}
	}
	if p := ds.Player(r.Bye); p != nil && !p.CanGetBye() {
		return explanation("B.1.b", fmt.Sprintf("%d has received a point without playing (round %d) and may not get the bye", p.ID, p.ByeRound), []int{p.ID}), true
	}
	return pairing.Explanation{}, false
}

// colourOnly explains a round whose pairs and bye are the engine's, with
// other colours: the colour rule of the first such board.
func colourOnly(ds *dutch.State, d pairing.Difference) (pairing.Explanation, bool) {
	eng, rec := d.Engine.Pairs(), d.Recorded.Pairs()
	if d.Engine.Bye != d.Recorded.Bye || len(eng) != len(rec) {
		return pairing.Explanation{}, false
	}
	for p := range eng {
		if !rec[p] {
			return pairing.Explanation{}, false
		}
	}
	for _, b := range pairing.Minus(d.Engine, d.Recorded, d.Recorded.Colourless) {
		hi, lo := ds.Player(b.White), ds.Player(b.Black)
		if hi == nil || lo == nil {
			continue
		}
		if dutch.Ranks(lo, hi) {
			hi, lo = lo, hi
		}
		_, rule := colours(ds, hi, lo)
		return explanation(rule.String(), fmt.Sprintf("%d has White against %d", b.White, b.Black), []int{b.White, b.Black}), true
	}
	return pairing.Explanation{}, false
}

// bracketDiffers compares the engine's pairs of a bracket with the
// recorded pairs among its players, requirement by requirement.
func bracketDiffers(ds *dutch.State, st *Step, rec pairing.PairSet) (pairing.Explanation, bool) {
	in := map[int]int{}
	for i, p := range st.Players {
		in[p.ID] = i
	}
	differs := false
	for _, pr := range st.Pairs {
		differs = differs || !rec[pairOf(st.Players[pr[0]].ID, st.Players[pr[1]].ID)]
	}
	if !differs {
		return pairing.Explanation{}, false
	}
	b := &bracket{round: ds.Round, ps: st.Players, m0: st.MDPs, lowest: st.Lowest}
	var recPairs [][2]int
	paired := map[int]bool{}
	for p := range rec {
		i, ok1 := in[p[0]]
		j, ok2 := in[p[1]]
		if ok1 && ok2 {
			recPairs = append(recPairs, [2]int{i, j})
			paired[i], paired[j] = true, true
		}
	}
	var recLeft []int
	for i := range st.Players {
		if !paired[i] {
			recLeft = append(recLeft, i)
		}
	}
	ids := func() []int {
		var out []int
		for _, p := range st.Players {
			out = append(out, p.ID)
		}
		return out
	}()
	score := st.Players[len(st.Players)-1].PairingScore
	if len(recPairs) < len(st.Pairs) {
		return explanation("A.11", fmt.Sprintf("the %s bracket can make %d pairs; the recorded pairing makes %d in it", score, len(st.Pairs), len(recPairs)), ids), true
	}
	if c := slices.Compare(b.scoresOf(recLeft), b.scoresOf(st.Left)); len(recLeft) == len(st.Left) && c > 0 {
		return explanation("B.3", fmt.Sprintf("in the %s bracket the recorded pairing moves down players of higher scores", score), ids), true
	}
	n := len(b.ps)
	if b.lowest && n > 0 && b.ps[0].PairingScore != b.ps[n-1].PairingScore && len(recLeft) == len(st.Left) {
		// D.4 comes before the other relative criteria (reading 8).
		if r, e := b.b3factor(recPairs, recLeft), b.b3factor(st.Pairs, st.Left); r > e {
			return explanation("D.4", fmt.Sprintf("in the lowest bracket (%s) the recorded pairing has a B3factor of %s (the sum of the squared score differences of its pairs, the bye counting as an opponent one point below the lowest player), the engine's %s", score, hundredths(r), hundredths(e)), ids), true
		}
	}
	e, r := b.total(st.Pairs, st.Left), b.total(recPairs, recLeft)
	names := [kinds][3]string{
		{"B.4", "pair", "not fulfilling all colour preferences (X)"},
		{"A.7.e", "pair", "not fulfilling all strong colour preferences (Z)"},
		{"B.5", "player", "floating down after a downfloat in the last round"},
		{"B.6", "player", "floating down after a downfloat two rounds before"},
		{"B.5", "player", "floating up after an upfloat in the last round"},
		{"B.6", "player", "floating up after an upfloat two rounds before"},
		{"D.4", "hundredth", "of a point squared in the B3factor"},
		{"A.7.d", "pair", "of two players with the same strong or absolute preference"},
	}
	for k := range kinds {
		if r[k] > e[k] {
			return explanation(names[k][0], fmt.Sprintf("in the %s bracket the recorded pairing has %s %s, the engine's %d",
				score, dutch.Plural(r[k], names[k][1]), names[k][2], e[k]), ids), true
		}
	}
	return explanation("D.1", fmt.Sprintf("in the %s bracket the engine's pairing comes first in the order of transpositions and exchanges (D.1-D.3)", score), ids), true
}

// total counts what a candidate breaks of the counted requirements.
func (b *bracket) total(pairs [][2]int, left []int) costs {
	var sum costs
	all := &level{b2: true}
	for _, pr := range pairs {
		_, c := b.pairOK(all, pr[0], pr[1])
		for k := range c {
			sum[k] += c[k]
		}
	}
	if len(b.ps) > 2*len(pairs) {
		for _, i := range left {
			_, c := b.floatCost(i)
			for k := range c {
				sum[k] += c[k]
			}
		}
	}
	return sum
}

func pairOf(a, b int) pairing.Pair {
	if a > b {
		a, b = b, a
	}
	return pairing.Pair{a, b}
}
