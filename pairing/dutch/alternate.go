package dutch

// noLowerPartner reports whether the duals and the matching of the last
// solve prove that no best candidate pairs u with a player of the bracket
// in [from, m), m being u's partner in the current matching (m in
// [from, nb)). pairInOrder then fixes u with m without a solve: m is the
// lowest partner a best candidate allows (D.1, 2026 4.2), as the solve
// with u's bonus would find. When it reports false, nothing is known.
//
// It needs, and pairInOrder calls it only then, the current matching M
// (the last solve's, or one swapToLowest made from it) and the duals
// (y, z) of the last solve to satisfy complementary slackness
// for the current weights on the graph H left when the fixed pairs are
// taken out (two players with one edge left, to each other, matched):
//
//   - the duals are feasible (reduced costs, blossoms that hold both ends
//     counted, not negative) on H's edges,
//   - M's edges in H are tight (reduced cost zero), and every vertex of
//     H that M leaves exposed has y = 0,
//   - every blossom B with z > 0 holds (|B_H|-1)/2 or |B_H|/2 edges of M
//     inside B_H = B minus the fixed players, as many as fit.
//
// That holds after a solve without a bonus (the solve ends so, for the
// whole graph), and after a solve with a bonus on the edges of one player
// x followed by fixPair(x, mate[x]): the edges that lost their bonus are
// x's, all now removed but the one to his partner, who is fixed too, so
// H's edges have the weights of the solve (removals only; the
// commitment that fixPair adds is on the fixed pair's edge alone). Taking
// a fixed matched pair out keeps it: B, full at the end of the solve, has
// at most one vertex matched outside it, so B_H loses one M-edge per fixed
// pair inside it and keeps as many as fit; the constraint "at most
// floor(|B_H|/2) edges inside B_H" holds for every matching. Fixing u with m
// keeps it too (the same argument). Weak duality then bounds every
// matching N of H by the dual objective D minus its losses (reduced
// costs of its edges, y of the vertices it leaves exposed, z times each
// blossom's missing edges, all non-negative), and M reaches D: a matching
// of H has maximum weight exactly when all its losses are zero, so it
// uses only tight edges and leaves no vertex of y > 0 exposed. A best
// candidate is a maximum-weight matching of the current graph, whose
// fixed pairs are components of their own: its part in H is one of H.
//
// Suppose a best candidate M' pairs u with v in [from, m). Then uv is
// tight, and the part P of M Δ M' through uv alternates between M' edges
// (all tight) and M edges. Walked from v away from u: it ends at v if M
// leaves v exposed; otherwise it goes on by M to a1 = mate(v), then at each
// vertex a reached by an M edge either ends (M' leaves a exposed, so
// y(a) = 0) or goes on by a tight edge ab not in M (b is neither u nor
// mate(a)) to b, where it ends if M leaves b exposed, closes P into a
// cycle if b = m (whose M edge is mu), and otherwise goes on by M to
// mate(b). If P is not a cycle it is a path whose other side, walked from
// m the same way (m's M edge um is not in M'), ends too.
// matching.Graph.TightWalks searches those walks from every such a1 (and
// from m) over all tight edges of the graph, u excluded: more walks than
// the paths of any M', so if it finds neither m nor an end from the a1
// (and no v is exposed), or an end from the a1 but none from m, no M'
// pairs u with any v in [from, m). The blossom constraints are not used:
// they could only rule out more. (The graph's edges are walked, not the
// Solver's present table: a best candidate is a matching of the graph.)
//
// On the 1,000-player files it decided 307 of the 326 D.1 solves of
// corpus/large that only confirmed the partner (244 of 257 on large2026),
// with the same decisions. With swapToLowest as well, pairInOrder solves
// 100 times instead of 657 on corpus/large, 119 instead of 618 on
// large2026 (220 and 134 decisions by this proof, 947 and 1,062 by a
// swap: more decisions than solves before, as a swap leaves fewer
// players whose partner is already the lowest one).
func (s *Solver) noLowerPartner(u, m, from int) bool {
	if !provePartners || m < from || m >= s.nb {
		return false
	}
	starts := s.starts[:0]
	exposed := false // a tight v that M leaves exposed
	for v := from; v < m; v++ {
		if v == u || !s.g.HasEdge(u, v) || !s.g.Tight(u, v) {
			continue
		}
		if a := s.mate[v]; a >= 0 {
			starts = append(starts, a)
		} else {
			exposed = true
		}
	}
	s.starts = starts
	end, hit := s.g.TightWalks(s.mate, starts, u, m)
	switch {
	case hit:
		return false
	case !end && !exposed:
		return true
	}
	endM, _ := s.g.TightWalks(s.mate, []int{m}, u, -1)
	return !endM
}

// provePartners turns noLowerPartner and swapToLowest on;
// TestNoLowerPartner turns it off to compare the decisions with those of
// the solves alone.
var provePartners = true

// swapToLowest gives u, when it can, the lowest partner in [from, m) that a
// best candidate allows, m being u's partner in the current matching M, in
// the state noLowerPartner needs (complementary slackness, see there),
// and reports whether it did: u is then fixed with him.
//
// Below the lowest v0 in [from, m) whose edge to u is tight, every edge of
// u has a positive reduced cost and is in no best candidate. If
// matching.Graph.SwapCycle finds a matching M' that pairs u with v0 and
// weighs exactly what M weighs, M' is a best candidate too (M has maximum
// weight), and v0 is the partner the solve with u's bonus would give u.
// M' becomes the current matching: it keeps the state (its losses against
// the duals are D - W(M') = 0, as M's), and SwapCycle makes it the
// solver's own, so that the next warm start begins from it with the edges
// removed since (a valid start, as after any removal). The decision is the
// solve's; the best candidate at hand may be another one than the solve's
// (as after any solve: the engines read only what all best candidates
// share). A cycle leaves the same players matched: Unmatched, which
// dutch-2026 reads after the decisions, is unchanged by it.
func (s *Solver) swapToLowest(u, m, from int) bool {
	if !provePartners || m < from || m >= s.nb {
		return false
	}
	v0 := -1
	for v := from; v < m; v++ {
		if v != u && s.g.HasEdge(u, v) && s.g.Tight(u, v) {
			v0 = v
			break
		}
	}
	if v0 < 0 || s.mate[v0] < 0 {
		return false
	}
	next := s.g.SwapCycle(s.mate, u, v0)
	if next == nil {
		return false
	}
	s.mate = next
	s.fixPair(u, v0)
	return true
}
