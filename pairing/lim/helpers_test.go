package lim

import (
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// game is one round of a hand-made tournament: the two players, White
// first, and White's result ('1', '=', '0', '+', '-').
type game struct {
	white, black int
	result       byte
}

// event is a hand-made tournament: ratings by pairing number (1-based),
// the rounds played, each a list of games and of byes (ID -> result code,
// 'U' for the pairing-allocated bye), and the round to pair.
type event struct {
	ratings []int
	names   []string // optional
	rounds  [][]game
	byes    []map[int]byte
	total   int
	colour  trf.Colour
}

// opposite result of White's result, for Black.
func blackResult(r byte) byte {
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

// file builds the report file of the event.
func (e event) file() *trf.File {
	f := &trf.File{Name: "hand.trf", Scoring: trf.DefaultScoring, TotalRounds: e.total, InitialColour: e.colour}
	if f.TotalRounds == 0 {
		f.TotalRounds = 9
	}
	for i, r := range e.ratings {
		name := "Player " + string(rune('A'+i/26)) + string(rune('A'+i%26))
		if i < len(e.names) {
			name = e.names[i]
		}
		f.Players = append(f.Players, &trf.Player{ID: i + 1, Name: name, Rating: r})
	}
	for k, games := range e.rounds {
		for _, g := range games {
			w, b := f.Players[g.white-1], f.Players[g.black-1]
			w.Games = append(w.Games, trf.Game{Opponent: g.black, Colour: trf.White, Result: g.result})
			b.Games = append(b.Games, trf.Game{Opponent: g.white, Colour: trf.Black, Result: blackResult(g.result)})
		}
		for _, p := range f.Players {
			if len(p.Games) == k {
				res := byte(trf.ResultZeroBye)
				if k < len(e.byes) {
					if r, ok := e.byes[k][p.ID]; ok {
						res = r
					}
				}
				p.Games = append(p.Games, trf.Game{Result: res})
			}
		}
	}
	for _, p := range f.Players {
		p.Points = f.Score(p, len(e.rounds))
	}
	return f
}

// state is the state before the round after the event's rounds.
func (e event) state(t *testing.T) *State {
	t.Helper()
	tour, err := pairing.New(e.file())
	if err != nil {
		t.Fatal(err)
	}
	ps, err := tour.Before(len(e.rounds) + 1)
	if err != nil {
		t.Fatal(err)
	}
	return NewState(ps)
}

// boards writes a round's boards as "W-B" strings, and the bye as "bye N".
func boards(r pairing.Round) []string {
	var out []string
	for _, b := range r.Boards {
		out = append(out, itoa(b.White)+"-"+itoa(b.Black))
	}
	if r.Bye != 0 {
		out = append(out, "bye "+itoa(r.Bye))
	}
	return out
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	if neg {
		s = "-" + s
	}
	return s
}

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
