package trf

import (
	"fmt"
	"sort"
	"strings"
)

// Error is a problem at a position in a report file. Line and Col are
// 1-based; Col 0 means the whole line, Line 0 the whole file.
type Error struct {
	File string
	Line int
	Col  int
	Msg  string // what was expected, what was found
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ":%d", e.Col)
		}
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// ErrorList is a list of problems, sorted by position by Sort. Like
// go/scanner.ErrorList, it is an error when not empty.
type ErrorList []*Error

// MaxErrors is how many problems a list keeps; past it, one last entry says
// that more were found.
const MaxErrors = 100

// Add appends a problem.
func (l *ErrorList) Add(file string, line, col int, format string, args ...any) {
	*l = append(*l, &Error{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)})
}

// Sort orders the list by line, then column, then message.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Msg < b.Msg
	})
}

// Err returns the list as an error, or nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}
