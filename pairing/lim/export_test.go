package lim

import "fmt"

// CheckTraces scrutinises every arrangement of the round's groups as the
// narration does (explain --round) and reports an arrangement whose
// column taken is not the engine's pairing, or which takes one where the
// engine found none; capped counts the arrangements whose trace stopped
// at traceLimit.
func CheckTraces(st Steps) (columns, capped int, err error) {
	for _, g := range st.Groups {
		for i, t := range g.tries {
			if len(t.arr.members) == 0 {
				continue
			}
			fewest := -1
			if t.pairs != nil {
				fewest = t.arr.conflicts(t.pairs)
			}
			sc := t.arr.trace(fewest)
			columns += len(sc.cols)
			if sc.more {
				capped++
				continue
			}
			last := sc.cols[len(sc.cols)-1]
			switch {
			case (last.fail < 0) != (t.pairs != nil):
				return 0, 0, fmt.Errorf("group %s, arrangement %d: the trace takes %v, the engine pairs %v", g.Score, i+1, last.fail < 0, t.pairs != nil)
			case t.pairs != nil && fmt.Sprint(last.pairs) != fmt.Sprint(t.pairs):
				return 0, 0, fmt.Errorf("group %s, arrangement %d: the trace takes %s, the engine %s", g.Score, i+1, t.arr.pairsWords(last.pairs), t.arr.pairsWords(t.pairs))
			}
		}
	}
	return columns, capped, nil
}
