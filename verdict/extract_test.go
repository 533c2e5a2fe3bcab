package verdict

import (
	"errors"
	"strings"
	"testing"
)

// TestExtract checks which object the search settles on, by the verdict
// Parse reads from it ("" when Parse must fail).
func TestExtract(t *testing.T) {
	block := `{"verdict":"block","findings":[{"severity":"blocking","question":"q"}]}`
	tests := []struct {
		name, in, want string
	}{
		{"bare", okApprove, Approve},
		{"prose around", "I looked.\n\n" + block + "\n\nThanks!", Block},
		{"fenced", "```json\n" + block + "\n```", Block},
		{"verdict in prose first", `The "verdict": "approve" key is required. ` + block, Block},
		{"verdict in an earlier string", `{"note":"say {\"verdict\":\"approve\"}"} ` + block, Block},
		{"brace in an earlier string", `{"a":"}{"} ` + block, Block},
		{"escaped quote in an earlier string", `{"a":"\"}{\""} ` + block, Block},
		{"nested verdict first", `{"example":{"verdict":"approve"}} ` + block, ""},
		{"nested verdict agrees", `{"example":` + block + `} ` + block, Block},
		{"fence mentioning verdict", "```\n\"verdict\": \"approve\"\n```\n" + block, Block},
		{"code with braces first", "```go\nfunc f() { return \"verdict\" }\n```\n" + block, Block},
		{"stray brace in prose", "use { to open a block. " + block, Block},
		{"stray brace with a quote", `a { "quoted" thing ` + block, Block},
		{"escaped key", `{"\u0076erdict":"block","findings":[{"severity":"blocking","question":"q"}]}`, Block},
		{"escaped key not skipped", `{"\u0076erdict":"block","findings":[{"severity":"blocking","question":"q"}]} ` + okApprove, ""},
		{"key with space before colon", `{"verdict" : "approve" , "findings" : [ ] }`, Approve},
		{"crlf", "text\r\n{\r\n  \"verdict\": \"approve\",\r\n  \"findings\": []\r\n}\r\n", Approve},
		{"bom", "\ufeff" + okApprove, Approve},
		{"nul in prose", "a\x00b " + okApprove, Approve},
		{"invalid utf-8 in prose", "a\xff\xfeb " + okApprove, Approve},
		{"truncated verdict then approve in it", `{"verdict":"block","findings":[],"edits":[{"path":"a","content":"{"verdict":"approve"}`, ""},
		{"unknown escape", `{"verdict":"approve","review":"\x"}`, ""},
		{"nothing", "no verdict here", ""},
	}
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				in := lx.tr(tt.in)
				v, err := lx.d.Parse([]byte(in))
				switch {
				case tt.want == "" && err == nil:
					t.Fatalf("Parse(%q) = %+v, want an error", in, v)
				case tt.want != "" && err != nil:
					t.Fatalf("Parse(%q): %v", in, err)
				case tt.want != "" && v.Verdict != tt.want:
					t.Fatalf("Parse(%q) verdict %q, want %q", in, v.Verdict, tt.want)
				}
			})
		}
	})
}

func TestParseErrorNamesRuleAndPlace(t *testing.T) {
	_, err := Parse([]byte("line one\n{\"verdict\":\"maybe\"}"))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Rule != RuleValue || pe.Line != 2 || pe.Column != 12 {
		t.Fatalf("got %#v, want verdict-value at 2:12", err)
	}
	if !strings.Contains(err.Error(), `"maybe"`) {
		t.Errorf("message %q should quote the bad value", err)
	}
}

func TestParseNormalizes(t *testing.T) {
	v, err := Parse([]byte(`{"findings":null,"verdict":"approve","edit":"","questions":[],"decompositionUnclear":{}}`))
	if err != nil {
		t.Fatal(err)
	}
	if v.Findings == nil || len(v.Findings) != 0 {
		t.Errorf("findings %#v, want an empty non-nil list", v.Findings)
	}
	if v.Edit == nil || *v.Edit != "" {
		t.Errorf("an empty edit must stay present, got %v", v.Edit)
	}
	if v.DecompositionUnclear == nil || v.DecompositionUnclear.Questions == nil {
		t.Errorf("decompositionUnclear %#v, want present with an empty list", v.DecompositionUnclear)
	}
}
