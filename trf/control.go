package trf

import "fmt"

// Control characters. TRF16 §2 gives a report as lines of text; a line
// ends at CR or LF, and tabs separate the words of the extension records
// (TRF16 §8). Every other C0 control character (U+0000-U+001F), DEL
// (U+007F) and every C1 control character (U+0080-U+009F) has no place in
// a report: a NUL in a name is a damaged file, not a name, and an ESC or a
// CSI (U+009B) sent to a terminal in a printed name can rewrite the screen.
// Nor have the Unicode bidirectional controls (U+061C, U+200E, U+200F,
// U+202A-U+202E, U+2066-U+2069): they reorder the text printed after them,
// so that a report, a check list or an explanation would show a player's
// name, rating or start rank other than the file holds ("Trojan Source",
// CVE-2021-42574). Read reports the first one of each line at its column,
// whatever the record; Write refuses them.

// controlNames are the ASCII names of the C0 control characters.
var controlNames = [32]string{
	"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
	"DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
}

// c1Names are the names of the C1 control characters (ISO 6429).
var c1Names = [32]string{
	"PAD", "HOP", "BPH", "NBH", "IND", "NEL", "SSA", "ESA", "HTS", "HTJ", "VTS", "PLD", "PLU", "RI", "SS2", "SS3",
	"DCS", "PU1", "PU2", "STS", "CCH", "MW", "SPA", "EPA", "SOS", "SGC", "SCI", "CSI", "ST", "OSC", "PM", "APC",
}

// bidiNames are the Unicode bidirectional controls.
var bidiNames = map[rune]string{
	0x061C: "ALM (arabic letter mark)",
	0x200E: "LRM (left-to-right mark)",
	0x200F: "RLM (right-to-left mark)",
	0x202A: "LRE (left-to-right embedding)",
	0x202B: "RLE (right-to-left embedding)",
	0x202C: "PDF (pop directional formatting)",
	0x202D: "LRO (left-to-right override)",
	0x202E: "RLO (right-to-left override)",
	0x2066: "LRI (left-to-right isolate)",
	0x2067: "RLI (right-to-left isolate)",
	0x2068: "FSI (first strong isolate)",
	0x2069: "PDI (pop directional isolate)",
}

// isControl reports whether r is a control character a report may not
// contain: C0 other than tab, DEL, C1, and the bidirectional controls.
// (CR and LF end lines before this.)
func isControl(r rune) bool {
	switch {
	case r < 0x20:
		return r != '\t'
	case r < 0x7f:
		return false
	case r <= 0x9f:
		return true
	}
	_, bidi := bidiNames[r]
	return bidi
}

// controlName describes a control character: "the control character NUL
// (byte 0x00)", "the control character U+0085 NEL", "the bidirectional
// control character U+202E RLO (right-to-left override)". latin1 says that
// the line was read as Latin-1, where a C1 character was a byte.
func controlName(r rune, latin1 bool) string {
	switch {
	case r < 0x20:
		return fmt.Sprintf("the control character %s (byte 0x%02X)", controlNames[r], r)
	case r == 0x7f:
		return "the control character DEL (byte 0x7F)"
	case r <= 0x9f && latin1:
		return fmt.Sprintf("the control character %s (byte 0x%02X)", c1Names[r-0x80], r)
	case r <= 0x9f:
		return fmt.Sprintf("the control character U+%04X %s", r, c1Names[r-0x80])
	}
	return fmt.Sprintf("the bidirectional control character U+%04X %s", r, bidiNames[r])
}

// checkControls reports the first control character of line n, naming
// the field of a player record it is in, or the record type.
func (rd *reader) checkControls(n int, rs []rune) {
	first, more := -1, 0
	for i, r := range rs {
		if !isControl(r) {
			continue
		}
		if first < 0 {
			first = i
		} else {
			more++
		}
	}
	if first < 0 {
		return
	}
	what := "line"
	if len(rs) >= 3 && string(rs[:3]) == "001" {
		what = playerField(first)
	} else if first >= 3 && isTag(rs[:3]) {
		what = string(rs[:3])
	}
	also := ""
	if more > 0 {
		also = fmt.Sprintf(" (and %d more on the line)", more)
	}
	rd.errorf(n, first+1, "%s: expected text, found %s%s", what, controlName(rs[first], rd.latin1), also)
}

// isTag reports whether rs can be a record type: printable ASCII, no
// blank ("012", "XXR", "###", "GER").
func isTag(rs []rune) bool {
	for _, r := range rs {
		if r <= ' ' || r >= 0x7f {
			return false
		}
	}
	return true
}

// playerField names the field of a 001 record at 0-based index i
// (TRF16 §3).
func playerField(i int) string {
	fields := []struct {
		from, to int // 0-based, [from, to)
		name     string
	}{
		{0, 3, "record type"}, {4, 8, "start rank"}, {9, 10, "sex"}, {10, 13, "title"},
		{14, 47, "name"}, {48, 52, "rating"}, {53, 56, "federation"}, {57, 68, "FIDE ID"},
		{69, 79, "birth date"}, {80, 84, "points"}, {85, 89, "rank"},
	}
	for _, f := range fields {
		if i >= f.from && i < f.to {
			return f.name
		}
	}
	if i >= roundsStart {
		return fmt.Sprintf("round %d", (i-roundsStart)/blockStep+1)
	}
	return fmt.Sprintf("column %d", i+1)
}

// windows1252 gives the characters Windows-1252 puts at bytes 0x80-0x9F,
// where Latin-1 has the C1 controls; 0 where it has none (0x81, 0x8D,
// 0x8F, 0x90, 0x9D), which stay C1 controls. Old reports saved on Windows
// as "ANSI" hold such bytes in names: Š, š, Ž, ž, Œ, Ÿ.
var windows1252 = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

// latin1Rune is the character of a byte of a file read as Latin-1:
// Windows-1252 for 0x80-0x9F, as the programs that wrote such files (and
// browsers) read them, else the byte's code point.
func latin1Rune(c byte) rune {
	if c >= 0x80 && c <= 0x9f && windows1252[c-0x80] != 0 {
		return windows1252[c-0x80]
	}
	return rune(c)
}
