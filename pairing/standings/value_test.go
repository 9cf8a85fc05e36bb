package standings

import "testing"

func TestValueString(t *testing.T) {
	tests := []struct {
		v        value
		decimals int
		want     string
	}{
		{points(205), 1, "20.5"},
		{points(200), 1, "20.0"},
		{hundredths(3125), 2, "31.25"},
		{hundredths(3125), 1, "31.25"},
		{ratio(28, 3), 2, "~9.3333"},
		{ratio(69, 8), 2, "8.625"},
		{whole(1733), 0, "1733"},
		{value{-5, 10}, 1, "-0.5"},
		{value{7, 2}, 1, "3.5"},
	}
	for _, tt := range tests {
		if got := tt.v.String(tt.decimals); got != tt.want {
			t.Errorf("%v.String(%d) = %q, want %q", tt.v, tt.decimals, got, tt.want)
		}
	}
	if ratio(1, 3).cmp(ratio(2, 6)) != 0 || ratio(1, 3).cmp(points(3)) <= 0 {
		t.Error("cmp")
	}
}

func TestRoundHalfUp(t *testing.T) {
	for _, tt := range []struct{ n, d, want int64 }{
		{5200, 3, 1733}, {3467, 2, 1734}, {3465, 2, 1733}, {-3, 2, -1}, {-5, 2, -2}, {7, 0, 0},
	} {
		if got := roundHalfUp(tt.n, tt.d); got != tt.want {
			t.Errorf("roundHalfUp(%d, %d) = %d, want %d", tt.n, tt.d, got, tt.want)
		}
	}
}

// TestTables: spot checks of B.02 8.1a and 8.1b as the Arbiters' Manual
// prints them.
func TestTables(t *testing.T) {
	for _, tt := range []struct{ p, dp int64 }{{100, 800}, {99, 677}, {67, 125}, {50, 0}, {33, -125}, {1, -677}, {0, -800}} {
		if got := dp(tt.p); got != tt.dp {
			t.Errorf("dp(%d) = %d, want %d", tt.p, got, tt.dp)
		}
	}
	for _, tt := range []struct{ d, pd int64 }{{0, 50}, {3, 50}, {4, 51}, {92, 63}, {735, 99}, {736, 100}, {2000, 100}, {-4, 49}, {-736, 0}} {
		if got := pd(tt.d); got != tt.pd {
			t.Errorf("pd(%d) = %d, want %d", tt.d, got, tt.pd)
		}
	}
}
