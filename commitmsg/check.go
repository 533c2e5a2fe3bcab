package commitmsg

import (
	"fmt"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/diag"
)

// Policy is the commit-message part of rules.toml.
type Policy struct {
	VerdictTrailer string // default "Review-Verdict"
	ReportTrailer  string // default "Review-Report"
	SkipMerge      bool
	SkipFixup      bool
	SkipRevert     bool
}

// DefaultPolicy is the policy when rules.toml says nothing.
func DefaultPolicy() Policy {
	return Policy{VerdictTrailer: "Review-Verdict", ReportTrailer: "Review-Report",
		SkipMerge: true, SkipFixup: true, SkipRevert: true}
}

// Report is a review report this commit adds or changes.
type Report struct {
	Path string
	// Verdict is "PASS" or "FAIL"; empty when the report has no verdict line
	// (the pre-commit hook reports that, not this check).
	Verdict string
}

// Facts are what the caller learned about the commit from the repository.
type Facts struct {
	// Merging is true when MERGE_HEAD exists: git is concluding a merge.
	Merging bool
	// StagedReports are the reports the commit adds, changes or renames.
	StagedReports []Report
	// InCommit reports whether the commit's tree will hold the path.
	InCommit func(path string) bool
}

// Skipped returns why the message is not checked, or "" when it is.
func Skipped(msg Message, pol Policy, facts Facts) string {
	s := msg.Subject
	switch {
	case pol.SkipMerge && (facts.Merging || strings.HasPrefix(s, "Merge ")):
		return "merge commit"
	case pol.SkipFixup && (strings.HasPrefix(s, "fixup! ") ||
		strings.HasPrefix(s, "squash! ") || strings.HasPrefix(s, "amend! ")):
		return "fixup, squash or amend commit"
	case pol.SkipRevert && strings.HasPrefix(s, `Revert "`):
		return "revert commit"
	}
	return ""
}

// Check returns the diagnostics for msg, read from the file at file. It
// does not apply Skipped: callers decide, so that they can say why.
func Check(file string, msg Message, pol Policy, facts Facts) []diag.Diagnostic {
	var ds []diag.Diagnostic
	at := func(line int, rule, format string, args ...any) {
		ds = append(ds, diag.Diagnostic{Path: file, Line: line, Column: 1,
			Severity: diag.Error, Rule: rule, Message: fmt.Sprintf(format, args...)})
	}

	verdicts := msg.Values(pol.VerdictTrailer)
	valid := map[string]Trailer{}
	for _, t := range verdicts {
		v := strings.ToUpper(t.Value)
		if v != "PASS" && v != "FAIL" {
			at(t.Line, RuleVerdictInvalid, "%s trailer is %q; write PASS or FAIL", t.Key, t.Value)
			continue
		}
		if _, seen := valid[v]; !seen {
			valid[v] = t
		}
	}
	if len(valid) > 1 {
		t := valid["FAIL"]
		if valid["PASS"].Line > t.Line {
			t = valid["PASS"]
		}
		at(t.Line, RuleVerdictConflict, "%s trailers say both PASS and FAIL; keep one", t.Key)
	}

	var named []string
	for _, t := range msg.Values(pol.ReportTrailer) {
		p := cleanRepoPath(t.Value)
		named = append(named, p)
		if p == "" || facts.InCommit == nil || !facts.InCommit(p) {
			at(t.Line, RuleReportMissing,
				"%s trailer names %q, which this commit does not hold; stage the report or fix the path",
				t.Key, t.Value)
		}
	}

	if len(valid) == 1 {
		for v, t := range valid {
			for _, r := range comparedReports(facts.StagedReports, named) {
				if r.Verdict != "" && r.Verdict != v {
					at(t.Line, RuleVerdictMismatch,
						"%s trailer says %s but the staged report %s says Verdict: %s",
						t.Key, v, r.Path, r.Verdict)
				}
			}
		}
	}
	diag.Sort(ds)
	return ds
}

// comparedReports picks the staged reports a verdict trailer answers for:
// those a Review-Report trailer names, or all of them when it names none.
func comparedReports(staged []Report, named []string) []Report {
	var picked []Report
	for _, r := range staged {
		for _, n := range named {
			if r.Path == n {
				picked = append(picked, r)
			}
		}
	}
	if len(picked) == 0 {
		return staged
	}
	return picked
}

// cleanRepoPath turns a trailer value into a slash-separated path relative
// to the repository root, or "" when it cannot be one.
func cleanRepoPath(value string) string {
	p := strings.TrimSpace(value)
	if p == "" || strings.HasPrefix(p, "/") {
		return ""
	}
	p = path.Clean(p)
	if p == "." || p == ".." || strings.HasPrefix(p, "../") {
		return ""
	}
	return p
}
