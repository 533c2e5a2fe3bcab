package commitmsg

import (
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// revertLine is the line `git revert` writes into the body; the subject
// (`Revert "…"`, `Reapply "…"`) is free text anyone can type.
var revertLine = &lazyregexp.Regexp{Expr: `^This reverts commit ([0-9a-f]{7,64})\b`}

// Skipped returns why the message is not checked, or "" when it is. A
// message whose verdict trailer claims a pass is always checked: merge
// tooling and readers take a merge's, a revert's or a fixup's trailers
// as they take any commit's, and a pass must stand on its report.
func Skipped(msg Message, pol Policy, facts Facts) string {
	if ClaimsPass(msg, pol) {
		return ""
	}
	s := msg.Subject
	switch {
	case pol.SkipMerge && facts.Merging:
		return "merge commit"
	case pol.SkipFixup && (strings.HasPrefix(s, "fixup! ") ||
		strings.HasPrefix(s, "squash! ") || strings.HasPrefix(s, "amend! ")):
		return "fixup, squash or amend commit"
	case pol.SkipRevert && isRevert(msg):
		return "revert commit"
	}
	return ""
}

// ClaimsPass reports whether a verdict trailer of msg claims a pass: one
// that reads as one, or one the check refuses as malformed that a reader
// still takes for one (`PASS.`, `PASS (all green)`, `pass ✅`, `PASS`
// with an invisible character inside): such a trailer must not let the
// commit be skipped. `maybe` claims nothing.
func ClaimsPass(msg Message, pol Policy) bool {
	for _, t := range msg.Values(pol.VerdictTrailer) {
		v, ok := pol.side(t.Value)
		if !ok {
			v, ok = pol.side(leadingWords(t.Value))
		}
		if !ok {
			first, _, _ := strings.Cut(leadingWords(t.Value), " ")
			v, ok = pol.side(first)
		}
		if ok && v == "PASS" {
			return true
		}
	}
	return false
}

// leadingWords is the run of letters and spaces a value opens with,
// invisible characters dropped: what a reader reads as its words.
func leadingWords(value string) string {
	var b strings.Builder
	for _, r := range strings.TrimSpace(value) {
		switch {
		case unicode.Is(unicode.Cf, r):
		case unicode.IsLetter(r) || r == ' ':
			b.WriteRune(r)
		default:
			return strings.TrimSpace(b.String())
		}
	}
	return strings.TrimSpace(b.String())
}

// isRevert looks for git's "This reverts commit <id>" line below the
// subject.
func isRevert(msg Message) bool { return len(RevertedIDs(msg)) > 0 }

// RevertedIDs returns the ids of git's "This reverts commit <id>" lines
// below the subject. Anyone can type such a line: where it matters, the
// caller compares the commit with the one it names.
func RevertedIDs(msg Message) []string {
	body := msg.Lines
	for len(body) > 0 && isBlank(body[0].Text) {
		body = body[1:]
	}
	var ids []string
	for _, l := range body[min(1, len(body)):] {
		if m := revertLine.Get().FindStringSubmatch(l.Text); m != nil {
			ids = append(ids, m[1])
		}
	}
	return ids
}

// CheckAll checks every message git may record from one file (ReadFile)
// and returns the union of the findings, each once, so that the commit is
// refused when any reading of the file breaks a rule. skipped is the reason
// when every reading is skipped.
func CheckAll(file string, msgs []Message, pol Policy, facts Facts) (ds []diag.Diagnostic, skipped string) {
	seen := map[diag.Diagnostic]bool{}
	checked := false
	for _, m := range msgs {
		if reason := Skipped(m, pol, facts); reason != "" {
			skipped = reason
			continue
		}
		checked = true
		for _, d := range Check(file, m, pol, facts) {
			if !seen[d] {
				seen[d] = true
				ds = append(ds, d)
			}
		}
	}
	if checked {
		skipped = ""
	}
	diag.Sort(ds)
	return ds, skipped
}
