package verdict

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/failprose"
	"github.com/reviewlint/reviewlint/internal/holdprose"
)

// reviewHeld finds in a review's prose, line by line, a hold on the
// merge (`Do not merge until the token fix lands.`, `Ready to merge:
// no`), a demand that something be done before it (`The token must be
// rotated before merge.`), or an approval taken back by a reservation
// that states an open problem (`Approved, but the token leaks.`) or
// waits for work not yet done (`Approved once the leak is fixed.`):
// holdprose reads the words, as it does for markdown reports. Beside an
// approval a reader takes any of them for a refusal. It returns the
// words that say so.
func reviewHeld(review string) (string, bool) {
	if review == "" {
		return "", false
	}
	runOn := false
	for _, line := range strings.Split(review, "\n") {
		t := plainLine(line)
		if strings.Trim(t, "> ") == "" {
			// A quote's blank line (`>`) ends its paragraph too.
			runOn = false
			continue
		}
		// A line may end the sentence the line before left open (`The
		// helper now always returns` over `-1.`); a list item or a
		// heading opens its own.
		holds := holdprose.Holds
		// The list marker is read on the line as written: plainLine
		// drops a `*` with the emphasis, so `* -1.` reads as `-1.`.
		if runOn && !opensBlock(t) && !opensBlock(strings.TrimLeft(line, " \t")) {
			holds = holdprose.HoldsRunOn
		}
		e := strings.TrimRight(t, " *_`")
		runOn = e != "" && !strings.ContainsRune(".!", rune(e[len(e)-1]))
		if w, ok := holds(t, failprose.ArrowSettled); ok {
			return w, true
		}
		if w, ok := holdprose.DemandBeforeMerge(t, failprose.ArrowSettled); ok {
			return w, true
		}
		if holdprose.ApprovalReserved(t) {
			return strings.TrimSpace(line), true
		}
		if w, ok := holdprose.ApprovalConditioned(t); ok {
			// `Approved once the leak is fixed.`, `LGTM modulo the
			// leak fix.`: an approval that waits for work not yet done.
			return w, true
		}
	}
	return "", false
}

// plainLine is a line of a review as holdprose reads it: as a reader
// reads it (readerProse), its blanks single spaces.
func plainLine(line string) string {
	return strings.Join(strings.Fields(readerProse(line)), " ")
}

// opensBlock reports whether t, a plain line of a review, opens a list
// item, a heading or a quote rather than running on a paragraph.
func opensBlock(t string) bool {
	for _, m := range []string{"- ", "* ", "+ ", "#", ">"} {
		if strings.HasPrefix(t, m) {
			return true
		}
	}
	return false
}
