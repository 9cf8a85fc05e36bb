package trf

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// unplayedBase is the base fixture with round 3, its last, paired but
// not played: every game's result is res ("?" or " "), the PAB (player
// 5) kept, and the points column without round 3 (player 5's without
// his PAB unless pabCounted).
func unplayedBase(t *testing.T, res string, pabCounted bool) []string {
	t.Helper()
	points := map[int]string{1: " 1.5", 2: " 1.5", 3: " 0.5", 4: " 1.5", 5: " 0.0", 6: " 1.0", 7: " 1.5", 8: " 0.0", 9: " 2.0"}
	if pabCounted {
		points[5] = " 1.0"
	}
	ls := baseLines(t)
	for id := 1; id <= 9; id++ {
		n := 8 + id
		if id != 5 {
			ls = over(n, 119, res)(ls)
		}
		ls = over(n, 81, points[id])(ls)
	}
	return ls
}

// TestUnplayedRound: a last round paired but not played (results ? or
// blank, TRF26 ITDX) is valid, with the points column counting it or not;
// a game not played yet anywhere else, or written so that it cannot be
// one, is reported at its line and column.
func TestUnplayedRound(t *testing.T) {
	valid := []struct {
		name  string
		lines []string
	}{
		{"results ?", unplayedBase(t, "?", false)},
		{"results blank", unplayedBase(t, " ", false)},
		{"points with the PAB of the unplayed round", unplayedBase(t, "?", true)},
		{"some results in, the others ?", all(over(11, 119, "="), over(11, 81, " 1.0"), over(10, 119, "="), over(10, 81, " 2.0"))(unplayedBase(t, "?", false))},
		{"points with the results already in", all(over(11, 119, "="), over(10, 119, "="))(unplayedBase(t, "?", false))},
	}
	for _, tt := range valid {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, strings.Join(tt.lines, "\n")+"\n")
			if errs := f.Validate(); errs != nil {
				t.Fatalf("Validate: %v", errs)
			}
			if got, want := f.RoundStates(), []RoundState{RoundPlayed, RoundPlayed, RoundNotPlayed}; !slices.Equal(got, want) {
				t.Errorf("round states %v, want %v", got, want)
			}
			if got := f.RoundNotes(); got != "round 3: paired, not played yet" {
				t.Errorf("notes %q", got)
			}
			if got := f.CompleteRounds(); got != 2 {
				t.Errorf("complete rounds %d, want 2", got)
			}
		})
	}
	invalid := []struct {
		name      string
		edit      edit
		line, col int
		msg       string
	}{
		{"? in round 2", all(over(9, 109, "?"), over(9, 81, " 1.0"), over(10, 109, "?"), over(10, 81, " 1.0")), 9, 109,
			"round 2 result: expected a game result (1 = 0 + - W D L), found ? (a game not played yet is allowed only in the last paired round, round 3)"},
		{"blank result in round 2", all(over(9, 109, " "), over(10, 109, " ")), 9, 109,
			"round 2 result: expected a result code with an opponent or colour, found a blank (a game not played yet is allowed only in the last paired round, round 3)"},
		{"blank among results", all(over(9, 119, "0"), over(12, 119, "1"), over(10, 119, " ")), 10, 119, "round 3 result: expected a result code with an opponent or colour, found a blank (other games of the round have results: write ? for a result not known yet)"},
		{"? with opponent 0000", over(13, 119, "?"), 13, 119, "round 3 result: expected ? only for a game paired but not played yet (an opponent and a colour), found it with opponent 0000"},
		{"? without colour", over(9, 117, "-"), 9, 119, "found it with no colour"},
		{"? against a result", over(9, 119, "1"), 9, 119, "round 3 result: expected ? against player 4's ?, found 1"},
		{"points neither with nor without the round", all(over(9, 119, "1"), over(12, 119, "0"), over(9, 81, " 3.0")), 9, 81,
			"points: expected 2.5 from the results under the file's point system, or 1.5 without round 3 (not played yet), found 3.0"},
		{"same colours", over(9, 117, "b"), 9, 117, "round 3 colour: expected w, the opposite of player 4's, found b"},
		{"points counting a result not in", over(9, 81, " 2.0"), 9, 81, "points: expected 1.5 from the results under the file's point system, found 2.0"},
		{"blank result cut short", over(9, 112, "   4 w"), 9, 112, `round 3: expected a complete round block or nothing after the last one, found "   4 w" (a game not played yet is written with its result column: ? or a blank)`},
	}
	for _, tt := range invalid {
		t.Run(tt.name, func(t *testing.T) {
			ls := tt.edit(unplayedBase(t, "?", false))
			if tt.name == "blank result cut short" {
				ls[8] = strings.TrimRight(ls[8][:117], " ") // "   4 w" and the line ends
			}
			errs := problems(strings.Join(ls, "\n") + "\n")
			if len(errs) == 0 {
				t.Fatal("no problem reported")
			}
			if e := errs[0]; e.Line != tt.line || e.Col != tt.col || !strings.Contains(e.Msg, tt.msg) {
				t.Errorf("first problem %v\nwant t.trf:%d:%d: ...%s...", e, tt.line, tt.col, tt.msg)
			}
		})
	}
}

// TestUnplayedInMemory: Validate applies the same rule to a File built
// without Read: ? before the last round is an error.
func TestUnplayedInMemory(t *testing.T) {
	f := &File{Name: "mem", Scoring: DefaultScoring, Players: []*Player{
		{ID: 1, Games: []Game{{2, White, ResultUnknown}, {2, Black, ResultUnknown}}},
		{ID: 2, Games: []Game{{1, Black, ResultUnknown}, {1, White, ResultUnknown}}},
	}}
	errs := f.Validate()
	if len(errs) != 2 || !strings.Contains(errs[0].Msg, "round 1 result: expected a game result (1 = 0 + - W D L), found ? (a game not played yet is allowed only in the last paired round, round 2)") {
		t.Errorf("problems %v", errs)
	}
	f.Players[0].Games, f.Players[1].Games = f.Players[0].Games[1:], f.Players[1].Games[1:]
	if errs := f.Validate(); errs != nil {
		t.Errorf("? in the last round: %v", errs)
	}
}

// TestWriteUnplayed: a game not played yet is written as read, ? or a
// blank result column kept at the end of the line, and reads back the
// same.
func TestWriteUnplayed(t *testing.T) {
	for _, res := range []string{"?", " "} {
		f := mustRead(t, strings.Join(unplayedBase(t, res, false), "\n")+"\n")
		var out bytes.Buffer
		if err := Write(&out, f); err != nil {
			t.Fatal(err)
		}
		if want := "   4 w " + res + "\n"; !strings.Contains(out.String(), want) {
			t.Errorf("result %q: written\n%s\nwithout %q", res, out.String(), want)
		}
		assertStable(t, out.Bytes())
	}
}

// TestRoundsNotPaired: rounds after the last paired one hold byes entered
// before their pairing (not paired yet), or a bye for every player (no
// games); the points column may count those byes or not.
func TestRoundsNotPaired(t *testing.T) {
	tests := []struct {
		name   string
		lines  []string
		states []RoundState
		notes  string
		done   int
	}{
		{"pre-entered byes", []string{pl(1, "1.5", "   2 w 1", "0000 - H"), pl(2, "0.0", "   1 b 0"), pl(3, "0.0", "       -", "0000 - Z")},
			[]RoundState{RoundPlayed, RoundNotPaired}, "round 2: not paired yet, only pre-entered byes", 1},
		{"points without the pre-entered bye", []string{pl(1, "1.0", "   2 w 1", "0000 - H"), pl(2, "0.0", "   1 b 0")},
			[]RoundState{RoundPlayed, RoundNotPaired}, "round 2: not paired yet, only pre-entered byes", 1},
		{"every player a bye", []string{pl(1, "2.0", "   2 w 1", "0000 - F"), pl(2, "0.0", "   1 b 0", "0000 - Z")},
			[]RoundState{RoundPlayed, RoundNoGames}, "round 2: no games, every player has a bye", 2},
		{"no games, then pre-entered byes", []string{pl(1, "2.5", "   2 w 1", "0000 - F", "0000 - H"), pl(2, "0.0", "   1 b 0", "0000 - Z")},
			[]RoundState{RoundPlayed, RoundNoGames, RoundNotPaired}, "round 2: no games, every player has a bye; round 3: not paired yet, only pre-entered byes", 2},
		{"two rounds of pre-entered byes", []string{pl(1, "1.0", "   2 w 1", "        ", "0000 - Z"), pl(2, "0.5", "   1 b 0", "0000 - H")},
			[]RoundState{RoundPlayed, RoundNotPaired, RoundNotPaired}, "rounds 2-3: not paired yet, only pre-entered byes", 1},
		{"a blank round before a paired one", []string{pl(1, "1.0", "        ", "   2 w 1"), pl(2, "0.0", "        ", "   1 b 0")},
			[]RoundState{RoundPlayed, RoundPlayed}, "", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, strings.Join(tt.lines, "\n"))
			if errs := f.Validate(); errs != nil {
				t.Fatalf("Validate: %v", errs)
			}
			if got := f.RoundStates(); !slices.Equal(got, tt.states) {
				t.Errorf("states %v, want %v", got, tt.states)
			}
			if got := f.RoundNotes(); got != tt.notes {
				t.Errorf("notes %q, want %q", got, tt.notes)
			}
			if got := f.CompleteRounds(); got != tt.done {
				t.Errorf("complete rounds %d, want %d", got, tt.done)
			}
		})
	}
}

// TestUnplayedThenByes: the last paired round, not played yet, may be
// followed by a column of byes entered before the next pairing; a game not
// played yet before the last paired round may not.
func TestUnplayedThenByes(t *testing.T) {
	ls := all(over(9, 122, "0000 - H"), setLine(18, "XXR 4"))(unplayedBase(t, "?", false))
	f := mustRead(t, strings.Join(ls, "\n")+"\n")
	if errs := f.Validate(); errs != nil {
		t.Fatalf("Validate: %v", errs)
	}
	if got, want := f.RoundStates(), []RoundState{RoundPlayed, RoundPlayed, RoundNotPlayed, RoundNotPaired}; !slices.Equal(got, want) {
		t.Errorf("round states %v, want %v", got, want)
	}
	if got, want := f.RoundNotes(), "round 3: paired, not played yet; round 4: not paired yet, only pre-entered byes"; got != want {
		t.Errorf("notes %q, want %q", got, want)
	}
	if got := f.CompleteRounds(); got != 2 {
		t.Errorf("complete rounds %d, want 2", got)
	}
	ls = over(9, 122, "   6 b 1")(over(14, 122, "   1 w 0")(ls))
	errs := problems(strings.Join(ls, "\n") + "\n")
	if len(errs) == 0 || errs[0].Line != 9 || errs[0].Col != 119 || !strings.Contains(errs[0].Msg, "found ? (a game not played yet is allowed only in the last paired round, round 4)") {
		t.Errorf("a game played after one not played: %v", errs)
	}
}
