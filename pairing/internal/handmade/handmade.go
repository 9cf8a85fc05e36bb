// Package handmade builds small tournaments by hand for the tests of the
// pairing systems: the rounds as games and byes, the report file they
// make, and the state before the next round.
package handmade

import (
	"strconv"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Game is one board of a round: the two players, White first, and
// White's result ('1', '=', '0', '+', '-'). It is an unnamed struct type
// so that the tests may write a board as {1, 4, '1'}.
type Game = struct {
	White, Black int
	Result       byte
}

// Event is a hand-made tournament: ratings by pairing number (1-based),
// optional names, the rounds played, each a list of games and of byes
// (ID -> result code, 'U' for the pairing-allocated bye; a player in
// neither has a zero-point bye), the number of rounds (9 when 0) and the
// initial colour.
type Event struct {
	Ratings []int
	Names   []string
	Rounds  [][]Game
	Byes    []map[int]byte
	Total   int
	Colour  trf.Colour
}

// BlackResult is Black's result for White's result r.
func BlackResult(r byte) byte {
	switch r {
	case '1':
		return '0'
	case '0':
		return '1'
	case '+':
		return '-'
	case '-':
		return '+'
	}
	return r
}

// File builds the report file of the event.
func (e Event) File() *trf.File {
	f := &trf.File{Name: "hand.trf", Scoring: trf.DefaultScoring, TotalRounds: e.Total, InitialColour: e.Colour}
	if f.TotalRounds == 0 {
		f.TotalRounds = 9
	}
	for i, r := range e.Ratings {
		name := "Player " + string(rune('A'+i/26)) + string(rune('A'+i%26))
		if i < len(e.Names) {
			name = e.Names[i]
		}
		f.Players = append(f.Players, &trf.Player{ID: i + 1, Name: name, Rating: r})
	}
	for k, games := range e.Rounds {
		for _, g := range games {
			w, b := f.Players[g.White-1], f.Players[g.Black-1]
			w.Games = append(w.Games, trf.Game{Opponent: g.Black, Colour: trf.White, Result: g.Result})
			b.Games = append(b.Games, trf.Game{Opponent: g.White, Colour: trf.Black, Result: BlackResult(g.Result)})
		}
		for _, p := range f.Players {
			if len(p.Games) == k {
				res := byte(trf.ResultZeroBye)
				if k < len(e.Byes) {
					if r, ok := e.Byes[k][p.ID]; ok {
						res = r
					}
				}
				p.Games = append(p.Games, trf.Game{Result: res})
			}
		}
	}
	for _, p := range f.Players {
		p.Points = f.Score(p, len(e.Rounds))
	}
	return f
}

// Before is the state before the round after the event's rounds.
func (e Event) Before(t testing.TB) *pairing.State {
	t.Helper()
	tour, err := pairing.New(e.File())
	if err != nil {
		t.Fatal(err)
	}
	ps, err := tour.Before(len(e.Rounds) + 1)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// Boards writes a round's boards as "W-B" strings, and the bye as "bye N".
func Boards(r pairing.Round) []string {
	var out []string
	for _, b := range r.Boards {
		out = append(out, strconv.Itoa(b.White)+"-"+strconv.Itoa(b.Black))
	}
	if r.Bye != 0 {
		out = append(out, "bye "+strconv.Itoa(r.Bye))
	}
	return out
}
