package bruteforce

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// This file makes random small tournaments in which the 2026 rules on
// floats (1.4.3-1.4.4), the bye ([C2], [C5], [C9]) and completion ([C4])
// matter: pairing-allocated byes, forfeits and double forfeits, half-,
// full- and zero-point byes, absences, late entries and withdrawals,
// forbidden pairs, final rounds (topscorers) and point systems other than
// 1-½-0.

// maxBracket caps the brackets of a situation as the engine pairs it, so
// that the brute force stays fast: a homogeneous bracket of 10 players has
// 30,240 candidates.
const maxBracket = 10

// situation is a random tournament and the round to pair.
type situation struct {
	seed  uint64
	file  *trf.File
	round int // the round to pair: the rounds played + 1
	state *pairing.State
}

// genSituation builds the situation of a seed. Situations with a bracket
// over maxBracket players (as the engine pairs them) are replaced by the
// next attempt from the same seed.
func genSituation(seed uint64) (*situation, error) {
	for attempt := uint64(0); ; attempt++ {
		rng := rand.New(rand.NewPCG(seed, attempt))
		f, played := newTournament(rng).file()
		if played == 0 {
			continue
		}
		f.Name = fmt.Sprintf("seed-%d", seed)
		sit, err := situationOf(seed, f, played+1)
		if err != nil {
			return nil, err
		}
		if attempt < 50 && !small(sit.state) {
			continue
		}
		return sit, nil
	}
}

// situationOf prepares the pairing of round r of a file.
func situationOf(seed uint64, f *trf.File, r int) (*situation, error) {
	t, err := pairing.New(f)
	if err != nil {
		return nil, err
	}
	s, err := t.Before(r)
	if err != nil {
		return nil, err
	}
	return &situation{seed: seed, file: f, round: r, state: s}, nil
}

// small reports whether every bracket of the engine's pairing has at most
// maxBracket players.
func small(s *pairing.State) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = true // keep it: the test reports the engine's panic
		}
	}()
	_, steps, err := dutch2026.PairSteps(s)
	if err != nil {
		return len(s.ToPair()) <= maxBracket+2
	}
	for _, st := range steps {
		if len(st.Bracket.Players) > maxBracket {
			return false
		}
	}
	return true
}

// The point systems, in tenths of a point.
var scorings = []trf.Scoring{
	trf.DefaultScoring,
	// 3-1-0, byes as a win or a draw.
	{WhiteWin: 30, BlackWin: 30, WhiteDraw: 10, BlackDraw: 10, HalfBye: 10, FullBye: 30, PAB: 30, ForfeitWin: 30},
	// A pairing-allocated bye worth a draw: it still bars a second one.
	{WhiteWin: 10, BlackWin: 10, WhiteDraw: 5, BlackDraw: 5, HalfBye: 5, FullBye: 10, PAB: 5, ForfeitWin: 10},
	// A pairing-allocated bye worth nothing: still a downfloat (1.4.3).
	{WhiteWin: 10, BlackWin: 10, WhiteDraw: 5, BlackDraw: 5, HalfBye: 5, FullBye: 10, PAB: 0, ForfeitWin: 10},
}

// tournament is a tournament being generated.
type tournament struct {
	rng *rand.Rand
	f   *trf.File

	players, rounds int
	absent          float64 // chance of missing a round (Z, H, F or blank)
	lateEntries     int     // players who join after round 1
	withdrawals     int     // players who stop playing
	engine          float64 // chance a round is paired by the 2026 engine
	byPreference    float64 // chance a game's colours follow the preferences
	draws, forfeits float64
	upsets          float64
	lastRound       bool // the round to pair is the final one (1.8)

	joins, leaves map[int]int // player ID -> first round played / first round missed for good
}

func pick[T any](rng *rand.Rand, xs ...T) T { return xs[rng.IntN(len(xs))] }

func newTournament(rng *rand.Rand) *tournament {
	n := 4 + rng.IntN(9)
	if rng.IntN(2) == 0 {
		n = 8 + rng.IntN(5)
	}
	rounds := 1 + rng.IntN(min(6, n-2))
	draws, upsets := pick(rng, 0.05, 0.25, 0.5, 0.8), pick(rng, 0.1, 0.3, 0.5)
	switch rng.IntN(6) {
	case 0, 1, 2: // large scoregroups
		n, rounds, draws = 10+rng.IntN(3), 1+rng.IntN(2), pick(rng, 0.6, 0.8, 0.9)
	case 3: // scores spread wide: brackets with several MDPs of different scores
		n, rounds, draws, upsets = 8+rng.IntN(5), 3+rng.IntN(3), 0.05, pick(rng, 0, 0.1)
	}
	t := &tournament{
		rng: rng, players: n, rounds: rounds,
		absent:       pick(rng, 0, 0.05, 0.1, 0.2),
		lateEntries:  pick(rng, 0, 0, 0, 1, 2),
		withdrawals:  pick(rng, 0, 0, 0, 1, 2),
		engine:       pick(rng, 0, 0.5, 0.9, 1),
		byPreference: pick(rng, 0, 0.5, 0.9),
		draws:        draws,
		forfeits:     pick(rng, 0, 0, 0.05, 0.15),
		upsets:       upsets,
		lastRound:    rng.IntN(5) < 2,
		joins:        map[int]int{},
		leaves:       map[int]int{},
	}
	sc := trf.DefaultScoring
	if rng.IntN(4) == 0 {
		sc = pick(rng, scorings...)
	}
	// The number of rounds is set when the round to pair is known; until
	// then no round is the final one.
	t.f = &trf.File{Scoring: sc, ScoringGiven: sc != trf.DefaultScoring, InitialColour: pick(rng, trf.White, trf.Black), TotalRounds: rounds + 2}
	for i := range n {
		t.f.Players = append(t.f.Players, &trf.Player{ID: i + 1, Name: fmt.Sprintf("Player %d", i+1), Rating: 2600 - 40*i - rng.IntN(35)})
	}
	for range t.lateEntries {
		t.joins[1+rng.IntN(n)] = 2 + rng.IntN(rounds+1)
	}
	for range t.withdrawals {
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

// away reports whether the player does not take part in round r: not yet
// joined, withdrawn, or absent by chance (with the kind of round he gets).
func (t *tournament) away(p *trf.Player, r int) (bool, byte) {
	if j := t.joins[p.ID]; j > r {
		return true, trf.ResultNone // a late entry: blank until he joins
	}
	if l := t.leaves[p.ID]; l != 0 && l <= r {
		return true, pick(t.rng, trf.ResultNone, trf.ResultZeroBye)
	}
	if t.rng.Float64() < t.absent {
		return true, pick(t.rng, trf.ResultZeroBye, trf.ResultHalfBye, trf.ResultFullBye, trf.ResultNone)
	}
	return false, 0
}

// file plays the rounds and returns the file with the number of rounds
// played (0 when not even one could be).
func (t *tournament) file() (*trf.File, int) {
	f := t.f
	played := 0
	for r := 1; r <= t.rounds; r++ {
		if !t.play(r) {
			break
		}
		played = r
	}
	if played == 0 {
		return f, 0
	}
	for _, p := range f.Players {
		p.Games = p.Games[:min(len(p.Games), played)]
	}
	// The round to pair: absences announced by XXZ or by a bye code in
	// its columns, and the withdrawn.
	next := played + 1
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
	f.TotalRounds = next
	if !t.lastRound {
		f.TotalRounds += 1 + t.rng.IntN(4)
	}
	for _, p := range f.Players {
		p.Points = f.Score(p, played)
	}
	return f, played
}

// play plays round r: who is away, the pairing, colours and results. It
// reports false when fewer than two players could be paired.
func (t *tournament) play(r int) bool {
	f := t.f
	games := map[int]trf.Game{}
	away := map[int]bool{}
	for _, p := range f.Players {
		if gone, res := t.away(p, r); gone {
			away[p.ID] = true
			games[p.ID] = trf.Game{Result: res}
		}
	}
	boards, bye, ok := t.pair(r, away)
	if !ok {
		return false
	}
	if bye != 0 {
		games[bye] = trf.Game{Result: trf.ResultPAB}
	}
	for _, b := range boards {
		gw, gb := t.result(b)
		games[b.White], games[b.Black] = gw, gb
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

// pair pairs round r: by the 2026 engine, or by score or at random with
// a legal bye. The players in away are not paired.
func (t *tournament) pair(r int, away map[int]bool) ([]pairing.Board, int, bool) {
	s, err := t.stateBefore(r, away)
	if err != nil || len(s.ToPair()) < 2 {
		return nil, 0, false
	}
	if t.rng.Float64() < t.engine {
		if round, err := enginePairing(s); err == nil {
			return round.Boards, round.Bye, true
		}
	}
	return t.pairFree(s)
}

// enginePairing pairs with the engine; a panic is an error here (the
// property test reports it where it arises in the round to pair).
func enginePairing(s *pairing.State) (r pairing.Round, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("engine panic: %v", v)
		}
	}()
	return dutch2026.Pair(s)
}

// stateBefore is the state before round r with the players in away not
// paired; the file holds rounds 1 to r-1.
func (t *tournament) stateBefore(r int, away map[int]bool) (*pairing.State, error) {
	tour, err := pairing.New(t.f)
	if err != nil {
		return nil, err
	}
	if tour.Rounds != r-1 {
		// A round nobody was paired in cannot be the basis of a state.
		return nil, fmt.Errorf("round %d: the file's last paired round is %d", r, tour.Rounds)
	}
	s, err := tour.Before(r)
	if err != nil {
		return nil, err
	}
	for _, p := range s.Players {
		if away[p.ID] {
			p.Paired, p.Entered = false, false
			for _, h := range p.History {
				p.Entered = p.Entered || h.Paired
			}
		}
	}
	return s, nil
}

// colours gives a board's colours: by 5.2, or at random when that keeps
// both players within C.04.1 Art. 6 and 7 (a colour difference within ±2,
// no colour three times in a row), so that the histories are ones a
// tournament paired by the rules can have; with -wild, at random.
func (t *tournament) colours(ds *dutch.State, a, b *dutch.Player) pairing.Board {
	if dutch.Ranks(b, a) {
		a, b = b, a
	}
	board, _ := dutch.Colours(ds, a, b)
	if t.rng.Float64() < t.byPreference {
		return board
	}
	random := pairing.Board{White: a.ID, Black: b.ID}
	if t.rng.IntN(2) == 0 {
		random = pairing.Board{White: b.ID, Black: a.ID}
	}
	if *flagWild {
		return random
	}
	ok := func(p *dutch.Player, c trf.Colour) bool {
		cd, n := p.ColourDiff-1, len(p.Colours)
		if c == trf.White {
			cd += 2
		}
		return cd >= -2 && cd <= 2 && !(n >= 2 && p.Colours[n-1] == c && p.Colours[n-2] == c)
	}
	wa := random.White == a.ID
	if ok(a, map[bool]trf.Colour{true: trf.White, false: trf.Black}[wa]) && ok(b, map[bool]trf.Colour{true: trf.Black, false: trf.White}[wa]) {
		return random
	}
	return board
}

// pairFree pairs the players by score (or in random order) with the first
// opponent each may meet ([C1], [C3]), giving the bye to the lowest (or a
// random) player that [C2] allows. It reports false when that fails.
func (t *tournament) pairFree(s *pairing.State) ([]pairing.Board, int, bool) {
	ds := dutch2026.NewState(s)
	order := ds.ToPair()
	t.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	if t.rng.IntN(2) == 0 {
		slices.SortStableFunc(order, func(a, b *dutch.Player) int { return int(b.PairingScore - a.PairingScore) })
	}
	bye := 0
	if len(order)%2 == 1 {
		k := len(order) - 1
		for k >= 0 && !order[k].CanGetBye() {
			k--
		}
		if k < 0 {
			return nil, 0, false
		}
		bye = order[k].ID
		order = slices.Delete(order, k, k+1)
	}
	var boards []pairing.Board
	ok := proptest.PairInOrder(order, 5000,
		func(a, b *dutch.Player) bool { return a.CanMeet(b) && (*flagWild || dutch.Compatible(a, b)) }, // [C1], [C3]
		func(a, b *dutch.Player) { boards = append(boards, t.colours(ds, a, b)) },
		func() { boards = boards[:len(boards)-1] })
	if !ok {
		return nil, 0, false
	}
	return boards, bye, true
}
