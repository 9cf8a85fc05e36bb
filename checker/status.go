package checker

import (
	"errors"
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// Status is the verdict on one file.
type Status string

// The verdicts.
const (
	StatusConsistent Status = "consistent"  // valid, and every round consistent
	StatusDiffers    Status = "differs"     // valid, and a round differs or has no valid pairing
	StatusInvalid    Status = "invalid"     // the file has problems (FileCheck.Errors)
	StatusNotChecked Status = "not-checked" // no system to check it under (FileCheck.SystemErr)
)

// Status is the file's verdict.
func (c *FileCheck) Status() Status {
	switch {
	case c.SystemErr != nil:
		return StatusNotChecked
	case c.Tournament == nil:
		return StatusInvalid
	case c.Consistent():
		return StatusConsistent
	}
	return StatusDiffers
}

// Differing counts the rounds that differ (or have no valid pairing).
func (c *FileCheck) Differing() int {
	n := 0
	for _, r := range c.Rounds {
		if !r.Consistent {
			n++
		}
	}
	return n
}

// Size is the number of players and of rounds of a valid file, checked or
// not; ok is false for an invalid file.
func (c *FileCheck) Size() (players, rounds int, ok bool) {
	switch {
	case c.Tournament != nil:
		return len(c.Tournament.File.Players), len(c.Rounds), true
	case len(c.Errors) == 0 && c.File != nil:
		return len(c.File.Players), c.File.Rounds(), true
	}
	return 0, 0, false
}

// Summary counts the files of a batch by status, and the rounds checked
// (those of the files checked) and the rounds among them that differ.
type Summary struct {
	Files           int `json:"files"`
	Consistent      int `json:"consistent"`
	Differs         int `json:"differs"`
	Invalid         int `json:"invalid"`
	NotChecked      int `json:"not_checked"`
	RoundsChecked   int `json:"rounds_checked"`
	RoundsDiffering int `json:"rounds_differing"`
	// StandingsChecked counts the files whose final ranks were checked
	// against their tie-break list, StandingsWrong those of them with a
	// rank that does not follow it.
	StandingsChecked int `json:"standings_checked"`
	StandingsWrong   int `json:"standings_wrong"`
}

// Summarize counts the checks.
func Summarize(checks []*FileCheck) Summary {
	s := Summary{Files: len(checks)}
	for _, c := range checks {
		switch c.Status() {
		case StatusConsistent:
			s.Consistent++
		case StatusDiffers:
			s.Differs++
		case StatusInvalid:
			s.Invalid++
		case StatusNotChecked:
			s.NotChecked++
		}
		if c.Tournament != nil {
			s.RoundsChecked += len(c.Rounds)
			s.RoundsDiffering += c.Differing()
		}
		if c.Standings != nil && c.Standings.Checked {
			s.StandingsChecked++
		}
		if c.StandingsWrong() {
			s.StandingsWrong++
		}
	}
	return s
}

// shortReason is an error that can say itself in a few words, as the
// errors of a system that is not available do ("no rules for 2012-05-01").
type shortReason interface{ Short() string }

// NotCheckedReason says in a few words why a file was not checked:
// "no rules for 2012-05-01"; "" for a file that was.
func (c *FileCheck) NotCheckedReason() string {
	if c.SystemErr == nil {
		return ""
	}
	var s shortReason
	if errors.As(c.SystemErr, &s) && s.Short() != "" {
		return s.Short()
	}
	return "system not available"
}

// shortStatus is the status of the summary table: "consistent",
// "differs", "invalid: line 13, points" (and how many more problems),
// "not checked: no rules for 2012-05-01".
func (c *FileCheck) shortStatus() string {
	switch st := c.Status(); st {
	case StatusNotChecked:
		return "not checked: " + c.NotCheckedReason()
	case StatusInvalid:
		if len(c.Errors) == 0 {
			return "invalid"
		}
		out := "invalid: " + problemLabel(c.Errors[0])
		if more := len(c.Errors) - 1; more > 0 {
			out += fmt.Sprintf(" and %d more", more)
		}
		return out
	default:
		return string(st)
	}
}

// problemLabel says where a problem is and what it concerns in a few
// words: "line 13, points", "line 2, round 1 colour", "line 1, record 192";
// for a problem of the whole file, what was expected: "expected at least
// one player record (001)". Problems are phrased "FIELD: expected ...,
// found ..."; the field is the label. A message of another form (a file
// that cannot be opened) gives its last part: "no such file or directory".
func problemLabel(e *trf.Error) string {
	what := e.Msg
	if field, rest, ok := strings.Cut(e.Msg, ": expected "); ok && !strings.Contains(field, ": ") {
		what = field
		switch {
		case field == "file":
			what, _, _ = strings.Cut("expected "+rest, ",")
		case isDigits(field):
			what = "record " + field
		}
	} else if i := strings.LastIndex(e.Msg, ": "); i >= 0 {
		what = e.Msg[i+2:]
	}
	if e.Line > 0 {
		return fmt.Sprintf("line %d, %s", e.Line, what)
	}
	return what
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// plural is "1 file", "2 files": n and the noun, with s when n is not 1.
func plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
