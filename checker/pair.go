package checker

import (
	"fmt"
	"io"

	"github.com/swisscheck/swisscheck/pairing"
)

// WritePairs writes a round's pairing in the endorsed programs' format: the
// number of lines that follow, then one "WHITE BLACK" line per board in
// board order, and the pairing-allocated bye as "ID 0" last.
func WritePairs(w io.Writer, r pairing.Round) error {
	n := len(r.Boards)
	if r.Bye != 0 {
		n++
	}
	if _, err := fmt.Fprintln(w, n); err != nil {
		return err
	}
	for _, b := range r.Boards {
		if _, err := fmt.Fprintf(w, "%d %d\n", b.White, b.Black); err != nil {
			return err
		}
	}
	if r.Bye != 0 {
		_, err := fmt.Fprintf(w, "%d 0\n", r.Bye)
		return err
	}
	return nil
}
