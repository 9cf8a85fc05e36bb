// Package toy is a pairing system for the tests of the seam only: the
// smallest system that pairs whole rounds (players in score order, each
// with the next one he has not met, the last one left out getting the
// bye). It follows no FIDE text. It shows that a system is one package and
// one line in the list of package systems.
package toy

import (
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
)

var rules = &pairing.Text{Doc: "toy", Edition: "test", Title: "Toy System", Code: "SWISSCHECK_TOY"}

// System is the toy system "toy".
type System struct{}

// ID is "toy".
func (System) ID() string { return "toy" }

// Rules is the toy's own "text".
func (System) Rules() *pairing.Text { return rules }

// Pair pairs the players in score order, each with the next one he has
// not met; the higher-ranked player has White.
func (System) Pair(s *pairing.State) (pairing.Round, error) {
	players := s.ToPair()
	sort.SliceStable(players, func(i, j int) bool { return pairing.Ranks(players[i], players[j]) })
	paired := map[int]bool{}
	var r pairing.Round
	for i, p := range players {
		if paired[p.ID] {
			continue
		}
		for _, q := range players[i+1:] {
			if !paired[q.ID] && p.CanMeet(q) {
				paired[p.ID], paired[q.ID] = true, true
				r.Boards = append(r.Boards, pairing.Board{White: p.ID, Black: q.ID})
				break
			}
		}
	}
	for _, p := range players {
		if !paired[p.ID] {
			if r.Bye != 0 {
				return pairing.Round{}, pairing.ErrNoPairing
			}
			r.Bye = p.ID
		}
	}
	s.SortBoards(r.Boards)
	return r, nil
}
