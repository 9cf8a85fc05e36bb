package standings

import (
	"fmt"
	"time"

	"github.com/swisscheck/swisscheck/trf"
)

// Edition is an edition of the tie-break regulations (Handbook C.07).
type Edition string

// The editions. The text approved on 1 August 2023 (in force from
// 1 September 2023 for EVE and GSC events, from 1 April 2024 for all rated
// events) and the text in force from 1 August 2024 are one edition here:
// they differ in no rule an individual Swiss event's standings use (the
// SB Cut-1 choice among opponents of equal lowest score, "the worst
// result" in 2023 and "the lowest contribution" in 2024, picks the same
// element; docs/standings.md, reading E1).
const (
	// Pre2023 is the regulation in force until 31 August 2023 (Arbiters'
	// Manual 2019, 13): the virtual opponent of 13.14.2.
	Pre2023 Edition = "pre2023"
	// Ed2024 is the 2023 text and the 1 August 2024 text, in force from
	// 1 September 2023 to 28 February 2026: the dummy opponent of 16.4.
	Ed2024 Edition = "2024"
	// Ed2026 is the text in force from 1 March 2026: the capped dummy of
	// 16.4.1 and 16.4.2, STD, TPN and RTNG.
	Ed2026 Edition = "2026"
)

var (
	from2024 = time.Date(2023, time.September, 1, 0, 0, 0, 0, time.UTC)
	from2026 = time.Date(2026, time.March, 1, 0, 0, 0, 0, time.UTC)
)

// ParseEdition reads an edition as a command line gives it: 2026, 2024
// (also 2023), pre2023.
func ParseEdition(s string) (Edition, error) {
	switch s {
	case "2026":
		return Ed2026, nil
	case "2024", "2023":
		return Ed2024, nil
	case "pre2023", "pre-2023", "2022":
		return Pre2023, nil
	}
	return "", fmt.Errorf("unknown C.07 edition %q (want 2026, 2024 or pre2023)", s)
}

// editionOf returns the edition in force on the day the event started
// (042, else the first date of 132), and how it was chosen.
func editionOf(f *trf.File) (Edition, string) {
	d, ok, _ := f.StartDate()
	if !ok {
		return Ed2026, "no start date in the file (042, 132): the edition in force today"
	}
	how := fmt.Sprintf("from the start date %s (%s)", d.Day.Format(time.DateOnly), d.Tag)
	switch {
	case d.Day.Before(from2024):
		return Pre2023, how
	case d.Day.Before(from2026):
		return Ed2024, how
	}
	return Ed2026, how
}
