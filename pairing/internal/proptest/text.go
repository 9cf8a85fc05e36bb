package proptest

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// SameRound reports whether two rounds have the same boards, in the same
// order with the same colours, and the same bye.
func SameRound(a, b pairing.Round) bool {
	return a.Bye == b.Bye && slices.Equal(a.Boards, b.Boards)
}

// RoundString writes a round's boards ("white-black", by ID) and bye.
func RoundString(r pairing.Round) string {
	var parts []string
	for _, b := range r.Boards {
		parts = append(parts, fmt.Sprintf("%d-%d", b.White, b.Black))
	}
	if r.Bye != 0 {
		parts = append(parts, fmt.Sprintf("bye %d", r.Bye))
	}
	return strings.Join(parts, " ")
}

// IDs lists the players' IDs.
func IDs(ps []*dutch.Player) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

// CandidateString writes a candidate of a bracket of the given players
// with player IDs: its pairs, then its downfloaters.
func CandidateString(players []*dutch.Player, c *dutch.Candidate) string {
	var parts []string
	for _, pr := range c.Pairs {
		parts = append(parts, fmt.Sprintf("%d-%d", players[pr[0]].ID, players[pr[1]].ID))
	}
	var fl []string
	for _, f := range c.Floaters {
		fl = append(fl, fmt.Sprint(players[f].ID))
	}
	return fmt.Sprintf("%s | floaters %s", strings.Join(parts, " "), strings.Join(fl, " "))
}

// FileString writes a situation's report file, saying which round is to
// be paired.
func FileString(f *trf.File, round int) string {
	var b bytes.Buffer
	if err := trf.Write(&b, f); err != nil {
		return err.Error()
	}
	return fmt.Sprintf("report file (pair round %d):\n%s", round, b.String())
}

// ReadTournament reads and validates a report file for pairing; a problem
// fails t.
func ReadTournament(t testing.TB, path string) *pairing.Tournament {
	t.Helper()
	f, errs := trf.ReadValidFile(path)
	if err := errs.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	return tour
}

// PairInOrder pairs the players in order, as a generator of situations
// does: each unpaired player, from the first, with the first later one
// canPair allows, backtracking when stuck. It calls push on each pair it
// makes and pop when it takes the last one back, and reports false when
// no such pairing exists or limit attempts are spent.
func PairInOrder[P any](order []P, limit int, canPair func(a, b P) bool, push func(a, b P), pop func()) bool {
	used := make([]bool, len(order))
	steps := 0
	var rec func(i int) bool
	rec = func(i int) bool {
		for i < len(order) && used[i] {
			i++
		}
		if i == len(order) {
			return true
		}
		if steps++; steps > limit {
			return false
		}
		used[i] = true
		for j := i + 1; j < len(order); j++ {
			if used[j] || !canPair(order[i], order[j]) {
				continue
			}
			used[j] = true
			push(order[i], order[j])
			if rec(i + 1) {
				return true
			}
			pop()
			used[j] = false
		}
		used[i] = false
		return false
	}
	return rec(0)
}

// Role says what a player is in a bracket: "MDP" or "resident", and
// "topscorer".
func Role(p *dutch.Player, mdp bool) string {
	role := "resident"
	if mdp {
		role = "MDP"
	}
	if p.Topscorer {
		role += " topscorer"
	}
	return role
}

// Met lists, in order, the IDs of p.Met: the opponents p has played and
// the players of his forbidden pairs.
func Met(p *dutch.Player) []int {
	var met []int
	for id := range p.Met {
		met = append(met, id)
	}
	met = append(met, p.Forbidden()...)
	slices.Sort(met)
	return slices.Compact(met)
}
