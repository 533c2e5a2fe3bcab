package contract

import (
	"strings"
	"testing"
)

// TestLookalikeLetters: a letter of another script that looks like a
// Latin one (a Cyrillic А, С, Е) shows a reader the Latin word: a second
// verdict that fails, or a severity heading, written so is refused as
// ambiguous in every dialect, where the contract would read past it. A
// line in another language is not.
func TestLookalikeLetters(t *testing.T) {
	cyrillic := strings.NewReplacer("A", "А", "E", "Е", "C", "С", "O", "О")
	for _, td := range trustDialects(t) {
		fail := td.in("{F}")
		doc := td.in("{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n\n") + "Verdict: " + cyrillic.Replace(fail) + "\n"
		if cyrillic.Replace(fail) == fail {
			t.Fatalf("%s: %s has no letter to replace", td.name, fail)
		}
		if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleRenderAmbiguous) == 0 {
			t.Errorf("%s: not refused: %v\n%s", td.name, ds, doc)
		}
		clean := td.in("{V}: {P}\n\n{BASE}\n{FIND}\n\nNone.\n\n## Notes\n\nОтчёт НЕ нужен, СОР.\n")
		if ds := Lint([]byte(clean), Options{Dialect: td.d}); len(ds) > 0 {
			t.Errorf("%s: a line in Russian is refused: %v\n%s", td.name, ds, clean)
		}
	}
	for name, d := range headingDialects(t) {
		pass := map[string]string{"approvals": "APPROVED", "severity-table": "APPROVE"}[name]
		doc := "## Verdict: " + pass + "\n\n## Summary\nThe change is sound.\n\n## Сritical Issues\n\n- the token is logged in plain text\n"
		if ds := Lint([]byte(doc), Options{Dialect: d}); countRule(ds, RuleRenderAmbiguous) == 0 {
			t.Errorf("%s: not refused: %v\n%s", name, ds, doc)
		}
	}
}
