package trf

import (
	"iter"
	"strconv"
	"strings"
)

// Fixed-column helpers. A line is held as runes so that columns count
// characters, not bytes (TRF16 §2 does not fix an encoding; names may be
// UTF-8). Columns past the end of a line read as blanks: trailing blanks are
// not significant (TRF16 §3, short lines).

// at returns the rune at 0-based index i, or a blank past the end.
func at(rs []rune, i int) rune {
	if i < 0 || i >= len(rs) {
		return ' '
	}
	return rs[i]
}

// field returns the runes in [from, to), padded with blanks past the end.
func field(rs []rune, from, to int) string {
	var b strings.Builder
	for i := from; i < to; i++ {
		b.WriteRune(at(rs, i))
	}
	return b.String()
}

// blankFrom reports whether every rune from index i on is a blank.
func blankFrom(rs []rune, i int) bool {
	for ; i < len(rs); i++ {
		if rs[i] != ' ' {
			return false
		}
	}
	return true
}

// isBlankLine reports whether a line holds only blanks and tabs.
func isBlankLine(rs []rune) bool {
	for _, r := range rs {
		if r != ' ' && r != '\t' {
			return false
		}
	}
	return true
}

// trim removes the blanks around a field.
func trim(s string) string { return strings.Trim(s, " ") }

// parseNat reads an unsigned decimal number between blanks, at most 9
// digits. It fails on an empty field.
func parseNat(s string) (int, bool) {
	s = trim(s)
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// parseOptNat reads a number that may also be all blanks (read as 0).
func parseOptNat(s string) (int, bool) {
	if trim(s) == "" {
		return 0, true
	}
	return parseNat(s)
}

// parsePoints reads a score with at most one decimal ("11.5", "3", ".5",
// "-1.0", "1.50") in tenths. At most 4 digits before the point.
func parsePoints(s string) (Points, bool) {
	s = trim(s)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	whole, frac, hasDot := strings.Cut(s, ".")
	if len(whole) > 4 || (whole == "" && frac == "") || (hasDot && frac == "" && whole == "") {
		return 0, false
	}
	frac = strings.TrimRight(frac, "0")
	if len(frac) > 1 || !digits(whole) || !digits(frac) {
		return 0, false
	}
	n := 0
	if whole != "" {
		n, _ = strconv.Atoi(whole)
	}
	n *= 10
	if frac != "" {
		n += int(frac[0] - '0')
	}
	if neg {
		n = -n
	}
	return Points(n), true
}

// digits reports whether s holds only ASCII digits (true when empty).
func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// String formats points with one decimal: "4.5", "10.0", "-0.5".
func (p Points) String() string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	return sign + strconv.Itoa(int(p)/10) + "." + strconv.Itoa(int(p)%10)
}

// value formats points as an XXS value: "1", "0.5", "3", "-0.5".
func (p Points) value() string {
	if p%10 == 0 {
		return strconv.Itoa(int(p) / 10)
	}
	return p.String()
}

// column formats points right-aligned in a 4-character column (TRF16 §3,
// points "11.5"); whole values too long for one decimal lose it ("100").
// ok is false when the value does not fit.
func (p Points) column() (string, bool) {
	s := p.String()
	if len(s) > 4 && p%10 == 0 {
		s = strconv.Itoa(int(p) / 10)
	}
	if len(s) > 4 {
		return "", false
	}
	return strings.Repeat(" ", 4-len(s)) + s, true
}

// token is a blank-separated word of a record and its 1-based column.
type token struct {
	text string
	col  int
}

// tokens yields the words of rs from index i on, split at blanks and
// tabs, one at a time (a long line need not be held as a list).
func tokens(rs []rune, i int) iter.Seq[token] {
	return func(yield func(token) bool) {
		for i < len(rs) {
			if rs[i] == ' ' || rs[i] == '\t' {
				i++
				continue
			}
			j := i
			for j < len(rs) && rs[j] != ' ' && rs[j] != '\t' {
				j++
			}
			if !yield(token{string(rs[i:j]), i + 1}) {
				return
			}
			i = j
		}
	}
}
