// Package generate is swisscheck's random tournament generator (RTG,
// C.04.A A.5): it builds complete simulated Swiss tournaments, every round
// paired by the engine of a pairing system (pairing.System), and returns
// them as TRF16 report files for pairing checkers.
//
// Ratings follow the initial order of C.04.2.B, results follow the
// expected scores of the FIDE rating table 8.1b, and the events a checker
// must handle all occur: draws, forfeits (also double), half-point,
// zero-point and full-point byes, withdrawals, late entries (C.04.2.C),
// other point systems (XXS) and acceleration (XXA, Baku C.04.5.1).
//
// Each file is also a test case for a standings checker: it writes a
// tie-break list (TRF26 record 212, the configured one or a realistic list
// drawn for the tournament) and records the final ranks of that list by
// C.07 in the edition of its start date (042) in 001 columns 86-89, as
// package pairing/standings computes them; players tied on the whole list
// share the higher rank.
//
// Generation is deterministic: the same Config and seed give the same
// file, byte for byte, on any machine. Every random decision is drawn from
// a PCG generator (math/rand/v2) seeded from the seed, in pairing-number
// order, with integer arithmetic only; Generate derives the seed of each
// tournament of a run from the run's seed and the tournament's index.
//
// A Config can be read from a configuration file (ParseConfig), one
// key=value per line with '#' comments; Keys lists the keys, which are
// also the flags of "swisscheck generate":
//
//	players=5-500          # N or MIN-MAX
//	rounds=3-15
//	highest-rating=2800
//	lowest-rating=1000
//	unrated=0.15           # share of players; 15% also reads
//	draws=0.35             # between equally rated players
//	forfeits=0.03          # of the games paired
//	double-forfeits=0.3    # of the forfeits
//	half-byes=0.02         # per player and round: H, Z (or blank), F
//	zero-byes=0.02
//	full-byes=0.01
//	withdrawals=0.08       # share of players
//	late-entries=0.08
//	points=3/1/0           # win/draw/loss, written as XXS
//	pab=win                # or points
//	accel=baku             # none, baku, or virtual points per round: 1,1,0.5
//	colour=black1          # white1, black1 or random
//	tiebreaks=BH/C1,BH,SB  # record 212 after PTS; random, or none (ranks by points)
package generate

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/trf"
)

// MaxRetries is how many derived seeds Generate tries for one tournament
// before giving up.
const MaxRetries = 100

// Result is one tournament of a run.
type Result struct {
	File    *trf.File
	Seed    uint64 // the seed Tournament made File with
	Retries int    // seeds abandoned because a round could not be paired
}

// Generate makes tournament index of the run with the given seed: it calls
// Tournament with the seeds derived from (seed, index), one after the
// other, until one gives a tournament whose every round could be paired
// (a round can have no valid pairing, pairing.ErrNoPairing, in small
// events where many players have met). Each tournament depends only on
// sys, cfg, seed and index, so a run can be generated in any order or in
// parallel.
func Generate(sys pairing.System, cfg Config, seed uint64, index int) (Result, error) {
	seeds := rand.New(rand.NewPCG(seed, uint64(index)))
	var err error
	for retry := 0; retry <= MaxRetries; retry++ {
		s := seeds.Uint64()
		var f *trf.File
		f, err = Tournament(sys, cfg, s)
		if err == nil {
			return Result{File: f, Seed: s, Retries: retry}, nil
		}
		if !errors.Is(err, pairing.ErrNoPairing) {
			return Result{}, err
		}
	}
	return Result{}, fmt.Errorf("generate: tournament %d: %d seeds tried: %w", index, MaxRetries+1, err)
}

// entrant is a player's plan for the tournament.
type entrant struct {
	p        *trf.Player
	strength int // rating, or the nominal rating of an unrated player
	entry    int // first round he may be paired: 1, or 2-3 for a late entry
	leave    int // first round after his withdrawal; 0 if he stays
	blank    bool
}

// generator is the state of one Tournament.
type generator struct {
	sys     pairing.System
	cfg     Config
	rng     *rand.Rand
	f       *trf.File
	rounds  int
	players []*entrant // by pairing number

	draws, forfeits, doubles     ppm
	halfByes, zeroByes, fullByes ppm
}

// Tournament builds one complete tournament from the seed. Rounds are
// paired one after the other by pairing.New, Tournament.Before and the
// system, with the players absent in a round written first (C.04.2.D.4)
// so that the engine leaves them out. The file has XXR, XXC, XXS when the
// point system is not 1/½/0 and XXA when accelerated (only for a system
// that pairs with acceleration points, Config.ValidateFor); it validates
// without error and reads back as written.
//
// The file names the system in TRF26 record 192 and in 092, and gives the
// tie-break list in 212 (Config.Tiebreaks) and the final standings by it
// as the ranks of the 001 records. The error
// wraps pairing.ErrNoPairing when a round has no valid pairing; Generate
// then tries the next seed.
func Tournament(sys pairing.System, cfg Config, seed uint64) (*trf.File, error) {
	if err := cfg.ValidateFor(sys); err != nil {
		return nil, err
	}
	g := &generator{
		sys: sys,
		cfg: cfg,
		rng: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)),
		f:   &trf.File{Scoring: cfg.scoring()},

		draws: toPPM(cfg.Draws), forfeits: toPPM(cfg.Forfeits), doubles: toPPM(cfg.DoubleForfeits),
		halfByes: toPPM(cfg.HalfByes), zeroByes: toPPM(cfg.ZeroByes), fullByes: toPPM(cfg.FullByes),
	}
	f := g.f
	f.ScoringGiven = f.Scoring != trf.DefaultScoring
	n := cfg.MinPlayers + g.rng.IntN(cfg.MaxPlayers-cfg.MinPlayers+1)
	// C.04.1.b: n players can play at most n-1 rounds.
	lo, hi := min(cfg.MinRounds, n-1), min(cfg.MaxRounds, n-1)
	g.rounds = lo + g.rng.IntN(hi-lo+1)
	f.TotalRounds = g.rounds
	f.InitialColour = cfg.InitialColour
	if f.InitialColour == trf.NoColour {
		f.InitialColour = [2]trf.Colour{trf.White, trf.Black}[g.rng.IntN(2)]
	}
	g.newPlayers(n)
	g.plan()
	g.accelerate()
	for r := 1; r <= g.rounds; r++ {
		if err := g.round(r); err != nil {
			return nil, fmt.Errorf("generate: seed %d: round %d: %w", seed, r, err)
		}
	}
	if err := g.finish(seed); err != nil {
		return nil, fmt.Errorf("generate: seed %d: %w", seed, err)
	}
	if errs := f.Validate(); len(errs) > 0 {
		return nil, fmt.Errorf("generate: seed %d: internal error, the tournament is not valid: %w", seed, errs.Err())
	}
	return f, nil
}

// scoring is the point system of the configuration.
func (c *Config) scoring() trf.Scoring {
	pab := c.PAB
	if pab < 0 {
		pab = c.Win
	}
	return trf.Scoring{
		WhiteWin: c.Win, BlackWin: c.Win, WhiteDraw: c.Draw, BlackDraw: c.Draw,
		WhiteLoss: c.Loss, BlackLoss: c.Loss,
		HalfBye: c.Draw, FullBye: c.Win, PAB: pab, ForfeitWin: c.Win,
	}
}

// plan draws the late entries and the withdrawals, and gives every player
// his games, blank for now.
func (g *generator) plan() {
	late, leave := toPPM(g.cfg.LateEntries), toPPM(g.cfg.Withdrawals)
	for _, p := range g.f.Players {
		e := &entrant{p: p, strength: p.Rating, entry: 1}
		if p.Rating == 0 {
			e.strength = g.cfg.UnratedRating
		}
		p.Games = slices.Repeat([]trf.Game{{Result: trf.ResultNone}}, g.rounds)
		// C.04.2.C.2: a late entry arrives in time for the second or third
		// round; he is not paired in the rounds he cannot play.
		if g.rounds >= 2 && chance(g.rng, late) {
			e.entry = 2 + g.rng.IntN(min(2, g.rounds-1))
		}
		// C.04.2.D.3: a player who withdraws is no longer paired.
		if first := e.entry + 1; first <= g.rounds && chance(g.rng, leave) {
			e.leave = first + g.rng.IntN(g.rounds-first+1)
			e.blank = g.rng.IntN(2) == 0
		}
		g.players = append(g.players, e)
	}
	// Keep two players who play every round, so that every round has a
	// game: cancel the plans of the top players until there are two.
	full := 0
	for _, e := range g.players {
		if e.entry == 1 && e.leave == 0 {
			full++
		}
	}
	for _, e := range g.players {
		if full >= 2 {
			break
		}
		if e.entry != 1 || e.leave != 0 {
			e.entry, e.leave = 1, 0
			full++
		}
	}
}

// accelerate writes the explicit acceleration as XXA lines: the virtual
// points of the configuration for the top share of the players.
func (g *generator) accelerate() {
	acc := g.cfg.Acceleration
	if len(acc) == 0 {
		return
	}
	acc = acc[:min(len(acc), g.rounds)]
	top := int(toPPM(g.cfg.AccelerationShare)) * len(g.players) / million
	g.f.Acceleration = map[int][]trf.Points{}
	for _, e := range g.players[:top] {
		g.f.Acceleration[e.p.ID] = slices.Clone(acc)
	}
}

// baku gives the Baku acceleration (C.04.5.1) before round 1, once the
// players to be paired in round 1 are known.
func (g *generator) baku(paired []*entrant) {
	// C.04.5.1.2: GA is the first half of the players to be paired,
	// rounded up to an even number. C.04.5.1.3: the last GA player stays
	// the same, so late entries ranked above him are in GA.
	last := paired[pairing.BakuLastGA(len(paired))-1].p.ID
	acc := pairing.BakuPoints(g.rounds) // C.04.5.1.4
	g.f.Acceleration = map[int][]trf.Points{}
	for id := 1; id <= last; id++ {
		g.f.Acceleration[id] = slices.Clone(acc)
	}
}

// round decides who is absent in round r, writes their blocks, pairs the
// others with the engine and draws the results.
func (g *generator) round(r int) error {
	var paired, optional []*entrant
	var blank []int
	for _, e := range g.players {
		game := &e.p.Games[r-1]
		switch {
		case r < e.entry: // C.04.2.C.2: not paired before arriving
			blank = append(blank, e.p.ID)
		case e.leave != 0 && r >= e.leave: // C.04.2.D.3
			if e.blank {
				blank = append(blank, e.p.ID)
			} else {
				*game = trf.Game{Result: trf.ResultZeroBye}
			}
		default: // C.04.2.D.4: a player known not to play the round
			u := ppm(g.rng.IntN(million))
			switch {
			case u < g.halfByes:
				*game = trf.Game{Result: trf.ResultHalfBye}
			case u < g.halfByes+g.zeroByes:
				if g.rng.IntN(4) == 0 {
					blank = append(blank, e.p.ID)
				} else {
					*game = trf.Game{Result: trf.ResultZeroBye}
				}
			case u < g.halfByes+g.zeroByes+g.fullByes:
				*game = trf.Game{Result: trf.ResultFullBye}
			default:
				paired = append(paired, e)
				continue
			}
			optional = append(optional, e)
		}
	}
	// Every round has a game: call back players who asked for a bye.
	for i := 0; len(paired) < 2; i++ {
		e := optional[i]
		e.p.Games[r-1] = trf.Game{Result: trf.ResultNone}
		blank = slices.DeleteFunc(blank, func(id int) bool { return id == e.p.ID })
		paired = append(paired, e)
	}
	if r == 1 && g.cfg.Baku {
		slices.SortFunc(paired, func(a, b *entrant) int { return a.p.ID - b.p.ID })
		g.baku(paired)
	}

	// The engine pairs every player whose block is blank unless the file
	// marks him absent: mark the blank ones for this round only.
	if len(blank) > 0 {
		g.f.ByeRequests = []trf.ByeRequest{{Kind: trf.ResultZeroBye, Round: r, IDs: blank}}
	}
	pr, err := g.pair(r)
	g.f.ByeRequests = nil
	if err != nil {
		return err
	}
	if len(pr.Boards)*2+min(pr.Bye, 1) != len(paired) {
		return fmt.Errorf("internal error: the engine paired %d boards and bye %d for %d players", len(pr.Boards), pr.Bye, len(paired))
	}
	for _, b := range pr.Boards {
		g.play(r, b)
	}
	if pr.Bye != 0 {
		g.players[pr.Bye-1].p.Games[r-1] = trf.Game{Result: trf.ResultPAB}
	}
	return nil
}

// pair pairs round r with the system.
func (g *generator) pair(r int) (pairing.Round, error) {
	t, err := pairing.New(g.f)
	if err != nil {
		return pairing.Round{}, err
	}
	s, err := t.Before(r)
	if err != nil {
		return pairing.Round{}, err
	}
	return g.sys.Pair(s)
}

// play draws the result of a board: a forfeit (one side or both) with the
// scheduled colours, or a game played with the result drawn from the
// players' strengths (table 8.1b).
func (g *generator) play(r int, b pairing.Board) {
	w, bl := g.players[b.White-1], g.players[b.Black-1]
	var res, other byte
	switch {
	case !chance(g.rng, g.forfeits):
		res = drawGame(g.rng, g.draws, w.strength, bl.strength)
		other = opposite(res)
	case chance(g.rng, g.doubles):
		res, other = trf.ResultForfeitLoss, trf.ResultForfeitLoss
	default:
		res = [2]byte{trf.ResultForfeitWin, trf.ResultForfeitLoss}[g.rng.IntN(2)]
		other = opposite(res)
	}
	w.p.Games[r-1] = trf.Game{Opponent: b.Black, Colour: trf.White, Result: res}
	bl.p.Games[r-1] = trf.Game{Opponent: b.White, Colour: trf.Black, Result: other}
}

// finish writes the header records, the points column and the ranks.
func (g *generator) finish(seed uint64) error {
	f := g.f
	rated := 0
	for _, p := range f.Players {
		p.Points = f.Score(p, g.rounds)
		if p.Rating > 0 {
			rated++
		}
	}
	// The event starts on 1 January 2025, or on the day the system's text
	// came into force if later (the 2026 Dutch rules: 1 February 2026),
	// or on 1 January of the last year of a text replaced before 2025
	// (the 2012 Dutch rules, in force until 30 June 2017: 2017/01/01), so
	// that its dates agree with its system (a file without record 192 is
	// checked under the Dutch rules of its start date) and the date
	// chooses the edition of the tie-break rules (C.07).
	start := "2025/01/01"
	if from := g.sys.Rules().From; from > start {
		start = from
	}
	if until := g.sys.Rules().Until; until != "" && until < start {
		start = until[:4] + "/01/01"
	}
	text := []string{
		fmt.Sprintf("012 swisscheck random tournament %d", seed),
		"042 " + start,
		fmt.Sprintf("052 %s/%02d", start[:7], min(g.rounds, 28)),
		fmt.Sprintf("062 %d", len(f.Players)),
		fmt.Sprintf("072 %d", rated),
		"092 Individual: Swiss System, " + g.sys.Rules().String(),
		"102 swisscheck generate",
	}
	if code := g.sys.Rules().Code; code != "" {
		text = append(text, "192 "+code)
	}
	if list := g.tiebreaks(start, rated < len(f.Players)); list != "" {
		text = append(text, "212 PTS,"+list)
	}
	text = append(text, fmt.Sprintf("### swisscheck generate: seed %d, %s", seed, g.cfg.line()))
	for _, t := range text {
		f.Records = append(f.Records, trf.Record{Text: t})
	}
	return g.rank()
}

// rank writes the final standings of C.07 by the file's list (212) in the
// edition of its start date as the ranks of 001 columns 86-89: players
// tied on the whole list share the higher rank. Without a list the ranks
// go by points alone.
func (g *generator) rank() error {
	t, err := pairing.New(g.f)
	if err != nil {
		return err
	}
	st, err := standings.Compute(t, standings.Options{})
	if err != nil {
		return fmt.Errorf("internal error: the standings: %w", err)
	}
	for _, row := range st.Rows {
		g.players[row.Player-1].p.Rank = row.Rank
	}
	return nil
}
