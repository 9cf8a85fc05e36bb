package dutch2026

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

var (
	update     = flag.Bool("update", false, "rewrite the golden files of testdata/golden")
	walkCorpus = flag.Bool("walkcorpus", false, "TestWalkAgreesWithEngine: the 2026 reference corpus too (about 3 minutes)")
)

// golden compares got with testdata/golden/name, or rewrites it with
// -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	proptest.Golden(t, name, got, *update)
}

// TestGoldenNarration narrates fixture rounds whose small brackets are
// walked candidate by candidate: heterogeneous brackets with a Limbo,
// choices that are not perfect (3.8: the sequence used up, the first of
// the best), candidates illegal by [C1], [C3] and [C4], and candidates
// worse by [C8] than the best any candidate has.
func TestGoldenNarration(t *testing.T) {
	cases := []struct {
		file, name string
		round      int
	}{
		{"n0214_p27_r11_s591953725.trf", "n0214", 8},             // [C8]; a Limbo MDP in [C18]; [C4] in the last bracket
		{"n0183_p13_r7_s534471868.trf", "n0183", 6},              // [C3], [C4]; Limbo; equal candidates generated later
		{"n0063_p55_r9_s501270658.trf", "n0063", 7},              // long sequences, [C9] in the last bracket, a bracket of 14 not walked
		{"b00133_p16_r6_s11031294159904508000.trf", "b00133", 3}, // [C16] decides between equal candidates (TestZeroPointBye)
	}
	for _, c := range cases {
		tour := proptest.ReadTournament(t, filepath.Join(fixtures, c.file))
		var b bytes.Buffer
		if err := (System{}).Narrate(&b, tour, c.round); err != nil {
			t.Fatal(err)
		}
		golden(t, fmt.Sprintf("narrate-%s-r%d.txt", c.name, c.round), b.Bytes())
	}
}

// TestWalkAgreesWithEngine checks, on every round of every 2026 fixture
// and every bracket of at most dutch.WalkPlayers players, that the rules'
// choice by the literal walk is the engine's candidate: the whole
// sequence walked (3.8: the first of the best), and the narration's walk,
// which stops at the first perfect candidate (3.4) or after
// dutch.WalkCandidates candidates. A narration says so plainly when the
// two differ; this test fails instead. -walkcorpus adds the 2026
// reference corpus.
func TestWalkAgreesWithEngine(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(fixtures, "*.trf"))
	if *walkCorpus {
		files = append(files, corpus2026(t)...)
	}
	var rounds, brackets, truncated, unlisted, larger int
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			s, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			_, steps, err := PairSteps(s)
			if err != nil {
				t.Fatalf("%s round %d: %v", filepath.Base(path), r, err)
			}
			rounds++
			for i, st := range steps {
				where := fmt.Sprintf("%s round %d bracket %d", filepath.Base(path), r, i+1)
				if len(st.Bracket.Players) > dutch.WalkPlayers {
					larger++
					continue
				}
				brackets++
				if full := literalChoice(st.Bracket); full == nil || !sameCandidate(st.Bracket, full, &st.Candidate) {
					t.Errorf("%s: the whole sequence gives %v, the engine %s", where, full, describe(st.Bracket, &st.Candidate))
				}
				w := walkBracket(st.Bracket, &st.Candidate)
				switch {
				case w.exhausted:
					t.Errorf("%s: the narration's walk runs out of its budget", where)
				case w.truncated && !w.agrees() && w.chosenSeen, !w.truncated && !w.agrees():
					t.Errorf("%s: the narration's walk gives %v, the engine %s", where, w.pick, describe(st.Bracket, &st.Candidate))
				case w.truncated && !w.chosenSeen:
					unlisted++
				case w.truncated:
					truncated++
				}
			}
		}
	}
	t.Logf("%d files, %d rounds: %d brackets of up to %d players compared; the narration walks %d of them only up to candidate %d, and does not list %d whose chosen candidate comes later; %d larger brackets not walked",
		len(files), rounds, brackets, dutch.WalkPlayers, truncated, dutch.WalkCandidates, unlisted, larger)
}

// literalChoice is 3.8's choice from the whole sequence of the bracket,
// by the literal judge: the best by [C5]-[C21], the first generated of
// the equally good; nil when no candidate complies with [C1]-[C4].
func literalChoice(b *Bracket) *Candidate {
	l := NewLiteral(b)
	var best *Candidate
	var bestQ LiteralValues
	l.Walk(func(c *Candidate, legal bool) bool {
		if legal {
			if q := l.Values(c); best == nil || q.Better(&bestQ) {
				best, bestQ = c, q
			}
		}
		return true
	})
	return best
}

// TestNarrateSaysWhenWalkDiffers gives the narration of a bracket a chosen
// candidate that is not the rules' choice: it must say so plainly. The
// bracket is three players of one score in the last bracket of an odd
// round; [C9] gives the bye to the one with the fewest unplayed games, so
// the rules choose 1-3, a perfect candidate, and leave 2 for the bye.
func TestNarrateSaysWhenWalkDiffers(t *testing.T) {
	b := bracket(0, true, 10,
		player(1, 10, [2]dutch.Float{}, 0),
		player(2, 10, [2]dutch.Float{}, 0),
		player(3, 10, [2]dutch.Float{}, 1))
	for _, tc := range []struct {
		chosen Candidate
		want   string
	}{
		{Candidate{Pairs: [][2]int{{0, 2}}, Floaters: []int{1}}, "2. 1-3 and moves down 2: fails no criterion; a perfect candidate (3.4): accepted at once.\n"},
		{Candidate{Pairs: [][2]int{{0, 1}}, Floaters: []int{2}}, "The rules' sequence, walked here, gives 1-3 and moves down 2; the engine chose 1-2 and moves down 3. They differ: please report this case."},
	} {
		var out strings.Builder
		if !narrateCandidates(&out, b, &tc.chosen) {
			t.Fatalf("the bracket is not walked:\n%s", out.String())
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("the narration lacks %q:\n%s", tc.want, out.String())
		}
		if differ := strings.Contains(out.String(), "They differ"); differ != strings.Contains(tc.want, "They differ") {
			t.Errorf("the narration says they differ: %v:\n%s", differ, out.String())
		}
	}
}
