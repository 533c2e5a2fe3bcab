package config

import (
	"strings"
	"testing"
)

// TestDialectErrors: a dialect that reads one report two ways is an error
// at the file, line and key that make it so.
func TestDialectErrors(t *testing.T) {
	for _, c := range []struct{ toml, want string }{
		{"[dialect]\nextends = \"nope\"\n", `rules.toml:2: dialect.extends: no preset "nope"`},
		{"[dialect.verdict]\npass = [\"APPROVED\"]\nfail = [\"approved\"]\n", `rules.toml:3: dialect.verdict.fail: "approved" is a fail word, and a pass word`},
		// The word the team wrote is blamed, not the preset's.
		{"[dialect]\nextends = \"approvals\"\n[dialect.verdict]\npass = [\"APPROVED\", \"REJECTED\"]\n", `rules.toml:4: dialect.verdict.pass: "REJECTED" is both a pass word and a fail word`},
		{"[dialect.verdict]\nfail = [\"PASS\"]\n", `rules.toml:2: dialect.verdict.fail: "PASS" is both a pass word and a fail word`},
		{"[dialect.sections]\nfindings = [\"Summary\"]\nverdict-reason = [\"summary\"]\n", `dialect.sections.verdict-reason: "summary" also names the findings section`},
		{"[dialect.sections]\nnotes = [\"Notes\"]\n", `dialect.sections.notes: "notes" is not a section`},
		{"[dialect.verdict]\nplaces = [\"margin\"]\n", `rules.toml:2: dialect.verdict.places: "margin" is not a place`},
		{"[dialect.verdict]\nplaces = []\n", `dialect.verdict.places: a verdict needs at least one place`},
		{"[dialect.findings]\nforms = [\"poems\"]\n", `rules.toml:2: dialect.findings.forms: "poems" is not a form`},
		{"[dialect.findings]\nfail = [\"PASS\"]\n", `dialect.findings: "PASS" is a pass verdict but a blocking finding`},
		{"[dialect.findings]\nnote = [\"FAIL\"]\n", `dialect.findings.note: "FAIL" is both a fail word and a note word`},
		{"[dialect.coverage]\nverified = [\"DONE\"]\nfailed = [\"done\"]\n", `dialect.coverage.failed: "done" is a failed word, and a verified word`},
		{"[dialect.verdict]\npass = [\"--\"]\n", `dialect.verdict.pass: "--" holds no word`},
		{"[dialect]\nrequired = [\"verdict\"]\n", `dialect.required: "verdict" is not a section a dialect may require`},
		{"[dialect.verdict]\nkeys = []\n", `dialect.verdict.keys: list at least one`},
		{"[dialect.verdict]\npass = \"APPROVED\"\n", `dialect.verdict.pass`},
		{"[dialect.verdict]\npas = [\"APPROVED\"]\n", `dialect.verdict.pas: unknown key`},
		{"[dialect.verdict]\nrounds = [\"Verdict\"]\n", `dialect.verdict.rounds: "Verdict" also opens a verdict line`},
		{"[dialect.verdict]\nrounds = [\"PASS\"]\n", `dialect.verdict.rounds: "PASS" also opens a verdict line`},
		{"[dialect.verdict]\nrounds = [\"Findings\"]\n", `dialect.verdict.rounds: "Findings" also opens a verdict line or names a section`},
		{"[dialect.verdict]\nrounds = [\"--\"]\n", `dialect.verdict.rounds: "--" holds no word`},
	} {
		_, err := Parse("rules.toml", []byte(c.toml))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want an error containing %q", c.toml, err, c.want)
		}
	}
}

// TestDialectExtends: a preset with keys laid over it.
func TestDialectExtends(t *testing.T) {
	cfg, err := Parse("rules.toml", []byte("[dialect]\nextends = \"approvals\"\n[dialect.verdict]\npass = [\"SHIP IT\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	d := cfg.ReportDialect()
	if side, ok := d.Side("ship it"); !ok || side != "PASS" {
		t.Errorf("SHIP IT reads %q %v", side, ok)
	}
	if _, ok := d.Side("APPROVED"); ok {
		t.Errorf("the preset's pass words were kept beside the ones given")
	}
	if side, ok := d.Side("changes requested"); !ok || side != "FAIL" {
		t.Errorf("the preset's fail words were lost: %q %v", side, ok)
	}
	cfg, err = Parse("rules.toml", []byte("[dialect]\nextends = \"approvals\"\n[dialect.verdict]\nrounds = [\"Review\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r := cfg.ReportDialect().Spec().Verdict.Rounds; len(r) != 1 || r[0] != "Review" {
		t.Errorf("rounds = %q, want [Review]", r)
	}
	if def := Default().ReportDialect(); def.Name() != "default" {
		t.Errorf("no [dialect] reads the default contract, not %q", def.Name())
	}
}
