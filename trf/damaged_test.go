package trf

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// The base fixture testdata/base.trf: lines 1-8 are headers, player k is
// on line 8+k (9 players, 3 rounds), line 18 is "XXR 3", line 19
// "XXC white1". Round r's block starts at column 92+10(r-1): opponent
// 92/102/112, colour 97/107/117, result 99/109/119.

// edit changes the lines of a report.
type edit func([]string) []string

// over writes s over line n from column col (1-based, in characters).
func over(n, col int, s string) edit {
	return func(ls []string) []string {
		rs := []rune(ls[n-1])
		for len(rs) < col-1+len([]rune(s)) {
			rs = append(rs, ' ')
		}
		copy(rs[col-1:], []rune(s))
		ls[n-1] = string(rs)
		return ls
	}
}

// setLine replaces line n.
func setLine(n int, s string) edit {
	return func(ls []string) []string { ls[n-1] = s; return ls }
}

// insertAfter puts a new line after line n (n = number of lines: at the end).
func insertAfter(n int, s string) edit {
	return func(ls []string) []string {
		return append(ls[:n], append([]string{s}, ls[n:]...)...)
	}
}

// appendLine adds a line at the end.
func appendLine(s string) edit {
	return func(ls []string) []string { return append(ls, s) }
}

// all applies several edits that together make one fault.
func all(es ...edit) edit {
	return func(ls []string) []string {
		for _, e := range es {
			ls = e(ls)
		}
		return ls
	}
}

// baseLines returns the base fixture without its final line end.
func baseLines(t testing.TB) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/base.trf")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// problems reads a report and returns Read's errors, or when there are
// none, Validate's.
func problems(text string) ErrorList {
	f, err := Read("t.trf", strings.NewReader(text))
	if err != nil {
		return err.(ErrorList)
	}
	return f.Validate()
}

func TestBaseIsValid(t *testing.T) {
	if errs := problems(strings.Join(baseLines(t), "\n")); errs != nil {
		t.Fatalf("base fixture: %v", errs)
	}
}

// newPlayer is a 001 record for an added player with no rounds.
func newPlayer(id int, points string) string {
	return fmt.Sprintf("001 %4d      %-33s %4s %-3s %11s %-10s %4s", id, "Added, Player", "", "", "", "", points)
}

// damagedCases each make one fault in the base fixture, with the line,
// column and message of the first problem that must be reported.
var damagedCases = []struct {
	name      string
	edit      edit
	line, col int
	msg       string
}{
	// Opponents, colours and results of the two players of a game.
	{"opponent not mutual", over(9, 92, "   6"), 9, 92, "expected player 6 to have 1 as round 1 opponent too, found 2"},
	{"opponent not mutual, bye", over(13, 92, "0000 - -"), 9, 92, "expected player 5 to have 1 as round 1 opponent too, found 0000"},
	{"colours both white", over(10, 97, "w"), 10, 97, "round 1 colour: expected b, the opposite of player 6's, found w"},
	{"colours both black", over(15, 117, "w"), 15, 117, "round 3 colour: expected b, the opposite of player 8's, found w"},
	{"forfeit with one colour", over(11, 107, "-"), 11, 107, "expected colours opposite or both - in a forfeit"},
	{"results 1/1", all(over(13, 99, "1"), over(13, 81, " 2.0")), 9, 99, "round 1 result: expected 0 against player 5's 1, found 1"},
	{"results =/0", all(over(10, 109, "0"), over(10, 81, " 1.5")), 9, 109, "expected 1 against player 2's 0, found ="},
	{"results +/+", all(over(11, 109, "+"), over(11, 81, " 2.0")), 11, 109, "expected - against player 9's +, found +"},
	{"results W/W", all(over(16, 109, "W"), over(16, 81, " 1.0")), 14, 109, "expected L against player 8's W, found W"},
	{"results W/D", all(over(16, 109, "D"), over(16, 81, " 0.5")), 14, 109, "expected D against player 8's D, found W"},
	{"results -/1", over(17, 109, "1"), 11, 109, "expected 0 against player 9's 1, found -"},
	// Codes of one block.
	{"played game without colour", over(9, 97, "-"), 9, 97, "round 1 colour: expected w or b for a played game, found -"},
	{"bye code with an opponent", all(over(9, 99, "H"), over(9, 81, " 0.5")), 9, 99, "expected a game result (1 = 0 + - W D L) against opponent 5, found bye code H"},
	{"0000 with a played result", all(over(17, 99, "1"), over(17, 81, " 1.0")), 17, 99, "round 1 result: expected a bye code (H F U Z, or + = - as in TRF06) with opponent 0000, found 1"},
	{"0000 with a colour", over(13, 117, "w"), 13, 117, "round 3 colour: expected - with opponent 0000, found w"},
	{"opponent with a blank result", over(10, 119, " "), 10, 119, "round 3 result: expected a result code with an opponent or colour"},
	{"bad result code", over(10, 99, "x"), 10, 99, `round 1 result: expected one of 1 = 0 + - W D L H F U Z or a blank, found 'x'`},
	{"bad colour", over(10, 97, "x"), 10, 97, `round 1 colour: expected w, b, - or a blank, found 'x'`},
	{"opponent not a number", over(9, 92, "  5a"), 9, 92, `round 1 opponent: expected a number 0-9999 or blanks, found "  5a"`},
	{"opponent out of range", over(9, 92, "  15"), 9, 92, "round 1 opponent: expected the start rank of a player in the file, found 15"},
	{"opponent is the player", over(9, 92, "   1"), 9, 92, "expected another player's start rank, found the player's own (1)"},
	{"two PABs in a round", insertAfter(17, newPlayer(10, "1.0")+"       0000 - U"), 18, 99, "round 1 result: expected at most one pairing-allocated bye in the round, found another (player 9 has one)"},
	{"two PABs, TRF06 form", insertAfter(17, newPlayer(10, "1.0")+"       0000 - +"), 18, 99, "at most one pairing-allocated bye"},
	// Start ranks.
	{"start rank 0", over(9, 5, "   0"), 9, 5, `start rank: expected a number 1-9999, found "   0"`},
	{"start rank not a number", over(12, 5, "  4x"), 12, 5, `start rank: expected a number 1-9999, found "  4x"`},
	{"start rank out of range", insertAfter(17, newPlayer(12, "0.0")), 18, 5, "start rank: expected 1-10 (the number of players), found 12"},
	{"start rank twice", insertAfter(17, newPlayer(9, "0.0")), 18, 5, "start rank: expected each start rank once, found 9 again (first on line 17)"},
	// Columns of the player record.
	{"record type not followed by a blank", over(9, 4, "x"), 9, 4, "column 4: expected a blank after the record type"},
	{"name runs into the rating", over(9, 48, "X"), 9, 48, `column 48: expected a blank after the name, found 'X'`},
	{"separator in a round block", over(9, 96, "x"), 9, 96, "round 1: expected a blank at column 96, found 'x'"},
	{"separator between blocks", over(9, 101, "x"), 9, 101, "column 101: expected a blank after round 1, found 'x'"},
	{"text after the last block", over(9, 120, "  junk"), 9, 122, `round 4: expected a complete round block or nothing after the last one, found "junk"`},
	{"half a block after the last", over(9, 120, "     6 w"), 9, 122, `found "   6 w"`},
	{"more than 999 rounds", over(17, 92, strings.Repeat("0000 - Z  ", 1000)), 17, 10082, "round 1000: expected at most 999 rounds"},
	{"points do not match", over(9, 81, " 2.5"), 9, 81, "points: expected 1.5 from the results under the file's point system, found 2.5"},
	{"points for a blank round", over(13, 112, "        "), 13, 81, "points: expected 0.0 from the results under the file's point system, found 1.0 (round 3 is blank: a blank result is not paired and scores 0 under TRF16; a bye with points is written 0000 - H, F or U)"},
	{"points malformed", over(9, 81, "1,5 "), 9, 81, `points: expected a score such as 11.5, found "1,5 "`},
	{"points with two decimals", over(9, 81, "1.25"), 9, 81, `points: expected a score such as 11.5, found "1.25"`},
	{"rating malformed", over(9, 49, "27x0"), 9, 49, `rating: expected a number 0-9999 or blanks, found "27x0"`},
	{"rank malformed", over(9, 86, "  -6"), 9, 86, `rank: expected a number 0-9999 or blanks, found "  -6"`},
	{"sex not ASCII", over(9, 10, "é"), 9, 10, "sex: expected m, w or a blank"},
	// Control characters (TRF16 §2: text lines; tabs only separate words).
	{"NUL in a name", over(9, 20, "\x00"), 9, 20, "name: expected text, found the control character NUL (byte 0x00)"},
	{"two NULs in a name", over(9, 20, "\x00\x00"), 9, 20, "found the control character NUL (byte 0x00) (and 1 more on the line)"},
	{"escape in a federation", over(10, 54, "\x1b"), 10, 54, "federation: expected text, found the control character ESC (byte 0x1B)"},
	{"form feed in a title", over(11, 12, "\f"), 11, 12, "title: expected text, found the control character FF (byte 0x0C)"},
	{"DEL in a FIDE ID", over(12, 60, "\x7f"), 12, 60, "FIDE ID: expected text, found the control character DEL (byte 0x7F)"},
	{"control character in a header", over(1, 10, "\x01"), 1, 10, "012: expected text, found the control character SOH (byte 0x01)"},
	{"control character in a comment", appendLine("### a\x1a"), 20, 6, "###: expected text, found the control character SUB (byte 0x1A)"},
	{"tab in a name is text", all(over(9, 20, "\t"), over(9, 81, " 2.5")), 9, 81, "points: expected 1.5"},
	{"control character starting a line", insertAfter(8, "\x00\x00\x00 x"), 9, 1, "line: expected text, found the control character NUL"},
	{"C1 NEL in a name", over(9, 20, "\u0085"), 9, 20, "name: expected text, found the control character U+0085 NEL"},
	{"C1 CSI in a header", over(1, 10, "\u009b"), 1, 10, "012: expected text, found the control character U+009B CSI"},
	{"C1 in a comment", appendLine("### a\u0090"), 20, 6, "###: expected text, found the control character U+0090 DCS"},
	{"right-to-left override in a name", over(9, 20, "\u202e"), 9, 20, "name: expected text, found the bidirectional control character U+202E RLO (right-to-left override)"},
	{"isolates in a name", over(9, 15, "\u2067Magnus\u2069"), 9, 15, "name: expected text, found the bidirectional control character U+2067 RLI (right-to-left isolate) (and 1 more on the line)"},
	{"right-to-left mark in a federation", over(10, 55, "\u200f"), 10, 55, "federation: expected text, found the bidirectional control character U+200F RLM (right-to-left mark)"},
	{"left-to-right mark in a header", over(1, 5, "\u200e"), 1, 5, "012: expected text, found the bidirectional control character U+200E LRM (left-to-right mark)"},
	{"arabic letter mark in a comment", appendLine("### \u061c"), 20, 5, "###: expected text, found the bidirectional control character U+061C ALM (arabic letter mark)"},
	{"embedding in a header", insertAfter(1, "022 \u202aBerlin"), 2, 5, "022: expected text, found the bidirectional control character U+202A LRE (left-to-right embedding)"},
	// Lines.
	{"line too long", appendLine("### " + strings.Repeat("x", 1<<20)), 20, 0, "line: expected at most 1048576 bytes, found 1048580"},
	// Extensions (TRF16 §8).
	{"XXR below the rounds present", setLine(18, "XXR 2"), 18, 5, "XXR: expected at least 3 (the rounds in the player records)"},
	{"XXR not a number", setLine(18, "XXR three"), 18, 5, `XXR: expected a number of rounds 1-999, found "three"`},
	{"XXR zero", setLine(18, "XXR 0"), 18, 5, `XXR: expected a number of rounds 1-999, found "0"`},
	{"XXR two values", setLine(18, "XXR 3 4"), 18, 7, `XXR: expected nothing after 3, found "4"`},
	{"XXR glued to its value", setLine(18, "XXR3"), 18, 4, "XXR: expected a blank after the record type"},
	{"XXC bad token", setLine(19, "XXC white"), 19, 5, `XXC: expected rank, white1 or black1, found "white"`},
	{"XXS bad code", appendLine("XXS WW=1 QQ=2"), 20, 10, `XXS: expected CODE=VALUE with CODE one of`},
	{"XXS bad value", appendLine("XXS WW=abc"), 20, 8, `XXS WW: expected points such as 1 or 0.5, found "abc"`},
	{"XXS changes the point system", appendLine("XXS BW=2"), 10, 81, "points: expected 3.0 from the results under the file's point system, found 2.0"},
	{"BBW malformed", appendLine("BBW  x.0"), 20, 6, `BBW: expected points such as 1.0, found "x.0"`},
	{"XXA bad number", appendLine("XXA    1 1.x0"), 20, 10, `XXA round 1: expected points such as 1.0 or blanks, found "1.x0"`},
	{"XXA bad player", appendLine("XXA   a1  1.0"), 20, 5, `XXA player: expected a start rank 1-9999, found "  a1"`},
	{"XXA unknown player", appendLine("XXA   12  1.0"), 20, 5, "XXA player: expected the start rank of a player in the file, found 12"},
	{"XXA signed", appendLine("XXA    1 -1.0"), 20, 10, `XXA round 1: expected points without a sign (format 11.5), found "-1.0"`},
	{"XXS signed", appendLine("XXS ZPB=-0.5"), 20, 9, "XXS ZPB: expected points without a sign (as in TRF26 162) for a zero-point bye, found -0.5"},
	{"XXA twice for a player", all(appendLine("XXA    3  1.0"), appendLine("XXA    3  0.5")), 21, 5, "expected one XXA line for player 3, found a second (the first is on line 20)"},
	{"XXP unknown player", appendLine("XXP 1 42"), 20, 7, "XXP: expected the start rank of a player in the file, found 42"},
	{"XXP not a number", appendLine("XXP 1 x2"), 20, 7, `XXP: expected a start rank 1-9999, found "x2"`},
	{"XXP one player", appendLine("XXP 1"), 20, 5, "XXP: expected at least two start ranks, found 1"},
	{"XXZ unknown player", appendLine("XXZ 3 99"), 20, 7, "XXZ: expected the start rank of a player in the file, found 99"},
	// TRF26 records (§9).
	{"142 below the rounds present", setLine(18, "142 2"), 18, 5, "142: expected at least 3"},
	{"152 bad colour", appendLine("152 X"), 20, 5, `152: expected W or B, found "X"`},
	{"162 bad symbol", appendLine("162  Q 1.0"), 20, 6, "162: expected a symbol W, D, L, A, P or X at column 6"},
	{"162 Z with other points", appendLine("162  W 1.0    Z 0.5"), 20, 15,
		"162 Z: expected a symbol W, D, L, A, P or X, found Z with 0.5, which TRF26 does not define: a zero-point bye scores 0.0 (the default of 162 A), and swisscheck does not guess that Z changes it"},
	{"162 F at the default, not at W's points", appendLine("162  W 3.0    F 1.0"), 20, 15,
		"162 F: expected a symbol W, D, L, A, P or X, found F with 1.0, which TRF26 does not define: a full-point bye scores 3.0 (162 W), and swisscheck does not guess that F changes it"},
	{"162 H signed", appendLine("162  H-0.5"), 20, 6, "162: expected a symbol W, D, L, A, P or X at column 6, found 'H'"},
	{"162 bad points", appendLine("162  W 1.0    D 0,5"), 20, 16, `162 D: expected points such as 1.0, found " 0,5"`},
	{"240 bad kind", appendLine("240 Q   3    1"), 20, 5, `240: expected a bye kind F, H or Z, found 'Q'`},
	{"240 bad round", appendLine("240 H  x4    1"), 20, 7, `240 round: expected a round 1-999, found " x4"`},
	{"240 bad player", appendLine("240 H   4    1   y2"), 20, 16, `240: expected a start rank 1-9999, found "  y2"`},
	{"240 unknown player", appendLine("240 H   4    1   55"), 20, 16, "240: expected the start rank of a player in the file, found 55"},
	{"250 bad game points", appendLine("250      x.0   1   2    1    4"), 20, 10, "250 game points: expected points such as 1.0"},
	{"250 rounds reversed", appendLine("250      1.0   3   2    1    4"), 20, 19, "250 last round: expected a round not before 3, found 2"},
	{"260 bad round", appendLine("260   1   x    1    2"), 20, 9, `260 last round: expected a round 1-999, found "  x"`},
	{"260 one player", appendLine("260   1   3    1"), 20, 13, "260: expected at least two start ranks, found 1"},
	{"260 unknown player", appendLine("260   1   3    1   77"), 20, 18, "260: expected the start rank of a player in the file, found 77"},
	// TRF26 records given twice, signs and zeros the format excludes.
	{"XXR twice", appendLine("XXR 4"), 20, 5, "XXR: expected one number of rounds, found 4 here and 3 on line 18"},
	{"142 twice", all(appendLine("142 3"), appendLine("142 5")), 21, 5, "142: expected one number of rounds, found 5 here and 3 on line 20"},
	{"152 twice", all(appendLine("152 W"), appendLine("152 B")), 21, 5, "152: expected one initial colour, found b here and w on line 20"},
	{"162 negative points", appendLine("162  A-1.0"), 20, 7, `162 A: expected points without a sign (format 11.5), found "-1.0"`},
	{"162 symbol twice", appendLine("162  W 1.0    W 3.0"), 20, 16, "162 W: expected one value for W, found 3.0 here and 1.0 on line 20"},
	{"162 symbol on two lines", all(appendLine("162  D 0.5"), appendLine("162  L 0.0    D 1.0")), 21, 16, "162 D: expected one value for D, found 1.0 here and 0.5 on line 20"},
	{"250 records contradicting", all(appendLine("250       1.0   1   3    1    4"), appendLine("250       0.5   3   5    4    9")), 21, 10,
		"250 game points: expected one acceleration for player 4 in round 3, found 0.5 here and 1.0 on line 20 (both records give players 4-4 in rounds 3-3)"},
	{"250 zero game points", appendLine("250       0.0   1   2    1    4"), 20, 10, `250 game points: expected points other than 0.0 (TRF26, individual tournament), found " 0.0"`},
	{"250 negative game points", appendLine("250      -1.0   1   2    1    4"), 20, 10, `250 game points: expected points without a sign (format 11.5), found "-1.0"`},
	{"192 without a code", appendLine("192"), 20, 5, "192: expected a tournament type code (ETT26) such as FIDE_DUTCH_2026, found nothing"},
	{"192 glued to its code", appendLine("192FIDE_DUTCH_2026"), 20, 4, "192: expected a blank after the record type"},
	{"192 free text", appendLine("192 Swiss-Dutch"), 20, 5, `192: expected a tournament type code (ETT26: letters, digits and _, such as FIDE_DUTCH_2026), found "Swiss-Dutch"`},
	{"192 two words", appendLine("192 FIDE_DUTCH 2026"), 20, 16, `192: expected nothing after FIDE_DUTCH, found "2026"`},
	{"192 two codes", all(appendLine("192 FIDE_DUTCH_2017"), appendLine("192 FIDE_DUTCH_2026")), 21, 5, "192: expected one tournament type, found FIDE_DUTCH_2026 here and FIDE_DUTCH_2017 on line 20"},
	// TRF26 299: not applied, so the points column is not checked either.
	{"299 abnormal points", all(over(9, 81, " 0.5"), appendLine("299       -1.0     1")), 20, 1, "299: expected no abnormal point assignment, found one"},
	// TRF26 240 against the player records (rounds 1-3 are paired).
	{"240 against a game", appendLine("240 H   2    1"), 20, 11, "240 H: expected player 1 to have no game in round 2 (a half-point bye), found one against 2 on line 9, column 102"},
	{"240 against another bye", appendLine("240 F   2    4"), 20, 11, "240 F: expected player 4's round 2 block (line 12, column 109) to record the full-point bye, 0000 - F, found 0000 - H"},
	{"240 against a PAB", appendLine("240 Z   3    5"), 20, 11, "240 Z: expected player 5's round 3 block (line 13, column 119) to record the zero-point bye, 0000 - Z, found 0000 - U"},
	{"240 blank in a paired round", all(over(12, 102, "        "), over(12, 81, " 2.0"), appendLine("240 H   2    4")), 20, 11,
		"240 H: expected player 4's round 2 block (line 12, column 102) to record the half-point bye, 0000 - H, found it blank (not paired)"},
	{"240 two kinds", all(appendLine("240 H   2    4"), appendLine("240 Z   2    4")), 21, 11,
		"240 Z: expected one bye for player 4 in round 2, found a zero-point bye here and a half-point bye (240 H) on line 20"},
}

// TestDamaged makes one fault in the base fixture per case and checks the
// first problem reported: its line, column and message.
func TestDamaged(t *testing.T) {
	for _, tt := range damagedCases {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Join(tt.edit(baseLines(t)), "\n") + "\n"
			errs := problems(text)
			if len(errs) == 0 {
				t.Fatal("no problem reported")
			}
			e := errs[0]
			if e.Line != tt.line || e.Col != tt.col || !strings.Contains(e.Msg, tt.msg) {
				t.Errorf("first problem %v\nwant t.trf:%d:%d: ...%s...", e, tt.line, tt.col, tt.msg)
			}
			want := fmt.Sprintf("t.trf:%d:%d: ", tt.line, tt.col)
			if tt.col == 0 {
				want = fmt.Sprintf("t.trf:%d: ", tt.line)
			}
			if !strings.HasPrefix(e.Error(), want) {
				t.Errorf("Error() = %q, want prefix %q", e.Error(), want)
			}
		})
	}
	if len(damagedCases) < 35 {
		t.Errorf("only %d damaged copies", len(damagedCases))
	}
}
