package bruteforce

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// How the property tests count situations and describe a mismatch.

type stats struct {
	noPairing, lastRound, byes                            int
	brackets, heterogeneous, ppb, clb, limbo, forbidden   int
	absolute, topscorerAbsolute, floatersLastRound, multi int
	sizes                                                 [maxBracket + 3]int // brackets by number of players
}

func (s *stats) Add(o *stats) {
	s.noPairing += o.noPairing
	s.lastRound += o.lastRound
	s.byes += o.byes
	s.brackets += o.brackets
	s.heterogeneous += o.heterogeneous
	s.ppb += o.ppb
	s.clb += o.clb
	s.limbo += o.limbo
	s.forbidden += o.forbidden
	s.absolute += o.absolute
	s.topscorerAbsolute += o.topscorerAbsolute
	s.floatersLastRound += o.floatersLastRound
	s.multi += o.multi
	for i := range s.sizes {
		s.sizes[i] += o.sizes[i]
	}
}

func (s *stats) count(st *pairing.State, steps []dutch2017.Step, err error) {
	if err != nil {
		s.noPairing++
	}
	if st.LastRound() {
		s.lastRound++
	}
	for _, p := range dutch2017.NewState(st).ToPair() {
		if p.Preference.Strength == dutch.Absolute {
			s.absolute++
			if p.Topscorer {
				s.topscorerAbsolute++
			}
		}
		if p.Float(1) != dutch.NoFloat {
			s.floatersLastRound++
		}
		forbidden := len(p.Forbidden()) > 0
		for _, r := range p.Met {
			forbidden = forbidden || r == 0
		}
		if forbidden {
			s.forbidden++
		}
	}
	for _, step := range steps {
		s.brackets++
		b := step.Bracket
		s.sizes[min(len(b.Players), len(s.sizes)-1)]++
		if b.MDPs > 0 {
			s.heterogeneous++
			if b.MDPs > 1 {
				s.multi++
			}
			paired := 0
			for _, pr := range step.Candidate.Pairs {
				if pr[0] < b.MDPs {
					paired++
				}
			}
			if paired < b.MDPs {
				s.limbo++
			}
		}
		if step.PPB {
			s.ppb++
		}
		if step.CLB {
			s.clb++
		}
	}
	if len(st.ToPair())%2 == 1 && err == nil {
		s.byes++
	}
}

func (s *stats) String() string {
	return fmt.Sprintf("no pairing %d; final rounds %d; byes %d; brackets %d: heterogeneous %d (several MDPs %d, MDPs left floating %d), PPB %d, CLB %d; "+
		"players to pair with absolute preference %d (topscorers %d), with a float last round %d, in a forbidden pair %d",
		s.noPairing, s.lastRound, s.byes, s.brackets, s.heterogeneous, s.multi, s.limbo, s.ppb, s.clb,
		s.absolute, s.topscorerAbsolute, s.floatersLastRound, s.forbidden) +
		fmt.Sprintf("; brackets by size (1..%d, more): %v", len(s.sizes)-2, s.sizes[1:])
}

func sameCandidate(a, b *dutch2017.Candidate) bool {
	ca, cb := dutch2017.NewCandidate(a.Pairs, a.Floaters), dutch2017.NewCandidate(b.Pairs, b.Floaters)
	return slices.Equal(ca.Pairs, cb.Pairs) && slices.Equal(ca.Floaters, cb.Floaters)
}

// describeBracket lists a bracket's players: BSN, ID, score, colour
// preference (with colour difference and history), floats of the last two
// rounds, and MDP or resident.
func describeBracket(step dutch2017.Step) string {
	b := step.Bracket
	var w strings.Builder
	fmt.Fprintf(&w, "%s bracket, %d players, %d MDPs, complete %v, odd %v, next scoregroup %v, rest %v",
		bracketKind(step), len(b.Players), b.MDPs, b.Complete, b.Odd, proptest.IDs(b.Next), proptest.IDs(b.Rest))
	fmt.Fprintf(&w, "\n    BSN   ID  score  pref  cd  colours  floats(-2,-1)  met")
	for i, p := range b.Players {
		role, met := proptest.Role(p, i < b.MDPs), proptest.Met(p)
		fmt.Fprintf(&w, "\n    %3d %4d  %5s  %-4s %+3d  %-7s  %s%s  %v  %s",
			i+1, p.ID, p.PairingScore, p.Preference, p.ColourDiff, colours(p.Colours), p.Float(2), p.Float(1), met, role)
	}
	return w.String()
}

func colours(cs []trf.Colour) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(c.String())
	}
	return b.String()
}

func qualityString(q *dutch2017.Quality) string {
	var parts []string
	for c := dutch2017.C5; c <= dutch2017.C19; c++ {
		name := c.String()
		switch c {
		case dutch2017.C7Pairs:
			name = "C.7(pairs)"
		case dutch2017.C7PSD:
			name = "C.7(PSD)"
		}
		var vals []string
		for _, v := range q[c] {
			switch {
			case c == dutch2017.C6 || c == dutch2017.C7PSD || c >= dutch2017.C16:
				vals = append(vals, v.String()) // score differences
			case v >= 1<<30:
				vals = append(vals, "incomplete") // C.7: the round cannot be completed
			default:
				vals = append(vals, fmt.Sprint(int(v))) // a count
			}
		}
		parts = append(parts, fmt.Sprintf("%s[%s]", name, strings.Join(vals, " ")))
	}
	return strings.Join(parts, " ")
}

func logSituation(t *testing.T, sit *situation, steps []dutch2017.Step) {
	var w strings.Builder
	w.WriteString(proptest.FileString(sit.file, sit.round))
	for i, st := range steps {
		fmt.Fprintf(&w, "step %d: %s\n  engine: %s\n", i+1, describeBracket(st), proptest.CandidateString(st.Bracket.Players, &st.Candidate))
	}
	t.Log(w.String())
}
