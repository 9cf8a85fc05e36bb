package burstein

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

func TestDebugRound(t *testing.T) {
	file := os.Getenv("BDBG_FILE")
	if file == "" {
		t.Skip()
	}
	r, _ := strconv.Atoi(os.Getenv("BDBG_ROUND"))
	tf, err := trf.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	tour, err := pairing.New(tf)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := tour.Before(r)
	if err != nil {
		t.Fatal(err)
	}
	s := NewState(ps)
	for _, p := range s.Ordered() {
		fmt.Printf("%3d grp=%3d sb=%5d bh=%4d med=%4d due=%s must=%s barred=%v adj=%d\n", p.ID, p.Group, p.SB, p.Buchholz, p.Median, p.Due, p.Must, p.Barred, p.Adjusted)
	}
	st, err := s.Steps()
	if err != nil {
		t.Fatal(err)
	}
	if st.Bye != nil {
		fmt.Println("bye", st.Bye.ID)
	}
	for _, b := range st.Brackets {
		fmt.Print("bracket:")
		for _, p := range b.Residents {
			fmt.Print(" ", p.ID)
		}
		if b.In != nil {
			fmt.Print(" in=", b.In.ID)
		}
		fmt.Print(" pairs:")
		for _, p := range b.Pairs {
			fmt.Printf(" %d-%d", p[0].ID, p[1].ID)
		}
		if b.Out != nil {
			fmt.Print(" out=", b.Out.ID)
		}
		fmt.Println()
	}
}
