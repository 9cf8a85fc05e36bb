package checker

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/standings"
)

// WriteStandings prints computed standings (C.07) and, for the final
// standings, the check of the ranks the file records (res, nil when not
// checked): a table under a title that names the edition and the list,
// with the misranked players after it; tab-separated values (the rows
// alone); or JSON with both.
func WriteStandings(w io.Writer, st *standings.Standings, res *standings.Result, format Format) error {
	g := standingsGrid(st, res)
	switch format {
	case FormatJSON:
		return writeJSON(w, standingsJSON(st, res))
	case FormatTSV:
		return g.writeTSV(w)
	case FormatTable, "":
		if _, err := fmt.Fprintln(w, StandingsTitle(st)); err != nil {
			return err
		}
		if err := g.writeTable(w); err != nil {
			return err
		}
		return writeStandingsCheck(w, st, res)
	}
	return fmt.Errorf("standings: unknown format %q (want table, tsv or json)", format)
}

// StandingsTitle says what the standings are: the round, the edition of
// C.07 and how it was chosen, and the list with where it comes from.
func StandingsTitle(st *standings.Standings) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Standings after round %d, C.07 (%s), %s\n", st.Round, st.Edition, st.EditionHow)
	fmt.Fprintf(&b, "Tie-breaks (%s): %s", st.Source, strings.Join(st.Tiebreaks, ", "))
	for _, n := range st.Notes {
		fmt.Fprintf(&b, "\nNote: %s", n)
	}
	return b.String()
}

// standingsGrid lays the standings out: rank, player, name, the points and
// every tie-break, and the rank the file records when it is checked.
func standingsGrid(st *standings.Standings, res *standings.Result) grid {
	checked := res != nil && res.Checked
	g := grid{header: append([]string{"Rank", "Player", "Name"}, st.Tiebreaks...)}
	if checked {
		g.header = append(g.header, "File")
	}
	wrong := map[int]bool{}
	if checked {
		for _, p := range res.Players {
			wrong[p.Player] = true
		}
	}
	for _, r := range st.Rows {
		row := append([]string{strconv.Itoa(r.Rank), strconv.Itoa(r.Player), r.Name}, r.Values...)
		if checked {
			file := strconv.Itoa(r.Recorded)
			if wrong[r.Player] {
				file += " *"
			}
			row = append(row, file)
		}
		g.rows = append(g.rows, row)
	}
	return g
}

// writeStandingsCheck writes the verdict on the recorded ranks.
func writeStandingsCheck(w io.Writer, st *standings.Standings, res *standings.Result) error {
	var b strings.Builder
	switch {
	case res == nil:
	case !res.Checked:
		fmt.Fprintf(&b, "%s\n", res.Reason)
	case res.Consistent:
		b.WriteString("The ranks the file records follow the tie-break list.\n")
	default:
		fmt.Fprintf(&b, "%d players' ranks in the file do not follow the tie-break list (*):\n", len(res.Players))
		for _, p := range res.Players {
			fmt.Fprintf(&b, "%s\n", wrap(fmt.Sprintf("Player %d: ranked %d, should be %d (%s): %s.", p.Player, p.Rank, p.Expected, p.Rule, p.Text), 100))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// standingsJSON is the JSON of the standings command.
func standingsJSON(st *standings.Standings, res *standings.Result) any {
	type row struct {
		Rank     int      `json:"rank"`
		Player   int      `json:"player"`
		Name     string   `json:"name"`
		Values   []string `json:"values"`
		Recorded int      `json:"recorded,omitempty"`
	}
	rows := make([]row, len(st.Rows))
	for i, r := range st.Rows {
		rows[i] = row{r.Rank, r.Player, r.Name, r.Values, r.Recorded}
	}
	return struct {
		Round      int               `json:"round"`
		Edition    string            `json:"edition"`
		EditionHow string            `json:"edition_how"`
		Source     string            `json:"source"`
		Tiebreaks  []string          `json:"tiebreaks"`
		Notes      []string          `json:"notes,omitempty"`
		Standings  []row             `json:"standings"`
		Check      *standings.Result `json:"check,omitempty"`
	}{st.Round, string(st.Edition), st.EditionHow, st.Source, st.Tiebreaks, st.Notes, rows, res}
}

// writeFileStandings writes the standings part of a file's report: why
// they were not checked, or that the recorded ranks follow the tie-break
// list, or each player whose rank does not, with the step that decides.
func writeFileStandings(b *strings.Builder, res *standings.Result) {
	if res == nil {
		return
	}
	if !res.Checked {
		fmt.Fprintf(b, "Standings: %s\n\n", strings.TrimPrefix(res.Reason, "standings not checked: ")+" (not checked)")
		return
	}
	fmt.Fprintf(b, "Standings (C.07 %s; %s): ", res.Edition, strings.Join(res.Tiebreaks, ", "))
	if res.Consistent {
		b.WriteString("the recorded ranks follow the tie-break list.\n\n")
		return
	}
	if len(res.Players) == 1 {
		b.WriteString("1 recorded rank does not follow the tie-break list:\n")
	} else {
		fmt.Fprintf(b, "%d recorded ranks do not follow the tie-break list:\n", len(res.Players))
	}
	for _, p := range res.Players {
		fmt.Fprintf(b, "%s\n", wrap(fmt.Sprintf("Player %d: ranked %d, should be %d (%s): %s.", p.Player, p.Rank, p.Expected, p.Rule, p.Text), 100))
	}
	b.WriteString("\n")
}

// standingsCell is the summary table's word on the standings of a file.
func standingsCell(c *FileCheck) string {
	res := c.Standings
	switch {
	case res == nil:
		return ""
	case !res.Checked && strings.Contains(res.Reason, "no tie-break list"):
		return "no list"
	case !res.Checked && strings.Contains(res.Reason, "no ranks"):
		return "no ranks"
	case !res.Checked:
		return "not checked"
	case res.Consistent:
		return "ok"
	}
	return fmt.Sprintf("%d wrong", len(res.Players))
}
