package dutch2017

import (
	"fmt"
	"testing"
)

// D.3: the S1 after each MDP-exchange, by the highest different score, then
// the lowest BSNs.
func TestD3Order(t *testing.T) {
	scores := []int{40, 35, 35, 30, 30} // BSN 1-5
	score := func(bsn int) int { return scores[bsn-1] }
	got := mdpExchanges(seq(1, 6), 2, score)
	want := [][]int{{1, 2}, {1, 3}, {1, 4}, {1, 5}, {2, 3}, {2, 4}, {2, 5}, {3, 4}, {3, 5}, {4, 5}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("S1 sequence %v, want %v", got, want)
	}
	// a before b: a lower-scored first MDP loses even with lower BSNs.
	scores = []int{40, 30, 30, 35}
	got = mdpExchanges(seq(1, 5), 1, score)
	if fmt.Sprint(got) != fmt.Sprint([][]int{{1}, {4}, {2}, {3}}) {
		t.Errorf("S1 sequence %v, want [[1] [4] [2] [3]] (D.3.a first)", got)
	}
}
