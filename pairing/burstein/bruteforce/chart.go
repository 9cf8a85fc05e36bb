package bruteforce

import "iter"

// Combination is one way of pairing the members of an SG (C.04.4.2 6.2,
// 6.4), the members numbered 0 to n-1 in the order of 3.2: the pairs, each
// the higher player first, in the order the chart writes them but with the
// floater's "*F" in the place where he takes it, and the floater (F), -1
// when there is none.
type Combination struct {
	Pairs   [][2]int
	Floater int
}

// Float is the partner index that stands for "F" in allowed.
const Float = -1

// Combinations yields the combinations of n players in the descending
// order of priority of the charts of 6.2 (six players) and 6.4 (five
// players and a floater), for any n.
//
// The charts are the order of the highest player's partner, then the next
// unpaired player's, and so on: "1*6" before "1*5" ... before "1*2" (6.1:
// "the highest player ... with the lowest player ... that he has not
// already played"), and within "1*6", "2*5" before "2*4" before "2*3". With
// an odd number the remaining player is floated (6.3), and the chart of
// 6.4 shows where F stands among the partners: last. "1*5 2*4 3*F" and
// "1*5 2*3 4*F" come before "1*5 3*4 2*F" (2 takes F after 4 and 3), and
// "2*5 3*4 1*F" (1 takes F after 2) comes after every "1*x".
//
// allowed(i, j) says whether i may take j as partner (j == Float: whether
// i may float); a pair or float it refuses drops every combination that
// has it, without changing the order of the others. It may be nil.
func Combinations(n int, allowed func(i, j int) bool) iter.Seq[Combination] {
	return func(yield func(Combination) bool) {
		used := make([]bool, n)
		c := Combination{Floater: -1}
		var rec func(left int) bool
		rec = func(left int) bool {
			if left == 0 {
				return yield(Combination{Pairs: append([][2]int(nil), c.Pairs...), Floater: c.Floater})
			}
			i := 0
			for used[i] {
				i++
			}
			used[i] = true
			defer func() { used[i] = false }()
			for j := n - 1; j > i; j-- { // the lowest partner first
				if used[j] || (allowed != nil && !allowed(i, j)) {
					continue
				}
				used[j] = true
				c.Pairs = append(c.Pairs, [2]int{i, j})
				more := rec(left - 2)
				c.Pairs = c.Pairs[:len(c.Pairs)-1]
				used[j] = false
				if !more {
					return false
				}
			}
			// F, the last choice, when the number is odd and nobody has
			// floated yet.
			if n%2 == 1 && c.Floater < 0 && (allowed == nil || allowed(i, Float)) {
				c.Floater = i
				more := rec(left - 1)
				c.Floater = -1
				return more
			}
			return true
		}
		rec(n)
	}
}
