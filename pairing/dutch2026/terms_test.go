package dutch2026

import (
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

// The point systems of the tests, in tenths of a point.
var (
	standard = trf.DefaultScoring
	// threeOne: 3 for a win, 1 for a draw, 0 for a loss; byes as a win or
	// a draw.
	threeOne = trf.Scoring{WhiteWin: 30, BlackWin: 30, WhiteDraw: 10, BlackDraw: 10,
		HalfBye: 10, FullBye: 30, PAB: 30, ForfeitWin: 30}
)

// with returns sc changed by f.
func with(sc trf.Scoring, f func(*trf.Scoring)) trf.Scoring { f(&sc); return sc }

// game is a round block: opponent (0 for none), colour and result code.
func game(opp int, c trf.Colour, res byte) trf.Game {
	return trf.Game{Opponent: opp, Colour: c, Result: res}
}

// fact is a round as a player lived it: the block, his pairing score
// before it and, for a game played over the board, his opponent's (the
// state sets no opponent score for an unplayed round).
func fact(g trf.Game, own, opp trf.Points) pairing.RoundFact {
	if !g.Played() {
		opp = 0
	}
	return pairing.RoundFact{Game: g, Paired: g.Paired(), PairingScore: own, OpponentScore: opp}
}

// oneRound is the state before round 2 of a player whose round 1 was h.
func oneRound(sc trf.Scoring, h pairing.RoundFact) *pairing.State {
	p := &pairing.Player{ID: 1, Number: 1, Entered: true, Paired: true, History: []pairing.RoundFact{h}}
	return &pairing.State{Round: 2, TotalRounds: 5, Scoring: sc, Players: []*pairing.Player{p}}
}

// TestTerms checks the 2026 float (C.04.3 (2026) 1.4.2-1.4.4) and bye bar
// (C.04.1 (2026) Art. 4) of every kind of round, beside what the 2017 text
// gives (A.4.b, C.04.1.d), with standard, 3-1-0 and unusual point systems.
// termCase is a round fact with the float it gives and whether it bars
// the bye, under the 2026 and the 2017 terms.
type termCase struct {
	name    string
	sc      trf.Scoring
	h       pairing.RoundFact
	float   dutch.Float // 2026
	bars    bool        // 2026
	float17 dutch.Float
	bars17  bool
}

// termCases are the result kinds under several point systems.
func termCases() []termCase {
	const (
		no   = dutch.NoFloat
		down = dutch.Downfloat
		up   = dutch.Upfloat
		w, b = trf.White, trf.Black
		none = trf.NoColour
	)
	return []termCase{
		// 1.4.2: games played over the board, as in 2017.
		{"win, higher score", standard, fact(game(2, w, '1'), 10, 5), down, false, down, false},
		{"loss, lower score", standard, fact(game(2, b, '0'), 5, 10), up, false, up, false},
		{"draw, lower score", standard, fact(game(2, w, '='), 5, 10), up, false, up, false},
		{"win, same score", standard, fact(game(2, b, '1'), 10, 10), no, false, no, false},
		{"unrated win W (under one move), higher", standard, fact(game(2, w, 'W'), 20, 10), down, false, down, false},
		{"unrated draw D, same score", standard, fact(game(2, w, 'D'), 10, 10), no, false, no, false},
		{"unrated loss L, lower", standard, fact(game(2, b, 'L'), 0, 10), up, false, up, false},
		// 1.4.3: the pairing-allocated bye, whatever it is worth.
		{"PAB U", standard, fact(game(0, none, 'U'), 10, 0), down, true, down, true},
		{"PAB 0000 - + (TRF06)", standard, fact(game(0, none, '+'), 10, 0), down, true, down, true},
		{"PAB worth 0", with(standard, func(s *trf.Scoring) { s.PAB = 0 }), fact(game(0, none, 'U'), 0, 0), down, true, down, true},
		// 1.4.3: unplayed rounds worth more than a loss.
		{"forfeit win", standard, fact(game(2, w, '+'), 10, 10), down, true, down, true},
		{"forfeit win, no colour", standard, fact(game(2, none, '+'), 0, 0), down, true, down, true},
		{"full-point bye F", standard, fact(game(0, none, 'F'), 10, 0), down, true, down, false},
		{"half-point bye H", standard, fact(game(0, none, 'H'), 10, 0), down, false, down, false},
		{"half-point bye 0000 - = (TRF06)", standard, fact(game(0, none, '='), 10, 0), down, false, down, false},
		// 1.4.4: not playing alone gives no float any more.
		{"forfeit loss", standard, fact(game(2, b, '-'), 10, 10), no, false, down, false},
		{"double forfeit", standard, fact(game(2, none, '-'), 10, 10), no, false, down, false},
		{"zero-point bye Z", standard, fact(game(0, none, 'Z'), 10, 0), no, false, down, false},
		{"absence 0000 - - (TRF06)", standard, fact(game(0, none, '-'), 10, 0), no, false, down, false},
		{"absent, not paired (blank)", standard, fact(game(0, none, ' '), 10, 0), no, false, down, false},
		// 3-1-0.
		{"3-1-0 win, higher", threeOne, fact(game(2, w, '1'), 30, 10), down, false, down, false},
		{"3-1-0 draw, higher", threeOne, fact(game(2, w, '='), 30, 10), down, false, down, false},
		{"3-1-0 PAB", threeOne, fact(game(0, none, 'U'), 30, 0), down, true, down, true},
		{"3-1-0 forfeit win", threeOne, fact(game(2, w, '+'), 30, 0), down, true, down, true},
		{"3-1-0 full-point bye", threeOne, fact(game(0, none, 'F'), 30, 0), down, true, down, false},
		{"3-1-0 half-point bye (1 point)", threeOne, fact(game(0, none, 'H'), 30, 0), down, false, down, false},
		{"3-1-0 zero-point bye", threeOne, fact(game(0, none, 'Z'), 30, 0), no, false, down, false},
		{"3-1-0 forfeit loss", threeOne, fact(game(2, b, '-'), 30, 0), no, false, down, false},
		// Unusual point systems: the points decide, not the result code.
		{"3-1-0, forfeit win worth 1: not a win's points", with(threeOne, func(s *trf.Scoring) { s.ForfeitWin = 10 }),
			fact(game(2, w, '+'), 30, 0), down, false, down, true},
		{"3-1-0, full-point bye worth 1", with(threeOne, func(s *trf.Scoring) { s.FullBye = 10 }),
			fact(game(0, none, 'F'), 30, 0), down, false, down, false},
		{"zero-point bye worth ½", with(standard, func(s *trf.Scoring) { s.ZeroBye = 5 }),
			fact(game(0, none, 'Z'), 10, 0), down, false, down, false},
		{"forfeit loss worth ½", with(standard, func(s *trf.Scoring) { s.ForfeitLoss = 5 }),
			fact(game(2, b, '-'), 10, 0), down, false, down, false},
		{"half-point bye worth 0", with(standard, func(s *trf.Scoring) { s.HalfBye = 0 }),
			fact(game(0, none, 'H'), 10, 0), no, false, down, false},
		// Colour-dependent points: beyond either loss, as much as either win.
		{"half-point bye = a loss with Black", with(standard, func(s *trf.Scoring) { s.BlackLoss = 5 }),
			fact(game(0, none, 'H'), 10, 0), no, false, down, false},
		{"full-point bye < a win with Black", with(standard, func(s *trf.Scoring) { s.BlackWin = 15 }),
			fact(game(0, none, 'F'), 10, 0), down, false, down, false},
		{"full-point bye = a win with Black", with(standard, func(s *trf.Scoring) { s.BlackWin, s.FullBye = 15, 15 }),
			fact(game(0, none, 'F'), 10, 0), down, true, down, false},
	}
}

func TestTerms(t *testing.T) {
	tests := termCases()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := oneRound(tc.sc, tc.h)
			if got := float(s, tc.h); got != tc.float {
				t.Errorf("2026 float = %q, want %q", got, tc.float)
			}
			if got := barsBye(s, tc.h); got != tc.bars {
				t.Errorf("2026 bars the bye = %v, want %v", got, tc.bars)
			}
			// Through the shared derivation, both editions.
			for _, ed := range []struct {
				name  string
				ds    *dutch.State
				float dutch.Float
				bars  bool
			}{
				{"2026", NewState(s), tc.float, tc.bars},
				{"2017", dutch2017.NewState(s), tc.float17, tc.bars17},
			} {
				p := ed.ds.Players[0]
				if got := p.Float(1); got != ed.float {
					t.Errorf("%s: Float(1) = %q, want %q", ed.name, got, ed.float)
				}
				if got := !p.CanGetBye(); got != ed.bars {
					t.Errorf("%s: barred from the bye = %v (ByeRound %d), want %v", ed.name, got, p.ByeRound, ed.bars)
				}
			}
		})
	}
}

// TestNewState checks what NewState derives over several rounds: the
// first round that bars the bye, the floats indexed by round, and TPNs
// that skip a player never yet paired (C.04.3 (2026) 5.2.5 via 1.1).
func TestNewState(t *testing.T) {
	hist := func(gs ...trf.Game) []pairing.RoundFact {
		var out []pairing.RoundFact
		for _, g := range gs {
			out = append(out, fact(g, 10, 10))
		}
		return out
	}
	players := []*pairing.Player{
		{ID: 1, Number: 1, Entered: true, History: hist(game(0, 0, 'H'), game(2, 0, '-'), game(0, 0, 'F'), game(3, 0, '+'))},
		{ID: 2, Number: 2, Entered: false, History: hist(game(0, 0, ' '), game(0, 0, ' '), game(0, 0, ' '), game(0, 0, ' '))},
		{ID: 3, Number: 3, Entered: true, History: hist(game(0, 0, 'Z'), game(0, 0, 'U'), game(0, 0, 'Z'), game(1, 0, '-'))},
	}
	ds := NewState(&pairing.State{Round: 5, TotalRounds: 9, Scoring: standard, Players: players})
	want := []struct {
		seq, byeRound int
		floats        string
	}{
		{1, 3, "↓ ↓↓"}, // H, forfeit loss, F (bars), forfeit win
		{0, 0, "    "}, // never paired: no TPN, no float
		{2, 2, " ↓  "}, // Z, PAB (bars), Z, forfeit loss
	}
	for i, p := range ds.Players {
		var fs string
		for _, f := range p.Floats {
			fs += f.String()
		}
		if p.Seq != want[i].seq || p.ByeRound != want[i].byeRound || fs != want[i].floats {
			t.Errorf("player %d: Seq %d, ByeRound %d, floats %q; want %d, %d, %q",
				p.ID, p.Seq, p.ByeRound, fs, want[i].seq, want[i].byeRound, want[i].floats)
		}
	}
}
