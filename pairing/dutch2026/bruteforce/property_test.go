package bruteforce

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// go test runs the quick number of situations (NewFlags); -full runs the
// full one, as .ci/run does. Run for example:
//
//	go test ./pairing/dutch2026/bruteforce -args -full
//	go test ./pairing/dutch2026/bruteforce -run Engine -args -n 10000
//	go test ./pairing/dutch2026/bruteforce -run Engine -v -args -n 1 -seed 4242 -dump
//
// (go test has a -n flag of its own: the test's flags go after -args.)
var (
	flags    = proptest.NewFlags(2000, 300, 5, "log every situation's report file and brackets")
	flagWild = flag.Bool("wild", false, "also colour histories no tournament paired by the rules has (colour differences beyond ±2, a colour three times in a row); [C10] and [C11] are then read differently (dutch2026/literal_values.go, colourCriteria)")
)

// mismatch is one situation where the engine and the brute force differ.
type mismatch struct {
	seed   uint64
	kind   string // what differs, for grouping
	report string
	file   *trf.File
	round  int
}

// check compares the engine and the brute force on one situation; nil when
// they agree.
type check func(t *testing.T, sit *situation, st *stats) *mismatch

// runSituations runs c on the random situations (proptest.Run) and fails
// with the smallest case of each kind of mismatch, minimised (minimise)
// and printed with its report file.
func runSituations(t *testing.T, c check) {
	t.Helper()
	r := proptest.Run(t, flags, genSituation, func(sit *situation, st *stats) *mismatch { return c(t, sit, st) })
	r.Report(t, func(m *mismatch) string { return m.kind }, func(w io.Writer, kind string, ms []*mismatch, seeds string) {
		small := minimise(t, ms[0], c)
		fmt.Fprintf(w, "\n== %s: %d situations (seeds %s)\nminimised from seed %d (reproduce: -args -n 1 -seed %d -dump)\n%s\n%s",
			kind, len(ms), seeds, small.seed, small.seed, small.report, proptest.FileString(small.file, small.round))
	})
}

// TestEngineMatchesBruteForce pairs random rounds with the engine
// (dutch2026.PairSteps) and with the brute force (Pair): the rounds
// (boards, colours, board order, bye) must be the same, and so must the
// verdict that no pairing exists. Bracket by bracket, while both have the
// same bracket, the candidates are compared too: that names the bracket
// where a difference arises.
func TestEngineMatchesBruteForce(t *testing.T) {
	runSituations(t, compareRound)
}

func compareRound(t *testing.T, sit *situation, st *stats) *mismatch {
	s := sit.state
	m := &mismatch{seed: sit.seed, file: sit.file, round: sit.round}
	br, bsteps, berr := Pair(s)
	if flags.Dump() {
		dump(t, sit, bsteps)
	}
	er, esteps, crash, eerr := enginePair(s)
	st.situation(s, eerr)
	if crash != nil {
		m.kind = "engine panics"
		m.report = fmt.Sprintf("the engine panics: %v\n brute %s", crash, proptest.RoundString(br))
		return m
	}
	if errors.Is(eerr, pairing.ErrNoPairing) != errors.Is(berr, pairing.ErrNoPairing) || (eerr == nil) != (berr == nil) {
		m.kind, m.report = "verdict", fmt.Sprintf("engine error %v, brute-force error %v", eerr, berr)
		return m
	}
	for i := range min(len(esteps), len(bsteps)) {
		e, b := esteps[i], bsteps[i]
		if !sameBracket(e.Bracket, b.Bracket) {
			m.kind = "flow"
			m.report = fmt.Sprintf("bracket %d differs:\n engine %s\n brute  %s", i+1, describeBracket(e.Bracket), describeBracket(b.Bracket))
			return m
		}
		st.bracket(b.Bracket, &b.Candidate, dutch2026.NewLiteral(b.Bracket))
		if !sameCandidate(&e.Candidate, &b.Candidate) {
			kind, rep := compareBracket(e.Bracket, e.Candidate, b.Candidate)
			m.kind = kind
			m.report = fmt.Sprintf("rounds: engine %s\n        brute  %s\nfirst differing bracket: %d of %d\n%s",
				proptest.RoundString(er), proptest.RoundString(br), i+1, len(esteps), rep)
			return m
		}
		st.identical++
	}
	if len(esteps) != len(bsteps) {
		m.kind, m.report = "flow", fmt.Sprintf("the engine paired %d brackets, the brute force %d", len(esteps), len(bsteps))
		return m
	}
	if !proptest.SameRound(er, br) {
		m.kind = "colours or board order"
		m.report = fmt.Sprintf("every bracket alike, yet the rounds differ:\n engine %s\n brute  %s", proptest.RoundString(er), proptest.RoundString(br))
		return m
	}
	return nil
}

// enginePair pairs the round with the engine, turning a panic into crash.
func enginePair(s *pairing.State) (r pairing.Round, steps []dutch2026.Step, crash any, err error) {
	defer func() { crash = recover() }()
	r, steps, err = dutch2026.PairSteps(s)
	return r, steps, nil, err
}

// minimise makes a mismatch smaller while it stays a mismatch of the same
// kind (proptest.Shrink): a player to pair made absent (XXZ), a forbidden
// pair dropped, the final round made a middle one.
func minimise(t *testing.T, m *mismatch, c check) *mismatch {
	return proptest.Shrink(m, m.round, true, func(m *mismatch) *trf.File { return m.file }, func(f *trf.File) *mismatch {
		sit, err := situationOf(m.seed, f, m.round)
		if err != nil {
			return nil
		}
		var st stats
		if n := c(t, sit, &st); n != nil && n.kind == m.kind {
			return n
		}
		return nil
	})
}

func dump(t *testing.T, sit *situation, steps []Step) {
	var w strings.Builder
	w.WriteString(proptest.FileString(sit.file, sit.round))
	for i, st := range steps {
		fmt.Fprintf(&w, "bracket %d: %s\n  brute: %s\n", i+1, describeBracket(st.Bracket), proptest.CandidateString(st.Bracket.Players, &st.Candidate))
	}
	t.Log(w.String())
}
