package pairing

import (
	"slices"
	"strings"
)

// Findings gathers the rules a recorded round breaks, in the order a
// system checks them: the first rule found is the one an explanation
// names, every finding's text is kept, and each player concerned is named
// once, in the order found.
type Findings struct {
	rule    string
	texts   []string
	players []int
}

// Add records that the round breaks rule, in words, for the players.
func (f *Findings) Add(rule, text string, players ...int) {
	if f.rule == "" {
		f.rule = rule
	}
	f.texts = append(f.texts, text)
	for _, id := range players {
		if !slices.Contains(f.players, id) {
			f.players = append(f.players, id)
		}
	}
}

// Found reports whether any rule was recorded.
func (f *Findings) Found() bool { return f.rule != "" }

// Rule is the first rule recorded.
func (f *Findings) Rule() string { return f.rule }

// Text is the texts of every finding, joined by spaces.
func (f *Findings) Text() string { return strings.Join(f.texts, " ") }

// Players lists the players concerned.
func (f *Findings) Players() []int { return f.players }
