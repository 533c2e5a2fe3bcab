package contract

import (
	"strings"
	"testing"
)

// TestRenderCodeSpansUncopied: a line whose spans keep their spaces is
// rendered as the copy renders it.
func TestRenderCodeSpansUncopied(t *testing.T) {
	for _, l := range []string{"", "plain", "  padded  ", "a `b` c", "`  `", "` a `", "`a `", "` a`", "x ` a ` y `b`", "`b` ` c `", "` `"} {
		checkCodeSpans(t, l)
	}
}

// FuzzRenderCodeSpans: on every line codeSpansOnly accepts, the
// rendering is the copy's.
func FuzzRenderCodeSpans(f *testing.F) {
	for _, l := range []string{"a `b` c", "` a ` and `b`", "`  `", " lead `x` trail ", "`é ` ` é`"} {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, l string) {
		if strings.Contains(l, "\n") || !codeSpansOnly(l) {
			return
		}
		checkCodeSpans(t, l)
	})
}

func checkCodeSpans(t *testing.T, l string) {
	t.Helper()
	if got, want := renderCodeSpans(l), renderCodeSpansCopy(l); got != want {
		t.Fatalf("renderCodeSpans(%q) = %q, the copy %q", l, got, want)
	}
}
