package standings

import (
	"slices"
)

// ranking is the outcome of C.07 4.2: the players in ordered groups,
// each group tied on the whole list, and how each step split them.
type ranking struct {
	cols   []column // cols[0] is PTS
	groups [][]int  // in ranking order; within a group by TPN
	gid    [][]int  // gid[k][i]: the group of player i after step k, numbered in ranking order
	calls  [][]deCall
	rankOf []int // the computed rank of each player: tied players share the higher
}

// rankPlayers ranks the event by the columns (C.07 4.2): by the first,
// then each next one within each subgroup still tied; a DE column is
// computed within each subgroup (Type A, 4.3; 6.2, 6.3). Ties left after
// the last column share the higher rank.
func rankPlayers(e *event, cols []column) *ranking {
	rk := &ranking{cols: cols, calls: make([][]deCall, len(cols))}
	all := make([]int, len(e.players))
	for i := range all {
		all[i] = i
	}
	byTPN := func(a, b int) int { return e.players[a].tpn - e.players[b].tpn }
	slices.SortFunc(all, byTPN)
	groups := [][]int{all}
	for k := range cols {
		col := &cols[k]
		var next [][]int
		for _, g := range groups {
			switch {
			case len(g) == 1:
				next = append(next, g)
			case col.vals == nil:
				for _, part := range e.directEncounter(g, col.tb.m.forfeits, &rk.calls[k]) {
					part = slices.Clone(part)
					slices.SortFunc(part, byTPN)
					next = append(next, part)
				}
			default:
				next = append(next, split(g, col)...)
			}
		}
		groups = next
		ids := make([]int, len(e.players))
		for n, g := range groups {
			for _, i := range g {
				ids[i] = n
			}
		}
		rk.gid = append(rk.gid, ids)
	}
	rk.groups = groups
	rk.rankOf = make([]int, len(e.players))
	place := 1
	for _, g := range groups {
		for _, i := range g {
			rk.rankOf[i] = place
		}
		place += len(g)
	}
	return rk
}

// split orders a tied group by a column and cuts it where the values
// differ; players who stay level keep their order (by TPN).
func split(g []int, col *column) [][]int {
	s := slices.Clone(g)
	slices.SortStableFunc(s, col.better)
	var out [][]int
	for k := 0; k < len(s); {
		j := k + 1
		for j < len(s) && col.better(s[k], s[j]) == 0 {
			j++
		}
		out = append(out, s[k:j])
		k = j
	}
	return out
}

// decidedAt returns the first step that separates players a and b, or -1
// when the whole list leaves them tied.
func (rk *ranking) decidedAt(a, b int) int {
	for k, ids := range rk.gid {
		if ids[a] != ids[b] {
			return k
		}
	}
	return -1
}

// deScore returns player i's score in the first separate standings of
// step k that include him (the set Article 6 was first applied to), and
// whether there is one.
func (rk *ranking) deScore(k, i int) (value, bool) {
	for _, c := range rk.calls[k] {
		if v, ok := c.score[i]; ok {
			return v, true
		}
	}
	return value{}, false
}

// deCallOf returns the last application of Article 6 at step k that
// included both players: the one that separated them.
func (rk *ranking) deCallOf(k, a, b int) (deCall, bool) {
	var found deCall
	ok := false
	for _, c := range rk.calls[k] {
		_, hasA := c.score[a]
		_, hasB := c.score[b]
		if hasA && hasB {
			found, ok = c, true
		}
	}
	return found, ok
}
