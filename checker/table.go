package checker

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"
)

// Format is an output format for people or machines.
type Format string

// The output formats.
const (
	FormatTable  Format = "table"
	FormatTSV    Format = "tsv"
	FormatJSON   Format = "json"
	FormatFPC    Format = "fpc"    // the endorsed checkers' text
	FormatReport Format = "report" // the readable check report
)

// grid is a table of strings with a header, rendered in any Format.
type grid struct {
	header []string
	rows   [][]string
}

// writeTable renders the grid as a readable table. Headers are kept as
// written, numbers are right-aligned by the caller's padding. The table is
// rendered in memory and written at once, so that a failed write reaches
// the caller (the table writer does not report one).
func (g grid) writeTable(w io.Writer) error {
	var b bytes.Buffer
	if err := g.render(&b); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

func (g grid) render(w io.Writer) error {
	t := tablewriter.NewTable(w,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignment(tw.AlignLeft),
		tablewriter.WithTrimSpace(tw.Off),
	)
	t.Header(g.header)
	for _, r := range g.rows {
		if err := t.Append(r); err != nil {
			return err
		}
	}
	return t.Render()
}

// writeTSV renders the grid as tab-separated values with a header line.
// Tabs and line ends inside cells are replaced by blanks.
func (g grid) writeTSV(w io.Writer) error {
	clean := strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")
	for _, r := range append([][]string{g.header}, g.rows...) {
		cells := make([]string, len(r))
		for i, c := range r {
			cells[i] = clean.Replace(c)
		}
		if _, err := fmt.Fprintln(w, strings.Join(cells, "\t")); err != nil {
			return err
		}
	}
	return nil
}

// writeJSON renders v as indented JSON followed by a line end.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
