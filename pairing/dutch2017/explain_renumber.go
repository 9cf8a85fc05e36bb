package dutch2017

import (
	"errors"
	"fmt"
	"iter"
	"slices"
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
)

// A round 1 whose recorded pairing differs on nearly every board from some
// point of the start list on is, in real report files, usually paired
// correctly with another start list: a late entry was inserted into the
// list after the round was paired, so every pairing number from his on is
// one higher than when the round was paired. renumbered looks for that
// cause: it tries start lists that differ from the file's by one change,
// and tells the first one with which the engine gives the recorded pairing.
//
// The changes tried are: one player left out of the round (a late entry
// paired against the player who would have had the bye), one player moved
// to another place in the list (every player in between shifted by one),
// and two players exchanging their places. A cheap test picks the lists
// under which round 1's single bracket would be paired as recorded (S1
// against S2, B.2 and B.6 without transpositions); each is then confirmed
// by pairing the round with the engine under that list.

// minRenumbered is the fewest differing boards for which the cause is
// looked for: in a small round some change of the list gives almost any
// pairing by chance.
const minRenumbered = 5

// listChange is one start list tried: the players paired in round 1 in the
// list's order, and the change that makes it from the file's.
type listChange struct {
	order []int // the players to pair, in the order of the changed list
	out   int   // the player left out (a late entry), or 0
	moved int   // the player moved, or 0
	swap  [2]int
}

// renumbered returns the sentence telling the cause, or "" when no change
// of the list gives the recorded pairing.
func renumbered(t *pairing.Tournament, res pairing.Difference) (string, error) {
	if len(pairing.Minus(res.Recorded, res.Engine, res.Recorded.Colourless)) < minRenumbered {
		return "", nil
	}
	s, err := t.Before(1)
	if err != nil {
		return "", err
	}
	players := s.ToPair()
	sort.SliceStable(players, func(i, j int) bool { return pairing.Ranks(players[i], players[j]) })
	ids := make([]int, len(players))
	for i, p := range players {
		ids[i] = p.ID
	}
	opp := map[int]int{}
	for _, b := range res.Recorded.Boards {
		opp[b.White], opp[b.Black] = b.Black, b.White
	}
	var text string
	for c := range listChanges(ids, opp) {
		if !c.splits(opp, res.Recorded.Bye) {
			continue
		}
		exact, e := c.confirm(t, res)
		if err = e; err != nil || exact {
			if exact {
				text = c.text(ids, opp)
			}
			break
		}
	}
	return text, err
}

// listChanges lists the changed start lists to try. For a moved or
// exchanged player only the places that could give him his recorded
// opponent across the split of S1 and S2 are tried.
func listChanges(ids []int, opp map[int]int) iter.Seq[listChange] {
	return func(yield func(listChange) bool) {
		n := len(ids)
		pos := map[int]int{}
		for i, id := range ids {
			pos[id] = i
		}
		for i, x := range ids { // one player left out
			if opp[x] != 0 && !yield(listChange{order: deleteAt(ids, i), out: x}) {
				return
			}
		}
		for a, x := range ids { // one player moved, two exchanged
			y, ok := pos[opp[x]]
			if !ok {
				y = n // the bye: the end of the list
			}
			for _, b := range places(y, n) {
				if b == a {
					continue
				}
				if !yield(listChange{order: slices.Insert(deleteAt(ids, a), b, x), moved: x}) {
					return
				}
				if b < a && !yield(listChange{order: swapped(ids, a, b), swap: [2]int{ids[b], x}}) {
					return
				}
			}
		}
	}
}

// places lists the places of a list of n players that are, give or take
// one, half a list away from place y: where a player moved or exchanged
// may stand to meet the player at y across the split of S1 and S2.
func places(y, n int) []int {
	var out []int
	for _, h := range []int{(n + 1) / 2, n / 2} {
		for _, b := range []int{y - h - 1, y - h, y - h + 1, y + h - 1, y + h, y + h + 1} {
			if b >= 0 && b < n && !slices.Contains(out, b) {
				out = append(out, b)
			}
		}
	}
	return out
}

func swapped(ids []int, a, b int) []int {
	out := slices.Clone(ids)
	out[a], out[b] = out[b], out[a]
	return out
}

func deleteAt(ids []int, i int) []int {
	return slices.Delete(slices.Clone(ids), i, i+1)
}

// splits reports whether round 1's single bracket, paired in the list's
// order with the first half against the second (B.2, no transposition),
// gives the recorded pairs and bye; a player left out plays the bye.
func (c *listChange) splits(opp map[int]int, bye int) bool {
	n := len(c.order)
	h := n / 2
	for i := 0; i < h; i++ {
		if opp[c.order[i]] != c.order[i+h] {
			return false
		}
	}
	want := bye
	if c.out != 0 {
		if bye != 0 {
			return false
		}
		want = opp[c.out]
	}
	if n%2 == 1 {
		return want == c.order[n-1]
	}
	return want == 0
}

// confirm pairs round 1 with the engine under the changed list and reports
// whether it gives the recorded pairing, colours included (without the
// board of a player left out, whose opponent then has the bye).
func (c *listChange) confirm(t *pairing.Tournament, res pairing.Difference) (bool, error) {
	s, err := t.Before(1)
	if err != nil {
		return false, err
	}
	var list []*pairing.Player
	for _, id := range c.order {
		list = append(list, s.Player(id))
	}
	for _, p := range s.Players {
		if !slices.Contains(c.order, p.ID) {
			p.Paired = false
			list = append(list, p)
		}
	}
	for i, p := range list { // C.04.2.B: the pairing numbers of the changed list
		p.Number, p.Entered = i+1, p.Paired
	}
	s.Players = list
	eng, err := Pair(s)
	if errors.Is(err, ErrNoPairing) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	want := res.Recorded
	if c.out != 0 {
		want = pairing.Round{}
		for _, b := range res.Recorded.Boards {
			switch c.out {
			case b.White:
				want.Bye = b.Black
			case b.Black:
				want.Bye = b.White
			default:
				want.Boards = append(want.Boards, b)
			}
		}
	}
	return pairing.Same(eng, want, res.Recorded.Colourless), nil
}

// text tells the change of the list that gives the recorded pairing; ids
// is the file's list of the players paired in round 1.
func (c *listChange) text(ids []int, opp map[int]int) string {
	const gives = "exactly the recorded pairing"
	pos := slices.Index(ids, c.out+c.moved)
	switch {
	case c.out != 0:
		text := fmt.Sprintf("Likely cause: without player %d the engine pairs round 1 with %s, the pairing-allocated bye going to %d, who plays %d instead. Player %d looks like a late entry put into the start list after the round was paired",
			c.out, gives, opp[c.out], c.out, c.out)
		if pos < len(ids)-1 {
			text += fmt.Sprintf(": every player from %d on had a pairing number one lower when it was paired", ids[pos+1])
		}
		return text + "."
	case c.moved != 0:
		b := slices.Index(c.order, c.moved)
		var where string
		first, last, dir := ids[b], ids[pos-1], "lower" // moved up: those he passed moved down
		if b > pos {
			first, last, dir = ids[pos+1], ids[b], "higher"
		}
		switch {
		case b == len(c.order)-1:
			where = fmt.Sprintf("at the end of the start list, after %d", c.order[b-1])
		case b == 0:
			where = fmt.Sprintf("at the head of the start list, before %d", c.order[1])
		default:
			where = fmt.Sprintf("between %d and %d in the start list", c.order[b-1], c.order[b+1])
		}
		text := fmt.Sprintf("Likely cause: the players were renumbered after the round was paired. With player %d %s, the engine pairs round 1 with %s. The file has him between %s, so that every player from %d to %d has a pairing number one %s than when the round was paired.",
			c.moved, where, gives, neighbours(ids, pos), first, last, dir)
		if b == len(c.order)-1 {
			text += fmt.Sprintf(" Player %d looks like a late entry paired at the end of the list and inserted into the start list later.", c.moved)
		}
		return text
	}
	return fmt.Sprintf("Likely cause: the players were renumbered after the round was paired. With players %d and %d exchanging their places in the start list, the engine pairs round 1 with %s.",
		c.swap[0], c.swap[1], gives)
}

// neighbours names the players around place i of the list.
func neighbours(ids []int, i int) string {
	switch {
	case i == 0:
		return fmt.Sprintf("the head of the list and %d", ids[1])
	case i == len(ids)-1:
		return fmt.Sprintf("%d and the end of the list", ids[i-1])
	}
	return fmt.Sprintf("%d and %d", ids[i-1], ids[i+1])
}
