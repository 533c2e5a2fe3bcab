package contract

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// The fix cases live in testdata/fix/RULE/: a fixed-*.md case is fixed
// into the report beside it in fixed-*.md.golden (rewritten with -update),
// which lints clean of RULE and which a second run leaves as it is; a
// kept-*.md case reports RULE and is left byte for byte. The rules without
// fixes are held to their bad cases under testdata/rules as well: each
// reports its rule and is left untouched.

func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

func TestFixCases(t *testing.T) {
	cases, err := filepath.Glob("testdata/fix/*/*.md")
	if err != nil || len(cases) == 0 {
		t.Fatalf("no fix cases: %v", err)
	}
	for _, path := range cases {
		rule := filepath.Base(filepath.Dir(path))
		name := filepath.Base(path)
		t.Run(rule+"/"+name, func(t *testing.T) {
			content, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case strings.HasPrefix(name, "fixed-"):
				checkFixed(t, rule, path, content)
			case strings.HasPrefix(name, "kept-"):
				checkKept(t, rule, content)
			default:
				t.Fatalf("a fix case is named fixed-*.md or kept-*.md")
			}
		})
	}
}

func checkFixed(t *testing.T, rule, path string, content []byte) {
	t.Helper()
	opts := Options{SHA: reviewedSHA}
	if !hasRule(Lint(content, opts), rule) {
		t.Fatalf("the case does not report %s", rule)
	}
	fixed, fixes := FixAll(content, opts, nil)
	if !slices.ContainsFunc(fixes, func(f Fix) bool { return f.Rule == rule }) {
		t.Fatalf("no fix for %s; fixes: %+v", rule, fixes)
	}
	golden := path + ".golden"
	if updating() {
		if err := os.WriteFile(golden, fixed, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if !bytes.Equal(fixed, want) {
		t.Errorf("fixed report differs from %s:\n%s", golden, fixed)
	}
	if ds := Lint(fixed, opts); hasRule(ds, rule) {
		t.Errorf("the fixed report still reports %s: %v", rule, ds)
	}
	again, more := FixAll(fixed, opts, nil)
	if !bytes.Equal(again, fixed) || len(more) > 0 {
		t.Errorf("a second run changed the report: %+v", more)
	}
	if bytes.Count(fixed, []byte("\n")) != bytes.Count(content, []byte("\n")) ||
		bytes.Count(fixed, []byte("\r\n")) != bytes.Count(content, []byte("\r\n")) {
		t.Errorf("the fix changed the lines or their endings")
	}
}

func checkKept(t *testing.T, rule string, content []byte) {
	t.Helper()
	opts := Options{SHA: reviewedSHA}
	if !hasRule(Lint(content, opts), rule) {
		t.Fatalf("the case does not report %s", rule)
	}
	fixed, fixes := FixAll(content, opts, nil)
	if !bytes.Equal(fixed, content) || len(fixes) > 0 {
		t.Errorf("the case was changed: %+v\n%s", fixes, fixed)
	}
}

// TestFixCasesCoverRules holds every rule to its cases: a rule with fixes
// has a case fixed and a case kept; every other rule has its bad cases
// under testdata/rules left untouched.
func TestFixCasesCoverRules(t *testing.T) {
	for _, r := range Rules {
		fixed, _ := filepath.Glob(filepath.Join("testdata/fix", r.ID, "fixed-*.md"))
		kept, _ := filepath.Glob(filepath.Join("testdata/fix", r.ID, "kept-*.md"))
		if Fixable(r.ID) {
			if len(fixed) == 0 || len(kept) == 0 {
				t.Errorf("%s has fixes: give it a fixed-*.md and a kept-*.md case under testdata/fix/%s", r.ID, r.ID)
			}
			continue
		}
		if len(fixed) > 0 {
			t.Errorf("%s has no fixes but a fixed-*.md case", r.ID)
		}
		bad, _ := filepath.Glob(filepath.Join("testdata/rules", r.ID, "bad*.md"))
		if len(bad) == 0 {
			t.Errorf("%s has no bad case under testdata/rules", r.ID)
		}
		for _, path := range bad {
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			content, _, err := ruletest.Parse(raw)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			opts := Options{SHA: reviewedSHA}
			if strings.Contains(path, "/"+RuleInlineDisableRefused+"/") {
				opts.Directives = DirectivesNamedOnly
			}
			if !hasRule(Lint(content, opts), r.ID) {
				t.Errorf("%s does not report %s", path, r.ID)
			}
			if fixed, fixes := FixAll(content, opts, nil); !bytes.Equal(fixed, content) {
				t.Errorf("%s was changed: %+v", path, fixes)
			}
		}
	}
}

// TestFixNearTwoSections: a heading as near a name of one section as of
// another's is left for the author, in a dialect whose names are close.
func TestFixNearTwoSections(t *testing.T) {
	spec := Default()
	spec.Name = "close names"
	spec.Sections = map[string][]string{
		SectionCoverage: {"Review notes"}, SectionFindings: {"Review nodes"},
		SectionReason: {"Verdict reason"}, SectionDoNotRebuild: {"Do not rebuild"}, SectionVerdict: {"Verdict"},
	}
	d, err := NewDialect(spec)
	if err != nil {
		t.Fatal(err)
	}
	report := []byte("Verdict: PASS\n\n## Review notez\n- the parser: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nFine.\n\n## Review nodes\nNone.\n")
	opts := Options{Dialect: d}
	if !hasRule(Lint(report, opts), RuleCoverageMissing) {
		t.Fatal("the case does not report coverage-missing")
	}
	if fixed, fixes := FixAll(report, opts, nil); len(fixes) > 0 {
		t.Errorf("renamed a heading near two sections: %+v\n%s", fixes, fixed)
	}
	// Near one name only, it is renamed, in the dialect's words.
	report = bytes.Replace(report, []byte("Review nodes"), []byte("Findings list"), 1)
	spec.Sections[SectionFindings] = []string{"Findings list"}
	if d, err = NewDialect(spec); err != nil {
		t.Fatal(err)
	}
	fixed, _ := FixAll(report, Options{Dialect: d}, nil)
	if !bytes.Contains(fixed, []byte("## Review notes\n")) {
		t.Errorf("the heading was not renamed:\n%s", fixed)
	}
}

// TestFixSuppressed: a diagnostic an inline comment disables has no fix:
// the author asked not to hear of it.
func TestFixSuppressed(t *testing.T) {
	report := []byte("Verdict: FAIL\n\n## Coverage statement\n- x: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nx.\n\n## Findings\n<!-- reviewlint-disable-next-line finding-undispositioned -->\n- **FAIL**: x — y\n- z: FAIL — w\n\n## Do not rebuild\n- v\n")
	if fixed, fixes := FixAll(report, Options{}, nil); len(fixes) > 0 {
		t.Errorf("fixed a disabled diagnostic: %+v\n%s", fixes, fixed)
	}
}

// TestFixEdits: the fixes Fixes returns are the edits FixAll applies in
// one pass, as data: each replaces bytes of one line with one line.
func TestFixEdits(t *testing.T) {
	content, err := os.ReadFile("testdata/fix/finding-undispositioned/fixed-crlf.md")
	if err != nil {
		t.Fatal(err)
	}
	fixes := Fixes(content, Options{}, nil)
	if len(fixes) != 1 {
		t.Fatalf("want one fix, got %+v", fixes)
	}
	f := fixes[0]
	if f.Rule != RuleFindingUndispositioned || f.Line != 10 || f.Column != 1 {
		t.Errorf("fix is for %s at %d:%d, want finding-undispositioned at 10:1", f.Rule, f.Line, f.Column)
	}
	if got := string(content[f.Start:f.End]); got != "**FAIL**: the parser drops a line — it must not." {
		t.Errorf("fix replaces %q", got)
	}
	if f.Replacement != "the parser drops a line: FAIL — it must not." {
		t.Errorf("fix writes %q", f.Replacement)
	}
	fixed, _ := FixAll(content, Options{}, nil)
	if !bytes.Equal(ApplyFixes(content, fixes), fixed) {
		t.Error("ApplyFixes and FixAll differ")
	}
}
