package checker

import (
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
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

	// Colourless lists the recorded boards that carry no colours (a
	// forfeit recorded as "- +" or "- -"), lower starting rank first. As
	// with the endorsed checkers, such a board is compared by its players
	// only: it matches the engine's board of the same two players in
	// either colour order.
	Colourless []pairing.Board
}

// pairSet is a set of boards compared by their players only.
type pairSet map[[2]int]bool

// colourless returns the round's boards recorded without colours as a set.
func (r *RoundResult) colourless() pairSet {
	set := pairSet{}
	for _, b := range r.Colourless {
		set[unordered(b)] = true
	}
	return set
}

// key identifies a board for comparison: its players and colours, or its
// players alone when it was recorded without colours.
func (c pairSet) key(b pairing.Board) pairing.Board {
	if u := unordered(b); c[u] {
		return pairing.Board{White: u[0], Black: u[1]}
	}
	return b
}

// unordered returns a board's players, lower starting rank first.
func unordered(b pairing.Board) [2]int {
	if b.White > b.Black {
		return [2]int{b.Black, b.White}
	}
	return [2]int{b.White, b.Black}
}

// Check re-pairs every recorded round of the tournament from the recorded
// history before it and compares. Rounds are independent and are checked by
// up to jobs goroutines (0 means one per CPU); the result is the same at any
// parallelism.
func Check(t *pairing.Tournament, jobs int) []RoundResult {
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	results := make([]RoundResult, t.Rounds)
	var wg sync.WaitGroup
	sem := make(chan struct{}, jobs)
	for r := 1; r <= t.Rounds; r++ {
		wg.Add(1)
		sem <- struct{}{}
		go func(r int) {
			defer func() { <-sem; wg.Done() }()
			results[r-1] = CheckRound(t, r)
		}(r)
	}
	wg.Wait()
	return results
}

// CheckRound checks one round.
func CheckRound(t *pairing.Tournament, r int) RoundResult {
	res := RoundResult{Round: r}
	rec, err := t.Recorded(r)
	if err != nil {
		res.Err = err
		return res
	}
	res.Recorded = rec
	res.Colourless = colourlessBoards(t, r)
	s, err := t.Before(r)
	if err != nil {
		res.Err = err
		return res
	}
	eng, err := dutch.Pair(s)
	if err != nil {
		res.Err = err
		return res
	}
	res.Engine = eng
	res.Consistent = samePairing(eng, rec, res.colourless())
	return res
}

// colourlessBoards lists the games of round r recorded without colours
// (TRF16 colour "-" against a real opponent: a forfeit), lower starting
// rank first.
func colourlessBoards(t *pairing.Tournament, r int) []pairing.Board {
	var out []pairing.Board
	for _, fp := range t.File.Players {
		if g := fp.Game(r); g.Opponent != 0 && g.Colour == trf.NoColour && fp.ID < g.Opponent {
			out = append(out, pairing.Board{White: fp.ID, Black: g.Opponent})
		}
	}
	return out
}

// samePairing reports whether two pairings have the same boards with the
// same colours (but for the boards of free, compared by their players) and
// the same bye.
func samePairing(a, b pairing.Round, free pairSet) bool {
	if a.Bye != b.Bye || len(a.Boards) != len(b.Boards) {
		return false
	}
	in := map[pairing.Board]bool{}
	for _, x := range a.Boards {
		in[free.key(x)] = true
	}
	for _, x := range b.Boards {
		if !in[free.key(x)] {
			return false
		}
	}
	return true
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
		free := r.colourless()
		left, right := onlyIn(r.Engine, r.Recorded, free), onlyIn(r.Recorded, r.Engine, free)
		for i, x := range right {
			if u := unordered(x); free[u] {
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

// onlyIn lists the boards (and bye, as a board against 0) of a that b does
// not have, in a's order; the boards of free are compared by their players
// only.
func onlyIn(a, b pairing.Round, free pairSet) []pairing.Board {
	in := map[pairing.Board]bool{}
	for _, x := range b.Boards {
		in[free.key(x)] = true
	}
	var out []pairing.Board
	for _, x := range a.Boards {
		if !in[free.key(x)] {
			out = append(out, x)
		}
	}
	if a.Bye != 0 && a.Bye != b.Bye {
		out = append(out, pairing.Board{White: a.Bye})
	}
	return out
}

func cell(boards []pairing.Board, i int) string {
	if i >= len(boards) {
		return strings.Repeat(" ", 9)
	}
	return fmt.Sprintf("%3d - %3d", boards[i].White, boards[i].Black)
}
