// Package pairing holds the state of a Swiss tournament before a round as
// facts: scores, colours of played games, opponents, what happened in each
// round (C.04.2); and the seam every pairing system implements (System).
// Each system derives its own terms from the facts.
package pairing

import (
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// Player is one player before the round being paired: what happened to
// him, as facts. The pairing systems derive their own terms (colour
// preferences, floats, bye eligibility, topscorers ...) from these.
type Player struct {
	ID     int // starting rank in the report file (the 001 number)
	Number int // pairing number (A.2.b): the ID, or the file position under XXC rank
	Name   string
	Rating int

	Score        trf.Points // points from the results of the rounds before
	PairingScore trf.Points // Score plus acceleration points (C.04.5): brackets are built on it

	// Colours holds the colours of played games only, oldest first
	// (C.04.2.D.5).
	Colours    []trf.Colour
	ColourDiff int // games with White minus games with Black

	// Met maps each opponent actually played to the round of the game.
	// The pairs the file forbids (XXP, 260) are not in it (Barring, CanMeet
	// and Forbidden give them); a player built by hand may have one there
	// as round 0.
	Met       map[int]int
	Opponents []int // opponents actually played, in round order

	// History[k-1] is what happened to him in round k, for every round
	// before the one being paired.
	History []RoundFact

	Paired  bool // takes part in the pairing of the round
	Entered bool // took part in the pairing of this round or an earlier one

	forbid *forbidden // the round's forbidden pairs, shared by every player; nil for none
}

// RoundFact is what happened to a player in one round.
type RoundFact struct {
	Game   trf.Game // the round's entry: opponent, colour, result
	Paired bool     // he took part in the pairing of the round

	// PairingScore is his pairing score before the round; OpponentScore
	// his opponent's, for a game played over the board.
	PairingScore, OpponentScore trf.Points
}

// CanMeet reports whether the two players may be paired: they have not
// played each other and are not a forbidden pair (C.1).
func (p *Player) CanMeet(q *Player) bool {
	_, barred := p.Barring(q)
	return !barred && p.ID != q.ID
}

// Barring reports whether the two players may not meet because they played
// each other, with the round of their game, or because the file forbids
// the pair in this round (XXP, 260), with round 0.
func (p *Player) Barring(q *Player) (round int, barred bool) {
	if r, met := p.Met[q.ID]; met {
		return r, true
	}
	return 0, p.forbid.holds(p.ID, q.ID)
}

// Forbidden lists, ascending, the players the file forbids him to meet in
// this round (XXP, 260).
func (p *Player) Forbidden() []int { return p.forbid.of(p.ID) }

// ColourString writes a colour history as the check list shows it:
// "WBW".
func ColourString(cs []trf.Colour) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(strings.ToUpper(c.String()))
	}
	return b.String()
}
