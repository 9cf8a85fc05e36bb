package dutch2026

import (
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// Bracket is a pairing bracket (1.3.2): the players moved down from the
// bracket above (MDPs) and the resident players of one scoregroup.
type Bracket struct {
	// Players holds the bracket in the order of 1.2; a player's BSN (4.1)
	// is its index plus one. The first MDPs players are the MDPs.
	Players []*dutch.Player
	MDPs    int

	// Next holds the resident players of the following scoregroup ([C8]);
	// empty for the last bracket.
	Next []*dutch.Player

	// Rest holds every player still to be paired below the bracket, the
	// next scoregroup first: every candidate leaves them a pairing that
	// complies with the absolute criteria ([C4]).
	Rest []*dutch.Player

	// Odd is set when the round has an odd number of players: one of them
	// receives the pairing-allocated bye (1.5).
	Odd bool

	// CanGetBye tells who may receive the pairing-allocated bye: [C2], and
	// the lowest score the round can give it, ByeScore ([C5]).
	CanGetBye func(*dutch.Player) bool
	ByeScore  trf.Points
}

// byeFromHere reports whether the assignee of the pairing-allocated bye
// comes from this bracket: the round is odd and the bye's score ([C5]) is
// not below the residents' score, so that nobody below may receive it.
func (b *Bracket) byeFromHere() bool {
	return b.Odd && b.ByeScore >= b.Players[b.MDPs].PairingScore
}

// Candidate is a pairing of a bracket (package dutch).
type Candidate = dutch.Candidate

// floaters returns the downfloaters of a candidate (1.4.1).
func (b *Bracket) floaters(c *Candidate) []*dutch.Player {
	out := make([]*dutch.Player, len(c.Floaters))
	for i, f := range c.Floaters {
		out[i] = b.Players[f]
	}
	return out
}
