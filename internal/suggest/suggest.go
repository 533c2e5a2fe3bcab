// Package suggest finds the known name a mistyped one was meant to be, for
// "did you mean" hints on verbs, rule ids and analyzer names. It is not a
// spelling corrector: it only ranks a short list of names.
package suggest

import "fmt"

// Nearest returns the name in known nearest to got, when one is near
// enough to be a typo of it, else "".
func Nearest(got string, known []string) string {
	best, bestDist := "", len(got)/2+1
	if bestDist > 3 {
		bestDist = 3
	}
	for _, k := range known {
		if d := Distance(got, k); d <= bestDist && (best == "" || d < Distance(got, best)) {
			best = k
		}
	}
	return best
}

// Distance is the Levenshtein distance between a and b, in bytes;
// inputs longer than a name could be are cut, so it stays cheap.
func Distance(a, b string) int {
	if len(a) > 64 {
		a = a[:64]
	}
	if len(b) > 64 {
		b = b[:64]
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// DidYouMean is ` (did you mean "x"?)` for the name in known nearest to
// got, when one is near enough to be a typo of it, else "": the one way
// every message spells the hint.
func DidYouMean(got string, known []string) string {
	if best := Nearest(got, known); best != "" {
		return fmt.Sprintf(" (did you mean %q?)", best)
	}
	return ""
}
