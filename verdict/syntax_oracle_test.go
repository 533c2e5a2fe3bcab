package verdict

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/internal/ruletest"
)

// The cases of hand-written JSON mistakes that get a message of their own
// (trailing and missing commas, comments, single quotes, bare words, a
// byte order mark) are JSON that encoding/json refuses too, and the
// linter's position is never past the byte where encoding/json stops:
// the message names a real mistake, where it is.
func TestSyntaxCasesAreInvalidJSON(t *testing.T) {
	cases := []string{
		"verdict-json-invalid/bad-trailing-comma.json",
		"verdict-json-invalid/bad-trailing-comma-object.json",
		"verdict-json-invalid/bad-trailing-comma-list.json",
		"verdict-json-invalid/bad-missing-comma.json",
		"verdict-json-invalid/bad-missing-comma-list.json",
		"verdict-json-invalid/bad-comment.json",
		"verdict-json-invalid/bad-block-comment.json",
		"verdict-json-invalid/bad-single-quotes.json",
		"verdict-json-invalid/bad-single-quoted-key.json",
		"verdict-json-invalid/bad-unquoted-key.json",
		"verdict-json-invalid/bad-unquoted-value.json",
		"verdict-json-invalid/bad-byte-order-mark.json",
		"verdict-json-missing/bad-single-quoted-verdict-key.json",
		"verdict-json-missing/bad-unquoted-verdict-key.json",
	}
	for _, name := range cases {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", "rules", name))
			if err != nil {
				t.Fatal(err)
			}
			clean, _, err := ruletest.Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			var v any
			err = json.Unmarshal(clean, &v)
			var syn *json.SyntaxError
			if !errors.As(err, &syn) {
				t.Fatalf("encoding/json: %v, want a syntax error", err)
			}
			ds := Lint(clean)
			if len(ds) != 1 {
				t.Fatalf("%d diagnostics, want 1: %+v", len(ds), ds)
			}
			// Offset counts the bytes encoding/json read, the one it
			// refused included.
			stop := int(syn.Offset) - 1
			if at := offsetOf(clean, ds[0].Line, ds[0].Column); at > stop {
				t.Errorf("diagnostic at %d:%d (byte %d), past byte %d where encoding/json stops (%v)", ds[0].Line, ds[0].Column, at, stop, syn)
			}
		})
	}
}

// offsetOf turns a 1-based line and byte column into a byte offset.
func offsetOf(data []byte, line, col int) int {
	off := 0
	for range line - 1 {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return len(data)
		}
		off += i + 1
	}
	return off + col - 1
}
