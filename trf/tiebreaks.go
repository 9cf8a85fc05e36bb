package trf

import (
	"fmt"
	"strings"
)

// The tie-break list of TRF26: record 202 (the tie-breaks for participants
// on equal points) or 212 (the order of the standings: PTS, then the same
// tie-breaks), each a comma-separated list of rank order descriptors of
// MTB26 (TRF26 Annexure B): ACRONYM[:MP|:GP][/MODIFIER...], such as BH/C1,
// KS/L-1, DE/P, AOB/F, TPN/R. Read keeps both records verbatim in
// File.Records; Tiebreaks reads them. Which acronyms and modifiers exist
// is for the tie-break rules to say (package pairing/standings): this file
// reads the syntax.

// Tiebreak is one rank order descriptor, read case-insensitively and kept
// upper-case.
type Tiebreak struct {
	Text      string   // as written
	Acronym   string   // "BH"
	Score     string   // "MP" or "GP" after a colon; "" when none
	Modifiers []string // "C1", "P", "L-1" ... in the order written, without their slash
	Line, Col int      // where it is written; Line 0 for a list given elsewhere
}

// Code returns the descriptor in its canonical spelling: "BH/C1".
func (t Tiebreak) Code() string {
	s := t.Acronym
	if t.Score != "" {
		s += ":" + t.Score
	}
	for _, m := range t.Modifiers {
		s += "/" + m
	}
	return s
}

// TiebreakList is the tie-break list a report file gives.
type TiebreakList struct {
	Tag   string // "212" or "202"; "" when the file gives neither
	Line  int
	Items []Tiebreak // as written in that record; 212's PTS included
}

// Tiebreaks reads the file's tie-break list: record 212 when there is one,
// else 202. Every problem is an Error at its line and column: a code that
// is not a descriptor, an empty list, a 212 that does not begin with PTS,
// PTS anywhere else, two records of a type with different lists, and a 212
// whose tie-breaks after PTS are not those of the 202.
func (f *File) Tiebreaks() (TiebreakList, ErrorList) {
	var errs ErrorList
	lists := map[string]TiebreakList{}
	for _, r := range f.Records {
		tag := r.Tag()
		if tag != "202" && tag != "212" {
			continue
		}
		l, es := f.readTiebreakRecord(r)
		errs = append(errs, es...)
		if len(es) > 0 {
			continue
		}
		if old, seen := lists[tag]; seen {
			if codes(old.Items) != codes(l.Items) {
				errs.Add(f.Name, r.Line, 5, "%s: expected one tie-break list, found %s here and %s on line %d", tag, codes(l.Items), codes(old.Items), old.Line)
			}
			continue
		}
		lists[tag] = l
	}
	l202, has202 := lists["202"]
	l212, has212 := lists["212"]
	if has202 && has212 && codes(l212.Items[1:]) != codes(l202.Items) {
		errs.Add(f.Name, l212.Line, 5, "212: expected PTS and then the tie-breaks of 202 on line %d (%s), found %s", l202.Line, codes(l202.Items), codes(l212.Items))
	}
	errs.Sort()
	if len(errs) > 0 {
		return TiebreakList{}, errs
	}
	if has212 {
		return l212, nil
	}
	return l202, nil
}

// readTiebreakRecord reads one 202 or 212 record and checks where PTS
// stands.
func (f *File) readTiebreakRecord(r Record) (TiebreakList, ErrorList) {
	tag := r.Tag()
	rs := []rune(r.Text)
	if len(rs) > 3 && rs[3] != ' ' {
		var errs ErrorList
		errs.Add(f.Name, r.Line, 4, "%s: expected a blank after the record type, found %q", tag, rs[3])
		return TiebreakList{}, errs
	}
	items, errs := ParseTiebreaks(f.Name, r.Line, 5, string(rs[min(len(rs), 4):]))
	if len(errs) > 0 {
		return TiebreakList{}, errs
	}
	if len(items) == 0 {
		errs.Add(f.Name, r.Line, 5, "%s: expected a list of tie-break codes (MTB26) such as BH/C1,BH,SB, found none", tag)
		return TiebreakList{}, errs
	}
	for i, t := range items {
		switch {
		case t.Acronym != "PTS":
		case tag == "202":
			errs.Add(f.Name, t.Line, t.Col, "202: expected tie-breaks for players on equal points, found PTS (the points come first in 212, not in 202)")
		case i > 0:
			errs.Add(f.Name, t.Line, t.Col, "212: expected PTS only first (212 gives the standings' order: the points, then the tie-breaks), found it in place %d", i+1)
		}
	}
	if tag == "212" && items[0].Acronym != "PTS" {
		errs.Add(f.Name, items[0].Line, items[0].Col, "212: expected PTS first (212 gives the standings' order: the points, then the tie-breaks), found %q", items[0].Text)
	}
	return TiebreakList{Tag: tag, Line: r.Line, Items: items}, errs
}

// codes writes a list as MTB26 does: "BH/C1,BH,SB".
func codes(items []Tiebreak) string {
	s := make([]string, len(items))
	for i, t := range items {
		s[i] = t.Code()
	}
	return strings.Join(s, ",")
}

// ParseTiebreaks reads a list of rank order descriptors separated by
// commas or blanks, as 202 writes it or a command line gives it ("BH/C1
// BH SB"). col is the 1-based column of the text's first character on
// line line of the file name, for the errors; line 0 names no place.
func ParseTiebreaks(name string, line, col int, text string) ([]Tiebreak, ErrorList) {
	var items []Tiebreak
	var errs ErrorList
	rs := []rune(text)
	comma := -1 // index of the last comma with no code after it yet
	for i := 0; i < len(rs); {
		switch c := rs[i]; {
		case c == ' ' || c == '\t':
			i++
			continue
		case c == ',':
			if comma >= 0 || len(items) == 0 && len(errs) == 0 {
				errs.Add(name, line, col+i, "tie-break list: expected a code before the comma at column %d, found none", col+i)
			}
			comma = i
			i++
			continue
		}
		j := i
		for j < len(rs) && rs[j] != ',' && rs[j] != ' ' && rs[j] != '\t' {
			j++
		}
		t, err := parseTiebreak(string(rs[i:j]))
		if err != "" {
			errs.Add(name, line, col+i, "tie-break list: expected a code such as BH/C1 (MTB26: ACRONYM[:MP|:GP][/MODIFIER...]), found %q: %s", string(rs[i:j]), err)
		} else {
			t.Line, t.Col = line, col+i
			items = append(items, t)
		}
		comma = -1
		i = j
	}
	if comma >= 0 {
		errs.Add(name, line, col+comma, "tie-break list: expected a code after the comma at column %d, found none", col+comma)
	}
	return items, errs
}

// parseTiebreak reads one descriptor; the error says what is wrong, ""
// when nothing is.
func parseTiebreak(s string) (Tiebreak, string) {
	t := Tiebreak{Text: s}
	parts := strings.Split(strings.ToUpper(s), "/")
	head, score, hasScore := strings.Cut(parts[0], ":")
	if !isAcronym(head) {
		return t, fmt.Sprintf("the acronym %q is not a letter followed by letters, digits or _", head)
	}
	t.Acronym = head
	if hasScore {
		if score != "MP" && score != "GP" {
			return t, fmt.Sprintf("the score after the colon must be MP or GP, not %q", score)
		}
		t.Score = score
	}
	for _, m := range parts[1:] {
		if m == "" || strings.IndexFunc(m, notModifierRune) >= 0 {
			return t, fmt.Sprintf("the modifier %q is not letters and digits (with + or -), such as C1, M2, L-1, P", m)
		}
		t.Modifiers = append(t.Modifiers, m)
	}
	return t, ""
}

// isAcronym reports whether s is a letter followed by letters, digits and
// underscores (OTHER_... for a self-defined tie-break).
func isAcronym(s string) bool {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	return strings.IndexFunc(s, notCodeRune) < 0
}

// notModifierRune reports a character no modifier has.
func notModifierRune(r rune) bool {
	return !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '+' || r == '-')
}
