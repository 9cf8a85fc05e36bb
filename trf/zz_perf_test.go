package trf

import (
	"os"
	"runtime"
	"testing"
	"time"
)

func TestZZPerf(t *testing.T) {
	for _, p := range []string{"/tmp/trfw/big250.trf", "/tmp/trfw/bigxxp.trf", "/tmp/trfw/many001.trf"} {
		if os.Getenv("PERF") == "" {
			t.Skip()
		}
		start := time.Now()
		f, err := ReadFile(p)
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		n := 0
		if err != nil {
			n = len(err.(ErrorList))
		}
		f.Validate()
		t.Logf("%s: %v, %d errs, players %d, heap %d MB total alloc %d MB", p, time.Since(start), n, len(f.Players), m.HeapAlloc>>20, m.TotalAlloc>>20)
		runtime.GC()
	}
}
