package dutch

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// This file holds the terms the Dutch rules derive from the facts of the
// state (pairing.State). Colour preferences (2017 A.6, 2026 1.6-1.7) and
// topscorers (2017 A.7, 2026 1.8) read alike in both editions and are
// derived here; floats, the numbering of the colour rule E.5 (2026 5.2.5)
// and the bye eligibility differ, and each edition gives them as Terms.

// Float is the float a player received in a round (2017 A.4, 2026 1.4).
type Float int8

// The floats.
const (
	NoFloat Float = iota
	Downfloat
	Upfloat
)

func (f Float) String() string {
	switch f {
	case Downfloat:
		return "↓"
	case Upfloat:
		return "↑"
	}
	return " "
}

// Strength is the strength of a colour preference (A.6).
type Strength int8

// The strengths of A.6 a-d, weakest first.
const (
	NoPreference Strength = iota // A.6.d: no game played yet
	Mild                         // A.6.c
	Strong                       // A.6.b
	Absolute                     // A.6.a
)

func (s Strength) String() string {
	return [...]string{"none", "mild", "strong", "absolute"}[s]
}

// Preference is a colour preference: the colour a player should ideally
// receive next, and how strongly (A.6).
type Preference struct {
	Colour   trf.Colour
	Strength Strength
}

// String gives the Arbiters' Manual notation: W* / B* absolute, W / B
// strong, w / b mild, empty for none.
func (p Preference) String() string {
	switch p.Strength {
	case Absolute:
		return upper(p.Colour) + "*"
	case Strong:
		return upper(p.Colour)
	case Mild:
		return p.Colour.String()
	}
	return ""
}

func upper(c trf.Colour) string {
	if c == trf.White {
		return "W"
	}
	return "B"
}

// Player is a player as the Dutch rules see him: the facts of the state
// and the terms the rules derive from them.
type Player struct {
	pairing.Player // a copy: the engine reads its fields in its inner loops

	Seq        int        // the number whose parity E.5 (2026 5.2.5) reads, Terms.Numbered; 0 if none
	Preference Preference // A.6
	Floats     []Float    // Floats[k-1] is the float received in round k, Terms.Float
	ByeRound   int        // the first round that bars the pairing-allocated bye, Terms.BarsBye; 0 if none
	Topscorer  bool       // A.7, only when pairing the final round
}

// CanMeet reports whether the two players may be paired (C.1).
func (p *Player) CanMeet(q *Player) bool { return p.Player.CanMeet(&q.Player) }

// CanGetBye reports whether the player may receive the pairing-allocated
// bye (2017 C.2, 2026 [C2]).
func (p *Player) CanGetBye() bool { return p.ByeRound == 0 }

// Float returns the float received k rounds before the round being paired
// (k = 1 is the previous round), NoFloat when there was no such round.
func (p *Player) Float(k int) Float {
	i := len(p.Floats) - k
	if i < 0 || i >= len(p.Floats) {
		return NoFloat
	}
	return p.Floats[i]
}

// Ranks reports whether a is ranked above b (2017 A.2, 2026 1.2): by
// score, then by pairing number.
func Ranks(a, b *Player) bool { return pairing.Ranks(&a.Player, &b.Player) }

// State is the state before a round with the Dutch terms of every player.
type State struct {
	*pairing.State
	Players []*Player // every player, by pairing number
	byID    map[int]*Player
}

// Terms are the terms each edition of the Dutch rules defines its own way.
type Terms struct {
	// Float is the float a player received in a round (2017 A.4.b, 2026
	// 1.4.2-1.4.4).
	Float func(s *pairing.State, h pairing.RoundFact) Float

	// BarsBye reports whether what happened to a player in a round bars
	// him from the pairing-allocated bye (2017 C.04.1.d, 2026 C.04.1
	// Art. 4).
	BarsBye func(s *pairing.State, h pairing.RoundFact) bool

	// Numbered reports whether a player counts in the numbering whose
	// parity the last colour rule reads (2017 E.5, 2026 5.2.5).
	Numbered func(p *pairing.Player) bool
}

// NewState derives the Dutch terms of every player of the state, with the
// edition's own terms.
func NewState(s *pairing.State, terms Terms) *State {
	ds := &State{State: s, Players: make([]*Player, 0, len(s.Players)), byID: make(map[int]*Player, len(s.Players))}
	views := make([]Player, len(s.Players)) // one allocation for every player
	floats := make([]Float, 0, len(s.Players)*(s.Round-1))
	seq := 0
	most := trf.Points(s.Round-1) * s.Scoring.WinPoints()
	for i, fp := range s.Players {
		p := &views[i]
		*p = Player{Player: *fp, Preference: preference(fp.Colours, fp.ColourDiff)}
		if terms.Numbered(fp) {
			seq++
			p.Seq = seq
		}
		first := len(floats)
		for k, h := range fp.History {
			floats = append(floats, terms.Float(s, h))
			if p.ByeRound == 0 && terms.BarsBye(s, h) {
				p.ByeRound = k + 1
			}
		}
		p.Floats = floats[first:len(floats):len(floats)]
		// A.7: like the endorsed engines, the pairing score (with
		// acceleration) counts.
		p.Topscorer = s.LastRound() && 2*fp.PairingScore > most
		ds.Players = append(ds.Players, p)
		ds.byID[p.ID] = p
	}
	return ds
}

// Player returns the player with the given ID (starting rank), or nil.
func (s *State) Player(id int) *Player { return s.byID[id] }

// ToPair returns the players who take part in the pairing of the round, in
// pairing-number order.
func (s *State) ToPair() []*Player {
	var out []*Player
	for _, p := range s.State.ToPair() {
		out = append(out, s.byID[p.ID])
	}
	return out
}

// preference computes the colour preference from the colour history of
// played games (C.04.3 A.6).
func preference(colours []trf.Colour, diff int) Preference {
	n := len(colours)
	switch {
	case n == 0:
		return Preference{} // A.6.d
	case diff > 1:
		return Preference{trf.Black, Absolute} // A.6.a
	case diff < -1:
		return Preference{trf.White, Absolute}
	case n >= 2 && colours[n-1] == colours[n-2]:
		return Preference{colours[n-1].Opposite(), Absolute}
	case diff == 1:
		return Preference{trf.Black, Strong} // A.6.b
	case diff == -1:
		return Preference{trf.White, Strong}
	}
	return Preference{colours[n-1].Opposite(), Mild} // A.6.c
}

// Scoregroups splits players sorted by Ranks into scoregroups (2017 A.3,
// 2026 1.3.1).
func Scoregroups(players []*Player) [][]*Player {
	var out [][]*Player
	for i := 0; i < len(players); {
		j := i
		for j < len(players) && players[j].PairingScore == players[i].PairingScore {
			j++
		}
		out = append(out, players[i:j:j])
		i = j
	}
	return out
}

// Flatten joins groups of players.
func Flatten(groups [][]*Player) []*Player {
	var out []*Player
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}
