// Package burstein is the Burstein system, C.04.4.2 of the FIDE Handbook in
// the text without an approval line that precedes the "Index" edition
// (../shared/seeds/000, and the Olympiad rules' worked example): players
// of a score group ordered by Sonneborn-Berger, Buchholz, Median and
// rating (3.2), an imaginary point for the top half in the first two
// rounds (3.3), and the highest player of each score group paired with the
// lowest he has not met, in the order of the combinations of 6.2 and 6.4.
//
// The text leaves room in places; each reading is written where the code
// implements it, and docs/burstein.md lists them with what bbpPairings 5.0.1, the
// only other program that implements this text, does.
package burstein

import (
	"github.com/swisscheck/swisscheck/pairing"
)

// rules is the text the package follows. It has no approval line; the
// edition that replaced it introduced the "Index", so it is named by that.
var rules = &pairing.Text{Doc: "C.04.4.2", Edition: "pre-Index text", Title: "Burstein System", Code: "FIDE_BURSTEIN"}

// System is the system "burstein".
type System struct{}

// ID is "burstein".
func (System) ID() string { return "burstein" }

// Rules is C.04.4.2 in the text before the Index edition.
func (System) Rules() *pairing.Text { return rules }

// AcceleratedScores marks that the SGs are made with the acceleration
// points a file gives (XXA, 250), in place of the imaginary point of 3.3.
func (System) AcceleratedScores() {}

// Pair pairs the round.
func (System) Pair(s *pairing.State) (pairing.Round, error) { return Pair(s) }
