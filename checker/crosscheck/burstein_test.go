package crosscheck

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/trf"
)

// bursteinReadings are the known readings of the Burstein text on which
// bbpPairings 5.0.1 differs from swisscheck (docs/burstein.md,
// readings"), each as a variant of swisscheck's system that reads the
// article as bbpPairings does. They are test code only.
var bursteinReadings = []reading{
	{name: "Burstein 4.1 (reading 4): a full-point bye bars the pairing-allocated bye in swisscheck; bbpPairings bars only a pairing-allocated bye or a forfeit win (C.04.1.d of 2017)", sys: byeAsBBP{}},
}

// byeAsBBP is the Burstein system with bbpPairings' reading of 4.1 ("a
// player who has already received a point without playing shall not
// receive a pairing-allocated bye"): only a pairing-allocated bye or a
// forfeit win bars it, not a full-point bye (bbpPairings applies C.04.1.d
// of the 2017 Dutch rules).
type byeAsBBP struct{ burstein.System }

func (byeAsBBP) Pair(ps *pairing.State) (pairing.Round, error) {
	s := burstein.NewState(ps)
	for _, p := range s.Players {
		p.Barred = false
		for _, h := range p.History {
			if h.Game.PAB() || h.Game.ForfeitWin() {
				p.Barred = true
			}
		}
	}
	steps, err := s.Steps()
	if err != nil {
		return pairing.Round{}, fmt.Errorf("%w (4.1 as bbpPairings reads it)", err)
	}
	return s.Assemble(steps), nil
}

// TestBursteinOrder reads two rounds of the Burstein campaign that
// bbpPairings 5.0.1 paired otherwise until swisscheck took the order of a
// bracket that 3.2 does not order from merging its listing (README,
// "burstein: readings" 3; testdata/burstein): swisscheck now pairs both
// exactly as bbpPairings.
//
//   - a00116 round 2 (bbpPairings' generator): floater 20 (1 point,
//     Buchholz 0) joins the 0-point SG 27, 15-19, 21; every product
//     Buchholz x score is 0, so the rating decides between him and each
//     of them: 20 above 27 and 21, below 15-19, while 27 stands above
//     15-19 (Buchholz 2 against 1).
//   - b00666 round 2 (swisscheck's generator, bbpPairings' check): floater
//     10 joins 14, 8, 9 of 0 points; 10 above 14 by rating, below 8 and 9,
//     while 14 is above 8 and 9 by Buchholz. bbpPairings pairs 10-14 and
//     8-9, the file (swisscheck before) 10-9 and 8-14.
func TestBursteinOrder(t *testing.T) {
	for _, tt := range []struct {
		name  string
		round int
	}{{"a00116_p27_r5_s478981860", 2}, {"b00666_p15_r5_s10098642452893168860", 2}} {
		tour, theirs := campaignRound(t, tt.name, tt.round)
		s, err := tour.Before(tt.round)
		if err != nil {
			t.Fatal(err)
		}
		ours, err := burstein.System{}.Pair(s)
		if err != nil || !pairing.Same(ours, theirs, nil) {
			t.Errorf("%s round %d: swisscheck pairs %v (%v), bbpPairings %v", tt.name, tt.round, ours, err, theirs)
		}
	}
}

// campaignRound reads a campaign file of testdata/burstein and bbpPairings'
// pairing of the round: the file's own when its generator paired it, else
// the one its check (.bbp-check.txt) gives, which must differ.
func campaignRound(t *testing.T, name string, round int) (*pairing.Tournament, pairing.Round) {
	t.Helper()
	const dir = "testdata/burstein"
	f, err := trf.ReadFile(filepath.Join(dir, name+".trf"))
	if err != nil {
		t.Fatal(err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	own, err := tour.Recorded(round)
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.ReadFile(filepath.Join(dir, name+".bbp-check.txt"))
	if err != nil {
		return tour, own
	}
	rounds, err := parseCheck(name, out)
	if err != nil || len(rounds) < round || !rounds[round-1].Differs {
		t.Fatalf("%s: bbpPairings' check: %v, %v", name, rounds, err)
	}
	theirs, err := oraclePairing(own, rounds[round-1].Lines)
	if err != nil {
		t.Fatal(err)
	}
	return tour, theirs
}

// TestBursteinKnown reads a round of the Burstein campaign that
// bbpPairings 5.0.1 pairs otherwise (testdata/burstein; README, "burstein:
// readings"): it is the known disagreement it was worked out to be, and
// swisscheck's own pairing, or one that differs elsewhere, is none.
//
//   - b00773 round 4: 10 had a full-point bye in round 2; swisscheck gives
//     the bye to 9, bbpPairings to 10. Reading 4.
func TestBursteinKnown(t *testing.T) {
	tests := []struct {
		name  string
		round int
		want  string // the known reading's name starts so
	}{
		{"b00773_p12_r5_s7769414434131943769", 4, "Burstein 4.1 (reading 4)"},
	}
	sys := burstein.System{}
	for _, tt := range tests {
		tour, theirs := campaignRound(t, tt.name, tt.round)
		s, err := tour.Before(tt.round)
		if err != nil {
			t.Fatal(err)
		}
		ours, err := sys.Pair(s)
		if err != nil || pairing.Same(ours, theirs, nil) {
			t.Fatalf("%s round %d: swisscheck pairs %v (%v), the same as bbpPairings", tt.name, tt.round, ours, err)
		}
		if k := knownAs(sys, tour, tt.round, theirs); !strings.HasPrefix(k, tt.want) {
			t.Errorf("%s round %d: bbpPairings' pairing known as %q, want %q", tt.name, tt.round, k, tt.want)
		}
		if k := knownAs(sys, tour, tt.round, ours); k != "" {
			t.Errorf("%s round %d: swisscheck's own pairing known as %q, want none", tt.name, tt.round, k)
		}
		// The first board and the last pair of theirs exchanged: a
		// pairing that differs from swisscheck's in the top bracket.
		other := pairing.Round{Boards: slices.Clone(ours.Boards), Bye: ours.Bye}
		first, last := other.Boards[0], other.Boards[len(other.Boards)-1]
		other.Boards[0] = pairing.Board{White: first.White, Black: last.White}
		other.Boards[len(other.Boards)-1] = pairing.Board{White: first.Black, Black: last.Black}
		if k := knownAs(sys, tour, tt.round, other); k != "" {
			t.Errorf("%s round %d: %v known as %q, want none", tt.name, tt.round, other, k)
		}
	}
}

// TestBursteinKnownNoPairing reads b08729 round 4 (testdata/burstein),
// where bbpPairings 5.0.1 finds no valid pairing: 2 and 5 had a
// pairing-allocated bye and 6 a full-point bye, and 3 has met 2, 4 and 5.
// By 4.1 (swisscheck) only 3 and 4 may have the bye, 3 the lower: 3 has
// it, 4-2 and 6-5. bbpPairings gives it to 6, the lowest it holds
// eligible, and 3 is left
// without an opponent. Reading 4 finds no pairing too, so it is that known
// disagreement; a round bbpPairings pairs is not.
func TestBursteinKnownNoPairing(t *testing.T) {
	const name = "b08729_p6_r4_s17601842101584536232"
	f, err := trf.ReadFile(filepath.Join("testdata/burstein", name+".trf"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.ReadFile(filepath.Join("testdata/burstein", name+".bbp-check.txt"))
	if err != nil {
		t.Fatal(err)
	}
	rounds, err := parseCheck(name, out)
	if err != nil || len(rounds) != 4 {
		t.Fatalf("bbpPairings' check: %v, %v", rounds, err)
	}
	sys := burstein.System{}
	d := explainOracle(sys, f, rounds[3])
	if d.Text != "bbpPairings finds no valid pairing" || !strings.HasPrefix(d.Known, "Burstein 4.1 (reading 4)") {
		t.Errorf("round 4: %q, known as %q; want no valid pairing, reading 4", d.Text, d.Known)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	if k := knownNoPairing(sys, tour, 3); k != "" {
		t.Errorf("round 3: known as %q, want none (every reading pairs it)", k)
	}
}
