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
			if got := w.Get(off, width); got != val {
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

// TestLayoutPutTake packs fields as the engines do: fields reserved from
// the lowest bits up, one straddling a word boundary, values added and
// taken back, carries crossing words.
func TestLayoutPutTake(t *testing.T) {
	var l Layout
	low := l.Field(60)
	unused := l.FieldIf(false, 8)
	mid := l.Field(10) // bits 60-69: across words 0 and 1
	high := l.FieldIf(true, 70)
	if l.Bits() != 140 || unused != (Field{}) || mid != (Field{60, 10}) || high.Shift != 70 {
		t.Fatalf("layout: %d bits, fields %v %v %v", l.Bits(), unused, mid, high)
	}
	w := NewWeight(l.Bits())
	w.Put(low, 3, 5)
	w.Put(mid, 0, 1000)
	w.Put(unused, 0, 7) // no effect
	w.Put(high, 65, 1)
	if got := w.Get(60, 10); got != 1000 {
		t.Errorf("mid field = %d, want 1000", got)
	}
	if got := w.Get(3, 3); got != 5 {
		t.Errorf("low field = %d, want 5", got)
	}
	if w.BitLen() != 136 {
		t.Errorf("BitLen = %d, want 136", w.BitLen())
	}
	w.Take(mid, 0, 1000)
	w.Take(high, 65, 1)
	w.Take(low, 3, 5)
	if !w.IsZero() {
		t.Errorf("after taking everything back: %v", w)
	}
	// A carry out of word 0 reaches word 1; a borrow takes it back.
	w.Add(0, ^uint64(0))
	w.Add(0, 1)
	if w[0] != 0 || w[1] != 1 {
		t.Errorf("carry: %v", w)
	}
	w.Sub(0, 1)
	if w[0] != ^uint64(0) || w[1] != 0 {
		t.Errorf("borrow: %v", w)
	}
}
