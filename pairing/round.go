package pairing

import (
	"sort"

	"github.com/swisscheck/swisscheck/trf"
)

// Board is one game of a round: the players' IDs (starting ranks), White
// first.
type Board struct {
	White, Black int
}

// Round is the pairing of a round: the boards and the player who receives
// the pairing-allocated bye (0 for none).
type Round struct {
	Boards []Board
	Bye    int

	// Colourless holds the recorded boards that carry no colours (a
	// forfeit recorded as "- +" or "- -"); they are compared by their
	// players only. Empty for a pairing made by a system.
	Colourless PairSet
}

// Recorded returns the pairing of round r as the file records it: every
// game (played or forfeited) once, White first, and the pairing-allocated
// bye. Boards are in the order of C.04.2.D.9 for the state before r.
func (t *Tournament) Recorded(r int) (Round, error) {
	s, err := t.Before(r)
	if err != nil {
		return Round{}, err
	}
	var out Round
	for _, fp := range t.File.Players {
		g := fp.Game(r)
		switch {
		case g.PAB():
			out.Bye = fp.ID
		case g.Opponent != 0 && g.Colour == trf.White:
			out.Boards = append(out.Boards, Board{fp.ID, g.Opponent})
		case g.Opponent != 0 && g.Colour != trf.Black && fp.ID < g.Opponent:
			// A forfeit recorded without colours: keep the file's order.
			out.Boards = append(out.Boards, Board{fp.ID, g.Opponent})
			if out.Colourless == nil {
				out.Colourless = PairSet{}
			}
			out.Colourless[Pair{fp.ID, g.Opponent}] = true
		}
	}
	s.SortBoards(out.Boards)
	return out, nil
}

// Ranks reports whether player a is ranked above player b by A.2: higher
// pairing score, then lower pairing number.
func Ranks(a, b *Player) bool {
	if a.PairingScore != b.PairingScore {
		return a.PairingScore > b.PairingScore
	}
	return a.Number < b.Number
}

// SortBoards puts boards in publishing order (C.04.2.D.9): by the score of
// the higher-ranked player, then the sum of both scores, then the initial
// rank of the higher-ranked player. Scores here are real points, without
// acceleration, as the endorsed engines print them.
func (s *State) SortBoards(boards []Board) {
	type key struct {
		top, sum trf.Points
		number   int
	}
	keyOf := func(b Board) key {
		w, bl := s.byID[b.White], s.byID[b.Black]
		hi := w
		if bl.Score > w.Score || (bl.Score == w.Score && bl.Number < w.Number) {
			hi = bl
		}
		return key{hi.Score, w.Score + bl.Score, hi.Number}
	}
	sort.SliceStable(boards, func(i, j int) bool {
		a, b := keyOf(boards[i]), keyOf(boards[j])
		if a.top != b.top {
			return a.top > b.top
		}
		if a.sum != b.sum {
			return a.sum > b.sum
		}
		return a.number < b.number
	})
}
