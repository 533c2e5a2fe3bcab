package sideword

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// declineStems are the starts of words that hold an approval back or
// refuse it without a word of the block side: a wait, a condition, a
// veto, a refusal, an approval given only in part or for now
// (tentatively, provisionally, in principle). An array of constants is
// laid out by the linker, so it costs nothing at start-up.
var declineStems = [...]string{
	"pending", "await", "withheld", "hold", "condition", "partial",
	"veto", "nack", "nak", "declin", "refus", "abort", "invalid", "wrong",
	"insufficien", "unresolv", "unaccept",
	"tentativ", "provisional", "preliminar", "principle",
}

// Declines reports whether w, one lower-case word, begins with a stem
// that holds an approval back or refuses it (PENDING, VETOED,
// CONDITIONALLY, TENTATIVELY): beside an approval a reader takes it for
// no pass.
func Declines(w string) bool {
	for _, s := range declineStems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

// DeclineStems returns the stems Declines reads, for tests that hold
// every reader to each of them.
func DeclineStems() []string { return slices.Clone(declineStems[:]) }

// ProblemNoun reports whether w, one lower-case word, names a problem,
// which a negation before it denies: NO ISSUES, no_blockers. A plural is
// read as its singular.
func ProblemNoun(w string) bool {
	switch strings.TrimSuffix(w, "s") {
	case "issue", "problem", "concern", "finding", "defect", "bug", "error", "objection", "blocker", "regression":
		return true
	}
	return false
}

// blockingGrades are the grades no reader takes for anything but
// blocking, lower case, a phrase's words joined by one space.
var blockingGrades = [...]string{
	"blocker", "blocking", "critical", "severe", "fatal", "catastrophic", "showstopper",
	"must fix", "major", "high", "high severity", "p0",
}

// BlockingGrade reports whether phrase (lower case, its words joined by
// one space) is a grade no reader takes for anything but blocking
// (BLOCKER, Critical, must fix, P0), or its plural.
func BlockingGrade(phrase string) bool {
	for _, g := range blockingGrades {
		if plural(phrase, g) {
			return true
		}
	}
	return false
}

// BlockingGrades returns the grades BlockingGrade reads, singular.
func BlockingGrades() []string { return slices.Clone(blockingGrades[:]) }

// GradeOpens returns how many of the lower-case words ws a blocking
// grade opening them is made of (1 for critical, 2 for must fix), or 0
// when none opens them. A plural is read as its singular.
func GradeOpens(ws []string) int {
	if len(ws) == 0 {
		return 0
	}
	best := 0
	for _, g := range blockingGrades {
		first, second, two := strings.Cut(g, " ")
		switch {
		case !two && best == 0 && plural(ws[0], first):
			best = 1
		case two && len(ws) > 1 && ws[0] == first && plural(ws[1], second):
			return 2
		}
	}
	return best
}

// plural reports whether w is g or its plural.
func plural(w, g string) bool {
	return w == g || len(w) == len(g)+1 && w[len(g)] == 's' && w[:len(g)] == g
}

// LetterSpelled returns the word a value spells one character at a
// time (`R E J E C T`, `B-L-O-C-K-E-D`, split into its words as ws), which
// a reader reads as that word, or "" when ws are not single characters.
func LetterSpelled(ws []string) string {
	if len(ws) < 2 {
		return ""
	}
	for _, w := range ws {
		if utf8.RuneCountInString(w) != 1 {
			return ""
		}
	}
	return strings.Join(ws, "")
}
