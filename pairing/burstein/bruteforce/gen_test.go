package bruteforce

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// Random small tournaments for the property tests: the round to pair has
// at most maxPlayers players, so that the reference's enumeration stays
// fast (a bracket of 14 has 135,135 combinations).
const maxPlayers = 14

// situation is a random tournament and the round to pair: the file holds
// the rounds before it, and the players absent from it as XXZ or a bye
// code in its columns.
type situation struct {
	seed  uint64
	file  *trf.File
	round int
	state *pairing.State
	how   string // which generator made it
}

// genSituation builds the situation of a seed: one time in three a
// tournament of pairing/generate under the Burstein system, cut before a
// random round and perturbed (results changed, players made absent);
// otherwise a tournament played here, each round paired by the engine or
// by score or at random within 3.1, 5.2, 5.3 and 4.1, with draws,
// forfeits, byes, absences, late entries, withdrawals, forbidden pairs,
// other point systems, and rounds 1 and 2 (the imaginary point of 3.3).
func genSituation(seed uint64) (*situation, error) {
	for attempt := uint64(0); ; attempt++ {
		rng := rand.New(rand.NewPCG(seed, attempt))
		var f *trf.File
		var round int
		var how string
		var err error
		if rng.IntN(3) == 0 {
			f, round, err = fromGenerate(rng)
			how = "generate"
		} else {
			f, round = newTournament(rng).file()
			how = "played"
		}
		if err != nil {
			return nil, err
		}
		if f == nil {
			continue
		}
		f.Name = fmt.Sprintf("seed-%d", seed)
		sit, err := situationOf(seed, f, round)
		if err != nil {
			return nil, err
		}
		sit.how = how
		if n := len(sit.state.ToPair()); n < 2 || n > maxPlayers {
			continue
		}
		return sit, nil
	}
}

// situationOf prepares the pairing of round r of a file.
func situationOf(seed uint64, f *trf.File, r int) (*situation, error) {
	t, err := pairing.New(f)
	if err != nil {
		return nil, fmt.Errorf("%v\n%s", err, proptest.FileString(f, r))
	}
	s, err := t.Before(r)
	if err != nil {
		return nil, err
	}
	return &situation{seed: seed, file: f, round: r, state: s}, nil
}

// fromGenerate makes a tournament with pairing/generate under the
// Burstein system and cuts it before a random round r: the players not
// paired in r are marked absent (their bye code kept, a blank one written
// as XXZ); then a few results of earlier played games are changed and a
// few more players are made absent, so that the scores, SGs and
// tie-breaks are not only those the engine's own pairings lead to.
func fromGenerate(rng *rand.Rand) (*trf.File, int, error) {
	cfg := generate.DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers = 4, maxPlayers+1
	cfg.MinRounds, cfg.MaxRounds = 3, 8
	cfg.Draws = pick(rng, 0.1, 0.3, 0.6)
	cfg.Forfeits = pick(rng, 0, 0.03, 0.1)
	cfg.HalfByes, cfg.ZeroByes, cfg.FullByes = pick(rng, 0, 0.03), pick(rng, 0, 0.03, 0.08), pick(rng, 0, 0.02)
	cfg.Withdrawals, cfg.LateEntries = pick(rng, 0, 0.1), pick(rng, 0, 0.1)
	if rng.IntN(5) == 0 {
		cfg.Win, cfg.Draw, cfg.Loss = 30, 10, 0
	}
	res, err := generate.Generate(burstein.System{}, cfg, rng.Uint64(), 0)
	if errors.Is(err, pairing.ErrNoPairing) {
		return nil, 0, nil // no tournament of that size could be paired: the next attempt
	}
	if err != nil {
		return nil, 0, err
	}
	f := res.File
	r := 1 + rng.IntN(f.TotalRounds)
	var xxz []int
	for _, p := range f.Players {
		g := p.Game(r)
		p.Games = p.Games[:r-1]
		switch {
		case g.Paired() && rng.IntN(20) != 0:
		case g.Paired() || g.Result == trf.ResultNone:
			xxz = append(xxz, p.ID)
		default:
			p.Games = append(p.Games, g) // H, F, Z: a bye code in the round's columns
		}
	}
	if len(xxz) > 0 {
		f.ByeRequests = []trf.ByeRequest{{Kind: 'Z', IDs: xxz}}
	} else {
		f.ByeRequests = nil
	}
	perturbResults(rng, f, r-1)
	for _, p := range f.Players {
		p.Points = f.Score(p, r-1)
	}
	return f, r, nil
}

// perturbResults changes the result of some played games of rounds 1 to
// played, on both boards' sides.
func perturbResults(rng *rand.Rand, f *trf.File, played int) {
	if played == 0 || rng.IntN(2) == 0 {
		return
	}
	byID := map[int]*trf.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	for range 1 + rng.IntN(4) {
		p := f.Players[rng.IntN(len(f.Players))]
		k := rng.IntN(played)
		g := &p.Games[k]
		if !g.Played() {
			continue
		}
		o := &byID[g.Opponent].Games[k]
		g.Result = pick(rng, trf.ResultWin, trf.ResultDraw, trf.ResultLoss)
		o.Result = map[byte]byte{trf.ResultWin: trf.ResultLoss, trf.ResultDraw: trf.ResultDraw, trf.ResultLoss: trf.ResultWin}[g.Result]
	}
}

func pick[T any](rng *rand.Rand, xs ...T) T { return xs[rng.IntN(len(xs))] }

// The point systems other than 1-½-0, in tenths of a point.
var scorings = []trf.Scoring{
	{WhiteWin: 30, BlackWin: 30, WhiteDraw: 10, BlackDraw: 10, HalfBye: 10, FullBye: 30, PAB: 30, ForfeitWin: 30},
	{WhiteWin: 10, BlackWin: 10, WhiteDraw: 5, BlackDraw: 5, HalfBye: 5, FullBye: 10, PAB: 5, ForfeitWin: 10},
	{WhiteWin: 10, BlackWin: 10, WhiteDraw: 5, BlackDraw: 5, HalfBye: 5, FullBye: 10, PAB: 0, ForfeitWin: 10},
}

// tournament is a tournament being played here.
type tournament struct {
	rng                      *rand.Rand
	f                        *trf.File
	players, rounds          int
	absent, engine, byColour float64
	draws, forfeits, upsets  float64
	joins, leaves            map[int]int // ID -> first round played / first round missed for good
}

func newTournament(rng *rand.Rand) *tournament {
	n := 4 + rng.IntN(maxPlayers-3)
	if rng.IntN(2) == 0 {
		n = 9 + rng.IntN(maxPlayers-8)
	}
	rounds := 2 + rng.IntN(min(7, n-2))
	if rng.IntN(5) == 0 {
		rounds = rng.IntN(2) // rounds 1 and 2 to pair: the imaginary point
	}
	t := &tournament{
		rng: rng, players: n, rounds: rounds,
		absent:   pick(rng, 0, 0.05, 0.1, 0.2),
		engine:   pick(rng, 0, 0.5, 0.9, 1),
		byColour: pick(rng, 0, 0.5, 0.9, 1),
		draws:    pick(rng, 0.05, 0.25, 0.5, 0.8),
		forfeits: pick(rng, 0, 0, 0.05, 0.15),
		upsets:   pick(rng, 0.1, 0.3, 0.5),
		joins:    map[int]int{}, leaves: map[int]int{},
	}
	sc := trf.DefaultScoring
	if rng.IntN(5) == 0 {
		sc = pick(rng, scorings...)
	}
	t.f = &trf.File{Scoring: sc, ScoringGiven: sc != trf.DefaultScoring, InitialColour: pick(rng, trf.White, trf.Black), TotalRounds: rounds + 1 + rng.IntN(4)}
	for i := range n {
		t.f.Players = append(t.f.Players, &trf.Player{ID: i + 1, Name: fmt.Sprintf("Player %d", i+1), Rating: 2600 - 40*i - rng.IntN(35)})
	}
	for range pick(rng, 0, 0, 1, 2) {
		t.joins[1+rng.IntN(n)] = 2 + rng.IntN(rounds+1)
	}
	for range pick(rng, 0, 0, 1, 2) {
		t.leaves[1+rng.IntN(n)] = 2 + rng.IntN(rounds+1)
	}
	if rng.IntN(4) == 0 { // XXP forbidden pairs
		for range 1 + rng.IntN(2) {
			a, b := 1+rng.IntN(n), 1+rng.IntN(n)
			if a != b {
				t.f.Prohibited = append(t.f.Prohibited, trf.Prohibition{IDs: []int{min(a, b), max(a, b)}})
			}
		}
	}
	return t
}

// away reports whether the player misses round r, and the block he gets.
func (t *tournament) away(p *trf.Player, r int) (bool, byte) {
	if t.joins[p.ID] > r {
		return true, trf.ResultNone
	}
	if l := t.leaves[p.ID]; l != 0 && l <= r {
		return true, pick(t.rng, trf.ResultNone, trf.ResultZeroBye)
	}
	if t.rng.Float64() < t.absent {
		return true, pick(t.rng, trf.ResultZeroBye, trf.ResultHalfBye, trf.ResultFullBye, trf.ResultNone)
	}
	return false, 0
}

// file plays the rounds and returns the file and the round to pair, or a
// nil file when a round could not be paired.
func (t *tournament) file() (*trf.File, int) {
	f := t.f
	for r := 1; r <= t.rounds; r++ {
		if !t.play(r) {
			return nil, 0
		}
	}
	next := t.rounds + 1
	var xxz []int
	for _, p := range f.Players {
		if gone, res := t.away(p, next); gone {
			if res == trf.ResultNone || t.rng.IntN(2) == 0 {
				xxz = append(xxz, p.ID)
			} else {
				p.Games = append(p.Games, trf.Game{Result: res})
			}
		}
	}
	if len(xxz) > 0 {
		f.ByeRequests = append(f.ByeRequests, trf.ByeRequest{Kind: 'Z', IDs: xxz})
	}
	for _, p := range f.Players {
		p.Points = f.Score(p, t.rounds)
	}
	return f, next
}

// play plays round r; false when it cannot be paired.
func (t *tournament) play(r int) bool {
	f := t.f
	games := map[int]trf.Game{}
	var xxz []int
	for _, p := range f.Players {
		if gone, res := t.away(p, r); gone {
			games[p.ID] = trf.Game{Result: res}
			if res == trf.ResultNone {
				xxz = append(xxz, p.ID)
			} else {
				p.Games = append(p.Games[:r-1], games[p.ID])
			}
		}
	}
	f.ByeRequests = nil
	if len(xxz) > 0 {
		f.ByeRequests = []trf.ByeRequest{{Kind: 'Z', IDs: xxz}}
	}
	round, ok := t.pair(r)
	f.ByeRequests = nil
	if !ok {
		return false
	}
	if round.Bye != 0 {
		games[round.Bye] = trf.Game{Result: trf.ResultPAB}
	}
	for _, b := range round.Boards {
		games[b.White], games[b.Black] = t.result(b)
	}
	for _, p := range f.Players {
		g, ok := games[p.ID]
		if !ok {
			g = trf.Game{Result: trf.ResultNone}
		}
		p.Games = append(p.Games[:r-1], g)
	}
	return true
}

// pair pairs round r by the engine, or by score or at random.
func (t *tournament) pair(r int) (pairing.Round, bool) {
	tour, err := pairing.New(t.f)
	if err != nil || tour.Rounds != r-1 {
		return pairing.Round{}, false
	}
	s, err := tour.Before(r)
	if err != nil || len(s.ToPair()) < 2 {
		return pairing.Round{}, false
	}
	if t.rng.Float64() < t.engine {
		if round, err := burstein.Pair(s); err == nil {
			return round, true
		}
	}
	return t.pairFree(burstein.NewState(s))
}

// pairFree pairs by score (or in random order) with the first opponent
// each may meet (3.1, 5.2, 5.3), the bye to the last player 4.1 allows;
// colours by 5.4 or at random within 5.2 and 5.3.
func (t *tournament) pairFree(s *burstein.State) (pairing.Round, bool) {
	var order []*burstein.Player
	for _, p := range s.Players {
		if p.Paired {
			order = append(order, p)
		}
	}
	t.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	if t.rng.IntN(2) == 0 {
		slices.SortStableFunc(order, func(a, b *burstein.Player) int { return int(b.Group - a.Group) })
	}
	var r pairing.Round
	if len(order)%2 == 1 {
		k := len(order) - 1
		for k >= 0 && order[k].Barred {
			k--
		}
		if k < 0 {
			return r, false
		}
		r.Bye = order[k].ID
		order = slices.Delete(order, k, k+1)
	}
	ok := proptest.PairInOrder(order, 5000, valid,
		func(a, b *burstein.Player) { r.Boards = append(r.Boards, t.colours(s, a, b)) },
		func() { r.Boards = r.Boards[:len(r.Boards)-1] })
	return r, ok
}

// colours gives a board's colours: by the engine (5.4), or at random
// within 5.2 and 5.3.
func (t *tournament) colours(s *burstein.State, a, b *burstein.Player) pairing.Board {
	board, _ := s.Colours(a, b)
	if t.rng.Float64() < t.byColour {
		return board
	}
	c := pick(t.rng, trf.White, trf.Black)
	if !allows(a, b, c) {
		c = c.Opposite()
	}
	if c == trf.White {
		return pairing.Board{White: a.ID, Black: b.ID}
	}
	return pairing.Board{White: b.ID, Black: a.ID}
}

// result plays a board: a forfeit, a double forfeit or a game.
func (t *tournament) result(b pairing.Board) (trf.Game, trf.Game) {
	gw := trf.Game{Opponent: b.Black, Colour: trf.White}
	gb := trf.Game{Opponent: b.White, Colour: trf.Black}
	switch x := t.rng.Float64(); {
	case x < t.forfeits/4:
		gw.Result, gb.Result = trf.ResultForfeitLoss, trf.ResultForfeitLoss
	case x < t.forfeits:
		gw.Result, gb.Result = trf.ResultForfeitWin, trf.ResultForfeitLoss
		if t.rng.IntN(2) == 0 {
			gw.Result, gb.Result = gb.Result, gw.Result
		}
	case t.rng.Float64() < t.draws:
		gw.Result, gb.Result = trf.ResultDraw, trf.ResultDraw
	default:
		whiteWins := b.White < b.Black // the lower ID is rated higher
		if t.rng.Float64() < t.upsets {
			whiteWins = !whiteWins
		}
		gw.Result, gb.Result = trf.ResultLoss, trf.ResultWin
		if whiteWins {
			gw.Result, gb.Result = trf.ResultWin, trf.ResultLoss
		}
	}
	return gw, gb
}
