package standings_test

import (
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/standings"
)

// TestFixtures checks the real files kept in fixtures/standings (copies
// from the standings corpus): every rank of the correct files follows the
// list, and the three rotated ranks of the rankswap file are named.
func TestFixtures(t *testing.T) {
	tests := []struct {
		file, edition string
		wrong         string // player:recorded->expected, by recorded rank
	}{
		{"s0030_p10_r5_e2024.trf", "2024", ""},
		{"s0060_p25_r9_e2024.trf", "2024", ""},
		{"s0210_p9_r5_e2026.trf", "2026", ""},
		{"s0110_p20_r5_e2024_rankswap.trf", "2024", "19:4->5 13:5->6 15:6->4 "},
	}
	for _, tt := range tests {
		res, err := standings.Check(load(t, "../../fixtures/standings/"+tt.file), standings.Options{})
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		got := ""
		for _, w := range res.Players {
			got += fmt.Sprintf("%d:%d->%d ", w.Player, w.Rank, w.Expected)
		}
		if !res.Checked || res.Edition != tt.edition || got != tt.wrong || res.Consistent != (tt.wrong == "") {
			t.Errorf("%s: checked %v, edition %s, wrong %q; want checked, %s, %q", tt.file, res.Checked, res.Edition, got, tt.edition, tt.wrong)
		}
	}
}
