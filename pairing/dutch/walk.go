package dutch

import (
	"fmt"
	"strings"
)

// Limits of the candidate-by-candidate account of a bracket that the
// narrations of both editions give (explain --round): larger brackets, or
// longer sequences, are summarised.
const (
	WalkPlayers    = 12   // the largest bracket walked
	WalkCandidates = 3000 // candidates examined at most
	WalkListed     = 12   // up to this many examined, every one is listed
)

// WalkStep is one candidate of the rules' sequence as a narration gives
// it.
type WalkStep struct {
	Pos     int    // its position in the sequence, 1-based
	Text    string // what is said of it
	Listed  bool   // a new best so far, or the chosen one: always listed
	Illegal bool
}

// WriteWalk lists the candidates; in a long sequence only the first, the
// new best ones and the chosen one, with a count of those discarded
// between.
func WriteWalk(b *strings.Builder, steps []WalkStep) {
	all := len(steps) <= WalkListed
	var skipped, illegal int
	flush := func() {
		if skipped > 0 {
			fmt.Fprintf(b, "    %s discarded (%d illegal, %d no better)\n", Plural(skipped, "candidate"), illegal, skipped-illegal)
		}
		skipped, illegal = 0, 0
	}
	for _, st := range steps {
		if all || st.Listed || st.Pos == 1 {
			flush()
			fmt.Fprintf(b, "    %3d. %s.\n", st.Pos, st.Text)
			continue
		}
		skipped++
		if st.Illegal {
			illegal++
		}
	}
	flush()
}
