package standings

import (
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// TestVirtualOpponent: the examples of the Arbiters' Manual 2019,
// 13.14.2 (seeds/004, line 2362 ff.): Svon = SPR + (1 - SfPR) + 0.5·(n - R).
func TestVirtualOpponent(t *testing.T) {
	// rounds builds a player's record: the points before round at, the
	// unplayed round itself, and losses after it, over n rounds.
	rounds := func(before trf.Points, at int, rd round, n int) []round {
		rs := make([]round, n)
		for r := range rs {
			rs[r] = round{kind: played, opp: 1, outcome: loss}
		}
		if before > 0 {
			rs[0] = round{kind: played, opp: 1, pts: before, outcome: win}
		}
		rs[at-1] = rd
		return rs
	}
	tests := []struct {
		name   string
		before trf.Points
		at     int
		rd     round
		n      int
		want   trf.Points
	}{
		// Example 1: absent (a forfeit loss) in round 3 of 9 with 1.5: 5.5
		// at the end; after round 3 (n = 3): 2.5.
		{"ex1 end", 15, 3, round{kind: forfeitLoss, opp: 1, outcome: loss}, 9, 55},
		{"ex1 round 3", 15, 3, round{kind: forfeitLoss, opp: 1, outcome: loss}, 3, 25},
		// Example 2: the opponent absent (a forfeit win) in round 6 of 9
		// with 3.5: 5.0 at the end.
		{"ex2 end", 35, 6, round{kind: forfeitWin, opp: 1, pts: 10, outcome: win}, 9, 50},
		// Table (a): a bye in round 5 of 11 with 2 points: 2 + 0 + 3 = 5.
		{"bye", 20, 5, round{kind: pab, opp: -1, pts: 10, outcome: win}, 11, 50},
		// Table (c): "- / +" in round 5 of 11 with 2 points: 2 + 1 + 3 = 6.
		{"lost", 20, 5, round{kind: forfeitLoss, opp: 1, outcome: loss}, 11, 60},
	}
	for _, tt := range tests {
		e := &event{win: 10, draw: 5, rounds: tt.n, total: tt.n, ed: Pre2023}
		e.players = []*player{{id: 1, rounds: rounds(tt.before, tt.at, tt.rd, tt.n)}, {id: 2, rounds: make([]round, tt.n)}}
		for r := range e.players[1].rounds {
			e.players[1].rounds[r] = round{kind: played, opp: 0}
		}
		v := e.newView(false)
		if got := v.dummy(0, tt.at-1); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}
