package lim

import (
	"strconv"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/handmade"
	"github.com/swisscheck/swisscheck/trf"
)

// The hand-made tournaments of the tests (pairing/internal/handmade).
type (
	game  = handmade.Game
	event = handmade.Event
)

// stateOf is the state before the round after the event's rounds.
func stateOf(t *testing.T, e event) *State { return NewState(e.Before(t)) }

// boards writes a round's boards as "W-B" strings, and the bye as "bye N".
func boards(r pairing.Round) []string { return handmade.Boards(r) }

func itoa(n int) string { return strconv.Itoa(n) }

// newBare is a player with pairing number n and no history.
func newBare(n int) *pairing.Player {
	return &pairing.Player{ID: n, Number: n, Met: map[int]int{}, Paired: true}
}

// bareState is the state of a round with nothing else in it.
func bareState(total int) *pairing.State {
	return &pairing.State{Round: 2, TotalRounds: total, Scoring: trf.DefaultScoring}
}

// colourOf is 'W', 'B' or anything else for none.
func colourOf(c rune) trf.Colour {
	switch c {
	case 'W':
		return trf.White
	case 'B':
		return trf.Black
	}
	return trf.NoColour
}
