package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Advice, risks and what was addressed. A review often ends with what to
// do next, graded by priority (`## Recommendations` then `### High
// Priority`, `### Optional Enhancements` then `**HIGH PRIORITY (1-2
// hours):**`), or weighs the risks of going ahead (`## Risks &
// Mitigations` then `### HIGH RISK`). There a grade says how soon or how
// likely, not that the reviewed work is broken: a reader of an approval
// sees advice, not a blocking finding it contradicts, unless the grade
// heads a list of issues (`### Critical Issues` stays a list of findings
// wherever it stands). So is a list of what the work under review has
// already addressed (`## Issues Addressed` then `### Critical:
// TRACKABLE_KINDS` with its resolution): its grades say how grave each
// was. A disposition (FAIL, BLOCKER) and a `: FAIL` statement keep their
// meaning there, a section the dialect names (Findings) is never advice,
// and neither is a document's title: `# Recommendations` over a whole
// report would otherwise hide every graded bullet in it.

// namesSettled reports whether a heading names a section of advice,
// risks or issues addressed, under which a grade is no blocking finding.
func namesSettled(heading string) bool {
	return namesAdvice(heading) || namesAddressed(heading)
}

// namesAddressed reports whether a heading says what it lists was dealt
// with: `Issues Addressed`, `Resolved Findings`, `Previously Raised
// (Fixed)`; not `Issues to be addressed`, `Not Yet Resolved`, `Fixed?`.
func namesAddressed(heading string) bool {
	t := normalize(heading)
	for rest := t; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		switch w {
		case "addressed", "resolved", "fixed", "closed", "remediated":
			before := t[:len(t)-len(r)-len(w)]
			if !proseword.NegatedBefore(before) && !deferredBefore(before) && !doubted(w+r) {
				return true
			}
		}
		rest = r
	}
}

// deferredBefore reports whether the words before a settled word put it
// in the future or make it a demand: `to be addressed`, `must be fixed`,
// `needs resolving`.
func deferredBefore(before string) bool {
	return lastWordsAny(before, 3, func(w string) bool {
		switch w {
		case "to", "must", "should", "need", "needs", "needing", "awaiting", "pending", "will", "until":
			return true
		}
		return false
	})
}

// namesAdvice reports whether a heading names a section of advice or
// risks: its topic (what stands before a colon, a parenthesis or a dash)
// is advice by its last word (`Technical Risks`, `Next Steps`) or by its
// first when that leads a section of advice (`Recommendations for
// Release`, `Optional Enhancements`, `Risks & Mitigations`). An advice
// word elsewhere names something else (`Risk Scoring Module`, `Optional
// Chaining`, `risk.go`), and a heading that names issues, denies the
// advice or makes it required (`Not Recommended`, `Issues and
// Recommendations`, `Recommendations (none are optional)`) is none.
func namesAdvice(heading string) bool {
	if namesIssues(heading) || demandsAdvice(heading) {
		return false
	}
	words := topicWords(heading)
	if len(words) == 0 {
		return false
	}
	first, last := words[0], words[len(words)-1]
	next := ""
	if len(words) > 1 {
		next = words[1]
	}
	switch {
	case adviceNoun(last) || last == "recommended" || last == "steps" && len(words) > 1 && words[len(words)-2] == "next":
		return true
	case first == "next":
		return next == "steps"
	case first == "risk" || first == "risks":
		switch next {
		case "", "&", "and", "assessment", "assessments", "mitigation", "mitigations", "analysis", "register", "matrix", "management":
			return true
		}
		return false
	case adviceNoun(first):
		return true
	}
	switch first {
	case "optional", "future", "deferred", "suggested", "recommended", "nice-to-have":
		return adviceNoun(next) || leadsAdvice(next)
	}
	return false
}

// adviceNoun reports whether a word names advice itself.
func adviceNoun(w string) bool {
	switch w {
	case "recommendation", "recommendations", "suggestion", "suggestions", "enhancement",
		"enhancements", "roadmap", "follow-up", "follow-ups", "followup", "followups", "backlog",
		"nice-to-have", "nice-to-haves", "risk", "risks":
		return true
	}
	return false
}

// leadsAdvice reports whether a word after optional, future or deferred
// makes the heading one of work to come: `Future Work`, `Optional Steps`.
func leadsAdvice(w string) bool {
	switch w {
	case "work", "improvement", "improvements", "items", "tasks", "steps", "actions", "changes",
		"considerations", "iterations", "phases", "polish":
		return true
	}
	return false
}

// demandsAdvice reports whether a heading denies its advice or makes it
// binding, anywhere in it: `Not Recommended`, `(none are optional)`,
// `Required Follow-up`, `Risks Realised`.
func demandsAdvice(heading string) bool {
	for w := range strings.FieldsFuncSeq(normalize(heading), func(r rune) bool { return !proseword.IsRune(r) && r != '-' && r != '\'' }) {
		switch w {
		case "not", "no", "none", "non", "never", "required", "mandatory", "must", "blocking",
			"realised", "realized", "materialised", "materialized", "occurred", "found", "observed",
			"identified", "introduced", "before":
			return true
		}
	}
	return false
}

// demandsFix reports whether a graded item under advice demands its fix
// rather than ranks it: `must be fixed`, `required before merge`,
// `blocking`, `do not merge`.
func demandsFix(text string) bool {
	words := strings.FieldsFunc(normalize(text), func(r rune) bool { return !proseword.IsRune(r) && r != '-' })
	for i, w := range words {
		next := ""
		if i+1 < len(words) {
			next = words[i+1]
		}
		switch w {
		case "must", "required", "mandatory", "blocking", "blocks", "block":
			return true
		case "before", "prior":
			switch next {
			case "merge", "merging", "release", "releasing", "deploy", "deploying", "shipping", "to":
				return true
			}
		case "do":
			if next == "not" && i+2 < len(words) && words[i+2] == "merge" {
				return true
			}
		}
	}
	return false
}

// topicWords gives a heading's topic, lower case, as its words: what
// stands before a colon, a parenthesis or a dash, without numbers and
// marks; a token joined by a dot or a slash (a file name, a path) stays
// one word that names no advice, and `&` stands as a word.
func topicWords(heading string) []string {
	t := normalize(heading)
	if i := labelSeps.index(t); i >= 0 {
		t = t[:i]
	}
	if i := strings.Index(t, " - "); i >= 0 {
		t = t[:i]
	}
	var words []string
	for _, f := range strings.Fields(t) {
		f = strings.Trim(f, "#.,;!?[]\"'")
		if f == "&" {
			words = append(words, f)
			continue
		}
		letter := false
		for _, r := range f {
			if r >= 'a' && r <= 'z' {
				letter = true
			}
		}
		if letter {
			words = append(words, f)
		}
	}
	return words
}

// priorityGrade reports whether a blocking severity word, in advice,
// grades a priority or a risk (HIGH, CRITICAL, P1) rather than saying
// something must change (REQUIRED, MUST FIX, BLOCKER, ERROR).
func priorityGrade(word string) bool {
	if word == "🔴" || word == "⛔" || word == "🛑" || word == "🚨" {
		return true // a red mark on a next step ranks it, as Critical does
	}
	if !grade(word) {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(word)) {
	case "required", "must fix", "error", "errors":
		return false
	}
	return true
}

// namesIssues reports whether a heading names what it lists as issues of
// the work: a grade before such a word grades issues, advice or not.
func namesIssues(heading string) bool {
	for w := range strings.FieldsFuncSeq(normalize(heading), func(r rune) bool { return !proseword.IsRune(r) && r != '-' }) {
		switch w {
		case "issue", "issues", "finding", "findings", "problem", "problems", "bug", "bugs",
			"defect", "defects", "vulnerability", "vulnerabilities", "error", "errors", "failure",
			"failures", "flaw", "flaws", "regression", "regressions", "blocker", "blockers",
			"concern", "concerns", "violation", "violations", "weakness", "weaknesses",
			"deficiency", "deficiencies":
			return true
		}
	}
	return false
}

// gradedDemand reads a block under a blocking grade that advice made a
// priority (`### Critical` under `## Recommendations`): one that demands
// its fix (`must be fixed before merge`) is a finding of that grade, as
// it would be led by the grade itself.
func (r *reader) gradedDemand(b block) {
	if r.graded.means == Fail && demandsFix(b.text) {
		r.rep.strays = append(r.rep.strays, Finding{Text: b.text, Disposition: Fail, Word: r.graded.word, Line: b.line, Col: b.col})
	}
}

// gradedDefect reports whether a finding graded blocking under advice
// states a defect, wherever its grade stands: before its text (`-
// **Critical**: the token leaks`, `- **High**: SQL injection in login`
// where the dialect makes High blocking) or after it (`- Token leak
// (Critical)`, `- Token leak — High`). The grade is whatever the
// dialect calls blocking, and a reader takes it for a blocking finding.
// An item that leads with the work to do ranks that work (`- **Critical**:
// add a test for the leak`, `- Add a test for the leak (Critical)`),
// unless the work is the defect's repair (`fix the token leak`), which
// says the defect is there. A grade that always blocks (Critical,
// Blocker) leading an item grades a defect in whatever words it is
// stated (`- **Critical**: this breaks login`, `- Blocker: the session
// outlives a logout`): no list of words names every defect, and a
// reader takes the grade for what it says unless work follows it. Under
// risks (`risks` says so) a grade says how grave a risk would be, and
// only a defect named in words is one.
func gradedDefect(f Finding, risks bool) bool {
	if f.Disposition != Fail || leadsWithWork(f.Text) {
		return false
	}
	return namesDefect(f.Text) || !risks && f.gradedFirst && alwaysBlocks(f.Word)
}

// namesRisks reports whether a heading of advice names risks: `Technical
// Risks`, `Risks & Mitigations`.
func namesRisks(heading string) bool {
	for _, w := range topicWords(heading) {
		if w == "risk" || w == "risks" {
			return true
		}
	}
	return false
}

// leadsWithWork reports whether a text opens with a verb that names work
// to do, not the defect's repair: `add a test for the leak`, `rotate the
// key`; not `fix the token leak`, `the token leaks`.
func leadsWithWork(text string) bool {
	w, _, ok := proseword.Next(normalize(text))
	if !ok {
		return false
	}
	switch strings.ToLower(w) {
	case "add", "consider", "rotate", "update", "improve", "implement", "use", "move", "rename",
		"document", "refactor", "remove", "replace", "extract", "introduce", "split", "write", "create",
		"enable", "adopt", "migrate", "switch", "increase", "reduce", "cache", "log", "monitor", "test",
		"ensure", "avoid", "prevent", "guard", "harden", "review", "investigate", "clarify", "announce",
		"schedule", "plan", "track", "audit", "run", "set", "configure", "upgrade", "bump", "pin":
		return true
	}
	return false
}
