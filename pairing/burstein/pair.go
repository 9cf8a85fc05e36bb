package burstein

import (
	"fmt"
	"math/bits"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Pair pairs the round by the Burstein text: the bye (4), the SGs and
// their floaters (6.3, 6.6), the order of combinations in each SG (6.1,
// 6.2, 6.4) after the most due colours (6.5), and the colours (5).
func Pair(ps *pairing.State) (pairing.Round, error) {
	s := NewState(ps)
	steps, err := s.Steps()
	if err != nil {
		return pairing.Round{}, err
	}
	return s.Assemble(steps), nil
}

// Steps is the round as the engine pairs it: the bye and each bracket's
// pairs and floater.
type Steps struct {
	Bye      *Player
	Brackets []Bracket
}

// Bracket is the SG, or the SGs made one by 6.6, paired at one time: its
// own players, the floater it received, the pairs it made and the player
// it floated to the next.
type Bracket struct {
	Residents []*Player
	In, Out   *Player
	Members   []*Player    // the residents and the floater received, in the order of 3.2
	Pairs     [][2]*Player // higher (3.2) first
}

// Steps pairs the round.
func (s *State) Steps() (Steps, error) {
	order := s.Ordered()
	var st Steps
	if len(order)%2 == 1 {
		st.Bye = byeOf(order)
		if st.Bye == nil {
			return st, fmt.Errorf("round %d: %w: every player already received a point without playing (4.1), so nobody may receive the pairing-allocated bye", s.Round, pairing.ErrNoPairing)
		}
		order = without(order, st.Bye)
	}
	groups := scoreGroups(order)
	t := newTable(order)
	bounds, ok := t.brackets(groups)
	if !ok {
		return st, fmt.Errorf("round %d: %w: the players cannot all be paired without a second game between two of them (3.1) or a colour 5.2 or 5.3 forbids, even with every SG made one (6.6)", s.Round, pairing.ErrNoPairing)
	}
	st.Brackets = s.pairBrackets(t, bounds)
	return st, nil
}

// Assemble makes the round of the steps: each pair with its colours (5.4).
func (s *State) Assemble(st Steps) pairing.Round {
	var r pairing.Round
	if st.Bye != nil {
		r.Bye = st.Bye.ID
	}
	for _, b := range st.Brackets {
		for _, p := range b.Pairs {
			board, _ := s.Colours(p[0], p[1])
			r.Boards = append(r.Boards, board)
		}
	}
	s.SortBoards(r.Boards)
	return r
}

// byeOf is 4.2-4.3: "The player from the lowest SG, who has the lowest SB,
// will get the pairing-allocated bye ... the lowest Buchholz ... and so
// on": the last player of the order who is not barred by 4.1.
func byeOf(order []*Player) *Player {
	for i := len(order) - 1; i >= 0; i-- {
		if !order[i].Barred {
			return order[i]
		}
	}
	return nil
}

func without(ps []*Player, x *Player) []*Player {
	out := make([]*Player, 0, len(ps))
	for _, p := range ps {
		if p != x {
			out = append(out, p)
		}
	}
	return out
}

// scoreGroups splits the order into SGs (1.2), highest first.
func scoreGroups(order []*Player) [][]*Player {
	var out [][]*Player
	for i := 0; i < len(order); {
		j := i + 1
		for j < len(order) && order[j].Group == order[i].Group {
			j++
		}
		out = append(out, order[i:j:j])
		i = j
	}
	return out
}

// Compatible reports whether two players may be paired: they have not
// played each other (3.1) and are not both bound to the same colour by 5.2
// or 5.3.
func Compatible(a, b *Player) bool {
	return a.CanMeet(b.Player) && (a.Must == trf.NoColour || a.Must != b.Must)
}

// dueColoursFit reports whether both players can have their due colours
// (6.5).
func dueColoursFit(a, b *Player) bool {
	return a.Due == trf.NoColour || b.Due == trf.NoColour || a.Due != b.Due
}

// width is the bits a field needs to count up to n pairs.
func width(n int) int { return bits.Len(uint(n)) + 1 }
