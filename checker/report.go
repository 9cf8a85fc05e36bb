package checker

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/swisscheck/swisscheck/pairing"
)

// WriteReport writes the readable report of a batch: for every file its
// verdict, and for every differing round the boards that differ with the
// rule that decides them; then the summary (WriteSummary). The problems of
// an invalid file and the full reason a file was not checked are not
// repeated here: the caller prints them (the command line on stderr, with
// the warnings), and the report says how many and where to look.
func WriteReport(w io.Writer, checks []*FileCheck) error {
	return WriteReportSkipped(w, checks, nil)
}

// WriteReportSkipped writes the report of a batch whose folders also held
// the files skipped (Expand): its closing line counts them.
func WriteReportSkipped(w io.Writer, checks []*FileCheck, skipped []Skipped) error {
	var b strings.Builder
	for _, c := range checks {
		if err := writeFileReport(&b, c); err != nil {
			return err
		}
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	return WriteSummary(w, checks, skipped)
}

// WriteSummary writes the summary of a batch: a table with a row per file
// (its short status, system, players, rounds, the rounds that differ, the
// first of them and its rule) and a line of totals, which counts the files
// of the folders that were skipped (Expand).
func WriteSummary(w io.Writer, checks []*FileCheck, skipped []Skipped) error {
	if err := summary(checks).writeTable(w); err != nil {
		return err
	}
	line := totals(Summarize(checks))
	switch len(skipped) {
	case 0:
	case 1:
		line += "; 1 file skipped (not a report file)"
	default:
		line += fmt.Sprintf("; %d files skipped (not report files)", len(skipped))
	}
	_, err := fmt.Fprintln(w, line)
	return err
}

// totals says the summary in words: "4 files: 1 consistent, 1 with
// differing rounds, 1 invalid, 1 not checked (system not available); 14
// rounds checked, 2 differ".
func totals(s Summary) string {
	out := fmt.Sprintf("%s: %d consistent, %d differing, %d invalid", plural(s.Files, "file"), s.Consistent, s.Differs, s.Invalid)
	if s.NotChecked > 0 {
		out += fmt.Sprintf(", %d not checked (system not available)", s.NotChecked)
	}
	out += fmt.Sprintf("; %s checked, %d %s", plural(s.RoundsChecked, "round"), s.RoundsDiffering, differ(s.RoundsDiffering))
	if s.StandingsChecked > 0 {
		out += fmt.Sprintf("; standings checked in %s, wrong in %d", plural(s.StandingsChecked, "file"), s.StandingsWrong)
	}
	return out
}

// differ is the verb of n rounds: "1 round differs", "2 rounds differ".
func differ(n int) string {
	if n == 1 {
		return "differs"
	}
	return "differ"
}

func writeFileReport(b *strings.Builder, c *FileCheck) error {
	switch c.Status() {
	case StatusNotChecked:
		fmt.Fprintf(b, "%s: not checked: %s (see stderr)\n\n", c.Path, c.NotCheckedReason())
		return nil
	case StatusInvalid:
		fmt.Fprintf(b, "%s: invalid, %s (see stderr)\n\n", c.Path, plural(len(c.Errors), "problem"))
		return nil
	}
	n := c.Differing()
	fmt.Fprintf(b, "%s: %s, %s", c.Path, plural(len(c.Tournament.File.Players), "player"), plural(len(c.Rounds), "round"))
	if notes := c.Tournament.File.RoundNotes(); notes != "" {
		fmt.Fprintf(b, " (%s)", notes)
	}
	b.WriteString(": ")
	if n == 0 {
		b.WriteString("every round is consistent\n\n")
	} else {
		fmt.Fprintf(b, "%d of %s %s\n\n", n, plural(len(c.Rounds), "round"), differ(n))
	}
	fmt.Fprintf(b, "%s\n\n", SystemLine(c.System, c.SystemHow))
	for _, r := range c.Rounds {
		if !r.Consistent {
			if err := writeRoundReport(b, c, r); err != nil {
				return err
			}
		}
	}
	writeFileStandings(b, c.Standings)
	if c.Err != nil {
		fmt.Fprintf(b, "%s: %v\n\n", c.Path, c.Err)
	}
	return nil
}

// SystemLine says which system a file is checked under and how it was
// chosen: "System: dutch-2026, C.04.3 FIDE (Dutch) System (2026), chosen
// from the start date 2026-03-03".
func SystemLine(sys pairing.System, how string) string {
	line := fmt.Sprintf("System: %s, %s", sys.ID(), sys.Rules())
	if how != "" {
		line += ", " + how
	}
	return line
}

// writeRoundReport writes a differing round: the boards that differ and
// the explanation, or, when no valid pairing exists, that (once) and the
// recorded boards that break the absolute criteria.
func writeRoundReport(b *strings.Builder, c *FileCheck, r RoundResult) error {
	if r.Err != nil {
		fmt.Fprintf(b, "Round %d: %v\n", r.Round, r.Err)
	} else {
		fmt.Fprintf(b, "Round %d differs\n", r.Round)
		free := r.Recorded.Colourless
		left, right := pairing.Minus(r.Engine, r.Recorded, free), pairing.Minus(r.Recorded, r.Engine, free)
		g := grid{header: []string{"Engine", "Recorded"}}
		for i := 0; i < max(len(left), len(right)); i++ {
			g.rows = append(g.rows, []string{boardText(left, i, nil), boardText(right, i, free)})
		}
		if err := g.writeTable(b); err != nil {
			return err
		}
	}
	if e, ok := c.Explained[r.Round]; ok {
		fmt.Fprintf(b, "%s\n", wrap(e.Text, 100))
	}
	b.WriteString("\n")
	return nil
}

// boardText prints a board as "W - B", "W - B (no colours)" for a board of
// free (recorded without colours), or "N bye" for the pairing-allocated
// bye; empty past the end.
func boardText(boards []pairing.Board, i int, free pairing.PairSet) string {
	if i >= len(boards) {
		return ""
	}
	switch b := boards[i]; {
	case b.Black == 0:
		return fmt.Sprintf("%d bye", b.White)
	case free.Has(b):
		u := b.Pair()
		return fmt.Sprintf("%d - %d (no colours)", u[0], u[1])
	default:
		return fmt.Sprintf("%d - %d", b.White, b.Black)
	}
}

// wrap breaks text into lines of at most width characters, at blanks.
// Characters are counted as they show, not as bytes: "±" and "↓" are one.
func wrap(text string, width int) string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		if line != "" && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	if line != "" {
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// summary is the closing table of a batch.
func summary(checks []*FileCheck) grid {
	g := grid{header: []string{"File", "Status", "System", "Players", "Rounds", "Differ", "First", "Rule", "Standings"}}
	for _, c := range checks {
		if c.Tournament == nil {
			players, rounds := "", ""
			if p, r, ok := c.Size(); ok {
				players, rounds = strconv.Itoa(p), strconv.Itoa(r)
			}
			g.rows = append(g.rows, []string{c.Path, c.shortStatus(), "", players, rounds, "", "", "", ""})
			continue
		}
		first, rule := "", ""
		if r := c.FirstDifference(); r > 0 {
			first, rule = strconv.Itoa(r), c.Explained[r].Rule.String()
		}
		g.rows = append(g.rows, []string{c.Path, c.shortStatus(), c.System.ID(), strconv.Itoa(len(c.Tournament.File.Players)),
			strconv.Itoa(len(c.Rounds)), strconv.Itoa(c.Differing()), first, rule, standingsCell(c)})
	}
	return g
}
