package trf

import (
	"bytes"
	"encoding/binary"
	"unicode/utf16"
	"unicode/utf8"
)

// SniffSize is how much of a file LooksLikeReport needs: the first
// non-blank line is expected within it.
const SniffSize = 4 << 10

// LooksLikeReport tells from the start of a file (SniffSize bytes are
// enough) whether it is a tournament report: its first line that is
// neither blank nor a TRF26 comment (###) begins, at column 1, with a
// record type followed by a blank, a tab or the end of the line. A record
// type is three digits (001, 012, 132, 192 ...: TRF16 and TRF26 number
// their records) or the letters of a pairing program's extension records,
// XX and a capital (JaVaFo's XXR, XXC, XXS, XXA, XXP, XXZ ...) or BB and a
// capital (bbpPairings' BBW ... BBU). Comments alone, as far as start goes,
// are a report too. Byte order marks are skipped, UTF-16 text decoded, as
// Read does.
//
// first is the line that decided, or as much of it as start holds, for a
// message (cut to 40 characters); "" when start holds only blank lines.
func LooksLikeReport(start []byte) (ok bool, first string) {
	start, _ = utf16ToUTF8(start)
	comment := ""
	for len(start) > 0 {
		line := start
		if i := bytes.IndexAny(start, "\r\n"); i >= 0 {
			line, start = start[:i], start[i+1:]
		} else {
			start = nil
		}
		for bytes.HasPrefix(line, []byte("\uFEFF")) {
			line = line[len("\uFEFF"):]
		}
		switch {
		case len(bytes.TrimSpace(line)) == 0:
			continue
		case bytes.HasPrefix(line, []byte("###")):
			if comment == "" {
				comment = cut(line, 40)
			}
			continue
		}
		return isRecordStart(line), cut(line, 40)
	}
	return comment != "", comment
}

// isRecordStart reports whether a line begins with a record type and a
// blank, a tab or its end.
func isRecordStart(line []byte) bool {
	if len(line) < 3 || len(line) > 3 && line[3] != ' ' && line[3] != '\t' {
		return false
	}
	digit := func(c byte) bool { return c >= '0' && c <= '9' }
	if digit(line[0]) && digit(line[1]) && digit(line[2]) {
		return true
	}
	family := string(line[:2])
	return (family == "XX" || family == "BB") && line[2] >= 'A' && line[2] <= 'Z'
}

// utf16ToUTF8 turns data with a UTF-16 byte order mark into UTF-8 (an
// odd last byte is dropped); ok is false, and data returned as is, when
// it has no such mark.
func utf16ToUTF8(data []byte) (out []byte, ok bool) {
	var order binary.ByteOrder
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		order = binary.LittleEndian
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		order = binary.BigEndian
	default:
		return data, false
	}
	units := make([]uint16, len(data)/2)
	for i := range units {
		units[i] = order.Uint16(data[2*i:])
	}
	return []byte(string(utf16.Decode(units))), true
}

// cut returns at most n characters of a line (bytes, when it is not
// UTF-8), with "..." when it is longer.
func cut(line []byte, n int) string {
	if !utf8.Valid(line) {
		if len(line) > n {
			return string(line[:n]) + "..."
		}
		return string(line)
	}
	if rs := []rune(string(line)); len(rs) > n {
		return string(rs[:n]) + "..."
	}
	return string(line)
}
