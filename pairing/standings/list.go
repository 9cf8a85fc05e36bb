package standings

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// mods are a tie-break's modifiers (C.07 14; MTB26 spelling).
type mods struct {
	low, high int  // least and most significant values cut: /Cn cuts n low, /Mn n low and n high
	reverse   bool // /R: the reverse order (TPN 7.8, RTNG 10.6)
	forfeits  bool // /P: forfeits count as games against the scheduled opponent
	fore      bool // /F: AOB over the opponents' Fore Buchholz (8.2)
	limit     int  // /L±n: the Koya limit moved by n half points (14.5)
}

// tiebreak is one entry of the list, understood.
type tiebreak struct {
	code      string // canonical MTB26 spelling: "BH/C1"
	name      string // the acronym computed: AROC is ARO, GE is REP, BH/F is FB
	m         mods
	line, col int
}

// spec says which modifiers a tie-break takes.
type spec struct {
	article string // "8.1"
	cut     bool   // /Cn, /Mn: a sum of values (14; Cut-1 column of Art. 5)
	p, r, f bool   // /P, /R, /F
	limit   bool   // /L (14.5)
}

// specs lists the individual tie-breaks of C.07 (2026) Art. 5 and PTS.
var specs = map[string]spec{
	"PTS":  {article: "4.2"},
	"DE":   {article: "6", p: true},
	"WIN":  {article: "7.1"},
	"WON":  {article: "7.2"},
	"BPG":  {article: "7.3"},
	"BWG":  {article: "7.4"},
	"PS":   {article: "7.5", cut: true},
	"REP":  {article: "7.6"},
	"STD":  {article: "7.7"},
	"TPN":  {article: "7.8", r: true},
	"BH":   {article: "8.1", cut: true, p: true},
	"AOB":  {article: "8.2", p: true, f: true},
	"FB":   {article: "8.3", cut: true, p: true},
	"SB":   {article: "9.1", cut: true, p: true},
	"KS":   {article: "9.2", p: true, limit: true},
	"ARO":  {article: "10.1", cut: true},
	"TPR":  {article: "10.2"},
	"PTP":  {article: "10.3"},
	"APRO": {article: "10.4"},
	"APPO": {article: "10.5"},
	"RTNG": {article: "10.6", r: true},
}

// aliases are older or other names of the same tie-breaks: GE is the
// 2023 name of REP; AROC the pre-2023 ARO Cut (AM 2019 13.3.2).
var aliases = map[string]string{"GE": "REP", "AROC": "ARO"}

// team are the team tie-breaks of MTB26 (C.07 11-13).
var team = map[string]bool{"BC": true, "TBR": true, "BBE": true, "MPVGP": true, "EMMSB": true,
	"EMGSB": true, "EGMSB": true, "EGGSB": true, "EDE": true, "EDEBT": true, "EDEBB": true,
	"EDET": true, "EDEB": true, "SSSC": true, "MPTS": true, "GPTS": true}

// errSelfDefined marks a list with an OTHER_ tie-break (C.07 4.1): its
// rules are the tournament's, not in the file.
type errSelfDefined struct{ code string }

func (e errSelfDefined) Error() string {
	return e.code + " is a self-defined tie-break (C.07 4.1): its rules are the tournament's, not in the file"
}

// understand reads the list's descriptors: each must be an individual
// tie-break of C.07 with modifiers that apply to it, not two that
// contradict each other. PTS is dropped (the points always rank first).
func understand(file string, items []trf.Tiebreak) ([]tiebreak, trf.ErrorList, error) {
	var out []tiebreak
	var errs trf.ErrorList
	for _, it := range items {
		if strings.HasPrefix(it.Acronym, "OTHER_") {
			return nil, nil, errSelfDefined{it.Text}
		}
		tb, msg := understandOne(it)
		if msg != "" {
			errs.Add(file, it.Line, it.Col, "%s", msg)
			continue
		}
		if tb.name != "PTS" {
			out = append(out, tb)
		}
	}
	return out, errs, nil
}

// understandOne reads one descriptor; msg says what is wrong with it.
func understandOne(it trf.Tiebreak) (tb tiebreak, msg string) {
	name := it.Acronym
	if a, ok := aliases[name]; ok {
		name = a
	}
	sp, ok := specs[name]
	switch {
	case team[name]:
		return tb, fmt.Sprintf("tie-break %s: expected an individual tie-break, found a team tie-break (C.07 11-13)", it.Text)
	case !ok:
		return tb, fmt.Sprintf("tie-break %s: expected a tie-break of C.07 Art. 5 (PTS DE WIN WON BPG BWG PS REP STD TPN BH AOB FB SB KS ARO TPR PTP APRO APPO RTNG, or OTHER_...), found %s", it.Text, it.Acronym)
	case it.Score != "":
		return tb, fmt.Sprintf("tie-break %s: expected no team score (:%s is for teams, C.07 13), found one", it.Text, it.Score)
	}
	tb = tiebreak{code: it.Code(), name: name, line: it.Line, col: it.Col}
	for _, m := range it.Modifiers {
		if msg := tb.modify(sp, m); msg != "" {
			return tb, fmt.Sprintf("tie-break %s: %s", it.Text, msg)
		}
	}
	if it.Acronym == "AROC" && tb.m.low == 0 {
		tb.m.low = 1
	}
	if name == "BH" && tb.m.fore {
		tb.name, tb.m.fore = "FB", false
	}
	return tb, ""
}

// modify applies one modifier; the message says why it cannot.
func (tb *tiebreak) modify(sp spec, m string) string {
	once := func(set *bool, what string) string {
		if *set {
			return "expected " + what + " once, found it twice"
		}
		*set = true
		return ""
	}
	switch {
	case m == "P" && sp.p:
		return once(&tb.m.forfeits, "/P")
	case m == "R" && sp.r:
		return once(&tb.m.reverse, "/R")
	case m == "F" && (sp.f || tb.name == "BH"):
		return once(&tb.m.fore, "/F")
	case (m[0] == 'C' || m[0] == 'M') && sp.cut:
		n, err := strconv.Atoi(m[1:])
		if err != nil || n < 1 || n > 99 {
			return fmt.Sprintf("expected a cut or median of 1-99 values (C1, M2 ...), found /%s", m)
		}
		if tb.m.low > 0 {
			return fmt.Sprintf("expected one cut or median modifier (C.07 14), found /%s after another", m)
		}
		tb.m.low = n
		if m[0] == 'M' {
			tb.m.high = n
		}
		return ""
	case m[0] == 'L' && sp.limit:
		n, err := strconv.Atoi(strings.TrimPrefix(m[1:], "+"))
		if err != nil || n < -99 || n > 99 {
			return fmt.Sprintf("expected a Koya limit in half points (L1, L+1, L-1 ...), found /%s", m)
		}
		tb.m.limit = n
		return ""
	}
	return fmt.Sprintf("expected modifiers that apply to %s (C.07 14, MTB26), found /%s", tb.name, m)
}

// ValidList reports whether a tie-break list given outside a file (as
// Options.Tiebreaks writes it) can be applied: every code a tie-break of
// C.07 Art. 5 with modifiers it takes, PTS only first. The error lists
// each problem at its column of the list.
func ValidList(list string) error {
	var st Standings
	_, err := st.list(&trf.File{}, list)
	var self errSelfDefined
	if errors.As(err, &self) {
		return nil // applied by no one, but a list: the check says it is not checked
	}
	return err
}
