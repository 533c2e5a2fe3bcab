package contract

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestValueGoesOnIntoASentence: a verdict word in lower or mixed case
// that goes on into a sentence (`Approved by nobody, …`, `Approved if the
// tests pass`) is prose, whose side a reader must read the sentence for:
// it is no verdict. The word alone, before punctuation, a dash, an aside
// or a short tail naming what it is for, stays a verdict. Written in
// upper case (`APPROVED WITH NOTES`) a value reads as one, as before.
func TestValueGoesOnIntoASentence(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	clean := []string{
		"{V}: {p}", "{V}: {p}.", "**{V}:** {p} — see below", "{V}: {p} (round 2)", "{V}: {p} ✅",
		"{V}: {p} for production deployment", "## {V}\n\n{p}", "**{V}:** **{p}**, with two notes",
	}
	refused := []string{
		"{V}: {p} by nobody, the migration drops users",
		"{V}: {p} if the tests pass",
		"**{V}:** {p} pending the security review",
		"{V}: {p} but the migration drops the users table",
		"{V}: {p} for the parts that work",
		"{V}: {p} except the migration",
		"{V}: {p} unless CI fails",
		"{V}: {p} not",
		"{V}: {p} once the tests are green",
		"## {V}\n\n{p} only for the docs",
		"**{V}:** {p} without tests",
	}
	tried := 0
	for _, td := range trustDialects(t) {
		p := td.in("{P}")
		title := strings.ToUpper(p[:1]) + strings.ToLower(p[1:])
		in := func(doc string) string { return td.in(strings.ReplaceAll(doc, "{p}", title)) }
		if errs := lintErrors(in("{V}: {p}"+rest), td.d); len(errs) > 0 {
			continue // a dialect that takes its words as written only
		}
		tried++
		for _, c := range clean {
			if errs := lintErrors(in(c+rest), td.d); len(errs) > 0 {
				t.Errorf("%s: refused: %v\n%s", td.name, errs, in(c+rest))
			}
		}
		for _, c := range refused {
			doc := in(c + rest)
			if errs := lintErrors(doc, td.d); !slices.ContainsFunc(errs, func(x diag.Diagnostic) bool {
				return x.Rule == RuleVerdictMissing || x.Rule == RuleVerdictConflict
			}) {
				t.Errorf("%s: not refused: %v\n%s", td.name, errs, doc)
			}
		}
	}
	if tried < 2 {
		t.Fatalf("%d dialects read a verdict in mixed case, want at least 2", tried)
	}
}

func lintErrors(doc string, d *Dialect) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, x := range Lint([]byte(doc), Options{Dialect: d}) {
		if x.Severity == diag.Error {
			out = append(out, x)
		}
	}
	return out
}

// TestCleanupAskedForFails: a part whose status asks for a cleanup
// (`Status: REQUIRES_MASSIVE_CLEANUP`) fails beside a passing verdict:
// CLEANUP is not CLEAN, and the phrase used to read as both sides, so as
// neither. Checked in the gates preset and in approvals with a Status
// key, the dialects that read a part's status.
func TestCleanupAskedForFails(t *testing.T) {
	gates, _ := PresetNamed("gates")
	appr, _ := PresetNamed("approvals")
	withStatus := appr.Spec.Clone()
	withStatus.Verdict.Keys = append(withStatus.Verdict.Keys, "Status")
	for name, c := range map[string]struct {
		spec DialectSpec
		pass string
	}{"gates": {gates.Spec, "PASS"}, "approvals+status": {withStatus, "APPROVED"}} {
		d := MustDialect(c.spec)
		base := "# Review\n\nVerdict: " + c.pass + "\n\n## Summary\nThe change is sound.\n"
		if errs := lintErrors(base, d); len(errs) > 0 {
			t.Fatalf("%s: the clean report is refused: %v", name, errs)
		}
		for _, status := range []string{"REQUIRES_MASSIVE_CLEANUP", "REQUIRES CLEANUP", "**NEEDS CLEANUP**"} {
			doc := base + "\n**Status:** " + status + "\n"
			if errs := lintErrors(doc, d); !slices.ContainsFunc(errs, func(x diag.Diagnostic) bool { return x.Rule == RuleVerdictConflict }) {
				t.Errorf("%s: not refused: %v\n%s", name, errs, doc)
			}
		}
	}
}

// TestSeverityFieldAnsweredNo: `- **Critical:** No`, a field of an item
// saying it does not block, is no Critical finding beside an approval;
// the same field answered otherwise, a no that opens a sentence or one
// struck through is still refused.
func TestSeverityFieldAnsweredNo(t *testing.T) {
	for _, name := range []string{"approvals", "severity-table"} {
		p, _ := PresetNamed(name)
		spec := p.Spec.Clone()
		if !slices.Contains(spec.Findings.Forms, FormSeverityFirst) {
			spec.Findings.Forms = append(spec.Findings.Forms, FormSeverityFirst)
		}
		d := MustDialect(spec)
		var td trustDialect
		for _, x := range trustDialects(t) {
			if x.name == name {
				td = x
			}
		}
		item := "{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Critical:** "
		for _, answer := range []string{"No", "**No**", "NO.", "false"} {
			if errs := lintErrors(td.in(item+answer+"\n"), d); len(errs) > 0 {
				t.Errorf("%s: %q refused: %v", name, answer, errs)
			}
		}
		for _, answer := range []string{"Yes", "No tests cover the parser", "No, but tokens are logged", "~~No~~", "Not sure", "No ❌"} {
			doc := td.in(item + answer + "\n")
			if errs := lintErrors(doc, d); len(errs) == 0 {
				t.Errorf("%s: %q not refused:\n%s", name, answer, doc)
			}
		}
	}
}

// TestNoneWithADetailBelow: a count of none with a bullet nested under
// it that describes something (`- **Critical:** No` over `- the token
// leaks`) is no none: the detail is a finding of that severity.
func TestNoneWithADetailBelow(t *testing.T) {
	for _, td := range trustDialects(t)[1:3] {
		for _, answer := range []string{"No", "None", "0"} {
			doc := td.in("{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Critical:** " + answer + "\n  - the token leaks into the log\n")
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictFindingMismatch) == 0 {
				t.Errorf("%s: %v\n%s", td.name, ds, doc)
			}
		}
	}
}
