package dutch

import "github.com/swisscheck/swisscheck/internal/keep"

// solverBufs holds the n*n arrays of a released Solver for the next
// NewSolver.
type solverBufs struct {
	base              []uint64
	order             []uint64
	pairable, removed []bool
}

// fits reports whether b holds the arrays of a Solver of nn pairs and
// words words per pair.
func (b *solverBufs) fits(nn, words int) bool {
	return cap(b.base) >= nn*words && cap(b.order) >= nn && cap(b.pairable) >= nn && cap(b.removed) >= nn
}

// released keeps the arrays of the largest released solvers, at most
// keepReleased of them. A bracket of a large round builds graphs of
// hundreds of vertices, one to three per bracket; their n*n arrays (tens
// of MB at 1,000 players) taken fresh each time cost page faults and
// collections, reused a clear. As matching's arrays (see released in
// pairing/matching): a sync.Pool handed out the last arrays put back,
// often a smaller solver's, dropped when too small, and lost them all
// every second collection; a Solver now takes the smallest kept arrays
// that fit, and small solvers (fewer than minReuse pairs) take fresh
// memory.
var released = keep.New(keepReleased, func(b *solverBufs) int { return cap(b.base) })

const (
	keepReleased = 2
	minReuse     = 1 << 14
)

// newArrays sets the Solver's n*n arrays, zeroed, those of a released
// Solver when they are large enough.
func (s *Solver) newArrays() {
	nn := s.n * s.n
	if b := takeReleased(nn, s.words); b != nil {
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

// takeReleased removes and returns the kept arrays with the fewest words
// that fit a Solver of nn pairs, or nil if none does (or nn is small).
func takeReleased(nn, words int) *solverBufs {
	if nn < minReuse {
		return nil
	}
	b, _ := released.Take(func(b *solverBufs) bool { return b.fits(nn, words) })
	return b
}

// Release hands the Solver's memory, its graph's included, to the solvers
// made after it. The Solver must not be used afterwards; the candidates
// and players it returned stay valid. Releasing is optional: an
// unreleased Solver is collected as any value.
func (s *Solver) Release() {
	if s.g == nil {
		return
	}
	if len(s.order) >= minReuse {
		released.Put(&solverBufs{base: s.base, order: s.order, pairable: s.pairable, removed: s.removed})
	}
	s.g.Release()
	*s = Solver{}
}
