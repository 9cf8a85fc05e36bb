package systems

import (
	"errors"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

const players = `001    1      Alpha                             2400                             1.0    1     2 w 1
001    2      Bravo                             2300                             0.0    2     1 b 0
`

// TestForFile checks how record 192 (and for a bare FIDE_DUTCH the start
// date, 042) chooses the system.
func TestForFile(t *testing.T) {
	cases := []struct {
		header string
		id     string // "" when an error is expected
		err    string
	}{
		{"", "dutch-2017", ""},
		{"192 FIDE_DUTCH_2017\n", "dutch-2017", ""},
		{"192 FIDE_DUTCH_2017_BAKU\n", "", "the code names the Baku acceleration, and the file gives no acceleration points (XXA or 250)"},
		{"192 FIDE_DUTCH_2017_BAKU\nXXA    1  1.0\n", "dutch-2017", ""},
		{"042 2025/11/30\n192 FIDE_DUTCH\n", "dutch-2017", ""},
		{"042 2025-01-31\n192 FIDE_DUTCH\n", "dutch-2017", ""},
		{"042 2026/02/01\n192 FIDE_DUTCH\n", "dutch-2026", ""},
		{"042 01.02.2026\n192 FIDE_DUTCH\n", "dutch-2026", ""},
		{"192 FIDE_DUTCH_2026\n", "dutch-2026", ""},
		{"192 fide_dutch_2026_baku\n250      1.0   1   1    1    2\n", "dutch-2026", ""},
		{"192 FIDE_DUTCH_2025\n", "dutch-2026", ""},
		{"192 FIDE_DUTCH\n", "", "FIDE_DUTCH names the 2017 or the 2026 rules by the start date, and the file has no 042 record; give --system"},
		{"042 soon\n192 FIDE_DUTCH\n", "", `042 "soon" is not a date`},
		{"192 FIDE_BURSTEIN\n", "burstein", ""},
		{"192 FIDE_DUBOV\n", "", "dubov (Dubov System, C.04.4.1) is not supported yet"},
		{"192 BERGER_ROUNDROBIN\n", "", "this tournament type is not one of them"},
	}
	for _, c := range cases {
		f, err := trf.Read("t.trf", strings.NewReader(c.header+players))
		if err != nil {
			t.Fatalf("%q: %v", c.header, err)
		}
		s, err := ForFile(f)
		switch {
		case c.id != "" && (err != nil || s.ID() != c.id):
			t.Errorf("%q: %v, %v; want %s", c.header, s, err, c.id)
		case c.id == "" && (err == nil || !strings.Contains(err.Error(), c.err) || !errors.Is(err, ErrUnavailable)):
			t.Errorf("%q: error %v; want one containing %q", c.header, err, c.err)
		}
	}
}

func TestLookup(t *testing.T) {
	if s, err := Lookup("dutch-2017"); err != nil || s != Default() {
		t.Errorf("Lookup(dutch-2017) = %v, %v", s, err)
	}
	if _, err := Lookup("swiss"); err == nil || !strings.Contains(err.Error(), `no system "swiss"; available: dutch-2017, dutch-2026`) {
		t.Errorf("Lookup(swiss): %v", err)
	}
}
