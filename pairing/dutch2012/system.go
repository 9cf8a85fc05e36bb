// Package dutch2012 is the FIDE (Dutch) system as approved by the 83rd FIDE
// Congress in Istanbul in 2012 (C.04.3, in force for events from 1 July
// 2013 until the 2016/2017 text replaced it) behind the seam of
// pairing.System: its own terms (floats and the bye bar of B.1.b, the
// semi-absolute and wavering colour preferences of A.7.d-e, X1 and Z1 of
// A.8) and its procedure (C.1-C.14): score brackets paired from the top,
// the players moved down paired first, the requirements lowered step by
// step, transpositions and exchanges in the order of D.1-D.3, the lowest
// score bracket joined with the one above it until it can be paired.
// What it shares with the other Dutch editions (colour preferences A.7.a-c,
// the order of exchanges, colour allocation E.1-E.4, the completion test)
// is package dutch.
package dutch2012

import "github.com/swisscheck/swisscheck/pairing"

// rules is the text the system follows.
var rules = &pairing.Text{Doc: "C.04.3", Edition: "2012", Title: "FIDE (Dutch) System", Until: "2017/06/30"}

// System is the system "dutch-2012".
type System struct{}

// ID is "dutch-2012".
func (System) ID() string { return "dutch-2012" }

// Rules is C.04.3 as approved in Istanbul in 2012.
func (System) Rules() *pairing.Text { return rules }

// Pair pairs the round by the 2012 procedure.
func (System) Pair(s *pairing.State) (pairing.Round, error) { return Pair(s) }
