package standings

import (
	"slices"

	"github.com/swisscheck/swisscheck/trf"
)

// deCall is one application of C.07 Article 6 to a set of tied players:
// the set, their separate standings, and whether all had met.
type deCall struct {
	group  []int
	score  map[int]value
	allMet bool
}

// directEncounter orders a set of tied players by C.07 (2023-2026)
// Article 6 DE and returns them as ordered subsets, each still tied.
//
// 6.1: the separate standings sum each player's points in the games
// between players of the set; forfeits do not count (6.1.1) unless /P;
// two players who met more than once count the average of their games
// (6.1.2). 6.2: if all have met each other, the separate standings rank
// them, and Article 6 is applied again to each subset still tied. 6.3: if
// not, the player alone at the top whatever the outcome of the missing
// games ranks first (his score with every missing game lost above every
// other player's with every missing game won: docs/standings.md, reading
// D1), then the same for the next place, and so on; Article 6 is then
// applied again to the players left. A set Article 6 cannot split stays
// tied. Pre-2023 (AM 2019 13.5): "if all the tied players have met each
// other, the sum of points from these encounters is used": 6.2 alone.
//
// Each application is appended to calls, for the explanations.
func (e *event) directEncounter(group []int, withForfeits bool, calls *[]deCall) [][]int {
	if len(group) < 2 {
		return [][]int{group}
	}
	c := e.separateStandings(group, withForfeits)
	*calls = append(*calls, c)
	if c.allMet {
		return e.deAllMet(c, withForfeits, calls)
	}
	if e.ed == Pre2023 {
		return [][]int{group}
	}
	return e.deSwiss(c, withForfeits, calls)
}

// separateStandings sums each player's points against the others of the
// group (6.1) and tells whether every pair has met.
func (e *event) separateStandings(group []int, withForfeits bool) deCall {
	in := make(map[int]bool, len(group))
	for _, i := range group {
		in[i] = true
	}
	c := deCall{group: group, score: make(map[int]value, len(group)), allMet: true}
	for _, i := range group {
		sum := map[int]trf.Points{}
		n := map[int]int64{}
		for _, rd := range e.players[i].rounds {
			counts := rd.kind == played || withForfeits && (rd.kind == forfeitWin || rd.kind == forfeitLoss)
			if rd.opp >= 0 && in[rd.opp] && counts {
				sum[rd.opp] += rd.pts
				n[rd.opp]++
			}
		}
		total := whole(0)
		for j, s := range sum {
			total = total.add(ratio(int64(s), 10*n[j]))
		}
		c.score[i] = total
		if len(sum) < len(group)-1 {
			c.allMet = false
		}
	}
	return c
}

// deAllMet ranks a set whose players have all met (6.2).
func (e *event) deAllMet(c deCall, withForfeits bool, calls *[]deCall) [][]int {
	order := slices.Clone(c.group)
	slices.SortStableFunc(order, func(a, b int) int { return c.score[b].cmp(c.score[a]) })
	var out [][]int
	for k := 0; k < len(order); {
		j := k + 1
		for j < len(order) && c.score[order[j]].cmp(c.score[order[k]]) == 0 {
			j++
		}
		sub := order[k:j]
		if len(sub) > 1 && len(sub) < len(order) {
			out = append(out, e.directEncounter(sub, withForfeits, calls)...)
		} else {
			out = append(out, sub)
		}
		k = j
	}
	return out
}

// deSwiss ranks a set whose players have not all met (6.3).
func (e *event) deSwiss(c deCall, withForfeits bool, calls *[]deCall) [][]int {
	missing := e.missingGames(c.group, withForfeits)
	rest := slices.Clone(c.group)
	var out [][]int
	for len(rest) > 0 {
		top := -1
		for _, p := range rest {
			worst := c.score[p].add(points(trf.Points(missing[p]) * e.lossPts))
			alone := true
			for _, q := range rest {
				best := c.score[q].add(points(trf.Points(missing[q]) * e.win))
				if q != p && worst.cmp(best) <= 0 {
					alone = false
					break
				}
			}
			if alone {
				top = p
				break
			}
		}
		if top < 0 {
			break
		}
		out = append(out, []int{top})
		rest = slices.DeleteFunc(rest, func(i int) bool { return i == top })
	}
	switch {
	case len(out) == 0:
		return [][]int{c.group}
	case len(rest) > 0:
		out = append(out, e.directEncounter(rest, withForfeits, calls)...)
	}
	return out
}

// missingGames counts, for each player of the group, the others of the
// group he has not met (in a game that counts for 6.1).
func (e *event) missingGames(group []int, withForfeits bool) map[int]int {
	in := make(map[int]bool, len(group))
	for _, i := range group {
		in[i] = true
	}
	out := make(map[int]int, len(group))
	for _, i := range group {
		met := map[int]bool{}
		for _, rd := range e.players[i].rounds {
			counts := rd.kind == played || withForfeits && (rd.kind == forfeitWin || rd.kind == forfeitLoss)
			if rd.opp >= 0 && in[rd.opp] && counts {
				met[rd.opp] = true
			}
		}
		out[i] = len(group) - 1 - len(met)
	}
	return out
}
