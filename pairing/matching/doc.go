// Package matching computes maximum-weight and maximum-cardinality matchings
// in general (non-bipartite) graphs.
//
// # Weighted matching
//
// [Graph.MaxWeightMatching] implements Edmonds' blossom algorithm in its
// primal-dual form (J. Edmonds, "Maximum matching and a polyhedron with
// 0,1-vertices", J. Res. NBS 69B, 1965) with the O(n^3) implementation of
// Gabow and Lawler, as surveyed by Z. Galil, "Efficient algorithms for
// finding maximum matching in graphs", ACM Computing Surveys 18(1), 1986.
// The algorithm keeps a dual variable for every vertex and for every
// nontrivial blossom (an odd cycle that has been shrunk) and proceeds in
// stages. A stage grows an alternating tree from one exposed vertex whose
// dual is positive along tight edges (zero slack), shrinks a blossom when
// two outer ("S") vertices of the tree are joined by a tight edge, expands
// an inner ("T") blossom whose dual has dropped to zero, and changes the
// duals by the largest amount that keeps them feasible when no tight edge
// is usable. A stage ends with an augmentation (to any exposed vertex) or
// when the dual of an outer vertex reaches zero (that vertex is then left
// exposed). When no exposed vertex has a positive dual, the matching, the
// feasible duals and complementary slackness prove that the matching has
// maximum weight (LP duality for Edmonds' matching polytope).
//
// Edge weights are unsigned integers of arbitrary but fixed width (chosen
// when the graph is created) so that callers can pack many criteria into one
// weight, most important bits first. All arithmetic is exact: weights and
// duals are stored as little-endian multi-word integers in flat []uint64
// slices, with a few spare bits for the factor 2 needed to keep the duals
// integral. Dual variables are stored doubled, so that the slack of an edge
// uv is y[u]+y[v]+z(blossoms containing u and v)-2w(uv).
//
// For a dense graph of n vertices the algorithm takes O(n^3) time in the
// worst case; memory is O(n^2) words. Before the first stage a heuristic
// (each vertex's dual starts at its heaviest incident edge, then the duals
// of exposed vertices are lowered as far as feasible and tight edges are
// matched greedily) matches many vertices, so that fewer stages are
// needed. A jump start then grows an alternating forest of tight edges
// from all the exposed vertices at once, augmenting between trees and
// changing the duals of the whole forest together (without shrinking
// blossoms), which matches at once what single-tree stages would match
// one per O(n^2) stage where many vertices prefer the same few partners;
// it runs before every solve, fresh or warm. Within a stage the search keeps, for each vertex outside the
// tree, its least-slack edge from the tree, and for each outer blossom its
// least-slack edges to the other outer blossoms, so that each dual change
// costs O(n).
//
// [Graph.Resolve] re-solves after the graph has changed, starting from the
// duals of the previous solution: blossoms are dissolved (their duals moved
// to the vertices), matched edges that are no longer present or tight are
// unmatched, so are the ends of edges that became infeasible, and the duals
// of exposed vertices are recomputed. When only a
// few edges changed, only a few stages are needed.
//
// # Cardinality matching
//
// [MaxCardinality] computes a maximum-cardinality matching of an unweighted
// graph with Edmonds' algorithm (alternating-tree search with blossom
// shrinking through base pointers), starting from a greedy matching. It
// runs in O(n^3) time.
package matching
