package checker

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// RoundResult is the check of one round: the engine's pairing from the
// recorded history before it, compared with the recorded pairing.
type RoundResult struct {
	Round      int
	Consistent bool
	Engine     pairing.Round
	Recorded   pairing.Round
	Err        error // the round could not be paired (A.9: no valid pairing)

	// State says whether the round is played. A round paired but not
	// played yet is checked like any other; a round not paired yet, or
	// one without games, has nothing recorded to compare and is
	// consistent, with neither pairing.
	State trf.RoundState
}

// Check re-pairs every recorded round of the tournament under the system
// from the recorded history before it and compares; the rounds of the
// file after the last paired one have nothing to compare (CheckRound).
// Rounds are independent and are checked by up to jobs goroutines (0
// means one per CPU); the result is the same at any parallelism.
func Check(t *pairing.Tournament, sys pairing.System, jobs int) []RoundResult {
	n := max(t.Rounds, t.File.Rounds())
	results := make([]RoundResult, n)
	parallel(n, jobs, func(i int) { results[i] = CheckRound(t, sys, i+1) })
	return results
}

// CheckRound checks one round. A round of the file after the last paired
// one (only byes entered before its pairing, or a bye for every player)
// is not paired: it is reported consistent, with its state, as the
// endorsed checkers print it ("Round #r" and nothing under it).
func CheckRound(t *pairing.Tournament, sys pairing.System, r int) RoundResult {
	res := RoundResult{Round: r, State: t.State(r)}
	if r > t.Rounds && r <= t.File.Rounds() {
		res.Consistent = true
		return res
	}
	rec, err := t.Recorded(r)
	if err != nil {
		res.Err = err
		return res
	}
	res.Recorded = rec
	s, err := t.Before(r)
	if err != nil {
		res.Err = err
		return res
	}
	eng, err := sys.Pair(s)
	if err != nil {
		res.Err = err
		return res
	}
	res.Engine = eng
	res.Consistent = pairing.Same(eng, rec, rec.Colourless)
	return res
}

// WriteFPC writes the check in the endorsed checkers' text: for every round
// a line "NAME: Round #r", and for a differing round a table of the pairs
// that differ, the engine's on the left, the recorded ones on the right,
// each in board order with the bye last as "N - 0", followed by an empty
// line. A recorded board without colours is printed as bbpPairings prints
// it, the higher starting rank first. A round with no valid pairing says
// so, followed by an empty line too.
func WriteFPC(w io.Writer, file string, results []RoundResult) error {
	name := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	var b strings.Builder
	for _, r := range results {
		fmt.Fprintf(&b, "%s: Round #%d\n", name, r.Round)
		if r.Err != nil {
			fmt.Fprintf(&b, "No valid pairing exists for round %d.\n\n", r.Round)
			continue
		}
		if r.Consistent {
			continue
		}
		free := r.Recorded.Colourless
		left, right := pairing.Minus(r.Engine, r.Recorded, free), pairing.Minus(r.Recorded, r.Engine, free)
		for i, x := range right {
			if u := x.Pair(); free[u] {
				right[i] = pairing.Board{White: u[1], Black: u[0]}
			}
		}
		b.WriteString("  Checker pairings        Tournament pairings \n")
		for i := 0; i < max(len(left), len(right)); i++ {
			fmt.Fprintf(&b, "    %s                %s\n", cell(left, i), cell(right, i))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func cell(boards []pairing.Board, i int) string {
	if i >= len(boards) {
		return strings.Repeat(" ", 9)
	}
	return fmt.Sprintf("%3d - %3d", boards[i].White, boards[i].Black)
}
