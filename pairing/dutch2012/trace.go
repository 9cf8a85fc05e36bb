package dutch2012

import "github.com/swisscheck/swisscheck/pairing/dutch"

// trace records what the engine does while it pairs a round, for the
// narration (narrate.go): every score bracket it pairs or tries, in the
// order it does so. The engine keeps none when it is nil.
type trace struct {
	logs []*bracketLog
}

// role is why the engine pairs a bracket, read from how it is set up.
type role int

const (
	roleBracket     role = iota // a score bracket paired in its turn (C.1-C.11, C.14)
	roleBacktrack               // the previous bracket paired again (C.12)
	rolePenultimate             // the penultimate bracket paired again to allow the lowest (C.13)
	roleLowest                  // the lowest score bracket (C.13)
)

// bracketLog is one call of pairBracket: the players given, each pass
// of C.3-C.14 over the bracket, the requirement level of the candidate
// taken, and the step that came out.
type bracketLog struct {
	role    role
	carried []*dutch.Player // moved down to the bracket (or, joined, the latest added bracket)
	group   []*dutch.Player // its own players
	stages  []stage
	level   *level       // the level of the candidate taken; nil when none was
	paired  *bracket     // the bracket as pair() left it (after C.1, B.3, D.4); nil when none was
	joined  map[int]bool // the latest added score bracket of a join, below new MDPs (bracket.joined)
	step    Step
}

// stage is one pass from C.3: whether the bracket is heterogeneous, and
// P1, M1, X1, Z1 (C.2, C.14).
type stage struct {
	het            bool
	p1, m1, x1, z1 int
}

// start opens the log of a bracket after its setup, when tracing.
func (t *trace) start(b *bracket, carried, group []*dutch.Player) *bracketLog {
	if t == nil {
		return nil
	}
	l := &bracketLog{carried: carried, group: group, joined: b.joined}
	switch {
	case b.lowest:
		l.role = roleLowest
	case b.completing:
		l.role = rolePenultimate
	case b.accept != nil:
		l.role = roleBacktrack
	}
	t.logs = append(t.logs, l)
	return l
}

// stage records a pass of the procedure from C.3.
func (l *bracketLog) stage(het bool, p1, m1, x1, z1 int) {
	if l != nil {
		l.stages = append(l.stages, stage{het, p1, m1, x1, z1})
	}
}

// found records the level at which the candidate taken complies.
func (l *bracketLog) found(b *bracket, lv *level) {
	if l != nil {
		c := *lv
		l.level, l.paired = &c, b
	}
}

// done records the step that came out of the bracket, and returns it.
func (l *bracketLog) done(st Step) Step {
	if l != nil {
		l.step = st
	}
	return st
}
