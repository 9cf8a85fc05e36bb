package keep

import "testing"

// TestKept checks that Take gives the smallest value that fits and that
// Put keeps the largest max values, whatever the order of the puts.
func TestKept(t *testing.T) {
	k := New(2, func(n int) int { return n })
	for _, n := range []int{30, 40, 10} { // 10 is smaller than both kept: dropped
		k.Put(n)
	}
	if k.Len() != 2 {
		t.Fatalf("%d kept, want 2", k.Len())
	}
	k.Put(35) // replaces 30
	for _, c := range []struct {
		need int
		want int
		ok   bool
	}{
		{20, 35, true}, // the smallest that fits
		{50, 0, false}, // none fits
		{36, 40, true},
		{1, 0, false}, // empty
	} {
		got, ok := k.Take(func(n int) bool { return n >= c.need })
		if got != c.want || ok != c.ok {
			t.Errorf("Take(>= %d) = %d, %v; want %d, %v", c.need, got, ok, c.want, c.ok)
		}
	}
	k.Put(5)
	k.Clear()
	if k.Len() != 0 {
		t.Errorf("%d kept after Clear", k.Len())
	}
}
