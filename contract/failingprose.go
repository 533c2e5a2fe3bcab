package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"

	"github.com/reviewlint/reviewlint/internal/failprose"
	"github.com/reviewlint/reviewlint/internal/holdprose"
)

// A verdict's reason or a report's summary that says, in plain prose,
// that the build, CI or the tests fail now (`CI is red.`) tells a reader
// the change is not ready (failprose reads the words): beside a passing
// verdict it is a contradiction, as a blocking finding is. It is read in
// a section that gives the verdict's reason or sums the review up, in
// any dialect, in the section the verdict stands in, and on the verdict
// line after its value.

// failingNow finds, in a line of prose, a clause that says the build, CI
// or the tests fail now (see failprose), and returns its words. m keeps
// the flattened text for the next reading of it (nil: none).
func failingNow(text string, m *flatMemo) (string, bool) {
	if !mayFailNow(text) {
		return "", false
	}
	return failprose.Failing(m.lowFlat(text), settledCheck)
}

// mayFailNow is a quick test that spares most lines the copy and the
// reading: text holds, in any case, a word a failure is said with and
// the stem of a subject of checks.
func mayFailNow(text string) bool {
	if !containsAnyFold(text, failNowStems...) {
		return false
	}
	for _, stem := range []string{"test", "build", "suite", "pipeline", "check", "lint", "job", "workflow", "compil"} {
		if indexFold(text, stem) >= 0 {
			return true
		}
	}
	return mayNameChecks(text) // CI as a word
}

// failNowStems are the words a failure is said with, one of which a line
// that says the build fails now holds (mayFailNow, reader.failingProse).
var failNowStems = []string{"fail", "red", "broke", "pass", "compil", "green"}

// reasonHeading reports whether a heading's key is one that, in every
// dialect, gives the verdict's reason or sums the review up.
func reasonHeading(w string) bool {
	switch w {
	case "summary", "executive summary", "review summary", "verdict summary", "verdict reason",
		"verdict rationale", "reason", "reasons", "reasoning", "rationale", "conclusion", "conclusions",
		"overall assessment", "assessment", "tl;dr", "tldr", "final verdict", "verdict",
		"decision rationale":
		return true
	}
	return false
}

// namesReason reports whether a heading names a verdict's reason or a
// summary of the review.
func namesReason(heading string) bool {
	// Most headings hold none of the names' stems: they are spared
	// headingKey's copy.
	for _, stem := range reasonStems {
		if indexFold(heading, stem) >= 0 {
			return reasonHeading(headingKey(heading))
		}
	}
	return false
}

// failingProse records a line of a verdict's reason or a summary, or one
// beside the verdict, that says the build, CI or the tests fail now or
// refuses the change in plain words (refusalprose.go), a line beside the
// verdict that opens a sentence with a reservation (reservationOpens),
// and a line anywhere outside the findings that takes an approval back
// or gives it only on a condition not yet met (approvalprose.go), as a
// blocking finding outside the findings. An
// approval taken back is weighed wherever it stands, as a hold on the
// merge is: `Approved, but the token leaks.` under Details refuses as
// plainly as under Summary.
func (r *reader) failingProse(b block) {
	if r.alt > 0 || r.file > 0 {
		return
	}
	if b.kind != kindText && b.kind != kindItem || b.task == 1 {
		return // `- [ ] Request changes`: an option left unchosen states nothing
	}
	if b.unstruck != nil {
		b = b.withoutStruck()
	}
	words := r.wordsOf(b.text)
	// Each reading below opens with a quick test of words the block's
	// summary answers without a scan (textpairs_test.go holds them equal).
	if approvalList.in(words) && reservationList.in(words) && approvalReserved(b.text) {
		r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Line: b.line, Col: b.col})
		return
	}
	if conditionList.in(words) && approvalConditioned(b.text, &r.low) {
		r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Line: b.line, Col: b.col})
		return
	}
	if r.besideVerdict && reservationOpenList.in(words) && reservationOpens(b.text, r.nextToVerdict) {
		r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Line: b.line, Col: b.col})
		return
	}
	if r.reason == 0 && !r.besideVerdict && r.current != secReason {
		return
	}
	if !failNowList.in(words) {
		// failingNow finds nothing.
	} else if _, ok := failingNow(b.text, &r.low); ok {
		r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Line: b.line, Col: b.col})
		return
	}
	if !refusalList.in(words) {
		// refusesInProse finds nothing.
	} else if _, ok := refusesInProse(b.text); ok {
		r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Line: b.line, Col: b.col})
	}
}

// reservationOpens reports whether a sentence of text opens with
// `However` or `But` and states an open problem, as reserved reads one
// after a verdict: beside a pass (`Verdict: PASS` and, in the next
// paragraph, `However, the token leaks.`) it takes the pass back as the
// same words on the verdict's line do. Only the first sentence of the
// block next to the verdict answers the verdict itself; a later one
// answers the sentence before it (`The old parser crashed. However, the
// fix holds.`), and is read only when it states a problem in the
// present (`However, the token leaks.`). `Although` and `Though` open a
// concession more often than a reservation, and are not read.
func reservationOpens(text string, nextToVerdict bool) bool {
	if !containsAnyFold(text, reservationOpeners...) {
		return false
	}
	for first, t := true, text; t != ""; first = false {
		var sentence string
		sentence, t = proseword.NextSentence(t)
		s := strings.TrimLeft(sentence, " \t\n*_`")
		w, after, ok := proseword.Next(s)
		if !ok || !strings.HasPrefix(s, w) {
			continue
		}
		if lw := strings.ToLower(w); lw != "however" && lw != "but" || !reserved(s) {
			continue
		}
		if first && nextToVerdict || holdprose.StatesProblem(strings.TrimLeft(after, " \t*_`,;:")) {
			return true
		}
	}
	return false
}

// reservationOpeners are the words a sentence that opens with a
// reservation opens with (reservationOpens, reader.failingProse).
var reservationOpeners = []string{"however", "but"}

// reasonStems are the stems of the names of a verdict's reason or a
// summary (namesReason, reader.heading).
var reasonStems = []string{"summar", "reason", "rational", "conclu", "assess", "tl", "verdict"}
