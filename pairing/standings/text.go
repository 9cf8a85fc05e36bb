package standings

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
)

// explain says why player i's recorded rank is wrong, in words an arbiter
// can check: the player he is misplaced against, what they have in common
// and the step of the list that separates them. rule is that step's code.
func (st *Standings) explain(i int) (rule, text string) {
	rk, players := st.rk, st.e.players
	p := players[i]
	q := st.against(i)
	if q < 0 {
		return "PTS", fmt.Sprintf("the standings rank %d %s, the file %s", p.id, pairing.Ordinal(rk.rankOf[i]), pairing.Ordinal(p.rank))
	}
	hi, lo := q, i
	if rk.rankOf[i] < rk.rankOf[q] {
		hi, lo = i, q
	}
	k := rk.decidedAt(hi, lo)
	if k < 0 { // cannot happen: they are in different groups
		return "", ""
	}
	H, L := players[hi].id, players[lo].id
	rule = rk.cols[k].tb.code
	if k == 0 {
		text = fmt.Sprintf("%d has %s points, %d has %s", H, st.valueText(0, hi), L, st.valueText(0, lo))
	} else {
		text = fmt.Sprintf("%d and %d both have %s; %s decides: %s", H, L, st.level(k, hi), rule, st.decides(k, hi, lo))
	}
	return rule, text + fmt.Sprintf(", so %d ranks above %d, but the file %s", H, L, st.fileRanks(hi, lo))
}

// level writes what two players share before step k: "5.0 points and
// BH/C1 20.5", and the DE steps that did not separate them.
func (st *Standings) level(k, i int) string {
	items := []string{st.valueText(0, i) + " points"}
	de := false
	for s := 1; s < k; s++ {
		if st.rk.cols[s].vals == nil {
			de = true
			continue
		}
		items = append(items, st.rk.cols[s].tb.code+" "+st.valueText(s, i))
	}
	out := items[0]
	if n := len(items); n > 1 {
		out = strings.Join(items[:n-1], ", ") + " and " + items[n-1]
	}
	if de {
		out += " (DE does not separate them)"
	}
	return out
}

// decides writes the values of the deciding step.
func (st *Standings) decides(k, hi, lo int) string {
	rk, players := st.rk, st.e.players
	H, L := players[hi].id, players[lo].id
	if rk.cols[k].vals != nil {
		return fmt.Sprintf("%d has %s, %d has %s", H, st.valueText(k, hi), L, st.valueText(k, lo))
	}
	c, ok := rk.deCallOf(k, hi, lo)
	if !ok {
		return fmt.Sprintf("%d ranks above %d (C.07 6)", H, L)
	}
	ids := make([]string, len(c.group))
	for n, g := range sortedIDs(st.e, c.group) {
		ids[n] = fmt.Sprint(g)
	}
	s := fmt.Sprintf("in the games between the tied players %s, %d scored %s and %d %s", joinAnd(ids), H, c.score[hi].String(1), L, c.score[lo].String(1))
	if !c.allMet {
		s += fmt.Sprintf(", and not all of them met: %d stays ahead whatever the results of the games not played (C.07 6.3)", H)
	}
	return s
}

// fileRanks writes how the file ranks two players: "ranks 25 14th and 13
// 15th", "ranks both 14th".
func (st *Standings) fileRanks(a, b int) string {
	pa, pb := st.e.players[a], st.e.players[b]
	if pa.rank == pb.rank {
		return "ranks both " + pairing.Ordinal(pa.rank)
	}
	if pb.rank < pa.rank {
		pa, pb = pb, pa
	}
	return fmt.Sprintf("ranks %d %s and %d %s", pa.id, pairing.Ordinal(pa.rank), pb.id, pairing.Ordinal(pb.rank))
}

// sortedIDs returns the start ranks of a set of players, ascending.
func sortedIDs(e *event, set []int) []int {
	ids := make([]int, len(set))
	for n, i := range set {
		ids[n] = e.players[i].id
	}
	for a := 1; a < len(ids); a++ {
		for b := a; b > 0 && ids[b] < ids[b-1]; b-- {
			ids[b], ids[b-1] = ids[b-1], ids[b]
		}
	}
	return ids
}

// joinAnd writes "3, 13 and 25".
func joinAnd(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
