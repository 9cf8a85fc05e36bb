package dubov

import (
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/handmade"
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

// blackResult is Black's result for White's result.
var blackResult = handmade.BlackResult
