package verdict

import (
	"bytes"

	"github.com/reviewlint/reviewlint/internal/diag"
	"strings"
	"testing"
)

// TestHostileInput feeds inputs built to crash, hang or fool the reader. Each
// must end in diagnostics or an error, never in approval.
func TestHostileInput(t *testing.T) {
	const deep = 100_000
	big := 100 << 20
	tests := []struct {
		name     string
		in       func() []byte
		wantRule string // the first diagnostic's rule
	}{
		{"deep lists in a verdict", func() []byte {
			return []byte(`{"verdict":"approve","findings":` + strings.Repeat("[", deep) + strings.Repeat("]", deep) + "}")
		}, RuleJSONInvalid},
		{"deep objects in a verdict", func() []byte {
			return []byte(`{"verdict":"approve","x":` + strings.Repeat(`{"a":`, deep) + "1" + strings.Repeat("}", deep) + "}")
		}, RuleJSONInvalid},
		{"deep unclosed braces", func() []byte { return bytes.Repeat([]byte("{"), deep) }, RuleJSONMissing},
		{"deep nesting around a verdict", func() []byte {
			return []byte(strings.Repeat(`{"a":`, deep) + okApprove + strings.Repeat("}", deep))
		}, RuleJSONInvalid},
		{"100 MB of open braces", func() []byte { return bytes.Repeat([]byte("{"), big) }, RuleJSONMissing},
		{"100 MB of brace and quote", func() []byte { return bytes.Repeat([]byte(`{"`), big/2) }, RuleJSONMissing},
		{"100 MB string in a block", func() []byte {
			return append(append([]byte(`{"verdict":"approve","findings":[],"review":"`), bytes.Repeat([]byte("x"), big)...), `"}`...)
		}, RuleReviewTooLong},
		{"100 MB list of numbers", func() []byte {
			return append(append([]byte(`{"verdict":"approve","findings":[`), bytes.Repeat([]byte("1,"), big/2)...), `1]}`...)
		}, RuleJSONInvalid},
		{"many repeated keys", func() []byte {
			return []byte(`{"verdict":"approve"` + strings.Repeat(`,"findings":[]`, 20_000) + "}")
		}, RuleDuplicateKey},
		{"nul in a string", func() []byte { return []byte("{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\x00b\"}") }, RuleJSONRepaired},
		{"nul in a path", func() []byte {
			return []byte(`{"verdict":"approve","edits":[{"path":"a\u0000b","content":""}]}`)
		}, RuleEditPathUnsafe},
		{"nul before the verdict value", func() []byte { return []byte("{\"verdict\":\x00\"approve\"}") }, RuleJSONInvalid},
		{"invalid utf-8 in a key", func() []byte { return []byte("{\"verdict\":\"approve\",\"\xc3\":1}") }, RuleJSONInvalid},
		{"overlong utf-8 in a question", func() []byte {
			return []byte("{\"verdict\":\"block\",\"findings\":[{\"severity\":\"blocking\",\"question\":\"\xc0\xaf\"}]}")
		}, RuleJSONInvalid},
		{"bom and crlf, cut off", func() []byte { return []byte("\ufeffok\r\n{\"verdict\":\"approve\",\r\n") }, RuleJSONInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if testing.Short() && strings.HasPrefix(tt.name, "100 MB") {
				t.Skip("100 MB inputs skipped in -short mode")
			}
			// A hang is caught by the test binary's timeout and speed by
			// BenchmarkWorstCase: a wall-clock limit here only measured
			// how busy the machine was.
			in := tt.in()
			ds := Lint(in)
			d := Gate([]Round{{Name: "hostile", Content: in}})
			if len(ds) == 0 || ds[0].Rule != tt.wantRule {
				t.Fatalf("first diagnostic %v, want rule %s", ds[:min(len(ds), 3)], tt.wantRule)
			}
			if ruleSeverity(tt.wantRule) == diag.Error && d.Approved {
				t.Fatalf("gate approved hostile input: %+v", d)
			}
		})
	}
}

func TestPositionsWithBOMAndCRLF(t *testing.T) {
	in := "\ufeffVerdict:\r\n{\r\n  \"verdict\": \"Approve\"\r\n}\r\n"
	ds := Lint([]byte(in))
	if len(ds) != 1 || ds[0].Rule != RuleValue || ds[0].Line != 3 || ds[0].Column != 14 {
		t.Fatalf("got %+v, want verdict-value at 3:14", ds)
	}
}
