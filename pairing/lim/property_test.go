package lim_test

import (
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/pairing/lim"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/swisscheck/swisscheck/trf"
)

// full runs the property test on more than 10,000 situations:
//
//	go test ./pairing/lim -run Basic -args -full
var full = flag.Bool("full", false, "run the property test on more than 10,000 situations")

// TestBasicRules: for the state before every round of tournaments made
// by every system swisscheck has (so that the histories are not only
// Lim's), the Lim engine's pairing keeps the basic rules where the text
// forbids breaking them: C.04.1 b (no second game), c (one bye exactly
// when the number is odd), d (no bye to a player who had one or a forfeit
// win), f and g (2.1, 5.1 a, b: not in the last round, 6.1). When the
// engine finds no pairing, an independent matching confirms that none
// keeps b, d, f and g.
func TestBasicRules(t *testing.T) {
	count := 12
	if *full {
		count = 400
	}
	cfg := generate.DefaultConfig()
	cfg.MaxPlayers = 40
	situations, none, past := 0, 0, 0
	for _, sys := range systems.All() {
		for i := range count {
			res, err := generate.Generate(sys, cfg, 77, i)
			if err != nil {
				continue // a system that cannot pair it
			}
			tour, err := pairing.New(res.File)
			if err != nil {
				t.Fatal(err)
			}
			for r := 1; r <= tour.Rounds; r++ {
				s, err := tour.Before(r)
				if err != nil {
					t.Fatal(err)
				}
				situations++
				ls := lim.NewState(s)
				st, err := ls.Steps()
				var round pairing.Round
				if err == nil {
					round = ls.Assemble(st)
					if st.Fallback != "" {
						past++
						t.Logf("%s %d round %d: %s", sys.ID(), i, r, st.Fallback)
					}
				}
				if errors.Is(err, pairing.ErrNoPairing) {
					none++
					if pairingExists(s) {
						t.Errorf("%s %d round %d: the engine finds no pairing, but one keeps C.04.1 b, d, f, g", sys.ID(), i, r)
					}
					continue
				}
				if err != nil {
					t.Fatalf("%s %d round %d: %v", sys.ID(), i, r, err)
				}
				if e := broken(s, round, func(pairing.Board) bool { return false }); e != "" {
					t.Errorf("%s %d round %d: %s", sys.ID(), i, r, e)
				}
			}
		}
	}
	t.Logf("%d situations, %d without a pairing (confirmed), %d paired past the text (Readings 17, 19)", situations, none, past)
	if *full && situations < 10000 {
		t.Errorf("only %d situations", situations)
	}
}

// allowed is C.04.1 f and g, written apart from the engine: after the
// game the difference stays within 2, and not three of a colour in a row.
func allowed(p *pairing.Player, c trf.Colour, last bool) bool {
	if last {
		return true
	}
	d := p.ColourDiff
	if c == trf.White {
		d++
	} else {
		d--
	}
	if d > 2 || d < -2 {
		return false
	}
	n := len(p.Colours)
	return n < 2 || p.Colours[n-1] != c || p.Colours[n-2] != c
}

func barred(p *pairing.Player) bool {
	for _, h := range p.History {
		if h.Game.PAB() || h.Game.ForfeitWin() {
			return true
		}
	}
	return false
}

// broken names the first basic rule the round breaks, or ""; the boards
// unplayed says are not played and keep no colours.
func broken(s *pairing.State, r pairing.Round, unplayed func(pairing.Board) bool) string {
	seen := map[int]bool{}
	last := s.LastRound()
	for _, b := range r.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		if seen[w.ID] || seen[bl.ID] || !w.Paired || !bl.Paired {
			return fmt.Sprintf("board %v: a player twice or not to be paired", b)
		}
		seen[w.ID], seen[bl.ID] = true, true
		if !w.CanMeet(bl) {
			return fmt.Sprintf("board %v: C.04.1 b", b)
		}
		if !unplayed(b) && (!allowed(w, trf.White, last) || !allowed(bl, trf.Black, last)) {
			return fmt.Sprintf("board %v: C.04.1 f or g", b)
		}
	}
	if r.Bye != 0 {
		if seen[r.Bye] || barred(s.Player(r.Bye)) {
			return fmt.Sprintf("bye %d: C.04.1 c or d", r.Bye)
		}
		seen[r.Bye] = true
	}
	for _, p := range s.ToPair() {
		if !seen[p.ID] {
			return fmt.Sprintf("player %d not paired (C.04.1 c)", p.ID)
		}
	}
	return ""
}

// pairingExists reports whether some bye and pairing keep b, d, f, g.
func pairingExists(s *pairing.State) bool {
	ps := s.ToPair()
	last := s.LastRound()
	fits := func(a, b *pairing.Player) bool {
		return a.CanMeet(b) && ((allowed(a, trf.White, last) && allowed(b, trf.Black, last)) ||
			(allowed(a, trf.Black, last) && allowed(b, trf.White, last)))
	}
	byes := []*pairing.Player{nil}
	if len(ps)%2 == 1 {
		byes = nil
		for _, p := range ps {
			if !barred(p) {
				byes = append(byes, p)
			}
		}
	}
	for _, bye := range byes {
		rest := slices.DeleteFunc(slices.Clone(ps), func(p *pairing.Player) bool { return p == bye })
		mate := matching.MaxCardinality(len(rest), func(u, v int) bool { return fits(rest[u], rest[v]) })
		if !slices.Contains(mate, -1) {
			return true
		}
	}
	return false
}

// basicDir names a folder of report files whose recorded rounds
// TestBasicRulesDir checks against the basic rules, e.g. the output of
//
//	swisscheck generate --system lim -n 1000 -o DIR
//	go test ./pairing/lim -run BasicRulesDir -args -basic.dir DIR
var basicDir = flag.String("basic.dir", "", "a folder of report files whose recorded rounds must keep C.04.1 b, c, d, f, g")

// TestBasicRulesDir checks the recorded rounds of every file of
// -basic.dir as TestBasicRules checks the engine's.
func TestBasicRulesDir(t *testing.T) {
	if *basicDir == "" {
		t.Skip("no -basic.dir")
	}
	files, _ := filepath.Glob(filepath.Join(*basicDir, "*.trf"))
	rounds := 0
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			s, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := tour.Recorded(r)
			if err != nil {
				t.Fatal(err)
			}
			// A game not played (a forfeit) has no colours to keep.
			unplayed := func(b pairing.Board) bool {
				for _, p := range tour.File.Players {
					if p.ID == b.White {
						return !p.Game(r).Played()
					}
				}
				return true
			}
			if e := broken(s, rec, unplayed); e != "" {
				t.Errorf("%s round %d: %s", path, r, e)
			}
			rounds++
		}
	}
	t.Logf("%d files, %d rounds keep the basic rules", len(files), rounds)
}
