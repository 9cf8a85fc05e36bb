package plant

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/swisscheck/swisscheck/trf"
)

// The kinds of planted change of a sweep, as the perturbed corpus
// (../shared/corpus/perturbed, MANIFEST.tsv) and the perturbation campaign
// of checker/perturb_test.go name them.
const (
	ColourSwap   = "colour_swap"   // a played game W-B recorded as B-W
	OpponentSwap = "opponent_swap" // boards a-b and c-d become a-d and c-b
	ByeSwap      = "bye_swap"      // the pairing-allocated bye moves from X to Y
)

// Kinds lists the kinds of planted change.
var Kinds = []string{OpponentSwap, ColourSwap, ByeSwap}

// Change is one planted change in one round of a file.
type Change struct {
	Kind    string
	Round   int
	Players []int  // the players whose round block changes
	Detail  string // in the words of the corpus manifest

	a, b, c, d int // the boards a-b and c-d; the colour swap's a-b; the bye's X, Y, Z
}

// Choose picks a change of the kind in round r of f (r = 0: a round the
// seed picks among those that have one), preferring, as the perturbation
// campaign does, the changes an arbiter's mistake would make: a colour
// swap that keeps every player within the basic colour rules; an opponent
// swap of two played games into new pairs, between players within half a
// point of each other; a bye moved to a player who played, may receive it
// and scored at most half a point more, whose opponent never meets the
// bye's first owner elsewhere. It reports false when the round (or the
// file) has no such change at all.
func Choose(f *trf.File, kind string, r int, seed uint64) (Change, bool) {
	rng := rand.New(rand.NewPCG(seed, seed>>1^0x9e3779b97f4a7c15))
	rounds := []int{r}
	if r == 0 {
		rounds = nil
		for k := 1; k <= maxRound(f); k++ {
			rounds = append(rounds, k)
		}
		rng.Shuffle(len(rounds), func(i, j int) { rounds[i], rounds[j] = rounds[j], rounds[i] })
	}
	for _, k := range rounds {
		cs := candidates(f, kind, k)
		if len(cs) == 0 {
			continue
		}
		best := slices.MinFunc(cs, func(x, y tiered) int { return x.tier - y.tier }).tier
		var top []Change
		for _, c := range cs {
			if c.tier == best {
				top = append(top, c.Change)
			}
		}
		return top[rng.IntN(len(top))], true
	}
	return Change{}, false
}

type tiered struct {
	Change
	tier int // 0 the preferred changes, higher the less likely
}

func maxRound(f *trf.File) int {
	n := 0
	for _, p := range f.Players {
		n = max(n, len(p.Games))
	}
	return n
}

// candidates lists the changes of the kind in round r with their tiers.
func candidates(f *trf.File, kind string, r int) []tiered {
	byID := players(f)
	var boards [][2]int // played games of round r, White first
	bye := 0
	for _, p := range f.Players {
		g := p.Game(r)
		switch {
		case g.PAB():
			bye = p.ID
		case g.Played() && g.Colour == trf.White && byID[g.Opponent] != nil:
			boards = append(boards, [2]int{p.ID, g.Opponent})
		}
	}
	switch kind {
	case ColourSwap:
		return colourSwaps(f, byID, r, boards)
	case OpponentSwap:
		return opponentSwaps(f, byID, r, boards)
	case ByeSwap:
		if bye != 0 {
			return byeSwaps(f, byID, r, bye)
		}
	}
	return nil
}

func colourSwaps(f *trf.File, byID map[int]*trf.Player, r int, boards [][2]int) []tiered {
	var out []tiered
	for _, b := range boards {
		tier := 0
		for _, id := range b {
			if !keepsColourRules(byID[id], r) {
				tier = 1
			}
		}
		out = append(out, tiered{Change{Kind: ColourSwap, Round: r, Players: []int{b[0], b[1]},
			Detail: fmt.Sprintf("game %d-%d (white-black) recorded as %d-%d", b[0], b[1], b[1], b[0]), a: b[0], b: b[1]}, tier})
	}
	return out
}

// keepsColourRules reports whether the player's played colours, with the
// colour of round r the other way round, keep the colour difference
// within 2 and never repeat a colour three times in a row.
func keepsColourRules(p *trf.Player, r int) bool {
	diff, run, last := 0, 0, trf.NoColour
	for k, g := range p.Games {
		if !g.Played() {
			continue
		}
		c := g.Colour
		if k == r-1 {
			c = c.Opposite()
		}
		if c == trf.White {
			diff++
		} else {
			diff--
		}
		if c == last {
			run++
		} else {
			run, last = 1, c
		}
		if diff > 2 || diff < -2 || run > 2 {
			return false
		}
	}
	return true
}

func opponentSwaps(f *trf.File, byID map[int]*trf.Player, r int, boards [][2]int) []tiered {
	var out []tiered
	for i, x := range boards {
		for _, y := range boards[i+1:] {
			a, b, c, d := x[0], x[1], y[0], y[1]
			tier := 0
			if meet(byID[a], d) || meet(byID[c], b) {
				tier = 2
			} else if spread(f, byID, r, a, b, c, d) > 5 {
				tier = 1
			}
			out = append(out, tiered{Change{Kind: OpponentSwap, Round: r, Players: []int{a, b, c, d},
				Detail: fmt.Sprintf("boards %d-%d and %d-%d (white-black) became %d-%d and %d-%d", a, b, c, d, a, d, c, b),
				a:      a, b: b, c: c, d: d}, tier})
		}
	}
	return out
}

// meet reports whether p meets the player q in any round of the file.
func meet(p *trf.Player, q int) bool {
	return slices.ContainsFunc(p.Games, func(g trf.Game) bool { return g.Opponent == q })
}

// spread is the difference, in tenths of a point, between the highest and
// the lowest score of the players before round r.
func spread(f *trf.File, byID map[int]*trf.Player, r int, ids ...int) trf.Points {
	var lo, hi trf.Points
	for i, id := range ids {
		s := f.Score(byID[id], r-1)
		if i == 0 || s < lo {
			lo = s
		}
		if i == 0 || s > hi {
			hi = s
		}
	}
	return hi - lo
}

func byeSwaps(f *trf.File, byID map[int]*trf.Player, r int, x int) []tiered {
	var out []tiered
	for _, p := range f.Players {
		g := p.Game(r)
		if !g.Played() || byID[g.Opponent] == nil {
			continue
		}
		y, z := p.ID, g.Opponent
		tier := 0
		if hadPoint(p, r) || f.Score(p, r-1) > f.Score(byID[x], r-1)+5 || meet(byID[x], z) {
			tier = 1
		}
		out = append(out, tiered{Change{Kind: ByeSwap, Round: r, Players: []int{x, y, z},
			Detail: fmt.Sprintf("bye moved from %d to %d; %d now plays %d", x, y, x, z), a: x, b: y, c: z}, tier})
	}
	return out
}

// hadPoint reports whether the player scored without playing before round
// r: a pairing-allocated bye, a forfeit win or a full-point bye.
func hadPoint(p *trf.Player, r int) bool {
	for _, g := range p.Games[:min(r-1, len(p.Games))] {
		if g.PAB() || g.ForfeitWin() || g.Result == trf.ResultFullBye {
			return true
		}
	}
	return false
}

// Apply makes the change in f: each player keeps his own colour and
// result (a moved bye's new owner takes the bye's block whole), and the
// points column of a player whose block changed value is recomputed.
func (c Change) Apply(f *trf.File) {
	byID := players(f)
	switch c.Kind {
	case ColourSwap:
		for _, id := range []int{c.a, c.b} {
			g := &byID[id].Games[c.Round-1]
			g.Colour = g.Colour.Opposite()
		}
	case OpponentSwap:
		for _, x := range [][2]int{{c.a, c.d}, {c.d, c.a}, {c.c, c.b}, {c.b, c.c}} {
			byID[x[0]].Games[c.Round-1].Opponent = x[1]
		}
	case ByeSwap:
		x, y := byID[c.a], byID[c.b]
		bye, game := x.Games[c.Round-1], y.Games[c.Round-1]
		x.Points += f.Scoring.GamePoints(game) - f.Scoring.GamePoints(bye)
		y.Points += f.Scoring.GamePoints(bye) - f.Scoring.GamePoints(game)
		x.Games[c.Round-1], y.Games[c.Round-1] = game, bye
		byID[c.c].Games[c.Round-1].Opponent = c.a
	}
}
