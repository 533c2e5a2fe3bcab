package contract

import "testing"

// TestStruckWordsLeaveTheHold: a reader skips struck words, so a `-1`
// a struck digit follows (`-1~~2~~.`) is a vote against, and a hold
// spelled round struck letters (`Do not mer~~x~~ge.`) holds the merge.
// The quick test that lets most lines go must read the line without
// its struck words too: with them, `-12` is a number, and `merxge` no
// word at all.
func TestStruckWordsLeaveTheHold(t *testing.T) {
	const rest = "\n\n{BASE}\n{FIND}\n\nNone.\n"
	bodies := []string{
		"-1~~2~~.", "-1<del>2</del>.", "-1<s>2</s>.", "-1<strike>2</strike>.",
		"I'm -1~~0~~ until the token is rotated.", "Strong -1~~2~~.", "**-1**~~2~~.",
		"-1~~2 pending~~.", "-1<del>0</del> from me.", "~~+1~~ -1~~2~~.", "-1~~2~~!",
		"Do not mer~~x~~ge.", "Do not mer<del>x</del>ge.",
	}
	places := map[string]func(string) string{
		"Summary": func(s string) string { return "\n## Summary\n\n" + s + "\n" },
		"Details": func(s string) string { return "\n## Details\n\nThe retry loop is sound.\n\n- " + s + "\n" },
		"heading": func(s string) string { return "\n## Details\n\n### " + s + "\n" },
	}
	for _, td := range trustDialects(t) {
		clean := td.in("{V}: {P}" + rest)
		if ds := Lint([]byte(clean), Options{Dialect: td.d}); refused(ds) {
			t.Fatalf("%s: the clean report is refused: %v\n%s", td.name, ds, clean)
		}
		for place, at := range places {
			for _, s := range bodies {
				doc := clean + at(s)
				if ds := Lint([]byte(doc), Options{Dialect: td.d}); !refused(ds) {
					t.Errorf("%s, %s: %q passes, a hold once struck words are skipped", td.name, place, s)
				}
			}
		}
	}
}
