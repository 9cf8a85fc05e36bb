package standings_test

import (
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/standings"
)

// TestManualRoundRobin is the Arbiters' Manual 2019's "Comparison of
// several tie-break criteria in an artificial round robin tournament"
// (seeds/004, line 1679 ff.): twelve players, every game played, and the
// Manual's columns SB (Sonneborn-Berger), Koya and Rp (the performance
// rating Ra + dp). testdata/am-roundrobin.trf is its cross table with the
// rounds put in Berger order (the order of the rounds changes none of
// these values). All games are played, so every edition of C.07 gives the
// Manual's figures: SB 9.1, KS 9.2 (half of 11 is 5.5: the points scored
// against the players with 5.5 or more), TPR 10.2.
func TestManualRoundRobin(t *testing.T) {
	want := []struct {
		name        string
		pts, sb, ks string
		tpr         string
	}{
		{"Alexander", "8.0", "42.00", "3.5", "2414"},
		{"Joseph", "7.0", "36.75", "2.5", "2350"},
		{"Robert", "6.5", "31.75", "2.0", "2304"},
		{"Walter", "6.0", "32.50", "3.0", "2273"},
		{"Peter", "6.0", "32.00", "2.5", "2275"},
		{"Olaf", "6.0", "30.25", "1.5", "2273"},
		{"Mark", "5.0", "25.75", "2.5", "2202"},
		{"Ivan", "5.0", "25.00", "2.0", "2198"},
		{"Sandor", "5.0", "23.25", "1.5", "2207"},
		{"Martin", "4.5", "23.75", "1.5", "2178"},
		{"Frederik", "4.5", "22.75", "2.0", "2168"},
		{"Valery", "2.5", "15.25", "2.0", "2061"},
	}
	tour := load(t, "testdata/am-roundrobin.trf")
	for _, ed := range []standings.Edition{standings.Pre2023, standings.Ed2024, standings.Ed2026} {
		st, err := standings.Compute(tour, standings.Options{Edition: ed, Tiebreaks: "SB KS TPR"})
		if err != nil {
			t.Fatal(err)
		}
		got := map[int]string{}
		for _, r := range st.Rows {
			got[r.Player] = fmt.Sprintf("%s %s %s %s %s", r.Name, r.Values[0], r.Values[1], r.Values[2], r.Values[3])
		}
		for i, w := range want {
			line := fmt.Sprintf("%s %s %s %s %s", w.name, w.pts, w.sb, w.ks, w.tpr)
			if got[i+1] != line {
				t.Errorf("%s, player %d: %q, the Manual gives %q", ed, i+1, got[i+1], line)
			}
		}
		// The ranking: points, then SB: Walter (32.50) above Peter (32.00)
		// above Olaf (30.25); Martin (23.75) above Frederik (22.75).
		order := ""
		for _, r := range st.Rows {
			order += fmt.Sprintf("%d ", r.Player)
		}
		if order != "1 2 3 4 5 6 7 8 9 10 11 12 " {
			t.Errorf("%s: ranking %s", ed, order)
		}
	}
}
