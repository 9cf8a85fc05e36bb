package checker

import (
	"io"

	"github.com/swisscheck/swisscheck/pairing"
)

// FileReport is the machine-readable check of one file.
type FileReport struct {
	File   string `json:"file"`
	System string `json:"system,omitempty"` // the pairing system it was checked under: "dutch-2017"
	// SystemSource is how the system was chosen: "option", "192", "092",
	// "date" or "today" (pairing.Choice); SystemHow says it in words.
	SystemSource string        `json:"system_source,omitempty"`
	SystemHow    string        `json:"system_how,omitempty"`
	Consistent   bool          `json:"consistent"`
	Error        string        `json:"error,omitempty"` // the file is invalid
	Rounds       []RoundReport `json:"rounds"`
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
	fr := FileReport{File: c.Path, Consistent: c.Consistent(), Rounds: []RoundReport{}}
	if c.System != nil {
		fr.System, fr.SystemSource, fr.SystemHow = c.System.ID(), c.SystemSource, c.SystemHow
	}
	if c.SystemErr != nil {
		fr.Error = c.SystemErr.Error()
		return fr
	}
	if c.Tournament == nil {
		fr.Error = "invalid report file"
		if len(c.Errors) > 0 {
			fr.Error = c.Errors[0].Error()
		}
		return fr
	}
	for _, r := range c.Rounds {
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
		fr.Rounds = append(fr.Rounds, rr)
	}
	return fr
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

// WriteJSON writes the reports as one JSON array.
func WriteJSON(w io.Writer, reports []FileReport) error {
	if reports == nil {
		reports = []FileReport{}
	}
	return writeJSON(w, reports)
}
