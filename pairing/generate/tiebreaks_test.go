package generate

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/swisscheck/swisscheck/trf"
)

// tiebreakRecords returns the 202 and 212 records of f.
func tiebreakRecords(f *trf.File) []string {
	var out []string
	for _, r := range f.Records {
		if r.Tag() == "202" || r.Tag() == "212" {
			out = append(out, r.Text)
		}
	}
	return out
}

// TestStandingsConsistent checks that every generated file, read back,
// records the final standings of its tie-break list: standings.Check
// checks it and finds every rank right, for several families of
// settings: other point systems, a half-point PAB, many byes, forfeits,
// withdrawals and late entries, acceleration, a list given.
func TestStandingsConsistent(t *testing.T) {
	families := []struct {
		name string
		set  func(*Config)
	}{
		{"defaults, small", func(*Config) {}},
		{"3/1/0", func(c *Config) { c.Win, c.Draw, c.Loss = 30, 10, 0 }},
		{"half-point PAB", func(c *Config) { c.PAB = 5; c.MinPlayers, c.MaxPlayers = 11, 25 }},
		{"byes, forfeits and withdrawals", func(c *Config) {
			c.HalfByes, c.ZeroByes, c.FullByes = 0.08, 0.06, 0.04
			c.Forfeits, c.Withdrawals, c.LateEntries = 0.1, 0.3, 0.2
		}},
		{"accelerated", func(c *Config) { c.Acceleration = []trf.Points{10, 10, 5} }},
		{"all rated, a rating tie-break", func(c *Config) { c.Unrated, c.Tiebreaks = 0, "ARO/C1,BH/C1,BH" }},
		{"list given", func(c *Config) { c.Tiebreaks = "DE,WIN,BPG,BH/C1,BH,SB/C1,KS,AOB,FB,PS" }},
		{"2026 tie-breaks", func(c *Config) { c.Unrated, c.Tiebreaks = 0, "DE,STD,BH,RTNG,TPN/R" }},
	}
	for _, fam := range families {
		t.Run(fam.name, func(t *testing.T) {
			cfg := small()
			fam.set(&cfg)
			for i := range 4 {
				res, err := Generate(dutch2017.System{}, cfg, 11, i)
				if err != nil {
					t.Fatal(err)
				}
				f := readBack(t, "generated", written(t, res.File))
				recs := tiebreakRecords(f)
				if len(recs) != 1 || !strings.HasPrefix(recs[0], "212 PTS,") {
					t.Fatalf("tournament %d: tie-break records %q, want one 212 PTS,...", i, recs)
				}
				if cfg.Tiebreaks != "" && recs[0] != "212 PTS,"+cfg.Tiebreaks {
					t.Errorf("tournament %d: %q, want 212 PTS,%s", i, recs[0], cfg.Tiebreaks)
				}
				checkStandings(t, f)
			}
		})
	}
}

// TestStandingsBySystem: the files of every system swisscheck generates
// with (their start dates differ: 192 goes by the date) record the final
// standings of their list.
func TestStandingsBySystem(t *testing.T) {
	for _, sys := range systems.All() {
		cfg := small()
		if err := cfg.ValidateFor(sys); err != nil {
			continue
		}
		for i := range 2 {
			res, err := Generate(sys, cfg, 5, i)
			if err != nil {
				t.Fatalf("%s: tournament %d: %v", sys.ID(), i, err)
			}
			f, err := trf.Read(sys.ID(), bytes.NewReader(written(t, res.File)))
			if err != nil {
				t.Fatal(err)
			}
			if recs := tiebreakRecords(f); len(recs) != 1 {
				t.Errorf("%s: tournament %d: tie-break records %q", sys.ID(), i, recs)
			}
			checkStandings(t, f)
		}
	}
}

// checkStandings checks f's recorded ranks with standings.Check, and
// that players tied on the whole list share the higher rank (Check also
// accepts any of the places of their group).
func checkStandings(t *testing.T, f *trf.File) {
	t.Helper()
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := standings.Check(tour, standings.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !got.Checked || !got.Consistent || len(got.Players) != 0 {
		t.Errorf("standings: checked %v (%s), consistent %v, wrong %+v", got.Checked, got.Reason, got.Consistent, got.Players)
	}
	st, err := standings.Compute(tour, standings.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range st.Rows {
		if row.Recorded != row.Rank {
			t.Errorf("player %d: rank %d recorded, %d computed", row.Player, row.Recorded, row.Rank)
		}
	}
}

// TestTiebreaksNone: tiebreaks=none writes no list, and the ranks go by
// points alone, players on equal points sharing the higher rank.
func TestTiebreaksNone(t *testing.T) {
	cfg := small()
	cfg.Tiebreaks = "none"
	for i := range 3 {
		res, err := Generate(dutch2017.System{}, cfg, 3, i)
		if err != nil {
			t.Fatal(err)
		}
		f := readBack(t, "none", written(t, res.File))
		if recs := tiebreakRecords(f); len(recs) != 0 {
			t.Errorf("tournament %d: tie-break records %q with tiebreaks=none", i, recs)
		}
		for _, p := range f.Players {
			above := 0
			for _, q := range f.Players {
				if q.Points > p.Points {
					above++
				}
			}
			if p.Rank != above+1 {
				t.Errorf("tournament %d: player %d with %s points has rank %d, want %d", i, p.ID, p.Points, p.Rank, above+1)
			}
		}
	}
}

// TestTiebreaksRandom: without a list configured each tournament draws
// one of tiebreakLists, not always the same, with no rating tie-break
// when a player is unrated and none of the 2026 text before it applies;
// and the draw, after the rounds, leaves the tournament as tiebreaks=none
// makes it.
func TestTiebreaksRandom(t *testing.T) {
	cfg := DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers, cfg.MinRounds, cfg.MaxRounds = 8, 12, 3, 4
	cfg.Unrated = 0.2
	none := cfg
	none.Tiebreaks = "none"
	seen := map[string]bool{}
	for seed := range uint64(40) {
		f, err := Tournament(dutch2017.System{}, cfg, seed)
		if err != nil {
			if errors.Is(err, pairing.ErrNoPairing) {
				continue
			}
			t.Fatal(err)
		}
		recs := tiebreakRecords(f)
		if len(recs) != 1 {
			t.Fatalf("seed %d: tie-break records %q", seed, recs)
		}
		list := strings.TrimPrefix(recs[0], "212 PTS,")
		if !slices.Contains(tiebreakLists, list) {
			t.Errorf("seed %d: %q is not one of tiebreakLists", seed, recs[0])
		}
		unrated := slices.ContainsFunc(f.Players, func(p *trf.Player) bool { return p.Rating == 0 })
		if unrated && hasAny(list, "ARO", "TPR", "PTP", "APRO", "APPO", "RTNG") || hasAny(list, "STD", "TPN", "RTNG") {
			t.Errorf("seed %d: %s drawn (unrated players: %v, start 2025/01/01)", seed, list, unrated)
		}
		seen[list] = true
		g, err := Tournament(dutch2017.System{}, none, seed)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.EqualFunc(f.Players, g.Players, func(a, b *trf.Player) bool {
			return a.Rating == b.Rating && a.Points == b.Points && slices.Equal(a.Games, b.Games)
		}) {
			t.Errorf("seed %d: the tie-break draw changed the tournament", seed)
		}
	}
	if len(seen) < 3 {
		t.Errorf("lists drawn %v, want several", seen)
	}
}

// TestTiebreaksSameBytes: the list and the ranks are reproducible from
// the seed.
func TestTiebreaksSameBytes(t *testing.T) {
	cfg := small()
	for i := range 3 {
		a, err := Generate(dutch2017.System{}, cfg, 21, i)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Generate(dutch2017.System{}, cfg, 21, i)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(written(t, a.File), written(t, b.File)) {
			t.Errorf("tournament %d: two runs differ", i)
		}
	}
}

func TestTiebreaksInvalidConfig(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Tiebreaks = "BH,NOPE"
	_, err := Tournament(dutch2017.System{}, cfg, 1)
	var ce *ConfigError
	if !errors.As(err, &ce) || ce.Key != "tiebreaks" || !strings.Contains(ce.Msg, "NOPE") {
		t.Errorf("Tournament with tiebreaks=BH,NOPE: %v, want a ConfigError for tiebreaks", err)
	}
}
