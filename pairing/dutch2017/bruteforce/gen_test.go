package bruteforce

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// maxBracket caps the brackets of a generated situation, so that the
// brute force stays fast: a homogeneous bracket of 10 players already has
// 30,240 candidates.
const maxBracket = 10

// situation is a random tournament and the round to pair.
type situation struct {
	seed  uint64
	file  *trf.File
	round int // the round to pair: played + 1
	state *pairing.State
}

// style is how a random tournament was played.
type style struct {
	players, played int
	absent          float64 // chance of a player missing a round
	swiss           float64 // chance a round is paired by score rather than at random
	colourByPref    float64 // chance a game's colours follow the preferences
	draws           float64
	forfeits        float64
	upsets          float64 // chance the lower-rated player wins a decisive game
	lastRound       bool    // the round to pair is the final round (A.7, C.3)
}

// genSituation builds the random situation of a seed: a tournament of 4-12
// players with 1-6 rounds played, paired legally at random or by score
// (C.1, C.2 and one PAB per round respected), with absences (Z, H, blank),
// forfeits, double forfeits, forbidden pairs (XXP), and absences announced
// for the round to pair. Situations whose brackets exceed maxBracket (as
// the engine pairs them) are replaced by the next attempt from the same
// seed.
func genSituation(seed uint64) (*situation, error) {
	for attempt := uint64(0); ; attempt++ {
		rng := rand.New(rand.NewPCG(seed, attempt))
		f, played := genFile(rng)
		if played == 0 {
			continue // nobody could play: try again
		}
		f.Name = fmt.Sprintf("seed-%d", seed)
		t, err := pairing.New(f)
		if err != nil {
			return nil, err
		}
		s, err := t.Before(played + 1)
		if err != nil {
			return nil, err
		}
		if attempt < 50 && !small(s) {
			continue
		}
		return &situation{seed: seed, file: f, round: played + 1, state: s}, nil
	}
}

// small reports whether every bracket of the engine's pairing of the
// state has at most maxBracket players.
func small(s *pairing.State) bool {
	_, steps, err := dutch2017.PairWith(s, dutch2017.Solve)
	if err != nil {
		return len(s.ToPair()) <= maxBracket
	}
	for _, st := range steps {
		if len(st.Bracket.Players) > maxBracket {
			return false
		}
	}
	return true
}

// genPlayer is a player's history while the tournament is generated.
type genPlayer struct {
	p       *trf.Player
	score   trf.Points
	met     map[int]bool
	colours []trf.Colour
	hadBye  bool // a PAB or a forfeit win (C.2)
}

func (g *genPlayer) diff() int {
	d := 0
	for _, c := range g.colours {
		if c == trf.White {
			d++
		} else {
			d--
		}
	}
	return d
}

// wants returns the colour the player would like and how much (3 absolute,
// 2 strong, 1 mild, 0 none), as A.6 defines them.
func (g *genPlayer) wants() (trf.Colour, int) {
	n, d := len(g.colours), g.diff()
	switch {
	case n == 0:
		return trf.NoColour, 0
	case d > 1:
		return trf.Black, 3
	case d < -1:
		return trf.White, 3
	case n >= 2 && g.colours[n-1] == g.colours[n-2]:
		return g.colours[n-1].Opposite(), 3
	case d == 1:
		return trf.Black, 2
	case d == -1:
		return trf.White, 2
	}
	return g.colours[n-1].Opposite(), 1
}

func pick[T any](rng *rand.Rand, xs ...T) T { return xs[rng.IntN(len(xs))] }

func genStyle(rng *rand.Rand) style {
	n := 4 + rng.IntN(9)
	if rng.IntN(2) == 0 {
		n = 9 + rng.IntN(4) // larger brackets
	}
	played := 1 + rng.IntN(6)
	if rng.IntN(8) != 0 {
		played = 1 + rng.IntN(min(6, n-2)) // fewer rounds than a round robin
	}
	if rng.IntN(4) == 0 { // large scoregroups
		n, played = 10+rng.IntN(3), 1+rng.IntN(2)
	}
	st := style{
		players:      n,
		played:       played,
		absent:       pick(rng, 0, 0, 0.04, 0.1, 0.2),
		swiss:        pick(rng, 0, 0.5, 0.8, 1),
		colourByPref: pick(rng, 0, 0.5, 0.9),
		draws:        pick(rng, 0.05, 0.25, 0.5, 0.7, 0.9),
		forfeits:     pick(rng, 0, 0, 0.04, 0.12),
		upsets:       pick(rng, 0.1, 0.3, 0.5),
		lastRound:    rng.IntN(5) < 2,
	}
	return st
}

// genFile builds a random report file; it returns it with the number of
// rounds played, 0 if not even one round could be played.
func genFile(rng *rand.Rand) (*trf.File, int) {
	st := genStyle(rng)
	f := &trf.File{Scoring: trf.DefaultScoring, InitialColour: pick(rng, trf.White, trf.Black)}
	ps := make([]*genPlayer, st.players)
	for i := range ps {
		p := &trf.Player{ID: i + 1, Name: fmt.Sprintf("Player %d", i+1), Rating: 2600 - 37*i - rng.IntN(30)}
		f.Players = append(f.Players, p)
		ps[i] = &genPlayer{p: p, met: map[int]bool{}}
	}
	if rng.IntN(4) == 0 { // XXP forbidden pairs
		for range 1 + rng.IntN(3) {
			ids := []int{1 + rng.IntN(st.players), 1 + rng.IntN(st.players)}
			if rng.IntN(4) == 0 {
				ids = append(ids, 1+rng.IntN(st.players))
			}
			slices.Sort(ids)
			ids = slices.Compact(ids)
			if len(ids) >= 2 {
				f.Prohibited = append(f.Prohibited, trf.Prohibition{IDs: ids})
			}
		}
	}
	played := 0
	for r := 1; r <= st.played; r++ {
		if !playRound(rng, st, f, ps, r) {
			break
		}
		played = r
	}
	if played == 0 { // too few players present: play a plain round
		st.absent = 0
		if !playRound(rng, st, f, ps, 1) {
			return f, 0
		}
		played = 1
	}
	for _, g := range ps {
		for len(g.p.Games) < played {
			g.p.Games = append(g.p.Games, trf.Game{Result: trf.ResultNone})
		}
	}
	// Absences announced for the round to pair: XXZ, or a bye code
	// already written in the round's columns.
	if rng.IntN(4) == 0 {
		for range 1 + rng.IntN(2) {
			g := ps[rng.IntN(len(ps))]
			if rng.IntN(2) == 0 {
				f.ByeRequests = append(f.ByeRequests, trf.ByeRequest{Kind: 'Z', IDs: []int{g.p.ID}})
			} else if len(g.p.Games) == played {
				g.p.Games = append(g.p.Games, trf.Game{Result: pick(rng, trf.ResultZeroBye, trf.ResultHalfBye)})
			}
		}
	}
	f.TotalRounds = played + 1
	if !st.lastRound {
		f.TotalRounds += 1 + rng.IntN(4)
	}
	for _, g := range ps {
		g.p.Points = f.Score(g.p, f.Rounds())
	}
	return f, played
}

// playRound plays round r: absences, a PAB for the odd player out, pairs
// that have not met before, colours and results. It reports false when
// fewer than two players could play.
func playRound(rng *rand.Rand, st style, f *trf.File, ps []*genPlayer, r int) bool {
	game := map[int]trf.Game{}
	present := genAbsences(rng, st, ps, game)
	swiss := rng.Float64() < st.swiss
	pairs, bye, ok := genPairing(rng, f, present, swiss, game)
	if !ok {
		return false
	}
	if bye != nil {
		game[bye.p.ID] = trf.Game{Result: trf.ResultPAB}
		bye.hadBye = true
	}
	for _, pr := range pairs {
		playBoard(rng, st, pr, game)
	}
	for _, g := range ps {
		for len(g.p.Games) < r-1 {
			g.p.Games = append(g.p.Games, trf.Game{Result: trf.ResultNone})
		}
		gm, ok := game[g.p.ID]
		if !ok {
			gm = trf.Game{Result: trf.ResultNone}
		}
		g.p.Games = append(g.p.Games, gm)
		g.score += f.Scoring.GamePoints(gm)
	}
	return true
}

// genAbsences draws who misses the round (a zero or half-point bye or a
// blank, written into game) and returns the players present.
func genAbsences(rng *rand.Rand, st style, ps []*genPlayer, game map[int]trf.Game) []*genPlayer {
	var present []*genPlayer
	for _, g := range ps {
		if rng.Float64() < st.absent {
			game[g.p.ID] = trf.Game{Result: pick(rng, trf.ResultZeroBye, trf.ResultHalfBye, trf.ResultNone)}
			continue
		}
		present = append(present, g)
	}
	return present
}

// genPairing pairs the present players, at random or by score (swiss),
// with the PAB for the odd player out (C.2) and no pair that has met or
// is forbidden (C.1, XXP). While no such pairing exists, one more present
// player is made absent (a zero-point bye in game); it reports false when
// fewer than two players are left.
func genPairing(rng *rand.Rand, f *trf.File, present []*genPlayer, swiss bool, game map[int]trf.Game) (pairs [][2]*genPlayer, bye *genPlayer, ok bool) {
	forbidden := func(a, b *genPlayer) bool {
		for _, pr := range f.Prohibited {
			if slices.Contains(pr.IDs, a.p.ID) && slices.Contains(pr.IDs, b.p.ID) {
				return true
			}
		}
		return a.met[b.p.ID]
	}
	for {
		if len(present) < 2 {
			return nil, nil, false
		}
		order := slices.Clone(present)
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		if swiss {
			sort.SliceStable(order, func(i, j int) bool { return order[i].score > order[j].score })
		}
		bye = nil
		if len(order)%2 == 1 { // the PAB: lowest eligible player (C.2)
			k := len(order) - 1
			for k > 0 && order[k].hadBye {
				k--
			}
			if !swiss {
				k = rng.IntN(len(order))
			}
			bye = order[k]
			order = slices.Delete(order, k, k+1)
		}
		if pairs, ok = pairUp(order, forbidden); ok {
			return pairs, bye, true
		}
		// Nobody can be paired with the rest: one more absent player.
		k := rng.IntN(len(present))
		game[present[k].p.ID] = trf.Game{Result: trf.ResultZeroBye}
		present = slices.Delete(present, k, k+1)
	}
}

// playBoard gives a pair its colours (at random or by preference) and a
// result (a forfeit, a double forfeit or a played game), written into
// game; a played game is recorded in both players' histories.
func playBoard(rng *rand.Rand, st style, pr [2]*genPlayer, game map[int]trf.Game) {
	w, b := pr[0], pr[1]
	if rng.IntN(2) == 0 {
		w, b = b, w
	}
	if rng.Float64() < st.colourByPref {
		w, b = byPreference(pr[0], pr[1])
	}
	gw := trf.Game{Opponent: b.p.ID, Colour: trf.White}
	gb := trf.Game{Opponent: w.p.ID, Colour: trf.Black}
	switch x := rng.Float64(); {
	case x < st.forfeits/4: // double forfeit
		gw.Result, gb.Result = trf.ResultForfeitLoss, trf.ResultForfeitLoss
	case x < st.forfeits:
		gw.Result, gb.Result = trf.ResultForfeitWin, trf.ResultForfeitLoss
		if rng.IntN(2) == 0 {
			gw.Result, gb.Result = gb.Result, gw.Result
		}
	default:
		gw.Result, gb.Result = playGame(rng, st, w, b)
		w.met[b.p.ID], b.met[w.p.ID] = true, true
		w.colours = append(w.colours, trf.White)
		b.colours = append(b.colours, trf.Black)
	}
	if gw.Result == trf.ResultForfeitWin {
		w.hadBye = true
	}
	if gb.Result == trf.ResultForfeitWin {
		b.hadBye = true
	}
	game[w.p.ID], game[b.p.ID] = gw, gb
}

// byPreference gives the colours as a pairing would: the stronger
// preference, else the first player's.
func byPreference(a, b *genPlayer) (white, black *genPlayer) {
	ca, sa := a.wants()
	cb, sb := b.wants()
	switch {
	case sa >= sb && ca == trf.White, sa < sb && cb == trf.Black:
		return a, b
	case sa >= sb && ca == trf.Black, sa < sb && cb == trf.White:
		return b, a
	}
	return a, b
}

func playGame(rng *rand.Rand, st style, w, b *genPlayer) (byte, byte) {
	if rng.Float64() < st.draws {
		return trf.ResultDraw, trf.ResultDraw
	}
	whiteWins := w.p.Rating > b.p.Rating
	if rng.Float64() < st.upsets {
		whiteWins = !whiteWins
	}
	if whiteWins {
		return trf.ResultWin, trf.ResultLoss
	}
	return trf.ResultLoss, trf.ResultWin
}

// pairUp pairs the players in order: each unpaired player, from the first,
// with the first later one he may meet, backtracking when stuck. It
// reports false when no such pairing exists.
func pairUp(order []*genPlayer, forbidden func(a, b *genPlayer) bool) ([][2]*genPlayer, bool) {
	var pairs [][2]*genPlayer
	ok := proptest.PairInOrder(order, 20000,
		func(a, b *genPlayer) bool { return !forbidden(a, b) },
		func(a, b *genPlayer) { pairs = append(pairs, [2]*genPlayer{a, b}) },
		func() { pairs = pairs[:len(pairs)-1] })
	return pairs, ok
}
