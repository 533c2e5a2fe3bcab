package dialect

import (
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
)

// TestPhraseValue: a value of two or three words in mixed case is read
// when it is all its line holds after the key and says one side; prose,
// a negation or a clause after it is not a value.
func TestPhraseValue(t *testing.T) {
	for rest, want := range map[string]string{
		"Ready for Production":   "Ready for Production",
		"Ready for Production**": "Ready for Production",
		"Ready for production.":  "Ready for production",
		"Ready for review but the migration drops the users table": "",
		"Ready for review, except the migration":                   "",
		"Ready for production (after the fix)":                     "",
		"Not ready for production":                                 "",
		"Approved without tests":                                   "",
		"Ready or not":                                             "",
		"Needs more work":                                          "Needs more work",
		"Excellent overall quality":                                "",
	} {
		got, ok := valueOf(rest)
		if got != want || ok != (want != "") {
			t.Errorf("valueOf(%q) = %q, %v; want %q", rest, got, ok, want)
		}
	}
}

// TestInferOwnVerdictKey: a team that writes its verdict as `Overall
// Rating: Ready for Production` teaches the dialect its key and phrase,
// and the report lints clean; the same shape beside a blocking finding,
// beside a verdict of the other side, with its rating taken out, or with a
// rating of no side stays refused.
func TestInferOwnVerdictKey(t *testing.T) {
	rated := "# Code Quality Review\n\n## Files Reviewed\n\n- `status.go`\n\n## Conclusion\n\n**Overall Rating: Ready for Production**\n"
	files := []File{
		{"a.md", []byte("# Review\n\n**Verdict:** PASS\n\nGood.\n")},
		{"b.md", []byte("# Review\n\n**Verdict:** BLOCKED\n\n- **Critical:** tokens are logged\n")},
		{"rated.md", []byte(rated)},
	}
	res := InferReports(files)
	if !slices.Contains(res.Clean, "rated.md") {
		t.Fatalf("rated.md refused: %v (keys %q, pass %q)", res.Refusals, res.Spec.Verdict.Keys, res.Spec.Verdict.Pass)
	}
	inferred, err := contract.NewDialect(res.Spec)
	if err != nil {
		t.Fatal(err)
	}
	// The learnt key and phrase, added to two presets: what the dialect
	// now reads, it reads with every guarantee.
	dialects := map[string]*contract.Dialect{"inferred": inferred}
	for _, name := range []string{"approvals", "severity-table"} {
		p, ok := contract.PresetNamed(name)
		if !ok {
			t.Fatalf("no preset %q", name)
		}
		s := p.Spec.Clone()
		s.Verdict.Keys = append(s.Verdict.Keys, "Rating")
		s.Verdict.Qualifiers = append(s.Verdict.Qualifiers, "Overall")
		s.Verdict.Pass = append(s.Verdict.Pass, "Ready for Production")
		d, err := contract.NewDialect(s)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if errs := errorsOf([]byte(rated), d); len(errs) > 0 {
			t.Fatalf("%s: the rated report is refused: %v", name, errs)
		}
		dialects[name] = d
	}
	hostile := map[string]string{
		"beside a blocking finding": rated + "\n## Critical Issues\n\n- **Critical:** tokens are logged in plain text\n",
		"beside a fail verdict":     rated + "\n**Verdict:** " + "{F}" + "\n",
		"its rating taken out":      strings.Replace(rated, "**Overall Rating: Ready for Production**", "The code is tidy.", 1),
		"a rating of no side":       strings.Replace(rated, "Ready for Production", "8/10", 1),
		"a rating in prose":         strings.Replace(rated, "Ready for Production", "Ready for review but the migration drops the users table", 1),
		"a negated rating":          strings.Replace(rated, "Ready for Production", "Not Ready for Production", 1),
	}
	fails := map[string]string{"inferred": "BLOCKED", "approvals": "CHANGES REQUESTED", "severity-table": "REQUEST CHANGES"}
	for name, d := range dialects {
		for what, doc := range hostile {
			doc = strings.ReplaceAll(doc, "{F}", fails[name])
			if len(errorsOf([]byte(doc), d)) == 0 {
				t.Errorf("%s: the rated report %s lints clean:\n%s", name, what, doc)
			}
		}
	}
}
