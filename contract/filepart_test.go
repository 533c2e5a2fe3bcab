package contract

import (
	"strings"
	"testing"
)

func TestNamesFile(t *testing.T) {
	for text, want := range map[string]bool{
		"TECHNICAL-DEBT-ANALYSIS.md (Context)": true,
		"src/auth/login.go":                    true,
		"`parser.rs`":                          true,
		"**internal/lint/run.go**: the walk":   true,
		"docs/":                                false,
		"v1.2 release":                         false,
		"Summary":                              false,
		"https://example.com/a.md":             false,
		"Verdict":                              false,
		"README":                               false,
		"a.md, b.md and c.md":                  true,
		"CI/CD":                                false,
		"UI/UX review":                         false,
		"src/CI/run.sh":                        true,
		"pkg/ci":                               true,
		"Dockerfile":                           true,
		"**Makefile** (build)":                 true,
		"Dockerfiles and images":               false,
		"Makefile-like rules":                  false,
	} {
		if got := namesFile(text); got != want {
			t.Errorf("namesFile(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestVerdictUnderAFileHeading: in a review of several files, a verdict
// line under a heading that names a file is that file's status: an
// approved file beside a failing report is no conflict; a failing file
// beside a passing report is one; a report whose only verdict is a
// file's has none; a verdict heading after a file's section is the
// report's again.
func TestVerdictUnderAFileHeading(t *testing.T) {
	const files = "## Detailed Analysis by File\n\n### TECHNICAL-DEBT-ANALYSIS.md (Context)\n**{V}**: {S} - thorough analysis\n- **Strengths**: root causes found\n\n"
	for _, td := range trustDialects(t) {
		in := func(doc, status string) string {
			return td.in(strings.ReplaceAll(doc, "{S}", status))
		}
		failing := in("**{V}**: {F}\n\n"+files+"{FIND}\n\n{BLOCK}\n", "{P}")
		if r := Inspect([]byte(failing), Options{Dialect: td.d}); len(r.Verdicts) == 0 || r.Verdicts[0] != Fail {
			t.Errorf("%s: reads %v\n%s", td.name, r.Verdicts, failing)
		}
		if ds := Lint([]byte(failing), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) > 0 {
			t.Errorf("%s: an approved file beside a failing report conflicts: %v\n%s", td.name, ds, failing)
		}
		passing := in("**{V}**: {P}\n\n"+files+"{BASE}\n{FIND}\n\nNone.\n", "{F}")
		if ds := Lint([]byte(passing), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
			t.Errorf("%s: a failing file beside a passing report is no conflict: %v\n%s", td.name, ds, passing)
		}
		only := in("# Review\n\n"+files+"{BASE}\n{FIND}\n\nNone.\n", "{P}")
		if ds := Lint([]byte(only), Options{Dialect: td.d}); countRule(ds, RuleVerdictMissing) == 0 {
			t.Errorf("%s: a file's status stands for the report's verdict: %v\n%s", td.name, ds, only)
		}
		after := in("# Review\n\n"+files+"### {V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n", "{P}")
		if ds := Lint([]byte(after), Options{Dialect: td.d}); len(ds) > 0 {
			t.Errorf("%s: a verdict heading after a file's section: %v\n%s", td.name, ds, after)
		}
	}
}

// TestVerdictUnderANamedFile: a heading that names a file build tools
// name without an extension (`### Dockerfile`) is a file's heading as
// `### docker-compose.yml` is: its approval is a part beside a failing
// report, its failure contradicts a passing one, and it never stands
// for the report's verdict.
func TestVerdictUnderANamedFile(t *testing.T) {
	for _, file := range []string{"Dockerfile", "Makefile (build)"} {
		files := "## Detailed Analysis by File\n\n### " + file + "\n**{V}**: {S} - exceeds requirements\n- **Analysis**: multi-stage build\n\n"
		for _, td := range trustDialects(t) {
			in := func(doc, status string) string {
				return td.in(strings.ReplaceAll(doc, "{S}", status))
			}
			failing := in("**{V}**: {F}\n\n"+files+"{FIND}\n\n{BLOCK}\n", "{P}")
			if ds := Lint([]byte(failing), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) > 0 {
				t.Errorf("%s: an approved file beside a failing report conflicts: %v\n%s", td.name, ds, failing)
			}
			passing := in("**{V}**: {P}\n\n"+files+"{BASE}\n{FIND}\n\nNone.\n", "{F}")
			if ds := Lint([]byte(passing), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: a failing file beside a passing report is no conflict: %v\n%s", td.name, ds, passing)
			}
			only := in("# Review\n\n"+files+"{BASE}\n{FIND}\n\nNone.\n", "{P}")
			if ds := Lint([]byte(only), Options{Dialect: td.d}); countRule(ds, RuleVerdictMissing) == 0 {
				t.Errorf("%s: a file's status stands for the report's verdict: %v\n%s", td.name, ds, only)
			}
		}
	}
}
