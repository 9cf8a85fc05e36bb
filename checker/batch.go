package checker

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/swisscheck/swisscheck/internal/fileio"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/trf"
)

// FileCheck is the check of one report file.
type FileCheck struct {
	Path       string
	File       *trf.File           // the file as read; nil when it could not be read
	Tournament *pairing.Tournament // nil when the file is invalid or not checked
	Errors     trf.ErrorList       // the file's problems, when invalid
	Warnings   trf.ErrorList       // things read but doubtful (Latin-1 text ...)
	Rounds     []RoundResult
	Explained  map[int]pairing.Explanation // for every differing round
	// Standings is the check of the recorded final ranks against the
	// tie-break list (C.07); nil when the file is invalid or not checked.
	Standings *standings.Result

	// System is the pairing system the file is checked under, and
	// SystemSource and SystemHow say how it was chosen
	// (pairing.Choice); SystemErr says why there is none (the file names
	// a system swisscheck does not have).
	System       pairing.System
	SystemSource string
	SystemHow    string
	SystemErr    error

	// Err is an unexpected failure met while checking a valid file: an
	// explanation that could not be made (a bug; the command line exits
	// with 4). The rounds are checked all the same.
	Err error
}

// Consistent reports whether the file is valid, every round consistent
// and the recorded ranks follow the tie-break list (when checked).
func (c *FileCheck) Consistent() bool {
	if c.Tournament == nil || c.StandingsWrong() {
		return false
	}
	for _, r := range c.Rounds {
		if !r.Consistent {
			return false
		}
	}
	return true
}

// StandingsWrong reports whether the standings were checked and some
// recorded rank does not follow the tie-break list.
func (c *FileCheck) StandingsWrong() bool {
	return c.Standings != nil && c.Standings.Checked && !c.Standings.Consistent
}

// FirstDifference returns the first differing round, or 0.
func (c *FileCheck) FirstDifference() int {
	for _, r := range c.Rounds {
		if !r.Consistent {
			return r.Round
		}
	}
	return 0
}

// NoReportsError is a directory without any report file.
type NoReportsError struct{ Dir string }

func (e *NoReportsError) Error() string {
	return "no report files in the folder " + e.Dir + " (no *.trf file, and no other file begins with a TRF record)"
}

// Skipped is a file of a folder that Expand does not give, and why.
type Skipped struct {
	Path   string
	Reason string // "not a report file (first line \"# Notes\")" ...
}

// Expand turns the arguments into report files: files as given, whatever
// their names and whatever they are (reading them says what is wrong), and
// the report files under each directory, in lexical order.
//
// In a folder, a *.trf file (any case) is a report file; so is any other
// regular file whose first line that is neither blank nor a ### comment
// begins with a TRF record type (trf.LooksLikeReport, from its first
// trf.SniffSize bytes): the .trfx, .tab or .txt exports of the programs.
// The other files are not read but returned as skipped, with the reason:
// another first line, an empty file, a named pipe or a device (never
// opened: reading one could wait for ever), a link to a folder (not
// followed). A file that cannot be read to tell is given, so that reading
// it reports why. Names beginning with a dot are left out silently,
// folders with their contents (.git, editor and system files); a folder
// named as an argument is searched whatever its name.
//
// A directory without any report file is a *NoReportsError; the files
// skipped so far are returned with it.
func Expand(args []string) (files []string, skipped []Skipped, err error) {
	for _, a := range args {
		info, err := os.Stat(a)
		if err != nil || !info.IsDir() {
			files = append(files, a) // a missing file is reported when read
			continue
		}
		found, skip, err := expandDir(a)
		skipped = append(skipped, skip...)
		if err != nil {
			return nil, skipped, err
		}
		if len(found) == 0 {
			return nil, skipped, &NoReportsError{Dir: a}
		}
		files = append(files, found...)
	}
	return files, skipped, nil
}

// expandDir returns the report files under a folder and the files skipped,
// each in lexical order.
func expandDir(dir string) (found []string, skipped []Skipped, err error) {
	root := dir
	if li, err := os.Lstat(dir); err == nil && li.Mode()&fs.ModeSymlink != 0 {
		root = dir + string(filepath.Separator) // a link to a folder named as an argument: walk the folder
	}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case path == root:
			return nil
		case strings.HasPrefix(d.Name(), "."):
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		case d.IsDir():
			return nil
		}
		if reason := notReport(path); reason != "" {
			skipped = append(skipped, Skipped{Path: path, Reason: reason})
		} else {
			found = append(found, path)
		}
		return nil
	})
	sort.Strings(found)
	sort.Slice(skipped, func(i, j int) bool { return skipped[i].Path < skipped[j].Path })
	return found, skipped, err
}

// notReport says why a file of a folder is not a report file, or "" when
// it is one or cannot be read to tell.
func notReport(path string) string {
	trfName := strings.EqualFold(filepath.Ext(path), ".trf")
	info, err := os.Stat(path) // follows a symbolic link
	switch {
	case err != nil || trfName:
		return ""
	case info.IsDir():
		return "a link to a folder (not followed)"
	case !info.Mode().IsRegular():
		return "not a regular file (" + fileio.Kind(info.Mode()) + ")"
	case info.Size() == 0:
		return "not a report file (empty)"
	}
	f, err := fileio.OpenRegular(path)
	if err != nil {
		return ""
	}
	defer f.Close() // read only: closing cannot lose data
	start := make([]byte, trf.SniffSize)
	n, err := io.ReadFull(f, start)
	if err != nil && err != io.ErrUnexpectedEOF {
		return ""
	}
	ok, first := trf.LooksLikeReport(start[:n])
	switch {
	case ok:
		return ""
	case first == "":
		return fmt.Sprintf("not a report file (only blank lines in its first %d bytes)", n)
	}
	return fmt.Sprintf("not a report file (first line %q)", first)
}

// Options says how CheckFiles works.
type Options struct {
	// Jobs is how many files (or, for a single file, rounds) are checked
	// at once; 0 means one per CPU.
	Jobs int
	// Explain asks for the explanation of every differing round, from a
	// system that can give one (pairing.Explainer).
	Explain bool
	// System chooses the pairing system a valid file is checked under. Its
	// warnings join the file's; its error is told as the file's SystemErr.
	System func(*trf.File) (pairing.Choice, error)
	// Standings chooses how the final standings are checked (C.07): the
	// edition and a tie-break list in place of the file's; the zero value
	// takes both from the file.
	Standings standings.Options
	// Progress, when set, is called each time a file has been checked,
	// with the number of files checked so far (1, 2 ... total, in this
	// order) and the number of files; one call at a time.
	Progress func(done, total int)
}

// CheckFiles reads, validates and checks every file, up to o.Jobs at once.
// Results come in the order of paths, whatever the parallelism. A single
// file has its rounds checked in parallel instead.
func CheckFiles(paths []string, o Options) []*FileCheck {
	var mu sync.Mutex
	done := 0
	progress := func() {
		if o.Progress == nil {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		done++
		o.Progress(done, len(paths))
	}
	if len(paths) == 1 {
		c := checkFile(paths[0], o)
		progress()
		return []*FileCheck{c}
	}
	out := make([]*FileCheck, len(paths))
	one := o
	one.Jobs = 1
	parallel(len(paths), o.Jobs, func(i int) {
		out[i] = checkFile(paths[i], one)
		progress()
	})
	return out
}

// parallel calls f(0) ... f(n-1), up to jobs at once (0 means one per
// CPU), and returns when all have returned.
func parallel(n, jobs int, f func(i int)) {
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, jobs)
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			f(i)
		}()
	}
	wg.Wait()
}

// checkFile checks one file, its rounds up to o.Jobs at once.
func checkFile(path string, o Options) *FileCheck {
	c := &FileCheck{Path: path}
	f, errs := trf.ReadValidFile(path)
	if c.File = f; f != nil {
		c.Warnings = f.Warnings
	}
	if c.Errors = errs; len(errs) > 0 {
		return c
	}
	choice, err := o.System(f)
	c.Warnings = append(c.Warnings, choice.Warnings...)
	if c.SystemErr = err; err != nil {
		return c
	}
	c.System, c.SystemSource, c.SystemHow = choice.System, choice.Source, choice.How
	t, err := pairing.New(f)
	if err != nil {
		c.Errors = trf.ErrorList{{File: path, Msg: err.Error()}}
		return c
	}
	c.Warnings = append(c.Warnings, t.Warnings...)
	st, errs := checkStandings(t, o.Standings)
	if c.Errors = errs; len(errs) > 0 {
		return c
	}
	c.Standings = st
	c.Tournament = t
	c.Rounds = Check(t, c.System, o.Jobs)
	if o.Explain {
		c.explain()
	}
	return c
}

// explain explains every differing round, and every round with no valid
// pairing, when the system can; the failures are joined in c.Err.
func (c *FileCheck) explain() {
	if _, ok := c.System.(pairing.Explainer); !ok {
		return
	}
	c.Explained = map[int]pairing.Explanation{}
	var errs []error
	for _, r := range c.Rounds {
		if r.Consistent {
			continue
		}
		e, err := Explain(c.System, c.Tournament, r)
		if err != nil {
			errs = append(errs, fmt.Errorf("round %d: no explanation: %w", r.Round, err))
			continue
		}
		c.Explained[r.Round] = e
	}
	c.Err = errors.Join(errs...)
}

// ErrCannotExplain is returned by Explain for a system that cannot explain.
var ErrCannotExplain = errors.New("the system cannot explain a differing round")

// Explain asks the system why the recorded pairing of a round differs from
// its own, or, when it found no valid pairing, which recorded boards break
// its absolute criteria.
func Explain(sys pairing.System, t *pairing.Tournament, r RoundResult) (pairing.Explanation, error) {
	ex, ok := sys.(pairing.Explainer)
	if !ok {
		return pairing.Explanation{}, fmt.Errorf("%s: %w", sys.ID(), ErrCannotExplain)
	}
	noPairing := errors.Is(r.Err, pairing.ErrNoPairing)
	if r.Err != nil && !noPairing {
		return pairing.Explanation{}, r.Err
	}
	d := pairing.Difference{Round: r.Round, Engine: r.Engine, Recorded: r.Recorded, NoPairing: noPairing}
	return ex.Explain(t, d)
}

// checkStandings checks the final standings of a tournament (C.07); a
// tie-break list or rank column that cannot be read is the file's
// problems, each at its place.
func checkStandings(t *pairing.Tournament, opts standings.Options) (*standings.Result, trf.ErrorList) {
	st, err := standings.Check(t, opts)
	var list trf.ErrorList
	switch {
	case errors.As(err, &list):
		return nil, list
	case err != nil:
		return nil, trf.ErrorList{{File: t.File.Name, Msg: err.Error()}}
	}
	return &st, nil
}

// Validate reads a report file and checks it whole, as check does before
// pairing anything: the records (trf.ReadValidFile), the state the
// pairing systems are built on (pairing.New: acceleration, forbidden
// pairs) and the parts the standings are checked with (the tie-break list
// of 212/202 and the rank column), so that a file validate calls valid is
// never invalid for check. f is nil when the file cannot be read.
func Validate(path string) (*trf.File, trf.ErrorList) {
	f, errs := trf.ReadValidFile(path)
	if len(errs) > 0 {
		return f, errs
	}
	t, err := pairing.New(f)
	if err != nil {
		return f, trf.ErrorList{{File: path, Msg: err.Error()}}
	}
	f.Warnings = append(f.Warnings, t.Warnings...)
	_, errs = checkStandings(t, standings.Options{})
	return f, errs
}
