package dubov_test

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// TestEngineMatchesReference pairs random rounds with the engine and,
// score group by score group, with the literal reference of
// reference_test.go: the order of the floaters received (8.1) and their
// opponents (8.2, when the engine kept the text's choices), the two
// columns (6.2 with 7.3/7.4), the floaters sent down (6.4), the pairs of
// 6.3 (or of Reading 13) and their colours must be the same, for every
// group of at most refLimit players. The situations and flags are
// TestLimitations' (-n, -full, -seed, -maxfail, -dump):
//
//	go test ./pairing/dubov -run Reference -args -full
func TestEngineMatchesReference(t *testing.T) {
	r := proptest.Run(t, flags, genSituation, compareReference)
	r.Report(t, func(m *mismatch) string { return m.kind }, func(w io.Writer, kind string, ms []*mismatch, seeds string) {
		m := ms[0]
		fmt.Fprintf(w, "\n== %s: %d situations (seeds %s)\nseed %d (reproduce: -run Reference -args -n 1 -seed %d -dump)\n%s\n%s",
			kind, len(ms), seeds, m.seed, m.seed, m.report, proptest.FileString(m.file, m.round))
	})
}

// refStats counts what the comparison covered.
type refStats struct {
	situations, groups, skipped, improved, any, floaters, floatersIn, partners int
	byes, transfers, first                                                     int
}

func (s *refStats) Add(o *refStats) {
	s.situations += o.situations
	s.groups += o.groups
	s.skipped += o.skipped
	s.improved += o.improved
	s.any += o.any
	s.floaters += o.floaters
	s.floatersIn += o.floatersIn
	s.partners += o.partners
	s.byes += o.byes
	s.transfers += o.transfers
	s.first += o.first
}

func (s *refStats) String() string {
	return fmt.Sprintf("%d situations: %d first rounds (5); %d byes and %d transfers (7.1, 7.2) compared where the text completed the round; %d score groups compared (%d whose pairs are not the rows of 6.2: improvements of 6.3; %d by Reading 13; %d with floaters of 6.4; %d receiving floaters, %d of whose 8.2 opponents compared), %d larger than %d players or past the reference's steps skipped",
		s.situations, s.first, s.byes, s.transfers, s.groups, s.improved, s.any, s.floaters, s.floatersIn, s.partners, s.skipped, refLimit)
}

// compareReference compares the engine's groups with the reference's.
func compareReference(sit *situation, st *refStats) *mismatch {
	m := &mismatch{seed: sit.seed, file: sit.file, round: sit.round}
	fail := func(kind, format string, args ...any) *mismatch {
		m.kind, m.report = kind, fmt.Sprintf(format, args...)
		return m
	}
	st.situations++
	_, steps, crash, err := pairSafely(sit.state)
	if crash != nil || err != nil {
		return nil // TestLimitations judges these
	}
	if steps.First {
		st.first++
		var boards []pairing.Board
		for _, m := range steps.Pairs {
			boards = append(boards, m.Board)
		}
		got := boardKeys(boards)
		want, bye := refFirstRound(sit.state)
		if !slices.Equal(got, boardKeys(want)) || steps.Bye == nil && bye != 0 || steps.Bye != nil && steps.Bye.ID != bye {
			return fail("5 first round", "the engine pairs %v, the reference %v (bye %d)", got, boardKeys(want), bye)
		}
		return nil
	}
	rps := refPlayers(sit.state)
	conv := func(ps []*dubov.Player) []*rp {
		out := make([]*rp, len(ps))
		for i, p := range ps {
			out[i] = rps[p.ID]
		}
		return out
	}
	// Where the text completed the round (no Reading 14), the bye and the
	// transfers are the text's first choices, and the reference makes them
	// too.
	plain := steps.Fallback == ""
	lim := newLimits(sit.state)
	var orig [][]*rp // the score groups of the players to pair
	if plain {
		var all []*rp
		for _, p := range sit.state.ToPair() {
			all = append(all, rps[p.ID])
		}
		if steps.Bye != nil {
			st.byes++
			if b := refBye(all, lim.noBye); b == nil || b.ID != steps.Bye.ID {
				return fail("4 bye", "the engine gives the bye to %d, the reference to %v", steps.Bye.ID, refIDs([]*rp{b}))
			}
			all = slices.DeleteFunc(all, func(p *rp) bool { return p.ID == steps.Bye.ID })
		}
		orig = refScoreGroups(all)
		if len(orig) != len(steps.Groups) {
			return fail("score groups", "the engine pairs %d score groups, the players have %d", len(steps.Groups), len(orig))
		}
	}
	removed := map[int]bool{} // transferred to a higher score group so far
	for i, g := range steps.Groups {
		where := fmt.Sprintf("score group %s", g.Score)
		if len(g.FloatersIn) > 0 {
			st.floatersIn++
			if got, want := idsOf(g.FloatersIn), refIDs(refFloaterOrder(conv(g.FloatersIn))); !slices.Equal(got, want) {
				return fail("8.1 order", "%s: the engine orders the floaters %v, the reference %v", where, got, want)
			}
		}
		members := conv(g.Residents)
		for _, f := range g.FloatersIn {
			k := slices.IndexFunc(g.FloaterPairs, func(x dubov.Match) bool { return x.A == f })
			if len(steps.Choices) > 0 {
				if k >= 0 {
					members = slices.DeleteFunc(members, func(q *rp) bool { return q.ID == g.FloaterPairs[k].B.ID })
				}
				continue
			}
			st.partners++
			q := refFloaterPartner(rps[f.ID], members)
			switch {
			case k < 0 && q != nil:
				return fail("8.2 partner", "%s: the engine finds no opponent for floater %d, the reference %d", where, f.ID, q.ID)
			case k >= 0 && (q == nil || q.ID != g.FloaterPairs[k].B.ID):
				return fail("8.2 partner", "%s: floater %d meets %d; the reference gives him %v", where, f.ID, g.FloaterPairs[k].B.ID, refIDs([]*rp{q}))
			case k >= 0:
				if b := refBoard([2]*rp{rps[f.ID], q}, nil, nil); b != g.FloaterPairs[k].Board {
					return fail("3 colours", "%s: floater board %v; the reference %v", where, g.FloaterPairs[k].Board, b)
				}
				members = slices.DeleteFunc(members, func(x *rp) bool { return x == q })
			}
		}
		if plain {
			var lower [][]*rp
			for _, og := range orig[i+1:] {
				lower = append(lower, slices.DeleteFunc(slices.Clone(og), func(p *rp) bool { return removed[p.ID] }))
			}
			want := refTransfers(members, lower, lim.barred)
			var got []refTransfer
			for _, tr := range g.Transfers {
				x := refTransfer{id: tr.Player.ID, article: tr.Article}
				if tr.For != nil {
					x.forID = tr.For.ID
				}
				got = append(got, x)
				removed[tr.Player.ID] = true
			}
			st.transfers += len(got)
			if !slices.Equal(got, want) {
				return fail("7.1/7.2 transfers", "%s: the engine transfers %+v, the reference %+v", where, got, want)
			}
		}
		for _, tr := range g.Transfers {
			members = append(members, rps[tr.Player.ID])
		}
		engineMembers := conv(append(slices.Clone(g.White), g.Black...))
		if !sameSet(refIDs(members), refIDs(engineMembers)) {
			return fail("members", "%s: the columns hold %v; residents, floaters' opponents and transfers give %v", where, refIDs(engineMembers), refIDs(members))
		}
		if len(members) > refLimit {
			st.skipped++
			continue
		}
		var lower []*rp
		if i+1 < len(steps.Groups) {
			lower = conv(steps.Groups[i+1].Residents)
		}
		ref := refPair(members, lower)
		if ref.how == "" {
			st.skipped++
			continue
		}
		st.groups++
		if got, want := idsOf(g.White), refIDs(ref.white); !slices.Equal(got, want) {
			return fail("6.2 columns", "%s: the engine's Whites %v, the reference's %v (Blacks %v, %v)", where, got, want, idsOf(g.Black), refIDs(ref.black))
		}
		if got, want := idsOf(g.Black), refIDs(ref.black); !slices.Equal(got, want) {
			return fail("6.2 columns", "%s: the engine's Blacks %v, the reference's %v", where, got, want)
		}
		if got, want := idsOf(g.FloatersOut), refIDs(ref.floaters); !sameSet(got, want) {
			return fail("6.4 floaters", "%s: the engine floats %v, the reference %v", where, got, want)
		}
		var got []pairing.Board
		for _, p := range g.Pairs {
			got = append(got, p.Board)
		}
		if !sameBoards(got, ref.boards) {
			kind := "6.3 pairs"
			if sameBoards(unordered(got), unordered(ref.boards)) {
				kind = "3 colours"
			}
			return fail(kind, "%s (Whites %v, Blacks %v): the engine pairs %v (%s), the reference %v (%s)", where, idsOf(g.White), idsOf(g.Black), got, g.Search, ref.boards, ref.how)
		}
		if (g.Search == "any") != (ref.how == "any") {
			return fail("Reading 13", "%s: the engine pairs by %s, the reference by %s", where, g.Search, ref.how)
		}
		st.count(g, ref)
	}
	return nil
}

func (st *refStats) count(g *dubov.Group, ref refGroup) {
	if len(ref.floaters) > 0 {
		st.floaters++
	}
	if ref.how == "any" {
		st.any++
	}
	for _, p := range g.Pairs {
		i, j := slices.Index(g.White, p.A), slices.Index(g.Black, p.B)
		if i < 0 || i != j {
			st.improved++
			return
		}
	}
}

func refIDs(ps []*rp) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		if p != nil {
			out[i] = p.ID
		}
	}
	return out
}

func idsOf(ps []*dubov.Player) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

func sameSet(a, b []int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func boardKeys(bs []pairing.Board) []string {
	var out []string
	for _, b := range bs {
		out = append(out, fmt.Sprintf("%d-%d", b.White, b.Black))
	}
	slices.Sort(out)
	return out
}

func sameBoards(a, b []pairing.Board) bool {
	return strings.Join(boardKeys(a), " ") == strings.Join(boardKeys(b), " ")
}

// unordered writes every board with the lower ID as White, to compare
// pairs without colours.
func unordered(bs []pairing.Board) []pairing.Board {
	out := make([]pairing.Board, len(bs))
	for i, b := range bs {
		out[i] = b
		if b.White > b.Black {
			out[i] = pairing.Board{White: b.Black, Black: b.White}
		}
	}
	return out
}

// refScoreGroups splits players into score groups, highest first.
func refScoreGroups(players []*rp) [][]*rp {
	sorted := slices.Clone(players)
	slices.SortStableFunc(sorted, func(a, b *rp) int {
		if x := cmp.Compare(b.Score, a.Score); x != 0 {
			return x
		}
		return cmp.Compare(a.Number, b.Number)
	})
	var out [][]*rp
	for i := 0; i < len(sorted); {
		j := i
		for j < len(sorted) && sorted[j].Score == sorted[i].Score {
			j++
		}
		out = append(out, sorted[i:j:j])
		i = j
	}
	return out
}

// refFirstRound is article 5: the list in the initial order, its last
// player out with the bye when it is odd, the upper half against the lower
// half, the first pair with the lot's colours for the upper player (the
// file's initial colour, White when absent), odd pairs alike and even
// pairs the other way (Reading 15).
func refFirstRound(ps *pairing.State) ([]pairing.Board, int) {
	list := slices.Clone(ps.ToPair())
	slices.SortFunc(list, func(a, b *pairing.Player) int { return cmp.Compare(a.Number, b.Number) })
	bye := 0
	if len(list)%2 == 1 {
		bye = list[len(list)-1].ID
		list = list[:len(list)-1]
	}
	upperWhite := ps.InitialColour != trf.Black
	var out []pairing.Board
	half := len(list) / 2
	for i := range half {
		a, b := list[i], list[half+i]
		if upperWhite == (i%2 == 0) {
			out = append(out, pairing.Board{White: a.ID, Black: b.ID})
		} else {
			out = append(out, pairing.Board{White: b.ID, Black: a.ID})
		}
	}
	return out, bye
}
