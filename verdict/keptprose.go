package verdict

import (
	"fmt"
	"strings"
	"sync"

	"github.com/reviewlint/reviewlint/internal/htmlbreak"
)

// proseSays is what a reader takes prose beside the verdict for.
type proseSays int

const (
	saysNothing proseSays = iota
	saysRefusal           // `CHANGES REQUESTED: …`, `Verdict: block.`
	saysFailing           // `CI is red.`
	saysHold              // `Do not merge until the token is rotated.`
	saysGrade             // `BLOCKER: the migration drops a column`
	saysCount             // `Found 2 critical issues.`
)

// readProse reads prose a reader sees beside the verdict, the review's
// or a string a kept key holds, for what contradicts an approval: a
// refusal (reviewRefusal, or a string that is one as a whole, a tag:
// wholeRefusal), a failure of the change (reviewFailing), a
// hold on the merge (reviewHeld), a blocking grade as a line's label
// (reviewGradeLabel) or findings of one counted (gradeCounted). It returns the words that say so, and what they
// say.
func (dl *Dialect) readProse(s string) (string, proseSays) {
	s = proseLines(s)
	if w := reviewRefusal(s, dl.spec.Block); w != "" {
		return w, saysRefusal
	}
	if w := wholeRefusal(s, dl.spec.Block); w != "" {
		return w, saysRefusal
	}
	if w, ok := reviewFailing(s); ok {
		return w, saysFailing
	}
	if w, ok := reviewHeld(s); ok {
		return w, saysHold
	}
	if w := reviewGradeLabel(s, dl.grades); w != "" {
		return w, saysGrade
	}
	if w := gradeCounted(s, dl.grades); w != "" {
		return w, saysCount
	}
	return "", saysNothing
}

// readText reads the text a JSON string holds, the review's or a kept
// key's, as readProse reads prose, and as the same text reads in a
// report (see readAsShown). Text around the verdict object is read as
// written: the object itself often stands in a fence there.
func (dl *Dialect) readText(s string) (string, proseSays) {
	return readAsShown(s, dl.readProse, saysNothing)
}

// readAsShown reads s, a JSON string's text, with read as the same text
// reads in a report: its code blocks are no prose (see codeBlocksOut),
// and what it shows rendered (see renderedText) is read besides what it
// says as written; either reading that finds something (not nothing)
// counts. The words found are given back as written.
func readAsShown[T comparable](s string, read func(string) (string, T), nothing T) (string, T) {
	s = codeBlocksOut(s)
	if w, got := read(s); got != nothing {
		return w, got
	}
	if r, ok := renderedText(s); ok {
		w, got := read(r)
		return codeUnguarded(w), got
	}
	return "", nothing
}

// proseMessage says why an approval beside prose that says something
// against it (where, in words) is refused.
func proseMessage(key, verdictWord, where, words string, says proseSays) string {
	taken := "a refusal"
	switch says {
	case saysGrade:
		return fmt.Sprintf("%s is %s but %s states a finding graded %q, which a reader takes for a blocking one: make the two agree", key, verdictWord, where, words)
	case saysCount:
		return fmt.Sprintf("%s is %s but %s says %q, which a reader takes for blocking findings: make the two agree", key, verdictWord, where, words)
	case saysFailing:
		taken = "a failure of the change"
	case saysHold:
		taken = "a hold on the merge"
	}
	return fmt.Sprintf("%s is %s but %s says %q, which a reader takes for %s: make the two agree", key, verdictWord, where, words, taken)
}

// keptProse walks a value the dialect keeps unread (a key it allows but
// gives no role, or an unknown one it lets through) for a string a
// reader takes, as the review's prose, for something against the
// verdict: `{"summary": "BLOCKER: sql injection in login"}`, `{"notes":
// ["fine", "Do not merge until the token is rotated."]}`, a string in an
// object nested anywhere in it. A reader reads every string the file
// shows. It returns the first such string, its words and what they say;
// the walk reads each string once.
func (dl *Dialect) keptProse(v *value) (*value, string, proseSays) {
	stack := []*value{v}
	for len(stack) > 0 {
		v, stack = stack[len(stack)-1], stack[:len(stack)-1]
		switch v.kind {
		case kindString:
			if w, says := dl.readText(v.str); says != saysNothing {
				return v, w, says
			}
		case kindObject:
			for i := len(v.members) - 1; i >= 0; i-- {
				stack = append(stack, v.members[i].val)
			}
		case kindArray:
			for i := len(v.items) - 1; i >= 0; i-- {
				stack = append(stack, v.items[i])
			}
		}
	}
	return nil, "", saysNothing
}

// lineBreaks are what ends a line to a reader besides a line feed: a
// carriage return alone (a line ending in markdown), the Unicode line
// and paragraph separators and the next-line control. An HTML break is
// one too (see htmlbreak).
// They are built on first use: most prose holds none, and the program
// pays nothing for them at start.
var lineBreaks = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u2028", "\n", "\u2029", "\n", "\u0085", "\n")
})

// proseLines is prose with each of its lines ended by a line feed, as
// the readers split it (see lineBreaks, htmlbreak and htmlLines).
func proseLines(s string) string {
	if strings.ContainsAny(s, "\r\u2028\u2029\u0085") {
		s = lineBreaks().Replace(s)
	}
	if strings.IndexByte(s, '<') >= 0 {
		s = htmlLines(htmlbreak.Lines(s))
	}
	return s
}
