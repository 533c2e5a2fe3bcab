package contract

import "strings"

// approvalSubject reports whether w names what a review approves: `the
// change is approved`, `this PR is approved`.
func approvalSubject(w string) bool {
	switch w {
	case "change", "changes", "pr", "patch", "diff", "this", "it", "mr", "branch", "request",
		"implementation", "plan", "design", "code", "commit", "commits", "update", "fix", "work",
		"submission", "revision":
		return true
	}
	return false
}

// approvalReserved reads a line of prose that approves the change and,
// in the same sentence, takes the approval back with a reservation that
// states an open problem (see reserved): `The change is approved, but the
// token leaks.`, `I approve this, however the migration drops the users
// table.`, `LGTM, but the token leaks.` An approval of something else
// (`the cache is approved for reads, but …`) or denied is none.
func approvalReserved(text string) bool {
	if !containsAnyFold(text, "approv", "lgtm", "accept") || !containsAnyFold(text, "but", "however", "except", "though", "yet", "caveat") {
		return false
	}
	t := flatten(text, true)
	for rest := t; ; {
		w, r, ok := nextWord(rest)
		if !ok {
			return false
		}
		at := len(t) - len(r) - len(w)
		rest = r
		switch w {
		case "approved", "approve", "approving", "lgtm", "accepted":
		default:
			continue
		}
		if !approvesChange(t[:at], w) {
			continue
		}
		sentence := r
		if i := strings.IndexAny(sentence, ".!?"); i >= 0 {
			sentence = sentence[:i]
		}
		if reservedLater(sentence) {
			return true
		}
	}
}

// approvesChange reports whether the words before an approval word, lower
// case, make it the review's approval of the change: nothing before it
// but marks (`Approved, but …`), a reviewer approving (`I approve`, `we
// are approving`), or the change said approved (`the change is
// approved`). A denial (`is not approved`) is none.
func approvesChange(before, w string) bool {
	if !strings.ContainsFunc(before, isWordRune) {
		return true
	}
	ws := strings.Fields(before)
	last := strings.Trim(ws[len(ws)-1], "*_`,:;")
	prev := ""
	if len(ws) > 1 {
		prev = strings.Trim(ws[len(ws)-2], "*_`,:;")
	}
	switch w {
	case "approve":
		return last == "i" || last == "we"
	case "approving":
		return (last == "am" || last == "are") && (prev == "i" || prev == "we") || last == "i'm" || last == "we're"
	case "approved", "accepted":
		if last == "been" && len(ws) > 2 {
			last, prev = prev, strings.Trim(ws[len(ws)-3], "*_`,:;")
		}
		return (last == "is" || last == "was" || last == "has") && approvalSubject(prev)
	}
	return false
}

// reservedLater reports whether a sentence, lower case, after an approval
// goes on to a reservation that states an open problem: a conjunction
// where a clause starts (after a comma, a semicolon, a dash or at once),
// read as reserved reads one after a verdict.
func reservedLater(sentence string) bool {
	for rest := sentence; ; {
		w, r, ok := nextWord(rest)
		if !ok {
			return false
		}
		at := len(sentence) - len(r) - len(w)
		rest = r
		switch w {
		case "but", "however", "except", "though", "although", "yet", "caveat":
		default:
			continue
		}
		before := strings.TrimRight(sentence[:at], " \t*_`")
		if before != "" && !strings.HasSuffix(before, ",") && !strings.HasSuffix(before, ";") &&
			!strings.HasSuffix(before, "—") && !strings.HasSuffix(before, "–") && !strings.HasSuffix(before, "(") &&
			strings.ContainsFunc(before, isWordRune) {
			continue // `nothing but docs changed`
		}
		if reserved(sentence[at:]) {
			return true
		}
	}
}

// containsAnyFold reports whether s holds one of subs, in any case.
func containsAnyFold(s string, subs ...string) bool {
	for _, sub := range subs {
		if indexFold(s, sub) >= 0 {
			return true
		}
	}
	return false
}
