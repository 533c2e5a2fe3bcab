package holdprose

import (
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// passDenials say that the change does not pass: a reviewer's fail in
// the words of a pass denied (`It does not pass.`).
var passDenials = []string{"does not pass", "doesn't pass", "does not yet pass", "doesn't yet pass",
	"cannot pass", "can't pass", "can not pass"}

// passDenied reads t, lower case and without emphasis, for the change
// said not to pass, and returns the words: its subject the change
// (`It does not pass.`, `This does not pass review.`, `The PR still
// does not pass.`), and nothing after it that passes something on (`It
// does not pass the token to the logger.`). A supposition (`If it does
// not pass, …`), another subject (`The helper does not pass.`) and a
// denial settled since are none.
func passDenied(t string, settled func(string) bool) (string, bool) {
	for _, p := range passDenials {
		for from := 0; ; {
			i := strings.Index(t[from:], p)
			if i < 0 {
				break
			}
			i += from
			from = i + len(p)
			if before, _ := utf8.DecodeLastRuneInString(t[:i]); i > 0 && (proseword.IsRune(before) || before == '\'') {
				continue
			}
			rest := t[i+len(p):]
			if !passEnds(rest) || settled(settleWindow(rest)) {
				continue
			}
			if passSubject(lastWords(t[max(0, i-denialBack):i])) {
				return p, true
			}
		}
	}
	return "", false
}

// passEnds: what follows a pass denied keeps it the review's: what
// holdEnds accepts, or the review named (`does not pass review`, `does
// not pass muster`). `passes`, `passed` are other words.
func passEnds(rest string) bool {
	r := strings.TrimLeft(rest, " *_`")
	for _, w := range []string{"review", "muster"} {
		if after, ok := strings.CutPrefix(r, w); ok {
			if next, _ := utf8.DecodeRuneInString(after); after == "" || !proseword.IsRune(next) {
				return true
			}
		}
	}
	return holdEnds(rest)
}

// passSubject reports whether ws, the words before a pass denied, the
// nearest first, make the change its subject: none, where the clause
// starts (`Does not pass.`), or one that names it (`it`, `this`, `the
// PR`), after a `still`, in a clause that supposes nothing (`if it does
// not pass` does).
func passSubject(ws []string) bool {
	k := 0
	if k < len(ws) && (ws[k] == "still" || ws[k] == "currently") {
		k++
	}
	if k == len(ws) {
		return true // `Does not pass.`: said of what the review is about
	}
	if !ApprovalSubject(ws[k]) {
		return false
	}
	for _, w := range ws[k+1:] {
		switch w {
		case "if", "whether", "unless", "when", "once", "until", "that", "which", "because", "why":
			return false
		}
	}
	return true
}
