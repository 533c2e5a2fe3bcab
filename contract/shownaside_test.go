package contract

import (
	"sort"
	"testing"
)

// shownHeads are passingHeads and the severity-table preset's: the
// openings of a passing report with no finding in each preset.
func shownHeads() map[string]string {
	heads := passingHeads()
	heads["severity-table"] = "# Review\n\n**Verdict:** APPROVE\n\n## Findings\n\nNone\n\n"
	return heads
}

// lintUnder lints doc under the named preset.
func lintUnder(t *testing.T, preset, doc string) bool {
	t.Helper()
	p, ok := PresetNamed(preset)
	if !ok {
		t.Fatalf("no preset %q", preset)
	}
	return refused(Lint([]byte(doc), Options{Dialect: MustDialect(p.Spec)}))
}

// TestShownAsideIsRead: a finding graded blocking that renders away
// from every section (in a footnote at the end of the page) or only to
// some readers (an image's alt text) is seen by a reader as a blocking
// finding; beside a passing verdict it is refused in every preset, as a
// failing finding or a verdict there already is.
func TestShownAsideIsRead(t *testing.T) {
	tails := []struct{ name, tail string }{
		{"severity-first footnote", "See the note[^1].\n\n[^1]: **Critical**: the migration drops a column\n"},
		{"severity-first list in a footnote", "See the note[^1].\n\n[^1]: note\n\n    - **Critical**: the migration drops a column\n"},
		{"severity table in a footnote", "See the note[^1].\n\n[^1]: note\n\n    | Severity | Finding |\n    |---|---|\n    | Critical | the migration drops a column |\n"},
		{"severity heading in a footnote", "See the note[^1].\n\n[^1]: note\n\n    ## Critical Issues\n\n    - the migration drops a column\n"},
		{"severity-first image alt text", "![Critical: the migration drops a column](https://example.com/a.png)\n"},
	}
	heads := shownHeads()
	names := make([]string, 0, len(heads))
	for name := range heads {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		head := heads[name]
		if lintUnder(t, name, head+"The change is small.\n") {
			t.Fatalf("%s: the opening alone is refused", name)
		}
		for _, c := range tails {
			if !lintUnder(t, name, head+c.tail) {
				t.Errorf("%s, %s: passes\n%s", name, c.name, head+c.tail)
			}
		}
	}
}

// TestFrontMatterCommentIsNoVerdict: GitHub shows front matter as a
// table of its keys and values, and a YAML comment in none of them: a
// verdict in a comment (`# verdict: PASS`) is no verdict a reader sees,
// and a report with no other never passes, in every preset.
func TestFrontMatterCommentIsNoVerdict(t *testing.T) {
	bodies := map[string]string{
		"default":        "## Verdict reason\n\nnothing blocks\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Findings\n\nNone\n",
		"approvals":      "## Summary\n\nThe change is small.\n",
		"severity-table": "## Findings\n\nNone\n",
		"gates":          "## Gate results\n\n- build: PASS — green\n",
	}
	for name, body := range bodies {
		p, _ := PresetNamed(name)
		pass := MustDialect(p.Spec).passWord()
		shown := "---\nverdict: " + pass + "\ntitle: the retry budget\n---\n\n" + body
		if lintUnder(t, name, shown) {
			t.Fatalf("%s: the verdict in front matter is refused\n%s", name, shown)
		}
		for _, comment := range []string{"# verdict: ", "#verdict: ", "  # verdict: "} {
			doc := "---\n" + comment + pass + "\ntitle: the retry budget\n---\n\n" + body
			if !lintUnder(t, name, doc) {
				t.Errorf("%s: a verdict in a YAML comment passes\n%s", name, doc)
			}
		}
	}
}

// TestRawHTMLVerdictApart: raw HTML that shows a verdict word alone
// (`<p>CHANGES REQUESTED</p>`), or a key and its value in elements of
// their own (`<dt>Verdict</dt><dd>…</dd>`, a table's cells, a heading
// and a paragraph), holds contract text a renderer may show or hide: it
// is refused in every preset, as `<div>Verdict: FAIL</div>` is.
func TestRawHTMLVerdictApart(t *testing.T) {
	heads := shownHeads()
	for _, name := range []string{"default", "approvals", "severity-table", "gates"} {
		p, _ := PresetNamed(name)
		fail := MustDialect(p.Spec).failWord()
		for _, tail := range []string{
			"<p>" + fail + "</p>\n",
			"<div>\n" + fail + "\n</div>\n",
			"<ul><li>" + fail + "</li></ul>\n",
			"<dl><dt>Verdict</dt><dd>" + fail + "</dd></dl>\n",
			"<dl>\n<dt>Verdict</dt>\n<dd>" + fail + "</dd>\n</dl>\n",
			"<h2>Verdict</h2>\n<p>" + fail + "</p>\n",
			"<table><tr><td>Verdict</td><td>" + fail + "</td></tr></table>\n",
		} {
			if !lintUnder(t, name, heads[name]+tail) {
				t.Errorf("%s: %q passes beside the approval", name, tail)
			}
		}
		clean := heads[name] + "<details>\n<summary>Notes</summary>\n\nThe change is small.\n\n</details>\n"
		if lintUnder(t, name, clean) {
			t.Errorf("%s: raw HTML that states nothing is refused\n%s", name, clean)
		}
	}
}
