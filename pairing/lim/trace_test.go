package lim

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// traceWords writes the columns of a trace, each with the board it fails
// at ("!" when it is taken): "1-4 2-5 3-6 @0".
func traceWords(a *arrangement, sc scrutiny) []string {
	var out []string
	for _, c := range sc.cols {
		var ps []string
		for _, pq := range c.pairs {
			ps = append(ps, fmt.Sprintf("%d-%d", a.members[pq[0]].ID, a.members[pq[1]].ID))
		}
		end := "!"
		if c.fail >= 0 {
			end = fmt.Sprintf("@%d", c.fail)
		}
		out = append(out, strings.Join(ps, " ")+" "+end)
	}
	return out
}

// TestTraceTables: the narration's columns (explain --round) are the
// columns of the reconstructed tables of 4.2 and 4.3 in turn, each
// failing at the pair the text names, including after backing up (4.3's
// columns 4 and 5: #2 has no opponent left, so #1 takes his next).
func TestTraceTables(t *testing.T) {
	cases := []struct {
		name string
		met  [][2]int
		want []string
	}{
		{"4.2, #1 has met 4, 5, 6 and 3", [][2]int{{1, 4}, {1, 5}, {1, 6}, {1, 3}}, []string{
			"1-4 2-5 3-6 @0", "1-5 2-4 3-6 @0", "1-6 2-4 3-5 @0", "1-3 2-5 4-6 @0", "1-2 3-5 4-6 !"}},
		{"4.3, #1 has met 4, 5; #2 has met 4, 5, 3", [][2]int{{1, 4}, {1, 5}, {2, 4}, {2, 5}, {2, 3}}, []string{
			"1-4 2-5 3-6 @0", "1-5 2-4 3-6 @0", "1-6 2-4 3-5 @1", "1-6 2-5 3-4 @1", "1-6 2-3 4-5 @1", "1-3 2-6 4-5 !"}},
		{"4.3, then 4.4's pairing retained", [][2]int{{1, 4}, {1, 5}, {2, 4}, {2, 5}, {2, 3}, {1, 3}, {2, 1}}, []string{
			"1-4 2-5 3-6 @0", "1-5 2-4 3-6 @0", "1-6 2-4 3-5 @1", "1-6 2-5 3-4 @1", "1-6 2-3 4-5 @1", "1-3 2-6 4-5 @0", "1-2 3-5 4-6 @0"}},
	}
	for _, c := range cases {
		a := sixGroup(t, c.met)
		if got := traceWords(a, a.trace(-1)); !slices.Equal(got, c.want) {
			t.Errorf("%s:\ngot  %q\nwant %q", c.name, got, c.want)
		}
	}
}

// TestTraceAgrees: on random groups of 2 to 12 players with random due
// colours and meetings, the column the narration's scrutiny takes is the
// engine's pairing (the first compatible, or with 5.2 the first with the
// fewest pairs due the same colour), and it takes none exactly when the
// engine cannot pair the group.
func TestTraceAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	runs := 2000
	if *fullTables {
		runs = 10000
	}
	for run := range runs {
		n := 2 * (1 + rng.IntN(6))
		a, met := randomGroup(rng, n, 3)
		engine, ok := a.solve()
		fewest := -1
		if ok {
			fewest = a.conflicts(engine)
		}
		sc := a.trace(fewest)
		if sc.more {
			continue
		}
		last := sc.cols[len(sc.cols)-1]
		if took := last.fail < 0; took != ok {
			t.Fatalf("run %d (met %v): the trace takes %v, the engine pairs %v", run, met, took, ok)
		}
		if ok && !slices.Equal(last.pairs, engine) {
			t.Fatalf("run %d (met %v): the trace takes %v, the engine %v", run, met, last.pairs, engine)
		}
	}
}
