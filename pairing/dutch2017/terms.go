package dutch2017

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// terms are the 2017 text's own definitions of the terms that the Dutch
// editions define differently.
var terms = dutch.Terms{Float: float, BarsBye: barsBye, Numbered: numbered}

// NewState derives the Dutch terms of every player as the 2017 text
// defines them.
func NewState(s *pairing.State) *dutch.State { return dutch.NewState(s, terms) }

// float is the float of a round (A.4.b): after a game played between
// players of different pairing scores, the higher gets a downfloat and the
// lower an upfloat; "a player who, for whatever reason, does not play in a
// round, also receives a downfloat" (bye, absence, forfeit).
func float(_ *pairing.State, h pairing.RoundFact) dutch.Float {
	switch {
	case !h.Game.Played():
		return dutch.Downfloat
	case h.PairingScore > h.OpponentScore:
		return dutch.Downfloat
	case h.PairingScore < h.OpponentScore:
		return dutch.Upfloat
	}
	return dutch.NoFloat
}

// barsBye reports whether the round bars the pairing-allocated bye
// (C.04.1.d): "A player who has already received a pairing-allocated bye,
// or has already scored a (forfeit) win due to an opponent not appearing in
// time, shall not receive the pairing-allocated bye."
func barsBye(_ *pairing.State, h pairing.RoundFact) bool {
	return h.Game.PAB() || h.Game.ForfeitWin()
}

// numbered reports whether the player counts in the numbering of E.5: like
// the endorsed engines, a player who never took part in a pairing does not
// shift the others.
func numbered(p *pairing.Player) bool { return p.Entered }
