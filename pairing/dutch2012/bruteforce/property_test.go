package bruteforce

import (
	"errors"
	"flag"
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2012"
	"github.com/swisscheck/swisscheck/pairing/generate"
)

// go test runs the quick number of situations; -full runs 10,000:
//
//	go test ./pairing/dutch2012/bruteforce -args -full
//	go test ./pairing/dutch2012/bruteforce -args -n 3000 -seed 7
var (
	full  = flag.Bool("full", false, "the full run: 10,000 random situations (unless -n is given)")
	count = flag.Int("n", 0, "number of random situations (rounds); 0: 400, or 10,000 with -full")
	seed  = flag.Uint64("seed", 1, "seed of the first random tournament")
)

func situations() int {
	switch {
	case *count > 0:
		return *count
	case *full:
		return 10000
	}
	return 400
}

// TestEngineMatchesLiteral pairs every round of random small tournaments
// (6 to 11 players, made by the engine) with the engine and with the
// literal walk: the rounds must be the same, and so must the verdict that
// no pairing exists. Every engine pairing must also keep the absolute
// criteria (B.1, B.2, the bye of B.1.b).
func TestEngineMatchesLiteral(t *testing.T) {
	want := situations()
	done, failed := 0, 0
	for k := uint64(0); done < want; k++ {
		tour := randomTournament(t, *seed+k)
		if tour == nil {
			continue
		}
		for r := 1; r <= tour.Rounds && done < want; r++ {
			s, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			done++
			if msg := compare(s); msg != "" {
				failed++
				t.Errorf("seed %d round %d: %s", *seed+k, r, msg)
				if failed >= 5 {
					t.FailNow()
				}
			}
		}
	}
	t.Logf("%d situations", done)
}

// randomTournament generates a small tournament under the 2012 system;
// nil when the generator finds a round that cannot be paired (few players,
// many rounds).
func randomTournament(t *testing.T, seed uint64) *pairing.Tournament {
	t.Helper()
	cfg := generate.DefaultConfig()
	if err := cfg.Set("players", fmt.Sprint(6+seed%6)); err != nil {
		t.Fatal(err)
	}
	if err := cfg.Set("rounds", fmt.Sprint(3+seed%5)); err != nil {
		t.Fatal(err)
	}
	f, err := generate.Tournament(dutch2012.System{}, cfg, seed)
	if errors.Is(err, pairing.ErrNoPairing) {
		return nil
	}
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	return tour
}

// compare pairs the state both ways and says how they differ, or how the
// engine's pairing breaks an absolute criterion; "" when all is well.
func compare(s *pairing.State) string {
	er, _, eerr := dutch2012.PairSteps(s)
	lr, _, lerr := dutch2012.PairLiteral(s)
	if errors.Is(eerr, pairing.ErrNoPairing) != errors.Is(lerr, pairing.ErrNoPairing) || (eerr == nil) != (lerr == nil) {
		return fmt.Sprintf("engine error %v, literal error %v", eerr, lerr)
	}
	if eerr != nil {
		return ""
	}
	if !pairing.Same(er, lr, nil) || er.Bye != lr.Bye {
		return fmt.Sprintf("engine %v, literal %v", er, lr)
	}
	return absolute(s, er)
}

// absolute checks B.1 (no rematch), B.2 (no two players with the same
// absolute preference, but between top scorers) and B.1.b (the bye).
func absolute(s *pairing.State, r pairing.Round) string {
	ds := dutch2012.NewState(s)
	for _, b := range r.Boards {
		w, bl := ds.Player(b.White), ds.Player(b.Black)
		if !w.CanMeet(bl) {
			return fmt.Sprintf("%d-%d: B.1 (met before)", b.White, b.Black)
		}
		if dutch.BreaksC3(w, bl) {
			return fmt.Sprintf("%d-%d: B.2 (same absolute preference)", b.White, b.Black)
		}
	}
	if r.Bye != 0 && !ds.Player(r.Bye).CanGetBye() {
		return fmt.Sprintf("bye to %d: B.1.b", r.Bye)
	}
	return ""
}
