package trf

import (
	"strings"
	"testing"
)

// TestValidVariants: encodings the format allows pass Validate.
func TestValidVariants(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
	}{
		{"TRF06 byes", []string{
			pl(1, "1.0", "0000 - +"), pl(2, "0.5", "0000 - ="), pl(3, "0.0", "0000 - -"),
		}},
		{"forfeit without colours", []string{pl(1, "1.0", "   2 - +"), pl(2, "0.0", "   1 - -")}},
		{"double forfeit with colours", []string{pl(1, "0.0", "   2 w -"), pl(2, "0.0", "   1 b -")}},
		{"games under one move", []string{pl(1, "1.5", "   2 w W", "   2 b D"), pl(2, "0.5", "   1 b L", "   1 w D")}},
		{"blank blocks and byes", []string{pl(1, "2.0", "        ", "0000 - F", "0000 - U"), pl(2, "0.5", "0000 - Z", "0000 - H")}},
		{"lichess absence", []string{pl(1, "0.0", "       -"), pl(2, "0.0")}},
		{"XXC rank allows any start ranks", []string{"XXC rank", pl(10, "1.0", "  20 w 1"), pl(20, "0.0", "  10 b 0")}},
		{"point system", []string{"XXS W=3 D=1", pl(1, "4.0", "   2 w 1", "   2 b ="), pl(2, "1.0", "   1 b 0", "   1 w =")}},
		{"extensions name players", []string{pl(1, "0.0"), pl(2, "0.0"), "XXR 1", "XXA    2  1.0", "XXP 1 2", "XXZ 2", "240 H   1    1", "260   1   1    1    2"}},
		{"one PAB per round", []string{pl(1, "2.0", "0000 - U", "   3 w 1"), pl(2, "2.0", "   3 w 1", "0000 - U"), pl(3, "0.0", "   2 b 0", "   1 b 0")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, strings.Join(tt.lines, "\n"))
			if errs := f.Validate(); errs != nil {
				t.Errorf("Validate: %v", errs)
			}
		})
	}
}

// TestValidateInMemory: a File built without Read is checked too; problems
// without a source position name the record's line or none.
func TestValidateInMemory(t *testing.T) {
	f := &File{
		Name: "mem",
		Players: []*Player{
			{ID: 1, Games: []Game{{Opponent: 2, Colour: White, Result: ResultNone}}},
			{ID: 2, Games: []Game{{Opponent: 1, Colour: 'x', Result: 'q'}}},
		},
		Scoring:      DefaultScoring,
		TotalRounds:  -1,
		Acceleration: map[int][]Points{7: {10}},
		Prohibited:   []Prohibition{{Line: 3, First: 1, IDs: []int{1, 9}}},
		ByeRequests:  []ByeRequest{{Kind: 'Z', IDs: []int{8}}},
	}
	var got []string
	for _, e := range f.Validate() {
		got = append(got, e.Error())
	}
	want := []string{
		"mem: XXA player: expected the start rank of a player in the file, found 7",
		"mem: XXZ: expected the start rank of a player in the file, found 8",
		"mem: total rounds: expected at least 1 (the rounds in the player records) and at most 999, found -1",
		"mem: round 1 colour: expected w, b or -, found 'x'",
		"mem: round 1 result: expected a game result (1 = 0 + - W D L) against opponent 2, found a blank result",
		"mem: round 1 result: expected one of 1 = 0 + - W D L H F U Z or a blank, found 'q'",
		"mem:3: XXP: expected the start rank of a player in the file, found 9",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestValidateReportsAll: every problem is listed, sorted by position.
func TestValidateReportsAll(t *testing.T) {
	f := mustRead(t, strings.Join([]string{
		pl(1, "9.0", "   2 w 1", "   3 w 1"),
		pl(2, "0.0", "   1 w 0", "0000 - U"),
		pl(3, "0.0", "   1 b 1", "0000 - U"),
	}, "\n"))
	var got []string
	for _, e := range f.Validate() {
		got = append(got, e.Error())
	}
	want := []string{
		"t.trf:1:81: points: expected 2.0 from the results under the file's point system, found 9.0",
		"t.trf:1:97: round 1 colour: expected b, the opposite of player 2's, found w",
		"t.trf:1:102: round 2 opponent: expected player 3 to have 1 as round 2 opponent too, found 0000",
		"t.trf:2:81: points: expected 1.0 from the results under the file's point system, found 0.0",
		"t.trf:3:81: points: expected 2.0 from the results under the file's point system, found 0.0",
		"t.trf:3:92: round 1 opponent: expected player 1 to have 3 as round 1 opponent too, found 2",
		"t.trf:3:109: round 2 result: expected at most one pairing-allocated bye in the round, found another (player 2 has one)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestPointSystemFaults: a point system with a sign, or with a result worth
// less than one it must not be below (a win than a draw, a draw than a
// loss, a full-point bye than a half-point bye ...), is invalid whichever
// record gives it (XXS, BB?, 162, or a File built in memory), with one
// problem at each value given that is at fault.
func TestPointSystemFaults(t *testing.T) {
	players := pl(1, "0.0") + "\n" + pl(2, "0.0")
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"XXS forfeit loss signed", []string{"XXS FL=-1"},
			[]string{"t.trf:1:8: XXS FL: expected points without a sign (as in TRF26 162) for a forfeit loss, found -1.0"}},
		{"BBF signed", []string{"BBF -1.0"},
			[]string{"t.trf:1:5: BBF: expected points without a sign (as in TRF26 162) for a forfeit loss, found -1.0"}},
		{"XXS draw above a win", []string{"XXS D=2"},
			[]string{"t.trf:1:7: XXS D: expected a draw with White worth at most a win with White (1.0, the default), found 2.0"}},
		{"XXS win below a draw", []string{"XXS W=0.4"},
			[]string{"t.trf:1:7: XXS W: expected a win with White worth at least a draw with White (0.5, the default), found 0.4"}},
		{"XXS losses above draws", []string{"XXS WL=1 BL=1"},
			[]string{"t.trf:1:8: XXS WL: expected a loss with White worth at most a draw with White (0.5, the default), found 1.0",
				"t.trf:1:13: XXS BL: expected a loss with Black worth at most a draw with Black (0.5, the default), found 1.0"}},
		{"XXS half-point bye below a zero-point bye", []string{"XXS ZPB=1", "XXS HPB=0.5"},
			[]string{"t.trf:2:9: XXS HPB: expected a half-point bye worth at least a zero-point bye (1.0, XXS ZPB), found 0.5"}},
		{"XXS forfeit win below a forfeit loss", []string{"XXS FL=0.5 FW=0"},
			[]string{"t.trf:1:15: XXS FW: expected a forfeit win worth at least a forfeit loss (0.5, XXS FL), found 0.0"}},
		{"XXS PAB below a zero-point bye", []string{"XXS ZPB=0.5 PAB=0"},
			[]string{"t.trf:1:17: XXS PAB: expected the pairing-allocated bye worth at least a zero-point bye (0.5, XXS ZPB), found 0.0"}},
		{"BBL above a draw", []string{"BBL  1.0"},
			[]string{"t.trf:1:6: BBL: expected a loss with White worth at most a draw with White (0.5, the default), found 1.0"}},
		{"162 D above W", []string{"162  D 1.5"},
			[]string{"t.trf:1:7: 162 D: expected a draw with White worth at most a win with White (1.0, the default), found 1.5"}},
		{"XXS win below 162's draw", []string{"162  W 3.0    D 1.0", "XXS W=0.5"},
			[]string{"t.trf:2:7: XXS W: expected a win with White worth at least a draw with White (1.0, 162 D), found 0.5"}},
		{"all zero is ordered", []string{"XXS W=0 D=0 PAB=0"}, nil},
		{"3/1/0", []string{"XXS W=3 D=1", "BBW  3.0", "BBD  1.0", "162  W 3.0    D 1.0"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, strings.Join(append(tt.lines, players), "\n"))
			var got []string
			for _, e := range f.Validate() {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
	mem := &File{Name: "mem", Players: []*Player{{ID: 1}}, Scoring: DefaultScoring}
	mem.Scoring.WhiteDraw = 20
	want := "mem: point system WD: expected a draw with White worth at most a win with White (1.0, WW), found 2.0"
	if errs := mem.Validate(); len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("in memory: %v\nwant %s", errs, want)
	}
}
