package bruteforce

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// -write keeps situations as report files, to pair them with another
// program: DIR/seed-N.trf, and a line in DIR/index.tsv with the file, the
// round to pair, the engine's pairing and the reference's. The players
// absent from the round to pair are written as a zero-point bye in its
// columns rather than XXZ, which bbpPairings 5.0.1 does not read
// (`bbpPairings-v5.0.1 --burstein DIR/seed-N.trf -p OUT` pairs it).
var (
	writeDir = flag.String("write", "", "write each mismatching situation's report file and pairings to this folder")
	writeAll = flag.Bool("write-all", false, "with -write, write every situation, not only the mismatching ones")
	writeMu  sync.Mutex
)

func write(t *testing.T, sit *situation, engine, reference pairing.Round) {
	f := proptest.Clone(sit.file)
	for _, b := range f.ByeRequests {
		for _, id := range b.IDs {
			for _, p := range f.Players {
				if p.ID == id {
					for len(p.Games) < sit.round-1 {
						p.Games = append(p.Games, trf.Game{Result: trf.ResultNone})
					}
					p.Games = append(slices.Clip(p.Games[:sit.round-1]), trf.Game{Result: trf.ResultZeroBye})
				}
			}
		}
	}
	f.ByeRequests = nil
	var b bytes.Buffer
	if err := trf.Write(&b, f); err != nil {
		t.Error(err)
		return
	}
	// The file must pose the same round: read it back and pair it.
	if read, err := trf.Read("written", bytes.NewReader(b.Bytes())); err != nil {
		t.Errorf("seed %d: the written file does not read back: %v", sit.seed, err)
	} else if again, err := situationOf(sit.seed, read, sit.round); err != nil {
		t.Errorf("seed %d: the written file: %v", sit.seed, err)
	} else if r, _, _ := Pair(again.state); proptest.RoundString(r) != proptest.RoundString(reference) {
		t.Errorf("seed %d: the written file is paired %s, the situation %s", sit.seed, proptest.RoundString(r), proptest.RoundString(reference))
	}
	name := fmt.Sprintf("seed-%d.trf", sit.seed)
	if err := os.WriteFile(filepath.Join(*writeDir, name), b.Bytes(), 0o644); err != nil {
		t.Error(err)
		return
	}
	writeMu.Lock()
	defer writeMu.Unlock()
	idx, err := os.OpenFile(filepath.Join(*writeDir, "index.tsv"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Error(err)
		return
	}
	defer idx.Close()
	if _, err := fmt.Fprintf(idx, "%s\t%d\t%s\t%s\n", name, sit.round, proptest.RoundString(engine), proptest.RoundString(reference)); err != nil {
		t.Error(err)
	}
}
