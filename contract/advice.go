package contract

import "strings"

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
		w, r, ok := nextWord(rest)
		if !ok {
			return false
		}
		switch w {
		case "addressed", "resolved", "fixed", "closed", "remediated":
			before := t[:len(t)-len(r)-len(w)]
			if !negatedBefore(before) && !deferredBefore(before) && !doubted(w+r) {
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
// risks by one of its words.
func namesAdvice(heading string) bool {
	words := strings.FieldsFunc(normalize(heading), func(r rune) bool {
		return !isWordRune(r) && r != '-'
	})
	for i, w := range words {
		next := ""
		if i+1 < len(words) {
			next = words[i+1]
		}
		switch w {
		case "recommendation", "recommendations", "recommended", "suggestion", "suggestions",
			"suggested", "optional", "future", "enhancement", "enhancements", "roadmap",
			"follow-up", "follow-ups", "followup", "followups", "backlog", "deferred",
			"nice-to-have", "risk", "risks":
			return true
		case "next":
			if next == "steps" {
				return true
			}
		case "follow":
			if next == "up" || next == "ups" {
				return true
			}
		case "nice":
			if next == "to" {
				return true
			}
		}
	}
	return false
}

// priorityGrade reports whether a blocking severity word, in advice,
// grades a priority or a risk (HIGH, CRITICAL, P1) rather than saying
// something must change (REQUIRED, MUST FIX, BLOCKER, ERROR).
func priorityGrade(word string) bool {
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
	for _, w := range strings.FieldsFunc(normalize(heading), func(r rune) bool { return !isWordRune(r) && r != '-' }) {
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
