package trf

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Date is the day an event started, as a report file gives it, with the
// other reading of an ambiguous spelling.
type Date struct {
	Day   time.Time
	Text  string // as written
	Tag   string // "042" or "132"
	Line  int
	Other time.Time // the other reading of an ambiguous date; zero when none
}

// reading is one way to understand a written date: its day, and the other
// day it could mean (zero when it can mean one day only).
type reading struct {
	day, other time.Time
	// fixed says that the digits fit the reading as written only (a
	// day-first 20/02/2026): the file then writes its dates that way.
	fixed bool
}

var months = map[string]time.Month{
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
	"jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
}

var (
	// 2026/03/03, 2026-03-03, 2026.03.03 (year first: never ambiguous)
	yearFirst = regexp.MustCompile(`^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$`)
	// 03.03.2026, 03/03/2026, 03-03-2026: day first, as FIDE writes it
	yearLast = regexp.MustCompile(`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$`)
	// 26/03/03: the TRF16 layout of 132, YY/MM/DD
	short = regexp.MustCompile(`^(\d{2})[/.-](\d{2})[/.-](\d{2})$`)
	// Mar 3, 2026 (as lichess exports it), March 3 2026, 3 March 2026
	monthWord = regexp.MustCompile(`^(?:([A-Za-z]+)\.? (\d{1,2}),? (\d{4})|(\d{1,2})\.? ([A-Za-z]+)\.?,? (\d{4}))$`)
)

// date returns the day of year y, month m, day d, and whether it exists.
func date(y, m, d int) (time.Time, bool) {
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	return t, t.Year() == y && int(t.Month()) == m && t.Day() == d
}

// atoi reads digits that a pattern has already matched.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// parseDate reads a date in the spellings report files carry. twoDigit
// says how a two-digit form is read: year first (YY/MM/DD, 132's layout).
// A day-first date whose day and month could be exchanged has the
// month-first reading as its other; YY/MM/DD has DD/MM/YY.
func parseDate(text string) (reading, bool) {
	text = strings.TrimSpace(text)
	if m := yearFirst.FindStringSubmatch(text); m != nil {
		d, ok := date(atoi(m[1]), atoi(m[2]), atoi(m[3]))
		return reading{day: d}, ok
	}
	if m := yearLast.FindStringSubmatch(text); m != nil {
		d, ok := date(atoi(m[3]), atoi(m[2]), atoi(m[1]))
		if !ok {
			return reading{}, false
		}
		alt, altOK := date(atoi(m[3]), atoi(m[1]), atoi(m[2]))
		if altOK && !alt.Equal(d) {
			return reading{day: d, other: alt}, true
		}
		return reading{day: d, fixed: !altOK}, true
	}
	if m := short.FindStringSubmatch(text); m != nil {
		d, ok := date(2000+atoi(m[1]), atoi(m[2]), atoi(m[3]))
		if !ok {
			return reading{}, false
		}
		alt, altOK := date(2000+atoi(m[3]), atoi(m[2]), atoi(m[1]))
		if altOK && !alt.Equal(d) {
			return reading{day: d, other: alt}, true
		}
		return reading{day: d, fixed: !altOK}, true
	}
	if m := monthWord.FindStringSubmatch(text); m != nil {
		name, d, y := m[1], m[2], m[3]
		if name == "" {
			name, d, y = m[5], m[4], m[6]
		}
		mon, ok := months[strings.ToLower(name[:min(3, len(name))])]
		if !ok {
			return reading{}, false
		}
		day, ok := date(atoi(y), int(mon), atoi(d))
		return reading{day: day}, ok
	}
	return reading{}, false
}

// StartDate returns the day the event started: record 042, else the first
// round's date in record 132. A written date that could mean two days is
// settled by the file's other dates (the end date 052, the later rounds'
// dates) when one reading makes them a much shorter event than the other;
// else it keeps the day-first (in 132, year-first) reading and its other.
// ok is false when the file gives no readable date; unread is the 042
// that could not be read, for a warning.
func (f *File) StartDate() (d Date, ok bool, unread *Error) {
	text, line := f.record("042")
	if text != "" {
		if r, ok := parseDate(text); ok {
			end, _ := f.record("052")
			e, _ := parseDate(end)
			return settle(Date{Text: text, Tag: "042", Line: line}, []reading{r, e}), true, nil
		}
		unread = &Error{File: f.Name, Line: line, Msg: fmt.Sprintf("042 %q is not a date such as 2026/03/03, 03.03.2026 or Mar 3, 2026", text)}
	}
	if d, ok := firstRoundDate(f); ok {
		return d, true, unread
	}
	return Date{}, false, unread
}

// settle chooses between the two readings of an ambiguous first date by
// the span of the event each reading makes of all the dates (each date
// read the same way, where it can be): a reading whose dates are out of
// order or span more than a year is out; of two that remain, the one
// whose span is at least four weeks shorter wins.
func settle(d Date, rs []reading) Date {
	d.Day, d.Other = rs[0].day, rs[0].other
	if d.Other.IsZero() {
		return d
	}
	asRead, okRead := dateSpan(rs, false)
	other, okOther := dateSpan(rs, true)
	const month = 28 * 24 * time.Hour
	switch {
	case okRead && (!okOther || other-asRead >= month):
		d.Other = time.Time{}
	case okOther && (!okRead || asRead-other >= month):
		d.Day, d.Other = d.Other, time.Time{}
	}
	return d
}

// dateSpan returns the time from the first date to the last, each read as
// written (or by its other reading when other is set and it has one), and
// whether they are in order within a year. Dates that could not be read
// (zero) are left out; a date that fits the written reading only rules
// the other out.
func dateSpan(rs []reading, other bool) (time.Duration, bool) {
	var first, prev time.Time
	for _, r := range rs {
		if other && r.fixed {
			return 0, false
		}
		d := r.day
		if other && !r.other.IsZero() {
			d = r.other
		}
		if d.IsZero() {
			continue
		}
		if first.IsZero() {
			first = d
		} else if d.Before(prev) {
			return 0, false
		}
		prev = d
	}
	s := prev.Sub(first)
	return s, s <= 366*24*time.Hour
}

// firstRoundDate reads the round dates of record 132 (TRF16: YY/MM/DD
// from column 92, one per round) and returns the first, settled by the
// others as settle does.
func firstRoundDate(f *File) (Date, bool) {
	text, line := f.record("132")
	var rs []reading
	var first string
	for _, word := range strings.Fields(text) {
		if r, ok := parseDate(word); ok {
			if first == "" {
				first = word
			}
			rs = append(rs, r)
		}
	}
	if len(rs) == 0 {
		return Date{}, false
	}
	return settle(Date{Text: first, Tag: "132", Line: line}, rs), true
}

// record returns the text after the tag of the first record of that type,
// trimmed, and its line; "" when there is none.
func (f *File) record(tag string) (string, int) {
	for _, r := range f.Records {
		if r.Tag() == tag {
			return strings.TrimSpace(r.Text[len(tag):]), r.Line
		}
	}
	return "", 0
}
