package checker

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

// DutchOptions checks one file (or round) at a time under dutch-2017, with
// or without explanations: the tests' options.
func DutchOptions(explain bool) Options {
	return Options{Jobs: 1, Explain: explain, System: func(*trf.File) (pairing.Choice, error) { return pairing.Choice{System: dutch2017.System{}}, nil }}
}
