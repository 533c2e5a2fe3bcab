package contract

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestFailureInOtherWords: with no verdict line of the dialect, a
// failure stated once in other words under the verdict key, marked as
// one (`**Verdict**: ❌ **CRITICAL STRUCTURAL OVERHAUL REQUIRED**`), is
// the report's verdict, a FAIL, in every preset; Lint, Inspect and
// ReportVerdict (the commit-msg hook's reading) read the same FAIL.
// Each refused case is one a reader could take otherwise, or where the
// failure is a part's: it keeps the report without a verdict, or makes a
// conflict, and is never read as a pass.
func TestFailureInOtherWords(t *testing.T) {
	const tail = "\n\n{FIND}\n\n{BLOCK}\n"
	failing := []string{
		"**{V}**: ❌ **CRITICAL STRUCTURAL OVERHAUL REQUIRED**" + tail,
		"# Audit\n\n{V}: 🚨 critical accuracy issues in the plan" + tail,
		"## Summary\n\nThe plan is out of date.\n\n**{V}:** ⛔ the migration drops the users table" + tail,
		"{V}: ❌ overhaul required\n\n{V}: This plan requires a fundamental reconstruction, not minor fixes." + tail,
		"{V}: 🚫 not just cosmetic: the parser is rebuilt from scratch" + tail,
		"{V}: :x: critical accuracy issues" + tail,
		// The report's own status key, in the header or under a heading
		// that names the verdict.
		"# Audit\n\n**Review Status**: 🚨 **CRITICAL ACCURACY ISSUES**" + tail + "\tapprovals",
		"## Findings\n\n- the parser drops input\n\n## Final Status\n\n**Status**: ❌ **BROKEN BEYOND REPAIR**" + tail + "\tseverity-table",
		"# Audit\n\n**Review Status**: 🚨 **CRITICAL ACCURACY ISSUES**" + tail + "\tgates",
	}
	refused := []string{
		// Words a reader may take for a pass, or doubt.
		"{V}: ❌ not a blocker, ship it" + tail,
		"{V}: ❌ ✅ approved after the fixes" + tail,
		"{V}: ❌ LGTM with nits" + tail,
		"{V}: ❌ the plan is fine" + tail,
		"{V}: ❌ not minor, nothing blocks" + tail,
		"{V}: ⚠️ partial improvement, critical gaps remain" + tail,
		"{V}: ❌ rejected?" + tail,
		"{V}: 🚨 This plan requires a fundamental reconstruction of the parser, approved anyway" + tail,
		"{V}: 🚨 critical issues, {P}" + tail,
		// No mark of failure: words alone are no verdict.
		"{V}: critical structural overhaul required" + tail,
		// Another verdict line that passes, could pass, or offers a choice.
		"{V}: ❌ critical issues\n\n{V}: ✅ all resolved" + tail,
		"{V}: ❌ critical issues\n\n{V}: ready to merge, all good" + tail,
		"{V}: ❌ critical issues\n\n{V}: {P}" + tail,
		"{V}: ❌ critical issues\n\n{V}: {P} or {F}" + tail,
		// Not rendered, or a part's.
		"<!-- {V}: ❌ REJECTED OUTRIGHT -->" + tail,
		"```\n{V}: ❌ REJECTED OUTRIGHT\n```" + tail,
		"## Files\n\n### src/parser.go\n\n{V}: ❌ broken beyond repair" + tail,
		"Build {V}: ❌ broken beyond repair" + tail,
		"## Findings\n\n#### 1. Missing directories\n\n**Status**: ❌ **CRITICAL** - files are missing" + tail + "\tapprovals",
		"# Audit\n\n- **Status**: ❌ **BROKEN BEYOND REPAIR**" + tail + "\tgates",
		"# Audit\n\n**Build Status**: 🚨 **CRITICAL ACCURACY ISSUES**" + tail + "\tseverity-table",
	}
	for _, td := range trustDialects(t) {
		for _, c := range failing {
			c, only, _ := strings.Cut(c, "\t")
			if only != "" && only != td.name {
				continue
			}
			doc := td.in(c)
			ds := Lint([]byte(doc), Options{Dialect: td.d})
			if countRule(ds, RuleVerdictMissing)+countRule(ds, RuleVerdictConflict) > 0 {
				t.Errorf("%s: the failure is not read: %v\n%s", td.name, ds, doc)
			}
			if r := Inspect([]byte(doc), Options{Dialect: td.d}); len(r.Verdicts) == 0 || slices.ContainsFunc(r.Verdicts, func(v string) bool { return v != Fail }) {
				t.Errorf("%s: Inspect reads %v, not a fail\n%s", td.name, r.Verdicts, doc)
			}
			if v, ok := ReportVerdict([]byte(doc), td.d); !ok || v != Fail {
				t.Errorf("%s: ReportVerdict reads %q, not a fail\n%s", td.name, v, doc)
			}
		}
		for _, c := range refused {
			c, only, _ := strings.Cut(c, "\t")
			if only != "" && only != td.name {
				continue
			}
			doc := td.in(c)
			ds := Lint([]byte(doc), Options{Dialect: td.d})
			if !slices.ContainsFunc(ds, func(x diag.Diagnostic) bool {
				return x.Severity == diag.Error && (x.Rule == RuleVerdictMissing || x.Rule == RuleVerdictConflict)
			}) {
				t.Errorf("%s: not refused: %v\n%s", td.name, ds, doc)
			}
			// A pass word of the dialect is a verdict line that conflicts;
			// anything else must not read as a pass.
			if v, _ := ReportVerdict([]byte(doc), td.d); v == Pass && !strings.Contains(c, "{P}") {
				t.Errorf("%s: ReportVerdict reads a pass\n%s", td.name, doc)
			}
		}
	}
}

// TestEveryValueInOtherWordsIsRead: beside a failing verdict, each line
// under the verdict key in other words is read whole, not only the first
// nor only its first words: one that could pass conflicts wherever it
// stands and however long the prose before its approval.
func TestEveryValueInOtherWordsIsRead(t *testing.T) {
	const tail = "\n\n{FIND}\n\n{BLOCK}\n"
	cases := []string{
		"{V}: {F}\n\n{V}: This plan requires a fundamental reconstruction of the parser, but approved anyway" + tail,
		"{V}: {F}\n\n{V}: This plan requires a fundamental reconstruction\n\n{V}: ready to merge, all good" + tail,
		"{V}: {F}\n\n{V}: The plan needs work\n\n{V}: The plan needs work\n\n{V}: ship it" + tail,
	}
	for _, td := range trustDialects(t) {
		for _, c := range cases {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: no conflict: %v\n%s", td.name, ds, doc)
			}
		}
	}
}
