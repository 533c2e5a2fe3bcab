package contract

import "testing"

// TestApprovalTakenBackInProse: a line anywhere outside the findings (a
// summary, a verdict's reason, a line beside the verdict, a section of
// details or notes) that approves the change and goes on, after `but`
// or `however`, to state an open problem (`The change is approved, but
// the token leaks.`) contradicts a pass, in every preset. An approval of
// something else, one denied, and a reservation that advises or is
// settled leave it clean.
func TestApprovalTakenBackInProse(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	taken := []string{
		"The change is approved, but the token leaks.",
		"I approve this, however the migration drops the users table.",
		"LGTM, but the token leaks to the log.",
		"Approved — but the retry loop never ends.",
		"This PR has been approved, except that the cache is never invalidated.",
	}
	kept := []string{
		"The change is approved, but consider a test for the empty case.",
		"I approve this, though two nits remain.",
		"The cache is approved for reads, but only for reads.",
		"The first patch was not approved, but this one fixes the leak.",
		"LGTM; nothing but docs changed.",
		"The change is approved, but the round-1 leak is fixed.",
	}
	var held, clean []string
	for _, p := range taken {
		held = append(held,
			"{V}: {P}"+rest+"\n## Summary\n\n"+p+"\n",
			"# Review\n\n{V}: {P}\n\n"+p+rest,
			// Wherever it stands: a reader weighs it against the pass
			// as a hold on the merge is weighed.
			"{V}: {P}"+rest+"\n## Details\n\n"+p+"\n",
			"{V}: {P}"+rest+"\n## Details\n\n### Security\n\n- "+p+"\n",
		)
	}
	for _, p := range kept {
		clean = append(clean,
			"{V}: {P}"+rest+"\n## Summary\n\n"+p+"\n",
			"{V}: {P}"+rest+"\n## Details\n\n"+p+"\n",
		)
	}
	for _, td := range trustDialects(t) {
		for _, c := range held {
			doc := td.in(c)
			if ds := Lint([]byte(doc), Options{Dialect: td.d}); !refused(ds) {
				t.Errorf("%s: an approval taken back in prose passes:\n%s", td.name, doc)
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
