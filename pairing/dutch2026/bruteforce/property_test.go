package bruteforce

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/trf"
)

// Run for example:
//
//	go test ./pairing/dutch2026/bruteforce -run Engine -args -n 10000
//	go test ./pairing/dutch2026/bruteforce -run Engine -v -args -n 1 -seed 4242 -dump
//
// (go test has a -n flag of its own: the test's flags go after -args.)
var (
	flagN       = flag.Int("n", 2000, "number of random situations (300 with -short unless -n is given)")
	flagSeed    = flag.Uint64("seed", 1, "seed of the first situation; situation i uses seed+i")
	flagMaxFail = flag.Int("maxfail", 5, "stop after this many mismatching situations (0: never stop, count them all)")
	flagDump    = flag.Bool("dump", false, "log every situation's report file and brackets")
	flagWild    = flag.Bool("wild", false, "also colour histories no tournament paired by the rules has (colour differences beyond ±2, a colour three times in a row); [C10] and [C11] are then read differently (quality.go, colourCriteria)")
)

func situations() int {
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "n" })
	if testing.Short() && !given {
		return 300
	}
	return *flagN
}

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

// runSituations runs check on the situations with seeds seed, seed+1, ...
// on every CPU, and stops after maxfail mismatches (when maxfail > 0).
func runSituations(t *testing.T, c check) ([]*mismatch, *stats) {
	t.Helper()
	n := situations()
	var (
		next, failures atomic.Int64
		mu             sync.Mutex
		found          []*mismatch
		total          stats
		wg             sync.WaitGroup
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var st stats
			for {
				i := next.Add(1) - 1
				if i >= int64(n) || (*flagMaxFail > 0 && failures.Load() >= int64(*flagMaxFail)) {
					break
				}
				sit, err := genSituation(*flagSeed + uint64(i))
				if err != nil {
					t.Errorf("seed %d: generator: %v", *flagSeed+uint64(i), err)
					continue
				}
				if m := c(t, sit, &st); m != nil {
					failures.Add(1)
					mu.Lock()
					found = append(found, m)
					mu.Unlock()
				}
			}
			mu.Lock()
			total.add(&st)
			mu.Unlock()
		})
	}
	wg.Wait()
	sort.Slice(found, func(i, j int) bool { return found[i].seed < found[j].seed })
	return found, &total
}

// TestEngineMatchesBruteForce pairs random rounds with the engine
// (dutch2026.PairSteps) and with the brute force (Pair): the rounds
// (boards, colours, board order, bye) must be the same, and so must the
// verdict that no pairing exists. Bracket by bracket, while both have the
// same bracket, the candidates are compared too: that names the bracket
// where a difference arises.
func TestEngineMatchesBruteForce(t *testing.T) {
	start := time.Now()
	found, st := runSituations(t, compareRound)
	report(t, found, st, start, compareRound)
}

func compareRound(t *testing.T, sit *situation, st *stats) *mismatch {
	s := sit.state
	m := &mismatch{seed: sit.seed, file: sit.file, round: sit.round}
	br, bsteps, berr := Pair(s)
	if *flagDump {
		dump(t, sit, bsteps)
	}
	er, esteps, crash, eerr := enginePair(s)
	st.situation(s, eerr)
	if crash != nil {
		m.kind = "engine panics"
		m.report = fmt.Sprintf("the engine panics: %v\n brute %s", crash, roundString(br))
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
		st.bracket(b.Bracket, &b.Candidate, Judge(b.Bracket))
		if !sameCandidate(&e.Candidate, &b.Candidate) {
			kind, rep := compareBracket(e.Bracket, e.Candidate, b.Candidate)
			m.kind = kind
			m.report = fmt.Sprintf("rounds: engine %s\n        brute  %s\nfirst differing bracket: %d of %d\n%s",
				roundString(er), roundString(br), i+1, len(esteps), rep)
			return m
		}
		st.identical++
	}
	if len(esteps) != len(bsteps) {
		m.kind, m.report = "flow", fmt.Sprintf("the engine paired %d brackets, the brute force %d", len(esteps), len(bsteps))
		return m
	}
	if !sameRound(er, br) {
		m.kind = "colours or board order"
		m.report = fmt.Sprintf("every bracket alike, yet the rounds differ:\n engine %s\n brute  %s", roundString(er), roundString(br))
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

// report logs what the situations exercised, and fails with the smallest
// case of each kind of mismatch, minimised (minimise) and printed with its
// report file.
func report(t *testing.T, found []*mismatch, st *stats, start time.Time, c check) {
	t.Helper()
	t.Logf("%d situations in %v (seeds %d-%d)", st.situations, time.Since(start).Round(time.Millisecond), *flagSeed, *flagSeed+uint64(situations())-1)
	t.Logf("%s", st)
	if len(found) == 0 {
		return
	}
	byKind := map[string][]*mismatch{}
	var kinds []string
	for _, m := range found {
		if byKind[m.kind] == nil {
			kinds = append(kinds, m.kind)
		}
		byKind[m.kind] = append(byKind[m.kind], m)
	}
	sort.Strings(kinds)
	var w strings.Builder
	fmt.Fprintf(&w, "%d mismatching situations", len(found))
	if *flagMaxFail > 0 && len(found) >= *flagMaxFail {
		fmt.Fprintf(&w, " (stopped after %d; -args -maxfail 0 counts them all)", *flagMaxFail)
	}
	w.WriteString("\n")
	for _, k := range kinds {
		ms := byKind[k]
		var seeds []string
		for _, m := range ms[:min(len(ms), 10)] {
			seeds = append(seeds, fmt.Sprint(m.seed))
		}
		small := minimise(t, ms[0], c)
		fmt.Fprintf(&w, "\n== %s: %d situations (seeds %s)\nminimised from seed %d (reproduce: -args -n 1 -seed %d -dump)\n%s\n%s",
			k, len(ms), strings.Join(seeds, " "), small.seed, small.seed, small.report, fileString(small.file, small.round))
	}
	t.Error(w.String())
}

// minimise makes a mismatch smaller while it stays a mismatch of the same
// kind, one change at a time: a player to pair is made absent (XXZ), a
// forbidden pair dropped, the final round made a middle one. The result
// is checked again from its written report file.
func minimise(t *testing.T, m *mismatch, c check) *mismatch {
	still := func(f *trf.File) *mismatch {
		var b bytes.Buffer
		if err := trf.Write(&b, f); err != nil {
			return nil
		}
		read, err := trf.Read(f.Name, &b) // what the printed file says
		if err != nil {
			return nil
		}
		sit, err := situationOf(m.seed, read, m.round)
		if err != nil {
			return nil
		}
		var st stats
		if n := c(t, sit, &st); n != nil && n.kind == m.kind {
			return n
		}
		return nil
	}
	best := m
	for changed := true; changed; {
		changed = false
		for _, f := range reductions(best.file, best.round) {
			if n := still(f); n != nil {
				best, changed = n, true
				break
			}
		}
	}
	return best
}

// reductions lists the files one change smaller than f.
func reductions(f *trf.File, round int) []*trf.File {
	var out []*trf.File
	absent := map[int]bool{}
	for _, b := range f.ByeRequests {
		for _, id := range b.IDs {
			absent[id] = true
		}
	}
	for _, p := range f.Players {
		if absent[p.ID] || p.Game(round).Result != trf.ResultNone {
			continue
		}
		g := clone(f)
		g.ByeRequests = append(g.ByeRequests, trf.ByeRequest{Kind: 'Z', IDs: []int{p.ID}})
		out = append(out, g)
	}
	for i := range f.Prohibited {
		g := clone(f)
		g.Prohibited = slices.Delete(g.Prohibited, i, i+1)
		out = append(out, g)
	}
	if f.TotalRounds == round {
		g := clone(f)
		g.TotalRounds = round + 2
		out = append(out, g)
	}
	return out
}

// clone copies a generated file deeply enough for reductions.
func clone(f *trf.File) *trf.File {
	g := *f
	g.Players = nil
	for _, p := range f.Players {
		q := *p
		q.Games = slices.Clone(p.Games)
		g.Players = append(g.Players, &q)
	}
	g.Prohibited = slices.Clone(f.Prohibited)
	g.ByeRequests = slices.Clone(f.ByeRequests)
	return &g
}

func dump(t *testing.T, sit *situation, steps []Step) {
	var w strings.Builder
	w.WriteString(fileString(sit.file, sit.round))
	for i, st := range steps {
		fmt.Fprintf(&w, "bracket %d: %s\n  brute: %s\n", i+1, describeBracket(st.Bracket), candidateString(st.Bracket, &st.Candidate))
	}
	t.Log(w.String())
}
