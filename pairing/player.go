// Package pairing holds the state of a Swiss tournament before a round, as
// the FIDE rules define it: scores, colour histories and preferences, float
// histories, opponents and byes (C.04.2, C.04.3 A.1-A.7).
package pairing

import (
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// Float is the float a player received in a round (C.04.3 A.4).
type Float int8

// The floats of A.4.b.
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

// Strength is the strength of a colour preference (C.04.3 A.6).
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
// receive next, and how strongly (C.04.3 A.6).
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

// Player is one player's state before the round being paired.
type Player struct {
	ID     int // starting rank in the report file (the 001 number)
	Number int // pairing number (A.2.b): the ID, or the file position under XXC rank
	Seq    int // effective pairing number among the players who have entered (E.5); 0 if none
	Name   string
	Rating int

	Score        trf.Points // points from the results of the rounds before
	PairingScore trf.Points // Score plus acceleration points (C.04.5): brackets are built on it

	// Colours holds the colours of played games only, oldest first
	// (C.04.2.D.5).
	Colours    []trf.Colour
	ColourDiff int // games with White minus games with Black (A.6)
	Preference Preference

	// Floats[k-1] is the float received in round k (A.4.b).
	Floats []Float

	// Met maps each opponent actually played, and each player of an XXP
	// forbidden pair, to the round of the game (0 for a forbidden pair).
	Met       map[int]int
	Opponents []int // opponents actually played, in round order

	// ByeRound is the round of the first pairing-allocated bye or forfeit
	// win (C.2), 0 if none: such a player cannot receive the bye.
	ByeRound int

	Topscorer bool // A.7, only when pairing the final round
	Paired    bool // takes part in the pairing of the round
}

// CanMeet reports whether the two players may be paired: they have not
// played each other and are not a forbidden pair (C.1).
func (p *Player) CanMeet(q *Player) bool {
	_, met := p.Met[q.ID]
	return !met && p.ID != q.ID
}

// CanGetBye reports whether the player may receive the pairing-allocated
// bye (C.2).
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

// LastColour returns the colour of the last played game, NoColour if none.
func (p *Player) LastColour() trf.Colour {
	if len(p.Colours) == 0 {
		return trf.NoColour
	}
	return p.Colours[len(p.Colours)-1]
}

// ColourString writes a colour history as the check list shows it:
// "WBW".
func ColourString(cs []trf.Colour) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(strings.ToUpper(c.String()))
	}
	return b.String()
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
