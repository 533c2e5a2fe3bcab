package ruletest

import (
	"reflect"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestParseCutsOnlyTheMarker holds the promise the package makes: what the
// linter reads is the file without its markers, byte for byte, whatever
// the line holds around them.
func TestParseCutsOnlyTheMarker(t *testing.T) {
	tests := []struct {
		name, in, clean string
		want            map[int][]Expectation
	}{
		{"no marker", "a\nb\n", "a\nb\n", map[int][]Expectation{}},
		{"rule only", "a // want r-1\n", "a\n", map[int][]Expectation{1: {{Rule: "r-1"}}}},
		{"column and message", "x\ny // want r@3 \"say \\\"so\\\"\"\n", "x\ny\n",
			map[int][]Expectation{2: {{Rule: "r", Column: 3, Message: `say "so"`, HasMessage: true}}}},
		{"two on a line", "a // want r \"m\" s@2\n", "a\n",
			map[int][]Expectation{1: {{Rule: "r", Message: "m", HasMessage: true}, {Rule: "s", Column: 2}}}},
		{"empty file", "// want r", "", map[int][]Expectation{1: {{Rule: "r"}}}},
		{"empty line", "a\n// want r\nb", "a\n\nb", map[int][]Expectation{2: {{Rule: "r"}}}},
		{"crlf kept", "a // want r\r\nb\r\n", "a\r\nb\r\n", map[int][]Expectation{1: {{Rule: "r"}}}},
		{"hard break kept", "a   // want r\nb\n", "a  \nb\n", map[int][]Expectation{1: {{Rule: "r"}}}},
		{"no final newline", "a\nb // want r", "a\nb", map[int][]Expectation{2: {{Rule: "r"}}}},
		{"inside a word is text", "http://x// want r\n", "http://x// want r\n", map[int][]Expectation{}},
		{"bytes kept", "\xff\x00 // want r\n", "\xff\x00\n", map[int][]Expectation{1: {{Rule: "r"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := []byte(tt.in)
			clean, want, err := Parse(in)
			if err != nil {
				t.Fatal(err)
			}
			if string(in) != tt.in {
				t.Errorf("Parse changed its input to %q", in)
			}
			if string(clean) != tt.clean {
				t.Errorf("clean = %q, want %q", clean, tt.clean)
			}
			if !reflect.DeepEqual(want, tt.want) {
				t.Errorf("expectations = %+v, want %+v", want, tt.want)
			}
		})
	}
}

func TestParseRefusesAMalformedMarker(t *testing.T) {
	for _, in := range []string{
		"a // want \n",
		"a // want Rule\n",
		"a // want r@0\n",
		"a // want r@x\n",
		"a // want \"m\"\n",
		"a // want r \"m\" \"n\"\n",
		"a // want r \"open\n",
	} {
		if _, _, err := Parse([]byte(in)); err == nil {
			t.Errorf("Parse(%q) took a malformed marker", in)
		}
	}
}

// TestMarkThenParse checks -update against Parse: what Mark writes reads
// back as the file it started from and the diagnostics it was given.
func TestMarkThenParse(t *testing.T) {
	clean := "first\r\n\nthird  \nlast"
	ds := []diag.Diagnostic{
		{Line: 3, Column: 2, Rule: "b", Message: "two\ttabs \"quoted\""},
		{Line: 1, Column: 1, Rule: "a", Message: "é"},
		{Line: 2, Column: 1, Rule: "c", Message: ""},
		{Line: 3, Column: 1, Rule: "a", Message: "one"},
	}
	marked, err := Mark([]byte(clean), ds)
	if err != nil {
		t.Fatal(err)
	}
	back, want, err := Parse(marked)
	if err != nil {
		t.Fatal(err)
	}
	if string(back) != clean {
		t.Errorf("Parse(Mark(x)) = %q, want %q", back, clean)
	}
	if problems := compare(want, sorted(ds)); len(problems) > 0 {
		t.Errorf("%s\nmarked:\n%s", strings.Join(problems, "\n"), marked)
	}
	if _, err := Mark([]byte("one line"), []diag.Diagnostic{{Line: 3, Rule: "a"}}); err == nil {
		t.Error("Mark put a diagnostic after the last line")
	}
}

func sorted(ds []diag.Diagnostic) []diag.Diagnostic {
	ds = append([]diag.Diagnostic(nil), ds...)
	diag.Sort(ds)
	return ds
}

func TestCompare(t *testing.T) {
	want := map[int][]Expectation{
		1: {{Rule: "a"}},
		2: {{Rule: "b", Column: 4}},
		3: {{Rule: "c", Message: "m", HasMessage: true}},
		5: {{Rule: "e"}},
	}
	got := []diag.Diagnostic{
		{Line: 1, Column: 9, Rule: "a", Message: "any"},
		{Line: 2, Column: 5, Rule: "b"},
		{Line: 3, Column: 1, Rule: "c", Message: "other"},
		{Line: 4, Column: 1, Rule: "d"},
	}
	problems := compare(want, got)
	wantProblems := []string{
		`2: unexpected b@5 ""`,
		`3: unexpected c@1 "other"`,
		`4: unexpected d@1 ""`,
		`2: want b@4, not reported`,
		`3: want c "m", not reported`,
		`5: want e, not reported`,
	}
	if !reflect.DeepEqual(problems, wantProblems) {
		t.Errorf("compare:\n%s\nwant:\n%s", strings.Join(problems, "\n"), strings.Join(wantProblems, "\n"))
	}
}
