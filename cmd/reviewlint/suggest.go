package main

import (
	"fmt"

	"github.com/reviewlint/reviewlint/internal/suggest"
)

// didYouMean returns ` (did you mean "x"?)` for the known name nearest to
// got, when one is near enough to be a typo, else "".
func didYouMean(got string, known []string) string {
	best := suggest.Nearest(got, known)
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}
