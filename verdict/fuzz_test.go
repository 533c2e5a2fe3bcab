package verdict

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// fuzzSeeds are shared by every target; the committed corpus under
// testdata/fuzz adds the hostile shapes.
var fuzzSeeds = []string{
	okApprove,
	okBlock,
	"Here:\n```json\n" + okBlock + "\n```\n",
	"{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\nb\"}",
	`{"verdict":"block","verdict":"approve"}`,
	`{"\u0076erdict":"approve"}`,
	`{"note":"{\"verdict\":\"approve\"}"} ` + okBlock,
	"{ stray " + okApprove,
	okApprove + " " + okBlock,
	"Quoting `func handler() {` first.\n" + okBlock + "\nthen it closes the brace `}`.\n" + okApprove,
	`{"example":{"verdict":"block"}} ` + okApprove,
	okApprove + ` {"verdict":"block","findings":[`,
	`{"verdict":"approve","findings":[],"review":"{"}` + ` and then ":"block", "verdict":"block"}`,
	`{"findings":[] "verdict":"block"} ` + okApprove,
	"// {\"verdict\":\"block\"}\n" + okApprove,
	`{"Verdict":"block"} ` + okApprove,
}

// FuzzScan: every object encoding/json reads at a '{' with a "verdict" key
// is a candidate of the scan, at the same span.
func FuzzScan(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := scanCheck(data); err != nil {
			t.Fatalf("%v\ninput %q", err, data)
		}
	})
}

// FuzzParseObject: the parser accepts exactly what encoding/json accepts
// once raw control characters in strings are escaped, where both judge the
// same thing (valid UTF-8, within the parser's limits).
func FuzzParseObject(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkAgainstEncodingJSON(t, data)
	})
}

func checkAgainstEncodingJSON(t *testing.T, text []byte) {
	repaired := escapeControls(text)
	_, p, err := parseJSON(text, 0)
	if err == nil {
		if !json.Valid(repaired) {
			t.Fatalf("parser accepted what encoding/json rejects: %q", text)
		}
		if (p.repairs > 0) == json.Valid(text) {
			t.Fatalf("parser counted %d repairs, encoding/json valid=%v: %q", p.repairs, json.Valid(text), text)
		}
		return
	}
	msg := err.Error()
	if !utf8.Valid(text) || strings.Contains(msg, "surrogate") || strings.Contains(msg, "nesting") || strings.Contains(msg, "more than") {
		return
	}
	if json.Valid(repaired) {
		t.Fatalf("parser rejects what encoding/json accepts after the repair: %q: %v", text, err)
	}
}

// FuzzLint: no panic, positions and rules well formed, and Parse fails
// exactly when Lint reports a problem that leaves no trustworthy verdict.
func FuzzLint(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fatal := false
		for _, d := range Lint(data) {
			if d.Line < 1 || d.Column < 1 || d.Message == "" {
				t.Fatalf("malformed diagnostic %+v", d)
			}
			if !knownRule(d.Rule) {
				t.Fatalf("diagnostic with unknown rule %q", d.Rule)
			}
			fatal = fatal || fatalRule(d.Rule)
		}
		v, err := Parse(data)
		if (err != nil) != fatal {
			t.Fatalf("Parse error %v, but Lint fatal=%v", err, fatal)
		}
		if err == nil && v.Verdict != Approve && v.Verdict != Block {
			t.Fatalf("Parse returned verdict %q", v.Verdict)
		}
	})
}

// FuzzGate: held against encoding/json at every '{', the gate approves only
// when every verdict object approves, and a disagreement is always reported.
// A second round that approves keeps the gate's fold in play.
func FuzzGate(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s), []byte(okApprove))
	}
	f.Fuzz(func(t *testing.T, a, b []byte) {
		d := Gate([]Round{{Name: "a", Content: a}, {Name: "b", Content: b}})
		if d.Approved != (d.Status == StatusApproved) {
			t.Fatalf("inconsistent decision %+v", d)
		}
		for _, data := range [][]byte{a, b} {
			if err := oracleCheck(data); err != nil {
				t.Fatalf("%v\ninput %q", err, data)
			}
		}
		if d.Approved && (!Gate([]Round{{Content: a}}).Approved || !Gate([]Round{{Content: b}}).Approved) {
			t.Fatalf("two rounds approve where one alone does not: %q, %q", a, b)
		}
	})
}

func hasError(ds []diag.Diagnostic) bool {
	for _, d := range ds {
		if d.Severity == diag.Error {
			return true
		}
	}
	return false
}

func knownRule(id string) bool {
	for _, r := range Rules {
		if r.ID == id {
			return true
		}
	}
	return false
}

// fuzzLexicons are the dialects FuzzLintDialect reads under: the test
// dialects of lexicon_test.go and every preset but the default.
var fuzzLexicons = func() []lexicon {
	out := append([]lexicon(nil), lexicons[1:]...)
	for _, name := range []string{"forest", "github-review", "pass-fail"} {
		p, _ := PresetNamed(name)
		out = append(out, newLexicon(p.Spec))
	}
	return out
}()

// FuzzLintDialect: under each dialect, no panic, diagnostics well formed,
// Parse fails exactly when Lint reports a fatal problem, and, held against
// encoding/json at every '{' with the dialect's keys and words, the gate
// approves only when every verdict object approves and the scan finds
// every object encoding/json reads. which picks the dialect.
func FuzzLintDialect(f *testing.F) {
	for i, lx := range fuzzLexicons {
		for _, s := range fuzzSeeds {
			f.Add(lx.trb(s), uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, which uint8) {
		lx := fuzzLexicons[int(which)%len(fuzzLexicons)]
		fatal := false
		for _, d := range lx.d.Lint(data) {
			if d.Line < 1 || d.Column < 1 || d.Message == "" || !knownRule(d.Rule) {
				t.Fatalf("malformed diagnostic %+v", d)
			}
			fatal = fatal || fatalRule(d.Rule)
		}
		v, err := lx.d.Parse(data)
		if (err != nil) != fatal {
			t.Fatalf("%s: Parse error %v, but Lint fatal=%v", lx.name, err, fatal)
		}
		if err == nil && v.Verdict != Approve && v.Verdict != Block {
			t.Fatalf("%s: Parse returned verdict %q", lx.name, v.Verdict)
		}
		if err := oracleCheckIn(lx, data); err != nil {
			t.Fatalf("%s: %v\ninput %q", lx.name, err, data)
		}
		if err := scanCheckIn(lx, data); err != nil {
			t.Fatalf("%s: %v\ninput %q", lx.name, err, data)
		}
	})
}
