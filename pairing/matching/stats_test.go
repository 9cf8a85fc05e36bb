package matching
import ("testing";"fmt";"time")
func TestStats(t *testing.T) {
	for _, c := range []struct{n,bits int; tied bool}{{1000,256,false},{1000,256,true},{400,128,true}} {
		var g *Graph
		if c.tied { g = tiedGraph(c.n,c.bits,1) } else { g = denseGraph(c.n,c.bits,1) }
		for rep := 0; rep < 3; rep++ {
		stats.stages, stats.scans, stats.kinds = 0,0,[5]int{}
		s := g.solverFor(); s.initFresh()
		ex := 0; for _, m := range s.mate { if m < 0 { ex++ } }
		t0 := time.Now()
		s.run()
		fmt.Println(c, "exposed after init", ex, "stages", stats.stages, "scans", stats.scans, "kinds", stats.kinds, time.Since(t0))
		}
	}
}
