package trf

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestNothingInvalidIsValid: inputs that are not a tournament report are
// rejected, each with its first problem at the position given (line 0 is
// the whole file).
func TestNothingInvalidIsValid(t *testing.T) {
	random := make([]byte, 100_000)
	rng := rand.New(rand.NewPCG(9, 9))
	for i := range random {
		random[i] = byte(rng.Uint32())
	}
	printable := make([]byte, 100_000)
	for i := range printable {
		printable[i] = byte(' ' + rng.IntN(95))
		if rng.IntN(80) == 0 {
			printable[i] = '\n'
		}
	}
	teamFile := strings.Join([]string{
		"012 Team event",
		"013 Team A                          1    2",
		"013 Team B                          3    4",
		pl(1, "1.0", "   3 w 1", "0000 - U"),
		pl(2, "1.0", "   4 b 0", "0000 - U"),
		pl(3, "0.0", "   1 b 0", "0000 - U"),
		pl(4, "2.0", "   2 w 1", "0000 - U"),
	}, "\n")
	tests := []struct {
		name      string
		text      string
		line, col int
		msg       string
	}{
		{"empty file", "", 0, 0, "file: expected at least one player record (001), found none: the report is empty"},
		{"blank lines only", "\n  \r\n\t\n", 0, 0, "found none: the report is empty"},
		{"header only", "012 Open\n022 City\nXXR 5\n", 0, 0, "file: expected at least one player record (001), found none (only other records)"},
		{"random bytes", string(random), 1, 0, "expected text, found the control character"},
		{"random printable text", string(printable), 0, 0, "expected at least one player record (001)"},
		{"NUL in a name", "012 x\n" + strings.Replace(pl(1, "0.0"), "Player 1", "Pl\x00yer 1", 1), 2, 17, "name: expected text, found the control character NUL (byte 0x00)"},
		{"team competition", teamFile, 2, 1, `013: expected an individual tournament, found a team competition (in round 1 the players of "Team A" play only players of "Team B"): team competitions are not supported`},
		{"team pairing record", "320    1.0  1.0   1\n" + pl(1, "0.0"), 1, 1, "320: expected an individual tournament, found a team competition's record"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := problems(tt.text)
			if len(errs) == 0 {
				t.Fatal("no problem reported: the input is valid")
			}
			e := errs[0]
			if e.Line != tt.line || (tt.col > 0 || tt.line == 0) && e.Col != tt.col || !strings.Contains(e.Msg, tt.msg) {
				t.Errorf("first problem %v\nwant t.trf:%d:%d: ...%s...", e, tt.line, tt.col, tt.msg)
			}
			if e.File != "t.trf" {
				t.Errorf("problem names %q, not the file", e.File)
			}
		})
	}
}

// TestTeamCompetitionOnly: a team competition's report gets that one
// problem, not the many that follow from reading it as an individual
// tournament (several pairing-allocated byes in a round ...).
func TestTeamCompetitionOnly(t *testing.T) {
	text := strings.Join([]string{
		"013 Team A                          1    2",
		"013 Team B                          3    4",
		"013 Team C                          5    6",
		pl(1, "2.0", "   3 w 1", "   5 b 1"),
		pl(2, "0.5", "   4 b 0", "   6 w ="),
		pl(3, "1.0", "   1 b 0", "0000 - U"),
		pl(4, "2.0", "   2 w 1", "0000 - U"),
		pl(5, "1.0", "0000 - U", "   1 w 0"),
		pl(6, "1.5", "0000 - U", "   2 b ="),
	}, "\n")
	errs := problems(text)
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, "team competitions are not supported") {
		t.Errorf("problems:\n%v", errs)
	}
}

// TestClubRecords: an individual tournament may list clubs in 013 records
// (a team prize): it stays valid. A second pairing-allocated bye in a round
// of such a file says that team competitions are not supported, in case it
// is one.
func TestClubRecords(t *testing.T) {
	lines := []string{
		"013 Club A                          1    3",
		"013 Club B                          2    4",
		pl(1, "2.0", "   2 w 1", "   3 b 1"),
		pl(2, "1.0", "   1 b 0", "   4 w 1"),
		pl(3, "0.0", "   4 w 0", "   1 w 0"),
		pl(4, "1.0", "   3 b 1", "   2 b 0"),
	}
	if errs := problems(strings.Join(lines, "\n")); errs != nil {
		t.Fatalf("club records make a valid file invalid: %v", errs)
	}
	// Two clubs among eight players: when club members meet, it is club A
	// against club B, but the others are in no club: not a team event.
	open := strings.Join([]string{
		"013 Club A                          1    2",
		"013 Club B                          3    4",
		pl(1, "1.0", "   3 w =", "   4 b ="), pl(2, "1.0", "   4 w =", "   3 b ="),
		pl(3, "1.0", "   1 b =", "   2 w ="), pl(4, "1.0", "   2 b =", "   1 w ="),
		pl(5, "1.0", "   7 w =", "   8 b ="), pl(6, "1.0", "   8 w =", "   7 b ="),
		pl(7, "1.0", "   5 b =", "   6 w ="), pl(8, "1.0", "   6 b =", "   5 w ="),
	}, "\n")
	if errs := problems(open); errs != nil {
		t.Fatalf("an open with two clubs taken for a team event: %v", errs)
	}
	lines[2] = strings.Replace(lines[2], " 2.0", " 2.5", 1)
	errs := problems(strings.Join(lines, "\n"))
	if len(errs) != 1 || errs[0].Line != 3 || !strings.Contains(errs[0].Msg, "points") || strings.Contains(errs[0].Msg, "team") {
		t.Errorf("problems:\n%v", errs)
	}
	lines = append(lines, pl(5, "1.0", "0000 - U"), pl(6, "1.0", "0000 - U"))
	errs = problems(strings.Join(lines, "\n"))
	want := "round 1 result: expected at most one pairing-allocated bye in the round, found another (player 5 has one); the file has team records (013, line 1): if it is a team competition, team competitions are not supported"
	if len(errs) < 2 || errs[1].Line != 8 || errs[1].Msg != want {
		t.Errorf("problems:\n%v\nwant at 8:99: %s", errs, want)
	}
}

// TestBlankRoundNote: a points column that counts blank rounds says so,
// with the value a blank result has.
func TestBlankRoundNote(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"two blank rounds", pl(1, "2.0", "        ", "0000 - Z", "        ", "0000 - U"),
			"found 2.0 (rounds 1 and 3 are blank: a blank result is not paired and scores 0 under TRF16; a bye with points is written 0000 - H, F or U)"},
		{"short record", pl(1, "2.0", "0000 - U") + "\n" + pl(2, "2.5", "0000 - H", "0000 - F", "0000 - U"),
			"found 2.0 (rounds 2 and 3 are blank"},
		{"zero-point bye worth points", "XXS ZPB=0.5\n" + pl(1, "1.5", "        ", "0000 - Z"),
			"found 1.5 (round 1 is blank: a blank result is not paired and scores the zero-point bye's 0.5 (XXS ZPB)"},
		{"fewer points: no note", pl(1, "0.0", "0000 - U", "        "), "expected 1.0 from the results under the file's point system, found 0.0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := problems(tt.text)
			if len(errs) == 0 || !strings.Contains(errs[0].Msg, tt.want) {
				t.Errorf("problems %v\nwant ...%s", errs, tt.want)
			}
			if strings.HasPrefix(tt.name, "fewer") && strings.Contains(errs[0].Msg, "blank") {
				t.Errorf("note on a player with fewer points: %v", errs[0])
			}
		})
	}
}
