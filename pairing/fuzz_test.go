package pairing

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// FuzzTournament reads any bytes as a report and, when the file is valid,
// builds the state before every round as check does. Properties: a valid
// file makes a Tournament; its next round is the one after the last
// paired, or a later one after rounds without games, or the last paired
// itself when it is not played yet; every round from 1 to the next can be
// stated, with every player of the file, each once; the recorded
// pairing of each round names players of the file, each at most once,
// with the scores of the state adding up to the points of the results; the
// rounds outside that range are refused with an error.
func FuzzTournament(f *testing.F) {
	var files []string
	for _, pattern := range []string{"../fixtures/*.trf", "../fixtures/reference/*.trf", "../fixtures/real/*.trf", "../trf/testdata/*.trf", "../cmd/swisscheck/testdata/inputs/*.trf"} {
		m, _ := filepath.Glob(pattern)
		files = append(files, m...)
	}
	if len(files) < 4 {
		f.Fatalf("seed files: %v", files)
	}
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := trf.Read("fuzz", bytes.NewReader(data))
		if err != nil || file.Validate() != nil {
			return
		}
		tour, err := New(file)
		if err != nil {
			t.Fatalf("New of a valid file: %v", err)
		}
		if tour.Rounds > file.Rounds() || tour.TotalRounds < tour.Rounds {
			t.Fatalf("rounds %d of %d, total %d", tour.Rounds, file.Rounds(), tour.TotalRounds)
		}
		if tour.Unplayed() && tour.Next != tour.Rounds || !tour.Unplayed() && (tour.Next <= tour.Rounds || tour.Next > file.Rounds()+1) {
			t.Fatalf("next round %d after %d paired of %d, unplayed %v", tour.Next, tour.Rounds, file.Rounds(), tour.Unplayed())
		}
		for _, r := range []int{0, tour.Next + 1} {
			if _, err := tour.Before(r); err == nil {
				t.Fatalf("Before(%d) of %d rounds, next %d: no error", r, tour.Rounds, tour.Next)
			}
		}
		for r := 1; r <= tour.Next; r++ {
			s, err := tour.Before(r)
			if err != nil {
				t.Fatalf("Before(%d): %v", r, err)
			}
			checkState(t, file, s)
			if r <= tour.Rounds {
				checkRecorded(t, tour, s, r)
			}
		}
	})
}

// checkState: every player of the file once, with the score of the
// results before the round.
func checkState(t *testing.T, file *trf.File, s *State) {
	t.Helper()
	if len(s.Players) != len(file.Players) {
		t.Fatalf("round %d: %d players of %d", s.Round, len(s.Players), len(file.Players))
	}
	for _, fp := range file.Players {
		p := s.Player(fp.ID)
		if p == nil {
			t.Fatalf("round %d: player %d missing", s.Round, fp.ID)
		}
		if want := file.Score(fp, s.Round-1); p.Score != want {
			t.Fatalf("round %d: player %d scores %v, the results %v", s.Round, fp.ID, p.Score, want)
		}
	}
}

// checkRecorded: the recorded pairing of round r pairs players of the
// file, each once.
func checkRecorded(t *testing.T, tour *Tournament, s *State, r int) {
	t.Helper()
	rec, err := tour.Recorded(r)
	if err != nil {
		t.Fatalf("Recorded(%d): %v", r, err)
	}
	seen := map[int]bool{}
	ids := []int{}
	for _, b := range rec.Boards {
		ids = append(ids, b.White, b.Black)
	}
	if rec.Bye != 0 {
		ids = append(ids, rec.Bye)
	}
	for _, id := range ids {
		if s.Player(id) == nil || seen[id] {
			t.Fatalf("round %d: recorded pairing %+v names player %d twice or not in the file", r, rec, id)
		}
		seen[id] = true
	}
}
