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
	st.situations++
	_, steps, crash, err := pairSafely(sit.state)
	if crash != nil || err != nil {
		return nil // TestLimitations judges these
	}
	var d *diff
	if steps.First {
		st.first++
		d = compareFirst(sit.state, steps)
	} else {
		d = newRefRun(sit, st, steps).compare()
	}
	if d == nil {
		return nil
	}
	return &mismatch{seed: sit.seed, file: sit.file, round: sit.round, kind: d.kind, report: d.report}
}

// diff is what the engine and the reference do differently.
type diff struct{ kind, report string }

func differ(kind, format string, args ...any) *diff {
	return &diff{kind, fmt.Sprintf(format, args...)}
}

// compareFirst compares round 1 (5).
func compareFirst(ps *pairing.State, steps dubov.Steps) *diff {
	var boards []pairing.Board
	for _, m := range steps.Pairs {
		boards = append(boards, m.Board)
	}
	got := boardKeys(boards)
	want, bye := refFirstRound(ps)
	if !slices.Equal(got, boardKeys(want)) || steps.Bye == nil && bye != 0 || steps.Bye != nil && steps.Bye.ID != bye {
		return differ("5 first round", "the engine pairs %v, the reference %v (bye %d)", got, boardKeys(want), bye)
	}
	return nil
}

// refRun compares a later round, score group by score group.
type refRun struct {
	sit   *situation
	st    *refStats
	steps dubov.Steps
	rps   map[int]*rp
	lim   *limits
	// plain: the text completed the round (no Reading 14), so the bye
	// and the transfers are the text's first choices, and the reference
	// makes them too, from orig, the score groups of the players to pair,
	// less removed, the players transferred to a higher group so far.
	plain   bool
	orig    [][]*rp
	removed map[int]bool
}

func newRefRun(sit *situation, st *refStats, steps dubov.Steps) *refRun {
	return &refRun{sit: sit, st: st, steps: steps, rps: refPlayers(sit.state), lim: newLimits(sit.state),
		plain: steps.Fallback == "", removed: map[int]bool{}}
}

func (r *refRun) conv(ps []*dubov.Player) []*rp {
	out := make([]*rp, len(ps))
	for i, p := range ps {
		out[i] = r.rps[p.ID]
	}
	return out
}

func (r *refRun) compare() *diff {
	if r.plain {
		if d := r.bye(); d != nil {
			return d
		}
	}
	for i, g := range r.steps.Groups {
		if d := r.group(i, g); d != nil {
			return d
		}
	}
	return nil
}

// bye compares article 4 and makes the score groups.
func (r *refRun) bye() *diff {
	var all []*rp
	for _, p := range r.sit.state.ToPair() {
		all = append(all, r.rps[p.ID])
	}
	if bye := r.steps.Bye; bye != nil {
		r.st.byes++
		if b := refBye(all, r.lim.noBye); b == nil || b.ID != bye.ID {
			return differ("4 bye", "the engine gives the bye to %d, the reference to %v", bye.ID, refIDs([]*rp{b}))
		}
		all = slices.DeleteFunc(all, func(p *rp) bool { return p.ID == bye.ID })
	}
	r.orig = refScoreGroups(all)
	if len(r.orig) != len(r.steps.Groups) {
		return differ("score groups", "the engine pairs %d score groups, the players have %d", len(r.steps.Groups), len(r.orig))
	}
	return nil
}

// group compares one score group.
func (r *refRun) group(i int, g *dubov.Group) *diff {
	where := fmt.Sprintf("score group %s", g.Score)
	members, d := r.floaters(g, where)
	if d != nil {
		return d
	}
	if r.plain {
		if d := r.transfers(i, g, members, where); d != nil {
			return d
		}
	}
	for _, tr := range g.Transfers {
		members = append(members, r.rps[tr.Player.ID])
	}
	engineMembers := r.conv(append(slices.Clone(g.White), g.Black...))
	if !sameSet(refIDs(members), refIDs(engineMembers)) {
		return differ("members", "%s: the columns hold %v; residents, floaters' opponents and transfers give %v", where, refIDs(engineMembers), refIDs(members))
	}
	if len(members) > refLimit {
		r.st.skipped++
		return nil
	}
	var lower []*rp
	if i+1 < len(r.steps.Groups) {
		lower = r.conv(r.steps.Groups[i+1].Residents)
	}
	ref := refPair(members, lower)
	if ref.how == "" {
		r.st.skipped++
		return nil
	}
	r.st.groups++
	r.st.count(g, ref)
	return comparePairs(g, ref, where)
}

// floaters compares 8.1 and 8.2 (when Reading 14 kept the text's
// choices) and returns the group's players left for the columns.
func (r *refRun) floaters(g *dubov.Group, where string) ([]*rp, *diff) {
	if len(g.FloatersIn) > 0 {
		r.st.floatersIn++
		if got, want := idsOf(g.FloatersIn), refIDs(refFloaterOrder(r.conv(g.FloatersIn))); !slices.Equal(got, want) {
			return nil, differ("8.1 order", "%s: the engine orders the floaters %v, the reference %v", where, got, want)
		}
	}
	members := r.conv(g.Residents)
	for _, f := range g.FloatersIn {
		k := slices.IndexFunc(g.FloaterPairs, func(x dubov.Match) bool { return x.A == f })
		if len(r.steps.Choices) > 0 {
			if k >= 0 {
				members = slices.DeleteFunc(members, func(q *rp) bool { return q.ID == g.FloaterPairs[k].B.ID })
			}
			continue
		}
		r.st.partners++
		q := refFloaterPartner(r.rps[f.ID], members)
		switch {
		case k < 0 && q != nil:
			return nil, differ("8.2 partner", "%s: the engine finds no opponent for floater %d, the reference %d", where, f.ID, q.ID)
		case k >= 0 && (q == nil || q.ID != g.FloaterPairs[k].B.ID):
			return nil, differ("8.2 partner", "%s: floater %d meets %d; the reference gives him %v", where, f.ID, g.FloaterPairs[k].B.ID, refIDs([]*rp{q}))
		case k >= 0:
			if b := refBoard([2]*rp{r.rps[f.ID], q}, nil, nil); b != g.FloaterPairs[k].Board {
				return nil, differ("3 colours", "%s: floater board %v; the reference %v", where, g.FloaterPairs[k].Board, b)
			}
			members = slices.DeleteFunc(members, func(x *rp) bool { return x == q })
		}
	}
	return members, nil
}

// transfers compares 7.1 and 7.2.
func (r *refRun) transfers(i int, g *dubov.Group, members []*rp, where string) *diff {
	var lower [][]*rp
	for _, og := range r.orig[i+1:] {
		lower = append(lower, slices.DeleteFunc(slices.Clone(og), func(p *rp) bool { return r.removed[p.ID] }))
	}
	want := refTransfers(members, lower, r.lim.barred)
	var got []refTransfer
	for _, tr := range g.Transfers {
		x := refTransfer{id: tr.Player.ID, article: tr.Article}
		if tr.For != nil {
			x.forID = tr.For.ID
		}
		got = append(got, x)
		r.removed[tr.Player.ID] = true
	}
	r.st.transfers += len(got)
	if !slices.Equal(got, want) {
		return differ("7.1/7.2 transfers", "%s: the engine transfers %+v, the reference %+v", where, got, want)
	}
	return nil
}

// comparePairs compares the columns, the floaters of 6.4 and the pairs.
func comparePairs(g *dubov.Group, ref refGroup, where string) *diff {
	if got, want := idsOf(g.White), refIDs(ref.white); !slices.Equal(got, want) {
		return differ("6.2 columns", "%s: the engine's Whites %v, the reference's %v (Blacks %v, %v)", where, got, want, idsOf(g.Black), refIDs(ref.black))
	}
	if got, want := idsOf(g.Black), refIDs(ref.black); !slices.Equal(got, want) {
		return differ("6.2 columns", "%s: the engine's Blacks %v, the reference's %v", where, got, want)
	}
	if got, want := idsOf(g.FloatersOut), refIDs(ref.floaters); !sameSet(got, want) {
		return differ("6.4 floaters", "%s: the engine floats %v, the reference %v", where, got, want)
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
		return differ(kind, "%s (Whites %v, Blacks %v): the engine pairs %v (%s), the reference %v (%s)", where, idsOf(g.White), idsOf(g.Black), got, g.Search, ref.boards, ref.how)
	}
	if (g.Search == "any") != (ref.how == "any") {
		return differ("Reading 13", "%s: the engine pairs by %s, the reference by %s", where, g.Search, ref.how)
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
