package holdprose

import "strings"

// passDenials say that the change does not pass: a reviewer's fail in
// the words of a pass denied (`It does not pass.`).
var passDenials = []string{"does not pass", "doesn't pass", "does not yet pass", "doesn't yet pass",
	"cannot pass", "can't pass", "can not pass",
	// A review failed outright (`It fails review.`); `fails` alone is
	// a test's (`I ran it. It fails.`).
	"fails review", "fails the review", "fails this review", "fails code review"}

// passDenied reads t, lower case and without emphasis, for the change
// said not to pass, and returns the words: its subject the change
// (`It does not pass.`, `This does not pass review.`, `The PR still
// does not pass.`), and nothing after it that passes something on (`It
// does not pass the token to the logger.`). A supposition (`If it does
// not pass, …`), another subject (`The helper does not pass.`) and a
// denial settled since are none. needs[k] are the anchors
// passDenials[k] holds, has those t holds: a phrase holding one t lacks
// is not searched for.
func passDenied(t string, settled func(string) bool, needs []uint32, has uint32) (string, bool) {
	for k, p := range passDenials {
		if needs[k]&^has != 0 {
			continue
		}
		for i := range phraseStarts(t, p, quoteJoins) {
			rest := t[i+len(p):]
			failed := strings.HasPrefix(p, "fails")
			// `This fails review: the token leaks.`: the review's
			// verdict and its reason.
			if !passEnds(rest) && !(failed && strings.HasPrefix(strings.TrimLeft(rest, " *_`"), ":")) || settled(settleWindow(rest)) {
				continue
			}
			ws := lastWords(t[max(0, i-denialBack):i])
			// `(Still) fails review.`: a sentence of the failed review alone
			// is the reviewer's verdict too; `- Lint: fails review`
			// labels a check's.
			if failed && (len(ws) == 0 || len(ws) == 1 && ws[0] == "still") && sentenceOpens(t[:i], len(ws)) {
				return p, true
			}
			if passSubject(ws) && (!failed || sentenceOpens(t[:i], len(ws))) {
				return p, true
			}
		}
	}
	return "", false
}

// passEnds: what follows a pass denied keeps it the review's: the end
// of its sentence, or what the change is tried by named (`does not pass
// review`, `does not pass CI`), then what holdEnds accepts. Anything
// else passes something on or tells of a test (`It does not pass it
// through.`, `does not pass (flaky on main too)`, `it does not pass, but
// it is pre-existing`).
func passEnds(rest string) bool {
	r := strings.TrimLeft(rest, " *_`")
	if r == "" || strings.HasPrefix(r, "!") || strings.HasPrefix(r, ";") || strings.HasPrefix(r, "\n") ||
		strings.HasPrefix(r, ".") && (len(r) == 1 || r[1] == ' ' || r[1] == '\n' || r[1] == '*' || r[1] == '_') {
		return true
	}
	if after, ok := cutWordPrefix(r, "review", "muster", "ci", "the tests", "tests"); ok {
		return holdEnds(after)
	}
	return false
}

// passSubject reports whether ws, the words before a pass denied, the
// nearest first, make the change its subject where its clause starts:
// `it`, `this`, `this PR`, `the change`, after a `still`. A clause of
// no subject (`- Lint: does not pass`) tells of a check, and one
// farther in (`If it does not pass, …`, `The old code does not pass`)
// of something else.
func passSubject(ws []string) bool {
	k := 0
	if k < len(ws) && (ws[k] == "still" || ws[k] == "currently") {
		k++
	}
	if k >= len(ws) {
		return false
	}
	switch ws[k] {
	case "it", "this":
	case "pr", "change", "patch", "mr":
		if k+1 >= len(ws) || ws[k+1] != "this" && ws[k+1] != "the" {
			return false
		}
		k++
	default:
		return false
	}
	// lastWords stops where the clause starts, or after four words.
	return k+1 == len(ws) && len(ws) < 4
}

// sentenceOpens: the last n words of before open its sentence. A review
// failed is the reviewer's verdict only so (`It fails review.`); after
// a clause (`With the new rule, it fails review.`) it tells of a
// tool's.
func sentenceOpens(before string, n int) bool {
	t := before
	for ; n > 0; n-- {
		t, _ = wordBefore(t, " \t*_`")
	}
	t = strings.TrimRight(t, " \t*_`>+-")
	return t == "" || strings.ContainsRune(".!?\n", rune(t[len(t)-1]))
}
