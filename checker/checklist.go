package checker

import (
	"errors"
	"fmt"
	"io"

	"github.com/swisscheck/swisscheck/pairing"
)

// ErrNoChecklist is returned by WriteChecklist for a system without a check
// list of its own.
var ErrNoChecklist = errors.New("the system has no check list")

// WriteChecklist prints the system's check list for the state before a
// round: a table with a title, tab-separated values, or JSON.
func WriteChecklist(w io.Writer, sys pairing.System, s *pairing.State, format Format) error {
	cl, ok := sys.(pairing.Checklister)
	if !ok {
		return fmt.Errorf("%s: %w", sys.ID(), ErrNoChecklist)
	}
	list := cl.Checklist(s)
	g := grid{header: list.Header, rows: list.Rows}
	switch format {
	case FormatJSON:
		return writeJSON(w, struct {
			Round   int `json:"round"`
			Players any `json:"players"`
		}{s.Round, list.Data})
	case FormatTSV:
		return g.writeTSV(w)
	case FormatTable, "":
		if _, err := fmt.Fprintf(w, "Check list before round %d of %d\n", s.Round, s.TotalRounds); err != nil {
			return err
		}
		return g.writeTable(w)
	}
	return fmt.Errorf("checklist: unknown format %q (want table, tsv or json)", format)
}
