package checker

import (
	"io"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/trf"
)

// FileReport is the machine-readable check of one file.
type FileReport struct {
	File   string `json:"file"`
	Status Status `json:"status"`           // consistent, differs, invalid or not-checked
	System string `json:"system,omitempty"` // the pairing system it was checked under: "dutch-2017"
	// SystemSource is how the system was chosen: "option", "192", "092",
	// "date" or "today" (pairing.Choice); SystemHow says it in words.
	SystemSource string `json:"system_source,omitempty"`
	SystemHow    string `json:"system_how,omitempty"`
	// Players and RoundCount are given for a valid file (checked or not),
	// DifferingRoundCount for a checked one.
	Players             *int `json:"players,omitempty"`
	RoundCount          *int `json:"round_count,omitempty"`
	DifferingRoundCount *int `json:"differing_round_count,omitempty"`
	Consistent          bool `json:"consistent"`
	// Error is the first problem of an invalid file ("file:line:col:
	// msg"), or why the file was not checked; Reason says the latter in a
	// few words ("no rules for 2012-05-01").
	Error  string `json:"error,omitempty"`
	Reason string `json:"reason,omitempty"`
	// Errors are every problem of an invalid file, Warnings every warning
	// of any file; both are [] when there are none.
	Errors   []ProblemReport `json:"errors"`
	Warnings []ProblemReport `json:"warnings"`
	// FirstDifference is the first differing round and the rule that
	// decides it.
	FirstDifference *DifferenceReport `json:"first_difference,omitempty"`
	// Rounds are left out (nil) of a summary-only report.
	Rounds []RoundReport `json:"rounds,omitzero"`
	// Standings is the check of the recorded final ranks against the
	// tie-break list (C.07), for a checked file: "checked" false with
	// the reason when the file gives no list or no ranks.
	Standings *standings.Result `json:"standings,omitempty"`
}

// ProblemReport is a problem or a warning: its line and column (0 when it
// concerns the whole file or no one column) and what was expected and
// found, as validate prints it after "file:line:col: ".
type ProblemReport struct {
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Message string `json:"message"`
}

// DifferenceReport is the first differing round and its rule ("" when the
// system gives no explanation).
type DifferenceReport struct {
	Round int    `json:"round"`
	Rule  string `json:"rule,omitempty"`
}

// BatchReport is the machine-readable check of a batch: a report per
// file, in the order of the files, and the summary.
type BatchReport struct {
	Files   []FileReport `json:"files"`
	Summary Summary      `json:"summary"`
}

// NewBatchReport reports every check; summaryOnly leaves out the rounds of
// each file.
func NewBatchReport(checks []*FileCheck, summaryOnly bool) BatchReport {
	b := BatchReport{Files: make([]FileReport, len(checks)), Summary: Summarize(checks)}
	for i, c := range checks {
		b.Files[i] = Report(c)
		if summaryOnly {
			b.Files[i].Rounds = nil
		}
	}
	return b
}

// RoundReport is the machine-readable check of one round. Engine and
// Recorded are given for a differing round only.
type RoundReport struct {
	Round       int                  `json:"round"`
	Consistent  bool                 `json:"consistent"`
	Note        string               `json:"note,omitempty"`  // a round not played yet: trf.RoundState's words
	Error       string               `json:"error,omitempty"` // no valid pairing exists
	Engine      *PairingReport       `json:"engine,omitempty"`
	Recorded    *PairingReport       `json:"recorded,omitempty"`
	Explanation *pairing.Explanation `json:"explanation,omitempty"` // the rule that decides a differing round
}

// PairingReport is a round's pairing: boards in board order and the bye.
type PairingReport struct {
	Boards []BoardReport `json:"boards"`
	Bye    int           `json:"bye,omitempty"`
}

// BoardReport is one board by starting ranks. A recorded board without
// colours (a forfeit "- +" or "- -") is marked Colourless and gives the
// lower starting rank as White; it is compared by its players only.
type BoardReport struct {
	White      int  `json:"white"`
	Black      int  `json:"black"`
	Colourless bool `json:"colourless,omitempty"`
}

// Report turns a file's check into its machine-readable report.
func Report(c *FileCheck) FileReport {
	fr := FileReport{File: c.Path, Status: c.Status(), Consistent: c.Consistent(), Rounds: []RoundReport{},
		Errors: problems(c.Errors), Warnings: problems(c.Warnings)}
	if c.System != nil {
		fr.System, fr.SystemSource, fr.SystemHow = c.System.ID(), c.SystemSource, c.SystemHow
	}
	if players, rounds, ok := c.Size(); ok {
		fr.Players, fr.RoundCount = &players, &rounds
	}
	if c.SystemErr != nil {
		fr.Error, fr.Reason = c.SystemErr.Error(), c.NotCheckedReason()
		return fr
	}
	if c.Tournament == nil {
		fr.Error = "invalid report file"
		if len(c.Errors) > 0 {
			fr.Error = c.Errors[0].Error()
		}
		return fr
	}
	fr.Standings = c.Standings
	differing := c.Differing()
	fr.DifferingRoundCount = &differing
	if r := c.FirstDifference(); r > 0 {
		fr.FirstDifference = &DifferenceReport{Round: r, Rule: c.Explained[r].Rule.String()}
	}
	for _, r := range c.Rounds {
		fr.Rounds = append(fr.Rounds, roundReport(c, r))
	}
	return fr
}

func roundReport(c *FileCheck, r RoundResult) RoundReport {
	rr := RoundReport{Round: r.Round, Consistent: r.Consistent, Note: r.State.String()}
	if r.Err != nil {
		rr.Error = r.Err.Error()
	}
	if !r.Consistent {
		if r.Err == nil {
			rr.Engine = pairingReport(r.Engine, nil)
		}
		rr.Recorded = pairingReport(r.Recorded, r.Recorded.Colourless)
		if e, ok := c.Explained[r.Round]; ok {
			rr.Explanation = &e
		}
	}
	return rr
}

// problems lists problems or warnings without the file's name.
func problems(errs trf.ErrorList) []ProblemReport {
	out := make([]ProblemReport, len(errs))
	for i, e := range errs {
		out[i] = ProblemReport{Line: e.Line, Col: e.Col, Message: e.Msg}
	}
	return out
}

func pairingReport(r pairing.Round, free pairing.PairSet) *PairingReport {
	p := &PairingReport{Boards: []BoardReport{}, Bye: r.Bye}
	for _, b := range r.Boards {
		if u := b.Pair(); free[u] {
			p.Boards = append(p.Boards, BoardReport{u[0], u[1], true})
			continue
		}
		p.Boards = append(p.Boards, BoardReport{White: b.White, Black: b.Black})
	}
	return p
}

// WriteJSON writes the report of a batch as one JSON object.
func WriteJSON(w io.Writer, b BatchReport) error {
	if b.Files == nil {
		b.Files = []FileReport{}
	}
	return writeJSON(w, b)
}
