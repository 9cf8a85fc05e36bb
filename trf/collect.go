package trf

import "fmt"

// collector gathers problems for one file and keeps only the MaxErrors
// first by position, so that a file full of faults cannot make the list
// grow without bound.
type collector struct {
	name    string
	list    ErrorList
	dropped int
	// When the list is full, problems after cutLine:cutCol cannot make it.
	cutLine, cutCol int
	// placesOnly keeps where the problems are, not what they are: a trial
	// reading needs no message (shift.go).
	placesOnly bool
}

// add records a problem at line:col.
func (c *collector) add(line, col int, format string, args ...any) {
	if c.cutLine > 0 && (line > c.cutLine || line == c.cutLine && col > c.cutCol) {
		c.dropped++ // sorts after every kept problem: not even formatted
		return
	}
	if c.placesOnly {
		c.list = append(c.list, &Error{File: c.name, Line: line, Col: col})
	} else {
		c.list.Add(c.name, line, col, format, args...)
	}
	if len(c.list) > 4*MaxErrors {
		c.shrink()
	}
}

// shrink sorts the list and drops all but the first MaxErrors+1 entries
// (the one past MaxErrors marks where the "too many errors" entry goes).
func (c *collector) shrink() {
	c.list.Sort()
	if len(c.list) > MaxErrors+1 {
		c.dropped += len(c.list) - (MaxErrors + 1)
		c.list = c.list[:MaxErrors+1]
	}
	if len(c.list) == MaxErrors+1 {
		c.cutLine, c.cutCol = c.list[MaxErrors].Line, c.list[MaxErrors].Col
	}
}

// result returns the sorted list, cut to MaxErrors entries and one that
// says how many more there were.
func (c *collector) result() ErrorList {
	c.shrink()
	if len(c.list) <= MaxErrors {
		return c.list
	}
	more := c.dropped + len(c.list) - MaxErrors
	last := c.list[MaxErrors]
	out := append(ErrorList(nil), c.list[:MaxErrors]...)
	out = append(out, &Error{File: c.name, Line: last.Line, Col: last.Col,
		Msg: fmt.Sprintf("too many errors: %d more not listed", more)})
	return out
}
