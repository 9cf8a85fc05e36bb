package generate

import "strings"

// tiebreakLists are the lists a tournament draws one of when the
// configuration names none (tiebreaks=random): realistic lists of
// individual Swiss events, as regulations and pairing programs write them
// (C.07 2026 Art. 5 codes, MTB26 spelling).
var tiebreakLists = []string{
	"BH/C1,BH,SB,DE",
	"BH/C1,BH,DE,ARO/C1,WIN,BPG",
	"SB,BH/C1,DE,WIN",
	"DE,STD,BH,RTNG",
	"BH/M1,BH,SB,PS",
	"BH/C1,BH,SB,WIN",
	"DE,WIN,BPG,BH/C1,BH",
	"BH/C2,BH/C1,BH,SB",
	"ARO/C1,BH/C1,BH,SB",
	"BH/C1,BH,AOB,DE",
	"BH/C1,BH,WIN,BPG",
	"FB/C1,BH/C1,BH,SB",
}

// tiebreaks is the list the tournament writes in 212 after PTS: the
// configured one, none ("" for tiebreaks=none), or one drawn from
// tiebreakLists. The draw comes after the rounds, so the list does not
// change the tournament; it leaves out the lists with a rating tie-break
// when a player is unrated (C.07 10: they are dropped then), and with STD,
// TPN or RTNG when the event starts before 1 March 2026, the first day of
// the C.07 text that has them.
func (g *generator) tiebreaks(start string, unrated bool) string {
	switch g.cfg.Tiebreaks {
	case "none":
		return ""
	case "":
	default:
		return g.cfg.Tiebreaks
	}
	var pool []string
	for _, l := range tiebreakLists {
		if unrated && hasAny(l, "ARO", "TPR", "PTP", "APRO", "APPO", "RTNG") ||
			start < "2026/03/01" && hasAny(l, "STD", "TPN", "RTNG") {
			continue
		}
		pool = append(pool, l)
	}
	return pool[g.rng.IntN(len(pool))]
}

// hasAny reports whether a list has a tie-break of one of the acronyms.
func hasAny(list string, acronyms ...string) bool {
	for code := range strings.SplitSeq(list, ",") {
		name, _, _ := strings.Cut(code, "/")
		for _, a := range acronyms {
			if name == a {
				return true
			}
		}
	}
	return false
}
