package commitmsg

import (
	"strings"

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

// ClaimsPass reports whether a verdict trailer of msg may claim a pass:
// any that does not read as a failure. A reader takes `PASS.`, `PASS
// (all green)` or `pass ✅` for a pass that the check would refuse as
// malformed, so such a trailer must not let the commit be skipped.
func ClaimsPass(msg Message, pol Policy) bool {
	for _, t := range msg.Values(pol.VerdictTrailer) {
		if v, ok := pol.side(t.Value); !ok || v != "FAIL" {
			return true
		}
	}
	return false
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
