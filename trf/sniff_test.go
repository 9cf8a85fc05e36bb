package trf

import (
	"encoding/binary"
	"strings"
	"testing"
	"unicode/utf16"
)

// utf16Text encodes s as UTF-16 with a byte order mark.
func utf16Text(s string, order binary.ByteOrder) string {
	units := utf16.Encode([]rune("\uFEFF" + s))
	b := make([]byte, 2*len(units))
	for i, u := range units {
		order.PutUint16(b[2*i:], u)
	}
	return string(b)
}

// TestLooksLikeReport: a file is a report when its first line that is not
// blank nor a ### comment begins with a record type (three digits, XX? or
// BB?) and a blank, a tab or the line's end, after any byte order mark, in
// UTF-8 or UTF-16.
func TestLooksLikeReport(t *testing.T) {
	tests := []struct {
		name, start string
		ok          bool
		first       string
	}{
		{"tournament name", "012 Open\n001    1 ...", true, "012 Open"},
		{"player first", "001    1   GM Alice", true, "001    1   GM Alice"},
		{"TRF26 type", "192 FIDE_DUTCH_2026\r\n", true, "192 FIDE_DUTCH_2026"},
		{"extension", "XXR 9\n", true, "XXR 9"},
		{"unknown extension letter", "XXB\n", true, "XXB"},
		{"bbpPairings points", "BBW  1.0", true, "BBW  1.0"},
		{"tab after the type", "XXP\t1 2", true, "XXP\t1 2"},
		{"blank lines first", "\n  \r\n\t\n\r012 Open", true, "012 Open"},
		{"UTF-8 byte order mark", "\uFEFF012 Open\n", true, "012 Open"},
		{"UTF-16 little endian", utf16Text("012 Open\r\n", binary.LittleEndian), true, "012 Open"},
		{"UTF-16 big endian", utf16Text("\n132 x", binary.BigEndian), true, "132 x"},
		{"Latin-1 name", "012 Z\xfcrich Open\n", true, "012 Z\xfcrich Open"},
		{"TRF26 comments first", "### made by hand\n###\n\n012 Open", true, "012 Open"},
		{"TRF26 comments alone", "### made by hand\n", true, "### made by hand"},
		{"Markdown heading", "### Notes\n\nThe reports of 2025\n", false, "The reports of 2025"},
		{"empty", "", false, ""},
		{"blank only", " \n\n\t", false, ""},
		{"README", "# Fixtures\n\n012 is ...", false, "# Fixtures"},
		{"checker output", "n0052_p24_r11_s414967274: Round #1\n", false, "n0052_p24_r11_s414967274: Round #1"},
		{"table", "file\tsource_seed\tplayers\n", false, "file\tsource_seed\tplayers"},
		{"four digits", "2024 results\n", false, "2024 results"},
		{"lower case extension", "xxr 9\n", false, "xxr 9"},
		{"other letters", "ABC 1\n", false, "ABC 1"},
		{"indented record", " 012 Open\n", false, " 012 Open"},
		{"PNG image", "\x89PNG\r\n\x1a\n", false, "\x89PNG"},
		{"long line", strings.Repeat("x", 100), false, strings.Repeat("x", 40) + "..."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ok, first := LooksLikeReport([]byte(tt.start))
			if ok != tt.ok || first != tt.first {
				t.Errorf("LooksLikeReport(%q) = %v, %q; want %v, %q", tt.start, ok, first, tt.ok, tt.first)
			}
		})
	}
}
