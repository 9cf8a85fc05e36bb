package pairing

import (
	"fmt"
	"sort"

	"github.com/swisscheck/swisscheck/trf"
)

// Tournament is a report file read for pairing: it gives the state before
// any round.
type Tournament struct {
	File          *trf.File
	TotalRounds   int        // XXR, else 142, else the rounds present
	InitialColour trf.Colour // XXC/152, else inferred from the first round with colours
	Rounds        int        // the last round in which anybody was paired
	// Next is the round to pair by default (see nextRound); Before
	// states rounds 1 to Next.
	Next int

	// Warnings say what New derived that the file does not state: the
	// Baku acceleration of a _BAKU code.
	Warnings trf.ErrorList

	byID   map[int]*trf.Player
	number map[int]int          // ID -> pairing number
	accel  map[int][]trf.Points // virtual points by ID, [r-1] for round r: XXA, 250 or the Baku code
	states []trf.RoundState     // of every round column of the file, [r-1]
}

// New prepares a read report file for pairing. The file should have been
// validated: New does not repeat trf's checks.
func New(f *trf.File) (*Tournament, error) {
	t := &Tournament{File: f, byID: map[int]*trf.Player{}, number: map[int]int{}, accel: f.Acceleration}
	for i, p := range f.Players {
		if _, dup := t.byID[p.ID]; dup {
			return nil, fmt.Errorf("%s:%d: start rank %d used twice", f.Name, p.Line, p.ID)
		}
		t.byID[p.ID] = p
		t.number[p.ID] = p.ID
		if f.RankIDs {
			t.number[p.ID] = i + 1 // XXC rank: pair by position in the file
		}
	}
	t.Rounds = f.LastPairedRound() // a trailing round that only marks absences is not paired
	t.states = f.RoundStates()
	t.Next = nextRound(t.states, t.Rounds)
	t.TotalRounds = f.TotalRounds
	if t.TotalRounds == 0 {
		t.TotalRounds = f.Rounds() // every round column, as the endorsed checkers count them (A.7: the final round)
	}
	t.InitialColour = f.InitialColour
	if t.InitialColour == trf.NoColour {
		t.InitialColour = t.inferInitialColour()
	}
	t.baku()
	return t, nil
}

// nextRound returns the round to pair next, from the states of the file's
// rounds and its last paired round: that round itself when it is paired
// but not played (its results are needed for any later round, so it can
// only be paired again); else the first later round with players left to
// pair, its column holding only the byes entered before its pairing; else
// the round after the file's last. A round in which every player has a
// bye is over without games and is passed over, as bbpPairings does.
func nextRound(states []trf.RoundState, last int) int {
	if last > 0 && states[last-1] == trf.RoundNotPlayed {
		return last
	}
	for r := last + 1; r <= len(states); r++ {
		if states[r-1] == trf.RoundNotPaired {
			return r
		}
	}
	return max(last, len(states)) + 1
}

// State returns the state of round r in the file (trf.RoundStates):
// trf.RoundPlayed for a round past the file's last.
func (t *Tournament) State(r int) trf.RoundState {
	if r < 1 || r > len(t.states) {
		return trf.RoundPlayed
	}
	return t.states[r-1]
}

// Unplayed reports whether the last paired round has no results yet
// (trf.RoundNotPlayed): it can be checked and paired again, but the round
// after it cannot be paired.
func (t *Tournament) Unplayed() bool { return t.Next == t.Rounds }

// Number returns the pairing number of the player with the given ID
// (A.2.b): the ID, or his position in the file under XXC rank; 0 for no
// such player.
func (t *Tournament) Number(id int) int { return t.number[id] }

// inferInitialColour finds the initial colour (E.5) when the file does not
// give it, the way the endorsed checkers do: in the first round F with any
// colour recorded, the highest-ranked player who took part in the pairing of
// round F or earlier gives his round-F colour; if he has none in round F,
// the next player's round-F colour reversed, the third's as is, and so on.
func (t *Tournament) inferInitialColour() trf.Colour {
	first := 0
	for r := 1; r <= t.Rounds && first == 0; r++ {
		for _, p := range t.File.Players {
			if p.Game(r).Colour != trf.NoColour {
				first = r
				break
			}
		}
	}
	if first == 0 {
		return trf.NoColour
	}
	var ranked []*trf.Player
	for _, p := range t.File.Players {
		for r := 1; r <= first; r++ {
			if p.Game(r).Paired() {
				ranked = append(ranked, p)
				break
			}
		}
	}
	sort.Slice(ranked, func(i, j int) bool { return t.number[ranked[i].ID] < t.number[ranked[j].ID] })
	for i, p := range ranked {
		if c := p.Game(first).Colour; c != trf.NoColour {
			if i%2 == 1 {
				return c.Opposite()
			}
			return c
		}
	}
	return trf.NoColour
}

// State is the tournament before a round: what the pairing rules work on.
type State struct {
	Round         int // the round to be paired
	TotalRounds   int
	InitialColour trf.Colour
	Scoring       trf.Scoring
	// Accelerated: the file gives acceleration points (XXA or 250), which
	// are in every player's PairingScore.
	Accelerated bool
	Players     []*Player // every player, by pairing number
	byID        map[int]*Player
}

// Player returns the player with the given ID (starting rank), or nil.
func (s *State) Player(id int) *Player { return s.byID[id] }

// ToPair returns the players who take part in the pairing of the round, in
// pairing-number order.
func (s *State) ToPair() []*Player {
	var out []*Player
	for _, p := range s.Players {
		if p.Paired {
			out = append(out, p)
		}
	}
	return out
}

// LastRound reports whether the round being paired is the final round.
func (s *State) LastRound() bool { return s.Round >= s.TotalRounds }

// Before returns the state before round r, 1 to t.Next. Rounds already
// paired in the file take their players to pair from the file; for a later
// round, every player is paired but those the file marks absent (XXZ,
// 240, or a bye code already written in that round's columns).
func (t *Tournament) Before(r int) (*State, error) {
	if err := t.pairable(r); err != nil {
		return nil, err
	}
	s := &State{
		Round:         r,
		TotalRounds:   t.TotalRounds,
		InitialColour: t.InitialColour,
		Scoring:       t.File.Scoring,
		Accelerated:   len(t.accel) > 0,
		byID:          map[int]*Player{},
	}
	absent := t.absentIn(r)
	for _, fp := range t.File.Players {
		p := t.history(fp, r)
		if r <= t.Rounds {
			p.Paired = fp.Game(r).Paired()
		} else {
			p.Paired = !absent[fp.ID] && fp.Game(r).Result == trf.ResultNone
		}
		p.Entered = p.Entered || p.Paired
		s.Players = append(s.Players, p)
		s.byID[p.ID] = p
	}
	sort.Slice(s.Players, func(i, j int) bool { return s.Players[i].Number < s.Players[j].Number })
	t.addScores(s)
	t.addForbidden(s)
	return s, nil
}

// pairable tells why round r cannot be stated: out of 1 to t.Next.
func (t *Tournament) pairable(r int) error {
	name := t.File.Name
	switch {
	case r >= 1 && r <= t.Next:
		return nil
	case r > t.Next && t.Unplayed():
		return fmt.Errorf("%s: round %d: round %d is paired but not played yet (its results are needed for any later round), so rounds 1 to %d can be paired", name, r, t.Rounds, t.Next)
	case t.Next == t.Rounds+1 && t.Next > t.File.Rounds():
		return fmt.Errorf("%s: round %d: the file has rounds 1 to %d, so rounds 1 to %d can be paired", name, r, t.Rounds, t.Next)
	}
	return fmt.Errorf("%s: round %d: rounds 1 to %d can be paired (%s)", name, r, t.Next, t.File.RoundNotes())
}

// absentIn returns the players the file marks absent in round r (XXZ lines
// count for the round to pair next).
func (t *Tournament) absentIn(r int) map[int]bool {
	out := map[int]bool{}
	for _, b := range t.File.ByeRequests {
		if b.Round == r || (b.Round == 0 && r == t.Next) {
			for _, id := range b.IDs {
				out[id] = true
			}
		}
	}
	return out
}

// history builds a player's scores, colours, opponents and rounds from the
// rounds before r.
func (t *Tournament) history(fp *trf.Player, r int) *Player {
	f := t.File
	p := &Player{ID: fp.ID, Number: t.number[fp.ID], Name: fp.Name, Rating: fp.Rating, Met: map[int]int{},
		History: make([]RoundFact, 0, r-1)}
	for k := 1; k < r; k++ {
		g := fp.Game(k)
		p.History = append(p.History, RoundFact{Game: g, Paired: g.Paired()})
		p.Entered = p.Entered || g.Paired()
		p.Score += f.Scoring.GamePoints(g)
		if g.Played() { // C.04.2.D.5, D.6: only played games count
			p.Colours = append(p.Colours, g.Colour)
			p.Opponents = append(p.Opponents, g.Opponent)
			p.Met[g.Opponent] = k
			if g.Colour == trf.White {
				p.ColourDiff++
			} else {
				p.ColourDiff--
			}
		}
	}
	p.PairingScore = p.Score + t.acceleration(fp.ID, r)
	return p
}

// acceleration returns the virtual points of a player in round r (XXA,
// 250, or the Baku code of 192).
func (t *Tournament) acceleration(id, r int) trf.Points {
	a := t.accel[id]
	if r-1 < len(a) {
		return a[r-1]
	}
	return 0
}

// addScores records in every round's facts the pairing scores before the
// round of each player and, for a played game, of his opponent.
func (t *Tournament) addScores(s *State) {
	f := t.File
	score := map[int]trf.Points{} // real score before round k
	for k := 1; k < s.Round; k++ {
		before := func(id int) trf.Points { return score[id] + t.acceleration(id, k) }
		for _, fp := range f.Players {
			h := &s.byID[fp.ID].History[k-1]
			h.PairingScore = before(fp.ID)
			if h.Game.Played() {
				h.OpponentScore = before(h.Game.Opponent)
			}
		}
		for _, fp := range f.Players {
			score[fp.ID] += f.Scoring.GamePoints(fp.Game(k))
		}
	}
}

// addForbidden gives every player the XXP / 260 forbidden pairs that apply
// in the round (Player.Barring).
func (t *Tournament) addForbidden(s *State) {
	f := newForbidden(t.File.Prohibited, s.Round, func(id int) bool { return s.byID[id] != nil })
	if f == nil {
		return
	}
	for _, p := range s.Players {
		p.forbid = f
	}
}
