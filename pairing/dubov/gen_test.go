package dubov_test

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// maxPlayers bounds the random situations.
const maxPlayers = 16

func pick[T any](rng *rand.Rand, xs ...T) T { return xs[rng.IntN(len(xs))] }

// fromGenerate makes a tournament with pairing/generate under the Dubov
// system and cuts it before a random round r: the players not paired in r
// are marked absent (XXZ); then some results of earlier games change.
func fromGenerate(rng *rand.Rand) (*trf.File, int, error) {
	cfg := generate.DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers = 4, maxPlayers
	cfg.MinRounds, cfg.MaxRounds = 2, 10
	cfg.Draws = pick(rng, 0.1, 0.3, 0.6)
	cfg.Forfeits = pick(rng, 0, 0.03, 0.1)
	cfg.HalfByes, cfg.ZeroByes, cfg.FullByes = pick(rng, 0, 0.03), pick(rng, 0, 0.03, 0.08), pick(rng, 0, 0.02)
	cfg.Withdrawals, cfg.LateEntries = pick(rng, 0, 0.1), pick(rng, 0, 0.1)
	cfg.Unrated = pick(rng, 0, 0.1, 0.3)
	res, err := generate.Generate(dubov.System{}, cfg, rng.Uint64(), 0)
	if errors.Is(err, pairing.ErrNoPairing) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	f := res.File
	r := 1 + rng.IntN(f.TotalRounds)
	var xxz []int
	for _, p := range f.Players {
		g := p.Game(r)
		p.Games = p.Games[:min(r-1, len(p.Games))]
		switch {
		case g.Paired() && rng.IntN(20) != 0:
		case g.Paired() || g.Result == trf.ResultNone:
			xxz = append(xxz, p.ID)
		default:
			p.Games = append(p.Games, g)
		}
	}
	f.ByeRequests = nil
	if len(xxz) > 0 {
		f.ByeRequests = []trf.ByeRequest{{Kind: 'Z', IDs: xxz}}
	}
	perturb(rng, f, r-1)
	for _, p := range f.Players {
		p.Points = f.Score(p, r-1)
	}
	return f, r, nil
}

// perturb changes the results of a few played games of rounds 1 to
// played, on both sides.
func perturb(rng *rand.Rand, f *trf.File, played int) {
	if played == 0 || rng.IntN(2) == 0 {
		return
	}
	for range 1 + rng.IntN(4) {
		p := f.Players[rng.IntN(len(f.Players))]
		k := rng.IntN(played)
		if k >= len(p.Games) || !p.Games[k].Played() {
			continue
		}
		g := &p.Games[k]
		o := &f.Players[g.Opponent-1].Games[k]
		g.Result = pick(rng, trf.ResultWin, trf.ResultDraw, trf.ResultLoss)
		o.Result = map[byte]byte{trf.ResultWin: trf.ResultLoss, trf.ResultDraw: trf.ResultDraw, trf.ResultLoss: trf.ResultWin}[g.Result]
	}
}

// played plays a tournament here: each round paired by the engine or at
// random (within C.04.1 b, and within f and g most of the time), with
// draws, forfeits, byes and absences; it returns the file and the round
// to pair next.
func played(rng *rand.Rand) (*trf.File, int) {
	n := 4 + rng.IntN(maxPlayers-3)
	rounds := rng.IntN(min(8, n-1))
	f := &trf.File{Scoring: trf.DefaultScoring, InitialColour: pick(rng, trf.White, trf.Black), TotalRounds: rounds + 1 + rng.IntN(4)}
	if rng.IntN(6) == 0 {
		f.TotalRounds = rounds + 1 // the last round: 2.1 does not hold
	}
	if rng.IntN(5) == 0 {
		f.TotalRounds += 8 // more than 9 rounds: four transfers
	}
	for i := range n {
		rating := 2600 - 40*i - rng.IntN(35)
		if rng.IntN(10) == 0 {
			rating = 0
		}
		if i > 0 && rng.IntN(6) == 0 {
			rating = f.Players[i-1].Rating // equal ratings
		}
		f.Players = append(f.Players, &trf.Player{ID: i + 1, Name: fmt.Sprintf("Player %c%d", 'A'+rng.IntN(4), i+1), Rating: rating})
	}
	engine, strict := pick(rng, 0.0, 0.5, 0.9), pick(rng, 0.8, 1.0)
	absent, forfeits, draws := pick(rng, 0, 0.05, 0.15), pick(rng, 0, 0.05, 0.15), pick(rng, 0.1, 0.3, 0.6)
	for r := 1; r <= rounds; r++ {
		if !playRound(rng, f, r, engine, strict, absent, forfeits, draws) {
			return nil, 0
		}
	}
	var xxz []int
	for _, p := range f.Players {
		if rng.Float64() < absent {
			xxz = append(xxz, p.ID)
		}
	}
	if len(xxz) > 0 {
		f.ByeRequests = []trf.ByeRequest{{Kind: 'Z', IDs: xxz}}
	}
	for _, p := range f.Players {
		p.Points = f.Score(p, rounds)
	}
	return f, rounds + 1
}

// playRound pairs round r and plays it.
func playRound(rng *rand.Rand, f *trf.File, r int, engine, strict, absent, forfeits, draws float64) bool {
	for _, p := range f.Players {
		if rng.Float64() < absent {
			p.Games = append(p.Games, trf.Game{Result: pick(rng, trf.ResultZeroBye, trf.ResultHalfBye, trf.ResultFullBye)})
		}
	}
	tour, err := pairing.New(f)
	if err != nil {
		return false
	}
	ps, err := tour.Before(r)
	if err != nil {
		return false
	}
	var round pairing.Round
	if rng.Float64() < engine {
		round, err = dubov.Pair(ps)
		if err != nil {
			return false
		}
	} else if round, err = randomRound(rng, ps, rng.Float64() < strict); err != nil {
		return false
	}
	for _, b := range round.Boards {
		w, bl := f.Players[b.White-1], f.Players[b.Black-1]
		res := pick(rng, trf.ResultWin, trf.ResultLoss)
		if rng.Float64() < draws {
			res = trf.ResultDraw
		}
		if rng.Float64() < forfeits {
			res = pick(rng, trf.ResultForfeitWin, trf.ResultForfeitLoss)
		}
		w.Games = append(w.Games, trf.Game{Opponent: bl.ID, Colour: trf.White, Result: res})
		bl.Games = append(bl.Games, trf.Game{Opponent: w.ID, Colour: trf.Black, Result: map[byte]byte{'1': '0', '0': '1', '=': '=', '+': '-', '-': '+'}[res]})
	}
	if round.Bye != 0 {
		f.Players[round.Bye-1].Games = append(f.Players[round.Bye-1].Games, trf.Game{Result: trf.ResultPAB})
	}
	for _, p := range f.Players {
		if len(p.Games) < r {
			p.Games = append(p.Games, trf.Game{Result: trf.ResultZeroBye})
		}
	}
	return true
}

// randomRound pairs the players at random: no second game, and, when
// strict, colours that keep f and g and a bye only to a player allowed it.
func randomRound(rng *rand.Rand, ps *pairing.State, strict bool) (pairing.Round, error) {
	players := ps.ToPair()
	rng.Shuffle(len(players), func(i, j int) { players[i], players[j] = players[j], players[i] })
	lim := newLimits(ps)
	var r pairing.Round
	if len(players)%2 == 1 {
		for i, p := range players {
			if !strict || !lim.noBye[p.ID] {
				r.Bye = p.ID
				players = append(players[:i:i], players[i+1:]...)
				break
			}
		}
		if r.Bye == 0 {
			return r, errors.New("no bye")
		}
	}
	used := map[int]bool{}
	for i, a := range players {
		if used[a.ID] {
			continue
		}
		found := false
		for _, b := range players[i+1:] {
			if used[b.ID] || !a.CanMeet(b) {
				continue
			}
			w, bl := a, b
			if rng.IntN(2) == 0 {
				w, bl = b, a
			}
			if strict && !(lim.allowed(w, trf.White) && lim.allowed(bl, trf.Black)) {
				w, bl = bl, w
				if !(lim.allowed(w, trf.White) && lim.allowed(bl, trf.Black)) {
					continue
				}
			}
			r.Boards = append(r.Boards, pairing.Board{White: w.ID, Black: bl.ID})
			used[a.ID], used[b.ID], found = true, true, true
			break
		}
		if !found {
			return r, errors.New("stuck")
		}
	}
	return r, nil
}
