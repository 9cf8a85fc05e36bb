package pairing

import "fmt"

// Ordinal writes a place as the explanations say it: 1st, 2nd, 3rd, 4th,
// ... 11th, 12th, 13th, ... 21st.
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
