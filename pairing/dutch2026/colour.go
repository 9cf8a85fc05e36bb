package dutch2026

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// colourArticles are the articles of C.04.3 (2026) 5.2 that word the
// colour rules of 2017 E.1-E.5 (shared docs, dutch2026.md §2: "same
// logic; E.5 pairing number → TPN"). Only 5.2.5 is available verbatim
// here; 5.2.1-5.2.4 are known by paraphrase (dutch2026-text.md §1.6):
//
//	5.2.1 grant both colour preferences                      (2017 E.1)
//	5.2.2 grant the stronger preference; of two absolute
//	      ones, the wider colour difference                  (2017 E.2)
//	5.2.3 alternate to the most recent round in which one
//	      had White and the other Black (C.04.2 (2026) 3.4)  (2017 E.3)
//	5.2.4 grant the higher ranked player's preference        (2017 E.4)
//	5.2.5 "If the higher ranked player has an odd TPN (see
//	      Article 1.1), give them the initial-colour;
//	      otherwise, give them the opposite colour."          (2017 E.5)
var colourArticles = map[dutch.ColourRule]string{
	dutch.E1: "5.2.1",
	dutch.E2: "5.2.2",
	dutch.E3: "5.2.3",
	dutch.E4: "5.2.4",
	dutch.E5: "5.2.5",
}

// ColourArticle is the 2026 article of a colour rule: "5.2.3" for dutch.E3;
// empty for a value that is not a colour rule.
func ColourArticle(r dutch.ColourRule) string { return colourArticles[r] }

// ColourRef is the colour rule as a reference to the 2026 text, printed
// "5.2.3"; its Article is empty for a value that is not a colour rule.
func ColourRef(r dutch.ColourRule) pairing.Ref { return rule(ColourArticle(r)) }
