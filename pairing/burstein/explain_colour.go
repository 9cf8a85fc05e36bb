package burstein

import (
	"fmt"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// colourExplanation explains the first board whose colours differ by the
// rule of 5 that decides it.
func (s *State) colourExplanation(eng, rec pairing.Round) pairing.Explanation {
	differ := pairing.Minus(eng, rec, rec.Colourless)
	if len(differ) == 0 {
		return explanation("5.4", "5.4: the colours differ")
	}
	b := differ[0]
	w, bl := s.Player(b.White), s.Player(b.Black)
	_, r := s.Colours(w, bl)
	article := colourArticle(r)
	if r == FirstRound {
		article = "5.1 (\"the colour assigned to player No.1 shall be decided by drawing a lot. All other odd numbered players in the top half of the initial list shall receive the same colour\")"
	}
	text := fmt.Sprintf("%s: on the board of %d and %d, %d should have White and %d Black, but the recorded pairing has them the other way round.",
		article, w.ID, bl.ID, w.ID, bl.ID)
	if r != FirstRound {
		text += fmt.Sprintf(" Player %d: %s; player %d: %s.", w.ID, describe(w), bl.ID, describe(bl))
	}
	switch r {
	case HigherOrder:
		text += fmt.Sprintf(" They are due the same colour, have equal colour differences and the same colours in every round they both played; %s stands higher than %s by 3.2, so he gets his due colour.", terms(higher(w, bl)), terms(lower(w, bl)))
	case FirstRound:
		text += " " + s.firstRoundReason(w, bl)
	}
	return explanation(string(r), text, w.ID, bl.ID)
}

func colourArticle(r ColourRule) string {
	switch r {
	case BothDue:
		return "5.4 (\"giving both players their due colour\")"
	case MustHave:
		return "5.2/5.3 (the colour he must have)"
	case Equalise:
		return "5.4 (\"equalizing the numbers of black and white games played before\")"
	case Alternate:
		return "5.4 (\"alternating the colours ... regarding the first difference of their colour history\")"
	case HigherOrder:
		return "5.4 (\"assigning his due colour to the player with the higher SB\", Buchholz and so on)"
	}
	return "5.1 (the initial colour, by the numbers in the initial list)"
}

func higher(a, b *Player) *Player {
	if Above(a, b) {
		return a
	}
	return b
}

func lower(a, b *Player) *Player {
	if Above(a, b) {
		return b
	}
	return a
}

func higherNumber(a, b *Player) *Player {
	if a.Number < b.Number {
		return a
	}
	return b
}

// firstRoundReason says how 5.1 gives the colours of a board of two
// players without a colour yet: the initial colour is player No. 1's (the
// lot), and the player higher in the initial list gets it when his number
// among the players who entered is odd, the opposite when it is even. 5.1
// says so of the odd numbers of the top half only; for an even number, or
// a board of the bottom half, it is the convention swisscheck shares with
// bbpPairings (State.firstRound).
func (s *State) firstRoundReason(w, b *Player) string {
	hi := higherNumber(w, b)
	entered := 0
	for _, p := range s.Players {
		if p.Seq > 0 {
			entered++
		}
	}
	initial := s.InitialColour
	if initial == trf.NoColour {
		initial = trf.White
	}
	gets, parity := colourName(initial), "odd, so the same colour"
	if hi.Seq%2 == 0 {
		gets, parity = colourName(initial.Opposite()), "even, so the opposite"
	}
	half := "in the top half of the %d players who entered"
	convention := ""
	switch {
	case 2*hi.Seq > entered:
		half = "in the bottom half of the %d players who entered, of which 5.1 says nothing"
		convention = " By the convention swisscheck shares with bbpPairings, the higher player of a board gets the initial colour when his number is odd and the opposite when it is even."
	case hi.Seq%2 == 0:
		convention = " 5.1 names the odd numbers; an even number gets the opposite, by the convention swisscheck shares with bbpPairings."
	}
	return fmt.Sprintf("Neither has a colour yet. The initial colour, player No. 1's by lot, is %s. The higher of the two in the initial list, %d, has number %d, "+half+".%s %d is %s: %s.",
		colourName(initial), hi.ID, hi.Seq, entered, convention, hi.Seq, parity, gets)
}
