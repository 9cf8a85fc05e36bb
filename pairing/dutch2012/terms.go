package dutch2012

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// terms are the 2012 text's own definitions of the terms that the Dutch
// editions define differently.
var terms = dutch.Terms{Float: float, BarsBye: barsBye, Numbered: numbered}

// NewState derives the Dutch terms of every player as the 2012 text
// defines them.
func NewState(s *pairing.State) *dutch.State { return dutch.NewState(s, terms) }

// float is the float of a round. C.04.3 (2012) A.4: when players with
// unequal scores are paired, "the higher ranked player (called downfloater)
// receives a downfloat, the lower one (upfloater) an upfloat"; B.1.b: "A
// player who has received a point or half point without playing, either
// through a bye or due to an opponent not appearing in time, is a
// downfloater". A forfeit loss or an absence with no point gives no float,
// as JaVaFo 1.4 reads it (docs/dutch2012.md).
func float(s *pairing.State, h pairing.RoundFact) dutch.Float {
	switch {
	case barsBye(s, h):
		return dutch.Downfloat
	case !h.Game.Played():
		return dutch.NoFloat
	case h.PairingScore > h.OpponentScore:
		return dutch.Downfloat
	case h.PairingScore < h.OpponentScore:
		return dutch.Upfloat
	}
	return dutch.NoFloat
}

// barsBye reports whether the round bars the bye: C.04.3 (2012) B.1.b, a
// player who "has received a point or half point without playing, either
// through a bye or due to an opponent not appearing in time ... shall not
// receive a bye" (a pairing-allocated bye, a half- or full-point bye, a
// forfeit win).
func barsBye(s *pairing.State, h pairing.RoundFact) bool {
	g := h.Game
	return !g.Played() && (g.Opponent != 0 || g.Result != trf.ResultNone) && s.Scoring.GamePoints(g) > 0
}

// numbered reports whether the player counts in the numbering whose parity
// decides the colours of two players without a game (E.5, and JaVaFo 1.4's
// convention after round 1): like the other editions, a player who never
// took part in a pairing does not shift the others.
func numbered(p *pairing.Player) bool { return p.Entered }

// semiAbsolute reports whether the player's strong colour preference is
// treated like an absolute one: C.04.3 (2012) A.7.d, "while pairing an
// odd-numbered round players having a strong colour preference (players who
// have had an odd number of games before by any reason)".
func semiAbsolute(round int, p *dutch.Player) bool {
	return round%2 == 1 && p.Preference.Strength == dutch.Strong
}

// wavering reports whether the player's mild colour preference is counted
// as whichever colour helps: C.04.3 (2012) A.7.e, "while pairing an
// even-numbered round players having a mild colour preference (players who
// have had an even number of games by any reason)"; in an even round they
// are the players with an odd number of unplayed games (A.8 w, b).
func wavering(round int, p *dutch.Player) bool {
	return round%2 == 0 && p.Preference.Strength == dutch.Mild
}

// colours allocates the colours of a pair (C.04.3 (2012) E.1-E.5). E.1-E.4
// read as in the other editions (dutch.Colours). E.5 speaks of the first
// round only; for two players without a game in a later round JaVaFo 1.4
// gives the higher-ranked player the initial colour when his pairing number
// is even, the other colour when it is odd: the reverse of round 1, on the
// plain pairing numbers (docs/dutch2012.md, reading 3).
//
// E.2 grants "the stronger colour preference": of two absolute ones
// neither is stronger (the 2017 text adds the wider colour difference),
// and E.3 decides, as JaVaFo 1.4 does.
func colours(s *dutch.State, hi, lo *dutch.Player) (pairing.Board, dutch.ColourRule) {
	b, rule := dutch.Colours(s, hi, lo)
	switch {
	case rule == dutch.E5 && s.Round > 1:
		// The pairing number itself, not the count of the players who have
		// entered (reading 3 of docs/dutch2012.md).
		c := s.InitialColour
		if hi.Number%2 == 1 {
			c = c.Opposite()
		}
		b = pairing.Board{White: hi.ID, Black: lo.ID}
		if c == trf.Black {
			b = pairing.Board{White: lo.ID, Black: hi.ID}
		}
	case rule == dutch.E2 && hi.Preference.Strength == dutch.Absolute && lo.Preference.Strength == dutch.Absolute:
		c, rule := hi.Preference.Colour, dutch.E4 // E.4: the higher-ranked player's preference
		if k := dutch.LastDifferent(hi, lo); k > 0 {
			c, rule = lo.Colours[len(lo.Colours)-k], dutch.E3 // E.3: alternate
		}
		if c == trf.White {
			return pairing.Board{White: hi.ID, Black: lo.ID}, rule
		}
		return pairing.Board{White: lo.ID, Black: hi.ID}, rule
	}
	return b, rule
}
