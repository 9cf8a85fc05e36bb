package checker

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// TestProblemLabel: a problem in a few words, from the field its message
// names, as the summary table gives it.
func TestProblemLabel(t *testing.T) {
	for _, tt := range []struct {
		e    trf.Error
		want string
	}{
		{trf.Error{Line: 13, Col: 81, Msg: "points: expected 4.0 from the results under the file's point system, found 5.0"}, "line 13, points"},
		{trf.Error{Line: 2, Col: 97, Msg: "round 1 colour: expected w, the opposite of player 7's, found b"}, "line 2, round 1 colour"},
		{trf.Error{Line: 5, Col: 1, Msg: "192: expected one ETT26 code, found two"}, "line 5, record 192"},
		{trf.Error{Line: 3, Col: 1, Msg: `013: expected an individual tournament, found a team competition (in round 1 the players of "Rooks" play only players of "Knights"): team competitions are not supported`}, "line 3, record 013"},
		{trf.Error{Line: 4, Col: 5, Msg: "250 game points: expected points such as 1.0, found \"x\""}, "line 4, 250 game points"},
		{trf.Error{Msg: "file: expected at least one player record (001), found none: the report is empty"}, "expected at least one player record (001)"},
		{trf.Error{Msg: "open no-such-file.trf: no such file or directory"}, "no such file or directory"},
		{trf.Error{Msg: "t.trf:5: start rank 3 used twice"}, "start rank 3 used twice"},
	} {
		if got := problemLabel(&tt.e); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.e.Msg, got, tt.want)
		}
	}
}

// short is an error that says itself in a few words, as the systems'
// UnavailableError does.
type short struct{ error }

func (short) Short() string { return "dubov not available" }

// TestStatus: each file's status, its short form for the summary table,
// and the counts of a batch.
func TestStatus(t *testing.T) {
	checks := CheckFiles([]string{"../fixtures/real/colourless-forfeit.trf", "../fixtures/real/repeated-games.trf"}, DutchOptions(true))
	bad := trf.ErrorList{{Line: 13, Col: 81, Msg: "points: expected 4.0, found 5.0"}, {Line: 14, Col: 81, Msg: "points: expected 1.0, found 2.0"}}
	checks = append(checks,
		&FileCheck{Path: "invalid.trf", Errors: bad},
		&FileCheck{Path: "dubov.trf", SystemErr: fmt.Errorf("t.trf:16: record 192: %w", short{errors.New("system not available: dubov")})},
		&FileCheck{Path: "other.trf", SystemErr: errors.New("system not available")},
	)
	want := []struct {
		status Status
		short  string
	}{
		{StatusConsistent, "consistent"},
		{StatusDiffers, "differs"},
		{StatusInvalid, "invalid: line 13, points and 1 more"},
		{StatusNotChecked, "not checked: dubov not available"},
		{StatusNotChecked, "not checked: system not available"},
	}
	for i, c := range checks {
		if c.Status() != want[i].status || c.shortStatus() != want[i].short {
			t.Errorf("%s: %s, %q; want %s, %q", c.Path, c.Status(), c.shortStatus(), want[i].status, want[i].short)
		}
	}
	got := Summarize(checks)
	if w := (Summary{Files: 5, Consistent: 1, Differs: 1, Invalid: 1, NotChecked: 2, RoundsChecked: 4, RoundsDiffering: 2}); got != w {
		t.Errorf("summary %+v, want %+v", got, w)
	}
	if s := totals(got); s != "5 files: 1 consistent, 1 differing, 1 invalid, 2 not checked (system not available); 4 rounds checked, 2 differ" {
		t.Errorf("totals %q", s)
	}
	if s := totals(Summary{Files: 1, Differs: 1, RoundsChecked: 1, RoundsDiffering: 1}); s != "1 file: 0 consistent, 1 differing, 0 invalid; 1 round checked, 1 differs" {
		t.Errorf("totals %q", s)
	}
}

// TestProgress: Progress is told of every file once, counting up, at any
// number of jobs, and of a single file too.
func TestProgress(t *testing.T) {
	paths, err := filepath.Glob("../fixtures/reference/n0*.trf")
	if err != nil || len(paths) < 3 {
		t.Fatalf("%v %v", paths, err)
	}
	for _, n := range []int{1, len(paths)} {
		for _, jobs := range []int{1, 4} {
			var done []int
			o := DutchOptions(false)
			o.Jobs = jobs
			o.Progress = func(d, total int) {
				if total != n {
					t.Errorf("total %d, want %d", total, n)
				}
				done = append(done, d)
			}
			CheckFiles(paths[:n], o)
			want := make([]int, n)
			for i := range want {
				want[i] = i + 1
			}
			if !slices.Equal(done, want) {
				t.Errorf("%d files, %d jobs: progress %v", n, jobs, done)
			}
		}
	}
}
