package dubov

import (
	"sort"

	"github.com/swisscheck/swisscheck/trf"
)

// byeOrder lists the players who may receive the pairing-allocated bye in
// the order of article 4: "The player from the lowest score group, who has
// the lowest R will get the pairing-allocated bye. If there are players
// with the lowest R in both the colour subgroups, then the player to get
// the pairing-allocated bye must be due to the dominating colour and in
// case there are several players with equal R, the player to get the
// pairing-allocated bye must have the higher ARO." C.04.1 d bars those
// who already had the bye or a forfeit win.
//
// Reading 12: the lowest score group is the lowest that holds a player
// C.04.1 d allows; the dominating colour is the colour more players of
// that score group should play (Should); with R, colour and ARO all
// equal, the bye goes to the player lower in the initial list. The first
// player of the order receives the bye; the next ones are tried only when
// the round cannot be paired with him (Reading 14).
func (s *State) byeOrder(players []*Player) []*Player {
	dominating := map[trf.Points]trf.Colour{}
	count := map[trf.Points]int{}
	for _, p := range players {
		switch p.Should() {
		case trf.White:
			count[p.Group]++
		case trf.Black:
			count[p.Group]--
		}
	}
	for g, n := range count {
		switch {
		case n > 0:
			dominating[g] = trf.White
		case n < 0:
			dominating[g] = trf.Black
		}
	}
	var out []*Player
	for _, p := range players {
		if !p.ByeBarred {
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Group != b.Group {
			return a.Group < b.Group
		}
		if a.Rating != b.Rating {
			return a.Rating < b.Rating
		}
		d := dominating[a.Group]
		if da, db := a.Should() == d && d != trf.NoColour, b.Should() == d && d != trf.NoColour; da != db {
			return da
		}
		if c := a.ARO.Cmp(b.ARO); c != 0 {
			return c > 0
		}
		return a.Number > b.Number
	})
	return out
}
