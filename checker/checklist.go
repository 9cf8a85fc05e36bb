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

// WriteChecklist prints the check list of the chosen system for the state
// before a round: a table under the system line (SystemLine) and a title,
// tab-separated values, or JSON with the system and how it was chosen.
func WriteChecklist(w io.Writer, choice pairing.Choice, s *pairing.State, format Format) error {
	sys := choice.System
	cl, ok := sys.(pairing.Checklister)
	if !ok {
		return fmt.Errorf("%s: %w", sys.ID(), ErrNoChecklist)
	}
	list := cl.Checklist(s)
	g := grid{header: list.Header, rows: list.Rows}
	switch format {
	case FormatJSON:
		return writeJSON(w, struct {
			System       string `json:"system"`
			SystemSource string `json:"system_source,omitempty"`
			SystemHow    string `json:"system_how,omitempty"`
			Round        int    `json:"round"`
			Players      any    `json:"players"`
		}{sys.ID(), choice.Source, choice.How, s.Round, list.Data})
	case FormatTSV:
		return g.writeTSV(w)
	case FormatTable, "":
		if _, err := fmt.Fprintf(w, "%s\nCheck list before round %d of %d\n", SystemLine(sys, choice.How), s.Round, s.TotalRounds); err != nil {
			return err
		}
		return g.writeTable(w)
	}
	return fmt.Errorf("checklist: unknown format %q (want table, tsv or json)", format)
}
