package checker_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/trf"
)

// BenchmarkCheckLarge checks every round of the 1,000-player, 9-round
// reference tournament, rounds in parallel as the command does.
func BenchmarkCheckLarge(b *testing.B) {
	path := filepath.Join(sharedDir(b), "corpus", "large", "n0001_p1000_r9_s313023909.trf")
	t := load(b, path)
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range checker.Check(t, dutch2017.System{}, 0) {
			if !r.Consistent {
				b.Fatalf("round %d differs", r.Round)
			}
		}
	}
}

// BenchmarkCheckLarge2026 checks every round of a 1,000-player, 9-round
// tournament of bbpPairings 6.0.0's generator (the 2026 rules) under
// dutch-2026, rounds in parallel as the command does. The file,
// testdata/large2026_p1000_r9_s20260201.trf, was made by
//
//	bbpPairings-v6.0.0 --dutch -g cfg.txt -o large.trf -s 20260201
//
// with cfg.txt holding PlayersNumber=1000, RoundsNumber=9,
// DrawPercentage=30, ForfeitRate=150, RetiredRate=40, HalfPointByeRate=20,
// HighestRating=2700 and LowestRating=1200, one key=value a line; its
// bare-CR line ends were turned into LF (tr '\r' '\n').
func BenchmarkCheckLarge2026(b *testing.B) {
	t := load(b, filepath.Join("testdata", "large2026_p1000_r9_s20260201.trf"))
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range checker.Check(t, dutch2026.System{}, 0) {
			if !r.Consistent {
				b.Fatalf("round %d differs", r.Round)
			}
		}
	}
}

// BenchmarkCheckCorpus checks every reference tournament (400 files).
func BenchmarkCheckCorpus(b *testing.B) {
	benchCorpus(b, dutch2017.System{}, "rtg-bbp", "rtg-javafo")
}

// BenchmarkCheckCorpus2026 checks the 300 tournaments of rtg-bbp-2026
// under dutch-2026.
func BenchmarkCheckCorpus2026(b *testing.B) {
	benchCorpus(b, dutch2026.System{}, "rtg-bbp-2026")
}

func benchCorpus(b *testing.B, sys pairing.System, folders ...string) {
	dir := sharedDir(b)
	var tours []*pairing.Tournament
	for _, sub := range folders {
		files, _ := filepath.Glob(filepath.Join(dir, "corpus", sub, "*.trf"))
		for _, f := range files {
			tours = append(tours, load(b, f))
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range tours {
			checker.Check(t, sys, 0)
		}
	}
}

// BenchmarkExplainPerturbed explains the first differing round of each of
// the 20 perturbed reference files (the rounds are checked beforehand).
func BenchmarkExplainPerturbed(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(sharedDir(b), "corpus", "perturbed", "*.trf"))
	type job struct {
		t   *pairing.Tournament
		res checker.RoundResult
	}
	var jobs []job
	for _, f := range files {
		t := load(b, f)
		for _, r := range checker.Check(t, dutch2017.System{}, 0) {
			if !r.Consistent {
				jobs = append(jobs, job{t, r})
				break
			}
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, j := range jobs {
			if _, err := checker.Explain(dutch2017.System{}, j.t, j.res); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkExplainRoundLarge narrates round 5 of the 1,000-player file
// (swisscheck explain), walking the candidates of its small brackets.
func BenchmarkExplainRoundLarge(b *testing.B) {
	t := load(b, filepath.Join(sharedDir(b), "corpus", "large", "n0001_p1000_r9_s313023909.trf"))
	b.ReportAllocs()
	for b.Loop() {
		if err := (dutch2017.System{}).Narrate(io.Discard, t, 5); err != nil {
			b.Fatal(err)
		}
	}
}

// forbiddenLine is the six-round manual fixture with one XXP line of
// 10,000 start ranks: players 1 and 4 (who never met) 5,000 times each.
func forbiddenLine(b testing.TB) string {
	data, err := os.ReadFile(filepath.Join("..", "fixtures", "am-six-rounds.trf"))
	if err != nil {
		b.Fatal(err)
	}
	var line strings.Builder
	line.WriteString("XXP")
	for range 5000 {
		line.WriteString(" 1 4")
	}
	return string(data) + line.String() + "\n"
}

// BenchmarkForbiddenLine reads a report whose XXP line lists 10,000 start
// ranks and checks its last round: the line costs what its players cost,
// not the square of its length.
func BenchmarkForbiddenLine(b *testing.B) {
	text := forbiddenLine(b)
	b.ReportAllocs()
	for b.Loop() {
		f, err := trf.Read("xxp.trf", strings.NewReader(text))
		if err == nil {
			err = f.Validate().Err()
		}
		if err != nil {
			b.Fatal(err)
		}
		t, err := pairing.New(f)
		if err != nil {
			b.Fatal(err)
		}
		if r := checker.CheckRound(t, dutch2017.System{}, 6); !r.Consistent {
			b.Fatalf("round 6 differs: %v", r.Err)
		}
	}
}
