package generate

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/trf"
)

// Config describes the tournaments to generate. Counts given as a range
// (MinPlayers..MaxPlayers, MinRounds..MaxRounds) are drawn uniformly for
// each tournament; shares and rates are probabilities between 0 and 1.
// Start from DefaultConfig: the zero Config is not valid.
type Config struct {
	MinPlayers, MaxPlayers int // players in the tournament, 2-9999
	// MinRounds, MaxRounds bound the number of rounds (1-99). C.04.1.b: two
	// players meet at most once, so a tournament of n players has at most
	// n-1 rounds: the range is cut there.
	MinRounds, MaxRounds int

	HighestRating, LowestRating int     // ratings are drawn uniformly in this range
	Unrated                     float64 // share of unrated players (rating 0)
	UnratedRating               int     // nominal rating of unrated players, used only to draw results

	// Draws is the probability of a draw between equally rated players; it
	// shrinks with the expected score of the weaker player (table 8.1b).
	Draws float64
	// Forfeits is the probability that a paired game is not played; of
	// those, the share DoubleForfeits is lost by both players.
	Forfeits, DoubleForfeits float64

	// HalfByes, ZeroByes and FullByes are the probabilities that a player
	// who could be paired asks not to be paired in a round (C.04.2.D.4)
	// and receives a half-point bye (H), nothing (Z, or a blank block) or a
	// full-point bye (F).
	HalfByes, ZeroByes, FullByes float64
	// Withdrawals is the share of players who withdraw: they are absent
	// from some round to the end (C.04.2.D.3).
	Withdrawals float64
	// LateEntries is the share of players who arrive in time only for the
	// second or third round: they are not paired before (C.04.2.C.2).
	LateEntries float64

	// Win, Draw and Loss are the points of a game (a forfeit is worth Win
	// or nothing, a half-point bye Draw, a full-point bye Win); PAB is the
	// value of the pairing-allocated bye, a win's worth when negative
	// (C.04.1.c: a win unless the rules of the tournament say otherwise).
	// A point system other than 1, ½, 0 is written as an XXS line.
	Win, Draw, Loss, PAB trf.Points

	// Acceleration gives the top AccelerationShare of the players (by
	// pairing number) these virtual points in rounds 1, 2, ... (XXA).
	Acceleration      []trf.Points
	AccelerationShare float64
	// Baku applies the Baku acceleration (C.04.5.1), written as XXA lines.
	Baku bool

	// InitialColour is the colour of the top player in round 1 (E.5,
	// XXC white1/black1); NoColour draws it for each tournament.
	InitialColour trf.Colour

	// Tiebreaks is the tie-break list written in record 212 after PTS, in
	// the canonical spelling of MTB26 separated by commas ("BH/C1,BH,SB");
	// "" draws a realistic list for each tournament (tiebreakLists), and
	// "none" writes no list: the ranks then go by points alone, players
	// on equal points sharing the higher rank. Either way the ranks of
	// 001 columns 86-89 are the final standings of C.07 (package
	// pairing/standings) in the edition of the start date (042).
	Tiebreaks string
}

// DefaultConfig returns the settings of the config keys' defaults: 10-100
// players, 5-11 rounds, ratings 1400-2700, every kind of event at a low
// rate, 1/½/0, no acceleration, random initial colour.
func DefaultConfig() Config {
	return Config{
		MinPlayers: 10, MaxPlayers: 100,
		MinRounds: 5, MaxRounds: 11,
		HighestRating: 2700, LowestRating: 1400,
		Unrated: 0.1, UnratedRating: 1400,
		Draws:    0.3,
		Forfeits: 0.01, DoubleForfeits: 0.2,
		HalfByes: 0.01, ZeroByes: 0.01, FullByes: 0.002,
		Withdrawals: 0.03, LateEntries: 0.03,
		Win: 10, Draw: 5, Loss: 0, PAB: -1,
		AccelerationShare: 0.5,
	}
}

// ConfigError is a bad configuration value: the key, and the line of the
// configuration file when it came from one.
type ConfigError struct {
	Line int // 0 when not read from a file
	Key  string
	Msg  string

	involves []string // the other keys of a rule on settings together
}

func (e *ConfigError) Error() string {
	key := e.Key
	if strings.ContainsFunc(key, func(r rune) bool { return !unicode.IsPrint(r) || r == ' ' }) {
		key = strconv.Quote(key)
	}
	switch {
	case e.Line > 0 && key == "":
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("line %d: %s: %s", e.Line, key, e.Msg)
	case key == "":
		return e.Msg
	}
	return key + ": " + e.Msg
}

// Key documents a configuration key: the name used in configuration files
// and as a command-line flag, what it sets, and its default.
type Key struct {
	Name, Usage, Default string
}

// key is a configuration key with its parser and formatter.
type key struct {
	name, usage string
	set         func(*Config, string) error
	get         func(*Config) string
}

var keys = []key{
	{"players", "number of players N, or a range MIN-MAX",
		func(c *Config, v string) error { return parseRange(v, 2, 9999, &c.MinPlayers, &c.MaxPlayers) },
		func(c *Config) string { return formatRange(c.MinPlayers, c.MaxPlayers) }},
	{"rounds", "number of rounds N, or a range MIN-MAX (at most players-1)",
		func(c *Config, v string) error { return parseRange(v, 1, 99, &c.MinRounds, &c.MaxRounds) },
		func(c *Config) string { return formatRange(c.MinRounds, c.MaxRounds) }},
	{"highest-rating", "highest rating",
		func(c *Config, v string) error { return parseInt(v, 1, 9999, &c.HighestRating) },
		func(c *Config) string { return strconv.Itoa(c.HighestRating) }},
	{"lowest-rating", "lowest rating",
		func(c *Config, v string) error { return parseInt(v, 1, 9999, &c.LowestRating) },
		func(c *Config) string { return strconv.Itoa(c.LowestRating) }},
	{"unrated", "share of unrated players",
		func(c *Config, v string) error { return parseShare(v, &c.Unrated) },
		func(c *Config) string { return formatShare(c.Unrated) }},
	{"unrated-rating", "nominal rating of unrated players for drawing results",
		func(c *Config, v string) error { return parseInt(v, 1, 9999, &c.UnratedRating) },
		func(c *Config) string { return strconv.Itoa(c.UnratedRating) }},
	{"draws", "probability of a draw between equally rated players",
		func(c *Config, v string) error { return parseShare(v, &c.Draws) },
		func(c *Config) string { return formatShare(c.Draws) }},
	{"forfeits", "probability that a paired game is forfeited",
		func(c *Config, v string) error { return parseShare(v, &c.Forfeits) },
		func(c *Config) string { return formatShare(c.Forfeits) }},
	{"double-forfeits", "share of forfeits lost by both players",
		func(c *Config, v string) error { return parseShare(v, &c.DoubleForfeits) },
		func(c *Config) string { return formatShare(c.DoubleForfeits) }},
	{"half-byes", "probability per player and round of a half-point bye (H)",
		func(c *Config, v string) error { return parseShare(v, &c.HalfByes) },
		func(c *Config) string { return formatShare(c.HalfByes) }},
	{"zero-byes", "probability per player and round of an absence (Z or blank)",
		func(c *Config, v string) error { return parseShare(v, &c.ZeroByes) },
		func(c *Config) string { return formatShare(c.ZeroByes) }},
	{"full-byes", "probability per player and round of a full-point bye (F)",
		func(c *Config, v string) error { return parseShare(v, &c.FullByes) },
		func(c *Config) string { return formatShare(c.FullByes) }},
	{"withdrawals", "share of players who withdraw before some round",
		func(c *Config, v string) error { return parseShare(v, &c.Withdrawals) },
		func(c *Config) string { return formatShare(c.Withdrawals) }},
	{"late-entries", "share of players who enter in round 2 or 3",
		func(c *Config, v string) error { return parseShare(v, &c.LateEntries) },
		func(c *Config) string { return formatShare(c.LateEntries) }},
	{"points", "points for a win, a draw and a loss: W/D/L, e.g. 1/0.5/0 or 3/1/0",
		setPoints,
		func(c *Config) string {
			return formatPoints(c.Win) + "/" + formatPoints(c.Draw) + "/" + formatPoints(c.Loss)
		}},
	{"pab", "points for the pairing-allocated bye, or win",
		setPAB,
		func(c *Config) string {
			if c.PAB < 0 {
				return "win"
			}
			return formatPoints(c.PAB)
		}},
	{"accel", "acceleration: none, baku (C.04.5.1) or virtual points per round, e.g. 1,1,0.5",
		setAccel,
		func(c *Config) string {
			switch {
			case c.Baku:
				return "baku"
			case len(c.Acceleration) == 0:
				return "none"
			}
			s := make([]string, len(c.Acceleration))
			for i, p := range c.Acceleration {
				s[i] = formatPoints(p)
			}
			return strings.Join(s, ",")
		}},
	{"accel-share", "share of the players, from the top, given the virtual points of accel",
		func(c *Config, v string) error { return parseShare(v, &c.AccelerationShare) },
		func(c *Config) string { return formatShare(c.AccelerationShare) }},
	{"colour", "colour of the top player in round 1: white1, black1 or random",
		setColour,
		func(c *Config) string {
			switch c.InitialColour {
			case trf.White:
				return "white1"
			case trf.Black:
				return "black1"
			}
			return "random"
		}},
	{"tiebreaks", "tie-break list of record 212 after PTS, e.g. BH/C1,BH,SB; none, or random (a realistic list per tournament)",
		setTiebreaks,
		func(c *Config) string {
			if c.Tiebreaks == "" {
				return "random"
			}
			return c.Tiebreaks
		}},
}

// Keys lists the configuration keys in the order of a configuration file.
func Keys() []Key {
	def := DefaultConfig()
	out := make([]Key, len(keys))
	for i, k := range keys {
		out[i] = Key{Name: k.name, Usage: k.usage, Default: k.get(&def)}
	}
	return out
}

// Set sets a configuration key from its text value, as in a
// configuration file. It does not check the settings against each other;
// Validate does.
func (c *Config) Set(name, value string) error {
	for _, k := range keys {
		if k.name == name {
			if err := k.set(c, strings.TrimSpace(value)); err != nil {
				return &ConfigError{Key: name, Msg: err.Error()}
			}
			return nil
		}
	}
	return &ConfigError{Key: name, Msg: "unknown key (see swisscheck generate --help)"}
}

// String returns the configuration as a configuration file: one key=value
// line per key, in the order of Keys.
func (c Config) String() string {
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k.name + "=" + k.get(&c) + "\n")
	}
	return b.String()
}

// line returns the configuration on one line: key=value pairs separated
// by blanks.
func (c *Config) line() string {
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k.name + "=" + k.get(c)
	}
	return strings.Join(parts, " ")
}

// ParseConfig reads a configuration file: one key=value per line, blanks
// around both allowed, '#' starting a comment, empty lines ignored. Keys
// not given keep the defaults of DefaultConfig. Errors are *ConfigError
// naming the line and the key: for settings that do not go together, the
// line of the key named, or when that key keeps its default, the last line
// that set one of the keys the rule involves.
func ParseConfig(r io.Reader) (Config, error) {
	c := DefaultConfig()
	lines := map[string]int{} // key -> line; for lookups only
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		text, _, _ := strings.Cut(sc.Text(), "#")
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		name, value, ok := strings.Cut(text, "=")
		name = strings.TrimSpace(name)
		if !ok {
			return c, &ConfigError{Line: n, Key: name, Msg: "expected key=value"}
		}
		if first, dup := lines[name]; dup {
			return c, &ConfigError{Line: n, Key: name, Msg: fmt.Sprintf("set twice (first on line %d)", first)}
		}
		if err := c.Set(name, value); err != nil {
			err.(*ConfigError).Line = n
			return c, err
		}
		lines[name] = n
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return c, &ConfigError{Line: n + 1, Msg: fmt.Sprintf("expected a line of at most %d bytes, found a longer one", bufio.MaxScanTokenSize)}
		}
		return c, err
	}
	if err := c.Validate(); err != nil {
		if ce, ok := err.(*ConfigError); ok {
			ce.Line = lines[ce.Key]
			if ce.Line == 0 { // the key keeps its default: another key broke the rule
				for _, k := range ce.involves {
					if lines[k] > ce.Line {
						ce.Key, ce.Line = k, lines[k]
					}
				}
			}
		}
		return c, err
	}
	return c, nil
}

// involves lists, for the key a rule on settings together is reported
// under, the other keys the rule reads.
var involves = map[string][]string{
	"lowest-rating": {"highest-rating"},
	"half-byes":     {"zero-byes", "full-byes"},
	"points":        {"rounds", "pab"},
	"accel":         {"points", "rounds", "players"},
}

// Validate checks the settings together. Its errors are *ConfigError
// naming the key at fault.
func (c *Config) Validate() error {
	bad := func(key, format string, args ...any) error {
		return &ConfigError{Key: key, Msg: fmt.Sprintf(format, args...), involves: involves[key]}
	}
	shares := []struct {
		key string
		v   float64
	}{
		{"unrated", c.Unrated}, {"draws", c.Draws}, {"forfeits", c.Forfeits},
		{"double-forfeits", c.DoubleForfeits}, {"half-byes", c.HalfByes},
		{"zero-byes", c.ZeroByes}, {"full-byes", c.FullByes},
		{"withdrawals", c.Withdrawals}, {"late-entries", c.LateEntries},
		{"accel-share", c.AccelerationShare},
	}
	for _, s := range shares {
		if !(s.v >= 0 && s.v <= 1) {
			return bad(s.key, "expected a share from 0 to 1, found %v", s.v)
		}
	}
	win := max(c.Win, c.PAB)
	switch {
	case c.MinPlayers < 2 || c.MaxPlayers > 9999 || c.MinPlayers > c.MaxPlayers:
		return bad("players", "expected 2 <= MIN <= MAX <= 9999, found %s", formatRange(c.MinPlayers, c.MaxPlayers))
	case c.MinRounds < 1 || c.MaxRounds > 99 || c.MinRounds > c.MaxRounds:
		return bad("rounds", "expected 1 <= MIN <= MAX <= 99, found %s", formatRange(c.MinRounds, c.MaxRounds))
	case c.LowestRating < 1 || c.HighestRating > 9999 || c.LowestRating > c.HighestRating:
		return bad("lowest-rating", "expected 1 <= lowest-rating <= highest-rating <= 9999, found %d and %d", c.LowestRating, c.HighestRating)
	case c.UnratedRating < 1 || c.UnratedRating > 9999:
		return bad("unrated-rating", "expected a rating 1-9999, found %d", c.UnratedRating)
	case c.HalfByes+c.ZeroByes+c.FullByes > 1:
		return bad("half-byes", "expected half-byes + zero-byes + full-byes <= 1, found %v", c.HalfByes+c.ZeroByes+c.FullByes)
	case c.Loss < 0 || c.Draw < c.Loss || c.Win < c.Draw || c.Win == 0:
		return bad("points", "expected 0 <= loss <= draw <= win and win > 0, found %s/%s/%s", c.Win, c.Draw, c.Loss)
	case trf.Points(c.MaxRounds)*win > 9999:
		return bad("points", "a score of %d rounds of %s does not fit the 4 columns of the points field", c.MaxRounds, win)
	case c.Baku && len(c.Acceleration) > 0:
		return bad("accel", "expected baku or virtual points, not both")
	case c.Baku && (c.Win != 10 || c.Draw != 5 || c.Loss != 0):
		return bad("accel", "C.04.5.1.1: the Baku acceleration needs the 1/0.5/0 point system, found %s/%s/%s", c.Win, c.Draw, c.Loss)
	case c.Baku && c.MinRounds < 9:
		return bad("accel", "C.04.5.1.1: the Baku acceleration needs nine rounds or more, found rounds=%s", formatRange(c.MinRounds, c.MaxRounds))
	case c.Baku && c.MinPlayers < 10:
		return bad("accel", "C.04.5.1.1: nine rounds or more need at least 10 players, found players=%s", formatRange(c.MinPlayers, c.MaxPlayers))
	case c.InitialColour != trf.NoColour && c.InitialColour != trf.White && c.InitialColour != trf.Black:
		return bad("colour", "expected white1, black1 or random")
	}
	for _, p := range c.Acceleration {
		if p < 0 || p > 999 {
			return bad("accel", "expected virtual points 0-99.9, found %s", p)
		}
	}
	if c.Tiebreaks != "" && c.Tiebreaks != "none" {
		if _, err := parseTiebreakList(c.Tiebreaks); err != nil {
			return bad("tiebreaks", "%v", err)
		}
	}
	return nil
}

// ValidateFor checks the settings together (Validate) and for the system
// that pairs the tournament: acceleration (accel, XXA) only for a system
// that makes its brackets with it (pairing.Accelerator). Another system
// would pair as if the XXA lines were not there, while a checker reading
// them would pair otherwise.
func (c *Config) ValidateFor(sys pairing.System) error {
	if err := c.Validate(); err != nil {
		return err
	}
	if _, ok := sys.(pairing.Accelerator); !ok && (c.Baku || len(c.Acceleration) > 0) {
		return &ConfigError{Key: "accel", Msg: fmt.Sprintf("expected none: the %s system (%s) does not pair with acceleration points (XXA)", sys.ID(), sys.Rules()), involves: involves["accel"]}
	}
	return nil
}

// parseRange reads "N" or "MIN-MAX".
func parseRange(v string, lo, hi int, min, max *int) error {
	a, b, isRange := strings.Cut(v, "-")
	x, err := strconv.Atoi(strings.TrimSpace(a))
	y := x
	if err == nil && isRange {
		y, err = strconv.Atoi(strings.TrimSpace(b))
	}
	if err != nil || x < lo || y > hi || x > y {
		return fmt.Errorf("expected a number %d-%d or a range MIN-MAX, found %q", lo, hi, v)
	}
	*min, *max = x, y
	return nil
}

func formatRange(min, max int) string {
	if min == max {
		return strconv.Itoa(min)
	}
	return strconv.Itoa(min) + "-" + strconv.Itoa(max)
}

func parseInt(v string, lo, hi int, dst *int) error {
	x, err := strconv.Atoi(v)
	if err != nil || x < lo || x > hi {
		return fmt.Errorf("expected a number %d-%d, found %q", lo, hi, v)
	}
	*dst = x
	return nil
}

// parseShare reads a probability 0-1 ("0.05", "5%").
func parseShare(v string, dst *float64) error {
	s, percent := strings.CutSuffix(v, "%")
	x, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if percent {
		x /= 100
	}
	if err != nil || !(x >= 0 && x <= 1) {
		return fmt.Errorf("expected a share from 0 to 1 (or 0%%-100%%), found %q", v)
	}
	*dst = x
	return nil
}

func formatShare(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// parsePoints reads points with at most one decimal: "1", "0.5", "3".
// Only decimal digits and one point: strconv.ParseFloat alone would also
// take "NaN", "Inf", "1e0" and "0x1p0", and NaN passes every comparison.
func parsePoints(v string) (trf.Points, error) {
	bad := fmt.Errorf("expected points such as 1, 0.5 or 3 (one decimal at most), found %q", v)
	whole, frac, _ := strings.Cut(v, ".")
	if whole == "" && frac == "" || !allDigits(whole) || !allDigits(frac) {
		return 0, bad
	}
	x, err := strconv.ParseFloat(v, 64)
	tenths := math.Round(x * 10)
	if err != nil || !(x >= 0 && x <= 999) || math.Abs(x*10-tenths) > 1e-9 {
		return 0, bad
	}
	return trf.Points(tenths), nil
}

// allDigits reports whether s holds only ASCII digits (true when empty).
func allDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// formatPoints writes points as parsePoints reads them: "1", "0.5".
func formatPoints(p trf.Points) string {
	if p%10 == 0 {
		return strconv.Itoa(int(p) / 10)
	}
	return p.String()
}

func setPoints(c *Config, v string) error {
	parts := strings.Split(v, "/")
	if len(parts) != 3 {
		return fmt.Errorf("expected W/D/L such as 1/0.5/0 or 3/1/0, found %q", v)
	}
	var ps [3]trf.Points
	for i, s := range parts {
		p, err := parsePoints(strings.TrimSpace(s))
		if err != nil {
			return err
		}
		ps[i] = p
	}
	c.Win, c.Draw, c.Loss = ps[0], ps[1], ps[2]
	return nil
}

func setPAB(c *Config, v string) error {
	if v == "win" {
		c.PAB = -1
		return nil
	}
	p, err := parsePoints(v)
	if err != nil {
		return fmt.Errorf("expected win or points such as 1 or 0.5, found %q", v)
	}
	c.PAB = p
	return nil
}

func setAccel(c *Config, v string) error {
	switch v {
	case "none", "":
		c.Baku, c.Acceleration = false, nil
		return nil
	case "baku":
		c.Baku, c.Acceleration = true, nil
		return nil
	}
	var acc []trf.Points
	for s := range strings.SplitSeq(v, ",") {
		p, err := parsePoints(strings.TrimSpace(s))
		if err != nil {
			return fmt.Errorf("expected none, baku or virtual points per round such as 1,1,0.5, found %q", v)
		}
		acc = append(acc, p)
	}
	c.Baku, c.Acceleration = false, acc
	return nil
}

func setColour(c *Config, v string) error {
	switch v {
	case "white1":
		c.InitialColour = trf.White
	case "black1":
		c.InitialColour = trf.Black
	case "random":
		c.InitialColour = trf.NoColour
	default:
		return fmt.Errorf("expected white1, black1 or random, found %q", v)
	}
	return nil
}

func setTiebreaks(c *Config, v string) error {
	switch v {
	case "random", "":
		c.Tiebreaks = ""
		return nil
	case "none":
		c.Tiebreaks = "none"
		return nil
	}
	list, err := parseTiebreakList(v)
	if err != nil {
		return err
	}
	c.Tiebreaks = list
	return nil
}

// parseTiebreakList reads a tie-break list as 202 writes it or a command
// line gives it ("BH/C1 BH SB", PTS optional first) and returns it in the
// canonical spelling, commas between the codes, without PTS. The list
// must be one standings.ValidList accepts and have no self-defined
// tie-break (OTHER_...), whose ranks the generator cannot compute.
func parseTiebreakList(v string) (string, error) {
	if err := standings.ValidList(v); err != nil {
		var errs trf.ErrorList
		if errors.As(err, &errs) && len(errs) > 0 {
			msg := errs[0].Msg
			if len(errs) > 1 {
				msg += fmt.Sprintf(" (and %d more errors)", len(errs)-1)
			}
			return "", errors.New(msg)
		}
		return "", err
	}
	items, _ := trf.ParseTiebreaks("", 0, 1, v)
	var codes []string
	for _, it := range items {
		switch {
		case strings.HasPrefix(it.Acronym, "OTHER_"):
			return "", fmt.Errorf("expected tie-breaks of C.07 whose ranks can be computed, found the self-defined %s (C.07 4.1)", it.Text)
		case it.Acronym != "PTS":
			codes = append(codes, it.Code())
		}
	}
	if len(codes) == 0 {
		return "", fmt.Errorf("expected a list of tie-break codes such as BH/C1,BH,SB (or none, or random), found %q", v)
	}
	return strings.Join(codes, ","), nil
}
