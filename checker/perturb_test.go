package checker_test

// A perturbation campaign: correct tournaments (every round paired by an
// endorsed engine) get ONE planted change in one round, the way the
// perturbed corpus (../shared/corpus/perturbed, MANIFEST.tsv) was made, and
// the checker must flag that round first and explain every differing round
// by a rule of the pairing system; the explanation of the planted round
// must concern at least one of the players the change moved.
//
// The three kinds, as the corpus manifest describes them:
//
//   - colour_swap: one played game W-B of round r is recorded as B-W; each
//     player keeps their own result. A game is preferred whose swap keeps
//     every player's colour sequence of played games within the basic
//     colour rules (colour difference at most 2, never three times the same
//     colour in a row, over the whole tournament); when no game of the
//     round does, any played game is taken ("took any"), as in the corpus.
//   - opponent_swap: boards a-b and c-d (White-Black) of round r, with the
//     same results, become a-d and c-b; every player keeps colour and own
//     result. Preferred: played games, new pairs that never meet elsewhere
//     in the file, the four players within half a point of each other
//     before round r.
//   - bye_swap: the pairing-allocated bye of round r moves from X to Y; X
//     plays Y's former opponent Z with Y's colour and Y's former result, Z
//     keeps their own block but for the opponent, Y gets X's bye block
//     verbatim, and the points column of X and Y is recomputed. Preferred:
//     Y played their game, may still receive the bye (C.2), scored at most
//     half a point more than X before round r, and X and Z never meet
//     elsewhere in the file.
//
// The perturbed text is the source with the changed round blocks (and
// points columns) edited in place, so everything else stays byte for byte.
//
// Flags (go test ./checker -run TestPerturbationCampaign -args ...):
//
//	-campaign.n N       shared-corpus files to use, evenly spread (-1: all);
//	                    fixtures/reference is always used
//	-campaign.seed S    first seed
//	-campaign.seeds K   seeds per file and kind
//	-campaign.kinds L   comma-separated kinds, or "random" (one kind per seed)
//	-campaign.out DIR   keep every failing perturbed file (and a .txt) there
//	-campaign.log FILE  one TSV row per case
//	-campaign.any       ignore the preferences: any candidate of the round

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

var (
	campaignN     = flag.Int("campaign.n", 24, "perturbation campaign: shared-corpus files to perturb, evenly spread (-1: all)")
	campaignSeed  = flag.Uint64("campaign.seed", 1, "perturbation campaign: first seed")
	campaignSeeds = flag.Int("campaign.seeds", 1, "perturbation campaign: seeds per file and kind")
	campaignKinds = flag.String("campaign.kinds", "colour_swap,opponent_swap,bye_swap", "perturbation campaign: kinds, comma-separated, or random")
	campaignOut   = flag.String("campaign.out", "", "perturbation campaign: directory for the failing perturbed files")
	campaignLog   = flag.String("campaign.log", "", "perturbation campaign: TSV file with one row per case")
	campaignAny   = flag.Bool("campaign.any", false, "perturbation campaign: ignore the preferences, take any candidate of the round")
)

const (
	kindColourSwap   = "colour_swap"
	kindOpponentSwap = "opponent_swap"
	kindByeSwap      = "bye_swap"
)

var campaignAllKinds = []string{kindColourSwap, kindOpponentSwap, kindByeSwap}

// errNoCandidate: the tournament has no round the kind can change.
var errNoCandidate = errors.New("no game or bye the perturbation can change")

// plantedChange is a perturbed tournament.
type plantedChange struct {
	Kind    string
	Round   int
	Detail  string // in the words of the corpus manifest
	Relaxed bool   // no candidate of the round met the preferences: took any
	Players []int  // the players whose round block changed
	Text    []byte // the perturbed report file
}

// campaignEdit is one candidate change: new round-r blocks by player ID.
type campaignEdit struct {
	tier   int // 0 best; the lowest tier present in the round is chosen
	blocks map[int]trf.Game
	detail string
}

// perturbTournament plants one change of the given kind ("" picks one of
// the kinds that apply) in the tournament f read from src. The choice
// depends only on f and seed. f is not modified. The result is valid
// (trf.Validate) and its round Round differs from the source's.
func perturbTournament(f *trf.File, src []byte, kind string, seed uint64) (plantedChange, error) {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	t, err := pairing.New(f)
	if err != nil {
		return plantedChange{}, err
	}
	kinds := []string{kind}
	if kind == "" {
		kinds = slices.Clone(campaignAllKinds)
		rng.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	}
	byID := map[int]*trf.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	for _, k := range kinds {
		var rounds [][]campaignEdit
		var numbers []int
		for r := 1; r <= t.Rounds; r++ {
			cs, err := editCandidates(k, f, byID, r)
			if err != nil {
				return plantedChange{}, err
			}
			if len(cs) > 0 {
				rounds = append(rounds, cs)
				numbers = append(numbers, r)
			}
		}
		if len(rounds) == 0 {
			continue
		}
		i := rng.IntN(len(rounds))
		r, cs := numbers[i], rounds[i]
		best := cs[0].tier
		for _, c := range cs {
			best = min(best, c.tier)
		}
		var pool []campaignEdit
		for _, c := range cs {
			if c.tier == best || *campaignAny {
				pool = append(pool, c)
			}
		}
		e := pool[rng.IntN(len(pool))]
		return applyEdit(f, src, k, r, e, e.tier > 0)
	}
	return plantedChange{}, errNoCandidate
}

// applyEdit writes the perturbed file: the changed blocks and the points
// columns of the changed players edited in the source text.
func applyEdit(f *trf.File, src []byte, kind string, r int, e campaignEdit, relaxed bool) (plantedChange, error) {
	g := *f
	g.Players = make([]*trf.Player, len(f.Players))
	var changed []*trf.Player
	var ids []int
	for i, p := range f.Players {
		q := *p
		g.Players[i] = &q
		if b, ok := e.blocks[p.ID]; ok {
			q.Games = slices.Clone(p.Games)
			q.Games[r-1] = b
			changed = append(changed, &q)
			ids = append(ids, q.ID)
		}
	}
	rounds := g.Rounds()
	for _, p := range changed {
		p.Points = g.Score(p, rounds)
	}
	sort.Ints(ids)
	detail := e.detail
	if relaxed {
		detail += " (no candidate kept the preferences; took any)"
	}
	out := plantedChange{Kind: kind, Round: r, Detail: detail, Relaxed: relaxed, Players: ids}
	text, ok := editText(src, changed, r)
	if !ok {
		var b bytes.Buffer
		if err := trf.Write(&b, &g); err != nil {
			return out, err
		}
		text = b.Bytes()
	}
	out.Text = text
	// The text must read back as intended.
	h, err := trf.Read(f.Name, bytes.NewReader(text))
	if err != nil {
		return out, fmt.Errorf("perturbed file does not read: %v", err)
	}
	if errs := h.Validate(); len(errs) > 0 {
		return out, fmt.Errorf("perturbed file is invalid: %v", errs)
	}
	if len(h.Players) != len(g.Players) {
		return out, fmt.Errorf("perturbed file has %d players, want %d", len(h.Players), len(g.Players))
	}
	for i, p := range h.Players {
		want := g.Players[i]
		if p.ID != want.ID || p.Points != want.Points || !reflect.DeepEqual(p.Games, want.Games) {
			return out, fmt.Errorf("perturbed file: player %d reads back as %v %v, want %v %v", p.ID, p.Points, p.Games, want.Points, want.Games)
		}
	}
	return out, nil
}

// editText edits the round-r block and the points column of the given
// players in their lines of src. It reports false when the text cannot be
// edited in place (not UTF-8, a line not found).
func editText(src []byte, players []*trf.Player, r int) ([]byte, bool) {
	bom := []byte("\uFEFF")
	data := bytes.TrimPrefix(src, bom)
	if !utf8.Valid(data) {
		return nil, false
	}
	type line struct{ text, end []byte }
	var lines []line
	for len(data) > 0 {
		i := bytes.IndexAny(data, "\r\n")
		if i < 0 {
			lines = append(lines, line{data, nil})
			break
		}
		j := i + 1
		if data[i] == '\r' && j < len(data) && data[j] == '\n' {
			j++
		}
		lines = append(lines, line{data[:i], data[i:j]})
		data = data[j:]
	}
	for _, p := range players {
		if p.Line < 1 || p.Line > len(lines) {
			return nil, false
		}
		rs := []rune(string(lines[p.Line-1].text))
		off := 91 + 10*(r-1)
		for len(rs) < off+8 {
			rs = append(rs, ' ')
		}
		g := p.Games[r-1]
		opp := "0000"
		if g.Opponent != 0 {
			opp = strconv.Itoa(g.Opponent)
		}
		res := g.Result
		if res == 0 {
			res = trf.ResultNone
		}
		block := fmt.Sprintf("%4s %s %c", opp, g.Colour, res)
		pts := p.Points.String()
		if len(pts) > 4 || len(block) != 8 {
			return nil, false
		}
		copy(rs[off:off+8], []rune(block))
		copy(rs[80:84], []rune(fmt.Sprintf("%4s", pts)))
		lines[p.Line-1].text = []byte(string(rs))
	}
	var b bytes.Buffer
	if bytes.HasPrefix(src, bom) {
		b.Write(bom)
	}
	for _, l := range lines {
		b.Write(l.text)
		b.Write(l.end)
	}
	return b.Bytes(), true
}

// campaignBoards lists the boards of round r recorded with both colours:
// White's ID first, in file order of the White player.
func campaignBoards(f *trf.File, byID map[int]*trf.Player, r int) [][2]*trf.Player {
	var out [][2]*trf.Player
	for _, p := range f.Players {
		g := p.Game(r)
		if g.Opponent == 0 || g.Colour != trf.White {
			continue
		}
		q := byID[g.Opponent]
		if q == nil {
			continue
		}
		if h := q.Game(r); h.Opponent == p.ID && h.Colour == trf.Black {
			out = append(out, [2]*trf.Player{p, q})
		}
	}
	return out
}

// meetElsewhere reports whether x and y are opponents in a round other
// than r (played or forfeited).
func meetElsewhere(x *trf.Player, y, r int) bool {
	for k, g := range x.Games {
		if k+1 != r && g.Opponent == y {
			return true
		}
	}
	return false
}

// basicColoursBroken reports whether a colour sequence of played games
// breaks C.04.1.f/g at some point: a colour difference above 2, or the same
// colour three times in a row.
func basicColoursBroken(games []trf.Game) bool {
	diff, run := 0, 0
	var last trf.Colour
	for _, g := range games {
		if !g.Played() || g.Colour == trf.NoColour {
			continue
		}
		if g.Colour == trf.White {
			diff++
		} else {
			diff--
		}
		if g.Colour == last {
			run++
		} else {
			run = 1
		}
		last = g.Colour
		if diff > 2 || diff < -2 || run >= 3 {
			return true
		}
	}
	return false
}

// editCandidates lists the candidate changes of a kind in round r.
func editCandidates(kind string, f *trf.File, byID map[int]*trf.Player, r int) ([]campaignEdit, error) {
	switch kind {
	case kindColourSwap:
		return colourSwapCandidates(f, byID, r), nil
	case kindOpponentSwap:
		return opponentSwapCandidates(f, byID, r), nil
	case kindByeSwap:
		return byeSwapCandidates(f, byID, r), nil
	}
	return nil, fmt.Errorf("unknown perturbation %q", kind)
}

func colourSwapCandidates(f *trf.File, byID map[int]*trf.Player, r int) []campaignEdit {
	var out []campaignEdit
	for _, b := range campaignBoards(f, byID, r) {
		w, bl := b[0], b[1]
		gw, gb := w.Game(r), bl.Game(r)
		if !gw.Played() || !gb.Played() {
			continue
		}
		nw := trf.Game{Opponent: bl.ID, Colour: trf.Black, Result: gw.Result}
		nb := trf.Game{Opponent: w.ID, Colour: trf.White, Result: gb.Result}
		tier := 0
		for _, x := range []struct {
			p *trf.Player
			g trf.Game
		}{{w, nw}, {bl, nb}} {
			after := slices.Clone(x.p.Games)
			after[r-1] = x.g
			if basicColoursBroken(after) && !basicColoursBroken(x.p.Games) {
				tier = 1
			}
		}
		out = append(out, campaignEdit{tier: tier,
			blocks: map[int]trf.Game{w.ID: nw, bl.ID: nb},
			detail: fmt.Sprintf("game %d-%d (white-black) recorded as %d-%d", w.ID, bl.ID, bl.ID, w.ID)})
	}
	return out
}

func opponentSwapCandidates(f *trf.File, byID map[int]*trf.Player, r int) []campaignEdit {
	boards := campaignBoards(f, byID, r)
	score := map[int]trf.Points{}
	for _, b := range boards {
		for _, p := range b {
			score[p.ID] = f.Score(p, r-1)
		}
	}
	var out []campaignEdit
	for i := range boards {
		for j := i + 1; j < len(boards); j++ {
			a, b := boards[i][0], boards[i][1]
			c, d := boards[j][0], boards[j][1]
			ga, gb, gc, gd := a.Game(r), b.Game(r), c.Game(r), d.Game(r)
			if ga.Result != gc.Result || gb.Result != gd.Result {
				continue
			}
			tier := 2
			if ga.Played() && gc.Played() && !meetElsewhere(a, d.ID, r) && !meetElsewhere(c, b.ID, r) {
				tier = 1
				lo, hi := score[a.ID], score[a.ID]
				for _, p := range []*trf.Player{b, c, d} {
					lo, hi = min(lo, score[p.ID]), max(hi, score[p.ID])
				}
				if hi-lo <= 5 {
					tier = 0
				}
			}
			out = append(out, campaignEdit{tier: tier,
				blocks: map[int]trf.Game{
					a.ID: {Opponent: d.ID, Colour: ga.Colour, Result: ga.Result},
					d.ID: {Opponent: a.ID, Colour: gd.Colour, Result: gd.Result},
					c.ID: {Opponent: b.ID, Colour: gc.Colour, Result: gc.Result},
					b.ID: {Opponent: c.ID, Colour: gb.Colour, Result: gb.Result},
				},
				detail: fmt.Sprintf("boards %d-%d and %d-%d (white-black) became %d-%d and %d-%d",
					a.ID, b.ID, c.ID, d.ID, a.ID, d.ID, c.ID, b.ID)})
		}
	}
	return out
}

func byeSwapCandidates(f *trf.File, byID map[int]*trf.Player, r int) []campaignEdit {
	var x *trf.Player
	for _, p := range f.Players {
		if p.Game(r).PAB() {
			x = p
			break
		}
	}
	if x == nil {
		return nil
	}
	canGetBye := func(p *trf.Player) bool {
		for k := 1; k < r; k++ {
			if g := p.Game(k); g.PAB() || g.ForfeitWin() {
				return false
			}
		}
		return true
	}
	sx := f.Score(x, r-1)
	var out []campaignEdit
	for _, y := range f.Players {
		h := y.Game(r)
		if y == x || h.Opponent == 0 || h.Opponent == x.ID {
			continue
		}
		z := byID[h.Opponent]
		if z == nil || z.Game(r).Opponent != y.ID {
			continue
		}
		tier := 2
		if h.Played() && !meetElsewhere(x, z.ID, r) {
			tier = 1
			if canGetBye(y) && f.Score(y, r-1) <= sx+5 {
				tier = 0
			}
		}
		gz := z.Game(r)
		colour := "without colour"
		switch h.Colour {
		case trf.White:
			colour = "as white"
		case trf.Black:
			colour = "as black"
		}
		out = append(out, campaignEdit{tier: tier,
			blocks: map[int]trf.Game{
				x.ID: {Opponent: z.ID, Colour: h.Colour, Result: h.Result},
				z.ID: {Opponent: x.ID, Colour: gz.Colour, Result: gz.Result},
				y.ID: x.Game(r),
			},
			detail: fmt.Sprintf("bye moved from %d to %d; %d now plays %d %s with result %c (was %d's game); scores of %d and %d recomputed",
				x.ID, y.ID, x.ID, z.ID, colour, h.Result, y.ID, x.ID, y.ID)})
	}
	return out
}

// campaignRule reports whether a rule is one the checker may explain a
// differing round with: C.1-C.19, B.8, E.1-E.5.
func campaignRule(rule string) bool {
	if rule == "B.8" {
		return true
	}
	for _, p := range []struct {
		prefix string
		max    int
	}{{"C.", 19}, {"E.", 5}} {
		if n, ok := strings.CutPrefix(rule, p.prefix); ok {
			k, err := strconv.Atoi(n)
			return err == nil && k >= 1 && k <= p.max && strconv.Itoa(k) == n
		}
	}
	return false
}

// campaignSamePairs: the same pairs, colours aside, and the same bye.
func campaignSamePairs(a, b pairing.Round) bool {
	key := func(x pairing.Board) [2]int { return [2]int{min(x.White, x.Black), max(x.White, x.Black)} }
	if a.Bye != b.Bye || len(a.Boards) != len(b.Boards) {
		return false
	}
	in := map[[2]int]bool{}
	for _, x := range a.Boards {
		in[key(x)] = true
	}
	for _, x := range b.Boards {
		if !in[key(x)] {
			return false
		}
	}
	return true
}

// campaignSources lists the files to perturb: fixtures always, and an
// evenly spread selection of the shared corpus when present.
func campaignSources(t *testing.T) []string {
	var files []string
	for _, pat := range []string{"../fixtures/reference/*.trf", "../fixtures/am-*.trf"} {
		for _, f := range glob(t, pat) {
			if !isPerturbed(f) {
				files = append(files, f)
			}
		}
	}
	dir := os.Getenv("SWISSCHECK_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared")
	}
	var shared []string
	for _, sub := range []string{"rtg-bbp", "rtg-javafo"} {
		shared = append(shared, glob(t, filepath.Join(dir, "corpus", sub, "*.trf"))...)
	}
	if len(shared) == 0 {
		t.Logf("shared corpus not found at %s (set SWISSCHECK_SHARED): only fixtures are perturbed", dir)
	}
	n := *campaignN
	if testing.Short() && n > 6 {
		n = 6
	}
	if n >= 0 && n < len(shared) {
		var pick []string
		for i := range n {
			pick = append(pick, shared[i*len(shared)/n])
		}
		shared = pick
	}
	return append(files, shared...)
}

// campaignLogger writes the TSV rows of -campaign.log.
type campaignLogger struct {
	mu sync.Mutex
	f  *os.File
}

func (l *campaignLogger) row(fields ...string) {
	if l == nil || l.f == nil {
		return
	}
	for i, s := range fields {
		fields[i] = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(s)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintln(l.f, strings.Join(fields, "\t"))
}

func TestPerturbationCampaign(t *testing.T) {
	files := campaignSources(t)
	var kinds []string
	if *campaignKinds == "random" {
		kinds = []string{""}
	} else {
		for _, k := range strings.Split(*campaignKinds, ",") {
			if k = strings.TrimSpace(k); !slices.Contains(campaignAllKinds, k) {
				t.Fatalf("-campaign.kinds: unknown kind %q", k)
			}
			kinds = append(kinds, k)
		}
	}
	log := &campaignLogger{}
	if *campaignLog != "" {
		lf, err := os.Create(*campaignLog)
		if err != nil {
			t.Fatal(err)
		}
		defer lf.Close()
		log.f = lf
		log.row("file", "kind", "seed", "round", "detail", "relaxed", "status", "first", "differing", "rule", "text", "failures")
	}
	if *campaignOut != "" {
		if err := os.MkdirAll(*campaignOut, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Run("group", func(t *testing.T) {
		for _, path := range files {
			t.Run(filepath.Base(path), func(t *testing.T) {
				t.Parallel()
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				for i := range *campaignSeeds {
					seed := *campaignSeed + uint64(i)
					for _, kind := range kinds {
						name := kind
						if name == "" {
							name = "random"
						}
						t.Run(fmt.Sprintf("%s/s%d", name, seed), func(t *testing.T) {
							runCampaignCase(t, path, src, kind, seed, log)
						})
					}
				}
			})
		}
	})
}

// runCampaignCase perturbs one file with one kind and seed and checks it.
func runCampaignCase(t *testing.T, path string, src []byte, kind string, seed uint64, log *campaignLogger) {
	f, err := trf.Read(path, bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	if errs := f.Validate(); len(errs) > 0 {
		t.Fatalf("source invalid: %v", errs)
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%s", filepath.Base(path), kind)
	pc, err := perturbTournament(f, src, kind, seed^h.Sum64())
	if errors.Is(err, errNoCandidate) {
		log.row(path, kind, strconv.FormatUint(seed, 10), "", "", "", "n/a")
		t.Skipf("%s: %v", kind, err)
	}
	if err != nil {
		t.Fatalf("perturbation: %v", err)
	}
	pf, err := trf.Read(path, bytes.NewReader(pc.Text))
	if err != nil {
		t.Fatal(err)
	}
	tour, err := pairing.New(pf)
	if err != nil {
		t.Fatal(err)
	}
	src0, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := mustRecorded(t, src0, pc.Round), mustRecorded(t, tour, pc.Round); reflect.DeepEqual(a, b) {
		t.Fatalf("%s in round %d (%s) does not change the recorded round", pc.Kind, pc.Round, pc.Detail)
	}

	results := checker.Check(tour, dutch2017.System{}, 1)
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }
	first := 0
	var differing []string
	explained := map[int]pairing.Explanation{}
	for _, r := range results {
		if r.Consistent {
			continue
		}
		if first == 0 {
			first = r.Round
		}
		if r.Err != nil {
			differing = append(differing, fmt.Sprintf("%d:error", r.Round))
			fail("(b) round %d: no explanation, the engine found no pairing: %v", r.Round, r.Err)
			continue
		}
		e, err := checker.Explain(dutch2017.System{}, tour, r)
		explained[r.Round] = e
		differing = append(differing, fmt.Sprintf("%d:%s", r.Round, e.Rule.String()))
		switch {
		case err != nil:
			fail("(b) round %d: Explain failed: %v", r.Round, err)
		case e.Text == "" || !campaignRule(e.Rule.String()):
			fail("(b) round %d: explained by %q, not C.1-C.19, B.8 or E.1-E.5: %s", r.Round, e.Rule.String(), e.Text)
		case strings.Contains(e.Text, "please report"):
			fail("(b) round %d: %s: %s", r.Round, e.Rule.String(), e.Text)
		}
		if r.Round == pc.Round && err == nil && !sharesPlayer(e.Players, pc.Players) {
			// The engine's round r is the source's: the players it pairs
			// otherwise than the recorded round are those the change moved.
			fail("(d) round %d: the explanation's players %v include none of the changed players %v: %s", r.Round, e.Players, pc.Players, e.Text)
		}
		if pc.Kind == kindColourSwap && r.Round == pc.Round && err == nil {
			same := campaignSamePairs(r.Engine, r.Recorded)
			isE := strings.HasPrefix(e.Rule.String(), "E.")
			isC := strings.HasPrefix(e.Rule.String(), "C.")
			if !isE && !(isC && !same) {
				fail("(c) colour swap explained by %s (engine's pairs %s the recorded ones): %s",
					e.Rule.String(), map[bool]string{true: "equal", false: "differ from"}[same], e.Text)
			}
		}
	}
	if first != pc.Round {
		why := ""
		if first != 0 && first < pc.Round {
			if sr := checker.CheckRound(src0, dutch2017.System{}, first); !sr.Consistent {
				why = " (the unperturbed source already differs there)"
			}
		}
		fail("(a) first differing round %d, want the perturbed round %d%s", first, pc.Round, why)
	}

	status := "ok"
	if len(failures) > 0 {
		status = "FAIL"
	}
	rule, text := "", ""
	if e, ok := explained[pc.Round]; ok {
		rule, text = e.Rule.String(), e.Text
	}
	log.row(path, pc.Kind, strconv.FormatUint(seed, 10), strconv.Itoa(pc.Round), pc.Detail,
		strconv.FormatBool(pc.Relaxed), status, strconv.Itoa(first), strings.Join(differing, ","),
		rule, text, strings.Join(failures, " | "))
	if len(failures) == 0 {
		return
	}
	report := fmt.Sprintf("%s: %s in round %d, seed %d: %s\n%s", path, pc.Kind, pc.Round, seed, pc.Detail,
		strings.Join(failures, "\n"))
	if *campaignOut != "" {
		base := fmt.Sprintf("%s__%s_s%d", strings.TrimSuffix(filepath.Base(path), ".trf"), pc.Kind, seed)
		out := filepath.Join(*campaignOut, base+".trf")
		if err := os.WriteFile(out, pc.Text, 0o644); err != nil {
			t.Error(err)
		}
		var fpc bytes.Buffer
		checker.WriteFPC(&fpc, out, results)
		var ex strings.Builder
		for _, r := range results {
			if e, ok := explained[r.Round]; ok {
				fmt.Fprintf(&ex, "round %d: %s\n", r.Round, e.Text)
			}
		}
		if err := os.WriteFile(filepath.Join(*campaignOut, base+".txt"),
			[]byte(report+"\n\n"+ex.String()+"\n"+fpc.String()), 0o644); err != nil {
			t.Error(err)
		}
		report += "\nkept as " + out
	}
	t.Error(report)
}

func sharesPlayer(xs, ys []int) bool {
	for _, x := range xs {
		if slices.Contains(ys, x) {
			return true
		}
	}
	return false
}

func mustRecorded(t *testing.T, tour *pairing.Tournament, r int) pairing.Round {
	t.Helper()
	rec, err := tour.Recorded(r)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestPerturbationReproducesCorpus checks that the perturbations mimic the
// perturbed corpus: each file of ../shared/corpus/perturbed is turned back
// into its source by the inverse change (every kind is its own inverse),
// and perturbing that source the way MANIFEST.tsv says must give the
// corpus file byte for byte, with the change among the preferred
// candidates of its round exactly when the manifest does not say "took
// any".
func TestPerturbationReproducesCorpus(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus", "perturbed")
	data, err := os.ReadFile(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	col := map[string]int{}
	for i, h := range strings.Split(lines[0], "\t") {
		col[h] = i
	}
	const tookAny = " (no swap kept colour rules; took any)"
	for _, line := range lines[1:] {
		c := strings.Split(line, "\t")
		file, kind, detail := c[col["file"]], c[col["perturbation"]], c[col["detail"]]
		r, err := strconv.Atoi(c[col["round"]])
		if err != nil {
			t.Fatal(err)
		}
		t.Run(file, func(t *testing.T) {
			relaxed := strings.HasSuffix(detail, tookAny)
			detail := strings.TrimSuffix(detail, tookAny)
			perturbed, err := os.ReadFile(filepath.Join(dir, file))
			if err != nil {
				t.Fatal(err)
			}
			// The inverse change, found among the candidates of the
			// perturbed file by its detail.
			var inverse func(string) bool
			var ids []int
			for _, s := range regexpNumbers(detail) {
				n, _ := strconv.Atoi(s)
				ids = append(ids, n)
			}
			switch {
			case kind == kindColourSwap && len(ids) >= 2:
				want := fmt.Sprintf("game %d-%d (white-black) recorded as %d-%d", ids[1], ids[0], ids[0], ids[1])
				inverse = func(d string) bool { return d == want }
			case kind == kindOpponentSwap && len(ids) >= 4:
				a, b, c, d := ids[0], ids[1], ids[2], ids[3]
				w1 := fmt.Sprintf("boards %d-%d and %d-%d (white-black) became %d-%d and %d-%d", a, d, c, b, a, b, c, d)
				w2 := fmt.Sprintf("boards %d-%d and %d-%d (white-black) became %d-%d and %d-%d", c, b, a, d, c, d, a, b)
				inverse = func(x string) bool { return x == w1 || x == w2 }
			case kind == kindByeSwap && len(ids) >= 4:
				want := fmt.Sprintf("bye moved from %d to %d; %d now plays %d ", ids[1], ids[0], ids[1], ids[3])
				inverse = func(d string) bool { return strings.HasPrefix(d, want) }
			default:
				t.Fatalf("cannot read the detail %q of %s", detail, kind)
			}
			pf, err := trf.Read(file, bytes.NewReader(perturbed))
			if err != nil {
				t.Fatal(err)
			}
			e, _, ok := findCandidate(pf, kind, r, inverse)
			if !ok {
				t.Fatalf("no inverse of %q among the candidates of round %d", detail, r)
			}
			orig, err := applyEdit(pf, perturbed, kind, r, e, false)
			if err != nil {
				t.Fatal(err)
			}
			f, err := trf.Read(file, bytes.NewReader(orig.Text))
			if err != nil {
				t.Fatal(err)
			}
			e, best, ok := findCandidate(f, kind, r, func(d string) bool { return d == detail })
			if !ok {
				t.Fatalf("%q is not among the candidates of round %d", detail, r)
			}
			if e.tier != best {
				t.Errorf("the change is of tier %d, but the round has candidates of tier %d", e.tier, best)
			}
			if kind == kindColourSwap && relaxed != (best > 0) {
				t.Errorf("manifest took any: %v; best tier of the round: %d", relaxed, best)
			}
			got, err := applyEdit(f, orig.Text, kind, r, e, false)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Text, perturbed) {
				t.Errorf("perturbing the source does not give the corpus file byte for byte")
			}
		})
	}
}

// findCandidate finds the candidate of round r whose detail matches, and
// the best tier of the round.
func findCandidate(f *trf.File, kind string, r int, match func(string) bool) (campaignEdit, int, bool) {
	byID := map[int]*trf.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	cs, _ := editCandidates(kind, f, byID, r) // an unknown kind finds no candidate below
	best := -1
	for _, c := range cs {
		if best < 0 || c.tier < best {
			best = c.tier
		}
	}
	for _, c := range cs {
		if match(c.detail) {
			return c, best, true
		}
	}
	return campaignEdit{}, best, false
}

// regexpNumbers returns the numbers of a text, in order.
func regexpNumbers(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
}
