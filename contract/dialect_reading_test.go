package contract

import (
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestSeverityHeadingsInADialect: a heading is a severity heading only
// when what follows its severity word names a list; a severity and a
// number name one finding, whose body is what follows it.
func TestSeverityHeadingsInADialect(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	cases := []struct {
		name, doc string
		mismatch  bool
	}{
		{"a topic that opens with a severity word",
			"## Verdict: APPROVED\n\n#### High Availability\n\n- **✅ Excellent**: two replicas\n", false},
		{"a bold line that opens with a severity word",
			"## Verdict: APPROVED\n\n**Critical Innovation: enums that are strings**\n\nA good decision.\n", false},
		{"a severity heading still opens findings",
			"## Verdict: APPROVED\n\n## Critical Security Gaps\n\n- tokens are logged\n", true},
		{"a severity list found",
			"## Verdict: APPROVED\n\n## Critical Issues Found\n\n- tokens are logged\n", true},
		{"two severities in one heading",
			"## Verdict: APPROVED\n\n## Critical / High\n\n- tokens are logged\n", true},
		{"a numbered blocking finding",
			"## Verdict: APPROVED\n\n### BLOCKER 1\n\n**WHY**: tokens are logged.\n", true},
		{"a numbered finding with a title",
			"## Verdict: APPROVED\n\n### Major #2: a race in the cache\n\nTwo writers.\n", true},
		{"numbered advisory findings",
			"## Verdict: APPROVED\n\n### Minor 1\n\n**CHANGE**: rename it.\n\n### Minor 2\n\n**WHY**: clearer.\n", false},
		{"a blocking bullet in a numbered advisory finding's body",
			"## Verdict: APPROVED\n\n### Minor 1\n\n- **Critical**: the importer drops rows\n", true},
	}
	for _, c := range cases {
		diags := Lint([]byte(c.doc), Options{Dialect: d})
		if got := countRule(diags, RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("%s: mismatch = %v, want %v\n%s", c.name, got, c.mismatch, c.doc)
		}
		if n := countRule(diags, RuleFindingsEmpty); n > 0 {
			t.Errorf("%s: findings-empty reported\n%s", c.name, c.doc)
		}
	}
}

// TestNoneStatements: a findings section, or a blocking severity
// heading, that states there is none holds no finding; one that names an
// exception does.
func TestNoneStatements(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	cases := []struct {
		body     string
		mismatch bool
	}{
		{"**Result:** NONE IDENTIFIED", false},
		{"No critical or high priority issues identified.", false},
		{"None. No critical blockers identified.", false},
		{"**Status:** Zero critical issues identified", false},
		{"Zero blockers found.", false},
		{"None, but the migration drops the users table.", true},
		{"No blocking issues found, except that the migration drops a table.", true},
		{"No critical issues identified, save that the migration drops a table.", true},
		{"No critical issues identified, only that the migration drops a table.", true},
		{"None identified; one remains: the migration drops a table.", true},
		{"No blockers found (excluding the migration, which drops a table).", true},
		{"None identified — barring the migration, which drops a table.", true},
		// A none statement is the whole statement: what follows it on
		// its line is weighed as prose under the heading is, as on a
		// line of its own.
		{"No critical issues identified. Only minor nits remain below.", true},
		{"No critical or high priority issues identified. This is an exceptional result.", true},
		{"No tests cover the importer.", true},
		{"Nothing here is safe to ship.", true},
	}
	for _, c := range cases {
		doc := "## Verdict: APPROVED\n\n## Blocking Issues\n\n" + c.body + "\n"
		if got := countRule(Lint([]byte(doc), Options{Dialect: d}), RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("mismatch = %v, want %v\n%s", got, c.mismatch, doc)
		}
	}
}

// TestItemStatusIsNoVerdict: a list item keyed with Status states the
// status of what it lists: it may contradict the report's verdict, but
// never stands for it.
func TestItemStatusIsNoVerdict(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	cases := []struct {
		doc  string
		rule string // the rule that refuses it, "" when clean
	}{
		{"# Plans\n\n- **Status**: APPROVED - a good plan\n- **Status**: APPROVED - another\n", RuleVerdictMissing},
		{"**Status**: APPROVED\n\n- **Status**: APPROVED - a good plan\n", ""},
		{"**Status**: APPROVED\n\n- **Status**: CHANGES REQUESTED - the second plan\n", RuleVerdictConflict},
		{"# Plans\n\n- **Final Status**: APPROVED\n", ""},
		{"# Plans\n\n- **Verdict**: APPROVED\n", ""},
	}
	for _, c := range cases {
		wantVerdictRule(t, d, c.doc, c.rule)
	}
}

// TestValuesInOtherWords: a verdict line whose value is in other words
// but shows its side is read for conflicts only; one that shows none
// still contradicts the verdict; one value said twice is no choice.
func TestValuesInOtherWords(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	cases := []struct {
		doc  string
		rule string // the rule that refuses it, "" when clean
	}{
		{"**Status**: APPROVED\n\n### ADR-1\n\n**Verdict:** ✅ **FULL COMPLIANCE**\n", ""},
		{"**Status**: APPROVED\n\n### Security\n\n**Verdict:** No security vulnerabilities identified.\n", ""},
		{"**Status**: CHANGES REQUESTED\n\n### ADR-1\n\n**Verdict:** ✅ FULL COMPLIANCE\n", ""}, // another part fails
		{"**Status**: APPROVED\n\n### ADR-1\n\n**Verdict:** ❌ tokens are logged\n", RuleVerdictConflict},
		{"**Status**: APPROVED\n\n### ADR-1\n\n**Verdict:** ✅ ❎ tokens are logged\n", RuleVerdictConflict},
		{"**Status**: APPROVED\n\n### ADR-1\n\n**Verdict:** ✅ done 👎\n", RuleVerdictConflict},
		{"**Status**: APPROVED\n\n### ADR-1\n\n**Verdict:** ⚠️ PARTIAL ✅\n", RuleVerdictConflict},
		{"**Status**: APPROVED\n\n### ADR-1\n\n**Verdict:** ✅ but CHANGES REQUESTED later\n", RuleVerdictConflict},
		{"**Status**: APPROVED\n\n### ADR-1\n\n**Verdict:** No tests cover it\n", RuleVerdictConflict},
		{"# Review\n\n**Verdict:** ✅ FULL COMPLIANCE\n", RuleVerdictMissing},
		{"**Verdict:** ✅ **APPROVED - GO FOR RELEASE**\n", ""},
		{"**Verdict:** APPROVED - CHANGES REQUESTED\n", RuleVerdictConflict},
	}
	for _, c := range cases {
		wantVerdictRule(t, d, c.doc, c.rule)
	}
}

// TestRounds: in a dialect of review logs, the last round is the review
// of record, read with what precedes the first; earlier rounds are not
// read. Without round words, or with one round, a report is one review.
func TestRounds(t *testing.T) {
	p, _ := PresetNamed("approvals")
	spec := p.Spec.Clone()
	spec.Verdict.Rounds = []string{"Review", "Round"}
	logs := MustDialect(spec)
	plain := MustDialect(p.Spec)
	const log = "# Review Log\n\n## Review — 1\n\n**Verdict:** CHANGES REQUESTED\n\n- **Critical**: tokens are logged\n\n" +
		"## Review — 2\n\n**Verdict:** APPROVED\n\nThe token log is gone.\n"
	cases := []struct {
		name, doc string
		d         *Dialect
		refused   bool
	}{
		{"the last round approves", log, logs, false},
		{"without round words the rounds conflict", log, plain, true},
		{"the last round keeps its findings",
			"## Round 1\n\n**Verdict:** APPROVED\n\n## Round 2\n\n**Verdict:** APPROVED\n\n- **Critical**: tokens are logged\n", logs, true},
		{"what precedes the first round is read",
			"**Verdict:** CHANGES REQUESTED\n\n## Review 1\n\n**Verdict:** CHANGES REQUESTED\n\n## Review 2\n\n**Verdict:** APPROVED\n", logs, true},
		{"one round is the whole review",
			"# Review Log\n\n## Review 1\n\n**Verdict:** APPROVED\n\n- **Critical**: tokens are logged\n", logs, true},
		{"gates are no rounds",
			"## Gate 1\n\n**Verdict:** CHANGES REQUESTED\n\n## Gate 2\n\n**Verdict:** APPROVED\n", logs, true},
		{"the last round needs a verdict",
			"## Review 1\n\n**Verdict:** APPROVED\n\n## Review 2\n\nStill looking.\n", logs, true},
		{"a dated round",
			"## Review — 2026-04-13\n\n**Verdict:** CHANGES REQUESTED\n\n## Review — 2026-04-14\n\n**Verdict:** APPROVED\n", logs, false},
		{"the round word alone",
			"## Review\n\n**Verdict:** CHANGES REQUESTED\n\n## Review\n\n**Verdict:** APPROVED\n", logs, false},
		{"a round numbered below an earlier one is not the latest",
			"## Review 1\n\n**Verdict:** CHANGES REQUESTED\n\n## Review 3\n\n**Verdict:** CHANGES REQUESTED\n\n## Review 2\n\n**Verdict:** APPROVED\n", logs, true},
		{"a round dated before an earlier one is not the latest",
			"## Review — 2026-04-13\n\n**Verdict:** CHANGES REQUESTED\n\n## Review — 2026-04-12\n\n**Verdict:** APPROVED\n", logs, true},
		{"a round number said twice",
			"## Review 2\n\n**Verdict:** CHANGES REQUESTED\n\n## Review 2\n\n**Verdict:** APPROVED\n", logs, true},
		{"two rounds of one day, the later written last",
			"## Review — 2026-04-13 09:30\n\n**Verdict:** CHANGES REQUESTED\n\n- **Critical**: tokens are logged\n\n## Review — 2026-04-13 12:30\n\n**Verdict:** APPROVED\n", logs, false},
		{"rounds past nine",
			"## Review 9\n\n**Verdict:** CHANGES REQUESTED\n\n## Review 10\n\n**Verdict:** APPROVED\n", logs, false},
		{"a heading that names a part is no round",
			"# PR review\n\n## Review Findings\n\n- **Critical**: tokens are logged\n\n## Review Verdict\n\n**Verdict:** APPROVED\n", logs, true},
		{"two parts of one review still conflict",
			"## Review Summary\n\n**Verdict:** CHANGES REQUESTED\n\n## Review Notes\n\n**Verdict:** APPROVED\n", logs, true},
	}
	for _, c := range cases {
		refused := false
		for _, x := range Lint([]byte(c.doc), Options{Dialect: c.d}) {
			refused = refused || x.Severity == diag.Error
		}
		if refused != c.refused {
			t.Errorf("%s: refused = %v, want %v", c.name, refused, c.refused)
		}
	}
}

// TestPartsUnderAVerdict: a part that passes does not contradict a
// failing review; a part that fails contradicts a passing one.
func TestPartsUnderAVerdict(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	cases := []struct {
		doc      string
		conflict bool
	}{
		{"## Auditors\n\n- **Status**: APPROVED\n- **Status**: CHANGES REQUESTED\n\n## Final Decision\n\nCHANGES REQUESTED\n\n- **Critical**: logs are missing\n", false},
		{"## Auditors\n\n- **Status**: CHANGES REQUESTED\n\n## Final Decision\n\nAPPROVED\n", true},
		{"**Status**: CHANGES REQUESTED\n\n- **Critical**: logs are missing\n\n### ADR-1\n\n**Verdict:** ✅ FULL COMPLIANCE\n", false},
		{"**Status**: APPROVED\n\n### ADR-1\n\n**Verdict:** ❌ logs are missing\n", true},
	}
	for _, c := range cases {
		if got := countRule(Lint([]byte(c.doc), Options{Dialect: d}), RuleVerdictConflict) > 0; got != c.conflict {
			t.Errorf("conflict = %v, want %v\n%s", got, c.conflict, c.doc)
		}
	}
}

// TestQualifiedItemStatus: a qualifier that names a part (`Build status`)
// keeps a list item a part's status; final or overall makes it the
// verdict.
func TestQualifiedItemStatus(t *testing.T) {
	p, _ := PresetNamed("approvals")
	spec := p.Spec.Clone()
	spec.Verdict.Qualifiers = append(spec.Verdict.Qualifiers, "build")
	d := MustDialect(spec)
	if countRule(Lint([]byte("# Review\n\n- **Build Status**: APPROVED\n"), Options{Dialect: d}), RuleVerdictMissing) == 0 {
		t.Errorf("a build's status stands for the verdict")
	}
	if countRule(Lint([]byte("# Review\n\n- **Final Status**: APPROVED\n"), Options{Dialect: d}), RuleVerdictMissing) > 0 {
		t.Errorf("a final status is not read as the verdict")
	}
}

// TestRiskRegisterAndProse: a risk register's HIGH weighs a risk, not a
// finding; prose under a severity heading is what the heading lists.
func TestRiskRegisterAndProse(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	register := "## Verdict: APPROVED\n\n## Risks\n\n| Risk | Severity | Likelihood | Mitigation |\n|---|---|---|---|\n| Path traversal | HIGH | LOW | Whitelist |\n"
	if countRule(Lint([]byte(register), Options{Dialect: d}), RuleVerdictFindingMismatch) > 0 {
		t.Errorf("a risk register is read as findings")
	}
	for _, head := range []string{"| Issue | Severity | Likelihood | Mitigation |", "| Finding | Severity | Status | Likelihood |"} {
		issues := "## Verdict: APPROVED\n\n## Review\n\n" + head + "\n|---|---|---|---|\n| tokens are logged | CRITICAL | HIGH | none |\n"
		if countRule(Lint([]byte(issues), Options{Dialect: d}), RuleVerdictFindingMismatch) == 0 {
			t.Errorf("a table of issues with a likelihood column is read as a risk register\n%s", issues)
		}
	}
	table := "## Verdict: APPROVED\n\n## Notes\n\n| Item | Severity |\n|---|---|\n| Path traversal | HIGH |\n"
	if countRule(Lint([]byte(table), Options{Dialect: d}), RuleVerdictFindingMismatch) == 0 {
		t.Errorf("a severity table outside the findings is not read")
	}
	prose := "## Verdict: APPROVED\n\n## Concerns\n\n### Minor Concerns (Non-Blocking)\n\n**1. Coverage gaps**\n\n**Concern:** two paths are untested.\n"
	if diags := Lint([]byte(prose), Options{Dialect: d}); countRule(diags, RuleFindingsEmpty) > 0 {
		t.Errorf("prose under a severity heading is an empty findings section")
	}
}

// wantVerdictRule checks that doc is refused by rule, or, when rule is
// "", that it is neither verdict-missing nor verdict-conflict.
func wantVerdictRule(t *testing.T, d *Dialect, doc, rule string) {
	t.Helper()
	diags := Lint([]byte(doc), Options{Dialect: d})
	if rule != "" {
		if countRule(diags, rule) == 0 {
			t.Errorf("not refused by %s\n%s", rule, doc)
		}
		return
	}
	for _, x := range diags {
		if x.Rule == RuleVerdictMissing || x.Rule == RuleVerdictConflict {
			t.Errorf("refused by %s: %s\n%s", x.Rule, x.Message, doc)
		}
	}
}

// TestImpliedSideKeepsStrays: a section's verdict in other words is
// still read for a blocking finding written in it.
func TestImpliedSideKeepsStrays(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	doc := "## Verdict: APPROVED\n\n### ADR-1\n\n**Verdict:** ✅ done; the importer drops rows: BLOCKER\n"
	if countRule(Lint([]byte(doc), Options{Dialect: d}), RuleVerdictFindingMismatch) == 0 {
		t.Errorf("a blocker in a section's verdict line is not read")
	}
}

// TestEmojiBeforeTheKey: an emoji before a verdict key is decoration a
// reader passes over; a mark of the other side makes the line both.
func TestEmojiBeforeTheKey(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	for doc, rule := range map[string]string{
		"# T\n\n## 🎯 Verdict: APPROVED\n":                           "",
		"# T\n\n## 🚫 VERDICT: CHANGES REQUESTED\n":                  "",
		"# T\n\n**✅ Verdict:** APPROVED\n":                          "",
		"# T\n\n**✅ Verdict:** CHANGES REQUESTED\n":                 RuleVerdictConflict,
		"# T\n\n## ⚠️ Verdict: APPROVED\n":                          RuleVerdictConflict,
		"# T\n\n## ❌✅ Verdict: APPROVED\n":                          RuleVerdictConflict,
		"## Verdict: APPROVED\n\n## 🚫 Verdict: CHANGES REQUESTED\n": RuleVerdictConflict,
		"# T\n\n## ❎ Verdict: APPROVED\n":                           RuleVerdictConflict,
		"# T\n\n## ✘ Verdict: APPROVED\n":                           RuleVerdictConflict,
		"# T\n\n## 👎 Verdict: APPROVED\n":                           RuleVerdictConflict,
		"# T\n\n## 🟥 Verdict: APPROVED\n":                           RuleVerdictConflict,
		"# T\n\n## 👍 Verdict: APPROVED\n":                           "",
	} {
		wantVerdictRule(t, d, doc, rule)
	}
	def := DefaultDialect()
	if diags := Lint([]byte("## 🎯 Verdict: PASS\n"), Options{Dialect: def}); countRule(diags, RuleVerdictMissing) > 0 {
		t.Errorf("the default contract does not read `## 🎯 Verdict: PASS`")
	}
}

// TestResolvedFindings: a finding its severity alone makes blocking no
// longer blocks once the report marks it resolved; a disposition the
// author wrote, a denied mark or a proposal still does.
func TestResolvedFindings(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	cases := []struct {
		body     string
		mismatch bool
	}{
		{"## Issues Found\n\n- **Major:** a stale closure → Fixed by using a ref\n", false},
		{"## Summary\n\n- **Major:** a stale closure → Fixed by using a ref\n", false},
		{"## Summary\n\n- **Major:** a stale closure, NOT FIXED\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged ✅ RESOLVED\n", false},
		{"## Critical Issues\n\n### 1. Tokens are logged\n\n**Status:** ✅ Fixed in 3f2a1c\n", false},
		{"## Issues Found\n\n- **Critical:** tokens logged, NOT RESOLVED\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged; should be fixed before merge\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged → fix: drop the log line\n", true},
		{"## Critical Issues\n\n### 1. Tokens are logged\n\n**Resolution:** drop the log line\n", true},
		{"## Critical Issues\n\n### 1. Tokens are logged\n\n**Status:** open\n", true},
		// A mark the words after it doubt, deny or put off is none.
		{"## Issues Found\n\n- **Critical:** tokens logged → fixed? no\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged. RESOLVED: no\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged → resolved later\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged → Fixed? ❌\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged -> fixed if we had time\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged (claimed FIXED, but still reproduces)\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged. Must be FIXED before merge.\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged. Will this be FIXED? Unknown.\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged; the cache bug was RESOLVED, this one is not\n", true},
		{"## Critical Issues\n\n### 1. Tokens are logged\n\n**Status:** Fixed? No — still logs.\n", true},
		{"## Critical Issues\n\n### 1. Tokens are logged\n\n- Status: fixed in the spec only; the code still logs\n", true},
		{"## Critical Issues\n\n### 1. Tokens are logged\n\nStatus: resolved-pending\n", true},
		{"## Critical Issues\n\n### 1. Tokens are logged\n\n**Status:** FIXED ❌\n", true},
		// A mark denied in a contraction, or made a condition or a state
		// still to come, is none.
		{"## Issues Found\n\n- **Critical:** tokens logged (ISN'T RESOLVED)\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged (ISN\u2019T FIXED)\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged; merge blocked until FIXED\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged (IF RESOLVED)\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged — almost FIXED\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged (pending RESOLVED)\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged — ISNT FIXED\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged — DOESNT look RESOLVED\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged (now RESOLVED)\n", false},
		// A mark a word takes as its object names a state in the
		// problem, and a denial in look-alike letters denies.
		{"## Issues Found\n\n- **Blocker**: a closed ticket is reported as RESOLVED; users lose their files.\n", true},
		{"## Issues Found\n\n- **Critical:** the bot marked it FIXED but tokens still log\n", true},
		{"## Issues Found\n\n- **Critical:** the dashboard shows FIXED while tokens log\n", true},
		{"## Issues Found\n\n- **Critical:** the RESOLVED flag is never cleared\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged, N\u041eT RESOLVED\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged, N\u200bOT RESOLVED\n", true},
		{"## Issues Found\n\n- **Critical:** tokens logged — FIXED 3f2a1c\n", false},
		{"## Issues Found\n\n- **Critical:** tokens logged. This is now FIXED in 3f2a1c.\n", false},
		{"## Issues Found\n\n- **Critical:** tokens logged — RESOLVED and re-tested.\n", false},
	}
	for _, c := range cases {
		doc := "## Verdict: APPROVED\n\n" + c.body
		if got := countRule(Lint([]byte(doc), Options{Dialect: d}), RuleVerdictFindingMismatch) > 0; got != c.mismatch {
			t.Errorf("mismatch = %v, want %v\n%s", got, c.mismatch, doc)
		}
	}
	// A disposition the author wrote stays.
	def := DefaultDialect()
	doc := "Verdict: PASS\n\n## Findings\n\n- tokens logged → fixed: FAIL — the fix is not merged\n"
	if countRule(Lint([]byte(doc), Options{Dialect: def}), RuleVerdictFindingMismatch) == 0 {
		t.Errorf("a written FAIL is settled by a mark")
	}
}

// TestLoneCarriageReturns: a carriage return that no line feed follows
// ends a line, as GitHub renders it (and CommonMark says): a report of
// CR line endings is read line by line, not as one paragraph.
func TestLoneCarriageReturns(t *testing.T) {
	p, _ := PresetNamed("approvals")
	d := MustDialect(p.Spec)
	doc := "## Verdict: APPROVED\r\r## Critical Issues\r\r- tokens are logged\r"
	diags := Lint([]byte(doc), Options{Dialect: d})
	if countRule(diags, RuleVerdictFindingMismatch) == 0 {
		t.Fatalf("the critical issue GitHub shows is not read: %v", diags)
	}
	if diags[0].Line != 5 {
		t.Errorf("the finding is reported on line %d, GitHub's line 5", diags[0].Line)
	}
	clean := "## Verdict: PASS\r\r## Coverage statement\r\r- x: VERIFIED INDEPENDENTLY\r\r## Findings\r\rNone\r\r## Verdict reason\r\rok\r"
	if diags := Lint([]byte(clean), Options{}); len(diags) > 0 {
		t.Errorf("a valid report with CR line endings is refused: %v", diags)
	}
}

// TestBareNoneIsNoVerdict: `Verdict: None` beside a verdict is a second,
// unreadable verdict, as it was before values in other words were read;
// only a count of nothing found reads as a passing part.
func TestBareNoneIsNoVerdict(t *testing.T) {
	for _, value := range []string{"None", "N/A", "Nothing"} {
		doc := "Verdict: PASS\n\nVerdict: " + value + "\n"
		if countRule(Lint([]byte(doc), Options{}), RuleVerdictConflict) == 0 {
			t.Errorf("`Verdict: %s` beside PASS is no conflict", value)
		}
	}
}
