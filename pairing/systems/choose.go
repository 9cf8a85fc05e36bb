package systems

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// now is the clock that says which rules are in force today; tests set it.
var now = time.Now

// era is a period in which one edition of the FIDE (Dutch) rules was in
// force: from its first day until the next era's.
type era struct {
	from time.Time
	id   string // the system's ID
	text string // the rules, in words
}

// eras lists the Dutch rules by the day they came into force, the newest
// first. The 2012 (Istanbul) text applied to events from 1 July 2013; the
// 2016 Baku text with the 2017 additions replaced it on 1 July 2017
// ("New FIDE Swiss Rules, in effect from 1st July 2017", Arbiters'
// Magazine 4, 2017); the 2026 text applies from 1 February 2026 (Council
// 28/10/2025; ETT26's bare FIDE_DUTCH changes meaning that day).
var eras = []era{
	{time.Date(2026, time.February, 1, 0, 0, 0, 0, time.UTC), "dutch-2026", "the FIDE (Dutch) rules of 2026 (in force from 1 February 2026)"},
	{time.Date(2017, time.July, 1, 0, 0, 0, 0, time.UTC), "dutch-2017", "the FIDE (Dutch) rules of 2017 (in force from 1 July 2017 to 31 January 2026)"},
	{time.Date(2013, time.July, 1, 0, 0, 0, 0, time.UTC), "dutch-2012", "the FIDE (Dutch) rules of 2012 (in force from 1 July 2013 to 30 June 2017)"},
}

// eraOf returns the era of a day, and false before the first one.
func eraOf(day time.Time) (era, bool) {
	for _, e := range eras {
		if !day.Before(e.from) {
			return e, true
		}
	}
	return era{}, false
}

// Current returns the system of the rules in force today: the default of
// generate, and of a file that gives no date.
func Current() pairing.System {
	e, _ := eraOf(now())
	s, err := Lookup(e.id)
	if err != nil {
		panic("systems: the rules in force today are not in the list: " + e.id)
	}
	return s
}

// Choose returns the system a report file is checked under when the
// command line names none, and how it was chosen, in this order:
//  1. record 192 (TRF26 tournament type): the system of its code; a bare
//     FIDE_DUTCH by the start date, as ETT26 defines it (the 2017 rules
//     before 1 February 2026);
//  2. record 092 naming the system in words (Burstein, Dubov, Lim, or the
//     Dutch rules with their year), with a warning;
//  3. the day the event started (042, else the first date of 132): the
//     Dutch rules in force on that day;
//  4. no date: the rules in force today, with a warning.
//
// The error wraps ErrUnavailable for a system swisscheck does not have,
// and names the file and line that chose it.
func Choose(f *trf.File) (pairing.Choice, error) {
	start, dated, unread := f.StartDate()
	var warns trf.ErrorList
	if unread != nil {
		warns = append(warns, unread)
	}
	c, err := choose(f, start, dated)
	c.Warnings = append(warns, c.Warnings...)
	return c, err
}

// choose is Choose once the start date is read.
func choose(f *trf.File, start trf.Date, dated bool) (pairing.Choice, error) {
	if code, line := record(f, "192"); code != "" {
		return byCode(f, code, line, start, dated)
	}
	if c, ok, err := byWords(f, start, dated); ok || err != nil {
		return c, err
	}
	if !dated {
		return today(f, "the file names no pairing system (192) and gives no readable date (042, 132)"), nil
	}
	return byDate(f, start)
}

// today chooses the rules in force today for a file without a readable
// date, with a warning that says why.
func today(f *trf.File, why string) pairing.Choice {
	s := Current()
	return pairing.Choice{System: s, Source: "today", How: "no date in the file: the rules in force today",
		Warnings: trf.ErrorList{{File: f.Name, Msg: fmt.Sprintf(
			"%s: checked under the rules in force today, %s; give --system to choose others", why, s.ID())}}}
}

// byDate chooses the Dutch rules in force on the day the event started.
func byDate(f *trf.File, start trf.Date) (pairing.Choice, error) {
	e, ok := eraOf(start.Day)
	where := fmt.Sprintf("%s:%d: %s %s", f.Name, start.Line, start.Tag, start.Text)
	if !ok {
		day := start.Day.Format(time.DateOnly)
		return pairing.Choice{}, fmt.Errorf("%s: %w", where, unavailable("", "no rules for "+day,
			"the event started on %s, before the FIDE (Dutch) rules of 2012 came into force (1 July 2013); swisscheck has no text of the rules in force then; give --system to check it under other rules", day))
	}
	s, err := Lookup(e.id)
	if err != nil {
		return pairing.Choice{}, fmt.Errorf("%s: the event started on %s, under %s: %w; give --system to check it under other rules", where, start.Day.Format(time.DateOnly), e.text, err)
	}
	how := "chosen from the start date " + start.Day.Format(time.DateOnly)
	if start.Tag == "132" {
		how = "chosen from the first round's date " + start.Day.Format(time.DateOnly) + " (132)"
	}
	c := pairing.Choice{System: s, Source: "date", How: how}
	c.Warnings = ambiguity(f, start)
	return c, nil
}

// ambiguity warns of a start date that could be read as another day, and
// says whether that day falls under other rules.
func ambiguity(f *trf.File, d trf.Date) trf.ErrorList {
	if d.Other.IsZero() {
		return nil
	}
	same := "under the same rules"
	e1, _ := eraOf(d.Day)
	if e2, ok := eraOf(d.Other); !ok || e2.id != e1.id {
		same = "which would mean other rules"
		if ok {
			same += " (" + e2.id + ")"
		}
	}
	return trf.ErrorList{{File: f.Name, Line: d.Line, Msg: fmt.Sprintf(
		"%s %q is ambiguous: read as %s (%s); it could also be %s, %s; write it as YYYY/MM/DD",
		d.Tag, d.Text, d.Day.Format("2 January 2006"), readingOrder(d.Tag), d.Other.Format("2 January 2006"), same)}}
}

// readingOrder says how an ambiguous date of the record was read.
func readingOrder(tag string) string {
	if tag == "132" {
		return "year first, as 132's YY/MM/DD"
	}
	return "day first, as FIDE writes dates"
}

// byCode chooses by the ETT26 code of record 192. A _BAKU code names the
// same system with the Baku acceleration, which pairing.New derives when
// the file gives no XXA or 250.
func byCode(f *trf.File, code string, line int, start trf.Date, dated bool) (pairing.Choice, error) {
	fail := func(err error) (pairing.Choice, error) {
		return pairing.Choice{}, fmt.Errorf("%s:%d: record 192 %s: %w", f.Name, line, code, err)
	}
	base := strings.TrimSuffix(strings.ToUpper(code), "_BAKU")
	how := "chosen from record 192 (" + code + ")"
	id := ""
	for _, s := range list { // a system's own code
		if c := s.Rules().Code; c != "" && base == c {
			id = s.ID()
		}
	}
	switch base {
	case "FIDE_DUTCH_2026", "FIDE_DUTCH_2025":
		id = "dutch-2026"
	case "FIDE_BURSTEIN":
		id = "burstein"
	case "FIDE_DUBOV":
		id = "dubov"
	case "FIDE_DUTCH":
		if !dated {
			c := today(f, "192 FIDE_DUTCH names the 2017 or the 2026 rules by the start date, and the file gives no readable date (042, 132)")
			c.Source, c.How = "192", "chosen from record 192 (FIDE_DUTCH) and today's date, as the file gives none"
			return c, nil
		}
		// ETT26: FIDE_DUTCH is the 2017 rules before 1 February 2026.
		id = "dutch-2017"
		if !start.Day.Before(eras[0].from) {
			id = "dutch-2026"
		}
		how += " and the start date " + start.Day.Format(time.DateOnly)
	}
	if id == "" {
		return fail(unavailable("", code+" not a Swiss system", "swisscheck checks Swiss pairing systems (%s); this tournament type is not one of them", IDs()))
	}
	s, err := Lookup(id)
	if err != nil {
		return fail(err)
	}
	c := pairing.Choice{System: s, Source: "192", How: how}
	if base == "FIDE_DUTCH" {
		c.Warnings = ambiguity(f, start)
	}
	return c, nil
}

// The words of record 092 (tournament type, free text) that name a system.
var (
	wordBurstein = regexp.MustCompile(`(?i)\bburstein\b`)
	wordDubov    = regexp.MustCompile(`(?i)\bdubov\b`)
	wordLim      = regexp.MustCompile(`(?i)\blim\b`)
	wordDutch    = regexp.MustCompile(`(?i)dutch`)
	dutchYears   = []struct {
		re *regexp.Regexp
		id string
	}{
		{regexp.MustCompile(`(?i)(^|[^0-9])(2012|2013)([^0-9]|$)|istanbul`), "dutch-2012"},
		{regexp.MustCompile(`(^|[^0-9])(2016|2017)([^0-9]|$)`), "dutch-2017"},
		{regexp.MustCompile(`(^|[^0-9])(2025|2026)([^0-9]|$)`), "dutch-2026"},
	}
)

// byWords chooses by record 092 when its words name a system: Burstein,
// Dubov or Lim, or the Dutch rules with the year of their text (JaVaFo
// writes "Swiss Dutch 2017 rules", bbpPairings 6 "FIDE_DUTCH_2025"). A
// Dutch system without a year says nothing the date does not. ok is false
// when 092 names no system.
func byWords(f *trf.File, start trf.Date, dated bool) (pairing.Choice, bool, error) {
	text, line := record(f, "092")
	if text == "" {
		return pairing.Choice{}, false, nil
	}
	id := ""
	switch {
	case wordBurstein.MatchString(text):
		id = "burstein"
	case wordDubov.MatchString(text):
		id = "dubov"
	case wordLim.MatchString(text):
		id = "lim"
	case wordDutch.MatchString(text):
		for _, y := range dutchYears {
			if y.re.MatchString(text) {
				id = y.id
				break
			}
		}
	}
	if id == "" {
		return pairing.Choice{}, false, nil
	}
	s, err := Lookup(id)
	if err != nil {
		return pairing.Choice{}, true, fmt.Errorf("%s:%d: record 092 %q names %s: %w", f.Name, line, text, id, err)
	}
	msg := fmt.Sprintf("record 092 names the system in words only (%q): checked under %s; record 192 would name it for certain", text, id)
	if e, ok := eraOf(start.Day); dated && ok && e.id != id && strings.HasPrefix(id, "dutch") {
		msg += fmt.Sprintf("; the start date %s falls under %s", start.Day.Format(time.DateOnly), e.id)
	}
	return pairing.Choice{System: s, Source: "092", How: fmt.Sprintf("chosen from record 092 (%q)", text),
		Warnings: trf.ErrorList{{File: f.Name, Line: line, Msg: msg}}}, true, nil
}
