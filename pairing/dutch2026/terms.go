package dutch2026

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// terms are the 2026 text's own definitions of the terms that the Dutch
// editions define differently: floats (1.4.2-1.4.4), the bye bar of [C2]
// (C.04.1 Art. 4) and the numbering read by 5.2.5 (1.1).
var terms = dutch.Terms{Float: float, BarsBye: barsBye, Numbered: numbered}

// NewState derives the Dutch terms of every player as the 2026 text
// defines them.
func NewState(s *pairing.State) *dutch.State { return dutch.NewState(s, terms) }

// float is the float a player received in a round.
//
// C.04.3 (2026) 1.4.2: "After two players with different scores have
// played each other in a round, the higher ranked player (see Article 1.2)
// receives a downfloat, the lower one an upfloat." As in the 2017 reading
// the scores compared are the pairing scores before the round (with the
// acceleration points of an accelerated system), on which 1.2 ranks. A
// round counts as played when trf.Game.Played says so: a real opponent and
// a result over the board (1, =, 0 and the unrated W, D, L of a game of
// less than one move); a forfeit (+ or - against an opponent) is a round
// without playing, like C.04.2 (2026) 3.4 "Only played games ... count".
//
// C.04.3 (2026) 1.4.3: "A downfloat is also given to any player who
// receives a pairing-allocated bye (see Article 1.5) or who, without
// playing in a round, scores more points than those rewarded for a loss."
// The pairing-allocated bye gives a downfloat whatever it is worth (even 0
// points); any other unplayed round gives one when its points under the
// tournament's point system exceed a loss. With standard scoring that is a
// forfeit win, a full-point bye (F) and a half-point bye (H); a forfeit
// loss, a zero-point bye (Z) and an absence score 0 and give none.
//
// C.04.3 (2026) 1.4.4: "No players other than those listed in the previous
// two articles can receive floats." Unlike 2017 A.4.b ("for whatever
// reason, does not play"), not playing alone gives no float.
func float(s *pairing.State, h pairing.RoundFact) dutch.Float {
	g := h.Game
	if !g.Played() {
		if g.PAB() || s.Scoring.GamePoints(g) > lossPoints(s.Scoring) {
			return dutch.Downfloat // 1.4.3
		}
		return dutch.NoFloat // 1.4.4
	}
	switch { // 1.4.2
	case h.PairingScore > h.OpponentScore:
		return dutch.Downfloat
	case h.PairingScore < h.OpponentScore:
		return dutch.Upfloat
	}
	return dutch.NoFloat
}

// lossPoints is what the point system rewards for a loss (C.04.3 (2026)
// 1.4.3). Where a loss with White and with Black are worth differently
// (XXS WL, BL), an unplayed round scores "more points than those rewarded
// for a loss" only when it scores more than either: our reading, the text
// does not consider colour-dependent points.
func lossPoints(sc trf.Scoring) trf.Points { return max(sc.WhiteLoss, sc.BlackLoss) }

// barsBye reports whether what happened in the round bars the player from
// the pairing-allocated bye.
//
// C.04.3 (2026) 2.1.2 [C2] refers to C.04.1 (2026) Art. 4: "A participant
// who has already received a pairing allocated bye, or has already scored
// in one single round, without playing, as many points as rewarded for a
// win, shall not receive the pairing allocated bye."
//
// A pairing-allocated bye bars whatever it is worth. Any other round not
// played (trf.Game.Played, see float) bars when its points under the
// tournament's point system reach the win value (trf.Scoring.WinPoints:
// with colour-dependent points, the larger of a win with White and with
// Black): with standard or 3-1-0 scoring a forfeit win and a full-point bye
// (F) bar, a half-point bye (H), a zero-point bye (Z), an absence and a
// forfeit loss do not, and a game won over the board never does (the 2017
// text, C.04.1.d, barred a forfeit win only). "As many points as" is read
// as at least as many.
func barsBye(s *pairing.State, h pairing.RoundFact) bool {
	g := h.Game
	if g.PAB() {
		return true
	}
	return !g.Played() && s.Scoring.GamePoints(g) >= s.Scoring.WinPoints()
}

// numbered reports whether the player counts in the numbering whose parity
// C.04.3 (2026) 5.2.5 reads: "If the higher ranked player has an odd TPN
// (see Article 1.1), give them the initial-colour". 1.1 defers the TPN to
// C.04.2 (2026) Art. 2, where late entries "are given an appropriate TPN
// and paired only when they actually arrive" (2.4); FIDE's SPP answered on
// 2026-08-27 that players "who have yet to arrive don't have a TPN" (as
// reported by a third party; not in the Handbook). So a player who never
// took part in a pairing is not numbered and does not shift the others:
// the same numbering as swisscheck's reading of 2017 E.5, and what the 2026
// engines do (shared docs, dutch2026.md §3 1.1/1.2).
func numbered(p *pairing.Player) bool { return p.Entered }
