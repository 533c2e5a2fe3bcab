package verdict

import "testing"

// TestHTMLProseRefuses: in every preset, prose beside an approval (the
// review, a kept string, a non-blocking finding's text, the text around
// the verdict object) whose line a reader sees open with a blocking
// finding or a refusal after an HTML comment's opening or a block tag,
// or inside a comment or an inline tag, with attributes or none, is
// refused. Inline tags in a
// sentence, an arrow, and a `<` that opens no tag leave it clean.
func TestHTMLProseRefuses(t *testing.T) {
	refusing := []string{
		"<!-- BLOCKER: the token leaks -->", "<!--BLOCKER: the token leaks-->", "Looks fine.<!--\nCHANGES REQUESTED: the token leaks\n-->",
		"<p>BLOCKER: the token leaks</p>", "<details><summary>BLOCKER: the token leaks</summary></details>",
		"<b>BLOCKER</b>: the token leaks", "<p align=\"left\">CHANGES REQUESTED: the token leaks</p>",
		"Looks fine.<div>DO NOT MERGE: the token leaks</div>", "<li>Critical: the lock is dropped</li>",
		"<!-- unclosed\nBLOCKER: the token leaks", "Fine <!-- BLOCKER: the token leaks", "<td>BLOCKER</td><td>the token leaks</td>",
		"<H2>Blockers</H2>\n<p>The token leaks.</p>", "<span class=\"x\">BLOCKER</span>: the token leaks",
		"<font color=red>CHANGES REQUESTED</font>: the token leaks",
	}
	clean := []string{
		"Looks good. <code>FAIL</code> on empty input is expected.", "Use <b>x</b> and a --> b FAIL", "if a < b and c > d, fine",
		"<p>All good.</p>", "<!-- no blockers -->", "Map<String> is fine", "<details><summary>Blockers</summary>None.</details>",
	}
	checkProseEverywhere(t, refusing, clean)
	var around [][2]string
	for _, r := range refusing {
		around = append(around, [2]string{r + "\n", ""}, [2]string{"", "\n" + r})
	}
	checkAroundEverywhere(t, around, [][2]string{{"<p>Here is my review.</p>\n", "\n<!-- end -->"}})
}
