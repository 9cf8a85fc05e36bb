// Package systems is the closed list of the pairing systems swisscheck has,
// and how a report file or a command line chooses one of them. It is the
// only package above the seam (pairing.System) that names a system.
package systems

import (
	"errors"
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/dutch2012"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/pairing/lim"
	"github.com/swisscheck/swisscheck/trf"
)

// list holds every system. A new system is one line here.
var list = []pairing.System{
	dutch2017.System{},
	dutch2026.System{},
	burstein.System{},
	dubov.System{},
	lim.System{},
	dutch2012.System{},
}

// All returns every system.
func All() []pairing.System { return append([]pairing.System(nil), list...) }

// ErrUnavailable is wrapped by the errors of Lookup and Choose for a
// system that swisscheck does not have; they are *UnavailableError.
var ErrUnavailable = errors.New("system not available")

// UnavailableError is a system swisscheck does not have: errors.Is it
// ErrUnavailable, and its Short method says which in a few words, for a
// summary ("dubov not available").
type UnavailableError struct {
	// ID is the system's ID ("dubov"), or "" when there is none: a
	// tournament type that is not a Swiss system, a start date before any
	// rules swisscheck knows of.
	ID     string
	short  string
	detail string // the message after "system not available: "
}

func (e *UnavailableError) Error() string { return ErrUnavailable.Error() + ": " + e.detail }

// Is makes the error ErrUnavailable.
func (e *UnavailableError) Is(target error) bool { return target == ErrUnavailable }

// Short is the error in a few words: "dubov not available".
func (e *UnavailableError) Short() string { return e.short }

// unavailable is the UnavailableError of a system's ID (none: "").
func unavailable(id, short, format string, args ...any) *UnavailableError {
	return &UnavailableError{ID: id, short: short, detail: fmt.Sprintf(format, args...)}
}

// planned names the systems of the FIDE rule texts that swisscheck does not
// have yet, so that a request for one gets a clear answer: none since
// lim and dutch-2012 came (the ID and the title, "Lim System, C.04.4.3").
var planned = map[string]string{}

// Lookup returns the system with the given ID.
func Lookup(id string) (pairing.System, error) {
	for _, s := range list {
		if s.ID() == id {
			return s, nil
		}
	}
	if title, ok := planned[id]; ok {
		return nil, unavailable(id, id+" not available", "%s (%s) is not supported yet; available: %s", id, title, IDs())
	}
	return nil, unavailable(id, "no system "+id, "no system %q; available: %s", id, IDs())
}

// IDs lists the IDs of every system, comma-separated.
func IDs() string {
	ids := make([]string, len(list))
	for i, s := range list {
		ids[i] = s.ID()
	}
	return strings.Join(ids, ", ")
}

// record returns the text after the tag of the first record with this tag,
// trimmed, and its line.
func record(f *trf.File, tag string) (string, int) {
	for _, r := range f.Records {
		if r.Tag() == tag {
			return strings.TrimSpace(r.Text[len(tag):]), r.Line
		}
	}
	return "", 0
}
