package verdict

import (
	"bytes"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/longtest"
	"strings"
	"testing"
)

// TestHostileInput feeds inputs built to crash, hang or fool the reader. Each
// must end in diagnostics or an error, never in approval.
func TestHostileInput(t *testing.T) {
	const deep = 100_000
	var big int // the size of the huge inputs, set for each lexicon below
	tests := []struct {
		name     string
		in       func(tr func(string) string) []byte
		wantRule string // the first diagnostic's rule
	}{
		{"deep lists in a verdict", func(tr func(string) string) []byte {
			return []byte(tr(`{"verdict":"approve","findings":`) + strings.Repeat("[", deep) + strings.Repeat("]", deep) + "}")
		}, RuleJSONInvalid},
		{"deep objects in a verdict", func(tr func(string) string) []byte {
			return []byte(tr(`{"verdict":"approve","x":`) + strings.Repeat(`{"a":`, deep) + "1" + strings.Repeat("}", deep) + "}")
		}, RuleJSONInvalid},
		{"deep unclosed braces", func(tr func(string) string) []byte { return bytes.Repeat([]byte("{"), deep) }, RuleJSONMissing},
		{"deep nesting around a verdict", func(tr func(string) string) []byte {
			return []byte(strings.Repeat(`{"a":`, deep) + tr(okApprove) + strings.Repeat("}", deep))
		}, RuleJSONInvalid},
		{"huge: open braces", func(tr func(string) string) []byte { return bytes.Repeat([]byte("{"), big) }, RuleJSONMissing},
		{"huge: brace and quote", func(tr func(string) string) []byte { return bytes.Repeat([]byte(`{"`), big/2) }, RuleJSONMissing},
		{"huge: string in a block", func(tr func(string) string) []byte {
			return append(append([]byte(tr(`{"verdict":"approve","findings":[],"review":"`)), bytes.Repeat([]byte("x"), big)...), `"}`...)
		}, RuleReviewTooLong},
		{"huge: list of numbers", func(tr func(string) string) []byte {
			return append(append([]byte(tr(`{"verdict":"approve","findings":[`)), bytes.Repeat([]byte("1,"), big/2)...), `1]}`...)
		}, RuleJSONInvalid},
		{"many repeated keys", func(tr func(string) string) []byte {
			return []byte(tr(`{"verdict":"approve"`) + strings.Repeat(tr(`,"findings":[]`), 20_000) + "}")
		}, RuleDuplicateKey},
		{"nul in a string", func(tr func(string) string) []byte {
			return []byte(tr("{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\x00b\"}"))
		}, RuleJSONRepaired},
		{"nul in a path", func(tr func(string) string) []byte {
			return []byte(tr(`{"verdict":"approve","edits":[{"path":"a\u0000b","content":""}]}`))
		}, RuleEditPathUnsafe},
		{"nul before the verdict value", func(tr func(string) string) []byte { return []byte(tr("{\"verdict\":\x00\"approve\"}")) }, RuleJSONInvalid},
		{"invalid utf-8 in a key", func(tr func(string) string) []byte { return []byte(tr("{\"verdict\":\"approve\",\"\xc3\":1}")) }, RuleJSONInvalid},
		{"overlong utf-8 in a question", func(tr func(string) string) []byte {
			return []byte(tr("{\"verdict\":\"block\",\"findings\":[{\"severity\":\"blocking\",\"question\":\"\xc0\xaf\"}]}"))
		}, RuleJSONInvalid},
		{"bom and crlf, cut off", func(tr func(string) string) []byte { return []byte(tr("\ufeffok\r\n{\"verdict\":\"approve\",\r\n")) }, RuleJSONInvalid},
	}
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				if testing.Short() && strings.HasPrefix(tt.name, "huge: ") {
					t.Skip("huge inputs skipped in -short mode")
				}
				// A hang is caught by the test binary's timeout and speed by
				// BenchmarkWorstCase: a wall-clock limit here only measured
				// how busy the machine was.
				// The other dialects share the scan and the parser with the
				// default: 4 MB shows they finish without tripling the
				// suite's longest inputs. The default's 100 MB runs under
				// -long; 16 MB, far past every limit, by default.
				big = longtest.Budget(100<<20, 16<<20)
				if lx.name != "default" {
					big = 4 << 20
				}
				in := tt.in(lx.tr)
				ds := lx.d.Lint(in)
				d := lx.d.Gate([]Round{{Name: "hostile", Content: in}})
				if len(ds) == 0 || ds[0].Rule != tt.wantRule {
					t.Fatalf("first diagnostic %v, want rule %s", ds[:min(len(ds), 3)], tt.wantRule)
				}
				if ruleSeverity(tt.wantRule) == diag.Error && d.Approved {
					t.Fatalf("gate approved hostile input: %+v", d)
				}
			})
		}
	})
}

func TestPositionsWithBOMAndCRLF(t *testing.T) {
	in := "\ufeffVerdict:\r\n{\r\n  \"verdict\": \"Approve\"\r\n}\r\n"
	ds := Lint([]byte(in))
	if len(ds) != 1 || ds[0].Rule != RuleValue || ds[0].Line != 3 || ds[0].Column != 14 {
		t.Fatalf("got %+v, want verdict-value at 3:14", ds)
	}
}
