package contract

import (
	"bytes"
	"testing"
)

// FuzzLint holds the linter to two promises on any input: it does not
// panic, and every diagnostic points inside the input (line within the
// file, column within the line or just past its end).
func FuzzLint(f *testing.F) {
	f.Add([]byte(""))
	f.Add([]byte("Verdict: PASS\n## Findings\n- x: NOTE — y\n"))
	f.Fuzz(func(t *testing.T, content []byte) {
		// A carriage return not before a line feed ends a line, as
		// GitHub renders it (TestLoneCarriageReturns).
		split := bytes.Clone(content)
		for i, c := range split {
			if c == '\r' && (i+1 == len(split) || split[i+1] != '\n') {
				split[i] = '\n'
			}
		}
		lines := bytes.Split(split, []byte{'\n'})
		for _, d := range Lint(content, Options{SHA: "0123456"}) {
			if d.Line < 1 || d.Line > len(lines) {
				t.Fatalf("%s: line %d outside 1..%d", d.Rule, d.Line, len(lines))
			}
			if d.Column < 1 || d.Column > len(lines[d.Line-1])+1 {
				t.Fatalf("%s: column %d outside line %d of %d bytes", d.Rule, d.Column, d.Line, len(lines[d.Line-1]))
			}
		}
	})
}
