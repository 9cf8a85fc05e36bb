package bruteforce

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// go test runs the quick number of situations (NewFlags); -full runs the
// full one, as .ci/run does. Run for example:
//
//	go test ./pairing/dutch2017/bruteforce -args -full
//	go test ./pairing/dutch2017/bruteforce -run Engine -args -n 50000 -seed 7
//	go test ./pairing/dutch2017/bruteforce -run Engine -v -args -n 1 -seed 4242 -dump
//
// (go test has a -n flag of its own: the test's flags go after -args.)
var flags = proptest.NewFlags(10000, 500, 3, "log every situation's report file and steps")

// mismatch is one situation where the engine and the brute force differ.
type mismatch struct {
	seed    uint64
	kind    string // what differs, for grouping
	size    int    // players in the differing bracket, to find small cases
	players int    // players to pair in the round
	report  string
}

// runSituations runs check on the random situations (proptest.Run) and
// reports the mismatches.
func runSituations(t *testing.T, check func(*situation, *stats) *mismatch) {
	t.Helper()
	proptest.Run(t, flags, genSituation, check).Report(t, func(m *mismatch) string { return m.kind }, section)
}

// TestEngineMatchesBruteForce pairs random rounds with the engine and with
// the brute force: the rounds (boards, colours, order, bye) must be the
// same, and so must the verdict that no pairing exists.
func TestEngineMatchesBruteForce(t *testing.T) {
	runSituations(t, func(sit *situation, st *stats) *mismatch {
		s := sit.state
		er, esteps, eerr := dutch2017.PairWith(s, dutch2017.Solve)
		br, bsteps, berr := dutch2017.PairWith(s, Solve)
		st.count(s, esteps, eerr)
		if flags.Dump() {
			logSituation(t, sit, esteps)
		}
		if errors.Is(eerr, dutch2017.ErrNoPairing) != errors.Is(berr, dutch2017.ErrNoPairing) || (eerr == nil) != (berr == nil) {
			return &mismatch{seed: sit.seed, kind: "verdict", players: len(s.ToPair()),
				report: fmt.Sprintf("engine error %v, brute-force error %v", eerr, berr)}
		}
		if eerr != nil || proptest.SameRound(er, br) {
			return nil
		}
		m := firstDifference(sit, esteps, bsteps)
		m.report = fmt.Sprintf("rounds differ\n  engine: %s\n  brute:  %s\n%s", proptest.RoundString(er), proptest.RoundString(br), m.report)
		return m
	})
}

// TestBracketsMatchBruteForce runs the brute force on every bracket the
// engine pairs (including PPBs and CLBs) and compares the candidates:
// this finds a difference in the very bracket where it arises.
//
// A PPB is also compared as it was first paired, before A.9 made it the
// PPB. There the candidate itself is thrown away; what matters is only
// whether its downfloaters, with the players below, can complete the
// round (if so, there is no PPB).
func TestBracketsMatchBruteForce(t *testing.T) {
	eachEngineBracket(t, func(sit *situation, i, n int, step dutch2017.Step) *mismatch {
		if step.PPB {
			first := dutch2017.Step{Bracket: step.First.Bracket}
			ec, bc := dutch2017.Solve(first.Bracket), Solve(first.Bracket)
			if completes(first.Bracket, &ec) != completes(first.Bracket, &bc) {
				m := compareBracket(first, ec, bc)
				m.seed, m.players = sit.seed, len(sit.state.ToPair())
				m.kind += " (as first paired, then PPB in one flow only)"
				m.report = fmt.Sprintf("bracket %d of %d as first paired: the engine's candidate completes the round: %v, the brute force's: %v\n%s",
					i+1, n, completes(first.Bracket, &ec), completes(first.Bracket, &bc), m.report)
				return m
			}
		}
		bc := Solve(step.Bracket)
		if sameCandidate(&step.Candidate, &bc) {
			return nil
		}
		m := compareBracket(step, step.Candidate, bc)
		m.seed, m.players = sit.seed, len(sit.state.ToPair())
		m.report = fmt.Sprintf("bracket %d of %d: %s", i+1, n, m.report)
		return m
	})
}

// eachEngineBracket runs the random situations, pairs each with the
// engine, and calls check on its brackets (the i-th of n) in order until
// one returns a mismatch; then it reports the mismatches.
func eachEngineBracket(t *testing.T, check func(sit *situation, i, n int, step dutch2017.Step) *mismatch) {
	t.Helper()
	runSituations(t, func(sit *situation, st *stats) *mismatch {
		s := sit.state
		_, steps, err := dutch2017.PairWith(s, dutch2017.Solve)
		st.count(s, steps, err)
		for i, step := range steps {
			if m := check(sit, i, len(steps), step); m != nil {
				return m
			}
		}
		return nil
	})
}

// completes reports whether the candidate's downfloaters, together with
// the players below the bracket, allow the round-pairing to be completed
// (A.9).
func completes(b *dutch2017.Bracket, c *dutch2017.Candidate) bool {
	var all []*dutch.Player
	for _, f := range c.Floaters {
		all = append(all, b.Players[f])
	}
	all = append(all, b.Rest...)
	return dutch.Completable(all, b.Odd, (*dutch.Player).CanGetBye)
}

// firstDifference finds the first bracket where the two flows differ.
func firstDifference(sit *situation, esteps, bsteps []dutch2017.Step) *mismatch {
	m := &mismatch{seed: sit.seed, players: len(sit.state.ToPair())}
	for i := range max(len(esteps), len(bsteps)) {
		if i >= len(esteps) || i >= len(bsteps) {
			m.kind = "flow"
			m.report = fmt.Sprintf("the engine paired %d brackets, the brute force %d", len(esteps), len(bsteps))
			return m
		}
		e, b := esteps[i], bsteps[i]
		samePlayers := slices.Equal(proptest.IDs(e.Bracket.Players), proptest.IDs(b.Bracket.Players)) && e.Bracket.MDPs == b.Bracket.MDPs
		if samePlayers && e.PPB != b.PPB {
			// One flow kept the bracket's pairing, the other found that
			// its downfloaters could not complete the round (A.9): the
			// two solvers chose differently in the bracket as first
			// paired.
			first, ppb := e, b
			if e.PPB {
				first, ppb = b, e
			}
			first.Bracket = ppb.First.Bracket
			first.PPB = false
			bm := compareBracket(first, dutch2017.Solve(first.Bracket), Solve(first.Bracket))
			bm.seed, bm.players = m.seed, m.players
			bm.kind += " (then PPB in one flow only)"
			bm.report = fmt.Sprintf("bracket %d: the engine made it the PPB: %v, the brute force: %v; as first paired:\n%s", i+1, e.PPB, b.PPB, bm.report)
			return bm
		}
		if !samePlayers || e.PPB != b.PPB || e.CLB != b.CLB {
			m.kind = "flow"
			m.report = fmt.Sprintf("bracket %d differs:\n engine %s\n brute  %s", i+1, describeBracket(e), describeBracket(b))
			return m
		}
		if !sameCandidate(&e.Candidate, &b.Candidate) {
			bm := compareBracket(e, e.Candidate, b.Candidate)
			bm.seed, bm.players = m.seed, m.players
			bm.report = fmt.Sprintf("first differing bracket: %d of %d\n%s", i+1, len(esteps), bm.report)
			return bm
		}
	}
	m.kind = "colours"
	m.report = "every bracket has the same candidate, yet the rounds differ"
	return m
}

// compareBracket describes a bracket and the two candidates, with their
// qualities and positions in the rules' sequence, and classifies the
// difference.
func compareBracket(step dutch2017.Step, ec, bc dutch2017.Candidate) *mismatch {
	b := step.Bracket
	m := &mismatch{size: len(b.Players)}
	var w strings.Builder
	fmt.Fprintf(&w, "%s\n", describeBracket(step))
	epos, epositions := positionOf(b, &ec)
	elegal := b.Legal(&ec)
	fmt.Fprintf(&w, "  engine candidate: %s  (legal %v, position %d in the rules' sequence of %d)\n", proptest.CandidateString(b.Players, &ec), elegal, epos, epositions)
	fmt.Fprintf(&w, "  brute  candidate: %s  (Generated %d)\n", proptest.CandidateString(b.Players, &bc), bc.Generated)
	if !elegal {
		m.kind = "engine candidate illegal"
		return m.with(w.String())
	}
	eq, bq := b.Evaluate(&ec), b.Evaluate(&bc)
	fmt.Fprintf(&w, "  engine quality: %s\n", qualityString(&eq))
	fmt.Fprintf(&w, "  brute  quality: %s\n", qualityString(&bq))
	crit, d := bq.Compare(&eq)
	kind := bracketKind(step)
	if epos == 0 {
		// Not a candidate of B.2-B.7: with MaxPairs pairs it pairs fewer
		// MDPs than M1 (see TestM1AgainstC6), or it has fewer pairs.
		kind += " (engine's candidate outside the sequence)"
		fmt.Fprintf(&w, "  the engine's candidate is not in the sequence: %d pairs, %d MDPs paired; the brute force's: %d pairs, %d MDPs paired\n",
			len(ec.Pairs), mdpsPaired(b, &ec), len(bc.Pairs), mdpsPaired(b, &bc))
	}
	switch {
	case d < 0:
		fmt.Fprintf(&w, "  Compare(brute, engine) = %s, %d: the brute force's candidate is better on %s\n", crit, d, crit)
		m.kind = fmt.Sprintf("%s: engine worse on %s", kind, crit)
	case d > 0:
		why := "the brute force missed it?"
		if epos == 0 {
			why = "but it is not a candidate of the rules' sequence"
		}
		fmt.Fprintf(&w, "  Compare(brute, engine) = %s, %d: the engine's candidate is better on %s (%s)\n", crit, d, crit, why)
		m.kind = fmt.Sprintf("%s: brute force worse on %s", kind, crit)
	default:
		fmt.Fprintf(&w, "  Compare(brute, engine) = equal quality: B.8 takes the earlier generated (brute %d, engine %d)\n", bc.Generated, epos)
		m.kind = fmt.Sprintf("%s: equal quality, other generation order", kind)
	}
	return m.with(w.String())
}

func mdpsPaired(b *dutch2017.Bracket, c *dutch2017.Candidate) int {
	n := 0
	for _, p := range c.Pairs {
		if p[0] < b.MDPs || p[1] < b.MDPs {
			n++
		}
	}
	return n
}

func (m *mismatch) with(report string) *mismatch {
	m.report = report
	return m
}

func bracketKind(step dutch2017.Step) string {
	switch {
	case step.PPB:
		return "PPB"
	case step.CLB:
		return "CLB"
	case step.Bracket.MDPs > 0:
		return "heterogeneous"
	}
	return "homogeneous"
}

// positionOf returns the position of a candidate in the rules' sequence of
// the bracket (0 if it is not generated) and the length of the sequence.
func positionOf(b *dutch2017.Bracket, c *dutch2017.Candidate) (int, int) {
	pos, count := 0, 0
	dutch2017.Walk(b, func(x *dutch2017.Candidate, p int, _ bool) bool {
		if pos == 0 && sameCandidate(x, c) {
			pos = p
		}
		count = p
		return true
	})
	return pos, count
}

// section writes the mismatches of a kind, with the smallest case (fewest
// players in the bracket, then in the round) and its report file.
func section(w io.Writer, kind string, ms []*mismatch, seeds string) {
	best := ms[0]
	for _, m := range ms {
		if m.size < best.size || (m.size == best.size && m.players < best.players) {
			best = m
		}
	}
	fmt.Fprintf(w, "\n== %s: %d situations (seeds %s%s)\nsmallest: seed %d (reproduce: -args -n 1 -seed %d -dump)\n%s\n",
		kind, len(ms), seeds, map[bool]string{true: " ...", false: ""}[len(ms) > 10], best.seed, best.seed, best.report)
	if sit, err := genSituation(best.seed); err == nil {
		fmt.Fprintf(w, "%s", proptest.FileString(sit.file, sit.round))
	}
}

// TestSequenceHoldsBest checks the brute force against a sieve: of all the
// pairings of the bracket that Legal accepts, with any number of pairs and
// of MDPs paired, none is better than the candidate chosen from the rules'
// sequence. The sequence only holds pairings with MaxPairs pairs and M1
// MDPs paired (B.2, B.3); this checks that C.5 and C.6 never prefer
// anything else.
func TestSequenceHoldsBest(t *testing.T) {
	eachEngineBracket(t, func(sit *situation, i, n int, step dutch2017.Step) *mismatch {
		b := step.Bracket
		bc := Solve(b)
		better := betterThan(b, b.Evaluate(&bc))
		if better == nil {
			return nil
		}
		m := compareBracket(step, *better, bc)
		m.seed, m.players = sit.seed, len(sit.state.ToPair())
		m.kind = "a legal pairing outside the sequence is better"
		m.report = fmt.Sprintf("bracket %d of %d (the \"engine\" candidate below is the sieve's): %s", i+1, n, m.report)
		return m
	})
}

// betterThan returns a pairing of the bracket that Legal accepts, with
// any number of pairs and of MDPs paired, better than quality bq, or nil.
func betterThan(b *dutch2017.Bracket, bq dutch2017.Quality) *dutch2017.Candidate {
	all := make([]int, len(b.Players))
	for i := range all {
		all[i] = i
	}
	anyPair := make([][]bool, len(b.Players))
	for i := range anyPair {
		anyPair[i] = make([]bool, len(b.Players))
		for j := range anyPair[i] {
			anyPair[i][j] = i != j
		}
	}
	var better *dutch2017.Candidate
	for k := len(all) / 2; k >= 0 && better == nil; k-- {
		dutch.ForEachPairing(all, k, anyPair, func(ps [][2]int, unpaired []int) {
			c := dutch2017.NewCandidate(ps, unpaired)
			if better != nil || !b.Legal(&c) {
				return
			}
			if q := b.Evaluate(&c); q.Better(&bq) {
				better = &c
			}
		})
	}
	return better
}
