package holdprose

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// ApprovalSubject reports whether w, lower case, names what a review
// approves: `the change is approved`, `this PR is approved`.
func ApprovalSubject(w string) bool {
	switch w {
	case "change", "changes", "pr", "patch", "diff", "this", "it", "mr", "branch", "request",
		"implementation", "plan", "design", "code", "commit", "commits", "update", "fix", "work",
		"submission", "revision":
		return true
	}
	return false
}

// ApprovalReserved reads t, a line of prose lower case and without
// emphasis, for an approval of the change that, in the same sentence,
// is taken back with a reservation that states an open problem (see
// Reserved): `The change is approved, but the token leaks.`, `I approve
// this, however the migration drops the users table.`, `LGTM, but the
// token leaks.` An approval of something else (`the cache is approved
// for reads, but …`) or denied is none.
func ApprovalReserved(t string) bool {
	for t != "" {
		var sentence string
		sentence, t = proseword.NextSentence(t)
		// The last three words are kept as the sentence is read, so that
		// each word is looked at a bounded number of times.
		var last [3]string
		n := 0
		for rest := sentence; ; {
			w, r, ok := proseword.Next(rest)
			if !ok {
				break
			}
			rest = r
			switch w {
			case "approved", "approve", "approving", "lgtm", "accepted":
				if approvesChange(last[3-min(n, 3):], n, w) {
					if reservedLater(r) {
						return true
					}
					rest = "" // the sentence's reservation is read once
				}
			}
			last[0], last[1], last[2] = last[1], last[2], w
			n++
		}
	}
	return false
}

// approvesChange reports whether the words before an approval word, lower
// case, make it the review's approval of the change: nothing before it
// but marks (`Approved, but …`), a reviewer approving (`I approve`, `we
// are approving`), or the change said approved (`the change is
// approved`). A denial (`is not approved`) is none.
func approvesChange(before []string, n int, w string) bool {
	if n == 0 {
		return true
	}
	// before holds up to three words, the last nearest the approval.
	at := func(k int) string { // the k-th word back, 1 the nearest
		if k > len(before) {
			return ""
		}
		return before[len(before)-k]
	}
	last, prev := at(1), at(2)
	switch w {
	case "approve":
		return last == "i" || last == "we"
	case "approving":
		return (last == "am" || last == "are") && (prev == "i" || prev == "we") || last == "i'm" || last == "we're"
	case "approved", "accepted":
		if last == "been" {
			last, prev = prev, at(3)
		}
		return (last == "is" || last == "was" || last == "has") && ApprovalSubject(prev)
	}
	return false
}

// reservedLater reports whether a sentence, lower case, after an approval
// goes on to a reservation that states an open problem: a conjunction
// where a clause starts (after a comma, a semicolon, a dash or at once),
// read as Reserved reads one after a verdict.
func reservedLater(sentence string) bool {
	for rest := sentence; ; {
		w, r, ok := proseword.Next(rest)
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
			!strings.HasSuffix(before, "—") && !strings.HasSuffix(before, "–") && !strings.HasSuffix(before, "(") {
			continue // `nothing but docs changed`
		}
		if Reserved(sentence[at:]) {
			return true
		}
	}
}
