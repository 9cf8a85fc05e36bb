// Package keep holds a few large arrays released for reuse: the graphs of
// pairing/matching and the solvers of pairing/dutch hand theirs to the
// next one made. A value is taken by the smallest that fits, and a
// released one replaces the smallest kept when that is smaller, so the
// largest stay (a sync.Pool hands out the last value put back, often too
// small for the next large graph, and empties itself every second
// collection).
package keep

import (
	"slices"
	"sync"
)

// Kept holds at most max values, the largest by size. It is safe for
// concurrent use.
type Kept[T any] struct {
	mu   sync.Mutex
	max  int
	size func(T) int
	bufs []T
}

// New returns an empty Kept of at most max values measured by size.
func New[T any](max int, size func(T) int) *Kept[T] {
	return &Kept[T]{max: max, size: size}
}

// Take removes and returns the smallest kept value for which fits holds;
// false when none does.
func (k *Kept[T]) Take(fits func(T) bool) (T, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	best := -1
	for i, b := range k.bufs {
		if fits(b) && (best < 0 || k.size(b) < k.size(k.bufs[best])) {
			best = i
		}
	}
	if best < 0 {
		var zero T
		return zero, false
	}
	b := k.bufs[best]
	k.bufs = slices.Delete(k.bufs, best, best+1)
	return b, true
}

// Put keeps b: added while fewer than max are kept, else in place of the
// smallest kept value when that is smaller than b.
func (k *Kept[T]) Put(b T) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if len(k.bufs) < k.max {
		k.bufs = append(k.bufs, b)
		return
	}
	small := 0
	for i, c := range k.bufs {
		if k.size(c) < k.size(k.bufs[small]) {
			small = i
		}
	}
	if k.size(k.bufs[small]) < k.size(b) {
		k.bufs[small] = b
	}
}

// Len is the number of values kept.
func (k *Kept[T]) Len() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.bufs)
}

// Clear drops every kept value.
func (k *Kept[T]) Clear() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.bufs = nil
}
