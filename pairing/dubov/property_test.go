package dubov_test

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"

	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// go test runs the quick number of situations; -full the full one:
//
//	go test ./pairing/dubov -run Limitations -args -full
//	go test ./pairing/dubov -run Limitations -v -args -n 1 -seed 4242 -dump
var flags = proptest.NewFlags(100_000, 10_000, 5, "log every situation's report file")

// TestLimitations pairs random rounds with the engine and checks, with
// code of its own that shares nothing with the engine but the state, that
// the pairing keeps the limitations of chapter 2: C.04.1 b (no second
// game), c (one bye exactly when the number is odd), d (no bye for a
// player who had one or a forfeit win), f and g (the colours) whenever a
// pairing that keeps them exists, 2.1 (no player transferred by 7.1 or
// 7.2 two rounds running or past the limit, the earlier transfers read
// from the record as Reading 4 says) and 2.2 (no player moved by 7.3 or
// 7.4 to a colour f or g forbids him); and that the engine finds a
// pairing whenever one that keeps b, c, d, f and g exists.
func TestLimitations(t *testing.T) {
	r := proptest.Run(t, flags, genSituation, checkSituation)
	r.Report(t, func(m *mismatch) string { return m.kind }, func(w io.Writer, kind string, ms []*mismatch, seeds string) {
		m := ms[0]
		fmt.Fprintf(w, "\n== %s: %d situations (seeds %s)\nseed %d (reproduce: -args -n 1 -seed %d -dump)\n%s\n%s",
			kind, len(ms), seeds, m.seed, m.seed, m.report, proptest.FileString(m.file, m.round))
	})
}

// situation is a random tournament and the round to pair.
type situation struct {
	seed  uint64
	file  *trf.File
	round int
	state *pairing.State
}

// mismatch is a situation where the engine breaks a limitation.
type mismatch struct {
	seed   uint64
	kind   string
	report string
	file   *trf.File
	round  int
}

// stats counts what the situations held.
type stats struct {
	situations, byes, noPairing, fallback       int
	transfers, moves, floaters, lastRounds, any int
}

func (s *stats) Add(o *stats) {
	s.situations += o.situations
	s.byes += o.byes
	s.noPairing += o.noPairing
	s.fallback += o.fallback
	s.any += o.any
	s.transfers += o.transfers
	s.moves += o.moves
	s.floaters += o.floaters
	s.lastRounds += o.lastRounds
}

func (s *stats) String() string {
	return fmt.Sprintf("%d situations: %d with a bye, %d last rounds, %d without a valid pairing, %d paired past the text (Reading 14), %d score groups paired past 6.3 (Reading 13); %d transfers (7.1, 7.2), %d moves (7.3, 7.4), %d floaters (6.4)",
		s.situations, s.byes, s.lastRounds, s.noPairing, s.fallback, s.any, s.transfers, s.moves, s.floaters)
}

// checkSituation pairs the situation and checks the limitations.
func checkSituation(sit *situation, st *stats) *mismatch {
	m := &mismatch{seed: sit.seed, file: sit.file, round: sit.round}
	fail := func(kind, format string, args ...any) *mismatch {
		m.kind, m.report = kind, fmt.Sprintf(format, args...)
		return m
	}
	ps := sit.state
	st.situations++
	if ps.LastRound() {
		st.lastRounds++
	}
	lim := newLimits(ps)
	round, steps, crash, err := pairSafely(ps)
	switch {
	case crash != nil:
		return fail("engine panics", "panic: %v", crash)
	case err != nil && !errors.Is(err, pairing.ErrNoPairing):
		return fail("engine error", "%v", err)
	case err != nil:
		st.noPairing++
		if lim.exists() {
			return fail("no pairing found, one exists", "%v", err)
		}
		return nil
	}
	st.count(steps, round)
	if e := lim.check(round, lim.exists()); e != "" {
		return fail(e, "round %s", proptest.RoundString(round))
	}
	for _, g := range steps.Groups {
		for _, tr := range g.Transfers {
			if lim.barred[tr.Player.ID] {
				return fail("2.1", "player %d transferred by %s, but 2.1 bars him", tr.Player.ID, tr.Article)
			}
		}
		for _, mv := range g.Moved {
			c := trf.Black
			if mv.Article == "7.4" {
				c = trf.White
			}
			if !lim.allowed(mv.Player.Player, c) {
				return fail("2.2", "player %d moved by %s to a colour f or g forbids", mv.Player.ID, mv.Article)
			}
		}
	}
	return nil
}

func (st *stats) count(steps dubov.Steps, r pairing.Round) {
	if r.Bye != 0 {
		st.byes++
	}
	if steps.Fallback != "" {
		st.fallback++
	}
	for _, g := range steps.Groups {
		st.transfers += len(g.Transfers)
		st.moves += len(g.Moved)
		st.floaters += len(g.FloatersOut)
		if g.Search == "any" {
			st.any++
		}
	}
}

// pairSafely pairs with the engine, turning a panic into crash.
func pairSafely(ps *pairing.State) (r pairing.Round, st dubov.Steps, crash any, err error) {
	defer func() { crash = recover() }()
	s := dubov.NewState(ps)
	st, err = s.Steps()
	if err == nil {
		r = s.Assemble(st)
	}
	return r, st, nil, err
}

// limits are the limitations of chapter 2 for the round, computed from
// the state alone.
type limits struct {
	ps      *pairing.State
	players []*pairing.Player
	barred  map[int]bool // 2.1
	noBye   map[int]bool // C.04.1 d
}

func newLimits(ps *pairing.State) *limits {
	l := &limits{ps: ps, players: ps.ToPair(), barred: map[int]bool{}, noBye: map[int]bool{}}
	before := map[int][]trf.Points{}
	for _, p := range ps.Players {
		var sum trf.Points
		for _, h := range p.History {
			before[p.ID] = append(before[p.ID], sum)
			sum += ps.Scoring.GamePoints(h.Game)
			if h.Game.PAB() || h.Game.ForfeitWin() {
				l.noBye[p.ID] = true
			}
		}
	}
	limit := 3
	if ps.TotalRounds > 9 {
		limit = 4
	}
	for _, p := range ps.Players {
		n, last := 0, false
		for k, h := range p.History {
			if o := h.Game.Opponent; o != 0 && before[o][k] > before[p.ID][k] {
				n++
				last = last || k == len(p.History)-1
			}
		}
		l.barred[p.ID] = !ps.LastRound() && (last || n >= limit)
	}
	return l
}

// allowed reports whether C.04.1 f and g let the player have colour c.
func (l *limits) allowed(p *pairing.Player, c trf.Colour) bool {
	d := p.ColourDiff + 1
	if c == trf.Black {
		d = p.ColourDiff - 1
	}
	n := len(p.Colours)
	return d <= 2 && d >= -2 && (n < 2 || p.Colours[n-1] != c || p.Colours[n-2] != c)
}

// may reports whether two players may meet: b, and colours f and g
// allow.
func (l *limits) may(a, b *pairing.Player) bool {
	if _, met := a.Barring(b); met || a.ID == b.ID {
		return false
	}
	return (l.allowed(a, trf.White) && l.allowed(b, trf.Black)) || (l.allowed(a, trf.Black) && l.allowed(b, trf.White))
}

// exists reports whether a pairing of the round keeps b, c, d, f and g.
func (l *limits) exists() bool {
	byes := []*pairing.Player{nil}
	if len(l.players)%2 == 1 {
		byes = nil
		for _, p := range l.players {
			if !l.noBye[p.ID] {
				byes = append(byes, p)
			}
		}
	}
	for _, bye := range byes {
		rest := slices.DeleteFunc(slices.Clone(l.players), func(p *pairing.Player) bool { return p == bye })
		mate := matching.MaxCardinality(len(rest), func(u, v int) bool { return l.may(rest[u], rest[v]) })
		if !slices.Contains(mate, -1) {
			return true
		}
	}
	return false
}

// check returns the limitation the round breaks, or "": C.04.1 b, c and
// d always, f and g when a pairing that keeps b-g exists (a history that
// already breaks them may leave none).
func (l *limits) check(r pairing.Round, legal bool) string {
	seen := map[int]int{}
	for _, b := range r.Boards {
		seen[b.White]++
		seen[b.Black]++
	}
	if r.Bye != 0 {
		seen[r.Bye]++
	}
	for _, p := range l.players {
		if seen[p.ID] != 1 {
			return fmt.Sprintf("player %d in %d games (C.04.1 c)", p.ID, seen[p.ID])
		}
	}
	if len(seen) != len(l.players) {
		return "a player paired who is not to be paired"
	}
	if (r.Bye != 0) != (len(l.players)%2 == 1) {
		return "C.04.1 c"
	}
	if r.Bye != 0 && l.noBye[r.Bye] {
		return "C.04.1 d"
	}
	for _, b := range r.Boards {
		w, bl := l.ps.Player(b.White), l.ps.Player(b.Black)
		if _, met := w.Barring(bl); met {
			return "C.04.1 b"
		}
		if legal && (!l.allowed(w, trf.White) || !l.allowed(bl, trf.Black)) {
			return "C.04.1 f/g"
		}
	}
	return ""
}

// genSituation builds the situation of a seed: one time in three a
// tournament of pairing/generate under the Dubov system cut before a
// random round, its results perturbed; otherwise a tournament played here,
// each round paired by the engine or at random.
func genSituation(seed uint64) (*situation, error) {
	for attempt := uint64(0); ; attempt++ {
		rng := rand.New(rand.NewPCG(seed, attempt))
		var f *trf.File
		var round int
		if rng.IntN(3) == 0 {
			var err error
			if f, round, err = fromGenerate(rng); err != nil {
				return nil, err
			}
		} else {
			f, round = played(rng)
		}
		if f == nil {
			continue
		}
		f.Name = fmt.Sprintf("seed-%d", seed)
		tour, err := pairing.New(f)
		if err != nil {
			return nil, err
		}
		s, err := tour.Before(round)
		if err != nil || len(s.ToPair()) < 2 {
			continue
		}
		return &situation{seed: seed, file: f, round: round, state: s}, nil
	}
}
