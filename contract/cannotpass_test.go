package contract

import "testing"

// TestFailureRestatedInProse: beside a failing verdict, a second line
// under the verdict key in prose that nothing in can pass restates the
// failure: no conflict, in every dialect. Prose that approves or
// negates still conflicts (a pass mark makes it a passing part, see
// TestPartsUnderAVerdict), and prose beside a passing verdict always
// does: prose cannot be shown to agree with a pass.
func TestFailureRestatedInProse(t *testing.T) {
	const tail = "\n\n{FIND}\n\n{BLOCK}\n"
	restated := []string{
		"{V}: {F}\n\n{V}: This plan requires a fundamental reconstruction of the parser." + tail,
		"{V}: {F}\n\n**{V}:** Plan foundation is sound but requires significant revision" + tail,
		"{V}: {F}\n\n{V}: План требует структурной реорганизации" + tail,
	}
	conflicting := []string{
		"{V}: {F}\n\n{V}: Ready to merge once the docs are updated" + tail,
		"{V}: {F}\n\n{V}: Not blocked by anything serious" + tail,
		"{V}: {F}\n\n{V}: LGTM overall, a few nits" + tail,
		"{V}: {F}\n\n{V}: 👍 from the team" + tail,
		"{V}: {F}\n\n{V}: Approvable after one more look" + tail,
		"{V}: {F}\n\n{V}: Conditional, once the migration is split" + tail,
		"{V}: {F}\n\n{V}: CONDITIONAL" + tail,
		"{V}: {F}\n\n{V}: The parser is fine, {P} after the docs" + tail,
		"{V}: The change can ship as it is\n\n{V}: {F}" + tail,
		"{V}: {P}\n\n{V}: This plan requires a fundamental reconstruction of the parser.\n\n{BASE}\n{FIND}\n\nNone.\n",
	}
	checkRestated(t, restated, conflicting)
}

// checkRestated lints each of restated under every trust dialect and
// wants it read as one failure, with no conflict; each of conflicting
// wants a conflict.
func checkRestated(t *testing.T, restated, conflicting []string) {
	t.Helper()
	for _, td := range trustDialects(t) {
		for _, c := range restated {
			doc := td.in(c)
			ds := Lint([]byte(doc), Options{Dialect: td.d})
			if countRule(ds, RuleVerdictConflict) > 0 {
				t.Errorf("%s: a failure restated conflicts: %v\n%s", td.name, ds, doc)
			}
			if r := Inspect([]byte(doc), Options{Dialect: td.d}); len(r.Verdicts) == 0 || r.Verdicts[0] != Fail {
				t.Errorf("%s: reads %v, not a fail\n%s", td.name, r.Verdicts, doc)
			}
		}
		for _, c := range conflicting {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: no conflict: %v\n%s", td.name, ds, doc)
			}
		}
	}
}
