package generate

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

func TestParseConfig(t *testing.T) {
	text := `# tournaments for the endorsement test
players = 5-500
rounds=3-15   # at most players-1
highest-rating=2800
lowest-rating=1000
unrated=10%
unrated-rating=1200
draws=0.35
forfeits=0.02
double-forfeits=0.25
half-byes=0.01
zero-byes=0.02
full-byes=0.005
withdrawals=0.04
late-entries=0.05
points=3/1/0
pab=1
accel=1,1,0.5
accel-share=0.4
colour=black1
tiebreaks = bh/c1 BH sb
`
	got, err := ParseConfig(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	want := Config{
		MinPlayers: 5, MaxPlayers: 500, MinRounds: 3, MaxRounds: 15,
		HighestRating: 2800, LowestRating: 1000, Unrated: 0.1, UnratedRating: 1200,
		Draws: 0.35, Forfeits: 0.02, DoubleForfeits: 0.25,
		HalfByes: 0.01, ZeroByes: 0.02, FullByes: 0.005,
		Withdrawals: 0.04, LateEntries: 0.05,
		Win: 30, Draw: 10, Loss: 0, PAB: 10,
		Acceleration: []trf.Points{10, 10, 5}, AccelerationShare: 0.4,
		InitialColour: trf.Black, Tiebreaks: "BH/C1,BH,SB",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseConfig:\n got %+v\nwant %+v", got, want)
	}
}

// TestConfigString checks that String writes a configuration file that
// ParseConfig reads as the same Config.
func TestConfigString(t *testing.T) {
	baku := DefaultConfig()
	baku.Baku, baku.MinRounds, baku.MaxRounds, baku.InitialColour = true, 9, 9, trf.White
	explicit := DefaultConfig()
	explicit.Acceleration, explicit.PAB, explicit.Draw = []trf.Points{15, 5}, 0, 0
	explicit.Tiebreaks = "DE,WIN,BPG,BH/C1,BH"
	none := DefaultConfig()
	none.Tiebreaks = "none"
	for _, c := range []Config{DefaultConfig(), baku, explicit, none} {
		back, err := ParseConfig(strings.NewReader(c.String()))
		if err != nil {
			t.Fatalf("%v\n%s", err, c)
		}
		if !reflect.DeepEqual(back, c) {
			t.Errorf("read back differs:\n%s\n%s", c, back)
		}
	}
}

func TestParseConfigErrors(t *testing.T) {
	tests := []struct {
		name, text string
		line       int
		key, msg   string
	}{
		{"unknown key", "players=10\nplayer=12\n", 2, "player", "unknown key"},
		{"no value", "# c\n\nrounds\n", 3, "rounds", "expected key=value"},
		{"bad range", "rounds=9-5\n", 1, "rounds", "range"},
		{"too many players", "players=2-10000\n", 1, "players", "2-9999"},
		{"share above 1", "draws=1.5\n", 1, "draws", "share"},
		{"bad percent", "forfeits=x%\n", 1, "forfeits", "share"},
		{"bad points", "points=1/0.25/0\n", 1, "points", "one decimal"},
		{"pab not a number", "pab=nAn\n", 1, "pab", "win or points"},
		{"points not a number", "points=NaN/0/0\n", 1, "points", "one decimal"},
		{"points infinite", "points=1/0.5/-Inf\n", 1, "points", "one decimal"},
		{"points with an exponent", "points=1e0/0.5/0\n", 1, "points", "one decimal"},
		{"accel in hexadecimal", "accel=0x1p0\n", 1, "accel", "virtual points"},
		{"accel point alone", "accel=1,.,1\n", 1, "accel", "virtual points"},
		{"two points", "points=3/1\n", 1, "points", "W/D/L"},
		{"bad pab", "pab=lots\n", 1, "pab", "win or points"},
		{"bad accel", "accel=fast\n", 1, "accel", "none, baku"},
		{"bad colour", "colour=red\n", 1, "colour", "white1, black1 or random"},
		{"unknown tie-break", "tiebreaks=BH/C1 XX\n", 1, "tiebreaks", "found XX"},
		{"tie-break modifier", "tiebreaks=BH/X9\n", 1, "tiebreaks", "found /X9"},
		{"PTS not first", "draws=0.2\ntiebreaks=BH,PTS\n", 2, "tiebreaks", "PTS only first"},
		{"PTS alone", "tiebreaks=PTS\n", 1, "tiebreaks", "expected a list"},
		{"self-defined tie-break", "tiebreaks=BH,OTHER_LOTS\n", 1, "tiebreaks", "self-defined"},
		{"tie-break list syntax", "tiebreaks=BH,,SB\n", 1, "tiebreaks", "before the comma"},
		{"twice", "draws=0.1\nunrated=0\ndraws=0.2\n", 3, "draws", "first on line 1"},
		{"baku, few rounds", "rounds=7\naccel=baku\n", 2, "accel", "nine rounds"},
		{"baku, 3/1/0", "rounds=9-11\naccel=baku\npoints=3/1/0\n", 2, "accel", "1/0.5/0"},
		{"ratings crossed", "lowest-rating=2000\nhighest-rating=1900\n", 1, "lowest-rating", "lowest-rating <= highest-rating"},
		{"byes above 1", "half-byes=0.5\nzero-byes=0.4\nfull-byes=0.2\n", 1, "half-byes", "<= 1"},
		{"loss above win", "points=1/0.5/2\n", 1, "points", "loss <= draw <= win"},
		{"score too wide", "rounds=99\npoints=200/0/0\n", 2, "points", "4 columns"},
		// A rule on settings together, broken by a key other than the one
		// it is reported under: the line of that key.
		{"highest rating below the default lowest", "draws=0.2\nhighest-rating=1000\n", 2, "highest-rating", "lowest-rating <= highest-rating"},
		{"zero-byes push the byes above 1", "zero-byes=0.7\nfull-byes=0.5\n", 2, "full-byes", "<= 1"},
		{"pab too wide", "rounds=90\npab=200\n", 2, "pab", "4 columns"},
		{"baku with the default rounds", "accel=baku\n", 1, "accel", "nine rounds"},
		{"players too few for baku", "rounds=9\naccel=baku\nplayers=8\n", 2, "accel", "10 players"},
		{"line too long", "draws=0.1\n# " + strings.Repeat("x", 70000) + "\n", 2, "", "at most 65536 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseConfig(strings.NewReader(tt.text))
			var ce *ConfigError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v, want a *ConfigError", err)
			}
			if ce.Line != tt.line || ce.Key != tt.key || !strings.Contains(ce.Msg, tt.msg) {
				t.Errorf("error %q (line %d, key %q), want line %d, key %q, message with %q", err, ce.Line, ce.Key, tt.line, tt.key, tt.msg)
			}
			if prefix := "line "; !strings.HasPrefix(err.Error(), prefix) || tt.key != "" && !strings.Contains(err.Error(), tt.key+": ") {
				t.Errorf("error %q does not name the line and the key", err)
			}
		})
	}
}

// TestKeys checks that every key has a usage and that its default, set
// again, gives the default configuration.
func TestKeys(t *testing.T) {
	c := DefaultConfig()
	for _, k := range Keys() {
		if k.Usage == "" || k.Default == "" {
			t.Errorf("key %q: usage %q, default %q", k.Name, k.Usage, k.Default)
		}
		if err := c.Set(k.Name, k.Default); err != nil {
			t.Errorf("key %q: setting the default: %v", k.Name, err)
		}
	}
	if !reflect.DeepEqual(c, DefaultConfig()) {
		t.Errorf("setting every default changes the configuration:\n%s", c)
	}
	if err := c.Set("nonsense", "1"); err == nil || !strings.Contains(err.Error(), "nonsense: unknown key") {
		t.Errorf("Set of an unknown key: %v", err)
	}
}

// TestSetRejectedLeavesConfig: a value Set rejects changes nothing, even
// when it starts well ("1,x" has a first round of virtual points).
func TestSetRejectedLeavesConfig(t *testing.T) {
	for _, kv := range [][2]string{{"accel", "1,x"}, {"accel", "0.5,,1"}, {"points", "3/1/x"}, {"players", "10-x"}, {"tiebreaks", "BH,XX"}} {
		c := DefaultConfig()
		c.Baku = true
		want := c
		if err := c.Set(kv[0], kv[1]); err == nil {
			t.Errorf("%s=%s accepted", kv[0], kv[1])
		}
		if !reflect.DeepEqual(c, want) {
			t.Errorf("%s=%s rejected but changed the configuration:\n%s", kv[0], kv[1], c)
		}
	}
}
