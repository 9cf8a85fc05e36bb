package dutch2017

import (
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// onePoint is the "one point" of A.8, in tenths.
const onePoint trf.Points = 10

// Bracket is a pairing bracket (A.3): the players moved down from the brackets
// above (MDPs) and the resident players of one scoregroup.
type Bracket struct {
	// Players holds the bracket in A.2 order; a player's in-bracket
	// sequence number (BSN, section D) is its index plus one. The first
	// MDPs players are the moved-down players.
	Players []*dutch.Player
	MDPs    int

	// Next holds the resident players of the following scoregroup, for
	// C.7; empty when C.7 does not apply (the last bracket, the PPB, the
	// CLB).
	Next []*dutch.Player

	// Rest holds every player still to be paired below the bracket, the
	// next scoregroup first.
	Rest []*dutch.Player

	// Complete is set when the bracket must keep the round-pairing
	// complete (C.4): the Penultimate Pairing Bracket and the last bracket
	// (the CLB, or the lowest scoregroup).
	Complete bool

	// Odd is set when the round has an odd number of players: the last
	// bracket leaves one player unpaired, who receives the
	// pairing-allocated bye (A.9, C.2).
	Odd bool
}

// Candidate is a pairing of a bracket (package dutch).
type Candidate = dutch.Candidate

// Homogeneous reports whether every player of the bracket has the same
// pairing score (A.3).
func (b *Bracket) Homogeneous() bool {
	ps := b.Players
	return len(ps) == 0 || ps[0].PairingScore == ps[len(ps)-1].PairingScore
}

// lowestScore is the pairing score of the lowest-ranked player (A.8).
func (b *Bracket) lowestScore() trf.Points {
	return b.Players[len(b.Players)-1].PairingScore
}
