package dutch

import "sync"

// solverBufs holds the n*n arrays of a released Solver for the next
// NewSolver.
type solverBufs struct {
	base              []uint64
	order             []uint64
	pairable, removed []bool
}

// released keeps the arrays of released solvers. A bracket of a large
// round builds graphs of hundreds of vertices, one to three per bracket;
// their n*n arrays (tens of MB at 1,000 players) taken fresh each time
// cost page faults and collections, reused a clear.
var released sync.Pool

// newArrays sets the Solver's n*n arrays, zeroed, those of a released
// Solver when they are large enough.
func (s *Solver) newArrays() {
	nn := s.n * s.n
	if b, ok := released.Get().(*solverBufs); ok &&
		cap(b.base) >= nn*s.words && cap(b.order) >= nn && cap(b.pairable) >= nn && cap(b.removed) >= nn {
		s.base, s.order = b.base[:nn*s.words], b.order[:nn]
		s.pairable, s.removed = b.pairable[:nn], b.removed[:nn]
		clear(s.base)
		clear(s.order)
		clear(s.pairable)
		clear(s.removed)
		return
	}
	s.base = make([]uint64, nn*s.words) // one allocation, not one per edge
	s.pairable = make([]bool, nn)
	s.removed = make([]bool, nn)
	s.order = make([]uint64, nn)
}

// Release hands the Solver's memory, its graph's included, to the solvers
// made after it. The Solver must not be used afterwards; the candidates
// and players it returned stay valid. Releasing is optional: an
// unreleased Solver is collected as any value.
func (s *Solver) Release() {
	if s.g == nil {
		return
	}
	released.Put(&solverBufs{base: s.base, order: s.order, pairable: s.pairable, removed: s.removed})
	s.g.Release()
	*s = Solver{}
}
