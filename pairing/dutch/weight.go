package dutch

import "math/bits"

// weight is a multi-word unsigned integer, least significant word first. The
// engine packs the criteria into it as fields, the most important in the
// highest bits, so that a maximum-weight matching optimises them in order.
type weight []uint64

func newWeight(nbits int) weight { return make(weight, (nbits+63)/64) }

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

// add adds v << shift. Carries propagate upwards; the caller sizes fields so
// they never overflow into the next one.
func (w weight) add(shift int, v uint64) {
	i, lo, hi := place(shift, v)
	var carry uint64
	w[i], carry = bits.Add64(w[i], lo, 0)
	for j := i + 1; j < len(w) && (carry|hi) != 0; j++ {
		w[j], carry = bits.Add64(w[j], hi, carry)
		hi = 0
	}
}

// field is a range of bits in a weight.
type field struct{ shift, width int }

// layout assigns fields from the least significant bits upwards.
type layout struct{ next int }

// field reserves width bits above the fields reserved so far.
func (l *layout) field(width int) field {
	f := field{l.next, width}
	l.next += width
	return f
}

// fieldIf reserves width bits if on, else returns an unused field.
func (l *layout) fieldIf(on bool, width int) field {
	if !on {
		return field{}
	}
	return l.field(width)
}

// put adds v << offset into a field; nothing when the field is unused.
func (w weight) put(f field, offset int, v uint64) {
	if f.width > 0 {
		w.add(f.shift+offset, v)
	}
}

// take subtracts v << offset from a field; nothing when the field is unused.
func (w weight) take(f field, offset int, v uint64) {
	if f.width > 0 {
		w.sub(f.shift+offset, v)
	}
}

// bitsFor is the number of bits needed to hold values up to n.
func bitsFor(n uint64) int { return bits.Len64(n) }

// sub subtracts v << shift; the caller guarantees the result is not
// negative.
func (w weight) sub(shift int, v uint64) {
	i, lo, hi := place(shift, v)
	var borrow uint64
	w[i], borrow = bits.Sub64(w[i], lo, 0)
	for j := i + 1; j < len(w) && (borrow|hi) != 0; j++ {
		w[j], borrow = bits.Sub64(w[j], hi, borrow)
		hi = 0
	}
}
