package systems

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/swisscheck/swisscheck/trf"
)

const players = `001    1      Alpha                             2400                             1.0    1     2 w 1
001    2      Bravo                             2300                             0.0    2     1 b 0
`

// TestChoose checks how a file chooses its system: record 192 (and for a
// bare FIDE_DUTCH the start date), else 092's words, else the date the
// event started, else the rules in force today; and what each choice says.
func TestChoose(t *testing.T) {
	defer func(saved func() time.Time) { now = saved }(now)
	now = func() time.Time { return time.Date(2026, time.November, 25, 12, 0, 0, 0, time.UTC) }
	cases := []struct {
		header string
		id     string // "" when an error is expected
		source string // or the error
		warn   string // a part of the one warning expected, "" for none
	}{
		{"", "dutch-2026", "today", "gives no readable date (042, 132): checked under the rules in force today, dutch-2026"},
		{"192 FIDE_DUTCH_2017\n", "dutch-2017", "192", ""},
		{"192 FIDE_DUTCH_2017_BAKU\n", "dutch-2017", "192", ""},
		{"192 FIDE_DUTCH_2017_BAKU\nXXA    1  1.0\n", "dutch-2017", "192", ""},
		{"042 2025/11/30\n192 FIDE_DUTCH\n", "dutch-2017", "192", ""},
		{"042 2025-01-31\n192 FIDE_DUTCH\n", "dutch-2017", "192", ""},
		{"042 2026/02/01\n192 FIDE_DUTCH\n", "dutch-2026", "192", ""},
		{"042 01.02.2026\n192 FIDE_DUTCH\n", "dutch-2026", "192", `"01.02.2026" is ambiguous: read as 1 February 2026 (day first, as FIDE writes dates); it could also be 2 January 2026, which would mean other rules (dutch-2017)`},
		{"042 02/01/2026\n192 FIDE_DUTCH\n", "dutch-2017", "192", `"02/01/2026" is ambiguous: read as 2 January 2026 (day first, as FIDE writes dates); it could also be 1 February 2026, which would mean other rules (dutch-2026)`},
		{"042 13.02.2026\n192 FIDE_DUTCH\n", "dutch-2026", "192", ""},
		{"192 FIDE_DUTCH_2026\n", "dutch-2026", "192", ""},
		{"192 fide_dutch_2026_baku\n250      1.0   1   1    1    2\n", "dutch-2026", "192", ""},
		{"192 FIDE_DUTCH_2025\n", "dutch-2026", "192", ""},
		{"192 FIDE_DUTCH\n", "dutch-2026", "192", "192 FIDE_DUTCH names the 2017 or the 2026 rules by the start date, and the file gives no readable date (042, 132): checked under the rules in force today, dutch-2026"},
		{"192 FIDE_BURSTEIN\n", "burstein", "192", ""},
		{"192 FIDE_DUBOV\n", "dubov", "192", ""},
		{"192 FIDE_DUBOV_BAKU\n", "dubov", "192", ""},
		{"192 BERGER_ROUNDROBIN\n", "", "this tournament type is not one of them", ""},
		// No 192: the date the event started.
		{"042 2026/03/03\n", "dutch-2026", "date", ""},
		{"042 2026-03-03\n", "dutch-2026", "date", ""},
		{"042 03.03.2026\n", "dutch-2026", "date", ""},
		{"042 03/03/2026\n", "dutch-2026", "date", ""},
		{"042 Mar 3, 2026\n", "dutch-2026", "date", ""},
		{"042 3 March 2026\n", "dutch-2026", "date", ""},
		{"042 2026/01/31\n", "dutch-2017", "date", ""},
		{"042 2017/07/01\n", "dutch-2017", "date", ""},
		{"042 30.06.2017\n", "dutch-2012", "date", ""},
		{"042 2013/07/01\n", "dutch-2012", "date", ""},
		{"042 2013/06/30\n", "", "before the FIDE (Dutch) rules of 2012 came into force (1 July 2013)", ""},
		{"042 2012/05/01\n", "", "before the FIDE (Dutch) rules of 2012 came into force (1 July 2013)", ""},
		{"042 03/04/2026\n", "dutch-2026", "date", `"03/04/2026" is ambiguous: read as 3 April 2026 (day first, as FIDE writes dates); it could also be 4 March 2026, under the same rules`},
		{"042 01/02/2026\n", "dutch-2026", "date", `it could also be 2 January 2026, which would mean other rules (dutch-2017)`},
		// The end date settles an ambiguous start: 2 January to 9 January.
		{"042 02/01/2026\n052 09/01/2026\n", "dutch-2017", "date", ""},
		// 20/02 can only be day first, so the file writes dates day first:
		// 2 January, although 1 February to 20 February would be shorter.
		{"042 02/01/2026\n052 20/02/2026\n", "dutch-2017", "date", ""},
		{"042 \n132" + strings.Repeat(" ", 88) + "26/03/03  26/03/04\n", "dutch-2026", "date", ""},
		{"132" + strings.Repeat(" ", 88) + "25/12/26  25/12/27\n", "dutch-2017", "date", ""},
		// 26/03/03 alone: YY/MM/DD, but 26 March 2003 as DD/MM/YY.
		{"132" + strings.Repeat(" ", 88) + "26/03/03\n", "dutch-2026", "date", `132 "26/03/03" is ambiguous: read as 3 March 2026 (year first, as 132's YY/MM/DD); it could also be 26 March 2003, which would mean other rules`},
		{"042 someday\n", "dutch-2026", "today", `042 "someday" is not a date such as 2026/03/03`},
		// 092's words, without 192.
		{"092 Individual: Swiss System (Burstein)\n", "burstein", "092", `record 092 names the system in words only ("Individual: Swiss System (Burstein)"): checked under burstein`},
		{"092 Individual  Swiss Dutch 2017 rules\n", "dutch-2017", "092", "checked under dutch-2017"},
		{"042 2026/03/03\n092 Individual  Swiss Dutch 2017 rules\n", "dutch-2017", "092", "the start date 2026-03-03 falls under dutch-2026"},
		{"092 FIDE_DUTCH_2025\n", "dutch-2026", "092", "checked under dutch-2026"},
		{"092 Swiss Dubov\n", "dubov", "092", `record 092 names the system in words only ("Swiss Dubov"): checked under dubov`},
		{"092 Lim system\n", "lim", "092", `record 092 names the system in words only ("Lim system"): checked under lim`},
		{"092 Individual  Swiss Dutch (Istanbul 2012 rules)\n", "dutch-2012", "092", "checked under dutch-2012"},
		{"042 2026/03/03\n092 Individual: Swiss-System\n", "dutch-2026", "date", ""},
		{"092 Preliminary Swiss\n", "dutch-2026", "today", "gives no readable date"},
		{"042 2026/03/03\n192 FIDE_DUTCH_2017\n092 Individual: Burstein\n", "dutch-2017", "192", ""},
	}
	for _, c := range cases {
		f, err := trf.Read("t.trf", strings.NewReader(c.header+players))
		if err != nil {
			t.Fatalf("%q: %v", c.header, err)
		}
		ch, err := Choose(f)
		switch {
		case c.id != "" && (err != nil || ch.System.ID() != c.id || ch.Source != c.source || ch.How == ""):
			t.Errorf("%q: %+v, %v; want %s from %s", c.header, ch, err, c.id, c.source)
		case c.id == "" && (err == nil || !strings.Contains(err.Error(), c.source) || !errors.Is(err, ErrUnavailable)):
			t.Errorf("%q: error %v; want one containing %q", c.header, err, c.source)
		case c.warn == "" && len(ch.Warnings) > 0:
			t.Errorf("%q: warnings %v", c.header, ch.Warnings)
		case c.warn != "" && !slices.ContainsFunc(ch.Warnings, func(e *trf.Error) bool { return strings.Contains(e.Msg, c.warn) }):
			t.Errorf("%q: warnings %v; want one containing %q", c.header, ch.Warnings, c.warn)
		}
	}
}

func TestLookup(t *testing.T) {
	if s, err := Lookup("dutch-2017"); err != nil || s.ID() != "dutch-2017" {
		t.Errorf("Lookup(dutch-2017) = %v, %v", s, err)
	}
	if _, err := Lookup("swiss"); err == nil || !strings.Contains(err.Error(), `no system "swiss"; available: dutch-2017, dutch-2026`) {
		t.Errorf("Lookup(swiss): %v", err)
	}
}

// TestUnavailableShort: every system a file can name that swisscheck does
// not have is an *UnavailableError, ErrUnavailable, that says which in a
// few words, with the whole message as before.
func TestUnavailableShort(t *testing.T) {
	for _, c := range []struct{ header, id, short, text string }{
		{"192 BERGER_ROUNDROBIN\n", "", "BERGER_ROUNDROBIN not a Swiss system", "this tournament type is not one of them"},
		{"042 2012/05/01\n", "", "no rules for 2012-05-01", "t.trf:1: 042 2012/05/01: system not available: the event started on 2012-05-01, before the FIDE (Dutch) rules of 2012 came into force (1 July 2013)"},
	} {
		f, err := trf.Read("t.trf", strings.NewReader(c.header+players))
		if err != nil {
			t.Fatalf("%q: %v", c.header, err)
		}
		_, err = Choose(f)
		var u *UnavailableError
		if !errors.As(err, &u) || !errors.Is(err, ErrUnavailable) || u.ID != c.id || u.Short() != c.short || !strings.Contains(err.Error(), c.text) {
			t.Errorf("%q: %v (%+v); want %q, %q", c.header, err, u, c.id, c.short)
		}
	}
	var u *UnavailableError
	if _, err := Lookup("swiss"); !errors.As(err, &u) || u.Short() != "no system swiss" {
		t.Errorf("Lookup(swiss): %v", err)
	}
}
