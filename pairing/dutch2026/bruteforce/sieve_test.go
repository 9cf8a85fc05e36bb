package bruteforce

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// TestSequenceHoldsBest checks the brute force against a sieve: of every
// pairing of a bracket that complies with [C1]-[C4], with any number of
// pairs and of MDPs paired, none is better by [C5]-[C21] than the candidate
// chosen from the 2026 sequence. The sequence holds only candidates with
// MaxPairs pairs (3.1.2) that pair M1 MDPs (3.1.3) of a valid set (4.4.1);
// this checks that 3.8 never prefers anything else, so that reading M1 and
// the valid sets through [C6] and [C7] loses nothing.
func TestSequenceHoldsBest(t *testing.T) {
	runSituations(t, sieve)
}

func sieve(t *testing.T, sit *situation, st *stats) *mismatch {
	_, steps, err := Pair(sit.state)
	st.situation(sit.state, err)
	for i, step := range steps {
		b := step.Bracket
		g := dutch2026.NewLiteral(b)
		st.bracket(b, &step.Candidate, g)
		chosen := g.Values(&step.Candidate)
		if better := betterOutside(b, g, &chosen); better != nil {
			kind, rep := compareBracket(b, *better, step.Candidate)
			return &mismatch{seed: sit.seed, file: sit.file, round: sit.round,
				kind:   "a pairing outside the sequence is better: " + kind,
				report: fmt.Sprintf("bracket %d of %d (the \"engine\" candidate below is the sieve's):\n%s", i+1, len(steps), rep)}
		}
		st.identical++
	}
	return nil
}

// betterOutside returns a pairing of the bracket that complies with
// [C1]-[C4] and is better than q, or nil.
func betterOutside(b *dutch2026.Bracket, g *dutch2026.Literal, q *dutch2026.LiteralValues) *dutch2026.Candidate {
	all := seq(len(b.Players))
	var better *dutch2026.Candidate
	canPair := make([][]bool, len(all)) // [C1], [C3]; 3.3: no two MDPs
	for i := range all {
		canPair[i] = make([]bool, len(all))
		for k := range all {
			canPair[i][k] = i != k && (i >= b.MDPs || k >= b.MDPs) && dutch.Compatible(b.Players[i], b.Players[k])
		}
	}
	for k := len(all) / 2; k >= 0 && better == nil; k-- {
		dutch.ForEachPairing(all, k, canPair, func(ps [][2]int, unpaired []int) {
			if better != nil {
				return
			}
			c := normal(ps, unpaired)
			if !g.Legal(&c) {
				return
			}
			if cq := g.Values(&c); cq.Better(q) {
				better = &c
			}
		})
	}
	return better
}

// TestCorpusSmallRounds pairs with the brute force every round of the 2026
// reference corpus (rtg-bbp-2026, paired by bbpPairings 6.0.0) whose
// brackets, as the engine forms them, have at most maxBracket players and
// whose scoregroups below them are small enough for the [C8] and [C4]
// enumerations: the brute force must give the recorded pairing. This tests
// the reference itself against an endorsed program, independently of the
// engine.
func TestCorpusSmallRounds(t *testing.T) {
	dir := filepath.Join(sharedDir(), "corpus", "rtg-bbp-2026")
	files, _ := filepath.Glob(filepath.Join(dir, "*.trf"))
	if len(files) == 0 {
		t.Skipf("2026 reference corpus not found at %s (set SWISSCHECK_SHARED): not compared", dir)
	}
	if testing.Short() {
		files = files[:len(files)/10]
	}
	rounds, checked, differ := 0, 0, 0
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			rounds++
			s, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			if !smallRound(s) {
				continue
			}
			checked++
			rec, err := tour.Recorded(r)
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := Pair(s)
			if err != nil || !pairing.Same(got, rec, rec.Colourless) {
				differ++
				t.Errorf("%s round %d: brute force %s (error %v), recorded %s", filepath.Base(path), r, proptest.RoundString(got), err, proptest.RoundString(rec))
			}
		}
	}
	t.Logf("%d files, %d rounds, %d with small brackets compared, %d differ", len(files), rounds, checked, differ)
}

// smallRound reports whether the brute force can pair the round quickly:
// the engine's brackets and the scoregroups after them are small.
func smallRound(s *pairing.State) bool {
	if len(s.ToPair()) > 40 {
		return false
	}
	_, steps, err := dutch2026.PairSteps(s)
	if err != nil {
		return false
	}
	for _, st := range steps {
		if len(st.Bracket.Players) > maxBracket || len(st.Bracket.Next) > maxBracket {
			return false
		}
	}
	return true
}

// sharedDir locates the shared reference material (../shared beside the
// repository, or $SWISSCHECK_SHARED).
func sharedDir() string {
	if dir := os.Getenv("SWISSCHECK_SHARED"); dir != "" {
		return dir
	}
	return filepath.Join("..", "..", "..", "..", "shared")
}
