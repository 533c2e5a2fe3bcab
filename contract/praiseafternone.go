package contract

import "strings"

// praiseAfterNone reports whether what follows a statement of none
// (after the punctuation sep) is one short sentence of praise and
// nothing else: `None identified. The architecture is solid and
// well-implemented.`, `None. All completed tasks meet the release
// criteria.` Reports write such a sentence under a severity heading; a
// reader takes it for the none it follows, not for a finding.
//
// Every word of the sentence must come from a closed list (praiseKind),
// and one of them must praise: a sentence that says anything more (`The
// architecture is solid but the token leaks`, `The token is not
// logged`), or names a thing outside the list, is weighed as a finding,
// as before. The list holds no negation, no word of doubt and no word
// that names a defect, so no sentence made of its words can state one.
func praiseAfterNone(sep, sentence string) bool {
	return strings.ContainsAny(sep, ".;!") && onlyPraise(sentence)
}

// onlyPraise reports whether s, lower-cased, is one short sentence made
// only of praiseKind's words with at least one word of praise in it.
func onlyPraise(s string) bool {
	if len(s) > 160 {
		return false
	}
	s = strings.TrimRight(s, " .!")
	// `High quality` praises; `high` alone is a grade (`Complete -
	// HIGH`), so it is read only before `quality`.
	s = strings.NewReplacer("high quality", "good quality", "high-quality", "good-quality").Replace(s)
	if s == "" || strings.ContainsAny(s, ".;!?:—–()[]\"'`*_|/\\") {
		return false
	}
	praised := false
	n := 0
	for _, field := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' }) {
		if field == "-" {
			continue // `High quality - all attributes satisfied`: a pause
		}
		for _, w := range strings.Split(field, "-") {
			praises, ok := praiseKind(w)
			if !ok {
				return false
			}
			praised = praised || praises
			n++
		}
	}
	return praised && n <= 14
}

// praiseKind says whether w may stand in a sentence of praise after a
// none (praised: whether it praises): articles, a few subjects a review
// praises, copulas and the praise itself. `well` is a filler, so that
// `well-implemented` praises by its second word. A switch, not a map:
// nothing is built before main.
func praiseKind(w string) (praises, ok bool) {
	switch w {
	case "the", "this", "these", "all", "every", "overall", "its", "it", "and", "a", "an", "of",
		"very", "highly", "fully", "well", "is", "are", "looks", "look",
		"architecture", "design", "code", "implementation", "change", "changes", "work", "approach",
		"solution", "tests", "test", "suite", "completed", "tasks", "release", "criteria",
		"requirements", "quality", "structure", "documentation", "follows", "best", "practices",
		"security", "serves", "as", "reference", "material", "attributes":
		return false, true
	case "solid", "sound", "clean", "good", "great", "excellent", "exceptional", "robust", "strong",
		"correct", "implemented", "structured", "tested", "designed", "achievement", "meet", "meets",
		"satisfies", "satisfy", "satisfied", "comprehensive", "effective", "organized", "exemplary", "thorough",
		"readable", "maintainable", "consistent", "accurate", "complete", "secure":
		return true, true
	}
	return false, false
}
