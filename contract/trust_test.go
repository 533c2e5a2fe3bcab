package contract

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"golang.org/x/net/html"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// A report a reader of GitHub's rendering takes for failing or doubtful
// must not lint clean, in any dialect. These tests write each such report
// in the words of the default contract and of three presets and want it
// refused, by one of the rules that say why.

// trustDialect is a dialect and the words its reports are written in.
type trustDialect struct {
	name string
	d    *Dialect
	// words replace the placeholders of a case: {V} the verdict key,
	// {P} and {F} the pass and fail words, {FIND} a findings heading,
	// {BLOCK} a blocking finding bullet, {BASE} the sections the dialect
	// requires of a passing report.
	words []string
}

func trustDialects(t *testing.T) []trustDialect {
	t.Helper()
	preset := func(name string) *Dialect {
		p, ok := PresetNamed(name)
		if !ok {
			t.Fatalf("no preset %q", name)
		}
		return MustDialect(p.Spec)
	}
	return []trustDialect{
		{"default", DefaultDialect(), []string{
			"{V}", "Verdict", "{P}", "PASS", "{F}", "FAIL", "{FIND}", "## Findings", "{FIND_WORD}", "Findings",
			"{BLOCK}", "- tokens are logged: FAIL — they leak",
			"{BASE}", "## Coverage statement\n- the parser's tests pass: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nThe change is sound.\n",
		}},
		{"approvals", preset("approvals"), []string{
			"{V}", "Verdict", "{P}", "APPROVED", "{F}", "CHANGES REQUESTED", "{FIND}", "## Issues Found", "{FIND_WORD}", "Issues Found",
			"{BLOCK}", "- **Critical:** tokens are logged", "{BASE}", "## Summary\nThe change is sound.\n",
		}},
		{"severity-table", preset("severity-table"), []string{
			"{V}", "Verdict", "{P}", "APPROVE", "{F}", "REQUEST CHANGES", "{FIND}", "## Findings", "{FIND_WORD}", "Findings",
			"{BLOCK}", "- **Critical:** tokens are logged", "{BASE}", "",
		}},
		{"gates", preset("gates"), []string{
			"{V}", "Verdict", "{P}", "PASS", "{F}", "FAIL", "{FIND}", "## Gate results", "{FIND_WORD}", "Gate results",
			"{BLOCK}", "- Spec compliance: FAIL — tokens are logged", "{BASE}", "",
		}},
	}
}

// in writes a case in the dialect's words.
func (td trustDialect) in(doc string) string {
	return strings.NewReplacer(td.words...).Replace(doc)
}

// wantRefused lints each case in each dialect and wants one of the rules
// named, an error; base is a clean report of the same shape, which each
// dialect must accept, so that a refusal is for what the case adds.
//
// A case that names a dialect after a tab is linted in that dialect only:
// its shape is one only that dialect reads (a severity heading).
func wantRefused(t *testing.T, base string, cases []string, rules ...string) {
	t.Helper()
	for _, td := range trustDialects(t) {
		if ds := Lint([]byte(td.in(base)), Options{Dialect: td.d}); len(ds) > 0 {
			t.Fatalf("%s: the clean report is refused: %v\n%s", td.name, ds, td.in(base))
		}
		for _, c := range cases {
			c, only, _ := strings.Cut(c, "\t")
			if only != "" && only != td.name {
				continue
			}
			doc := td.in(c)
			ds := Lint([]byte(doc), Options{Dialect: td.d})
			if !slices.ContainsFunc(ds, func(x diag.Diagnostic) bool { return x.Severity == diag.Error && slices.Contains(rules, x.Rule) }) {
				t.Errorf("%s: not refused by %v: %v\n%s", td.name, rules, ds, doc)
			}
		}
	}
}

// gfm renders markdown as goldmark's own GFM extensions do, independent
// of the contract's parser.
var gfm = goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))

// struckText is the text goldmark's GFM rendering of doc shows struck
// through: inside <del>, <s> or <strike>.
func struckText(t *testing.T, doc string) string {
	t.Helper()
	return textInside(t, doc, func(name string, _ bool) bool { return name == "del" || name == "s" || name == "strike" })
}

// textInside is the text of goldmark's GFM rendering of doc inside the
// elements within says a reader does not see as stated, by their name
// and whether they carry a hidden attribute.
func textInside(t *testing.T, doc string, within func(name string, hidden bool) bool) string {
	t.Helper()
	var out bytes.Buffer
	if err := gfm.Convert([]byte(doc), &out); err != nil {
		t.Fatal(err)
	}
	var inside strings.Builder
	var open []string // the elements open, "" for those that hide nothing
	depth := 0
	z := html.NewTokenizer(&out)
	for {
		switch tt := z.Next(); tt {
		case html.ErrorToken:
			return inside.String()
		case html.StartTagToken:
			name, more := z.TagName()
			hidden := false
			for more {
				var key []byte
				key, _, more = z.TagAttr()
				hidden = hidden || string(key) == "hidden"
			}
			if within(string(name), hidden) {
				open = append(open, string(name))
				depth++
			} else {
				open = append(open, "")
			}
		case html.EndTagToken:
			if n := len(open); n > 0 {
				if open[n-1] != "" {
					depth--
				}
				open = open[:n-1]
			}
		case html.TextToken:
			if depth > 0 {
				inside.Write(z.Text())
			}
		}
	}
}

// TestStruckTextIsWithdrawn: words a reader sees struck through (GFM's
// ~~x~~ and ~x~, <del>, <s>, <strike>) neither settle a blocking
// finding, nor say there is none, nor approve. goldmark's GFM rendering
// says each is struck through.
func TestStruckTextIsWithdrawn(t *testing.T) {
	const base = "{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n"
	cases := []struct{ doc, struck string }{
		// A resolved mark on a blocking finding.
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n{BLOCK} ~~→ Fixed~~\n", "→ Fixed"},
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n{BLOCK} ~✅ RESOLVED~\n", "✅ RESOLVED"},
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n{BLOCK} <del>(FIXED)</del>\n", "(FIXED)"},
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n{BLOCK} <s>→ resolved</s>\n", "→ resolved"},
		{"{V}: {P}\n\n{BASE}\n- **Critical:** tokens are logged ~~→ Fixed~~\n\tapprovals", "→ Fixed"},
		{"{V}: {P}\n\n{BASE}\n## Critical Issues\n\n### 1. Tokens are logged\n\n~~**Status:** Fixed in 3f2a1c~~\n\tapprovals", "Status: Fixed in 3f2a1c"},
		// A heading finding whose struck words make it resolved, or
		// make its heading no finding's.
		{"{V}: {P}\n\n{BASE}\n## Critical Issues\n\n### 1. Tokens are logged ~~(FIXED)~~\n\tapprovals", "(FIXED)"},
		{"{V}: {P}\n\n{BASE}\n### BLOCKER 1 ~~(RESOLVED)~~\n\ntokens are logged\n\tapprovals", "(RESOLVED)"},
		{"{V}: {P}\n\n{BASE}\n### BLOCKER 1 ~~and only a nit~~\n\ntokens are logged\n\tapprovals", "and only a nit"},
		// A statement of none.
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n~~None.~~\n", "None."},
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n<del>None</del>\n", "None"},
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n<strike>None.</strike>\n", "None."},
		{"{V}: {P}\n\n{BASE}\n## Critical Issues\n\n~~None.~~ The migration drops the users table.\n\tapprovals", "None."},
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n{BLOCK}\n\n## Critical Issues\n\n- **Blockers:** ~~0~~\n", "0"},
		// A verdict.
		{"{V}: ~~{P}~~\n\n{BASE}\n{FIND}\n\nNone.\n", "{P}"},
		{"{V}: ~~{F}~~ {P}\n\n{BASE}\n{FIND}\n\nNone.\n", "{F}"},
		{"**{V}:** <del>{P}</del>\n\n{BASE}\n{FIND}\n\nNone.\n", "{P}"},
		{"<s>{V}: {P}</s>\n\n{BASE}\n{FIND}\n\nNone.\n", "{V}: {P}"},
		{"## {V}\n\n~~{P}~~\n\n{BASE}\n{FIND}\n\nNone.\n", "{P}"},
		{"| {V} | ~~{P}~~ |\n|---|---|\n\n{BASE}\n{FIND}\n\nNone.\n", "{P}"},
		{"| {V} |\n|---|\n| <del>{P}</del> |\n\n{BASE}\n{FIND}\n\nNone.\n", "{P}"},
		{"| ~~{F}~~ {V} |\n|---|\n| {P} |\n\n{BASE}\n{FIND}\n\nNone.\n", "{F}"},
		// A heading whose section only struck words name.
		{"## ~~{V}~~\n\n{P}\n\n{BASE}\n{FIND}\n\nNone.\n", "{V}"},
		{"{V}: {P}\n\n{BASE}\n## Notes ~~{FIND_WORD}~~\n\n{BLOCK}\n", "{FIND_WORD}"},
	}
	var docs []string
	for _, c := range cases {
		for _, td := range trustDialects(t) {
			doc, _, _ := strings.Cut(c.doc, "\t")
			if got, want := struckText(t, td.in(doc)), td.in(c.struck); !strings.Contains(got, want) {
				t.Fatalf("%s: GitHub's rendering strikes %q, not %q\n%s", td.name, got, want, td.in(doc))
			}
		}
		docs = append(docs, c.doc)
	}
	wantRefused(t, base, docs, RuleVerdictFindingMismatch, RuleFindingsEmpty, RuleRenderAmbiguous, RuleVerdictMissing, RuleFindingUndispositioned)
}

// TestMarkBesideTheValue: a cross or a warning sign beside a passing
// value, after it as before it, and a check mark beside a failing one,
// shows a reader the other side: the line offers no verdict.
func TestMarkBesideTheValue(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	base := "{V}: {P}" + rest
	var docs []string
	for _, line := range []string{
		"{V}: {P} ❌", "**{V}:** {P} ⚠️", "## {V}: {P} 🔴", "{V}: {P} — tests ❌", "{V}: ❌ {P}",
		"**{V}:** **{P}** 🛑", "{V}: {P}\n⚠️ pending QA", "## {V}\n\n{P} ⚠️", "## {V}\n\n{P} 🟡",
		"| {V} | {P} ❌ |\n|---|---|", "| {V} | {P} | ⚠️ |\n|---|---|---|", "| ❌ | {V} | {P} |\n|---|---|---|", "---\nverdict: {P} ❌\n---\n\n# Review",
		"{V}: {F} ✅", "| {V} | {F} | ✅ |\n|---|---|---|",
		// GitHub renders a shortcode as its emoji.
		"{V}: {P} :x:", "**{V}:** {P} :warning:", "{V}: {P} :no_entry:",
		// A question mark or a siren doubts the value too.
		"{V}: {P}?", "**{V}:** {P} (?)", "{V}: {P} ❓", "## {V}: {P} 🚨",
		// A mark on the heading the value stands under.
		"## {V} ❌\n\n{P}\tapprovals", "## {V} ⚠️\n{P}\tseverity-table",
		// A loose verdict a mark doubts still conflicts.
		"{V}: {P}\n\nRound 2 verdict: {F} ✅", "{V}: {P}\n\n| Check | Result |\n|---|---|\n| Round 2 verdict | {F} ✅ |",
	} {
		line, only, _ := strings.Cut(line, "\t")
		if only != "" {
			only = "\t" + only
		}
		docs = append(docs, line+rest+only)
	}
	wantRefused(t, base, docs, RuleVerdictConflict)
	// A resolved mark a shortcode doubts settles nothing.
	wantRefused(t, base, []string{
		"{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Critical:** tokens are logged → Fixed :x:\n\tapprovals",
		"{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Critical:** tokens are logged (RESOLVED :warning:)\n\tseverity-table",
		// A shortcode renders as its mark, not as a `: Warning`
		// disposition that makes the finding advisory.
		"{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Critical:** tokens are logged :warning:\n\tapprovals",
	}, RuleVerdictFindingMismatch)
}

// TestNoneIsTheWholeStatement: a statement that there are no findings
// followed, on its line, by a second sentence, a clause or an aside says
// more than none: a reader weighs what follows as a finding.
func TestNoneIsTheWholeStatement(t *testing.T) {
	const base = "{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n"
	var docs []string
	for _, none := range []string{
		"None. The migration drops the users table without a backup.",
		"No blockers; the auth check is bypassed.",
		"None — the migration drops the users table.",
		"No findings (the migration drops the users table).",
		"None identified. The migration drops the users table.",
		"**Result:** None. The migration drops the users table.",
	} {
		docs = append(docs,
			"{V}: {P}\n\n{BASE}\n{FIND}\n\n"+none+"\n",
			"{V}: {P}\n\n{BASE}\n{FIND}\n\n- "+none+"\n",
			"{V}: {P}\n\n{BASE}\n## Critical Issues\n\n"+none+"\n\tapprovals",
			"{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Blockers:** "+none+"\n\tapprovals",
		)
	}
	// A footnote on a none, or on a resolved mark, qualifies it where a
	// reader of the section does not see it.
	docs = append(docs,
		"{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.[^1]\n\n[^1]: The migration drops the users table.\n",
		"{V}: {P}\n\n{BASE}\n## Critical Issues\n\nNone[^a]\n\n[^a]: The migration drops the users table.\n\tapprovals",
		"{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Critical:** tokens are logged → Fixed[^1]\n\n[^1]: Not in this commit.\n\tapprovals",
	)
	wantRefused(t, base, docs, RuleFindingsEmpty, RuleFindingUndispositioned, RuleVerdictFindingMismatch)
	// Two statements of none are none.
	for _, td := range trustDialects(t) {
		doc := td.in("{V}: {P}\n\n{BASE}\n{FIND}\n\nNone. No blockers identified.\n")
		if ds := Lint([]byte(doc), Options{Dialect: td.d}); len(ds) > 0 {
			t.Errorf("%s: %v\n%s", td.name, ds, doc)
		}
	}
}

// TestFailingPartBesideAPass: a line keyed with another verdict key than
// the dialect's first whose value fails in words the dialect does not
// take as verdicts (`Status: FAIL` beside `Verdict: APPROVED`) is a part
// that fails, and contradicts the passing verdict. The default contract
// has one key; the presets have several.
func TestFailingPartBesideAPass(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	base := "{V}: {P}\n\nStatus: Approved by the team\n\nStatus: previously blocked, now merged\n\nStatus: add a CHANGELOG entry" + rest
	var docs []string
	for _, part := range []string{
		"Status: FAIL", "**Status:** FAILED", "Status: REJECTED — the auth check is bypassed", "Status: NOT APPROVED",
		"- **Status**: Failed", "Status: ❌ missing", "**Status:** 🔴 broken", "Status: Blocks release",
		"| Check | Value |\n|---|---|\n| Status | FAIL |",
		"**Status:** Do not merge", "Status: cannot approve yet",
	} {
		for _, d := range []string{"approvals", "severity-table", "gates"} {
			docs = append(docs, "{V}: {P}\n\n"+part+rest+"\t"+d)
		}
	}
	wantRefused(t, base, docs, RuleVerdictConflict)
	// A passing part, or a failing one beside a failing verdict, is no
	// conflict.
	for _, td := range trustDialects(t)[1:] {
		for _, doc := range []string{"{V}: {P}\n\nStatus: ✅ done" + rest, "{V}: {F}\n\nStatus: FAILED\n\n{FIND}\n\n{BLOCK}\n"} {
			doc = td.in(doc)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) > 0 {
				t.Errorf("%s: %v\n%s", td.name, ds, doc)
			}
		}
	}
}

// TestHiddenTextIsWithdrawn: words inside inline HTML that folds or
// hides them (<details>, a hidden attribute) settle nothing and say no
// none, as struck words do. goldmark's rendering says where they stand.
func TestHiddenTextIsWithdrawn(t *testing.T) {
	const base = "{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n"
	cases := []struct{ doc, hidden string }{
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Critical:** tokens are logged <details><summary>more</summary>→ Fixed</details>\n\tapprovals", "→ Fixed"},
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n- **Critical:** tokens are logged <span hidden>(FIXED)</span>\n\tseverity-table", "(FIXED)"},
		{"{V}: {P}\n\n{BASE}\n{FIND}\n\n<span hidden>None.</span>\n", "None."},
	}
	var docs []string
	for _, c := range cases {
		doc, _, _ := strings.Cut(c.doc, "\t")
		for _, td := range trustDialects(t) {
			got := textInside(t, td.in(doc), func(name string, hidden bool) bool { return name == "details" || hidden })
			if !strings.Contains(got, c.hidden) {
				t.Fatalf("%s: the rendering hides %q, not %q\n%s", td.name, got, c.hidden, td.in(doc))
			}
		}
		docs = append(docs, c.doc)
	}
	wantRefused(t, base, docs, RuleVerdictFindingMismatch, RuleFindingsEmpty, RuleRenderAmbiguous)
}
