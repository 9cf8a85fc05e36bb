package main

import (
	"os"
	"strings"
	"testing"
)

const (
	standingsOK   = "../../fixtures/standings/s0210_p9_r5_e2026.trf"
	standingsSwap = "../../fixtures/standings/s0110_p20_r5_e2024_rankswap.trf"
	standingsARO  = "../../fixtures/standings/s0060_p25_r9_e2024.trf"
)

// TestStandingsGolden: the standings command's outputs, compared with
// testdata/standings-*.golden (go test -update rewrites them).
func TestStandingsGolden(t *testing.T) {
	tests := []struct {
		golden string
		args   []string
		code   int
	}{
		{"standings-table.golden", []string{"standings", standingsOK}, exitOK},
		{"standings-rankswap.golden", []string{"standings", standingsSwap}, exitDiffers},
		{"standings-json.golden", []string{"standings", "--format", "json", standingsSwap}, exitDiffers},
		{"standings-tsv.golden", []string{"standings", "--format", "tsv", standingsARO}, exitOK},
		{"standings-round.golden", []string{"standings", "--round", "3", "--tiebreaks", "BH/C1 BH SB", "--edition", "2026", standingsARO}, exitOK},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, stdout, stderr := runCLI(tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			golden(t, tt.golden, stdout)
		})
	}
}

// TestStandingsErrors: bad lists, ranks and flags.
func TestStandingsErrors(t *testing.T) {
	data := func(edit func(string) string) string {
		b, err := readFixture(standingsOK)
		if err != nil {
			t.Fatal(err)
		}
		return writeFile(t, "edited.trf", edit(b))
	}
	unknown := data(func(s string) string { return strings.Replace(s, "202 DE,WIN,BH/C1,DE", "202 DE,WINS,BH/C1,DE", 1) })
	twoCuts := data(func(s string) string { return strings.Replace(s, "202 DE,WIN,BH/C1,DE", "202 DE,WIN,BH/C1/M1,DE", 1) })
	noList := data(func(s string) string { return strings.Replace(s, "202 DE,WIN,BH/C1,DE\n", "", 1) })
	rankOut := data(func(s string) string { return strings.Replace(s, " 11.0    1 ", " 11.0   12 ", 1) })
	runExitCases(t, []exitCase{
		{"unknown code", []string{"standings", unknown}, exitInvalid, "edited.trf:14:8: tie-break WINS: expected a tie-break of C.07"},
		{"two cuts", []string{"standings", twoCuts}, exitInvalid, "edited.trf:14:12: tie-break BH/C1/M1: expected one cut or median modifier"},
		{"rank out of range", []string{"standings", rankOut}, exitInvalid, ":86: rank: expected a place from 1 to 9 (the number of players), found 12"},
		{"bad --tiebreaks", []string{"standings", "--tiebreaks", "BH,,SB", standingsOK}, exitUsage, "expected a code before the comma"},
		{"unknown --tiebreaks", []string{"standings", "--tiebreaks", "XYZ", standingsOK}, exitUsage, "tie-break XYZ"},
		{"bad edition", []string{"standings", "--edition", "2025", standingsOK}, exitUsage, "unknown C.07 edition"},
		{"bad round", []string{"standings", "--round", "9", standingsOK}, exitUsage, "the file has rounds 1 to 5"},
		{"two files", []string{"standings", standingsOK, standingsOK}, exitUsage, "name exactly one file"},
	})
	code, stdout, _ := runCLI("standings", noList)
	if code != exitOK || !strings.Contains(stdout, "Note: the file names no tie-break list (202, 212): ranked by points alone") ||
		!strings.Contains(stdout, "standings not checked: the file names no tie-break list") {
		t.Errorf("no list: exit %d, output:\n%s", code, stdout)
	}
}

func readFixture(path string) (string, error) {
	b, err := os.ReadFile(path)
	return string(b), err
}
