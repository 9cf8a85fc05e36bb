package trf

import (
	"reflect"
	"strings"
	"testing"
)

// TestTRF26Valid: TRF26 records that agree with the player records and
// with each other pass Read and Validate without a warning.
func TestTRF26Valid(t *testing.T) {
	// Rounds 1 and 2 are paired, round 3 is not yet.
	three := []string{
		pl(1, "1.5", "   2 w 1", "   3 b ="),
		pl(2, "1.0", "   1 b 0", "0000 - F"),
		pl(3, "1.0", "0000 - H", "   1 w ="),
		"142 4",
	}
	tests := []struct {
		name  string
		lines []string
	}{
		{"240 repeats the player records and announces round 3", append(three,
			"240 H   1    3", "240 F   2    2", "240 Z   3    1", "240 H   3    2    3")},
		{"240 zero-point bye for a blank block", []string{
			pl(1, "1.0", "   2 w 1", "        "), pl(2, "0.0", "   1 b 0", "   3 w 0"), pl(3, "1.0", "0000 - Z", "   2 b 1"),
			"240 Z   1    3", "240 Z   2    1"}},
		{"240 with the TRF06 bye spellings", []string{
			pl(1, "1.5", "   2 w 1", "0000 - ="), pl(2, "0.0", "   1 b 0", "0000 - -"), pl(3, "0.0", "0000 - -", "0000 - Z"),
			"240 H   2    1", "240 Z   2    2    3", "240 Z   1    3"}},
		{"the same 240 twice", append(three, "240 H   1    3", "240 H   1    3")},
		{"142, 152, 192 and a 162 symbol repeated alike", append(three,
			"142 4", "152 W", "152 w", "192 FIDE_DUTCH_2026", "192 fide_dutch_2026", "162  W 1.0    W 1.0")},
		{"162 and XXS agree", []string{"162  W 3.0    D 1.0    A 0.0", "XXS W=3 D=1 ZPB=0 FL=0",
			pl(1, "3.0", "   2 w 1"), pl(2, "0.0", "   1 b 0")}},
		{"XXA and 250 agree", []string{pl(1, "0.0"), pl(2, "0.0"),
			"XXA    1  1.0  1.0", "250       1.0   1   2    1    2"}},
		{"250 records overlapping where there is no player", []string{pl(1, "0.0"), pl(2, "0.0"),
			"250       1.0   1   2    1    9", "250       0.5   1   2    5    9"}},
		{"250 repeating XXA with a zero for a later round", []string{pl(1, "0.0"),
			"XXA    1  1.0  1.0  0.0", "250       1.0   1   2    1    1"}},
		{"informative TRF26 records", append(three,
			"### comment", "172 BEL FIDON", "182 swisscheck", "202 BH/C1,SB", "212 PTS,BH/C1", "222 5400+30",
			"BEL    1 m    National, Name               1950 BRU    12345       1990/01/01")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, strings.Join(tt.lines, "\n"))
			if errs := f.Validate(); errs != nil {
				t.Errorf("Validate: %v", errs)
			}
			if f.Warnings != nil {
				t.Errorf("warnings: %v", f.Warnings)
			}
		})
	}
}

// TestTRF26Warnings: values that the two dialects (TRF26 records and the
// programs' extensions) give differently are read with a warning at the
// TRF26 record, and the extension's value is used.
func TestTRF26Warnings(t *testing.T) {
	two := []string{pl(1, "0.0"), pl(2, "0.0")}
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"162 against XXS", []string{"162  W 3.0    D 1.0", "XXS W=2"},
			[]string{"t.trf:1:7: 162 W: expected the points XXS WW gives (2.0), found 3.0; XXS WW is used"}},
		{"162 against BBD", []string{"162  W 3.0    D 1.0", "BBD  0.5"},
			[]string{"t.trf:1:16: 162 D: expected the points BBD gives (0.5), found 1.0; BBD is used"}},
		{"162 A against BBF", []string{"162  A 0.0", "BBF -1.0"},
			[]string{"t.trf:1:7: 162 A: expected the points BBF gives (-1.0), found 0.0; BBF is used"}},
		{"162 P against BBU", []string{"162  P 0.5", "BBU  1.0"},
			[]string{"t.trf:1:7: 162 P: expected the points BBU gives (1.0), found 0.5; BBU is used"}},
		{"XXA against 250", append(two, "XXA    1  2.0", "250       1.0   1   2    1    2"),
			[]string{"t.trf:3:5: XXA player 1: expected the acceleration the 250 records give (1.0 1.0), found 2.0; XXA is used"}},
		// A 162 symbol that TRF26 does not define, a result code, with
		// the points its result has anyway is ignored with a warning.
		{"162 Z at its default", []string{"162  W 1.0    D 0.5    Z 0.0"},
			[]string{"t.trf:1:24: 162 Z: expected a symbol W, D, L, A, P or X, found Z, which TRF26 does not define; its 0.0 is what a zero-point bye scores anyway (the default of 162 A), so it is ignored"}},
		{"162 F at what W gives", []string{"162  W 3.0    F 3.0    H 1.5    D 1.5"},
			[]string{"t.trf:1:15: 162 F: expected a symbol W, D, L, A, P or X, found F, which TRF26 does not define; its 3.0 is what a full-point bye scores anyway (162 W), so it is ignored",
				"t.trf:1:24: 162 H: expected a symbol W, D, L, A, P or X, found H, which TRF26 does not define; its 1.5 is what a half-point bye scores anyway (162 D), so it is ignored"}},
		{"162 U and 1 at what other records give", []string{"162  U 0.5    1 2.0", "BBU  0.5", "XXS W=2"},
			[]string{"t.trf:1:6: 162 U: expected a symbol W, D, L, A, P or X, found U, which TRF26 does not define; its 0.5 is what the pairing-allocated bye scores anyway (BBU), so it is ignored",
				"t.trf:1:15: 162 1: expected a symbol W, D, L, A, P or X, found 1, which TRF26 does not define; its 2.0 is what a win scores anyway (XXS W), so it is ignored"}},
		{"250 records overlapping with the same points", append(two, "250       1.0   1   2    1    2", "250       1.0   2   3    2    9", "250       0.5   3   3    1    1"),
			[]string{"t.trf:4:10: 250: expected each player and round in one record, found player 2 in round 2 given 1.0 here and on line 3"}},
		{"240 past the total rounds", append(two, "142 2", "240 Z   3    1", "XXR 2", "240 H   1    2"),
			[]string{"t.trf:4:7: 240 round: expected a round of the tournament, 1-2 (XXR), found 3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, strings.Join(tt.lines, "\n"))
			var got []string
			for _, w := range f.Warnings {
				got = append(got, w.Error())
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("warnings\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

// TestScoring162: the TRF26 symbols and what they score (TRF26 162: W win
// over the board or by forfeit and full-point bye, D draw and half-point
// bye, L loss, A absence: zero-point bye and forfeit loss, P the PAB).
func TestScoring162(t *testing.T) {
	f := mustRead(t, "162  W 3.0    D 1.5    L 0.5    A 0.2    P 2.5")
	s := f.Scoring
	tests := []struct {
		name string
		g    Game
		want Points
	}{
		{"win with white", Game{2, White, ResultWin}, 30},
		{"win with black", Game{2, Black, ResultWin}, 30},
		{"win under one move", Game{2, Black, ResultWinUnrated}, 30},
		{"forfeit win", Game{2, White, ResultForfeitWin}, 30},
		{"full-point bye", Game{0, NoColour, ResultFullBye}, 30},
		{"draw", Game{2, White, ResultDraw}, 15},
		{"half-point bye", Game{0, NoColour, ResultHalfBye}, 15},
		{"TRF06 half-point bye", Game{0, NoColour, ResultDraw}, 15},
		{"loss", Game{2, Black, ResultLoss}, 5},
		{"loss under one move", Game{2, White, ResultLossUnrated}, 5},
		{"forfeit loss", Game{2, White, ResultForfeitLoss}, 2},
		{"zero-point bye", Game{0, NoColour, ResultZeroBye}, 2},
		{"not paired", Game{0, NoColour, ResultNone}, 2},
		{"PAB", Game{0, NoColour, ResultPAB}, 25},
		{"TRF06 PAB", Game{0, NoColour, ResultForfeitWin}, 25},
	}
	for _, tt := range tests {
		if got := s.GamePoints(tt.g); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}
