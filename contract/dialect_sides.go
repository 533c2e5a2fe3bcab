package contract

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/reviewlint/reviewlint/internal/proseword"
	"github.com/reviewlint/reviewlint/internal/sideword"
)

// checkSides refuses a dialect that reads a word on the side opposite to
// the one a reader takes it for: a pass verdict that reads as a refusal
// (NOT APPROVED, REJECTED), a non-blocking disposition that reads as a
// blocking one (BLOCKER, CRITICAL), a verified or accepted coverage status
// that reads as a failure (FAILED) or is the dialect's own word for a
// failing verdict or finding. Such a dialect would pass a report its
// reader takes for a refusal. A pass word that holds the pass back
// (PENDING APPROVAL, CONDITIONALLY APPROVED: see HeldBack), is a blocking
// grade (SHOWSTOPPER, P0), a section's name or a statement of none would
// pass a report whose reader sees no verdict. The other direction, a
// refusal word the tool blocks on, fails safe and is left to the team.
// A word spelled one letter at a time (`R E J E C T E D`) is judged as
// the word a reader reads.
func (d *Dialect) checkSides() error {
	for _, given := range d.spec.Verdict.Pass {
		if err := d.checkPass(given); err != nil {
			return err
		}
		if spelled := letterSpelled(given); spelled != "" {
			if err := d.checkPass(spelled); err != nil {
				return &DialectError{err.Field, fmt.Sprintf("%q is read as %q: %s", given, spelled, err.Msg)}
			}
		}
	}
	for _, w := range d.spec.Findings.Note {
		for _, form := range []string{w, letterSpelled(w)} {
			if form != "" && (readSide(form) == Fail || readsBlocking(form)) {
				return &DialectError{"findings.note", fmt.Sprintf("%q reads as a blocking finding to a reader: it cannot be a non-blocking one", w)}
			}
		}
	}
	return d.checkCoverageSides()
}

// letterSpelled is the word w spells one letter at a time (`R E J E C T
// E D`), as a reader reads it, or "".
func letterSpelled(w string) string { return sideword.LetterSpelled(words(readerForm(w))) }

// readsBlocking reports whether w, as a reader reads it, is a blocking
// severity of a report (SeveritySide) or a blocking grade of a JSON
// verdict (sideword.BlockingGrade, FATAL): a word refused on one side is
// refused on the other.
func readsBlocking(w string) bool {
	return SeveritySide(readerForm(w)) == Fail || sideword.BlockingGrade(strings.Join(words(readerForm(w)), " "))
}

// checkPass refuses a pass word a reader takes for anything but a pass.
func (d *Dialect) checkPass(w string) *DialectError {
	if readSide(w) == Fail {
		return &DialectError{"verdict.pass", fmt.Sprintf("%q reads as a refusal to a reader: it cannot pass a report", w)}
	}
	if HeldBack(w) {
		return &DialectError{"verdict.pass", fmt.Sprintf("%q says to a reader that the report does not pass: it cannot pass one", w)}
	}
	if readsBlocking(w) {
		return &DialectError{"verdict.pass", fmt.Sprintf("%q reads as a blocking grade to a reader: it cannot pass a report", w)}
	}
	// A pass word that names a section or says there are no
	// findings would read `## Summary` or `None` as an approval:
	// a report with no verdict a reader sees would pass.
	if d.sectionOf(w) != secOther {
		return &DialectError{"verdict.pass", fmt.Sprintf("%q also names a section: a pass word must say only that the report passes", w)}
	}
	if m, ok := d.none.at(normalize(w)); ok && m.start == 0 && m.end == len(normalize(w)) {
		return &DialectError{"verdict.pass", fmt.Sprintf("%q also says there are no findings: a pass word must say only that the report passes", w)}
	}
	return nil
}

// checkCoverageSides refuses a coverage status that holds but reads as a
// failure.
func (d *Dialect) checkCoverageSides() error {
	failing := map[string]bool{}
	for _, w := range append(append([]string{}, d.spec.Verdict.Fail...), d.spec.Findings.Fail...) {
		failing[strings.Join(words(w), " ")] = true
		failing[strings.Join(words(readerForm(w)), " ")] = true
	}
	c := d.spec.Coverage
	for _, group := range []struct {
		field string
		words []string
	}{{"coverage.verified", c.Verified}, {"coverage.accepted", c.Accepted}} {
		for _, w := range group.words {
			if readSide(w) == Fail || failing[strings.Join(words(w), " ")] || failing[strings.Join(words(readerForm(w)), " ")] {
				return &DialectError{group.field, fmt.Sprintf("%q reads as a failure to a reader: a status that holds cannot be one", w)}
			}
		}
	}
	return nil
}

// readSide is WordSide of a word as a reader reads it (see readerForm),
// or, for a word that is a mark alone (❌, ⛔, ✅), the side the mark
// shows.
func readSide(w string) string {
	seen := readerForm(w)
	if side := WordSide(seen); side != "" {
		return side
	}
	if len(words(seen)) == 1 {
		if r, _ := utf8.DecodeRuneInString(strings.TrimSpace(seen)); unicode.Is(unicode.So, r) {
			return markSide(r)
		}
	}
	return ""
}

// readerForm is a word as a reader reads it: its compatibility forms
// (full-width or mathematical letters) folded as NFKC folds them, its
// letters of other scripts that look like Latin ones in the Latin
// letters, and its invisible characters dropped.
func readerForm(w string) string {
	w = norm.NFKC.String(strings.Map(func(r rune) rune {
		if proseword.Invisible(r) {
			return -1
		}
		return r
	}, w))
	if seen, ok := lookalikeText(w); ok {
		return seen
	}
	return w
}

// The severities of a finding that block, and those that do not.
var (
	blockingSeverities = []string{"critical", "blocker", "blocking", "high", "high severity", "major", "severe", "must fix", "showstopper", "required", "error", "catastrophic", "p0", "p1"}
	advisorySeverities = []string{"medium", "low", "minor", "nit", "nitpick", "suggestion", "info", "informational", "note", "optional", "warning", "advisory", "advise", "improvement", "trivial", "cosmetic", "p2", "p3", "non-blocking", "nice to have"}
)

// SeveritySide says whether a finding's severity word blocks to a
// reader: Fail, Note, or "" for a word it does not know. A plural is read
// as its singular.
func SeveritySide(word string) string {
	var buf [24]byte
	w := lowerWord(buf[:], strings.TrimSpace(word))
	sides := severitySides()
	if side := sides[string(w)]; side != "" {
		return side
	}
	if n := len(w); n > 0 && w[n-1] == 's' {
		return sides[string(w[:n-1])]
	}
	return ""
}

// severitySides is what SeveritySide reads each severity word as, made
// on first use (a run that reads no severity makes none).
var severitySides = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, w := range advisorySeverities {
		m[w] = Note
	}
	for _, w := range blockingSeverities {
		m[w] = Fail // none is both; were one, it blocks
	}
	return m
})
