package pairing

import (
	"errors"
	"io"

	"github.com/swisscheck/swisscheck/trf"
)

// ErrNoPairing is wrapped by the error a System returns when no pairing of
// the round complies with its absolute criteria.
var ErrNoPairing = errors.New("no valid pairing exists")

// A System is one edition of one Swiss pairing system: it pairs a round
// from the state before it. Its optional capabilities are the interfaces
// below, found with a type assertion.
type System interface {
	// ID names the system on the command line and in reports:
	// "dutch-2017".
	ID() string
	// Rules is the text and edition the system follows.
	Rules() *Text
	// Pair pairs the round of the state. The error wraps ErrNoPairing
	// when no pairing complies with the absolute criteria.
	Pair(s *State) (Round, error)
}

// Choice is the system a report file is checked under, and how it was
// chosen, so that every output can say so.
type Choice struct {
	System System
	// Source is how it was chosen, as a key for machines: "option" (the
	// command line), "192" (the TRF26 tournament type), "092" (the
	// system named in words), "date" (the rules in force when the event
	// started) or "today" (the file gives no date).
	Source string
	// How says it in words, after the system's name: "chosen from the
	// start date 2026-03-03 (042)".
	How string
	// Warnings are the doubts of the choice, at their place in the file:
	// an ambiguous date, a system named in words only, no date at all.
	Warnings trf.ErrorList
}

// Explainer is a System that can say why a recorded round differs from its
// own pairing of it.
type Explainer interface {
	// Explain names the first rule, in the system's order of priority, on
	// which the recorded pairing does worse than the system's, in the
	// words of its rules; when the system finds no valid pairing, the
	// recorded boards that break its absolute criteria. An error is an
	// unexpected failure.
	Explain(t *Tournament, d Difference) (Explanation, error)
}

// Difference is a round whose recorded pairing differs from the system's.
type Difference struct {
	Round     int
	Engine    Round // the system's pairing; empty when NoPairing
	Recorded  Round
	NoPairing bool // the system found no valid pairing (ErrNoPairing)
}

// Accelerator is a System whose brackets are made with the acceleration
// points of a report file (XXA, 250; C.04.5), added to the score (for the
// Burstein system in place of its own imaginary point, 3.3). A system
// without this capability pairs without them, so the generator writes no
// XXA line for it.
type Accelerator interface {
	AcceleratedScores()
}

// Narrator is a System that can tell how it pairs a round, step by step,
// in the words of its rules (swisscheck explain).
type Narrator interface {
	Narrate(w io.Writer, t *Tournament, r int) error
}

// Checklister is a System with its own arbiter's check list: each player's
// terms before a round, as the system's rules define them.
type Checklister interface {
	Checklist(s *State) Checklist
}

// Checklist is a system's check list before a round: a table, and the same
// data as the JSON format prints it.
type Checklist struct {
	Header []string
	Rows   [][]string
	Data   any
}

// Explanation is why a recorded pairing differs from the engine's.
type Explanation struct {
	Rule    Ref    `json:"rule"` // printed as the article: "C.12", "E.2", "B.8"
	Text    string `json:"text"`
	Players []int  `json:"players"` // the players concerned, by starting rank
}

// Capabilities lists what a system can do: check, pair and generate, which
// pairing gives, and "explain", "narrate" and "checklist" when it has those
// capabilities.
func Capabilities(s System) []string {
	out := []string{"check", "pair", "generate"}
	if _, ok := s.(Explainer); ok {
		out = append(out, "explain")
	}
	if _, ok := s.(Narrator); ok {
		out = append(out, "narrate")
	}
	if _, ok := s.(Checklister); ok {
		out = append(out, "checklist")
	}
	return out
}
