package proptest

import (
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// TestShrink makes every player absent but the one the failure needs, and
// stops there.
func TestShrink(t *testing.T) {
	const file = `001    1      Alpha                             2400                             0.0    1
001    2      Bravo                             2300                             0.0    2
001    3      Charlie                           2200                             0.0    3
`
	f, err := trf.Read("t.trf", strings.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	absent := func(f *trf.File, id int) bool {
		for _, b := range f.ByeRequests {
			for _, x := range b.IDs {
				if x == id {
					return true
				}
			}
		}
		return false
	}
	// The "failure" lasts while player 1 is to be paired.
	still := func(f *trf.File) *trf.File {
		if absent(f, 1) {
			return nil
		}
		return f
	}
	got := Shrink(f, 1, false, func(f *trf.File) *trf.File { return f }, still)
	if absent(got, 1) || !absent(got, 2) || !absent(got, 3) {
		t.Errorf("shrunk to bye requests %+v; want 2 and 3 absent, 1 not", got.ByeRequests)
	}
}
