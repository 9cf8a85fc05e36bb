package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// fault is one planted error in the Arbiters' Manual fixture: the text at
// a line and column is replaced (or, with col 0, the line is replaced or,
// past the last line, added), and validate must report it at the given
// position.
type fault struct {
	name              string
	line, col         int
	text              string
	wantLine, wantCol int
	want              string // a substring of the message
}

// Player k of the fixture is on line k+1; round r's block starts at column
// 92+10(r-1): opponent 92-95, colour 97, result 99. XXR is line 14, XXC 15.
var faults = []fault{
	{"colours not opposite", 2, 97, "b", 2, 97, "colour"},
	{"results not complementary", 2, 99, "=", 2, 99, "result"},
	{"opponent not mutual", 2, 92, "   8", 2, 92, "opponent"},
	{"bad colour letter", 2, 97, "x", 2, 97, "colour"},
	{"bad result code", 2, 99, "Q", 2, 99, "result"},
	{"opponent is the player", 2, 92, "   1", 2, 92, "opponent"},
	{"opponent out of range", 2, 92, "  99", 2, 92, "opponent"},
	{"opponent not a number", 2, 92, "  7a", 2, 92, "opponent"},
	{"start rank zero", 2, 5, "   0", 2, 5, "rank"},
	{"start rank not a number", 2, 5, "  1a", 2, 5, "rank"},
	{"start rank out of range", 2, 5, "  99", 2, 5, "rank"},
	{"points column wrong", 2, 81, " 7.5", 2, 81, "points"},
	{"points column not a number", 2, 81, " abc", 2, 81, "points"},
	{"rating not a number", 2, 49, "26x0", 2, 49, "rating"},
	{"separator not blank", 2, 96, "x", 2, 96, "blank"},
	{"pairing-allocated bye with an opponent", 2, 99, "U", 2, 99, "bye"},
	{"bye block with a played result", 2, 92, "0000 - 1", 2, 99, "bye code"},
	{"played game without colour", 2, 97, "-", 2, 97, "colour"},
	{"forfeit wins on both sides", 2, 99, "+", 2, 99, "result"},
	{"text after the last round", 2, 180, "    x", 2, 182, "after the last"},
	{"XXR below the rounds present", 14, 0, "XXR 8", 14, 5, "rounds"},
	{"XXR not a number", 14, 0, "XXR nine", 14, 5, ""},
	{"XXC unknown token", 15, 0, "XXC purple1", 15, 5, ""},
	{"XXS bad value", 16, 0, "XXS WW=abc", 16, 0, "XXS"},
	{"XXS unknown code", 16, 0, "XXS QQ=1", 16, 0, "XXS"},
	{"XXP unknown player", 16, 0, "XXP 1 99", 16, 0, "99"},
	{"XXZ unknown player", 16, 0, "XXZ 99", 16, 0, "99"},
	{"XXA bad number", 16, 0, "XXA    1  x.y", 16, 0, "XXA"},
	{"240 bad bye type", 16, 0, "240 Q   3    1", 16, 5, ""},
	{"260 bad round", 16, 0, "260 xx    1    2", 16, 0, "260"},
	{"NUL in a name", 2, 17, "\x00", 2, 17, "name: expected text, found the control character NUL"},
	{"escape in the tournament name", 1, 10, "\x1b", 1, 10, "012: expected text, found the control character ESC"},
	{"bell in a round block", 3, 100, "\a", 3, 100, "round 1: expected text, found the control character BEL"},
	{"points for a blank round", 2, 92, "        ", 2, 81, "round 1 is blank: a blank result is not paired and scores 0 under TRF16"},
	{"a team pairing record", 16, 0, "320    1.0  1.0   1", 16, 1, "team competitions are not supported"},
}

// plant returns the fixture with the fault in it.
func plant(t *testing.T, f fault) string {
	data, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	for len(lines) < f.line {
		lines = append(lines, "")
	}
	l := lines[f.line-1]
	if f.col == 0 {
		l = f.text
	} else {
		for len(l) < f.col-1+len(f.text) {
			l += " "
		}
		l = l[:f.col-1] + f.text + l[f.col-1+len(f.text):]
	}
	lines[f.line-1] = l
	return writeFile(t, "damaged.trf", strings.Join(lines, "\n")+"\n")
}

// TestDamagedCopies plants one fault at a time in a valid file: validate
// must exit 3 and report the fault at its line and column. A changed
// result also makes the points column wrong, which is reported too.
func TestDamagedCopies(t *testing.T) {
	for _, f := range faults {
		t.Run(f.name, func(t *testing.T) {
			path := plant(t, f)
			code, _, stderr := runCLI("validate", path)
			if code != exitInvalid {
				t.Fatalf("exit code %d, want %d; stderr:\n%s", code, exitInvalid, stderr)
			}
			pos := fmt.Sprintf("%s:%d:", path, f.wantLine)
			if f.wantCol > 0 {
				pos += fmt.Sprintf("%d:", f.wantCol)
			}
			for _, line := range strings.Split(stderr, "\n") {
				if strings.HasPrefix(line, pos) && strings.Contains(strings.ToLower(line), strings.ToLower(f.want)) {
					return
				}
			}
			t.Errorf("no error at %s mentioning %q:\n%s", pos, f.want, stderr)
		})
	}
}
