package matching

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

func TestWeightFields(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for i := 0; i < 2000; i++ {
		bits := 1 + r.IntN(300)
		w := NewWeight(bits)
		ref := new(big.Int)
		for range 10 {
			width := r.IntN(65)
			if width > bits {
				width = bits
			}
			off := r.IntN(bits - width + 1)
			val := r.Uint64()
			if width < 64 {
				val &= 1<<uint(width) - 1
			}
			w.Set(off, width, val)
			for b := 0; b < width; b++ {
				ref.SetBit(ref, off+b, uint(val>>uint(b)&1))
			}
			if got := w.Field(off, width); got != val {
				t.Fatalf("Field(%d,%d) = %x, want %x", off, width, got, val)
			}
			if w.Big().Cmp(ref) != 0 {
				t.Fatalf("after Set(%d,%d,%x): %v, want %x", off, width, val, w, ref)
			}
		}
		if w.BitLen() != ref.BitLen() || w.IsZero() != (ref.Sign() == 0) {
			t.Fatalf("BitLen %d, want %d", w.BitLen(), ref.BitLen())
		}
		x := WeightFromBig(ref)
		if x.Cmp(w) != 0 || w.Cmp(x) != 0 {
			t.Fatalf("WeightFromBig round trip: %v vs %v", x, w)
		}
		y := WeightFromBig(new(big.Int).Add(ref, big.NewInt(1)))
		if w.Cmp(y) != -1 || y.Cmp(w) != 1 {
			t.Fatalf("Cmp(%v, %v) wrong", w, y)
		}
	}
}

func TestWeightSetPanics(t *testing.T) {
	for _, c := range []struct {
		name             string
		bits, off, width int
		val              uint64
	}{
		{"value too wide", 64, 0, 3, 8},
		{"field past end", 64, 60, 8, 1},
		{"width over 64", 128, 0, 65, 1},
		{"negative offset", 64, -1, 2, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("no panic")
				}
			}()
			NewWeight(c.bits).Set(c.off, c.width, c.val)
		})
	}
}

func TestWordArithmetic(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	for i := 0; i < 5000; i++ {
		k := 1 + r.IntN(5)
		mod := new(big.Int).Lsh(big.NewInt(1), uint(64*k))
		a, b := make([]uint64, k), make([]uint64, k)
		for j := range a {
			a[j], b[j] = r.Uint64(), r.Uint64()
			if r.IntN(3) == 0 {
				b[j] = a[j]
			}
		}
		A, B := Weight(a).Big(), Weight(b).Big()
		d := make([]uint64, k)
		wAdd(d, a, b)
		if want := new(big.Int).Mod(new(big.Int).Add(A, B), mod); Weight(d).Big().Cmp(want) != 0 {
			t.Fatalf("wAdd")
		}
		wSub(d, a, b)
		if want := new(big.Int).Mod(new(big.Int).Sub(A, B), mod); Weight(d).Big().Cmp(want) != 0 {
			t.Fatalf("wSub")
		}
		if wLess(a, b) != (A.Cmp(B) < 0) || wEqual(a, b) != (A.Cmp(B) == 0) {
			t.Fatalf("wLess/wEqual")
		}
		signed := func(x *big.Int) *big.Int {
			if x.Bit(64*k-1) == 1 {
				return new(big.Int).Sub(x, mod)
			}
			return x
		}
		if wLessS(a, b) != (signed(A).Cmp(signed(B)) < 0) {
			t.Fatalf("wLessS")
		}
		wShr1(d, a)
		if Weight(d).Big().Cmp(new(big.Int).Rsh(A, 1)) != 0 {
			t.Fatalf("wShr1")
		}
		wShl1(d, a)
		if want := new(big.Int).Mod(new(big.Int).Lsh(A, 1), mod); Weight(d).Big().Cmp(want) != 0 {
			t.Fatalf("wShl1")
		}
	}
}
