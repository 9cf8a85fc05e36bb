package proptest

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Flags are a property test's command-line flags -n, -full, -seed,
// -maxfail and -dump (given after go test's -args).
type Flags struct {
	n, maxFail int
	seed       uint64
	full       int
	runFull    bool
	dump       bool
	set        *flag.FlagSet
}

// NewFlags registers the flags on the command line: quick situations by
// default, so that go test ./... stays quick, full with -full (the long
// step of .ci/run), any number with -n; stopping after maxFail
// mismatches; dump says what -dump logs.
func NewFlags(full, quick, maxFail int, dump string) *Flags {
	return newFlags(flag.CommandLine, full, quick, maxFail, dump)
}

// newFlags is NewFlags on a flag set.
func newFlags(set *flag.FlagSet, full, quick, maxFail int, dump string) *Flags {
	f := &Flags{full: full, set: set}
	set.IntVar(&f.n, "n", quick, "number of random situations")
	set.BoolVar(&f.runFull, "full", false, fmt.Sprintf("the full run: %d random situations (unless -n is given)", full))
	set.Uint64Var(&f.seed, "seed", 1, "seed of the first situation; situation i uses seed+i")
	set.IntVar(&f.maxFail, "maxfail", maxFail, "stop after this many mismatching situations (0: never stop, count them all)")
	set.BoolVar(&f.dump, "dump", false, dump)
	return f
}

// Dump reports whether -dump is given: log every situation.
func (f *Flags) Dump() bool { return f.dump }

// situations is the number of situations to run: -n when given, else the
// full number with -full, else the quick default.
func (f *Flags) situations() int {
	given := false
	f.set.Visit(func(fl *flag.Flag) { given = given || fl.Name == "n" })
	if f.runFull && !given {
		return f.full
	}
	return f.n
}

// Stats is what the workers count, each into a value of its own: *T adds
// another worker's counts with Add and prints them with String.
type Stats[T any] interface {
	*T
	Add(*T)
	String() string
}

// Result is what Run found.
type Result[PT fmt.Stringer, M any] struct {
	Found []*M // the mismatches, by seed
	Stats PT   // the workers' counts, added up
	seeds []uint64
	ran   int // situations generated
	n     int // situations asked for
	f     *Flags
	start time.Time
}

// Run generates the situations with the seeds seed, seed+1, ... (-n of
// them, -seed the first) with gen and checks each with check on every
// CPU, stopping after -maxfail mismatches (when it is > 0). A seed gen
// fails for is an error of t.
func Run[S, T any, PT Stats[T], M any](t testing.TB, f *Flags, gen func(seed uint64) (S, error), check func(sit S, st PT) *M) *Result[PT, M] {
	t.Helper()
	r := &Result[PT, M]{Stats: PT(new(T)), n: f.situations(), f: f, start: time.Now()}
	type found struct {
		seed uint64
		m    *M
	}
	var (
		next, failures atomic.Int64
		mu             sync.Mutex
		all            []found
		wg             sync.WaitGroup
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			st, ran := PT(new(T)), 0
			for {
				i := next.Add(1) - 1
				if i >= int64(r.n) || (f.maxFail > 0 && failures.Load() >= int64(f.maxFail)) {
					break
				}
				seed := f.seed + uint64(i)
				sit, err := gen(seed)
				if err != nil {
					t.Errorf("seed %d: generator: %v", seed, err)
					continue
				}
				ran++
				if m := check(sit, st); m != nil {
					failures.Add(1)
					mu.Lock()
					all = append(all, found{seed, m})
					mu.Unlock()
				}
			}
			mu.Lock()
			r.Stats.Add((*T)(st))
			r.ran += ran
			mu.Unlock()
		})
	}
	wg.Wait()
	sort.Slice(all, func(i, j int) bool { return all[i].seed < all[j].seed })
	for _, x := range all {
		r.Found = append(r.Found, x.m)
		r.seeds = append(r.seeds, x.seed)
	}
	return r
}

// Report logs how many situations ran, in how long, with which seeds, and
// the counts. If there are mismatches, it fails t with their number and a
// section per kind (kind names a mismatch's), in the order of the kinds'
// names; section writes one, given the mismatches of the kind and the
// seeds of the first ten of them.
func (r *Result[PT, M]) Report(t testing.TB, kind func(*M) string, section func(w io.Writer, kind string, ms []*M, seeds string)) {
	t.Helper()
	t.Logf("%d situations in %v (seeds %d-%d)", r.ran, time.Since(r.start).Round(time.Millisecond), r.f.seed, r.f.seed+uint64(r.n)-1)
	t.Logf("%s", r.Stats)
	if len(r.Found) == 0 {
		return
	}
	byKind := map[string][]int{}
	var kinds []string
	for i, m := range r.Found {
		k := kind(m)
		if byKind[k] == nil {
			kinds = append(kinds, k)
		}
		byKind[k] = append(byKind[k], i)
	}
	sort.Strings(kinds)
	var w strings.Builder
	fmt.Fprintf(&w, "%d mismatching situations", len(r.Found))
	if r.f.maxFail > 0 && len(r.Found) >= r.f.maxFail {
		fmt.Fprintf(&w, " (stopped after %d; -args -maxfail 0 counts them all)", r.f.maxFail)
	}
	w.WriteString("\n")
	for _, k := range kinds {
		var ms []*M
		var seeds []string
		for _, i := range byKind[k] {
			ms = append(ms, r.Found[i])
			if len(seeds) < 10 {
				seeds = append(seeds, fmt.Sprint(r.seeds[i]))
			}
		}
		section(&w, k, ms, strings.Join(seeds, " "))
	}
	t.Error(w.String())
}
