package burstein

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/golden")

// golden compares got with testdata/golden/name, or rewrites it with
// -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	proptest.Golden(t, name, got, *update)
}

const fixtureDir = "../../fixtures/reference-burstein/"

// TestGoldenNarration walks rounds of the fixtures in the text's terms:
// every round of the tournament paired by hand (fixtures/burstein-hand,
// whose README walks the same rounds), and corpus rounds that show a
// reading.
func TestGoldenNarration(t *testing.T) {
	type round struct {
		path, name string
		round      int
	}
	cases := []round{
		{fixtureDir + "n0036_p11_r7_s789719931.trf", "n0036", 2}, // the floater whose order is not transitive
		{fixtureDir + "n0152_p7_r3_s743987837.trf", "n0152", 2},  // Buchholz times score for a floater (docs/burstein.md reading 3)
		{fixtureDir + "n0004_p12_r9_s780867164.trf", "n0004", 6},
		{fixtureDir + "n0029_p14_r9_s704356367.trf", "n0029", 9}, // SGs made one (6.6)
	}
	for r := 1; r <= 6; r++ {
		cases = append(cases, round{"../../fixtures/burstein-hand/hand.trf", "hand", r})
	}
	for _, c := range cases {
		tour := proptest.ReadTournament(t, c.path)
		var b bytes.Buffer
		if err := (System{}).Narrate(&b, tour, c.round); err != nil {
			t.Fatal(err)
		}
		golden(t, fmt.Sprintf("narrate-%s-r%d.txt", c.name, c.round), b.Bytes())
	}
}

// TestGoldenExplain explains a round whose recorded pairing orders a
// bracket that 3.2 does not order otherwise than swisscheck (README,
// "burstein: readings" 3): b00666 of the campaign (checker/crosscheck),
// paired by swisscheck before it took that order from merging.
func TestGoldenExplain(t *testing.T) {
	tour := proptest.ReadTournament(t, "testdata/b00666_p15_r5_s10098642452893168860.trf")
	res := checker.CheckRound(tour, System{}, 2)
	if res.Consistent {
		t.Fatal("round 2 is consistent")
	}
	e, err := System{}.Explain(tour, pairing.Difference{Round: 2, Engine: res.Engine, Recorded: res.Recorded})
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.MarshalIndent(e, "", "  ")
	golden(t, "explain-b00666-r2.json", append(out, '\n'))
}

// TestGoldenChecklist prints the check list before a round.
func TestGoldenChecklist(t *testing.T) {
	tour := proptest.ReadTournament(t, fixtureDir+"n0036_p11_r7_s789719931.trf")
	s, err := tour.Before(3)
	if err != nil {
		t.Fatal(err)
	}
	cl := System{}.Checklist(s)
	var b strings.Builder
	b.WriteString(strings.Join(cl.Header, "\t") + "\n")
	for _, r := range cl.Rows {
		b.WriteString(strings.Join(r, "\t") + "\n")
	}
	golden(t, "checklist-n0036-r3.tsv", []byte(b.String()))
}

// TestWalkAgreesWithEngine checks, on every SG of at most walkLimit players
// of the fixtures (and of the corpus when present), that the literal walk
// through the combinations of 6.2/6.4 (narration) chooses the engine's
// pairs and floater.
func TestWalkAgreesWithEngine(t *testing.T) {
	files, _ := filepath.Glob(fixtureDir + "*.trf")
	more, _ := filepath.Glob(filepath.Join(sharedDir(), "corpus", "rtg-bbp-burstein", "*.trf"))
	files = append(files, more...)
	brackets := 0
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			ps, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			st, err := NewState(ps).Steps()
			if err != nil {
				continue
			}
			residents := make([][]*Player, len(st.Brackets))
			for i, br := range st.Brackets {
				residents[i] = br.Residents
			}
			for k, br := range st.Brackets {
				if len(br.Members) > walkLimit {
					continue
				}
				brackets++
				rows, chosen := walkSG(residents, k, br)
				if chosen < 0 {
					t.Errorf("%s round %d: %s: no valid combination", filepath.Base(path), r, bracketName(br))
					continue
				}
				got := engineCombination(br)
				c := rows[chosen].c
				want := combination{partner: map[*Player]*Player{}}
				for _, p := range c.Pairs {
					want.partner[br.Members[p[0]]], want.partner[br.Members[p[1]]] = br.Members[p[1]], br.Members[p[0]]
				}
				if !sameCombination(br, got, want) {
					t.Errorf("%s round %d: %s: engine %s, walk %s", filepath.Base(path), r, bracketName(br), pairsText(br, got), rowText(br.Members, c))
				}
			}
		}
	}
	t.Logf("%d files, %d small SGs", len(files), brackets)
}
