package dutch

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// The explanations of both editions name the players of a bracket by
// their number and their BSN, the in-bracket sequence number that the
// transpositions and exchanges are written in (C.04.3 (2017) D.1, (2026)
// 4.1).

// WithBSN names player i of a bracket: "17 (BSN 5)".
func WithBSN(players []*Player, i int) string {
	return fmt.Sprintf("%d (BSN %d)", players[i].ID, i+1)
}

// WithBSNs names a few players of a bracket with their BSNs; more than
// eight are given by their number and their BSNs alone, as ranges.
func WithBSNs(players []*Player, idx []int) string {
	if len(idx) > 8 {
		return fmt.Sprintf("%d players, BSNs %s", len(idx), BSNRanges(idx))
	}
	out := make([]string, len(idx))
	for i, x := range idx {
		out[i] = WithBSN(players, x)
	}
	return strings.Join(out, ", ")
}

// BSNRanges prints ascending indices (0-based) as BSN ranges:
// "1-58, 60-106".
func BSNRanges(idx []int) string {
	var parts []string
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && idx[j+1] == idx[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d-%d", idx[i]+1, idx[j]+1))
		} else {
			parts = append(parts, fmt.Sprint(idx[i]+1))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// Other is the one of a and b that p is not.
func Other(p, a, b *Player) *Player {
	if p == a {
		return b
	}
	return a
}

// Granted says, for two players of a board who prefer the same colour,
// whose preference the colours give (white is the player given White) and
// why, in the words both editions use for the rule that grants the
// stronger preference (C.04.3 (2017) E.2, (2026) 5.2.2): "15's
// preference is strong, 5's mild"; for two absolute preferences, the
// wider colour difference.
func Granted(hi, lo *Player, white int) (winner *Player, why string) {
	hp, lp := hi.Preference, lo.Preference
	winner = hi
	if (white == hi.ID) != (hp.Colour == trf.White) {
		winner = lo
	}
	why = fmt.Sprintf("%d's preference is %s, %d's %s", hi.ID, hp.Strength, lo.ID, lp.Strength)
	if hp.Strength == lp.Strength {
		why = fmt.Sprintf("both are absolute and %d has the wider colour difference (%+d against %+d)",
			winner.ID, winner.ColourDiff, Other(winner, hi, lo).ColourDiff)
	}
	return winner, why
}
