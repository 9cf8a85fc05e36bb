package dutch2026

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// A list of an explanation longer than cutAbove pairs or players shows the
// first shown of them and "and N more".
const (
	cutAbove = 10
	shown    = 6
)

// few joins the items of a list, or the first ones and how many more there
// are; it notes on d that a list was cut.
func (d *bracketDiff) few(items []string, sep string) string {
	if len(items) <= cutAbove {
		return strings.Join(items, sep)
	}
	d.long = true
	return fmt.Sprintf("%s and %d more", strings.Join(items[:shown], sep), len(items)-shown)
}

// describe says what candidate x does and y does not: its own pairs, and
// its own downfloaters ("moves down 7"), or in the last bracket the bye.
func (d *bracketDiff) describe(x, y *Candidate) string {
	b := d.b
	var pairs []string
	for _, pr := range x.Pairs {
		if !slices.Contains(y.Pairs, pr) {
			pairs = append(pairs, fmt.Sprintf("%d-%d", b.Players[pr[0]].ID, b.Players[pr[1]].ID))
		}
	}
	var fl []string
	for _, f := range x.Floaters {
		if !slices.Contains(y.Floaters, f) {
			fl = append(fl, fmt.Sprint(b.Players[f].ID))
		}
	}
	var parts []string
	if len(pairs) > 0 {
		parts = append(parts, "pairs "+d.few(pairs, ", "))
	}
	switch {
	case len(fl) == 0:
	case d.last && b.Odd && len(x.Floaters) == 1:
		parts = append(parts, "gives the bye to "+fl[0])
	default:
		parts = append(parts, "moves down "+d.few(fl, ", "))
	}
	if len(parts) == 0 {
		return "makes the same pairs"
	}
	return strings.Join(parts, " and ")
}

// start says where the two candidates start to differ, when a list of
// what each does was cut: the first player in the bracket's order (by BSN)
// whose pairing differs. It is left out when the text already names that
// player so.
func (d *bracketDiff) start() string {
	if !d.long {
		return ""
	}
	i, pe, pr := d.firstDifferent()
	if i < 0 || i == d.named {
		return ""
	}
	agree := ""
	switch {
	case i == 1:
		agree = " agree on BSN 1 and"
	case i > 1:
		agree = fmt.Sprintf(" agree on BSNs 1-%d and", i)
	}
	return fmt.Sprintf(" The two candidates%s first differ at BSN %d, player %d: the engine %s, the recorded round %s.",
		agree, i+1, d.b.Players[i].ID, d.fate(pe[i], d.ec), d.fate(pr[i], d.rc))
}

// firstDifferent is the first index (BSN minus one) whose partner differs
// in the two candidates, with both candidates' partners; -1 when none.
func (d *bracketDiff) firstDifferent() (int, []int, []int) {
	pe, pr := partners(d.ec, len(d.b.Players)), partners(d.rc, len(d.b.Players))
	for i := range pe {
		if pe[i] != pr[i] {
			return i, pe, pr
		}
	}
	return -1, pe, pr
}

// fate says what candidate c does with a player whose partner in c is j
// (-1 for none).
func (d *bracketDiff) fate(j int, c *Candidate) string {
	switch {
	case j >= 0:
		return "pairs him with " + d.player(j)
	case d.last && d.b.Odd && len(c.Floaters) == 1:
		return "gives him the bye"
	}
	return "moves him down"
}

// player names a player of the bracket with his BSN: "17 (BSN 5)".
func (d *bracketDiff) player(i int) string { return dutch.WithBSN(d.b.Players, i) }

// players names a few players with their BSNs (dutch.WithBSNs).
func (d *bracketDiff) players(idx []int) string { return dutch.WithBSNs(d.b.Players, idx) }
