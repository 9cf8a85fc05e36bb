package trf

import "fmt"

// Control characters. TRF16 §2 gives a report as lines of text; a line
// ends at CR or LF, and tabs separate the words of the extension records
// (TRF16 §8). Every other C0 control character (U+0000-U+001F) and DEL
// (U+007F) has no place in a report: a NUL in a name is a damaged file,
// not a name. Read reports the first one of each line at its column.

// controlNames are the ASCII names of the C0 control characters.
var controlNames = [32]string{
	"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
	"DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
}

// isControl reports whether r is a control character a report may not
// contain: C0 other than tab, and DEL. (CR and LF end lines before this.)
func isControl(r rune) bool {
	return r < 0x20 && r != '\t' || r == 0x7f
}

// controlName describes a control character: "NUL (byte 0x00)".
func controlName(r rune) string {
	name := "DEL"
	if r < 0x20 {
		name = controlNames[r]
	}
	return fmt.Sprintf("%s (byte 0x%02X)", name, r)
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
	rd.errorf(n, first+1, "%s: expected text, found the control character %s%s", what, controlName(rs[first]), also)
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
