package contract

import "testing"

// TestAlertsAreTheAuthors: a GitHub alert (`> [!CAUTION]`) is shown as
// the author's callout, so a blocking finding or failed check in one
// beside an approval is refused, and a verdict in one conflicts with a
// different verdict outside; but a verdict in an alert never stands
// alone, and a plain quotation is still no statement of the report.
func TestAlertsAreTheAuthors(t *testing.T) {
	heads := map[string]string{
		"default":   "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n## Notes\n\n",
		"approvals": "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone\n\n## Summary\n\nAll good.\n\n",
		"gates":     "# Review\n\nVerdict: PASS\n\n## Findings\n\nNone\n\n## Summary\n\n",
	}
	refusedTails := []string{
		"> [!CAUTION]\n> **Critical:** the token is logged\n",
		"> [!caution]\n> Critical issue: the token is logged\n",
		"> [!WARNING]  \n> ## Critical Issues\n>\n> - the token is logged\n",
		"> [!IMPORTANT]\n> Verdict: FAIL\n",
		"> [!NOTE]\n> ## Checks\n>\n> - unit tests: ❌ FAILED\n",
		">[!TIP]\n>- ❌ **Blocker:** the migration drops the users table\n",
	}
	cleanTails := []string{
		"> [!NOTE]\n> The README could say more.\n",
		"> Critical: the worker's log says so, quoted\n",
		"> [!DANGER]\n> **Critical:** not an alert GitHub knows, so a quotation\n",
		"> [!NOTE] **Critical:** text beside the marker makes no alert\n",
		"- a list item\n\n  > [!CAUTION]\n  > **Critical:** an alert inside a list is a quotation\n",
	}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range refusedTails {
			if !refused(Lint([]byte(head+tail), Options{Dialect: d})) {
				t.Errorf("%s: passes beside an alert:\n%s", name, tail)
			}
		}
		for _, tail := range cleanTails {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
	// A verdict in an alert alone is no verdict.
	doc := "# Review\n\n> [!IMPORTANT]\n> Verdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n"
	if n := countRule(Lint([]byte(doc), Options{}), RuleVerdictMissing); n != 1 {
		t.Errorf("a verdict in an alert alone: %d verdict-missing, want 1", n)
	}
}

func TestAlertMarker(t *testing.T) {
	for line, want := range map[string]bool{
		"[!NOTE]": true, "[!caution]": true, " [!Warning]  ": true, "[!TIP]\\": true,
		"[!DANGER]": false, "[!NOTE] x": false, "[NOTE]": false, "[!NOTE": false, "": false,
	} {
		if got := alertMarker(line); got != want {
			t.Errorf("alertMarker(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestAlertsAreTheReportsOwn: a GitHub alert (`> [!CAUTION]`) renders
// as a callout in the report's voice, so a blocking finding or a
// verdict in one is read in every dialect; a plain quote, and an alert
// nested in a list (which GitHub shows as a plain quote), are not.
func TestAlertsAreTheReportsOwn(t *testing.T) {
	heads := map[string]string{
		"default":   "# Review\n\nVerdict: PASS\n\n## Coverage statement\n\n- build: VERIFIED INDEPENDENTLY\n\n## Verdict reason\n\nnothing blocks\n\n## Findings\n\nNone\n\n",
		"gates":     "# Review\n\nVerdict: PASS\n\n## Findings\n\nNone\n\n",
		"approvals": "# Review\n\n## Verdict: APPROVED\n\n## Findings\n\nNone\n\n",
	}
	fail := map[string]string{"default": "FAIL", "gates": "FAIL", "approvals": "CHANGES REQUESTED"}
	for name, head := range heads {
		d := MustDialect(mustPreset(t, name).Spec)
		for _, tail := range []string{
			"## Notes\n\n> [!CAUTION]\n> **Critical:** the token is logged in plain text\n",
			"> [!caution]  \n> **Blocker:** the migration drops the users table\n",
			"> [!IMPORTANT]\n> Verdict: " + fail[name] + "\n",
		} {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); !refused(ds) {
				t.Errorf("%s: passes beside an alert:\n%s", name, tail)
			}
		}
		for _, tail := range []string{
			"## Notes\n\n> [!NOTE]\n> This review covers only the parser.\n",
			"## Notes\n\n> **Critical:** the token is logged, the author wrote in round 1\n",
			"## Notes\n\n- from round 1:\n\n  > [!CAUTION]\n  > **Critical:** the token is logged\n",
			"## Notes\n\n> [!CAUTION] the old advice\n> **Critical:** the token is logged\n",
		} {
			if ds := Lint([]byte(head+tail), Options{Dialect: d}); refused(ds) {
				t.Errorf("%s: refused %v:\n%s", name, ds, tail)
			}
		}
	}
}
