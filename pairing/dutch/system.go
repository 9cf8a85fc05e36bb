package dutch

import "github.com/swisscheck/swisscheck/pairing"

// Rules is the text this package follows.
var Rules = &pairing.Text{Doc: "C.04.3", Edition: "2017", Title: "FIDE (Dutch) System"}

// System is the FIDE (Dutch) system of 2017 behind the seam of
// pairing.System.
type System struct{}

// ID is "dutch-2017".
func (System) ID() string { return "dutch-2017" }

// Rules is C.04.3 as approved in 2016/2017.
func (System) Rules() *pairing.Text { return Rules }

// Pair pairs the round with the engine.
func (System) Pair(s *pairing.State) (pairing.Round, error) { return Pair(s) }
