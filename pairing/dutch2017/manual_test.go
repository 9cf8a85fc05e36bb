package dutch2017_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

// manualCase is one table of player data from the Arbiters' Manual (its
// Dutch examples and the six-round tournament), with the state the manual
// gives before a round. Fields the manual does not state are absent.
type manualCase struct {
	Fixture     string         `json:"fixture"`
	Source      string         `json:"source"`
	BeforeRound int            `json:"before_round"`
	Players     []manualPlayer `json:"players"`
}

type manualPlayer struct {
	ID         int     `json:"id"`
	Score      string  `json:"score"`
	Colours    *string `json:"colours"`
	Opponents  []int   `json:"opponents"`
	Floats     *string `json:"floats"`
	Preference *string `json:"preference"`
}

func loadTournament(t *testing.T, path string) *pairing.Tournament {
	t.Helper()
	f, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if errs := f.Validate(); len(errs) > 0 {
		t.Fatal(errs)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	return tour
}

// TestManualTables checks the model against the Arbiters' Manual's tables:
// scores, colour histories, colour preferences, float histories and
// opponents before each round it shows.
func TestManualTables(t *testing.T) {
	data, err := os.ReadFile("testdata/am_expectations.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []manualCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s/round%d", filepath.Base(c.Fixture), c.BeforeRound), func(t *testing.T) {
			tour := loadTournament(t, filepath.Join("..", "..", c.Fixture))
			ps, err := tour.Before(c.BeforeRound)
			if err != nil {
				t.Fatal(err)
			}
			s := dutch2017.NewState(ps)
			for _, want := range c.Players {
				p := s.Player(want.ID)
				if p == nil {
					t.Fatalf("%s: no player %d", c.Source, want.ID)
				}
				got := observe(p, want)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("%s, player %d (-manual +model):\n%s", c.Source, want.ID, diff)
				}
				checked++
			}
		})
	}
	if checked < 70 {
		t.Errorf("only %d player rows checked; the expectations file looks truncated", checked)
	}
}

// observe describes the model's player in the manual's terms, for the
// fields the manual states.
func observe(p *dutch.Player, want manualPlayer) manualPlayer {
	got := manualPlayer{ID: p.ID, Score: fmt.Sprintf("%d.%d", p.Score/10, p.Score%10), Opponents: p.Opponents}
	if want.Colours != nil {
		var b strings.Builder
		for _, c := range p.Colours {
			b.WriteString(strings.ToUpper(c.String()))
		}
		s := b.String()
		got.Colours = &s
	}
	if want.Floats != nil {
		s := floatChar(p.Float(2)) + floatChar(p.Float(1))
		got.Floats = &s
	}
	if want.Preference != nil {
		s := p.Preference.String()
		got.Preference = &s
	}
	return got
}

func floatChar(f dutch.Float) string {
	switch f {
	case dutch.Downfloat:
		return "d"
	case dutch.Upfloat:
		return "u"
	}
	return "-"
}
