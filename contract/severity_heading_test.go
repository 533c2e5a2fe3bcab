package contract

import (
	"slices"
	"testing"
)

// headingDialects are the dialects that write findings under severity
// headings: the approvals preset, and severity-table as a team extends it
// with one heading per severity.
func headingDialects(t *testing.T) map[string]*Dialect {
	t.Helper()
	out := map[string]*Dialect{}
	for _, name := range []string{"approvals", "severity-table"} {
		p, ok := PresetNamed(name)
		if !ok {
			t.Fatalf("no preset %s", name)
		}
		spec := p.Spec.Clone()
		if !slices.Contains(spec.Findings.Forms, FormHeadings) {
			spec.Findings.Forms = append(spec.Findings.Forms, FormHeadings)
		}
		out[name] = MustDialect(spec)
	}
	return out
}

// wantMismatch lints doc after an approval in each heading dialect and
// wants a verdict-finding mismatch there or not.
func wantMismatch(t *testing.T, doc string, want bool) {
	t.Helper()
	pass := map[string]string{"approvals": "APPROVED", "severity-table": "APPROVE"}
	for name, d := range headingDialects(t) {
		text := "## Verdict: " + pass[name] + "\n\n## Summary\nThe change is sound.\n\n" + doc
		ds := Lint([]byte(text), Options{Dialect: d})
		if got := countRule(ds, RuleVerdictFindingMismatch) > 0; got != want {
			t.Errorf("%s: mismatch = %v, want %v\n%s%v", name, got, want, text, ds)
		}
	}
}

// TestSeverityHeadingWithATail: a heading that opens with a blocking
// severity and goes on past a separator standing alone (`### CRITICAL -
// must fix before merge`), or names issues and which (`Critical Issues
// Requiring Attention`), is a severity heading to a reader: what it heads
// are blocking findings beside an approval. A heading whose issues are
// the topic of something else (`Blocking Issues Analysis`), or were dealt
// with, is none.
func TestSeverityHeadingWithATail(t *testing.T) {
	const item = "\n- the token is logged in plain text\n"
	for _, h := range []string{
		"### CRITICAL - must fix before merge",
		"### CRITICAL -- must fix before merge",
		"### CRITICAL | must fix before merge",
		"### CRITICAL / must fix before merge",
		"### CRITICAL · must fix before merge",
		"### 🔴 CRITICAL - must fix before merge",
		"### **CRITICAL** - must fix before merge",
		"### Blockers - fix these first",
		"### Critical Issues - must fix before merge",
		"### CRITICAL ISSUES THAT MUST BE FIXED",
		"### Critical Issues Requiring Attention",
		"## Major Issues to Address",
		"### Major Problems Still Open In The Parser",
	} {
		wantMismatch(t, h+"\n"+item, true)
	}
	for _, doc := range []string{
		"## Blocking Issues Analysis\n\n**RESULT: NO BLOCKING ISSUES IDENTIFIED**\n\n### Architecture Review\n- sound\n",
		"## Critical Issues Requiring Attention Were Addressed\n" + item,
		"## Critical Issues Resolution Verification\n" + item,
		"## High Availability Design\n" + item,
	} {
		wantMismatch(t, doc, false)
	}
}

// TestGradeUnderAdviceThatDemandsItsFix: under a heading of advice a
// blocking grade heading (`### Critical`) is a priority, but a reader
// takes one that demands its fix (`### Critical (must fix before
// merge)`), or an item, paragraph or row under it that does, for a
// blocking finding, as the same item led by its grade is.
func TestGradeUnderAdviceThatDemandsItsFix(t *testing.T) {
	const advice = "## Recommendations\n\n"
	for _, doc := range []string{
		"### Critical (must fix before merge)\n\n- stop logging the token\n",
		"### Critical — blocking\n\n- stop logging the token\n",
		"### Critical\n\n- the token is logged; this must be fixed before merge\n",
		"### Critical\n\n- the token is logged\n  This must be fixed before merge.\n",
		"### Critical\n\nThe token is logged. This must be fixed before merge.\n",
		"### Critical\n\n#### 1. The token is logged\n\nThis must be fixed before merge.\n",
		"### Critical\n\n| Item | Note |\n|---|---|\n| stop logging the token | required before merge |\n",
	} {
		wantMismatch(t, advice+doc, true)
	}
	for _, doc := range []string{
		"### Critical\n\n- add caching\n",
		"### Critical\n\n- add caching\n\n### Low\n\n- rename it; it must be renamed before release\n",
		"### Critical\n\n- add caching\n\n## Notes\n\nThe old API must stay until release.\n",
	} {
		wantMismatch(t, advice+doc, false)
	}
}

// TestBlockingGradeInRawHTML: raw HTML whose visible text grades a
// finding blocking (`<h2>Critical Issues</h2>`, a `<td>Critical</td>`
// cell, a `<summary>` that folds one), or a severity heading split by an
// invisible character (`Cr\u200bitical Issues`), shows a reader a
// blocking finding that the contract does not read: it is refused as
// ambiguous. HTML whose text grades nothing is not.
func TestBlockingGradeInRawHTML(t *testing.T) {
	pass := map[string]string{"approvals": "APPROVED", "severity-table": "APPROVE"}
	for name, d := range headingDialects(t) {
		head := "## Verdict: " + pass[name] + "\n\n## Summary\nThe change is sound.\n\n"
		for _, doc := range []string{
			"<h2>Critical Issues</h2>\n\n- the token is logged in plain text\n",
			"<table><tr><th>Severity</th><th>Issue</th></tr><tr><td>Critical</td><td>the token is logged</td></tr></table>\n",
			"<details><summary>Critical Issues</summary>\n\n- the token is logged in plain text\n\n</details>\n",
			"<p><b>CRITICAL:</b> the token is logged in plain text</p>\n",
			"## Cr\u200bitical Issues\n\n- the token is logged in plain text\n",
		} {
			ds := Lint([]byte(head+doc), Options{Dialect: d})
			if countRule(ds, RuleRenderAmbiguous) == 0 {
				t.Errorf("%s: not refused as ambiguous: %v\n%s", name, ds, head+doc)
			}
		}
		for _, doc := range []string{
			"<p>The critical path is unchanged.</p>\n",
			"<h2>Performance</h2>\n\nThe loader is 2x faster.\n",
			"<table><tr><th>Severity</th></tr><tr><td>Minor</td></tr></table>\n",
		} {
			if ds := Lint([]byte(head+doc), Options{Dialect: d}); len(ds) > 0 {
				t.Errorf("%s: refused: %v\n%s", name, ds, head+doc)
			}
		}
	}
}

// TestSeverityHeadingInAListItem: GitHub renders a heading inside a list
// item as a heading (`- ## Critical Issues` over a nested list); the
// contract reads sections at the top level only, so one that grades what
// it heads blocking is refused as ambiguous, as a section heading there
// is.
func TestSeverityHeadingInAListItem(t *testing.T) {
	pass := map[string]string{"approvals": "APPROVED", "severity-table": "APPROVE"}
	for name, d := range headingDialects(t) {
		head := "## Verdict: " + pass[name] + "\n\n## Summary\nThe change is sound.\n\n"
		for _, doc := range []string{
			"- ## Critical Issues\n  - the token is logged in plain text\n",
			"1. ### Critical Issues\n\n   1. the token is logged in plain text\n",
			"- Blockers\n  ---\n  - the token is logged in plain text\n",
		} {
			if ds := Lint([]byte(head+doc), Options{Dialect: d}); countRule(ds, RuleRenderAmbiguous) == 0 {
				t.Errorf("%s: not refused as ambiguous: %v\n%s", name, ds, head+doc)
			}
		}
		if ds := Lint([]byte(head+"- ## Performance\n  - the loader is faster\n"), Options{Dialect: d}); len(ds) > 0 {
			t.Errorf("%s: a heading that grades nothing in a list item is refused: %v", name, ds)
		}
	}
}

// TestNoneThenAddressedHedged: `None.` and a sentence saying what follows
// was addressed settles the entries after it only when the sentence
// states it: one that hopes, conditions or reports someone's claim
// anywhere in it settles nothing, and an entry that says itself it is
// not addressed is not settled by it.
func TestNoneThenAddressedHedged(t *testing.T) {
	const head = "## Critical Issues\n\n"
	const items = "\n\n- the token is logged in plain text\n"
	for _, none := range []string{
		"None. The following are hopefully resolved",
		"None. Once merged, the following are resolved",
		"None. The author says these are fixed",
		"None. When the follow-up lands, these are addressed",
		"None. The following would be resolved",
	} {
		wantMismatch(t, head+none+items, true)
	}
	wantMismatch(t, head+"None. Every issue below has been addressed\n\n- the token is logged in plain text (not addressed yet)\n", true)
	wantMismatch(t, head+"None. Every issue below has been addressed\n\n- the token is logged in plain text (still unresolved)\n", true)
	wantMismatch(t, head+"None. The previously identified critical issues have been properly addressed:"+items, false)
	wantMismatch(t, head+"None. Every issue below has been addressed\n\n- the token was logged; it is masked now\n", false)
}

// TestBlockingHeadingInAnyDialect: a dialect whose findings are not
// written under severity headings still calls its blocking words
// blocking; a reader takes the list under `## Critical Issues` for
// blocking findings beside an approval in it too. Its advisory headings
// (`## Notes`, `## Minor`) stay as they were, plain sections.
func TestBlockingHeadingInAnyDialect(t *testing.T) {
	tablePreset, _ := PresetNamed("severity-table")
	approvals, _ := PresetNamed("approvals")
	spec := approvals.Spec.Clone()
	spec.Findings.Forms = []string{FormBullets, FormSeverityFirst, FormTable}
	for name, c := range map[string]struct {
		d    *Dialect
		pass string
	}{
		"severity-table":             {MustDialect(tablePreset.Spec), "APPROVE"},
		"approvals without headings": {MustDialect(spec), "APPROVED"},
	} {
		head := "## Verdict: " + c.pass + "\n\n## Summary\nThe change is sound.\n\n"
		for _, doc := range []string{
			"## Critical Issues\n\n- the token is logged in plain text\n",
			"## Blockers\n\n1. the token is logged in plain text\n",
			"### CRITICAL - must fix before merge\n\nThe token is logged in plain text.\n",
		} {
			if ds := Lint([]byte(head+doc), Options{Dialect: c.d}); countRule(ds, RuleVerdictFindingMismatch) == 0 {
				t.Errorf("%s: no mismatch: %v\n%s", name, ds, head+doc)
			}
		}
		for _, doc := range []string{
			"## Minor Issues\n\n- the log line says retrys\n",
			"## Notes\n\n- the backoff could be named\n",
			"## Critical Issues\n\nNone.\n",
		} {
			if ds := Lint([]byte(head+doc), Options{Dialect: c.d}); len(ds) > 0 {
				t.Errorf("%s: refused: %v\n%s", name, ds, head+doc)
			}
		}
	}
}

// TestFailedStatusColumnOutsideCoverage: a table whose Status column
// holds one of the dialect's failed statuses (❌, NOT MET) shows a
// failing check wherever it stands (`## Checks`, `## Test Results`), and
// contradicts an approval as a failed coverage row does. A status that
// does not fail, or a ❌ outside the status column, does not.
func TestFailedStatusColumnOutsideCoverage(t *testing.T) {
	tablePreset, _ := PresetNamed("severity-table")
	approvals, _ := PresetNamed("approvals")
	spec := approvals.Spec.Clone()
	spec.Coverage.Verified = []string{"✅", "MET"}
	spec.Coverage.Failed = []string{"❌", "NOT MET"}
	spec.Coverage.StatusColumns = []string{"Status"}
	for name, c := range map[string]struct {
		d    *Dialect
		pass string
	}{
		"severity-table":          {MustDialect(tablePreset.Spec), "APPROVE"},
		"approvals with statuses": {MustDialect(spec), "APPROVED"},
	} {
		head := "## Verdict: " + c.pass + "\n\n## Summary\nThe change is sound.\n\n"
		for _, doc := range []string{
			"## Checks\n\n| Check | Status |\n|---|---|\n| unit tests | ❌ |\n| lint | ✅ |\n",
			"## Test Results\n\n| Test | Status | Note |\n|---|---|---|\n| export | NOT MET | times out |\n",
		} {
			if ds := Lint([]byte(head+doc), Options{Dialect: c.d}); countRule(ds, RuleVerdictFindingMismatch) == 0 {
				t.Errorf("%s: no mismatch: %v\n%s", name, ds, head+doc)
			}
		}
		for _, doc := range []string{
			"## Checks\n\n| Check | Status |\n|---|---|\n| unit tests | ✅ |\n",
			"## Options\n\n| Option | Status | Chosen |\n|---|---|---|\n| defer | ✅ | ❌ |\n",
		} {
			if ds := Lint([]byte(head+doc), Options{Dialect: c.d}); len(ds) > 0 {
				t.Errorf("%s: refused: %v\n%s", name, ds, head+doc)
			}
		}
	}
}

// TestAlternativesRowOnTheWork: a row of an alternatives table that
// names the work under review (`| This PR as submitted | REJECTED |`)
// gives the work a verdict, which contradicts the report's approval; a
// row naming an alternative, even with a verb such as change, does not.
func TestAlternativesRowOnTheWork(t *testing.T) {
	for _, c := range []struct{ preset, pass, fail string }{
		{"approvals", "APPROVED", "REJECTED"},
		{"severity-table", "APPROVE", "BLOCK"},
		{"gates", "PASS", "FAIL"},
	} {
		head := "## Verdict: " + c.pass + "\n\n## Summary\nThe change is sound.\n\n## Alternatives Considered\n\n| Option | Verdict |\n|---|---|\n"
		for _, row := range []string{"| This PR as submitted | " + c.fail + " |\n", "| The proposed change | " + c.fail + " |\n"} {
			if ds := lintIn(t, c.preset, head+row); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: no conflict: %v\n%s", c.preset, ds, head+row)
			}
		}
		row := "| Change the schema instead | " + c.fail + " |\n| Defer | " + c.fail + " |\n"
		if ds := lintIn(t, c.preset, head+row); countRule(ds, RuleVerdictConflict) > 0 {
			t.Errorf("%s: an alternative's row conflicts: %v\n%s", c.preset, ds, head+row)
		}
	}
}

// TestSettledHeadingThatLeavesSomeOpen: a heading of issues addressed
// that says some are not (`(mostly)`, `and Remaining`, `/ Open Issues`,
// `Except One`), or a deeper heading under one that says what it heads
// is still open, settles nothing: the grades under it are findings.
func TestSettledHeadingThatLeavesSomeOpen(t *testing.T) {
	const item = "\n### Critical\n\n- the token is logged in plain text\n"
	for _, h := range []string{
		"## Issues Addressed (mostly)",
		"## Issues Addressed and Remaining",
		"## Issues Addressed / Open Issues",
		"## Issues Resolved Except One",
		"## Resolved Issues (1 remaining)",
	} {
		wantMismatch(t, h+"\n"+item, true)
	}
	wantMismatch(t, "## Addressed Issues\n\n### Still Open\n\n#### Critical\n\n- the token is logged in plain text\n", true)
	wantMismatch(t, "## Issues Addressed\n"+item, false)
	wantMismatch(t, "## Addressed Issues\n\n### Round 2\n\n#### Critical\n\n- the token was logged; it is masked now\n", false)
}

// TestAlternativeHeadingOnTheWork: under an alternatives heading, a
// deeper heading that names the work under review (`### Our take on
// this PR`) ends the alternatives: the verdict under it is the report's.
// One naming an alternative, the status quo included, does not.
func TestAlternativeHeadingOnTheWork(t *testing.T) {
	for _, c := range []struct{ preset, pass, fail string }{
		{"approvals", "APPROVED", "CHANGES REQUESTED"},
		{"severity-table", "APPROVE", "BLOCK"},
		{"gates", "PASS", "FAIL"},
	} {
		head := "## Verdict: " + c.pass + "\n\n## Summary\nThe change is sound.\n\n## Alternatives Considered\n\n"
		for _, doc := range []string{
			"### Our take on this PR\n\n**Verdict:** " + c.fail + "\n",
			"### Alternative 1: ship this PR as is\n\n**Verdict:** " + c.fail + " — the token is logged\n",
		} {
			if ds := lintIn(t, c.preset, head+doc); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: no conflict: %v\n%s", c.preset, ds, head+doc)
			}
		}
		doc := "### Alternative 1: keep the current implementation\n\n**Verdict:** " + c.fail + " — it leaks\n"
		if ds := lintIn(t, c.preset, head+doc); countRule(ds, RuleVerdictConflict) > 0 {
			t.Errorf("%s: an alternative's verdict conflicts: %v\n%s", c.preset, ds, head+doc)
		}
	}
}

// TestSeverityFirstWithAPipeOrAQualifier: a bullet led by its grade and
// a pipe (`- **CRITICAL** | the token leaks`) or a parenthetical before
// its colon (`- CRITICAL (security): …`) is a graded finding as with a
// colon alone; a grade with a parenthetical and nothing after is none.
func TestSeverityFirstWithAPipeOrAQualifier(t *testing.T) {
	tablePreset, _ := PresetNamed("severity-table")
	approvals, _ := PresetNamed("approvals")
	for name, c := range map[string]struct {
		d    *Dialect
		pass string
	}{
		"severity-table": {MustDialect(tablePreset.Spec), "APPROVE"},
		"approvals":      {MustDialect(approvals.Spec), "APPROVED"},
	} {
		head := "## Verdict: " + c.pass + "\n\n## Summary\nThe change is sound.\n\n## Notes\n\n"
		for _, doc := range []string{
			"- **CRITICAL** | the token is logged in plain text\n",
			"- CRITICAL (security): the token is logged in plain text\n",
			"- **Major** (data loss) — the importer drops rows\n",
		} {
			if ds := Lint([]byte(head+doc), Options{Dialect: c.d}); countRule(ds, RuleVerdictFindingMismatch) == 0 {
				t.Errorf("%s: no mismatch: %v\n%s", name, ds, head+doc)
			}
		}
		if ds := Lint([]byte(head+"- Critical (see the summary)\n"), Options{Dialect: c.d}); len(ds) > 0 {
			t.Errorf("%s: refused: %v", name, ds)
		}
	}
}

// TestSeverityLabelOutsideFindings: a heading that names an issue with a
// `**Severity:** Critical` line under it, outside the findings section,
// is a blocking finding beside an approval, as it is inside; a
// `Status: RESOLVED` line or a resolved mark on its heading settles it,
// and a `Priority:` label ranks work.
func TestSeverityLabelOutsideFindings(t *testing.T) {
	const issue = "### Issue 1: the token is logged in plain text\n\n"
	wantMismatch(t, issue+"**Severity:** Critical\n", true)
	wantMismatch(t, issue+"Some context.\n\n- **Severity:** Major\n", true)
	wantMismatch(t, issue+"**Severity:** Critical\n\n**Status:** RESOLVED\n", false)
	wantMismatch(t, issue+"**Status:** FIXED\n\n**Severity:** Critical\n", false)
	wantMismatch(t, "### Issue 1: the token was logged ✅ RESOLVED\n\n**Severity:** Critical\n", false)
	wantMismatch(t, issue+"**Priority:** High\n", false)
	wantMismatch(t, issue+"**Severity:** Minor\n", false)
}
