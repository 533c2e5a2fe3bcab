package verdict

import (
	"strings"
	"testing"
)

// TestApproveBesideRenderedHold: a review whose text, rendered as GitHub
// renders markdown, holds the merge is refused beside an approval, as
// the same text in a report's prose is: struck words gone (`-1~~2~~.`
// reads `-1.`), escapes and entities decoded, a comment or a struck tag
// gone, invisible characters unseen, a no-break space a space. Struck
// or coded, a vote is none.
func TestApproveBesideRenderedHold(t *testing.T) {
	held := []string{
		"-1~~2~~.", "-1~2~.", "Looks fine.\n-1~~0~~.", "Do not mer~~x~~ge until the token is rotated.",
		"-1<del>2</del>.", "-1<s>2</s>.", "-1<strike>2</strike>.", "-1<DEL>2</DEL>.",
		"\\-1.", "&#45;1.", "&#x2D;1.", "-1&#46;", "-<!-- x -->1.", "Do not<!-- x --> merge until the token is rotated.",
		"-\u200b1.", "-1\u200b.", "DO\u00a0NOT\u00a0MERGE: the token leaks.", "Do&nbsp;not&nbsp;merge until the token is rotated.",
		"[Do not merge](https://example.com/x) until the token is rotated.", "[-1](https://example.com/2).",
		// A line that only fences, or a quote's blank line, ends the
		// paragraph above it.
		"> ```\n-1.\n```", ">\n-1.", "> \n-1.",
		// What markdown takes for no tag, a reader sees: a quote among
		// attributes, a hyphen in a tag's name is one.
		"<do n't merge >", "<my-note> -1!", "<!A00> -1!",
	}
	clean := []string{"~~-1.~~ Looks fine.", "Looks fine. `-1~~2~~.`", "-1<del>2</del>3."}
	for _, r := range held {
		if renderedHold(t, r) == "" {
			t.Errorf("the oracle reads no hold in %q", r)
		}
	}
	for _, r := range clean {
		if w := renderedHold(t, r); w != "" {
			t.Errorf("the oracle reads %q in %q", w, r)
		}
	}
	wantHeldAndClean(t, held, clean)
	// A Hangul filler shows as a blank, which a report's reader keeps:
	// the key is no verdict, as in a report.
	wantHeldAndClean(t, nil, []string{" {\"ver\u3164dict\":\"block\","})
}

// TestRenderedLtRunStaysSmall: a run of `<` that opens no tag is moved
// aside as one mark, not as a wide character each, which every reader
// after walks slowly.
func TestRenderedLtRunStaysSmall(t *testing.T) {
	r, _ := renderedText("Looks fine. " + strings.Repeat("<", 4096) + " -1.")
	if len(r) > 64 {
		t.Errorf("the rendered text of a run of `<` is %d bytes", len(r))
	}
	if !strings.Contains(codeUnguarded(r), "fine. < -1.") {
		t.Errorf("rendered %q", codeUnguarded(r))
	}
}
