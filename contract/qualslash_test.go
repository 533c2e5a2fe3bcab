package contract

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestQualifierJoinedBySlash: a team's qualifier written with a slash
// (`Go/No-Go Recommendation:`) opens a verdict line as it is configured,
// with every guarantee of one: beside a blocking finding or a verdict of
// the other side it is refused. The slash joins a qualifier's words only:
// a value written `{P}/{F}` still offers a choice.
func TestQualifierJoinedBySlash(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	for _, name := range []string{"approvals", "severity-table"} {
		p, ok := PresetNamed(name)
		if !ok {
			t.Fatalf("no preset %q", name)
		}
		s := p.Spec.Clone()
		s.Verdict.Qualifiers = append(s.Verdict.Qualifiers, "Go/No-Go")
		d, err := NewDialect(s)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var td trustDialect
		for _, x := range trustDialects(t) {
			if x.name == name {
				td = x
			}
		}
		td.d = d
		for _, line := range []string{"**Go/No-Go {V}:** ✅ **{P}**", "### ✅ GO/NO-GO {V}: **{P}**", "Go/No-Go {V}: {P}"} {
			if errs := lintErrors(td.in(line+rest), d); len(errs) > 0 {
				t.Errorf("%s: refused: %v\n%s", name, errs, td.in(line+rest))
			}
		}
		for doc, rules := range map[string][]string{
			"**Go/No-Go {V}:** {P}\n\n{BASE}\n{FIND}\n\n{BLOCK}\n": {RuleVerdictFindingMismatch},
			"**Go/No-Go {V}:** {P}\n\n{V}: {F}" + rest:             {RuleVerdictConflict},
			"**Go/No-Go {V}:** {F}\n\n{V}: {P}" + rest:             {RuleVerdictConflict},
			"**Go/No-Go {V}:** {P}/{F}" + rest:                     {RuleVerdictConflict, RuleVerdictMissing},
			"**Go/No-Go {V}:** {P} ❌" + rest:                       {RuleVerdictConflict},
			"Go/No-Go: {P}" + rest:                                 {RuleVerdictMissing},
			"**Go/No-Go {V}:** {lower} by nobody" + rest:           {RuleVerdictMissing, RuleVerdictConflict},
		} {
			doc = td.in(strings.ReplaceAll(doc, "{lower}", strings.ToLower(td.in("{P}"))))
			if errs := lintErrors(doc, d); !slices.ContainsFunc(errs, func(x diag.Diagnostic) bool { return slices.Contains(rules, x.Rule) }) {
				t.Errorf("%s: not refused by %v: %v\n%s", name, rules, errs, doc)
			}
		}
	}
}
