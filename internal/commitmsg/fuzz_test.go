package commitmsg

import (
	"strings"
	"testing"
)

// FuzzParse checks that any message parses without panicking, both as a
// stored message and as the hook's file, and that what comes back is
// consistent: lines in file order, trailers on those lines, keys shaped
// like git's tokens, values on one line.
func FuzzParse(f *testing.F) {
	for _, tt := range trailerCases {
		f.Add([]byte(tt.msg), "")
	}
	f.Add([]byte("s\n\n; c\nK: v\n"), "auto")
	f.Fuzz(func(t *testing.T, raw []byte, setting string) {
		comments := Comments{setting}
		msgs := append(ReadFile(raw, FileOptions{Comments: comments}), Parse(raw, comments.ForLog()))
		for _, msg := range msgs {
			checkParsed(t, msg)
		}
		CheckAll("MSG", msgs, DefaultPolicy(), Facts{InCommit: func(string) bool { return false }})
	})
}

func checkParsed(t *testing.T, msg Message) {
	kept := map[int]bool{}
	prev := 0
	for _, l := range msg.Lines {
		if l.Num <= prev {
			t.Fatalf("line numbers not increasing: %d after %d", l.Num, prev)
		}
		prev = l.Num
		kept[l.Num] = true
		if strings.Contains(l.Text, "\n") {
			t.Fatalf("line %d holds a newline", l.Num)
		}
	}
	for _, tr := range msg.Trailers {
		if !kept[tr.Line] {
			t.Fatalf("trailer %q on line %d, which was not kept", tr.Key, tr.Line)
		}
		if tr.Key == "" || separatorIndex(tr.Key+":", ":") != len(tr.Key) {
			t.Fatalf("trailer key %q is not a token", tr.Key)
		}
		if strings.ContainsAny(tr.Value, "\n") {
			t.Fatalf("trailer value %q spans lines", tr.Value)
		}
	}
}

// FuzzParseSyntax parses any message under any trailer configuration:
// no panic, and every key is a token or the key of a configured item.
func FuzzParseSyntax(f *testing.F) {
	f.Add([]byte("s\n\nRv# PASS\n  more\n"), "#", "rv", "Review-Verdict")
	f.Add([]byte("s\n\n-: x\nR = y\n"), "=:", "r", "")
	f.Add([]byte("s\n\nK: v\n"), "", "", "")
	f.Fuzz(func(t *testing.T, raw []byte, seps, name, key string) {
		syn := SyntaxFrom([][3]string{{"", "separators", seps}, {name, "key", key}})
		msg := ParseSyntax(raw, "#", syn)
		checkLines(t, msg)
		for _, tr := range msg.Trailers {
			if tr.Key == "" && key != "" {
				continue // an item's key may be anything git was given
			}
			if strings.ContainsAny(tr.Value, "\n") {
				t.Fatalf("trailer value %q spans lines", tr.Value)
			}
		}
	})
}

func checkLines(t *testing.T, msg Message) {
	prev := 0
	for _, l := range msg.Lines {
		if l.Num <= prev {
			t.Fatalf("line numbers not increasing: %d after %d", l.Num, prev)
		}
		prev = l.Num
	}
}
