package dubov_test

import (
	"cmp"
	"slices"

	"github.com/swisscheck/swisscheck/trf"
)

// The reference's article 4 and 7.1/7.2, written from the text and
// Readings 12, 16, 17 and 23 apart from the engine.

// refBye is article 4: of the players C.04.1 d allows, those of the lowest
// score group, the lowest R, then the one due the colour more players of
// that score group should play, then the higher ARO, then the lower in the
// initial list (Reading 12).
func refBye(players []*rp, noBye map[int]bool) *rp {
	var cands []*rp
	for _, p := range players {
		if !noBye[p.ID] {
			cands = append(cands, p)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	low := slices.MinFunc(cands, func(a, b *rp) int { return cmp.Compare(a.Score, b.Score) }).Score
	n := 0
	for _, p := range players {
		if p.Score == low {
			switch p.should() {
			case trf.White:
				n++
			case trf.Black:
				n--
			}
		}
	}
	dom := trf.NoColour
	if n > 0 {
		dom = trf.White
	} else if n < 0 {
		dom = trf.Black
	}
	cands = slices.DeleteFunc(cands, func(p *rp) bool { return p.Score != low })
	slices.SortStableFunc(cands, func(a, b *rp) int {
		if x := cmp.Compare(a.Rating, b.Rating); x != 0 {
			return x
		}
		if dom != trf.NoColour {
			if da, db := a.should() == dom, b.should() == dom; da != db {
				if da {
					return -1
				}
				return 1
			}
		}
		if x := aroCmp(b, a); x != 0 {
			return x
		}
		return cmp.Compare(b.Number, a.Number)
	})
	return cands[0]
}

// refTransfer is a player transferred to a score group.
type refTransfer struct {
	id, forID int
	article   string
}

// refTransfers is 7.1 and 7.2 for a score group of members (its players
// after the floaters' opponents of 8.2 left), given the players left in
// each lower score group, highest first; barred is 2.1. 7.1 is for each
// member, in the initial order, with no possible opponent among the
// members (Reading 23); the player comes from the nearest lower group that
// holds one who may meet him and whom 2.1 allows (Reading 16), the one due
// the colour opposite to his first (a player without a due colour is
// opposite to anybody, Reading 17), then the highest R, the lowest ARO,
// the initial list. 7.2, when the group is then odd, takes from the
// nearest lower group a player who may meet one of them, due the colour
// opposite to the dominating one first, then the same.
func refTransfers(members []*rp, lower [][]*rp, barred map[int]bool) []refTransfer {
	opp := func(a, b trf.Colour) bool { return a == trf.NoColour || b == trf.NoColour || a != b }
	take := func(ok func(*rp) bool, first func(*rp) bool) *rp {
		for j, g := range lower {
			var cands []*rp
			for _, t := range g {
				if !barred[t.ID] && ok(t) {
					cands = append(cands, t)
				}
			}
			if len(cands) == 0 {
				continue
			}
			slices.SortStableFunc(cands, func(a, b *rp) int {
				if fa, fb := first(a), first(b); fa != fb {
					if fa {
						return -1
					}
					return 1
				}
				if x := cmp.Compare(b.Rating, a.Rating); x != 0 {
					return x
				}
				if x := aroCmp(a, b); x != 0 {
					return x
				}
				return cmp.Compare(a.Number, b.Number)
			})
			t := cands[0]
			lower[j] = slices.DeleteFunc(slices.Clone(g), func(q *rp) bool { return q == t })
			return t
		}
		return nil
	}
	var out []refTransfer
	group := slices.Clone(members)
	byNumber := slices.Clone(members)
	slices.SortFunc(byNumber, func(a, b *rp) int { return cmp.Compare(a.Number, b.Number) })
	for _, x := range byNumber {
		if slices.ContainsFunc(members, func(y *rp) bool { return mayMeet(x, y) }) {
			continue
		}
		t := take(func(t *rp) bool { return mayMeet(x, t) }, func(t *rp) bool { return opp(t.should(), x.should()) })
		if t != nil {
			group = append(group, t)
			out = append(out, refTransfer{id: t.ID, forID: x.ID, article: "7.1"})
		}
	}
	if len(group)%2 == 1 {
		n := 0
		for _, p := range group {
			switch p.should() {
			case trf.White:
				n++
			case trf.Black:
				n--
			}
		}
		dom := trf.NoColour
		if n > 0 {
			dom = trf.White
		} else if n < 0 {
			dom = trf.Black
		}
		t := take(func(t *rp) bool { return slices.ContainsFunc(group, func(m *rp) bool { return mayMeet(m, t) }) },
			func(t *rp) bool { return dom == trf.NoColour || opp(t.should(), dom) })
		if t != nil {
			out = append(out, refTransfer{id: t.ID, article: "7.2"})
		}
	}
	return out
}
