package dutch2012

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// exchanges calls visit with every exchange between S1 and S2 of a
// homogeneous bracket or remainder in the order of C.04.3 (2012) D.2 (the
// order of dutch.ResidentExchanges, generated lazily as D.2's "exact
// procedure" does): N = 1, 2, ... players; for each N the difference DELTA
// of the sums of the numbers exchanged from its least value up; for each
// DELTA the S1 subsets in decreasing lexicographic order, each with the S2
// subsets in increasing lexicographic order. It stops when visit returns
// true, and reports whether it did.
func exchanges(s1, s2 []int, visit func(x dutch.Exchange) bool) bool {
	for k := 1; k <= min(len(s1), len(s2)); k++ {
		outs := dutch.Subsets(s1, k)
		// D.2 lists the S1 subsets written from the highest number down, in
		// decreasing lexicographic order: 5,4 5,3 5,2 5,1 4,3 ...
		slices.SortStableFunc(outs, func(a, b []int) int {
			for i := len(a) - 1; i >= 0; i-- {
				if a[i] != b[i] {
					return b[i] - a[i]
				}
			}
			return 0
		})
		lo, hi := sumOf(s2[:k])-sumOf(s1[len(s1)-k:]), sumOf(s2[len(s2)-k:])-sumOf(s1[:k])
		for delta := lo; delta <= hi; delta++ {
			for _, out := range outs {
				stop := false
				subsetsWithSum(s2, k, delta+sumOf(out), func(in []int) bool {
					stop = visit(dutch.Exchange{Out: out, In: slices.Clone(in)})
					return stop
				})
				if stop {
					return true
				}
			}
		}
	}
	return false
}

// subsetsWithSum calls visit with the k-element subsets of xs (ascending)
// whose sum is target, in increasing lexicographic order, until visit
// returns true.
func subsetsWithSum(xs []int, k, target int, visit func([]int) bool) {
	cur := make([]int, 0, k)
	var rec func(from, left, want int) bool
	rec = func(from, left, want int) bool {
		if left == 0 {
			return want == 0 && visit(cur)
		}
		for i := from; i <= len(xs)-left; i++ {
			// the least and greatest sums of left elements from i on
			if sumOf(xs[i:i+left]) > want {
				return false
			}
			if sumOf(xs[len(xs)-left:]) < want {
				return false
			}
			cur = append(cur, xs[i])
			stop := rec(i+1, left-1, want-xs[i])
			cur = cur[:len(cur)-1]
			if stop {
				return true
			}
		}
		return false
	}
	rec(0, k, target)
}

func sumOf(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
