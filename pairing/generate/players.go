package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// titleOrder ranks the FIDE titles for the initial order, C.04.2.B.2.b:
// GM-IM-WGM-FM-WIM-CM-WFM-WCM-no title.
var titleOrder = []string{"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM", ""}

func titleRank(t string) int { return slices.Index(titleOrder, t) }

// titleChances lists, from the highest rating band down, the titles a
// player of the band may hold and their chances in percent (the rest has
// none). Women may also hold the women's titles of their band.
var titleChances = []struct {
	from        int
	open, women []string
	chances     []int // open titles, then women's titles
}{
	{2500, []string{"GM", "IM"}, []string{"WGM"}, []int{60, 25, 10}},
	{2400, []string{"GM", "IM", "FM"}, []string{"WGM", "WIM"}, []int{10, 40, 25, 10, 10}},
	{2300, []string{"IM", "FM", "CM"}, []string{"WIM", "WFM"}, []int{10, 40, 10, 15, 15}},
	{2200, []string{"FM", "CM"}, []string{"WFM", "WCM"}, []int{15, 25, 15, 15}},
	{2000, []string{"CM"}, []string{"WCM"}, []int{5, 15}},
}

// drawTitle draws a title for a player of the rating and sex.
func drawTitle(rng *rand.Rand, rating int, woman bool) string {
	for _, band := range titleChances {
		if rating < band.from {
			continue
		}
		u := rng.IntN(100)
		titles := band.open
		if woman {
			titles = append(slices.Clip(titles), band.women...)
		}
		for i, t := range titles {
			if u < band.chances[i] {
				return t
			}
			u -= band.chances[i]
		}
		return ""
	}
	return ""
}

var surnames = []string{
	"Abbasov", "Adams", "Almeida", "Andersen", "Aronian", "Bachmann", "Bauer", "Becker",
	"Berg", "Bianchi", "Bogdan", "Brandt", "Castro", "Costa", "Dahl", "Dubois",
	"Eriksen", "Fischer", "Fernandez", "Garcia", "Gelfand", "Gonzalez", "Hansen", "Horvath",
	"Ivanov", "Jansen", "Jovanovic", "Kaplan", "Keller", "Kovacs", "Kowalski", "Kuznetsov",
	"Lambert", "Larsen", "Lee", "Lopez", "Marino", "Martin", "Meyer", "Moreau",
	"Nagy", "Nielsen", "Novak", "Olsen", "Orlov", "Papadopoulos", "Petrov", "Popescu",
	"Rossi", "Rubio", "Santos", "Schmidt", "Schneider", "Silva", "Smirnov", "Sokolov",
	"Svensson", "Szabo", "Tanaka", "Novotny", "Varga", "Vasquez", "Volkov", "Wagner",
	"Weber", "Wojcik", "Yilmaz", "Zhang", "Zielinski", "Zimmermann",
}

var menNames = []string{
	"Adam", "Alexander", "Andrei", "Anton", "Bruno", "Carlos", "Daniel", "David",
	"Erik", "Felix", "Georg", "Hans", "Igor", "Ivan", "Jan", "Jonas",
	"Karl", "Lars", "Leon", "Luca", "Marco", "Martin", "Mikhail", "Nikolai",
	"Oliver", "Pablo", "Paul", "Peter", "Rafael", "Sergei", "Stefan", "Tomas",
}

var womenNames = []string{
	"Alina", "Anna", "Beatriz", "Clara", "Daria", "Elena", "Eva", "Hanna",
	"Ingrid", "Irina", "Julia", "Katarina", "Laura", "Lena", "Maria", "Marta",
	"Natalia", "Olga", "Paula", "Sara", "Sofia", "Tatiana", "Valentina", "Zofia",
}

var federations = []string{
	"ARM", "AUT", "AZE", "BRA", "CHN", "CRO", "CZE", "DEN", "ENG", "ESP",
	"FRA", "GER", "GRE", "HUN", "IND", "ITA", "NED", "NOR", "POL", "ROU",
	"RUS", "SRB", "SUI", "SWE", "TUR", "UKR", "USA",
}

// drawName draws a name not yet used: "Surname, Firstname", with a middle
// initial when the plain names run out.
func drawName(rng *rand.Rand, woman bool, used map[string]bool) string {
	first := menNames
	if woman {
		first = womenNames
	}
	for try := 0; ; try++ {
		name := surnames[rng.IntN(len(surnames))] + ", " + first[rng.IntN(len(first))]
		if try >= 10 {
			name += fmt.Sprintf(" %c.", 'A'+rng.IntN(26))
			if try >= 40 {
				name += fmt.Sprintf("%c.", 'A'+rng.IntN(26))
			}
		}
		if !used[name] {
			used[name] = true
			return name
		}
	}
}

// newPlayers draws n players and gives them their pairing numbers in the
// initial order of C.04.2.B.2: rating, then title, then name.
func (g *generator) newPlayers(n int) {
	used := map[string]bool{} // names already drawn; only looked up
	unrated := toPPM(g.cfg.Unrated)
	for range n {
		woman := g.rng.IntN(100) < 15
		p := &trf.Player{Sex: 'm', Federation: federations[g.rng.IntN(len(federations))]}
		if woman {
			p.Sex = 'w'
		}
		if !chance(g.rng, unrated) {
			p.Rating = g.cfg.LowestRating + g.rng.IntN(g.cfg.HighestRating-g.cfg.LowestRating+1)
			p.FIDEID = fmt.Sprint(100000 + g.rng.IntN(99_900_000))
		}
		p.Title = drawTitle(g.rng, p.Rating, woman)
		p.Name = drawName(g.rng, woman, used)
		p.BirthDate = fmt.Sprintf("%04d/%02d/%02d", 1950+g.rng.IntN(66), 1+g.rng.IntN(12), 1+g.rng.IntN(28))
		g.f.Players = append(g.f.Players, p)
	}
	// C.04.2.B.2-3: rating, FIDE title, alphabetically; the first is #1.
	slices.SortFunc(g.f.Players, func(a, b *trf.Player) int {
		if a.Rating != b.Rating {
			return b.Rating - a.Rating
		}
		if ta, tb := titleRank(a.Title), titleRank(b.Title); ta != tb {
			return ta - tb
		}
		return strings.Compare(a.Name, b.Name)
	})
	for i, p := range g.f.Players {
		p.ID = i + 1
	}
}
