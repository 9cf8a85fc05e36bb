package generate

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

// written returns the bytes trf.Write makes of f.
func written(t testing.TB, f *trf.File) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := trf.Write(&b, f); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// readBack reads the written tournament back and checks it as swisscheck
// check would: it reads without error or warning, validates, writes the
// same bytes again, and every round is consistent with the engine.
func readBack(t testing.TB, name string, data []byte) *trf.File {
	t.Helper()
	f, err := trf.Read(name, bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: read: %v\n%s", name, err, data)
	}
	if len(f.Warnings) > 0 {
		t.Fatalf("%s: warnings: %v", name, f.Warnings)
	}
	if errs := f.Validate(); len(errs) > 0 {
		t.Fatalf("%s: invalid: %v\n%s", name, errs, data)
	}
	if again := written(t, f); !bytes.Equal(again, data) {
		t.Fatalf("%s: reading and writing again changes the file", name)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range checker.Check(tour, dutch2017.System{}, 1) {
		if !r.Consistent {
			t.Fatalf("%s: round %d differs from the engine's pairing (%v): engine %v, recorded %v\n%s",
				name, r.Round, r.Err, r.Engine, r.Recorded, data)
		}
	}
	return f
}

// generated makes tournament 1 of the run and checks it with readBack.
func generated(t testing.TB, cfg Config, seed uint64) (*trf.File, []byte) {
	t.Helper()
	res, err := Generate(dutch2017.System{}, cfg, seed, 1)
	if err != nil {
		t.Fatal(err)
	}
	data := written(t, res.File)
	return readBack(t, "generated", data), data
}

// small is a quick configuration with every kind of event frequent.
func small() Config {
	c := DefaultConfig()
	c.MinPlayers, c.MaxPlayers = 12, 30
	c.MinRounds, c.MaxRounds = 5, 9
	c.Forfeits, c.DoubleForfeits = 0.05, 0.3
	c.HalfByes, c.ZeroByes, c.FullByes = 0.03, 0.03, 0.02
	c.Withdrawals, c.LateEntries = 0.1, 0.1
	return c
}

func TestSameSeedSameBytes(t *testing.T) {
	cfg := small()
	for seed := range uint64(5) {
		a, err := Tournament(dutch2017.System{}, cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Tournament(dutch2017.System{}, cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(written(t, a), written(t, b)) {
			t.Errorf("seed %d: two runs give different files", seed)
		}
	}
	a, _ := Generate(dutch2017.System{}, cfg, 9, 1)
	b, _ := Generate(dutch2017.System{}, cfg, 9, 2)
	if bytes.Equal(written(t, a.File), written(t, b.File)) {
		t.Error("tournaments 1 and 2 of a run are the same")
	}
	c, _ := Generate(dutch2017.System{}, cfg, 9, 2)
	if c.Seed != b.Seed || !bytes.Equal(written(t, b.File), written(t, c.File)) {
		t.Error("Generate of the same index gives different tournaments")
	}
}

// count counts the round blocks of f for which is holds.
func count(f *trf.File, is func(p *trf.Player, r int, g trf.Game) bool) int {
	n := 0
	for _, p := range f.Players {
		for r := 1; r <= f.TotalRounds; r++ {
			if is(p, r, p.Game(r)) {
				n++
			}
		}
	}
	return n
}

func opp(f *trf.File, g trf.Game, r int) trf.Game { return f.Players[g.Opponent-1].Game(r) }

// eventsBase is the configuration of TestEvents before a case sets its
// event: 24 players, 7 rounds, no forfeits, byes, withdrawals or late
// entries.
func eventsBase() Config {
	c := DefaultConfig()
	c.MinPlayers, c.MaxPlayers = 24, 24
	c.MinRounds, c.MaxRounds = 7, 7
	c.Forfeits, c.HalfByes, c.ZeroByes, c.FullByes, c.Withdrawals, c.LateEntries = 0, 0, 0, 0, 0, 0
	return c
}

// eventCases are the cases of TestEvents: how each sets its event on
// eventsBase, and what the generated file must then show.
var eventCases = []struct {
	name string
	set  func(*Config)
	want func(t *testing.T, f *trf.File, text string)
}{
	{"forfeits, one side and double", func(c *Config) { c.Forfeits, c.DoubleForfeits = 0.3, 0.4 },
		func(t *testing.T, f *trf.File, _ string) {
			single := count(f, func(_ *trf.Player, r int, g trf.Game) bool {
				return g.Result == '+' && opp(f, g, r).Result == '-' && g.Colour != trf.NoColour
			})
			double := count(f, func(_ *trf.Player, r int, g trf.Game) bool {
				return g.Opponent != 0 && g.Result == '-' && opp(f, g, r).Result == '-' && g.Colour != trf.NoColour
			})
			if single == 0 || double == 0 {
				t.Errorf("%d forfeits won, %d double forfeits (with colours): want both", single, double)
			}
		}},
	{"H, Z, blank and F byes", func(c *Config) { c.HalfByes, c.ZeroByes, c.FullByes = 0.08, 0.1, 0.05 },
		func(t *testing.T, f *trf.File, _ string) {
			for _, code := range []byte{'H', 'Z', 'F', ' '} {
				n := count(f, func(_ *trf.Player, r int, g trf.Game) bool {
					return g.Opponent == 0 && g.Result == code && r < f.TotalRounds
				})
				if n == 0 {
					t.Errorf("no %q bye before the last round", code)
				}
			}
		}},
	{"withdrawals", func(c *Config) { c.Withdrawals = 0.3 },
		func(t *testing.T, f *trf.File, _ string) {
			n := 0
			for _, p := range f.Players {
				out := 0 // first round not paired
				for r := 1; r <= f.TotalRounds; r++ {
					switch paired := p.Game(r).Paired(); {
					case !paired && out == 0:
						out = r
					case paired && out > 0:
						t.Errorf("player %d is paired in round %d after withdrawing in round %d", p.ID, r, out)
					}
				}
				if out > 1 {
					n++
				}
			}
			if n == 0 {
				t.Error("nobody withdrew")
			}
		}},
	{"late entries", func(c *Config) { c.LateEntries = 0.3 },
		func(t *testing.T, f *trf.File, _ string) {
			n := 0
			for _, p := range f.Players {
				first := 0
				for r := 1; r <= f.TotalRounds && first == 0; r++ {
					if p.Game(r).Paired() {
						first = r
					}
				}
				for r := 1; r < first; r++ {
					if g := p.Game(r); g != (trf.Game{Result: trf.ResultNone}) {
						t.Errorf("late entry %d has %+v in round %d, want a blank block", p.ID, g, r)
					}
				}
				if first == 2 || first == 3 {
					n++
				} else if first != 1 {
					t.Errorf("player %d enters in round %d, want 1-3 (C.04.2.C.2)", p.ID, first)
				}
			}
			if n == 0 {
				t.Error("no late entry")
			}
		}},
	{"XXS 3/1/0", func(c *Config) { c.Win, c.Draw, c.Loss = 30, 10, 0; c.Forfeits, c.HalfByes = 0.05, 0.05 },
		func(t *testing.T, f *trf.File, text string) {
			if !strings.Contains(text, "\nXXS WW=3 BW=3 WD=1 BD=1 WL=0 BL=0 ZPB=0 HPB=1 FPB=3 PAB=3 FW=3 FL=0\n") {
				t.Errorf("no XXS line for 3/1/0:\n%s", text)
			}
			if top := f.Players[0].Points; top%10 != 0 {
				t.Errorf("player 1 has %s points, not whole under 3/1/0", top)
			}
		}},
	{"PAB worth a draw", func(c *Config) { c.PAB = 5; c.MinPlayers, c.MaxPlayers = 23, 23 },
		func(t *testing.T, f *trf.File, text string) {
			if !strings.Contains(text, " PAB=0.5 ") || count(f, func(_ *trf.Player, _ int, g trf.Game) bool { return g.PAB() }) == 0 {
				t.Errorf("no PAB worth 0.5:\n%s", text)
			}
		}},
	{"XXA explicit", func(c *Config) { c.Acceleration, c.AccelerationShare = []trf.Points{10, 10, 5}, 0.25 },
		func(t *testing.T, f *trf.File, _ string) {
			for id := 1; id <= 24; id++ {
				want := []trf.Points(nil)
				if id <= 6 {
					want = []trf.Points{10, 10, 5}
				}
				if got := f.Acceleration[id]; !slices.Equal(got, want) {
					t.Errorf("XXA of player %d: %v, want %v", id, got, want)
				}
			}
		}},
	{"Baku", func(c *Config) {
		c.Baku = true
		c.MinRounds, c.MaxRounds = 9, 9
		c.MinPlayers, c.MaxPlayers = 30, 30
		c.HalfByes = 0.05
	},
		func(t *testing.T, f *trf.File, _ string) {
			var round1 []int // C.04.5.1.2: the players paired in round 1
			for _, p := range f.Players {
				if p.Game(1).Paired() {
					round1 = append(round1, p.ID)
				}
			}
			last := round1[2*((len(round1)+3)/4)-1]
			for _, p := range f.Players {
				want := []trf.Points(nil)
				if p.ID <= last {
					want = []trf.Points{10, 10, 10, 5, 5} // C.04.5.1.4
				}
				if got := f.Acceleration[p.ID]; !slices.Equal(got, want) {
					t.Errorf("XXA of player %d: %v, want %v (last GA player %d)", p.ID, got, want, last)
				}
			}
		}},
	{"initial colour black1", func(c *Config) { c.InitialColour = trf.Black },
		func(t *testing.T, f *trf.File, text string) {
			// E.5: player 1 (present in round 1) gets the initial colour.
			if !strings.Contains(text, "\nXXC black1\n") || f.Players[0].Game(1).Colour != trf.Black {
				t.Errorf("XXC black1 missing or player 1 not Black in round 1:\n%s", text)
			}
		}},
	{"initial colour white1", func(c *Config) { c.InitialColour = trf.White },
		func(t *testing.T, f *trf.File, text string) {
			if !strings.Contains(text, "\nXXC white1\n") || f.Players[0].Game(1).Colour != trf.White {
				t.Errorf("XXC white1 missing or player 1 not White in round 1:\n%s", text)
			}
		}},
	{"unrated players", func(c *Config) { c.Unrated = 0.5 },
		func(t *testing.T, f *trf.File, _ string) {
			n := 0
			for i, p := range f.Players {
				if p.Rating == 0 {
					n++
				} else if i > 0 && f.Players[i-1].Rating == 0 {
					t.Errorf("rated player %d after an unrated one", p.ID)
				}
			}
			if n == 0 {
				t.Error("no unrated player")
			}
		}},
}

// TestEvents generates, for each kind of event, a tournament where it is
// frequent, and checks that it appears, that the file validates and reads
// back, and that every round is consistent with the engine.
func TestEvents(t *testing.T) {
	for _, tt := range eventCases {
		t.Run(tt.name, func(t *testing.T) {
			cfg := eventsBase()
			tt.set(&cfg)
			f, data := generated(t, cfg, 3)
			if f.TotalRounds != f.Rounds() {
				t.Errorf("XXR %d, %d rounds recorded", f.TotalRounds, f.Rounds())
			}
			tt.want(t, f, string(data))
		})
	}
}

// TestInitialOrder checks the pairing numbers against C.04.2.B.2 in a
// narrow rating range, where ties on rating and on title are frequent.
func TestInitialOrder(t *testing.T) {
	cfg := DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers = 80, 80
	cfg.HighestRating, cfg.LowestRating = 2410, 2400
	f, _ := generated(t, cfg, 11)
	ties := 0
	for i := 1; i < len(f.Players); i++ {
		a, b := f.Players[i-1], f.Players[i]
		ta, tb := titleRank(a.Title), titleRank(b.Title)
		switch {
		case a.Rating != b.Rating:
			if a.Rating < b.Rating {
				t.Errorf("player %d rated %d before player %d rated %d", a.ID, a.Rating, b.ID, b.Rating)
			}
		case ta != tb:
			ties++
			if ta > tb {
				t.Errorf("player %d (%s) before player %d (%s) at the same rating", a.ID, a.Title, b.ID, b.Title)
			}
		case a.Name >= b.Name:
			t.Errorf("player %d %q before player %d %q with the same rating and title", a.ID, a.Name, b.ID, b.Name)
		}
	}
	if ties == 0 {
		t.Error("no tie on rating broken by the title")
	}
}

func TestExpected(t *testing.T) {
	tests := []struct{ a, b, want int }{
		{1500, 1500, 50}, {1503, 1500, 50}, {1504, 1500, 51}, {1500, 1504, 49},
		{2000, 1900, 64}, {2000, 1265, 99}, {2000, 1264, 100}, {1264, 2000, 0},
		{1891, 1500, 91}, {1892, 1500, 92},
	}
	for _, tt := range tests {
		if got := expected(tt.a, tt.b); got != tt.want {
			t.Errorf("expected(%d, %d) = %d, want %d (table 8.1b)", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestDrawGame checks the result frequencies against table 8.1b.
func TestDrawGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 100_000
	tests := []struct {
		w, b                  int
		draws                 float64
		score, drawShare, tol float64
	}{
		{2000, 2000, 0.3, 0.50, 0.30, 0.01},
		{2200, 2000, 0.3, 0.76, 0.144, 0.01}, // draws 0.3 x 2 x 0.24
		{1800, 2000, 0.0, 0.24, 0, 0.01},
		{2800, 2000, 0.5, 1, 0, 0},
	}
	for _, tt := range tests {
		var score, draws float64
		for range n {
			switch drawGame(rng, toPPM(tt.draws), tt.w, tt.b) {
			case trf.ResultWin:
				score++
			case trf.ResultDraw:
				score += 0.5
				draws++
			}
		}
		score, draws = score/n, draws/n
		if score < tt.score-tt.tol || score > tt.score+tt.tol || draws < tt.drawShare-tt.tol || draws > tt.drawShare+tt.tol {
			t.Errorf("%d-%d: score %.3f, draws %.3f; want %.3f and %.3f", tt.w, tt.b, score, draws, tt.score, tt.drawShare)
		}
	}
}

// spread returns the configuration of tournament i of the property test:
// 5-40 players, 3-12 rounds, every kind of event, and in turn the point
// systems, accelerations and initial colours.
func spread(i int) Config {
	c := DefaultConfig()
	rng := rand.New(rand.NewPCG(uint64(i), 77))
	share := func(hi float64) float64 { return float64(rng.IntN(1001)) / 1000 * hi }
	c.MinPlayers = 5 + rng.IntN(36)
	c.MaxPlayers = c.MinPlayers
	c.MinRounds = 3 + rng.IntN(10)
	c.MaxRounds = c.MinRounds
	c.HighestRating = 1500 + rng.IntN(1300)
	c.LowestRating = c.HighestRating - rng.IntN(1000)
	c.Unrated, c.Draws = share(0.5), share(0.6)
	c.Forfeits, c.DoubleForfeits = share(0.15), share(1)
	c.HalfByes, c.ZeroByes, c.FullByes = share(0.1), share(0.1), share(0.05)
	c.Withdrawals, c.LateEntries = share(0.2), share(0.2)
	switch i % 6 {
	case 1:
		c.Win, c.Draw = 30, 10
	case 2:
		c.Win, c.Draw, c.Loss, c.PAB = 20, 10, 0, 10
	case 3:
		c.Acceleration, c.AccelerationShare = []trf.Points{10, 10, 5, 5}, share(1)
	case 4:
		c.Baku = true
		c.MinPlayers, c.MaxPlayers = max(c.MinPlayers, 10), max(c.MinPlayers, 10)
		c.MinRounds, c.MaxRounds = max(c.MinRounds, 9), max(c.MinRounds, 9)
	}
	c.InitialColour = []trf.Colour{trf.NoColour, trf.White, trf.Black}[i%3]
	return c
}

// TestProperty generates small tournaments across the spread of settings
// and checks every round of each with the checker.
func TestProperty(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 40
	}
	retries := 0
	for i := range n {
		res, err := Generate(dutch2017.System{}, spread(i), 2024, i)
		if err != nil {
			t.Fatalf("tournament %d: %v", i, err)
		}
		retries += res.Retries
		readBack(t, "spread", written(t, res.File))
	}
	t.Logf("%d tournaments, %d retries", n, retries)
}

// TestRetry checks that a tournament that cannot be paired to the end is
// replaced by the next derived seed: tiny events with as many rounds as
// the players allow often run out of opponents.
func TestRetry(t *testing.T) {
	cfg := DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers = 5, 7
	cfg.MinRounds, cfg.MaxRounds = 6, 6
	for i := range 200 {
		res, err := Generate(dutch2017.System{}, cfg, 5, i)
		if err != nil {
			t.Fatal(err)
		}
		if res.Retries == 0 {
			continue
		}
		readBack(t, "retried", written(t, res.File))
		// The abandoned seed did fail for want of a pairing.
		seeds := rand.New(rand.NewPCG(5, uint64(i)))
		if _, err := Tournament(dutch2017.System{}, cfg, seeds.Uint64()); !errors.Is(err, dutch2017.ErrNoPairing) {
			t.Errorf("tournament %d: the first seed gives %v, want ErrNoPairing", i, err)
		}
		return
	}
	t.Error("no tournament needed a retry")
}

func TestInvalidConfig(t *testing.T) {
	cfg := DefaultConfig()
	cfg.MinPlayers = 1
	if _, err := Tournament(dutch2017.System{}, cfg, 1); err == nil || !strings.Contains(err.Error(), "players") {
		t.Errorf("Tournament with 1 player: %v, want an error naming players", err)
	}
}

// BenchmarkGenerate100x9 generates 100 tournaments of 100 players and 9
// rounds (one operation), with the default rates of every event.
func BenchmarkGenerate100x9(b *testing.B) {
	cfg := DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers = 100, 100
	cfg.MinRounds, cfg.MaxRounds = 9, 9
	for b.Loop() {
		for i := range 100 {
			if _, err := Generate(dutch2017.System{}, cfg, 1, i); err != nil {
				b.Fatal(err)
			}
		}
	}
}
