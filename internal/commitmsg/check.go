package commitmsg

import (
	"fmt"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// Policy is the commit-message part of rules.toml.
type Policy struct {
	VerdictTrailer string // default "Review-Verdict"
	ReportTrailer  string // default "Review-Report"
	SkipMerge      bool
	SkipFixup      bool
	SkipRevert     bool
	// Side reads a Review-Verdict value in the reports' dialect: "PASS"
	// or "FAIL", false for a word that is neither. Nil reads PASS and
	// FAIL in any case; SideWords names the words for messages.
	Side      func(value string) (string, bool)
	SideWords string
}

// side reads a trailer's verdict value by the policy.
func (p Policy) side(value string) (string, bool) {
	if p.Side != nil {
		return p.Side(value)
	}
	v := strings.ToUpper(strings.TrimSpace(value))
	return v, v == "PASS" || v == "FAIL"
}

func (p Policy) sideWords() string {
	if p.SideWords != "" {
		return p.SideWords
	}
	return "PASS or FAIL"
}

// DefaultPolicy is the policy when rules.toml says nothing.
func DefaultPolicy() Policy {
	return Policy{VerdictTrailer: "Review-Verdict", ReportTrailer: "Review-Report",
		SkipMerge: true, SkipFixup: true, SkipRevert: true}
}

// Report is a review report the commit holds.
type Report struct {
	Path string
	// Verdict is "PASS" or "FAIL"; empty when the report has no verdict
	// line, or is no file whose verdict can be read (a submodule, a file
	// too large): the pre-commit hook reports the report, and this check
	// refuses a PASS trailer it would back.
	Verdict string
	// Word is the verdict as the report writes it (APPROVED), for the
	// message; Verdict's side when empty.
	Word string
}

// Facts are what the caller learned about the commit from the repository.
type Facts struct {
	// Merging is true for a merge: MERGE_HEAD exists in the hook, more than
	// one parent in a stored commit. The subject is no evidence.
	Merging bool
	// StagedReports are the reports the commit adds or changes, and those
	// its Review-Report trailers name (NamedReports) even when unchanged,
	// as the commit holds them. The named ones are what `commit --amend`
	// needs: the index then equals the commit being replaced.
	StagedReports []Report
	// InCommit reports whether the commit's tree will hold the path.
	InCommit func(path string) bool
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
		v, ok := pol.side(t.Value)
		if !ok {
			at(t.Line, RuleVerdictInvalid, "%s trailer is %q; write %s", t.Key, t.Value, pol.sideWords())
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
		at(t.Line, RuleVerdictConflict, "%s trailers say both %s; keep one", t.Key, strings.Replace(pol.sideWords(), " or ", " and ", 1))
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
				if r.Verdict == "" && v == "PASS" {
					// A report with no verdict a reader can find never
					// passes, so it backs no pass either: an empty file,
					// a file that is no report, a submodule.
					at(t.Line, RuleVerdictMismatch,
						"%s trailer says %s but %s states no verdict: a pass needs a report whose verdict line passes",
						t.Key, strings.TrimSpace(t.Value), r.Path)
					continue
				}
				if r.Verdict != "" && r.Verdict != v {
					// Each side in the words it was written in: a team
					// that writes APPROVED is not told PASS.
					word := r.Word
					if word == "" {
						word = r.Verdict
					}
					at(t.Line, RuleVerdictMismatch,
						"%s trailer says %s but the staged report %s says Verdict: %s",
						t.Key, strings.TrimSpace(t.Value), r.Path, word)
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
