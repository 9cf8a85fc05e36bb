package crosscheck

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// explainOracle explains a round bbpPairings flags in a tournament
// swisscheck made: bbpPairings' pairing (the file's, with the table's
// pairs exchanged) is explained by swisscheck's system sys as if it were
// the recorded one, which names the rule swisscheck holds it breaks.
func explainOracle(sys pairing.System, f *trf.File, r bbpRound) discrepancy {
	d := discrepancy{Round: r.Round, Rule: "bbpPairings"}
	t, err := pairing.New(f)
	for _, l := range r.Lines {
		if strings.HasPrefix(l, "No valid pairing exists") {
			d.Text = "bbpPairings finds no valid pairing"
			if err == nil {
				d.Known = knownNoPairing(sys, t, r.Round)
			}
			return d
		}
	}
	if err != nil {
		d.Text = err.Error()
		return d
	}
	res := checker.RoundResult{Round: r.Round}
	if res.Engine, err = t.Recorded(r.Round); err != nil {
		d.Text = err.Error()
		return d
	}
	if res.Recorded, err = oraclePairing(res.Engine, r.Lines); err != nil {
		d.Text = "bbpPairings' table: " + err.Error()
		return d
	}
	d.Known = knownAs(sys, t, r.Round, res.Recorded)
	ex, err := checker.Explain(sys, t, res)
	if errors.Is(err, checker.ErrCannotExplain) {
		d.Rule = "differs"
		d.Text = "bbpPairings pairs the round otherwise (" + err.Error() + ")\n" + pairings(res.Engine, res.Recorded)
		return d
	}
	if err != nil {
		d.Text = "the explanation failed: " + err.Error() + "\n" + pairings(res.Engine, res.Recorded)
		return d
	}
	d.Rule = ex.Rule.String()
	d.Text = "swisscheck on bbpPairings' pairing (\"recorded\" below), against its own (\"engine\"): " + ex.Text
	d.Text += "\n" + pairings(res.Engine, res.Recorded)
	return d
}

// oraclePairing is bbpPairings' pairing of a round: the file's pairing
// (own) with the pairs of the table's right column ("Tournament pairings")
// replaced by those of its left column ("Checker pairings"). A pair
// "N - 0" is a pairing-allocated bye.
func oraclePairing(own pairing.Round, table []string) (pairing.Round, error) {
	out := pairing.Round{Boards: slices.Clone(own.Boards), Bye: own.Bye}
	for i, l := range table {
		if i == 0 && strings.TrimSpace(l) == "Checker pairings        Tournament pairings" {
			continue
		}
		left, right, err := tableRow(l)
		if err != nil {
			return out, err
		}
		switch k := -1; {
		case right == nil:
		case *right == pairing.Board{White: own.Bye}:
			out.Bye = 0
		default:
			if k = slices.Index(out.Boards, *right); k < 0 {
				return out, fmt.Errorf("%q: %d-%d is not a pair of the file", l, right.White, right.Black)
			}
			out.Boards = slices.Delete(out.Boards, k, k+1)
		}
		if left != nil {
			if left.Black == 0 {
				out.Bye = left.White
			} else {
				out.Boards = append(out.Boards, *left)
			}
		}
	}
	return out, nil
}

// tableRow reads a row of the check table: four blanks, the checker's
// pair as "%3d - %3d", sixteen blanks, the tournament's pair; either cell
// may be blank (nil).
func tableRow(l string) (left, right *pairing.Board, err error) {
	cell := func(from int) (*pairing.Board, error) {
		if from >= len(l) {
			return nil, nil
		}
		s := l[from:min(len(l), from+9)]
		if strings.TrimSpace(s) == "" {
			return nil, nil
		}
		w, b, ok := strings.Cut(s, "-")
		x, err1 := strconv.Atoi(strings.TrimSpace(w))
		y, err2 := strconv.Atoi(strings.TrimSpace(b))
		if !ok || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("expected a pair W - B at column %d, found %q", from+1, s)
		}
		return &pairing.Board{White: x, Black: y}, nil
	}
	if left, err = cell(4); err == nil {
		right, err = cell(29)
	}
	return left, right, err
}
