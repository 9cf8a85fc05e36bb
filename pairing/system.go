package pairing

import (
	"errors"
	"io"
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

// Explainer is a System that can say why a recorded round differs from its
// own pairing of it.
type Explainer interface {
	// Explain names the first rule on which the recorded pairing of
	// round r does worse than the engine's, in the system's own words.
	Explain(t *Tournament, r int, engine, recorded Round) (Explanation, error)
}

// Narrator is a System that can tell how it pairs a round, step by step,
// in the words of its rules (swisscheck explain).
type Narrator interface {
	Narrate(w io.Writer, t *Tournament, r int) error
}

// Explanation is why a recorded pairing differs from the engine's.
type Explanation struct {
	Rule    Ref    `json:"rule"` // printed as the article: "C.12", "E.2", "B.8"
	Text    string `json:"text"`
	Players []int  `json:"players"` // the players concerned, by starting rank
}

// Capabilities lists what a system can do beyond pairing (which gives
// check, pair and generate): "explain" and "narrate".
func Capabilities(s System) []string {
	out := []string{"check", "pair", "generate"}
	if _, ok := s.(Explainer); ok {
		out = append(out, "explain")
	}
	if _, ok := s.(Narrator); ok {
		out = append(out, "narrate")
	}
	return out
}
