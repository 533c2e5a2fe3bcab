package htmlbreak

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// oracle is the break tag as HTML's tokenizer names it, written as a
// pattern independent of the scanner: `<`, an optional `/`, `br` in any
// case, then the tag's end or a blank or slash and anything up to it.
var oracle = regexp.MustCompile(`(?i)</?br(?:>|[\t\n\f\r /][^>]*>)`)

func TestLines(t *testing.T) {
	for in, want := range map[string]string{
		"a<br>b":               "a\nb",
		"a<Br>b":               "a\nb",
		"a<br >b":              "a\nb",
		"a<BR/ >b":             "a\nb",
		"a<br clear=\"all\">b": "a\nb",
		"a</br>b":              "a\nb",
		"a<bR\t/>b":            "a\nb",
		"a<brief>b":            "a<brief>b",
		"a<br b":               "a<br b",
		"a <b>bold</b> b":      "a <b>bold</b> b",
		"a<br><br>b":           "a\n\nb",
		"<br":                  "<br",
		"a<<br>b":              "a<\nb",
		"no tags at all":       "no tags at all",
		"a<br x <br y>b<br>c":  "a\nb\nc",
	} {
		if got := Lines(in); got != want {
			t.Errorf("Lines(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestIsTag(t *testing.T) {
	for tag, want := range map[string]bool{
		"<br>": true, "<BR />": true, "<br clear=all>": true, "</br>": true, "<br/>": true,
		"<brief>": false, "<b>": false, "<br": false, "br>": false, "<>": false, "": false,
	} {
		if got := IsTag(tag); got != want {
			t.Errorf("IsTag(%q) = %v, want %v", tag, got, want)
		}
	}
}

// TestLinesLinear: 4 MB of names that no `>` closes, and of closed
// tags, are each read in well under a second; a scanner that looked for
// the `>` from every name would take minutes.
func TestLinesLinear(t *testing.T) {
	for _, s := range []string{strings.Repeat("a <Br </br ", 4<<20/11), strings.Repeat("ok<br clear=all>", 4<<20/16)} {
		start := time.Now()
		Lines(s)
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("4 MB took %v", d)
		}
	}
}

// FuzzLines holds Lines to the pattern of a break tag: both replace the
// same tags.
func FuzzLines(f *testing.F) {
	for _, s := range []string{"a<br>b", "a</BR x>b", "<br <br>", "x<br", "<b>r</b>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Lines(s), oracle.ReplaceAllString(s, "\n"); got != want {
			t.Errorf("Lines(%q) = %q, the pattern gives %q", s, got, want)
		}
	})
}
