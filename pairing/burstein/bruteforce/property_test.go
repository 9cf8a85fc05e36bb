package bruteforce

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// go test runs the quick number of situations (NewFlags); -full runs the
// full one, as .ci/run does. Run for example:
//
//	go test ./pairing/burstein/bruteforce -args -full
//	go test ./pairing/burstein/bruteforce -run Engine -args -n 10000
//	go test ./pairing/burstein/bruteforce -run Engine -v -args -n 1 -seed 4242 -dump
//	go test ./pairing/burstein/bruteforce -run Engine -args -n 10000 -maxfail 0 -text66 -write DIR
//	go test ./pairing/burstein/bruteforce -run Engine -args -n 10000 -maxfail 0 -text66=paren
//
// (go test has a -n flag of its own: the test's flags go after -args.)
// -strict65 and -text66 make the reference read 6.5 or 6.6 otherwise than
// the README does, to count the situations where the reading matters;
// -write keeps them as report files (write_test.go).
var flags = proptest.NewFlags(2000, 300, 5, "log every situation's report file and the reference's brackets")

func init() {
	flag.BoolVar(&strict65, "strict65", false, "6.5: a player without a due colour does not count as getting his due colour (dueColours)")
	flag.Var(&text66, "text66", "6.6 read literally instead of docs/burstein.md reading 5 (text66.go): both (the flag alone), or a list of paren, stepwise and onestep")
}

// mismatch is one situation where the engine and the reference differ.
type mismatch struct {
	seed   uint64
	kind   string // what differs, for grouping
	report string
	file   *trf.File
	round  int
}

// TestEngineMatchesBruteForce pairs random rounds with the engine
// (burstein.State.Steps and Assemble) and with the reference (Pair): the
// verdict that no pairing exists, the bye, the brackets (6.6), each
// bracket's floaters and pairs, and the boards with their colours must be
// the same.
func TestEngineMatchesBruteForce(t *testing.T) {
	r := proptest.Run(t, flags, genSituation, func(sit *situation, st *stats) *mismatch {
		m := compare(t, sit, st)
		if *writeDir != "" && (m != nil || *writeAll) {
			rr, _, _ := Pair(sit.state)
			er, _, _, _ := enginePair(sit.state)
			write(t, sit, er, rr)
		}
		return m
	})
	r.Report(t, func(m *mismatch) string { return m.kind }, func(w io.Writer, kind string, ms []*mismatch, seeds string) {
		small := minimise(t, ms[0])
		fmt.Fprintf(w, "\n== %s: %d situations (seeds %s)\nminimised from seed %d (reproduce: -args -n 1 -seed %d -dump)\n%s\n%s",
			kind, len(ms), seeds, small.seed, small.seed, small.report, proptest.FileString(small.file, small.round))
	})
}

// compare compares the engine and the reference on one situation; nil
// when they agree.
func compare(t *testing.T, sit *situation, st *stats) *mismatch {
	m := &mismatch{seed: sit.seed, file: sit.file, round: sit.round}
	rr, rs, rerr := Pair(sit.state)
	if flags.Dump() {
		t.Logf("seed %d (%s)\n%s%s", sit.seed, sit.how, proptest.FileString(sit.file, sit.round), stepsString(rs))
	}
	er, es, crash, eerr := enginePair(sit.state)
	st.situation(sit, rr, rs, rerr)
	switch {
	case crash != nil:
		m.kind, m.report = "engine panics", fmt.Sprintf("the engine panics: %v\n reference %s", crash, proptest.RoundString(rr))
		return m
	case (eerr == nil) != (rerr == nil):
		m.kind, m.report = "verdict", fmt.Sprintf("engine error %v\nreference error %v\n reference %s\n engine    %s", eerr, rerr, proptest.RoundString(rr), proptest.RoundString(er))
		return m
	case rerr != nil:
		return nil
	}
	rounds := fmt.Sprintf("rounds: engine    %s\n        reference %s\n", proptest.RoundString(er), proptest.RoundString(rr))
	if id(es.Bye) != id(rs.Bye) {
		m.kind, m.report = "bye (4)", rounds+fmt.Sprintf("bye: engine %d, reference %d", id(es.Bye), id(rs.Bye))
		return m
	}
	if text66.any() { // the brackets are made otherwise: compare the rounds
		if !sameBoards(er, rr) {
			m.kind, m.report = "round (-text66)", rounds+stepsString(rs)
			return m
		}
		return nil
	}
	if kind, rep := compareBrackets(es, rs); kind != "" {
		m.kind, m.report = kind, rounds+rep
		return m
	}
	if !sameBoards(er, rr) {
		m.kind, m.report = "colours (5)", rounds+colourReport(sit.state, er, rr)
		return m
	}
	return nil
}

// compareBrackets compares the brackets one by one: their residents (6.6),
// then the floater received and sent and the pairs (6.1-6.5).
func compareBrackets(es burstein.Steps, rs Steps) (kind, report string) {
	for i := range min(len(es.Brackets), len(rs.Brackets)) {
		e, r := es.Brackets[i], rs.Brackets[i]
		where := fmt.Sprintf("bracket %d of %d (reference %d):\n%s", i+1, len(es.Brackets), len(rs.Brackets), bracketString(&r))
		switch {
		case !sameSet(ids(e.Residents), ids(r.Residents)):
			return "brackets (6.6)", fmt.Sprintf("residents: engine %v, reference %v\n%s", ids(e.Residents), ids(r.Residents), where)
		case id(e.In) != id(r.In):
			return "floater received (6.3)", fmt.Sprintf("floater received: engine %d, reference %d\n%s", id(e.In), id(r.In), where)
		case !slices.Equal(ids(e.Members), ids(r.Members)):
			return "order of the bracket (3.2)", fmt.Sprintf("members: engine %v, reference %v\n%s", ids(e.Members), ids(r.Members), where)
		}
		ep, rp := pairStrings(e.Pairs, false), pairStrings(r.Pairs, false)
		if id(e.Out) != id(r.Out) || !sameSet(ep, rp) {
			return "combination (6.1-6.5)", fmt.Sprintf("engine    %v floats %d%s\nreference %v floats %d\n%s",
				ep, id(e.Out), judgeEngine(&r, e.Pairs), rp, id(r.Out), where)
		}
		if eo, ro := pairStrings(e.Pairs, true), pairStrings(r.Pairs, true); !sameSet(eo, ro) {
			return "order of 3.2 in a pair", fmt.Sprintf("higher first: engine %v, reference %v\n%s", eo, ro, where)
		}
	}
	if len(es.Brackets) != len(rs.Brackets) {
		return "brackets (6.6)", fmt.Sprintf("the engine paired %d brackets, the reference %d\n%s", len(es.Brackets), len(rs.Brackets), stepsString(rs))
	}
	return "", ""
}

// enginePair pairs with the engine, turning a panic into crash.
func enginePair(ps *pairing.State) (r pairing.Round, st burstein.Steps, crash any, err error) {
	defer func() { crash = recover() }()
	s := burstein.NewState(ps)
	if st, err = s.Steps(); err == nil {
		r = s.Assemble(st)
	}
	return r, st, nil, err
}

func id(p *burstein.Player) int {
	if p == nil {
		return 0
	}
	return p.ID
}

func ids(ps []*burstein.Player) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

func sameSet[T int | string](a, b []T) bool {
	x, y := fmt.Sprint(sorted(a)), fmt.Sprint(sorted(b))
	return x == y
}

func sorted[T any](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprint(x)
	}
	slices.Sort(out)
	return out
}

// pairStrings writes pairs as "a-b": the higher first when ordered, else
// the lower ID first.
func pairStrings(ps [][2]*burstein.Player, ordered bool) []string {
	var out []string
	for _, p := range ps {
		a, b := p[0].ID, p[1].ID
		if !ordered && a > b {
			a, b = b, a
		}
		out = append(out, fmt.Sprintf("%d-%d", a, b))
	}
	return out
}

func sameBoards(a, b pairing.Round) bool {
	str := func(r pairing.Round) []string {
		var out []string
		for _, b := range r.Boards {
			out = append(out, fmt.Sprintf("%d-%d", b.White, b.Black))
		}
		return out
	}
	return a.Bye == b.Bye && sameSet(str(a), str(b))
}

// minimise makes a mismatch smaller while it stays a mismatch of the same
// kind (proptest.Shrink): a player to pair made absent (XXZ), a forbidden
// pair dropped.
func minimise(t *testing.T, m *mismatch) *mismatch {
	return proptest.Shrink(m, m.round, false, func(m *mismatch) *trf.File { return m.file }, func(f *trf.File) *mismatch {
		sit, err := situationOf(m.seed, f, m.round)
		if err != nil {
			return nil
		}
		var st stats
		if n := compare(t, sit, &st); n != nil && n.kind == m.kind {
			return n
		}
		return nil
	})
}

func stepsString(st Steps) string {
	var w strings.Builder
	if st.Bye != nil {
		fmt.Fprintf(&w, "bye (4.2): %d\n", st.Bye.ID)
	}
	for i := range st.Brackets {
		fmt.Fprintf(&w, "bracket %d:\n%s", i+1, bracketString(&st.Brackets[i]))
	}
	return w.String()
}
