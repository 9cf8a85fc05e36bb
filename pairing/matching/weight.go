package matching

import (
	"fmt"
	"math/big"
	"math/bits"
)

// Weight is an unsigned integer stored as little-endian 64-bit words: bit i
// of the number is bit i%64 of word i/64. A nil or empty Weight is zero.
// Pack several criteria into one weight with a [Layout] of [Field]s, the
// most important in the highest bits, and [Weight.Put] / [Weight.Take] (or
// [Weight.Set] for a whole field).
type Weight []uint64

// NewWeight returns a zero weight able to hold bits bits.
func NewWeight(bits int) Weight {
	if bits < 0 {
		panic("matching: negative weight width")
	}
	return make(Weight, (bits+63)/64)
}

// Set stores value in the bit field [offset, offset+width) of w, replacing
// what was there, and returns w. It panics if width is not in 0..64, if
// value does not fit in width bits or if the field does not fit in w.
func (w Weight) Set(offset, width int, value uint64) Weight {
	if width < 0 || width > 64 || offset < 0 || offset+width > 64*len(w) {
		panic(fmt.Sprintf("matching: bit field [%d,%d) outside %d-bit weight", offset, offset+width, 64*len(w)))
	}
	if width < 64 && value>>uint(width) != 0 {
		panic(fmt.Sprintf("matching: value %d does not fit in %d bits", value, width))
	}
	for i := 0; i < width; {
		word, bit := (offset+i)/64, (offset+i)%64
		n := min(64-bit, width-i)
		mask := (^uint64(0) >> uint(64-n)) << uint(bit)
		w[word] = w[word]&^mask | (value>>uint(i))<<uint(bit)&mask
		i += n
	}
	return w
}

// Get returns the bit field [offset, offset+width) of w (width <= 64).
// Bits beyond the end of w read as zero.
func (w Weight) Get(offset, width int) uint64 {
	if width < 0 || width > 64 || offset < 0 {
		panic("matching: invalid bit field")
	}
	var v uint64
	for i := 0; i < width; {
		word, bit := (offset+i)/64, (offset+i)%64
		n := min(64-bit, width-i)
		if word < len(w) {
			v |= (w[word] >> uint(bit)) & (^uint64(0) >> uint(64-n)) << uint(i)
		}
		i += n
	}
	return v
}

// place splits v << shift into the word it starts in and the bits that
// fall into that word (lo) and the next (hi).
func place(shift int, v uint64) (i int, lo, hi uint64) {
	i, s := shift/64, uint(shift%64)
	lo = v << s
	if s > 0 {
		hi = v >> (64 - s)
	}
	return i, lo, hi
}

// Add adds v << shift. Carries propagate upwards; the caller sizes fields
// so that they never overflow into the next one.
func (w Weight) Add(shift int, v uint64) {
	i, lo, hi := place(shift, v)
	var carry uint64
	w[i], carry = bits.Add64(w[i], lo, 0)
	for j := i + 1; j < len(w) && (carry|hi) != 0; j++ {
		w[j], carry = bits.Add64(w[j], hi, carry)
		hi = 0
	}
}

// Sub subtracts v << shift; the caller guarantees that the result is not
// negative.
// AddWords adds x, a value of as many words as w or fewer (the missing
// high words zero), to w modulo 2^(64*len(w)).
func (w Weight) AddWords(x []uint64) {
	var c uint64
	for i, word := range x {
		w[i], c = bits.Add64(w[i], word, c)
	}
	for i := len(x); i < len(w) && c != 0; i++ {
		w[i], c = bits.Add64(w[i], 0, c)
	}
}

func (w Weight) Sub(shift int, v uint64) {
	i, lo, hi := place(shift, v)
	var borrow uint64
	w[i], borrow = bits.Sub64(w[i], lo, 0)
	for j := i + 1; j < len(w) && (borrow|hi) != 0; j++ {
		w[j], borrow = bits.Sub64(w[j], hi, borrow)
		hi = 0
	}
}

// Field is a range of bits of a packed weight; the zero Field is unused.
type Field struct{ Shift, Width int }

// Layout assigns fields from the least significant bits upwards.
type Layout struct{ next int }

// Field reserves width bits above the fields reserved so far.
func (l *Layout) Field(width int) Field {
	f := Field{l.next, width}
	l.next += width
	return f
}

// FieldIf reserves width bits if on, else returns an unused field.
func (l *Layout) FieldIf(on bool, width int) Field {
	if !on {
		return Field{}
	}
	return l.Field(width)
}

// Bits is the number of bits reserved so far: the width of a weight that
// holds every field.
func (l *Layout) Bits() int { return l.next }

// Put adds v << offset into a field; nothing when the field is unused.
func (w Weight) Put(f Field, offset int, v uint64) {
	if f.Width > 0 {
		w.Add(f.Shift+offset, v)
	}
}

// Take subtracts v << offset from a field; nothing when the field is unused.
func (w Weight) Take(f Field, offset int, v uint64) {
	if f.Width > 0 {
		w.Sub(f.Shift+offset, v)
	}
}

// BitLen returns the number of significant bits of w (0 for zero).
func (w Weight) BitLen() int {
	for i := len(w) - 1; i >= 0; i-- {
		if w[i] != 0 {
			return 64*i + bits.Len64(w[i])
		}
	}
	return 0
}

// IsZero reports whether w is zero.
func (w Weight) IsZero() bool { return w.BitLen() == 0 }

// Cmp compares w and x as unsigned integers and returns -1, 0 or +1.
// The two may have different lengths.
func (w Weight) Cmp(x Weight) int {
	for i := max(len(w), len(x)) - 1; i >= 0; i-- {
		a, b := wordAt(w, i), wordAt(x, i)
		if a != b {
			if a < b {
				return -1
			}
			return 1
		}
	}
	return 0
}

func wordAt(w Weight, i int) uint64 {
	if i < len(w) {
		return w[i]
	}
	return 0
}

// Big returns w as a new big.Int.
func (w Weight) Big() *big.Int {
	words := make([]big.Word, 0, len(w)*64/bits.UintSize)
	for _, x := range w {
		if bits.UintSize == 64 {
			words = append(words, big.Word(x))
		} else {
			words = append(words, big.Word(x), big.Word(x>>32))
		}
	}
	return new(big.Int).SetBits(words)
}

// String returns w in hexadecimal.
func (w Weight) String() string { return "0x" + w.Big().Text(16) }

// WeightFromBig converts a non-negative x to a Weight of (x.BitLen()+63)/64
// words. It panics if x is negative.
func WeightFromBig(x *big.Int) Weight {
	if x.Sign() < 0 {
		panic("matching: negative weight")
	}
	w := NewWeight(x.BitLen())
	for i := range w {
		w[i] = new(big.Int).Rsh(x, uint(64*i)).Uint64()
	}
	return w
}

// The helpers below operate on equal-length word slices holding integers
// modulo 2^(64*len). Signed values use two's complement.

// wAdd sets d = a + b. The common widths are written out: the loop's
// carry chain and bounds checks cost more than the sums themselves in the
// solver's inner loops.
func wAdd(d, a, b []uint64) {
	var c uint64
	switch len(d) {
	case 2:
		a, b = a[:2], b[:2]
		d0, c := bits.Add64(a[0], b[0], 0)
		d[1], _ = bits.Add64(a[1], b[1], c)
		d[0] = d0
		return
	case 3:
		a, b = a[:3], b[:3]
		d0, c := bits.Add64(a[0], b[0], 0)
		d1, c := bits.Add64(a[1], b[1], c)
		d[2], _ = bits.Add64(a[2], b[2], c)
		d[0], d[1] = d0, d1
		return
	case 4:
		a, b = a[:4], b[:4]
		d0, c := bits.Add64(a[0], b[0], 0)
		d1, c := bits.Add64(a[1], b[1], c)
		d2, c := bits.Add64(a[2], b[2], c)
		d[3], _ = bits.Add64(a[3], b[3], c)
		d[0], d[1], d[2] = d0, d1, d2
		return
	}
	b = b[:len(d)]
	a = a[:len(d)]
	for i := range d {
		d[i], c = bits.Add64(a[i], b[i], c)
	}
}

// wSub sets d = a - b (see wAdd).
func wSub(d, a, b []uint64) {
	var c uint64
	switch len(d) {
	case 2:
		a, b = a[:2], b[:2]
		d0, c := bits.Sub64(a[0], b[0], 0)
		d[1], _ = bits.Sub64(a[1], b[1], c)
		d[0] = d0
		return
	case 3:
		a, b = a[:3], b[:3]
		d0, c := bits.Sub64(a[0], b[0], 0)
		d1, c := bits.Sub64(a[1], b[1], c)
		d[2], _ = bits.Sub64(a[2], b[2], c)
		d[0], d[1] = d0, d1
		return
	case 4:
		a, b = a[:4], b[:4]
		d0, c := bits.Sub64(a[0], b[0], 0)
		d1, c := bits.Sub64(a[1], b[1], c)
		d2, c := bits.Sub64(a[2], b[2], c)
		d[3], _ = bits.Sub64(a[3], b[3], c)
		d[0], d[1], d[2] = d0, d1, d2
		return
	}
	b = b[:len(d)]
	a = a[:len(d)]
	for i := range d {
		d[i], c = bits.Sub64(a[i], b[i], c)
	}
}

// wLess reports a < b as unsigned integers.
func wLess(a, b []uint64) bool {
	b = b[:len(a)]
	for i := len(a) - 1; i >= 0; i-- {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// wLessS reports a < b as two's-complement signed integers.
func wLessS(a, b []uint64) bool {
	b = b[:len(a)]
	i := len(a) - 1
	if a[i] != b[i] {
		return int64(a[i]) < int64(b[i])
	}
	for i--; i >= 0; i-- {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// wCopy sets d = a: a loop, as copy's call to memmove costs more than the
// few words of a value.
func wCopy(d, a []uint64) {
	a = a[:len(d)]
	for i := range d {
		d[i] = a[i]
	}
}

func wEqual(a, b []uint64) bool {
	b = b[:len(a)]
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func wIsZero(a []uint64) bool {
	for _, x := range a {
		if x != 0 {
			return false
		}
	}
	return true
}

// wShr1 sets d = a >> 1 (logical).
func wShr1(d, a []uint64) {
	a = a[:len(d)]
	for i := range d {
		x := a[i] >> 1
		if i+1 < len(a) {
			x |= a[i+1] << 63
		}
		d[i] = x
	}
}

// wShl1 sets d = a << 1.
func wShl1(d, a []uint64) {
	a = a[:len(d)]
	for i := len(d) - 1; i >= 0; i-- {
		x := a[i] << 1
		if i > 0 {
			x |= a[i-1] >> 63
		}
		d[i] = x
	}
}
