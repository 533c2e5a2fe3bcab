package contract

import "testing"

// TestUnknownQualifierNamesAPart: a verdict key after a qualifier the
// dialect does not know (`Security verdict: ❌ broken`) is a part's
// status; one that fails, marked or in other words, contradicts a
// passing verdict in every dialect. A past status (`Previous verdict:`)
// is history, and a part that passes is no conflict.
func TestUnknownQualifierNamesAPart(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	conflicting := []string{
		"{V}: {P}\n\nSecurity {V}: ❌ broken" + rest,
		"{V}: {P}\n\n**Security {V}**: ❌ **broken**" + rest,
		"{V}: {P}\n\n**Build {V}**: ❌ **{F}**" + rest,
		"{V}: {P}\n\nBuild {V}: 🔴 {F}" + rest,
		"{V}: {P}\n\nSecurity audit {V}: Failed" + rest,
	}
	clean := []string{
		"{V}: {P}\n\nPrevious {V}: {F} (6.6/10) → fixed → approved" + rest,
		"{V}: {P}\n\nSecurity {V}: ✅ green" + rest,
	}
	for _, td := range trustDialects(t) {
		for _, c := range conflicting {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) == 0 {
				t.Errorf("%s: a failing part is no conflict: %v\n%s", td.name, ds, doc)
			}
		}
		for _, c := range clean {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); countRule(ds, RuleVerdictConflict) > 0 {
				t.Errorf("%s: %v\n%s", td.name, ds, doc)
			}
		}
	}
}
