package contract

import "testing"

// TestRankGradesAFinding: an entry of the findings graded after its text
// by a blocking rank (`- Token handling (Critical)`, `(P0)`, `(Critical
// priority)`, `— CRITICAL`) is a blocking finding, whatever its title
// names, in every preset: in the findings a rank grades the defect the
// entry states, and so in a list of issues the dialect does not name
// (`## Concerns`). Outside them a grade after a dash grades a
// defect the title names (`- Token leak — CRITICAL`), as one in
// parentheses does. Under advice (next steps, recommendations) the same
// ranks say how soon to do work (`### High Priority`, `Priority:
// Critical`, `Document token handling (P0)`), and stay clean.
func TestRankGradesAFinding(t *testing.T) {
	const head = "{V}: {P}\n\n{BASE}\n"
	held := []string{
		head + "{FIND}\n\n- Token handling (Critical)\n",
		head + "{FIND}\n\n- Token handling (P0)\n",
		head + "{FIND}\n\n- Token handling (Critical priority)\n",
		head + "{FIND}\n\n- Token handling — CRITICAL\n",
		head + "{FIND}\n\n- Token handling – Critical\n",
		// A list of issues the dialect does not name is read as its
		// findings are.
		head + "{FIND}\n\nNone.\n\n## Concerns\n\n- Token handling (Critical)\n",
		head + "{FIND}\n\nNone.\n\n## Review Findings\n\n- Token handling — CRITICAL\n",
		head + "{FIND}\n\nNone.\n\n## Problems\n\n1. Token handling (P0)\n",
		head + "{FIND}\n\nNone.\n\n## Details\n\n- Token leak — CRITICAL\n",
		head + "{FIND}\n\nNone.\n\n## Details\n\n- Token leak (P0)\n",
		head + "{FIND}\n\nNone.\n\n## Details\n\n- Token leak (Critical priority)\n",
	}
	clean := []string{
		head + "{FIND}\n\nNone.\n\n## Next steps\n\n### High Priority\n\n- Add a test for the empty case\n",
		head + "{FIND}\n\nNone.\n\n## Next steps\n\n1. Add CI caching\n   - Priority: Critical\n",
		head + "{FIND}\n\nNone.\n\n## Next steps\n\n- Document token handling (P0)\n",
		head + "{FIND}\n\nNone.\n\n## Next steps\n\n- Document token handling (Critical priority)\n",
		head + "{FIND}\n\nNone.\n\n## Next steps\n\n- Document token handling — CRITICAL\n",
		head + "{FIND}\n\nNone.\n\n## Recommendations\n\n- Token handling docs (Critical)\n",
		head + "{FIND}\n\nNone.\n\n## Details\n\n- Update the docs — CRITICAL\n",
		head + "{FIND}\n\nNone.\n\n## Details\n\n- Quality practices (Critical priority)\n",
		head + "{FIND}\n\nNone.\n\n## Details\n\n- Token leak — Critical path only, already guarded\n",
		head + "{FIND}\n\nNone.\n\n## Details\n\n- Token leak — CRITICAL → fixed in 3f2a1c\n",
		head + "{FIND}\n\nNone.\n\n## Resolved Issues\n\n- Token handling (Critical)\n",
		head + "{FIND}\n\nNone.\n\n## Key Findings\n\n### Minor Enhancements Needed\n\n1. **User Documentation** (HIGH PRIORITY)\n",
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); !refused(ds) {
				t.Errorf("%s: a finding graded by a rank passes:\n%s", td.name, doc)
			}
		}
		for _, c := range clean {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); refused(ds) {
				t.Errorf("%s: refused %v\n%s", td.name, ds, doc)
			}
		}
	}
}
