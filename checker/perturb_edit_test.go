package checker_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"unicode/utf8"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// The planted changes of the perturbation campaign (perturb_test.go): which
// games or byes a change can touch, and how it rewrites the report text.

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
