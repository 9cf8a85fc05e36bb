// Package checker checks report files under a pairing system: it re-pairs
// each recorded round through the seam (pairing.System) from the history
// before it, compares the result with the recorded pairing, asks a system
// that can explain (pairing.Explainer) why a round differs, and writes the
// results as a readable report, the endorsed checkers' text (fpc) or JSON,
// for one file or a batch. It also writes a system's check list. It names
// no system: the command line chooses one per file.
package checker
