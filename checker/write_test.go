package checker

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
)

// failAfter is a writer that takes n bytes, then fails.
type failAfter struct{ n int }

var errWrite = errors.New("disk full")

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k := f.n
		f.n = 0
		return k, errWrite
	}
	f.n -= len(p)
	return len(p), nil
}

// TestWriteErrors checks that a failed write reaches the caller of every
// writer, wherever it fails.
func TestWriteErrors(t *testing.T) {
	checks := CheckFiles([]string{"../fixtures/real/repeated-games.trf", "../fixtures/reference/n0132_p17_r5_s408581591.trf"}, DutchOptions(true))
	tour := checks[1].Tournament
	state, err := tour.Before(3)
	if err != nil {
		t.Fatal(err)
	}
	writers := map[string]func(io.Writer) error{
		"report": func(w io.Writer) error { return WriteReport(w, checks) },
		"json":   func(w io.Writer) error { return WriteJSON(w, NewBatchReport(checks, false)) },
		"fpc":    func(w io.Writer) error { return WriteFPC(w, checks[1].Path, checks[1].Rounds) },
		"table": func(w io.Writer) error {
			return WriteChecklist(w, pairing.Choice{System: dutch2017.System{}}, state, FormatTable)
		},
		"tsv": func(w io.Writer) error {
			return WriteChecklist(w, pairing.Choice{System: dutch2017.System{}}, state, FormatTSV)
		},
		"cl-json": func(w io.Writer) error {
			return WriteChecklist(w, pairing.Choice{System: dutch2017.System{}}, state, FormatJSON)
		},
		"explain": func(w io.Writer) error { return (dutch2017.System{}).Narrate(w, tour, 4) },
		"pairs":   func(w io.Writer) error { return WritePairs(w, checks[1].Rounds[3].Engine) },
	}
	for name, write := range writers {
		t.Run(name, func(t *testing.T) {
			var all countWriter
			if err := write(&all); err != nil {
				t.Fatal(err)
			}
			for n := 0; n < all.n; n += max(1, min(all.n/300, all.n-1-n)) {
				if err := write(&failAfter{n}); !errors.Is(err, errWrite) {
					t.Errorf("failing after %d of %d bytes: error %v", n, all.n, err)
				}
			}
		})
	}
}

type countWriter struct{ n int }

func (c *countWriter) Write(p []byte) (int, error) {
	c.n += len(p)
	return len(p), nil
}

// TestExplainFailure checks that an explanation that cannot be made is not
// dropped: it is kept in FileCheck.Err and told in the report.
func TestExplainFailure(t *testing.T) {
	c := CheckFiles([]string{"../fixtures/real/repeated-games.trf"}, DutchOptions(false))[0]
	boom := errors.New("boom")
	c.Rounds[0] = RoundResult{Round: 1, Err: boom} // not ErrNoPairing: unexpected
	c.explain()
	if !errors.Is(c.Err, boom) {
		t.Fatalf("Err %v, want boom", c.Err)
	}
	if _, ok := c.Explained[2]; !ok {
		t.Error("the other rounds are explained all the same")
	}
	var b countWriter
	var out strings.Builder
	if err := WriteReport(io.MultiWriter(&b, &out), []*FileCheck{c}); err != nil {
		t.Fatal(err)
	}
	if want := "repeated-games.trf: round 1: no explanation: boom"; !strings.Contains(out.String(), want) {
		t.Errorf("report lacks %q:\n%s", want, out.String())
	}
}
