package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// standingsOK and standingsSwap are in standings_test.go.

// TestCheckStandings checks that check reports the standings in every
// format but fpc: a file whose ranks follow its list is consistent; one
// with three ranks rotated differs (exit 1), in the report with each
// player named and the tie-break that decides, in the JSON as
// standings.players; the fpc text stays the endorsed checkers' bytes; a
// file without a list says so and is judged by its rounds; --tiebreaks
// supplies a list, and a list that cannot be read is a usage error.
func TestCheckStandings(t *testing.T) {
	code, out, _ := runCLI("check", standingsOK)
	if code != exitOK || !strings.Contains(out, "Standings (C.07 2026; PTS, ") || !strings.Contains(out, "the recorded ranks follow the tie-break list.") {
		t.Errorf("consistent file: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI("check", standingsSwap)
	if code != exitDiffers || !strings.Contains(out, "every round is consistent") || !strings.Contains(out, "3 recorded ranks do not follow the tie-break list:") {
		t.Errorf("rank swap: exit %d\n%s", code, out)
	}
	for _, p := range []string{"Player 15: ranked 6, should be 4", "Player 19: ranked 4, should be 5", "Player 13: ranked 5, should be 6"} {
		if !strings.Contains(out, p) {
			t.Errorf("rank swap: the report does not say %q", p)
		}
	}
	_, out, _ = runCLI("check", "--format", "json", standingsSwap)
	var batch struct {
		Files []struct {
			Status    string `json:"status"`
			Standings struct {
				Checked    bool   `json:"checked"`
				Edition    string `json:"edition"`
				Consistent bool   `json:"consistent"`
				Players    []struct {
					Player, Rank, Expected int
					Rule, Text             string
				} `json:"players"`
			} `json:"standings"`
		} `json:"files"`
		Summary struct {
			StandingsChecked int `json:"standings_checked"`
			StandingsWrong   int `json:"standings_wrong"`
		} `json:"summary"`
	}
	if err := json.Unmarshal([]byte(out), &batch); err != nil {
		t.Fatal(err)
	}
	st := batch.Files[0].Standings
	if batch.Files[0].Status != "differs" || !st.Checked || st.Consistent || len(st.Players) != 3 || st.Edition != "2024" ||
		batch.Summary.StandingsChecked != 1 || batch.Summary.StandingsWrong != 1 {
		t.Errorf("rank swap JSON: %+v", batch)
	}
	for _, p := range st.Players {
		if p.Rule == "" || p.Text == "" || p.Rank == p.Expected {
			t.Errorf("rank swap JSON player %+v", p)
		}
	}
	_, fpc, _ := runCLI("check", "--format", "fpc", standingsSwap)
	if strings.Contains(fpc, "tanding") || !strings.HasSuffix(fpc, "Round #5\n\n") {
		t.Errorf("fpc text:\n%s", fpc)
	}
	code, out, _ = runCLI("check", manual)
	if code != exitOK || !strings.Contains(out, "Standings: the file names no tie-break list (202, 212) (not checked)") {
		t.Errorf("no list: exit %d\n%s", code, out)
	}
	code, _, stderr := runCLI("check", "--tiebreaks", "BH/C1 XX", manual)
	if code != exitUsage || !strings.Contains(stderr, "found XX") {
		t.Errorf("bad --tiebreaks: exit %d, %s", code, stderr)
	}
}
