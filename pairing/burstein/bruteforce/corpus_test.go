package bruteforce

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// corpusSG is the largest SG of a corpus round the reference pairs: 12
// players have 10,395 combinations (1.5 s for the corpus; 14: 11 s, 16:
// 2 minutes).
var corpusSG = flag.Int("corpus-sg", 12, "TestCorpus: pair the rounds whose SGs have at most this many players")

// TestCorpus pairs the rounds of rtg-bbp-burstein (bbpPairings 5.0.1's
// Burstein tournaments) whose brackets are small with the reference and
// compares them with the recorded rounds: the bye, the pairs and the
// colours of boards that have colours. Every round must agree but those
// pairing/burstein/testdata/known.tsv lists, each worked out in README.md;
// this checks the reference, and the readings, against the only other
// implementation of the text.
func TestCorpus(t *testing.T) {
	if text66.any() {
		t.Skip("-text66 reads 6.6 otherwise than docs/burstein.md reading 5: TestCorpus66 measures it")
	}
	shared := os.Getenv("SWISSCHECK_SHARED")
	if shared == "" {
		shared = filepath.Join("..", "..", "..", "..", "shared")
	}
	dir := filepath.Join(shared, "corpus", "rtg-bbp-burstein")
	files, _ := filepath.Glob(filepath.Join(dir, "*.trf"))
	if len(files) == 0 {
		t.Skipf("Burstein reference corpus not found at %s (set SWISSCHECK_SHARED to the shared folder)", dir)
	}
	if testing.Short() {
		files = files[:len(files)/10]
	}
	kn := knownRounds(t)
	checked, skipped, known := 0, 0, 0
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		base := filepath.Base(path)
		for r := 1; r <= tour.Rounds; r++ {
			s, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			if !smallBrackets(s) {
				skipped++
				continue
			}
			checked++
			rec, err := tour.Recorded(r)
			if err != nil {
				t.Fatal(err)
			}
			got, st, err := Pair(s)
			diff := ""
			switch {
			case err != nil:
				diff = err.Error()
			case !agrees(got, rec):
				diff = fmt.Sprintf("reference %s\n recorded %s\n%s", proptest.RoundString(got), proptest.RoundString(rec), stepsString(st))
			}
			key := fmt.Sprintf("%s %d", base, r)
			_, isKnown := kn[key]
			switch {
			case diff != "" && isKnown:
				known++
			case diff != "":
				t.Errorf("%s round %d: %s", base, r, diff)
			case isKnown:
				t.Errorf("%s round %d is listed in known.tsv, yet the reference pairs it as bbpPairings", base, r)
			}
		}
	}
	t.Logf("%d files: %d rounds paired by the reference (%d known to differ), %d with an SG over %d players left out", len(files), checked, known, skipped, *corpusSG)
}

// smallBrackets reports whether every SG of the round has at most
// -corpus-sg players.
func smallBrackets(ps *pairing.State) bool {
	for _, g := range scoreGroups(ordered(burstein.NewState(ps))) {
		if len(g) > *corpusSG {
			return false
		}
	}
	return true
}

// agrees compares a pairing with a recorded round: the same bye and pairs,
// and the same colours where the record has them.
func agrees(got, rec pairing.Round) bool {
	if got.Bye != rec.Bye || len(got.Boards) != len(rec.Boards) {
		return false
	}
	for _, b := range rec.Boards {
		pr := pairing.Pair{min(b.White, b.Black), max(b.White, b.Black)}
		found := false
		for _, g := range got.Boards {
			same := g == b
			if rec.Colourless[pr] {
				same = same || g == pairing.Board{White: b.Black, Black: b.White}
			}
			found = found || same
		}
		if !found {
			return false
		}
	}
	return true
}

// knownRounds reads pairing/burstein/testdata/known.tsv: file, round, why.
func knownRounds(t *testing.T) map[string]string {
	f, err := os.Open(filepath.Join("..", "testdata", "known.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.SplitN(line, "\t", 3)
		if len(fields) == 3 {
			out[fields[0]+" "+fields[1]] = fields[2]
		}
	}
	return out
}
