package verdict

import "testing"

// TestOutsideStringsRefuses: in every preset, a JSON string in the text
// around an approving verdict object, outside the objects read whole,
// that the review's prose would be refused for, or that is a refusal as
// a whole, is refused and the gate does not approve it: an item of an
// array the verdict stands in, before or after it, nested or pretty
// printed, a document of its own, a value of an object cut off. Two verdicts that disagree, in an array, a
// comment or a second fence, conflict. Strings that say nothing of the
// kind, a quotation in a sentence, read with its line, and a stray
// quote leave it clean.
func TestOutsideStringsRefuses(t *testing.T) {
	refusing := [][2]string{
		{"[", `,"BLOCKER: the token leaks"]`}, {`["BLOCKER: the token leaks", `, "]"}, {"[", `,["BLOCKER: the token leaks"]]`},
		{"[", `,"CHANGES REQUESTED: the token leaks"]`}, {"[", ",\n  \"BLOCKER: the token leaks\"\n]"},
		{"", "\n\"BLOCKER: the token leaks\""}, {"\"DO NOT MERGE: the token leaks\"\n", ""},
		{"", "\n{\"notes\": \"BLOCKER: the token leaks\""}, {"{\"notes\": \"BLOCKER: the token leaks\", ", ""},
		{"", "\n{\"notes\": \"x\", \"summary\": \"BLOCKER: leak\",}"}, {"", "\n[\"verdict\", \"block\"]"},
		{"", "\nThe \"quote\n\"BLOCKER: the token leaks\""},
		{"", "\n[\"\\u0042LOCKER: the token leaks\"]"}, {"", "\n[\"fine\", \"Found 2 critical issues.\"]"},
		{"", "\n[\"do-not-merge\"]"}, {"[[\"x\", \"CRITICAL BUG the lock is dropped\"], ", "]"},
	}
	clean := [][2]string{
		{"Here is my \"review\":\n```json\n", "\n```\nAll \"good\"."}, {"[", `,"fine"]`}, {"", "\n\"a \\\" BLOCKER: leak\""},
		{"", "\nA stray \" quote, then \"Critical path\" is fine."}, {"[\"no blockers\", ", "]"},
		{"", "\nThe function returns \"FAIL\" on error, and \"BLOCKED\" when the lock is held."},
	}
	checkAroundEverywhere(t, refusing, clean)
	for _, file := range []string{
		`[{"verdict":"approve"},{"verdict":"block"}]`, "<!-- {\"verdict\":\"block\"} -->\n{\"verdict\":\"approve\"}",
		"```json\n{\"verdict\":\"approve\"}\n```\n```json\n{\"verdict\":\"block\"}\n```\n",
		"{\"verdict\":\"approve\"}\n<!-- {\"verdict\":\"block\"} -->",
	} {
		if ds := Lint([]byte(file)); !hasRuleError(ds, RuleAmbiguous) || Gate([]Round{{Name: "r1", Content: []byte(file)}}).Approved {
			t.Errorf("two verdicts that disagree do not conflict: %q: %v", file, ds)
		}
	}
}

// checkAroundEverywhere checks, in every preset, that each of refusing,
// around an approving verdict object (before it, after it), makes the
// file break approve-with-blocking and the gate refuse it, and that each
// of clean leaves it clean.
func checkAroundEverywhere(t *testing.T, refusing, clean [][2]string) {
	t.Helper()
	for _, p := range Presets() {
		d := MustDialect(p.Spec)
		for i, around := range append(refusing, clean...) {
			file := []byte(around[0] + approving(p) + around[1])
			ds := d.Lint(file)
			approved := d.Gate([]Round{{Name: "r1", Content: file}}).Approved
			isClean := i >= len(refusing)
			switch {
			case !isClean && (!hasRuleError(ds, RuleApproveWithBlocking) || approved):
				t.Errorf("%s: an approval inside %q … %q passes: %v", p.Name, around[0], around[1], ds)
			case isClean && (len(ds) > 0 || !approved):
				t.Errorf("%s: an approval inside %q … %q refused: %v", p.Name, around[0], around[1], ds)
			}
		}
	}
}

// TestOutsideStringGradeTag: in every preset, a JSON string around an
// approving verdict object that is a blocking grade as a whole, a tag
// (`["blocker"]`, `"critical-bug"`), is refused as the same tag under a
// kept key is; a string a grade only opens, or that answers no, stays
// clean.
func TestOutsideStringGradeTag(t *testing.T) {
	refusing := [][2]string{
		{`["blocker"]` + "\n", ""}, {"[", `, "blocker"]`}, {"", "\n[\"Critical\"]"}, {"[", `, ["must-fix"]]`},
		{"", "\n\"critical-bug\""}, {`["fine", "BLOCKER"]` + "\n", ""}, {"", "\n{\"notes\": \"blocker\""},
	}
	clean := [][2]string{
		{"[", `, "critical-path"]`}, {"", "\n[\"no blockers\"]"}, {"", "\n[\"High availability\"]"},
		{"", "\nThe \"Critical\" label is fine."},
	}
	checkAroundEverywhere(t, refusing, clean)
}
