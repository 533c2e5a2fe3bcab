package verdict

import (
	"slices"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// Lint checks one verdict file against every rule in Rules. Diagnostics come
// sorted by position, with Path empty for the caller to fill and Severity at
// the rule's default for the caller's configuration to override. Each points
// at the offending key or value; a problem with the whole file is at 1:1.
func Lint(content []byte) []diag.Diagnostic {
	return defaultDialect().Lint(content)
}

// Lint is the package's Lint under the dialect d (nil: the default).
func (d *Dialect) Lint(content []byte) []diag.Diagnostic {
	return d.or().analyze(content).diagnostics(content)
}

// diagnostics turns the analysis's problems into diagnostics at the rules'
// default severities.
func (a analysis) diagnostics(content []byte) []diag.Diagnostic {
	offs := make([]int, len(a.problems))
	for i, p := range a.problems {
		offs[i] = p.off
	}
	pos := positions(content, offs)
	ds := make([]diag.Diagnostic, len(a.problems))
	for i, p := range a.problems {
		ds[i] = diag.Diagnostic{
			Line:     pos[i][0],
			Column:   pos[i][1],
			Severity: ruleSeverity(p.rule),
			Rule:     p.rule,
			Message:  p.msg,
		}
	}
	return ds
}

// LintStated is Lint, and the verdict the file states as Parse reads it:
// diag.VerdictPass for approve (VerdictConflict beside a blocking
// finding), VerdictFail for block, VerdictNone when
// no verdict parses (which the gate never takes for approval).
func (d *Dialect) LintStated(content []byte) ([]diag.Diagnostic, diag.FileVerdict) {
	a := d.or().analyze(content)
	st := diag.FileVerdict{Verdict: diag.VerdictNone}
	if v, err := a.parsed(content); err == nil {
		switch v.Verdict {
		case Approve:
			st = diag.FileVerdict{Verdict: diag.VerdictPass, Word: v.Verdict}
			if a.has(RuleApproveWithBlocking) {
				// An approval beside a blocking finding contradicts
				// itself: never "pass" to a tool that reads it alone.
				st.Verdict = diag.VerdictConflict
			}
		case Block:
			st = diag.FileVerdict{Verdict: diag.VerdictFail, Word: v.Verdict}
		}
	} else if slices.ContainsFunc(a.problems, func(p problem) bool { return p.twoVerdicts }) {
		// Two verdicts that may differ: what a reader sees depends on
		// which copy wins.
		st.Verdict = diag.VerdictConflict
	}
	return a.diagnostics(content), st
}

// has reports whether the analysis found a problem of rule.
func (a analysis) has(rule string) bool {
	for _, p := range a.problems {
		if p.rule == rule {
			return true
		}
	}
	return false
}
