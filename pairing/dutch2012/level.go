package dutch2012

import "github.com/swisscheck/swisscheck/pairing/dutch"

// level is the set of requirements in force at a stage of the iteration of
// C.04.3 (2012) C.3-C.10: which criteria are set, and the values of X and
// Z.
type level struct {
	b2  bool // B.2 (C.3.b; dropped for top scorers at C.10.g)
	a7d bool // A.7.d, odd rounds (C.3.c; dropped at C.10.f)
	x   int  // X: pairs allowed not to fulfil all colour preferences (A.11, C.3.d)
	z   int  // Z, even rounds: pairs allowed not to fulfil all strong ones (A.8.b); -1 in odd rounds

	b5d, b6d, b5u, b6u bool // B.5 and B.6 for downfloaters and upfloaters (C.3.e-h)
}

// floats are the four float criteria, in the order C.10 a-d drops them
// last to first: B.5 down, B.6 down, B.5 up, B.6 up.
type floats [4]bool

func (lv *level) floats() floats { return floats{lv.b5d, lv.b6d, lv.b5u, lv.b6u} }

func (lv *level) setFloats(f floats) { lv.b5d, lv.b6d, lv.b5u, lv.b6u = f[0], f[1], f[2], f[3] }

// levels lists the requirement levels of a bracket in the order of the
// iteration (C.3 sets them, C.10 a-g lowers them, each drop restarting
// from the step that resets the criteria below it): B.2, then A.7.d, then
// X (and Z inside it), then the float criteria counted down like a binary
// number (C.10.a drops B.6 up; C.10.b drops B.5 up and resets B.6 up;
// ...). applicable says which float criteria C.3.e-h set in this bracket;
// a level that differs from an earlier one only in criteria that no player
// of the bracket can break is left out, as it gives the same pairing.
func levels(top, odd bool, semi bool, x1, z1, p1 int, applicable, relevant floats) []level {
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
					seen := map[floats]bool{}
					for mask := 15; mask >= 0; mask-- {
						var f floats
						for i := range f {
							f[i] = mask&(8>>i) != 0 && applicable[i] && relevant[i]
						}
						if seen[f] {
							continue
						}
						seen[f] = true
						lv := level{b2: b2, a7d: a7d, x: x, z: z}
						lv.setFloats(f)
						out = append(out, lv)
					}
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
