package standings

import (
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// value is an exact tie-break value, num/den with den > 0: no two equal
// values can compare apart, and none is rounded but where the text says
// so (ARO, TPR, APRO, APPO: half up).
type value struct{ num, den int64 }

// whole is an integer value.
func whole(n int64) value { return value{n, 1} }

// points is a score in tenths of a point.
func points(p trf.Points) value { return value{int64(p), 10} }

// hundredths is a product of two scores (Sonneborn-Berger).
func hundredths(n int64) value { return value{n, 100} }

// ratio is n/d reduced; d must not be 0.
func ratio(n, d int64) value {
	if d < 0 {
		n, d = -n, -d
	}
	g := gcd(abs(n), d)
	if g > 1 {
		n, d = n/g, d/g
	}
	return value{n, d}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// add returns a+b.
func (a value) add(b value) value {
	if a.den == 0 {
		return b
	}
	if a.den == b.den {
		return ratio(a.num+b.num, a.den)
	}
	return ratio(a.num*b.den+b.num*a.den, a.den*b.den)
}

// cmp compares a and b: -1, 0 or +1.
func (a value) cmp(b value) int {
	x, y := a.num*b.den, b.num*a.den
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// String writes the value with at least decimals decimals, exactly when
// its decimal expansion ends within four places ("20.5", "31.25"), else
// rounded half up to four places with a tilde ("~15.3333").
func (a value) String(decimals int) string {
	den := a.den
	if den == 0 {
		den = 1
	}
	scale := int64(1)
	k := 0
	for ; k < decimals || (k < 4 && (a.num*scale)%den != 0); k++ {
		scale *= 10
	}
	n := a.num * scale
	prefix := ""
	if n%den != 0 {
		prefix = "~"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	q := (2*n + den) / (2 * den) // half up on the magnitude
	s := strconv.FormatInt(q, 10)
	if k > 0 {
		if len(s) <= k {
			s = strings.Repeat("0", k-len(s)+1) + s
		}
		s = s[:len(s)-k] + "." + s[len(s)-k:]
	}
	if neg && q != 0 {
		s = "-" + s
	}
	return prefix + s
}

// roundHalfUp rounds num/den to the nearest integer, 0.5 up (C.07 10.1).
func roundHalfUp(num, den int64) int64 {
	if den <= 0 {
		return 0
	}
	q := num / den
	r := num - q*den
	if r < 0 {
		q--
		r += den
	}
	if 2*r >= den {
		q++
	}
	return q
}
