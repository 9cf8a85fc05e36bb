// Package systems is the closed list of the pairing systems swisscheck has,
// and how a report file or a command line chooses one of them. It is the
// only package above the seam (pairing.System) that names a system.
package systems

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/trf"
)

// list holds every system, the default first. A new system is one line
// here.
var list = []pairing.System{
	dutch2017.System{},
	dutch2026.System{},
	burstein.System{},
}

// Default is the system of a report file that does not name one (TRF16,
// or TRF26 without record 192): the FIDE (Dutch) rules of 2017.
func Default() pairing.System { return list[0] }

// All returns every system, the default first.
func All() []pairing.System { return append([]pairing.System(nil), list...) }

// ErrUnavailable is wrapped by the errors of Lookup and ForFile for a
// system that swisscheck does not have.
var ErrUnavailable = errors.New("system not available")

// planned names the systems of the FIDE rule texts that swisscheck does not
// have yet, so that a request for one gets a clear answer.
var planned = map[string]string{
	"dubov":      "Dubov System, C.04.4.1",
	"lim":        "Lim System, C.04.4.3",
	"dutch-2012": "FIDE (Dutch) System, C.04.3 as approved in 2012",
}

// Lookup returns the system with the given ID.
func Lookup(id string) (pairing.System, error) {
	for _, s := range list {
		if s.ID() == id {
			return s, nil
		}
	}
	if title, ok := planned[id]; ok {
		return nil, fmt.Errorf("%w: %s (%s) is not supported yet; available: %s", ErrUnavailable, id, title, IDs())
	}
	return nil, fmt.Errorf("%w: no system %q; available: %s", ErrUnavailable, id, IDs())
}

// IDs lists the IDs of every system, comma-separated.
func IDs() string {
	ids := make([]string, len(list))
	for i, s := range list {
		ids[i] = s.ID()
	}
	return strings.Join(ids, ", ")
}

// dutch2026Start is the day the FIDE (Dutch) rules of 2026 came into force.
var dutch2026Start = time.Date(2026, time.February, 1, 0, 0, 0, 0, time.UTC)

// ForFile returns the system a report file names in its TRF26 record 192
// (tournament type, ETT26 code), or Default when it has none. A bare
// FIDE_DUTCH goes by the start date (042): the 2017 rules before 1 February
// 2026, the 2026 rules from then on.
func ForFile(f *trf.File) (pairing.System, error) {
	code, line := record(f, "192")
	if code == "" {
		return Default(), nil
	}
	if strings.HasSuffix(strings.ToUpper(code), "_BAKU") && len(f.Acceleration) == 0 {
		// C.04.5.1 (Baku acceleration): the points come from the file;
		// checked without them, every accelerated round would differ.
		return nil, fmt.Errorf("%s:%d: record 192 %s: %w: the code names the Baku acceleration, and the file gives no acceleration points (XXA or 250); swisscheck does not derive them from 192", f.Name, line, code, ErrUnavailable)
	}
	for _, s := range list { // a system's own code
		if c := s.Rules().Code; c != "" && strings.EqualFold(strings.TrimSuffix(strings.ToUpper(code), "_BAKU"), c) {
			return s, nil
		}
	}
	id, err := systemOf(f, code)
	if err != nil {
		return nil, fmt.Errorf("%s:%d: record 192 %s: %w", f.Name, line, code, err)
	}
	s, err := Lookup(id)
	if err != nil {
		return nil, fmt.Errorf("%s:%d: record 192 %s: %w", f.Name, line, code, err)
	}
	return s, nil
}

// systemOf maps the other ETT26 codes to a system ID: the codes that name
// a system by the start date, older spellings, and the systems to come.
func systemOf(f *trf.File, code string) (string, error) {
	base := strings.TrimSuffix(strings.ToUpper(code), "_BAKU")
	switch base {
	case "FIDE_DUTCH_2026", "FIDE_DUTCH_2025":
		return "dutch-2026", nil
	case "FIDE_DUTCH":
		start, err := startDate(f)
		if err != nil {
			return "", err
		}
		if start.Before(dutch2026Start) {
			return "dutch-2017", nil
		}
		return "dutch-2026", nil
	case "FIDE_BURSTEIN":
		return "burstein", nil
	case "FIDE_DUBOV":
		return "dubov", nil
	}
	return "", fmt.Errorf("%w: swisscheck checks Swiss pairing systems (%s); this tournament type is not one of them", ErrUnavailable, IDs())
}

// startDate reads record 042, the start date, as YYYY/MM/DD (TRF26) or in
// the spellings TRF16 files use (YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY,
// DD/MM/YYYY).
func startDate(f *trf.File) (time.Time, error) {
	text, _ := record(f, "042")
	if text == "" {
		return time.Time{}, fmt.Errorf("%w: FIDE_DUTCH names the 2017 or the 2026 rules by the start date, and the file has no 042 record; give --system", ErrUnavailable)
	}
	for _, layout := range []string{"2006/01/02", "2006-01-02", "2006.01.02", "02.01.2006", "02/01/2006"} {
		if t, err := time.Parse(layout, text); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("%w: FIDE_DUTCH names the rules by the start date, and 042 %q is not a date such as 2026/02/01; give --system", ErrUnavailable, text)
}

// record returns the text after the tag of the first record with this tag,
// trimmed, and its line.
func record(f *trf.File, tag string) (string, int) {
	for _, r := range f.Records {
		if r.Tag() == tag {
			return strings.TrimSpace(r.Text[len(tag):]), r.Line
		}
	}
	return "", 0
}
