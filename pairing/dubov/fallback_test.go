package dubov_test

import (
	"fmt"
	"math/bits"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/generate"
)

// TestFallbackFigure measures how often the text alone cannot complete a
// round of a generated tournament and the engine needs Reading 14, by the
// step that paired it, under the generator's defaults (10-100 players,
// 5-11 rounds) and under a Swiss of usual length (log2 of the players
// plus 1 or 2 rounds), by the ratio of rounds to players. -tournaments
// sets the number of each (docs/dubov.md, Reading 14, has the figures of
// 200):
//
//	go test ./pairing/dubov -run FallbackFigure -v -args -tournaments 200
func TestFallbackFigure(t *testing.T) {
	for _, usual := range []bool{false, true} {
		var f figure
		for i := range *tournaments {
			cfg := generate.DefaultConfig()
			if usual {
				n := 10 + (i*37)%91
				cfg.MinPlayers, cfg.MaxPlayers = n, n
				cfg.MinRounds, cfg.MaxRounds = bits.Len(uint(n-1))+1, bits.Len(uint(n-1))+2
			}
			res, err := generate.Generate(dubov.System{}, cfg, 2025, i)
			if err != nil {
				continue
			}
			tour, err := pairing.New(res.File)
			if err != nil {
				t.Fatal(err)
			}
			f.add(t, tour, len(res.File.Players))
		}
		name := "the generator's defaults"
		if usual {
			name = "usual length (log2 n + 1 or 2 rounds)"
		}
		t.Logf("%s: %s", name, f)
	}
}

// figure counts rounds: all, past the text by the step that paired them,
// and by the ratio of rounds to players.
type figure struct {
	rounds, choices, merged, bye int
	byRatio                      [4][2]int // past the text, rounds
}

var ratioNames = [4]string{"<= 0.15", "<= 0.25", "<= 0.5", "> 0.5"}

func (f *figure) add(t *testing.T, tour *pairing.Tournament, players int) {
	ratio := float64(tour.Rounds) / float64(players)
	k := 3
	switch {
	case ratio <= 0.15:
		k = 0
	case ratio <= 0.25:
		k = 1
	case ratio <= 0.5:
		k = 2
	}
	for r := 1; r <= tour.Rounds; r++ {
		ps, err := tour.Before(r)
		if err != nil {
			t.Fatal(err)
		}
		st, err := dubov.NewState(ps).Steps()
		if err != nil {
			continue
		}
		f.rounds++
		f.byRatio[k][1]++
		if st.Fallback == "" {
			continue
		}
		f.byRatio[k][0]++
		switch {
		case strings.Contains(st.Fallback, "candidate"):
			f.bye++
		case strings.Contains(st.Fallback, "paired as one"):
			f.merged++
		default:
			f.choices++
		}
	}
}

func (f figure) String() string {
	past := f.choices + f.merged + f.bye
	s := fmt.Sprintf("%d rounds, %d (%.1f %%) past the text: %d by other transfers or floaters' opponents, %d by joining the lowest groups, %d by another bye; by rounds/players:",
		f.rounds, past, 100*float64(past)/float64(max(f.rounds, 1)), f.choices, f.merged, f.bye)
	for k, v := range f.byRatio {
		if v[1] > 0 {
			s += fmt.Sprintf(" %s %d/%d (%.1f %%);", ratioNames[k], v[0], v[1], 100*float64(v[0])/float64(v[1]))
		}
	}
	return s
}
