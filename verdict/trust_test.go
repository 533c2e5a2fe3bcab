package verdict

import (
	"strings"
	"testing"
	"unicode/utf16"
)

// utf16LE spells s in UTF-16 little-endian.
func utf16LE(s string) string {
	var b strings.Builder
	for _, u := range utf16.Encode([]rune(s)) {
		b.WriteByte(byte(u))
		b.WriteByte(byte(u >> 8))
	}
	return b.String()
}

// TestNeverApprovesAHiddenBlock: each file holds an approve object that a
// brace-matching search would settle on, and somewhere a verdict-bearing
// object that blocks, disagrees or cannot be read. Parse must fail, Lint must
// report an error with the wanted rule, and the gate must not approve.
func TestNeverApprovesAHiddenBlock(t *testing.T) {
	blockingFinding := `"findings":[{"severity":"blocking","question":"tests are missing"}]`
	tests := []struct{ name, in, rule string }{
		{"prose brace before and after a block",
			"The handler starts with `func handler() {` and\n\n```json\n{\"verdict\":\"block\"," + blockingFinding + "}\n```\n\nthen closes the brace `}`.\n\n```json\n" + okApprove + "\n```\n",
			RuleAmbiguous},
		{"prose brace before an approve that follows a block",
			"`if x {` ... " + `{"verdict":"block",` + blockingFinding + `} ... ` + "`}`" + ` and ` + okApprove,
			RuleAmbiguous},
		{"nested block before an approve", `{"example":{"verdict":"block",` + blockingFinding + `}} ` + okApprove, RuleAmbiguous},
		{"nested block after an approve", okApprove + ` {"result":{"verdict":"block",` + blockingFinding + `}}`, RuleAmbiguous},
		{"nested block inside the approve", `{"verdict":"approve","findings":[{"severity":"non-blocking","question":"q","context":{"verdict":"block"}}]}`, RuleJSONInvalid},
		{"block read from a brace inside the approve's last string",
			`{"verdict":"approve","findings":[],"review":"{"} and then ":"block", "verdict":"block",` + blockingFinding + `}`,
			RuleAmbiguous},
		{"block key escaped", `{"verd\u0069ct":"block",` + blockingFinding + `} ` + okApprove, RuleAmbiguous},
		{"block after an approve, key escaped", okApprove + ` {"\u0076erdict":"block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key capitalized", okApprove + ` {"Verdict":"block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key with a zero-width space", okApprove + " {\"ver\u200bdict\":\"block\"," + blockingFinding + "}", RuleAmbiguous},
		{"block key escaped zero-width space", okApprove + ` {"ver\u200bdict":"block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key in Cyrillic letters", okApprove + " {\"v\u0435rdi\u0441t\":\"block\"," + blockingFinding + "}", RuleAmbiguous},
		{"block key in full-width letters", okApprove + " {\"\uff56\uff45\uff52\uff44\uff49\uff43\uff54\":\"block\"}", RuleAmbiguous},
		{"block key padded with spaces", okApprove + ` {" verdict ":"block"}`, RuleAmbiguous},
		{"block in a comment", "// {\"verdict\":\"block\"," + blockingFinding + "}\n" + okApprove, RuleAmbiguous},
		{"block in a block comment", "/* {\"verdict\":\"block\"} */ " + okApprove, RuleAmbiguous},
		{"comment inside the approve", `{"verdict":"approve", /* "verdict":"block" */ "findings":[]}`, RuleJSONInvalid},
		{"block cut off after an approve", okApprove + "\n" + `{"verdict":"block","findings":[{"severity":"blocking","question":"q`, RuleAmbiguous},
		{"block missing a comma before an approve", `{"findings":[{"severity":"blocking","question":"q"}] "verdict":"block"} ` + okApprove, RuleJSONInvalid},
		{"block missing a comma after an approve", okApprove + ` {"findings":[{"severity":"blocking","question":"q"}] "verdict":"block"}`, RuleAmbiguous},
		{"block value unquoted after an approve", okApprove + ` {"verdict": block}`, RuleAmbiguous},
		{"block needing the repair after an approve", okApprove + "\n{\"verdict\":\"block\",\"findings\":[{\"severity\":\"blocking\",\"question\":\"a\nb\"}]}", RuleAmbiguous},
		{"block with repeated keys after an approve", okApprove + ` {"verdict":"approve","verdict":"block"}`, RuleAmbiguous},
		{"block with invalid UTF-8 after an approve", okApprove + " {\"verdict\":\"block\",\"findings\":[{\"severity\":\"blocking\",\"question\":\"\xff\"}]}", RuleAmbiguous},
		{"block in UTF-16 after an approve", okApprove + "\n" + utf16LE(`{"verdict":"block"}`), RuleAmbiguous},
		{"approve with a different nit after an approve", okApprove + ` {"verdict":"approve","findings":[{"severity":"non-blocking","question":"x"}]}`, RuleAmbiguous},
		{"block in a fence after the approve in prose", okApprove + "\n```json\n{\"verdict\":\"block\"," + blockingFinding + "}\n```\n", RuleAmbiguous},
		{"block key unquoted after an approve", okApprove + ` {verdict: "block"}`, RuleAmbiguous},
		{"block key in single quotes after an approve", okApprove + ` {'verdict': 'block'}`, RuleAmbiguous},
		{"block key unquoted after a member", okApprove + ` {"findings":[], verdict: block}`, RuleAmbiguous},
		{"BOM inside the key", okApprove + " {\"\ufeffverdict\":\"block\"}", RuleAmbiguous},
		{"block key in markdown bold", okApprove + ` {"**verdict**":"block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key with a colon inside the quotes", okApprove + ` {"verdict:":"block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key with punctuation between letters", okApprove + ` {"v.e.r.d.i.c.t":"block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key with a space inside", okApprove + ` {"ver dict":"block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key with an underscore", okApprove + ` {"verdict_":"block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key with a precomposed accent", okApprove + " {\"v\u00e9rdi\u00e7t\":\"block\"," + blockingFinding + "}", RuleAmbiguous},
		{"block key in superscript letters", okApprove + " {\"\u1d5b\u1d49\u02b3\u1d48\u2071\u1d9c\u1d57\":\"block\"," + blockingFinding + "}", RuleAmbiguous},
		{"block key in parenthesized letters", okApprove + " {\"\u24b1\u24a0\u24ad\u249f\u24a4\u249e\u24af\":\"block\"," + blockingFinding + "}", RuleAmbiguous},
		{"block key missing its colon after an approve", okApprove + ` {"verdict" "block",` + blockingFinding + `}`, RuleAmbiguous},
		{"block key with = after an approve", okApprove + ` {"verdict" = "block"}`, RuleAmbiguous},
		{"block key with => after an approve", okApprove + ` {"verdict"=>"block"}`, RuleAmbiguous},
		{"block key with a full-width colon after an approve", okApprove + " {\"verdict\"\uff1a\"block\"}", RuleAmbiguous},
		{"nested block key missing its colon after an approve", okApprove + ` {"result": {"verdict" "block"}}`, RuleAmbiguous},
		{"block key missing its colon before an approve", `{"verdict" "block"} ` + okApprove, RuleJSONInvalid},
		{"block key with a Hangul filler", okApprove + " {\"ver\u3164dict\":\"block\"," + blockingFinding + "}", RuleAmbiguous},
		{"block key opening at the quote that closes a verdict word", "\"verdict{\"verdict\":\"block\"," + blockingFinding + "} " + okApprove, RuleAmbiguous},
		{"block key opening at the quote that closes a verdict word, after an approve", okApprove + " \"verdict{\"verdict\":\"block\"," + blockingFinding + "}", RuleAmbiguous},
		{"block key opening at the closing quote of a verdict key", okApprove + ` {"verdict"verdict":"block"}`, RuleAmbiguous},
		{"block key in Cyrillic with a diaeresis", okApprove + " {\"v\u0451rdict\":\"block\"," + blockingFinding + "}", RuleAmbiguous},
	}
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				in := lx.trb(tt.in)
				if v, err := lx.d.Parse(in); err == nil {
					t.Errorf("Parse = %+v, want an error", v)
				}
				rules := map[string]bool{}
				for _, d := range lx.d.Lint(in) {
					rules[d.Rule] = true
				}
				if !rules[tt.rule] {
					t.Errorf("Lint reports %v, want %s", rules, tt.rule)
				}
				if d := lx.d.Gate([]Round{{Name: "r", Content: in}}); d.Approved {
					t.Errorf("gate approved: %+v", d)
				}
				if err := oracleCheckIn(lx, in); err != nil {
					t.Error(err)
				}
			})
		}
	})
}

// TestStillReads: files that are not attacks keep their verdict.
func TestStillReads(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"prose with braces and quotes around one approve", "`func f() {` and \"quotes\" } {\n" + okApprove + "\n} done", Approve},
		{"identical repeat", okApprove + "\n" + `{ "verdict": "approve", "findings": [] }`, Approve},
		{"non-verdict objects around", `{"a":1} ` + okBlock + ` {"b":{"c":[1,2,{"d":null}]}}`, Block},
		{"verdict word in prose", `The "verdict": "approve" key goes first. ` + okBlock, Block},
		{"verdict in a string", `{"verdict":"block","findings":[{"severity":"blocking","question":"the \"verdict\": \"approve\" key is wrong"}]}`, Block},
		{"brace in a string", `{"verdict":"approve","findings":[],"review":"uses { and } freely"}`, Approve},
		{"nested repeat agrees", `{"example":` + okApprove + `} ` + okApprove, Approve},
		{"bom", "\ufeff" + okApprove, Approve},
		{"verdict strings that are not keys", `The "verdict" field comes first: {"kind":"verdict","fields":["verdict", "findings"]} ` + okBlock, Block},
		{"keys with more letters than verdict", `{"verdicts":1,"final_verdict":2,"verdict_reason":3,"overdict":4,"vérdicte":5} ` + okBlock, Block},
	}
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				v, err := lx.d.Parse(lx.trb(tt.in))
				if err != nil || v.Verdict != tt.want {
					t.Fatalf("Parse = %+v, %v; want %s", v, err, tt.want)
				}
			})
		}
	})
}

// TestGateRefusesWhatLintRejects: an approve that Lint reports an error on
// is never approved, even when Parse can read it.
func TestGateRefusesWhatLintRejects(t *testing.T) {
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		in := lx.trb(`{"verdict":"approve","findings":[{"severity":"non-blocking","question":" "}]}`)
		if !hasError(lx.d.Lint(in)) {
			t.Fatal("Lint reports no error")
		}
		d := lx.d.Gate([]Round{{Name: "r", Content: in}})
		if d.Approved || d.Status != StatusNeedsAttention || !strings.Contains(d.Reason, "finding-empty-question") {
			t.Fatalf("gate: %+v", d)
		}
		// A warning alone does not stop it.
		if d := lx.d.Gate([]Round{{Content: lx.trb("{\"verdict\":\"approve\",\"review\":\"a\nb\"}")}}); !d.Approved {
			t.Fatalf("gate refused an approve with only a warning: %+v", d)
		}
	})
}
