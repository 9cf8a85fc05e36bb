package dutch2026

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Criterion is a pairing criterion of C.04.3 (2026) Article 2, [C1] to
// [C21]: Criterion(7) is [C7]. The constants run in the text's order,
// which is also the order of priority (2.4: the quality criteria are
// "given in descending priority", per a third-party quote).
type Criterion int

// The criteria of C.04.3 (2026) 2.1-2.4.
const (
	C1 Criterion = iota + 1
	C2
	C3
	C4
	C5
	C6
	C7
	C8
	C9
	C10
	C11
	C12
	C13
	C14
	C15
	C16
	C17
	C18
	C19
	C20
	C21
	numCriteria = C21
)

// Kind is the section of Article 2 a criterion belongs to.
type Kind int

// The kinds of criteria of C.04.3 (2026) Article 2.
const (
	Absolute   Kind = iota + 1 // 2.1: "No pairing shall violate the following absolute criteria"
	Completion                 // 2.2: the Completion Criterion [C4]
	PAB                        // 2.3: the PAB Criterion [C5]
	Quality                    // 2.4: the quality criteria [C6]-[C21]
)

func (k Kind) String() string {
	switch k {
	case Absolute:
		return "absolute criterion"
	case Completion:
		return "completion criterion"
	case PAB:
		return "PAB criterion"
	case Quality:
		return "quality criterion"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Measure is what kind of value measures a criterion.
type Measure int

// The measures of the criteria.
const (
	// Count is a number of failures (players or pairs), smaller is better.
	Count Measure = iota + 1
	// Scores is a list of scores or score differences taken in descending
	// order and compared lexicographically, smaller is better.
	Scores
	// Compliance is complied with or not: 0 complied, 1 not. [C8] is worded
	// so ("is complied with"); how an engine ranks two choices that both
	// fall short of it is left to the engine (shared docs, dutch2026.md §6.1).
	Compliance
)

// criterionText is a criterion as the 2026 text words it: its article,
// a short name, the text, what it asks for, what fails it (for one and for
// many) and how it is measured. It is the one description of each
// criterion; the engine will keep the same order.
type criterionText struct {
	article   string  // "2.4.2"
	name      string  // short name: "downfloaters' scores"
	text      string  // the criterion as quoted (see criteria)
	goal      string  // what it asks for, short: "minimise the scores of the downfloaters"
	one, many string  // who fails it: for a Count, one and several; for Scores, whose values are listed
	unit      string  // the unit of a Count: "downfloaters"
	measure   Measure // how its value is read
}

// criteria describes [C1]-[C21] of C.04.3 (2026) in priority order. The
// texts are verbatim as third parties quote them (shared docs,
// dutch2026-text.md §1.3: the handbook page stored here stops at 1.5); the
// handbook wraps [C1] and [C2] in "See the Basic Rules for Swiss, Article
// ...", and its [C8] has words the quotes leave out ("every criterion from
// [C1] to [C7] … is complied with"), so [C8] is as tabulated, not the full
// wording. Names and goals are ours.
var criteria = [numCriteria]criterionText{
	C1 - 1: {article: "2.1.1", name: "no rematch", measure: Count, unit: "pairs",
		text: "Two participants shall not play against each other more than once.",
		goal: "two players shall not play against each other more than once",
		one:  "pair has already played (or is a forbidden pair)", many: "pairs have already played (or are forbidden pairs)"},
	C2 - 1: {article: "2.1.2", name: "bye eligibility", measure: Count, unit: "players",
		text: "A participant who has already received a pairing-allocated bye, or has already scored in one single round, without playing, as many points as rewarded for a win, shall not receive the pairing-allocated bye.",
		goal: "a player who had a pairing-allocated bye, or scored a win's points in a round without playing, shall not receive the pairing-allocated bye",
		one:  "player receives the pairing-allocated bye though barred from it", many: "players receive the pairing-allocated bye though barred from it"},
	C3 - 1: {article: "2.1.3", name: "absolute colour preferences", measure: Count, unit: "pairs",
		text: "Non-topscorers with the same absolute colour preference shall not meet.",
		goal: "non-topscorers with the same absolute colour preference shall not meet",
		one:  "pair of non-topscorers has the same absolute colour preference", many: "pairs of non-topscorers have the same absolute colour preference"},
	C4 - 1: {article: "2.2.1", name: "Completion Criterion", measure: Compliance,
		text: "A pairing complying with all the absolute criteria shall always exist for all players not yet paired.",
		goal: "leave the players not yet paired a pairing that complies with the absolute criteria",
		one:  "the players not yet paired cannot all be paired by the absolute criteria", many: "the players not yet paired cannot all be paired by the absolute criteria"},
	C5 - 1: {article: "2.3.1", name: "PAB Criterion", measure: Scores,
		text: "Minimise the score of the assignee of the pairing-allocated-bye.",
		goal: "minimise the score of the player who receives the pairing-allocated bye",
		one:  "the player who receives the pairing-allocated bye", many: "the player who receives the pairing-allocated bye"},
	C6 - 1: {article: "2.4.1", name: "number of downfloaters", measure: Count, unit: "downfloaters",
		text: "Minimise the number of downfloaters (equivalent to: maximise the number of pairs).",
		goal: "minimise the number of downfloaters (maximise the number of pairs)",
		one:  "player downfloats", many: "players downfloat"},
	C7 - 1: {article: "2.4.2", name: "downfloaters' scores", measure: Scores,
		text: "Minimise the scores (taken in descending order) of the downfloaters.",
		goal: "minimise the scores of the downfloaters, highest first",
		one:  "the downfloater", many: "the downfloaters"},
	C8 - 1: {article: "2.4.3", name: "following bracket", measure: Compliance,
		text: "Choose the set of downfloaters so that in the following bracket every criterion from C1 to C7 is complied with.",
		goal: "choose the downfloaters so that the following bracket complies with [C1] to [C7]",
		one:  "the following bracket does not comply with [C1] to [C7]", many: "the following bracket does not comply with [C1] to [C7]"},
	C9 - 1: {article: "2.4.4", name: "bye receiver's unplayed games", measure: Count, unit: "unplayed games",
		text: "Minimise the number of unplayed games of the assignee of the pairing-allocated-bye.",
		goal: "minimise the unplayed games of the player who receives the pairing-allocated bye",
		one:  "unplayed game of the player who receives the pairing-allocated bye", many: "unplayed games of the player who receives the pairing-allocated bye"},
	C10 - 1: {article: "2.4.5", name: "topscorers' colour difference", measure: Count, unit: "players",
		text: "Minimise the number of topscorers or topscorers' opponents who get a colour difference higher than +2 or lower than -2.",
		goal: "minimise the topscorers or their opponents who get a colour difference beyond ±2",
		one:  "topscorer or topscorer's opponent gets a colour difference beyond ±2", many: "topscorers or topscorers' opponents get a colour difference beyond ±2"},
	C11 - 1: {article: "2.4.6", name: "topscorers' colour sequence", measure: Count, unit: "players",
		text: "Minimise the number of topscorers or topscorers' opponents who get the same colour three times in a row.",
		goal: "minimise the topscorers or their opponents who get the same colour three times in a row",
		one:  "topscorer or topscorer's opponent gets the same colour three times in a row", many: "topscorers or topscorers' opponents get the same colour three times in a row"},
	C12 - 1: {article: "2.4.7", name: "colour preferences", measure: Count, unit: "players",
		text: "Minimise the number of players who do not get their colour preference.",
		goal: "minimise the players who do not get their colour preference",
		one:  "player does not get their colour preference", many: "players do not get their colour preference"},
	C13 - 1: {article: "2.4.8", name: "strong colour preferences", measure: Count, unit: "players",
		text: "Minimise the number of players who do not get their strong colour preference.",
		goal: "minimise the players who do not get their strong colour preference",
		one:  "player does not get their strong colour preference", many: "players do not get their strong colour preference"},
	C14 - 1: {article: "2.4.9", name: "resident downfloaters, previous round", measure: Count, unit: "resident downfloaters",
		text: "Minimise the number of resident downfloaters who received a downfloat the previous round.",
		goal: "minimise the resident downfloaters who received a downfloat the previous round",
		one:  "resident downfloater received a downfloat the previous round", many: "resident downfloaters received a downfloat the previous round"},
	C15 - 1: {article: "2.4.10", name: "MDP opponents, previous round", measure: Count, unit: "MDP opponents",
		text: "Minimise the number of MDP opponents who received an upfloat the previous round.",
		goal: "minimise the MDP opponents who received an upfloat the previous round",
		one:  "MDP opponent received an upfloat the previous round", many: "MDP opponents received an upfloat the previous round"},
	C16 - 1: {article: "2.4.11", name: "resident downfloaters, two rounds before", measure: Count, unit: "resident downfloaters",
		text: "Minimise the number of resident downfloaters who received a downfloat two rounds before.",
		goal: "minimise the resident downfloaters who received a downfloat two rounds before",
		one:  "resident downfloater received a downfloat two rounds before", many: "resident downfloaters received a downfloat two rounds before"},
	C17 - 1: {article: "2.4.12", name: "MDP opponents, two rounds before", measure: Count, unit: "MDP opponents",
		text: "Minimise the number of MDP opponents who received an upfloat two rounds before.",
		goal: "minimise the MDP opponents who received an upfloat two rounds before",
		one:  "MDP opponent received an upfloat two rounds before", many: "MDP opponents received an upfloat two rounds before"},
	C18 - 1: {article: "2.4.13", name: "MDPs' score differences, previous round", measure: Scores,
		text: "Minimise the score differences (taken in descending order) of MDPs who received a downfloat the previous round.",
		goal: "minimise the score differences of the MDPs who received a downfloat the previous round",
		one:  "the MDP who received a downfloat the previous round", many: "the MDPs who received a downfloat the previous round"},
	C19 - 1: {article: "2.4.14", name: "MDP opponents' score differences, previous round", measure: Scores,
		text: "Minimise the score differences (taken in descending order) of MDP opponents who received an upfloat the previous round.",
		goal: "minimise the score differences of the MDP opponents who received an upfloat the previous round",
		one:  "the MDP opponent who received an upfloat the previous round", many: "the MDP opponents who received an upfloat the previous round"},
	C20 - 1: {article: "2.4.15", name: "MDPs' score differences, two rounds before", measure: Scores,
		text: "Minimise the score differences (taken in descending order) of MDPs who received a downfloat two rounds before.",
		goal: "minimise the score differences of the MDPs who received a downfloat two rounds before",
		one:  "the MDP who received a downfloat two rounds before", many: "the MDPs who received a downfloat two rounds before"},
	C21 - 1: {article: "2.4.16", name: "MDP opponents' score differences, two rounds before", measure: Scores,
		text: "Minimise the score differences (taken in descending order) of MDP opponents who received an upfloat two rounds before.",
		goal: "minimise the score differences of the MDP opponents who received an upfloat two rounds before",
		one:  "the MDP opponent who received an upfloat two rounds before", many: "the MDP opponents who received an upfloat two rounds before"},
}

// Criteria lists [C1] to [C21] in the text's order.
func Criteria() []Criterion {
	out := make([]Criterion, 0, numCriteria)
	for c := C1; c <= numCriteria; c++ {
		out = append(out, c)
	}
	return out
}

// Valid reports whether c is one of [C1] to [C21].
func (c Criterion) Valid() bool { return c >= C1 && c <= numCriteria }

// entry is the table's entry of c; an empty entry for an invalid c.
func (c Criterion) entry() criterionText {
	if !c.Valid() {
		return criterionText{}
	}
	return criteria[c-1]
}

// String is the criterion's label: "[C7]".
func (c Criterion) String() string { return fmt.Sprintf("[C%d]", int(c)) }

// Article is the criterion's article: "2.4.2"; empty for an invalid c.
func (c Criterion) Article() string { return c.entry().article }

// Ref is the criterion as a reference to the 2026 text, printed "[C7]".
func (c Criterion) Ref() pairing.Ref { return rule(c.String()) }

// Name is a short name: "downfloaters' scores", "PAB Criterion".
func (c Criterion) Name() string { return c.entry().name }

// Text is the criterion as quoted (see criteria for the sources).
func (c Criterion) Text() string { return c.entry().text }

// Goal is what the criterion asks for, short.
func (c Criterion) Goal() string { return c.entry().goal }

// Measure is how the criterion's value is read.
func (c Criterion) Measure() Measure { return c.entry().measure }

// Kind is the section of Article 2 the criterion belongs to, read from its
// article: 2.1 absolute, 2.2 completion, 2.3 PAB, 2.4 quality.
func (c Criterion) Kind() Kind {
	a := c.Article()
	for i, prefix := range []string{"2.1.", "2.2.", "2.3.", "2.4."} {
		if strings.HasPrefix(a, prefix) {
			return Kind(i + 1)
		}
	}
	return 0
}

// Failures words n failures: for a Count "1 player does not get their
// colour preference", "3 players do not ..."; for Scores, whose values
// they are ("the downfloaters"); for Compliance, what fails it.
func (c Criterion) Failures(n int) string {
	t := c.entry()
	switch {
	case t.measure == Count && n == 1:
		return "1 " + t.one
	case t.measure == Count:
		return fmt.Sprintf("%d %s", n, t.many)
	case n == 1:
		return t.one
	}
	return t.many
}

// Value prints a value of the criterion: a count with its unit ("2
// downfloaters"), a list of scores ("{1.0, 0.5}"), or "complied with" /
// "not complied with".
func (c Criterion) Value(v []trf.Points) string {
	t := c.entry()
	switch t.measure {
	case Scores:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = x.String()
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case Compliance:
		if len(v) == 0 || v[0] == 0 {
			return "complied with"
		}
		return "not complied with"
	}
	n := trf.Points(0)
	if len(v) > 0 {
		n = v[0]
	}
	return fmt.Sprintf("%d %s", n, t.unit)
}
