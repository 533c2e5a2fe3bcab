package contract

import "strings"

// praiseAfterNone reports whether what follows a statement of none
// (after the punctuation sep) is one short sentence of praise and
// nothing else: `None identified. The architecture is solid and
// well-implemented.`, `None. All completed tasks meet the release
// criteria.` Reports write such a sentence under a severity heading; a
// reader takes it for the none it follows, not for a finding.
//
// Every word of the sentence must come from a closed list (praiseWords),
// and one of them must praise: a sentence that says anything more (`The
// architecture is solid but the token leaks`, `The token is not
// logged`), or names a thing outside the list, is weighed as a finding,
// as before. The list holds no negation, no word of doubt and no word
// that names a defect, so no sentence made of its words can state one.
func praiseAfterNone(sep, sentence string) bool {
	return strings.ContainsAny(sep, ".;!") && onlyPraise(sentence)
}

// onlyPraise reports whether s, lower-cased, is one short sentence made
// only of praiseWords with at least one word of praise in it.
func onlyPraise(s string) bool {
	if len(s) > 160 {
		return false
	}
	s = strings.TrimRight(s, " .!")
	if s == "" || strings.ContainsAny(s, ".;!?:—–()[]\"'`*_|/\\") {
		return false
	}
	praised := false
	n := 0
	for _, field := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' }) {
		for _, w := range strings.Split(field, "-") {
			kind, ok := praiseWords[w]
			if !ok {
				return false
			}
			praised = praised || kind == praiseWord
			n++
		}
	}
	return praised && n <= 14
}

const (
	fillerWord = iota
	praiseWord
)

// praiseWords are the words a sentence of praise after a none may hold:
// articles, a few subjects a review praises, copulas and the praise
// itself. `well` is a filler, so that `well-implemented` praises by its
// second word.
var praiseWords = map[string]int{
	"the": fillerWord, "this": fillerWord, "these": fillerWord, "all": fillerWord, "every": fillerWord,
	"overall": fillerWord, "its": fillerWord, "it": fillerWord, "and": fillerWord, "a": fillerWord,
	"an": fillerWord, "of": fillerWord, "very": fillerWord, "highly": fillerWord, "fully": fillerWord,
	"well": fillerWord, "is": fillerWord, "are": fillerWord, "looks": fillerWord, "look": fillerWord,
	"architecture": fillerWord, "design": fillerWord, "code": fillerWord, "implementation": fillerWord,
	"change": fillerWord, "changes": fillerWord, "work": fillerWord, "approach": fillerWord,
	"solution": fillerWord, "tests": fillerWord, "completed": fillerWord, "tasks": fillerWord,
	"release": fillerWord, "criteria": fillerWord, "requirements": fillerWord, "quality": fillerWord,
	"structure": fillerWord, "suite": fillerWord, "documentation": fillerWord, "test": fillerWord,
	"follows": fillerWord, "best": fillerWord, "practices": fillerWord, "security": fillerWord,
	"serves": fillerWord, "as": fillerWord, "reference": fillerWord, "material": fillerWord,
	"comprehensive": praiseWord, "effective": praiseWord, "organized": praiseWord, "exemplary": praiseWord,
	"thorough": praiseWord, "readable": praiseWord, "maintainable": praiseWord, "consistent": praiseWord,
	"accurate": praiseWord, "complete": praiseWord, "secure": praiseWord,
	"solid": praiseWord, "sound": praiseWord, "clean": praiseWord, "good": praiseWord, "great": praiseWord,
	"excellent": praiseWord, "exceptional": praiseWord, "robust": praiseWord,
	"strong": praiseWord, "correct": praiseWord, "implemented": praiseWord, "structured": praiseWord,
	"tested": praiseWord, "designed": praiseWord, "achievement": praiseWord, "meet": praiseWord,
	"meets": praiseWord, "satisfies": praiseWord, "satisfy": praiseWord,
}
