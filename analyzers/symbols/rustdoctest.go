package symbols

import (
	"bytes"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// rustDocMentions finds, for each wanted name, the first place a code
// block of a Rust doc comment (/// or //! lines between ``` fences)
// names it: cargo test compiles and runs those blocks as doctests, yet
// the lexer reads them as comments. A removal such a block still uses
// is neither dangling nor free of references.
func rustDocMentions(head *synSide, wanted map[string]bool) map[string]snapshot.Place {
	first := map[string]snapshot.Place{}
	for _, p := range sortedKeys(head.src) {
		src := head.src[p]
		if !bytes.Contains(src, []byte("```")) {
			continue
		}
		fenced := false
		for n, line := range bytes.Split(src, []byte("\n")) {
			text := bytes.TrimLeft(line, " \t")
			if !bytes.HasPrefix(text, []byte("///")) && !bytes.HasPrefix(text, []byte("//!")) {
				fenced = false
				continue
			}
			text = bytes.TrimLeft(text[3:], " \t")
			if bytes.HasPrefix(text, []byte("```")) {
				fenced = !fenced
				continue
			}
			if !fenced {
				continue
			}
			eachWord(text, func(from, to int) bool {
				if name := string(text[from:to]); wanted[name] {
					if _, seen := first[name]; !seen {
						first[name] = snapshot.Place{Path: p, Line: n + 1}
					}
				}
				return true
			})
		}
	}
	return first
}

func rustDocNote(at snapshot.Place) string {
	return at.String() + " names it in a doc comment's example, which cargo test runs as a doctest"
}
