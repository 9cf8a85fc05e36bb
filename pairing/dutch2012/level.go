package dutch2012

import "github.com/swisscheck/swisscheck/pairing/dutch"

// The requirements that a candidate breaks a number of times, each
// counted: the pairs not fulfilling all colour preferences (X, A.11), in
// even rounds all strong ones (Z, A.8.b), the floats against B.5 and B.6
// for downfloaters and upfloaters (C.3.e-h), and the B3factor (D.4).
const (
	kX = iota
	kZ
	kB5d
	kB6d
	kB5u
	kB6u
	kB3  // the B3factor of the lowest bracket (D.4), in hundredths
	kA7d // pairs of two players with the same preference, one strong, treated as absolute (A.7.d)
	kinds
)

// costs counts, for each countable requirement, how often a pair, a
// floater or a candidate breaks it; as a level's caps, how often it may:
// -1 for no limit.
type costs [kinds]int

// within reports whether c stays within the caps.
func (c costs) within(caps costs) bool {
	for k, v := range c {
		if caps[k] >= 0 && v > caps[k] {
			return false
		}
	}
	return true
}

// less takes c from the caps that have a limit.
func (caps costs) less(c costs) costs {
	for k, v := range c {
		if caps[k] >= 0 {
			caps[k] -= v
		}
	}
	return caps
}

// level is the set of requirements in force at a stage of the iteration of
// C.04.3 (2012) C.3-C.10: which criteria are set, and how often each
// counted one may be broken.
type level struct {
	b2  bool // B.2 (C.3.b; dropped for top scorers at C.10.g)
	a7d bool // A.7.d, odd rounds (C.3.c; dropped at C.10.f)
	// caps: X (C.3.d), Z in even rounds (-1 in odd ones), the float
	// criteria and A.7.d: 0 while set; when broken "only for the minimum
	// number of pairs" (C.10), drop holds them, and the engine tries the
	// least caps first (minimise).
	caps costs
	drop [kinds]bool
}

// levels lists the requirement levels of a bracket in the order of the
// iteration (C.3 sets them, C.10 a-g lowers them, each drop restarting
// from the step that resets the criteria below it): B.2, then A.7.d, then
// X (and Z inside it). Within each, the float criteria that C.3.e-h set
// in this bracket (applicable) and that a player of it can break
// (relevant) are broken "only for the minimum number of pairs" (C.10),
// in their order of priority: the least number of B.5 down, then of B.6
// down, B.5 up and B.6 up (minimise). JaVaFo 1.4 reads C.10 a-d so: a
// pairing with one B.5 up and one B.6 up comes before one with two B.5 up
// and none B.6 up, which the drops one by one, taken as set-or-dropped,
// would put first (docs/dutch2012.md).
func levels(top, odd bool, semi bool, x1, z1, p1 int, applicable, relevant [4]bool) []level {
	b2s := []bool{true}
	if top {
		b2s = append(b2s, false)
	}
	a7ds := []bool{false}
	if odd && semi {
		a7ds = []bool{true, false}
	}
	var out []level
	for _, b2 := range b2s {
		for _, a7d := range a7ds {
			for x := min(x1, p1); x <= max(p1, 0); x++ {
				zs := []int{-1}
				if !odd {
					zs = zs[:0]
					for z := min(z1, x); z <= x; z++ {
						zs = append(zs, z)
					}
				}
				for _, z := range zs {
					lv := level{b2: b2, a7d: a7d}
					lv.caps[kX], lv.caps[kZ], lv.caps[kB3], lv.caps[kA7d] = x, z, -1, -1
					if odd && semi {
						// A.7.d: set, or dropped "only for the minimum
						// number of pairs" (C.10.f).
						lv.caps[kA7d], lv.drop[kA7d] = 0, !a7d
					}
					for i := range 4 {
						switch {
						case !applicable[i]:
							lv.caps[kB5d+i] = -1
						case relevant[i]:
							lv.drop[kB5d+i] = true
						}
					}
					out = append(out, lv)
				}
			}
		}
	}
	return out
}

// x1z1 computes X1 and Z1 of a bracket of players (C.04.3 (2012) A.8):
// W, B the players preferring white, black; w, b (even rounds) those whose
// mild preference wavers (A.7.e); a those without a game.
func x1z1(round int, ps []*dutch.Player, p0 int) (x1, z1 int) {
	var W, B, w, b, a int
	for _, p := range ps {
		pref := p.Preference
		switch {
		case pref.Strength == dutch.NoPreference:
			a++
		case wavering(round, p) && pref.Colour == white:
			w++
		case wavering(round, p):
			b++
		case pref.Colour == white:
			W++
		default:
			B++
		}
	}
	if B+b > W+w {
		x1 = p0 - W - w - a
	} else {
		x1 = p0 - B - b - a
	}
	if B > W {
		z1 = p0 - W - b - w - a
	} else {
		z1 = p0 - B - b - w - a
	}
	return max(x1, 0), max(z1, 0)
}
