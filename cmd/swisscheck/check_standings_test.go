package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
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

// TestValidateStandingsParts: validate reads the tie-break list and the
// rank column as check does, so a file with an unknown tie-break code or a
// rank out of range is invalid for both (exit 3, the position named), and
// the correct standings file is valid.
func TestValidateStandingsParts(t *testing.T) {
	data, err := os.ReadFile(standingsOK)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	list, player := -1, -1
	for i, l := range lines {
		if strings.HasPrefix(l, "212 ") || (list < 0 && strings.HasPrefix(l, "202 ")) {
			list = i
		}
		if player < 0 && strings.HasPrefix(l, "001 ") {
			player = i
		}
	}
	if list < 0 || player < 0 {
		t.Fatalf("%s: no tie-break list or player record", standingsOK)
	}
	badList := append([]string(nil), lines...)
	badList[list] += ",XYZ"
	badRank := append([]string(nil), lines...)
	badRank[player] = badRank[player][:85] + " 999" + badRank[player][89:]
	dir := t.TempDir()
	tests := []struct {
		name, text, want string
	}{
		{"list.trf", strings.Join(badList, "\n"), fmt.Sprintf("list.trf:%d:", list+1)},
		{"rank.trf", strings.Join(badRank, "\n"), fmt.Sprintf("rank.trf:%d:86: rank: expected a place from 1 to", player+1)},
	}
	if code, out, stderr := runCLI("validate", standingsOK); code != exitOK || !strings.Contains(out, ": valid,") {
		t.Errorf("validate %s: exit %d\n%s%s", standingsOK, code, out, stderr)
	}
	for _, tt := range tests {
		path := filepath.Join(dir, tt.name)
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, cmd := range []string{"validate", "check"} {
			code, _, stderr := runCLI(cmd, path)
			if code != exitInvalid || !strings.Contains(stderr, tt.want) {
				t.Errorf("%s %s: exit %d, want %d and %q in\n%s", cmd, tt.name, code, exitInvalid, tt.want, stderr)
			}
		}
	}
}
