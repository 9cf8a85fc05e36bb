package standings

import (
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// game is one game between players a and b (1-based) with their points;
// forfeit marks a forfeit (the loser scored 0).
type game struct {
	a, b    int
	pa, pb  trf.Points
	forfeit bool
}

// deEvent builds an event of n players in which each game is a round of
// its own; the players not in it have a zero-point bye.
func deEvent(n int, ed Edition, games ...game) *event {
	e := &event{win: 10, draw: 5, rounds: len(games), total: len(games), ed: ed}
	for i := range n {
		e.players = append(e.players, &player{id: i + 1, tpn: i + 1, rounds: make([]round, len(games))})
	}
	for r, g := range games {
		for i := range n {
			e.players[i].rounds[r] = round{kind: zeroBye, opp: -1}
		}
		ka, kb := played, played
		if g.forfeit {
			ka, kb = forfeitWin, forfeitLoss
			if g.pa == 0 {
				ka, kb = forfeitLoss, forfeitWin
			}
		}
		e.players[g.a-1].rounds[r] = round{kind: ka, opp: g.b - 1, pts: g.pa}
		e.players[g.b-1].rounds[r] = round{kind: kb, opp: g.a - 1, pts: g.pb}
	}
	return e
}

func beats(a, b int) game { return game{a: a, b: b, pa: 10} }
func drew(a, b int) game  { return game{a: a, b: b, pa: 5, pb: 5} }

// TestDirectEncounter works C.07 Article 6 on sets of tied players.
func TestDirectEncounter(t *testing.T) {
	tests := []struct {
		name     string
		n        int
		games    []game
		forfeits bool
		ed       Edition
		want     string // the ordered subsets, by start rank
	}{
		// 6.2: all met, a cycle: each has 1.0; Article 6 cannot split them.
		{"cycle", 3, []game{beats(1, 2), beats(2, 3), beats(3, 1)}, false, Ed2026, "[[1 2 3]]"},
		// 6.2: 1 = ½ + ½ ... 2 beat 3, 1 drew both: 2 has 1.5, 1 1.0, 3 0.5.
		{"all met", 3, []game{drew(1, 2), drew(1, 3), beats(2, 3)}, false, Ed2026, "[[2] [1] [3]]"},
		// 6.2 applied again to a subset: 4 = 2.5; 1 and 2 both 1.5, 1
		// beat 2 so the subset {1, 2} splits; 3 = 0.5.
		{"again", 4, []game{beats(1, 2), beats(2, 3), drew(3, 1), beats(4, 3), beats(4, 1), drew(2, 4)}, false, Ed2026, "[[4] [1] [2] [3]]"},
		// 6.3: 2-4 and 3-4 never met. 1 has 3.0 with no game missing; the
		// best 2, 3 or 4 can reach is 1.5: 1 is first whatever happens.
		// Then nobody is alone at the top of {2, 3, 4} (2 and 3 at 0.5 can
		// reach 1.5, 4 can reach 2.0), and Article 6 on {2, 3, 4} again
		// cannot split them.
		{"swiss", 4, []game{beats(1, 2), beats(1, 3), beats(1, 4), drew(2, 3)}, false, Ed2026, "[[1] [2 3 4]]"},
		// Pre-2023 (AM 2019 13.5): only when all have met.
		{"swiss pre2023", 4, []game{beats(1, 2), beats(1, 3), beats(1, 4), drew(2, 3)}, false, Pre2023, "[[1 2 3 4]]"},
		// 6.3 with one missing game: 1 with 1.0 could lose the missing game
		// to 3, who could then reach 1.0 too: nobody is alone.
		{"undecided", 3, []game{beats(1, 2), beats(2, 3)}, false, Ed2026, "[[1 2 3]]"},
		// 6.1.1: a forfeit is no encounter, unless /P.
		{"forfeit", 2, []game{{a: 1, b: 2, pa: 10, forfeit: true}}, false, Ed2026, "[[1 2]]"},
		{"forfeit /P", 2, []game{{a: 1, b: 2, pa: 10, forfeit: true}}, true, Ed2026, "[[1] [2]]"},
		// 6.1.2: two games, a win each: the average, ½ each.
		{"rematch", 2, []game{beats(1, 2), beats(2, 1)}, false, Ed2026, "[[1 2]]"},
		// 6.1.2: a win and a draw average ¾ to ¼.
		{"rematch 2", 2, []game{beats(1, 2), drew(2, 1)}, false, Ed2026, "[[1] [2]]"},
	}
	for _, tt := range tests {
		e := deEvent(tt.n, tt.ed, tt.games...)
		group := make([]int, tt.n)
		for i := range group {
			group[i] = i
		}
		var calls []deCall
		var got [][]int
		for _, part := range e.directEncounter(group, tt.forfeits, &calls) {
			got = append(got, sortedIDs(e, part))
		}
		if s := fmt.Sprint(got); s != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, s, tt.want)
		}
	}
}
