package standings_test

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/trf"
)

// synthetic writes a Swiss-like report of n players and r rounds: each
// round the players present are sorted by score and paired neighbour to
// neighbour (not by any pairing system: the standings do not care), with
// half- and zero-point byes, forfeits, a pairing-allocated bye and
// withdrawals, every player rated.
func synthetic(n, r int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 1))
	type block struct {
		opp          int
		colour, code byte
	}
	games := make([][]block, n+1)
	score := make([]int, n+1) // half points
	gone := make([]bool, n+1)
	for round := 0; round < r; round++ {
		var here []int
		for p := 1; p <= n; p++ {
			switch {
			case gone[p]:
				games[p] = append(games[p], block{0, '-', 'Z'})
			case rng.IntN(100) < 2:
				games[p] = append(games[p], block{0, '-', 'H'})
				score[p]++
			case rng.IntN(200) < 1:
				gone[p] = true
				games[p] = append(games[p], block{0, '-', 'Z'})
			default:
				here = append(here, p)
			}
		}
		sort.SliceStable(here, func(a, b int) bool { return score[here[a]] > score[here[b]] })
		if len(here)%2 == 1 {
			p := here[len(here)-1]
			here = here[:len(here)-1]
			games[p] = append(games[p], block{0, '-', 'U'})
			score[p] += 2
		}
		for k := 0; k+1 < len(here); k += 2 {
			w, b := here[k], here[k+1]
			res := [][2]byte{{'1', '0'}, {'=', '='}, {'0', '1'}, {'+', '-'}}[min(rng.IntN(21)/6, 3)]
			games[w] = append(games[w], block{b, 'w', res[0]})
			games[b] = append(games[b], block{w, 'b', res[1]})
			score[w] += map[byte]int{'1': 2, '=': 1, '+': 2}[res[0]]
			score[b] += map[byte]int{'1': 2, '=': 1, '+': 2}[res[1]]
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "012 synthetic\n042 2026/04/01\nXXR %d\n202 BH/C1,BH,SB,DE,AOB,FB,ARO,TPR,PTP,APRO,APPO,PS,STD,WIN\n", r)
	for p := 1; p <= n; p++ {
		fmt.Fprintf(&sb, "001 %4d      %-33s %4d%28s%4s %4d  ", p, fmt.Sprintf("Player %d", p), 2700-p, "", trf.Points(5*score[p]).String(), 0)
		for _, g := range games[p] {
			opp := "0000"
			if g.opp > 0 {
				opp = fmt.Sprintf("%4d", g.opp)
			}
			fmt.Fprintf(&sb, "%s %c %c  ", opp, g.colour, g.code)
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// BenchmarkStandings computes the standings of a 1,000-player, 11-round
// event over fourteen tie-breaks, the rating ones and DE included.
func BenchmarkStandings(b *testing.B) {
	f, err := trf.Read("synthetic.trf", strings.NewReader(synthetic(1000, 11, 7)))
	if err != nil {
		b.Fatal(err)
	}
	if errs := f.Validate(); len(errs) > 0 {
		b.Fatal(errs)
	}
	t, err := pairing.New(f)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := standings.Compute(t, standings.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
