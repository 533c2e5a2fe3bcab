package verdict

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
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
}

// FuzzExtract: the search always ends, returns ordered, disjoint, in-bounds
// spans, and the strict parser agrees with encoding/json on each one.
func FuzzExtract(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ex := newExtractor(data)
		last := 0
		for range len(data) + 2 {
			s, what := ex.next()
			if what == foundNone || what == foundGaveUp {
				return
			}
			if s.start < last || s.end <= s.start || s.end > len(data) || data[s.start] != '{' {
				t.Fatalf("bad span %+v after %d in %q", s, last, data)
			}
			if what == foundUnclosed {
				return
			}
			if data[s.end-1] != '}' {
				t.Fatalf("span %+v does not end in '}'", s)
			}
			last = s.end
			checkAgainstEncodingJSON(t, data[s.start:s.end])
		}
		t.Fatalf("extractor did not terminate on %q", data)
	})
}

// checkAgainstEncodingJSON compares our strict parser with encoding/json
// where both claim to judge the same thing: valid UTF-8, within our limits.
func checkAgainstEncodingJSON(t *testing.T, text []byte) {
	_, _, err := parseJSON(text, 0)
	if err == nil {
		if !json.Valid(text) {
			t.Fatalf("strict parser accepted what encoding/json rejects: %q", text)
		}
		return
	}
	msg := err.Error()
	if !utf8.Valid(text) || strings.Contains(msg, "surrogate") || strings.Contains(msg, "nesting") || strings.Contains(msg, "more than") {
		return
	}
	if json.Valid(text) {
		t.Fatalf("strict parser rejects valid JSON %q: %v", text, err)
	}
}

// FuzzRepair: valid JSON comes back untouched; otherwise only escapes are
// inserted (undoing them gives the input back), and a second pass finds
// nothing to do.
func FuzzRepair(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, fixes := repairControlChars(data)
		if json.Valid(data) && (len(fixes) != 0 || !bytes.Equal(out, data)) {
			t.Fatalf("repair changed valid JSON %q into %q", data, out)
		}
		if back := undoRepair(out, fixes); !bytes.Equal(back, data) {
			t.Fatalf("repair touched more than control characters: %q -> %q", data, out)
		}
		if _, again := repairControlChars(out); len(again) != 0 {
			t.Fatalf("repair is not idempotent on %q", data)
		}
		for i := range out {
			if o := originalOffset(i, fixes); o < 0 || o >= len(data) {
				t.Fatalf("offset %d maps to %d, outside %d bytes", i, o, len(data))
			}
		}
	})
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

// FuzzGate: the gate approves two rounds only when each, read independently
// with encoding/json, approves with no blocking finding.
func FuzzGate(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s), []byte(okApprove))
	}
	f.Fuzz(func(t *testing.T, a, b []byte) {
		d := Gate([]Round{{Name: "a", Content: a}, {Name: "b", Content: b}})
		if d.Approved != (d.Status == StatusApproved) {
			t.Fatalf("inconsistent decision %+v", d)
		}
		if d.Approved && (!independentlyApproves(a) || !independentlyApproves(b)) {
			t.Fatalf("gate approved %q and %q", a, b)
		}
	})
}

func knownRule(id string) bool {
	for _, r := range Rules {
		if r.ID == id {
			return true
		}
	}
	return false
}
