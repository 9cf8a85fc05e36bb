package crosscheck

import (
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2012"
	"github.com/swisscheck/swisscheck/trf"
)

// javafo14Event is the 200-player, 11-round event of the 2012 speed
// comparison (docs/speed.md, "Dutch 2012"), made by swisscheck's generator
// with the dutch-2012 engine and written with the bye codes JaVaFo 1.4
// reads (javafo14Codes):
//
//	swisscheck generate --system dutch-2012 -n 1 --seed 2012 --players 200 --rounds 11 --full-byes 0
//
// (JaVaFo 1.4's own generator did not finish a 200-player event in 600 s.)
// JaVaFo 1.4 finds its 11 rounds consistent; it is timed on the same file:
//
//	java -jar javafo-1.4.jar dutch2012_p200_r11.trf -c
var javafo14Event = filepath.Join("testdata", "dutch2012_p200_r11.trf")

// BenchmarkCheckDutch2012 checks every round of javafo14Event under
// dutch-2012, one round at a time (as JaVaFo 1.4 does):
//
//	go test ./checker/crosscheck -run - -bench CheckDutch2012 -benchtime 5x
func BenchmarkCheckDutch2012(b *testing.B) {
	f, err := trf.ReadFile(javafo14Event)
	if err != nil {
		b.Fatal(err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		b.Fatal(err)
	}
	differs := 0
	for _, r := range checker.Check(tour, dutch2012.System{}, 1) {
		if r.Err != nil || !r.Consistent {
			differs++
		}
	}
	if differs > 0 {
		b.Logf("%d of %d rounds differ from JaVaFo 1.4's pairing (a campaign matter: docs/crosscheck.md)", differs, f.TotalRounds)
	}
	b.ReportAllocs()
	for b.Loop() {
		checker.Check(tour, dutch2012.System{}, 1)
	}
}
