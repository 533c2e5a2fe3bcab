package verdict

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// got renders diagnostics as "rule@line:col" for compact expectations.
func got(content string) []string {
	var out []string
	for _, d := range Lint([]byte(content)) {
		out = append(out, fmt.Sprintf("%s@%d:%d", d.Rule, d.Line, d.Column))
	}
	return out
}

const okApprove = `{"verdict":"approve","findings":[]}`
const okBlock = `{"verdict":"block","findings":[{"severity":"blocking","question":"q","context":"a.go:1"}]}`

// TestLintRules holds, for every rule, inputs that break it and inputs that
// keep it. want is the complete list of diagnostics, in order.
func TestLintRules(t *testing.T) {
	tests := []struct {
		rule, name, in string
		want           []string
	}{
		{RuleJSONMissing, "no json", "looks fine to me", []string{"verdict-json-missing@1:1"}},
		{RuleJSONMissing, "empty file", "", []string{"verdict-json-missing@1:1"}},
		{RuleJSONMissing, "verdict in prose", "my \"verdict\": \"approve\"\n", []string{"verdict-json-missing@1:1"}},
		{RuleJSONMissing, "nested object", `{"result":{"verdict":"approve","findings":[]}}`, []string{"verdict-json-missing@1:11"}},
		{RuleJSONMissing, "inside a string", `{"note":"{\"verdict\":\"approve\"}"}`, []string{"verdict-json-missing@1:1"}},
		{RuleJSONMissing, "verdict as a value", `{"kind":"verdict"}`, []string{"verdict-json-missing@1:1"}},
		{RuleJSONMissing, "keeps: fenced", "Verdict below.\n```json\n" + okApprove + "\n```\n", nil},

		{RuleJSONInvalid, "trailing comma", `{"verdict":"approve","findings":[],}`, []string{"verdict-json-invalid@1:36"}},
		{RuleJSONInvalid, "single quotes", `{"verdict":'approve'}`, []string{"verdict-json-invalid@1:12"}},
		{RuleJSONInvalid, "comment", "{\"verdict\":\"approve\", // ok\n\"findings\":[]}", []string{"verdict-json-invalid@1:23"}},
		{RuleJSONInvalid, "cut off", "text\n{\"verdict\":\"block\",\"findings\":[", []string{"verdict-json-invalid@2:1"}},
		{RuleJSONInvalid, "invalid utf-8", "{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\xffb\"}", []string{"verdict-json-invalid@1:47"}},
		{RuleJSONInvalid, "lone surrogate", `{"verdict":"approve","findings":[],"review":"\ud800"}`, []string{"verdict-json-invalid@1:46"}},
		{RuleJSONInvalid, "nul outside strings", "{\"verdict\":\"approve\",\x00\"findings\":[]}", []string{"verdict-json-invalid@1:22"}},
		{RuleJSONInvalid, "unknown key", `{"verdict":"approve","finding":[]}`, []string{"verdict-json-invalid@1:22"}},
		{RuleJSONInvalid, "findings not a list", `{"verdict":"approve","findings":{}}`, []string{"verdict-json-invalid@1:33"}},
		{RuleJSONInvalid, "unknown severity", `{"verdict":"approve","findings":[{"severity":"critical","question":"q"}]}`, []string{"verdict-json-invalid@1:46"}},
		{RuleJSONInvalid, "null severity", `{"verdict":"approve","findings":[{"severity":null,"question":"q"}]}`, []string{"verdict-json-invalid@1:34"}},
		{RuleJSONInvalid, "missing severity", `{"verdict":"approve","findings":[{"question":"q"}]}`, []string{"verdict-json-invalid@1:34"}},
		{RuleJSONInvalid, "edit without content", `{"verdict":"approve","edits":[{"path":"a.md"}]}`, []string{"verdict-json-invalid@1:31"}},
		{RuleJSONInvalid, "question not a string", `{"verdict":"approve","findings":[{"severity":"non-blocking","question":1}]}`, []string{"verdict-json-invalid@1:72"}},
		{RuleJSONInvalid, "keeps: every channel", `{"verdict":"approve","findings":[{"severity":"non-blocking","question":"q"}],"review":"r","edits":[{"path":"a.md","content":"x"}],"edit":"","questions":["q"],"uncertainTasks":[{"path":"t.md","questions":["q"]}],"decompositionUnclear":{"questions":[]}}`, nil},
		{RuleJSONInvalid, "keeps: nulls", `{"verdict":"approve","findings":null,"review":null,"edit":null}`, nil},

		{RuleJSONRepaired, "raw newline", "{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\nb\"}", []string{"verdict-json-repaired@1:47"}},
		{RuleJSONRepaired, "repaired, still broken", "{\"verdict\":\"approve\",\"review\":\"a\tb\",}", []string{"verdict-json-invalid@1:37"}},
		{RuleJSONRepaired, "keeps: escaped newline", `{"verdict":"approve","findings":[],"review":"a\nb"}`, nil},

		{RuleValue, "capitalized", `{"verdict":"Approve","findings":[]}`, []string{"verdict-value@1:12"}},
		{RuleValue, "boolean", `{"verdict":true,"findings":[]}`, []string{"verdict-value@1:12"}},
		{RuleValue, "pass", `{"verdict":"pass"}`, []string{"verdict-value@1:12"}},
		{RuleValue, "keeps: block", okBlock, nil},

		{RuleDuplicateKey, "verdict twice", `{"verdict":"block","verdict":"approve"}`, []string{"block-without-blocking@1:12", "verdict-duplicate-key@1:20"}},
		{RuleDuplicateKey, "in a finding", `{"verdict":"approve","findings":[{"severity":"non-blocking","severity":"blocking","question":"q"}]}`, []string{"verdict-duplicate-key@1:61"}},
		{RuleDuplicateKey, "keeps: same key in two objects", `{"verdict":"approve","findings":[{"severity":"non-blocking","question":"a"},{"severity":"non-blocking","question":"b"}]}`, nil},

		{RuleAmbiguous, "second differs", okApprove + "\nor rather\n" + okBlock, []string{"verdict-ambiguous@3:1"}},
		{RuleAmbiguous, "second broken", okApprove + " " + `{"verdict":"block",}`, []string{"verdict-ambiguous@1:37"}},
		{RuleAmbiguous, "second cut off", okApprove + " " + `{"verdict":"block"`, []string{"verdict-ambiguous@1:37"}},
		{RuleAmbiguous, "keeps: identical repeat", okApprove + "\n\n" + `{ "findings": [], "verdict": "approve" }`, nil},
		{RuleAmbiguous, "keeps: later non-verdict object", okApprove + ` {"other":1}`, nil},

		{RuleBlockWithoutBlocking, "no findings", `{"verdict":"block","findings":[]}`, []string{"block-without-blocking@1:12"}},
		{RuleBlockWithoutBlocking, "only nits", `{"verdict":"block","findings":[{"severity":"non-blocking","question":"q"}]}`, []string{"block-without-blocking@1:12"}},
		{RuleBlockWithoutBlocking, "keeps", okBlock, nil},

		{RuleApproveWithBlocking, "approve and block", `{"verdict":"approve","findings":[{"severity":"blocking","question":"q"}]}`, []string{"approve-with-blocking@1:46"}},
		{RuleApproveWithBlocking, "keeps: nits", `{"verdict":"approve","findings":[{"severity":"non-blocking","question":"q"}]}`, nil},

		{RuleFindingEmptyQuestion, "empty", `{"verdict":"block","findings":[{"severity":"blocking","question":""}]}`, []string{"finding-empty-question@1:66"}},
		{RuleFindingEmptyQuestion, "blank", `{"verdict":"block","findings":[{"severity":"blocking","question":" \t"}]}`, []string{"finding-empty-question@1:66"}},
		{RuleFindingEmptyQuestion, "missing", `{"verdict":"block","findings":[{"severity":"blocking"}]}`, []string{"finding-empty-question@1:32"}},
		{RuleFindingEmptyQuestion, "keeps", okBlock, nil},

		{RuleReviewTooLong, "1501 characters", `{"verdict":"approve","findings":[],"review":"` + strings.Repeat("é", 1501) + `"}`, []string{"review-too-long@1:45"}},
		{RuleReviewTooLong, "keeps: 1500 characters", `{"verdict":"approve","findings":[],"review":"` + strings.Repeat("é", 1500) + `"}`, nil},

		{RuleEditPathUnsafe, "absolute edit", `{"verdict":"approve","edits":[{"path":"/etc/passwd","content":""}]}`, []string{"edit-path-unsafe@1:39"}},
		{RuleEditPathUnsafe, "escaping task", `{"verdict":"approve","uncertainTasks":[{"path":"a/../../b","questions":[]}]}`, []string{"edit-path-unsafe@1:48"}},
		{RuleEditPathUnsafe, "keeps", `{"verdict":"approve","edits":[{"path":"work/tasks/a.md","content":""}],"uncertainTasks":[{"path":"b.md"}]}`, nil},
	}
	covered := map[string]int{}
	for _, tt := range tests {
		t.Run(tt.rule+"/"+tt.name, func(t *testing.T) {
			if g := got(tt.in); !slices.Equal(g, tt.want) {
				t.Errorf("Lint(%.80q)\n got %v\nwant %v", tt.in, g, tt.want)
			}
		})
		if strings.HasPrefix(tt.name, "keeps") {
			covered[tt.rule] |= 1
		} else {
			covered[tt.rule] |= 2
		}
	}
	for _, r := range Rules {
		if covered[r.ID] != 3 {
			t.Errorf("rule %s needs both a breaking and a keeping case", r.ID)
		}
	}
}

func TestLintSeveritiesAndPath(t *testing.T) {
	ds := Lint([]byte("{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\nb\"}"))
	if len(ds) != 1 || ds[0].Severity.String() != "warning" || ds[0].Path != "" {
		t.Fatalf("got %+v, want one warning with an empty path", ds)
	}
}

func TestUnsafePath(t *testing.T) {
	unsafe := []string{"", "/etc/passwd", "//server/share", "..", "../x", "a/../../x", "a/../b", "./a", "a/", "a//b",
		`a\b`, `..\x`, "C:/x", "c:x", "a\x00b", ".", ".git/hooks/pre-commit", ".GIT/config", ".git"}
	for _, p := range unsafe {
		if unsafePath(p) == "" {
			t.Errorf("unsafePath(%q) = safe, want a reason", p)
		}
	}
	for _, p := range []string{"a", "a/b.md", "work/tasks/x.md", "..foo", "a/..b", "x.git/y", "dir/.git-keep"} {
		if why := unsafePath(p); why != "" {
			t.Errorf("unsafePath(%q) = %q, want safe", p, why)
		}
	}
}
