package verdict

import "strings"

// checkFails reads a kept key that states how a check of the change
// came out: one asking whether it passed answered no ({"tests_passed":
// false}, {"security_ok": "no"}, {"ci_green": false}), or one naming
// what is checked whose value says it fails now ({"ci": "red"},
// {"build_status": "failing"}; read as reviewFailing reads `CI red`).
// Beside an approval a reader takes either for a failure of the change.
// It returns the words that say so.
func checkFails(m member) (string, bool) {
	ws := keyWords(m.key)
	if len(ws) == 0 || len(ws) > 6 {
		return "", false
	}
	v := m.val
	if passedWord(ws[len(ws)-1]) && v.kind != kindNull && (answeredNo(v) || unreadAnswer(v)) {
		return m.key + ": " + shownAnswer(v), true
	}
	if v.kind != kindString {
		return "", false
	}
	var subject []string
	for _, w := range ws {
		if w != "status" && w != "state" && w != "result" && w != "results" {
			subject = append(subject, w)
		}
	}
	if _, ok := reviewFailing(strings.Join(subject, " ") + " " + opening(v.str)); ok {
		return m.key + ": " + v.str, true
	}
	return "", false
}

// passedWord reports whether w, ending a key, asks whether a check
// passed: `tests_passed`, `lint_ok`, `ci_green`, `build_success`.
func passedWord(w string) bool {
	switch w {
	case "pass", "passes", "passed", "passing", "ok", "green", "success", "succeeded", "successful", "succeeds":
		return true
	}
	return false
}
