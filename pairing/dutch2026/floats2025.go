package dutch2026

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// Floats2025 is dutch-2026 with one article read as the 2025 text worded
// it: 1.4.3 gives a downfloat only to a player who, without playing,
// scores more points than a loss, so that a pairing-allocated bye worth no
// more than a loss gives none. The 2026 text gives "any player who
// receives a pairing-allocated bye" a downfloat, and swisscheck follows
// it; bbpPairings 6.0.0 still reads the 2025 wording (docs/dutch2026.md,
// what it reads differently from 2017"). Floats2025 is not one of
// swisscheck's systems: the differential campaign pairs a round it
// disagrees on with bbpPairings 6.0.0 with it, to tell that known
// disagreement from any other.
type Floats2025 struct{ System }

// ID is "dutch-2026-floats-2025".
func (Floats2025) ID() string { return "dutch-2026-floats-2025" }

// Pair pairs the round with the engine and the 2025 wording of 1.4.3.
func (Floats2025) Pair(s *pairing.State) (pairing.Round, error) {
	t := terms
	t.Float = float2025
	r, _, err := pairSteps(s, t)
	return r, err
}

// float2025 is float without the pairing-allocated bye's own downfloat: an
// unplayed round floats down only when it scores more than a loss.
func float2025(s *pairing.State, h pairing.RoundFact) dutch.Float {
	if !h.Game.Played() && s.Scoring.GamePoints(h.Game) <= lossPoints(s.Scoring) {
		return dutch.NoFloat
	}
	return float(s, h)
}
