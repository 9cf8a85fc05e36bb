package dutch2026

import (
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

// After a round with a forfeit, the 2026 check list shows the 2026 terms:
// the forfeit loser gets no float (1.4.4; 2017 A.4.b: a downfloat), the
// forfeit winner a downfloat (1.4.3) and no more right to the bye ([C2]).
func TestChecklistTerms(t *testing.T) {
	const file = `001    1      Alpha                             2400                             1.0    1     2 w 1
001    2      Bravo                             2300                             0.0    2     1 b 0
001    3      Charlie                           2200                             0.0    3     4 w -
001    4      Delta                             2100                             1.0    4     3 b +
`
	f, err := trf.Read("t.trf", strings.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := tour.Before(2)
	if err != nil {
		t.Fatal(err)
	}
	rows := func(sys pairing.Checklister) map[int]dutch.ChecklistRow {
		out := map[int]dutch.ChecklistRow{}
		for _, r := range sys.Checklist(s).Data.([]dutch.ChecklistRow) {
			out[r.ID] = r
		}
		return out
	}
	r26, r17 := rows(System{}), rows(dutch2017.System{})
	cases := []struct {
		name      string
		got, want string
	}{
		{"2026 forfeit loser's float", r26[3].Float1, ""},
		{"2017 forfeit loser's float", r17[3].Float1, "down"},
		{"2026 forfeit winner's float", r26[4].Float1, "down"},
		{"2026 played game, higher score", r26[1].Float1, ""},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: %q, want %q", c.name, c.got, c.want)
		}
	}
	if r26[4].ByeAllowed || !r26[3].ByeAllowed {
		t.Errorf("bye allowed: winner %v (want false), loser %v (want true)", r26[4].ByeAllowed, r26[3].ByeAllowed)
	}
}
