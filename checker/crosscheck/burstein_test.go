package crosscheck

import (
	"fmt"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
)

// bursteinReadings are the known readings of the Burstein text on which
// bbpPairings 5.0.1 differs from swisscheck (README, "burstein:
// readings"), each as a variant of swisscheck's system that reads the
// article as bbpPairings does. They are test code only.
var bursteinReadings = []reading{
	{"Burstein 4.1 (reading 4): a full-point bye bars the pairing-allocated bye in swisscheck; bbpPairings bars only a pairing-allocated bye or a forfeit win (C.04.1.d of 2017)", byeAsBBP{}},
}

// byeAsBBP is the Burstein system with bbpPairings' reading of 4.1 ("a
// player who has already received a point without playing shall not
// receive a pairing-allocated bye"): only a pairing-allocated bye or a
// forfeit win bars it, not a full-point bye (bbpPairings applies C.04.1.d
// of the 2017 Dutch rules).
type byeAsBBP struct{ burstein.System }

func (byeAsBBP) Pair(ps *pairing.State) (pairing.Round, error) {
	s := burstein.NewState(ps)
	for _, p := range s.Players {
		p.Barred = false
		for _, h := range p.History {
			if h.Game.PAB() || h.Game.ForfeitWin() {
				p.Barred = true
			}
		}
	}
	steps, err := s.Steps()
	if err != nil {
		return pairing.Round{}, fmt.Errorf("%w (4.1 as bbpPairings reads it)", err)
	}
	return s.Assemble(steps), nil
}
