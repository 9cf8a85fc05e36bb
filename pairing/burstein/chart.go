package burstein

// Combination is one row of the charts of 6.2 and 6.4 for a group of
// players numbered 0..n-1 in the order of 3.2: the pairs, each higher
// player first, and the floater (F, -1 for none).
type Combination struct {
	Pairs   [][2]int
	Floater int
}

// Combinations calls yield with the combinations of a group of n players
// in the order of priority of the charts of 6.2 (n even) and 6.4 (n odd),
// until yield returns false. The charts order by the partner of the
// highest player, the lowest first, then the partner of the next highest
// unpaired player, and so on; in an odd group floating (F) is each
// player's last choice ("1*F" comes after "1*2"). canFloat says who may
// float: not a floater from another SG (6.4: "If, for example, No. 2 is a
// floater from another SG, combinations (3), (6) & (9) are not valid").
func Combinations(n int, canFloat func(i int) bool, yield func(Combination) bool) {
	used := make([]bool, n)
	c := Combination{Floater: -1}
	var walk func(left int) bool
	walk = func(left int) bool {
		if left == 0 {
			return yield(Combination{Pairs: append([][2]int(nil), c.Pairs...), Floater: c.Floater})
		}
		top := 0
		for used[top] {
			top++
		}
		used[top] = true
		for q := n - 1; q > top; q-- {
			if used[q] {
				continue
			}
			used[q] = true
			c.Pairs = append(c.Pairs, [2]int{top, q})
			more := walk(left - 2)
			c.Pairs = c.Pairs[:len(c.Pairs)-1]
			used[q] = false
			if !more {
				used[top] = false
				return false
			}
		}
		if left%2 == 1 && c.Floater < 0 && canFloat(top) {
			c.Floater = top
			more := walk(left - 1)
			c.Floater = -1
			if !more {
				used[top] = false
				return false
			}
		}
		used[top] = false
		return true
	}
	walk(n)
}
