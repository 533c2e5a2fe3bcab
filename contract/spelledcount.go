package contract

import (
	"slices"
	"strings"
)

// A count may be spelled without a number: `several`, `a few`, `a
// dozen`, `a couple of them`. Where a value is read only when it counts
// above nought (countsSome), such a value counts as plainly: `>
// **Blockers:** a dozen` tallies blockers a reader takes as open. As
// with a number word, what goes on from it names something else (`some
// of the reasons the release slipped`) and is no count; `of them` and a
// remark after a mark leave it one.

// spelledCounts are counts above nought said in words, lower case.
var spelledCounts = []string{
	"a dozen", "dozens", "several", "a few", "few", "many", "some", "a couple", "couple", "a handful", "handful",
	"multiple", "numerous", "lots", "a lot", "plenty", "various",
	"a bunch", "bunch", "a number", "a ton", "tons", "loads", "heaps", "countless", "more than one",
}

// countIntensifiers may stand before a spelled count and leave it one:
// `quite a few`, `a good few`, `a great many`, `a whole bunch`.
var countIntensifiers = []string{"quite ", "a good ", "a great ", "a whole ", "very "}

// countsAbove reports whether a value opens with a count above nought, as
// a figure or number word (countsSome) or spelled (spelledCounts).
func countsAbove(value string) bool {
	if countsSome(value) {
		return true
	}
	t := strings.ToLower(strings.TrimLeft(value, " \t*_`"))
	for _, in := range countIntensifiers {
		if rest, ok := strings.CutPrefix(t, in); ok {
			t = strings.TrimLeft(rest, " \t*_`")
			break
		}
	}
	for _, c := range spelledCounts {
		rest, ok := strings.CutPrefix(t, c)
		if !ok {
			continue
		}
		rest = strings.TrimLeft(rest, " \t*_`")
		for _, of := range []string{"of them", "of these", "of those"} {
			if r, ok := strings.CutPrefix(rest, of); ok {
				rest = strings.TrimLeft(r, " \t*_`")
				break
			}
		}
		if leadingLetters(rest) == "" {
			return true
		}
	}
	return false
}

// spelledThen reads a value that opens with a count in words, spelled
// (`several`, `quite a few`) or a number word (`two`), then a remark
// after a dash, a comma or a bracket (`several — all fixed in
// 3f2a1c`): the count, -1 where the words give no number, and the
// remark. A figure is countThen's.
func spelledThen(text string) (int, string, bool) {
	head, tail, ok := cutRemark(text)
	if !ok || tail == "" {
		return 0, "", false
	}
	if strings.HasSuffix(tail, ")") && !strings.Contains(tail, "(") {
		tail = strings.TrimSpace(tail[:len(tail)-1]) // `several (all fixed)`
	}
	t := strings.ToLower(strings.Trim(head, " \t*_`"))
	if i := slices.Index(numberWords, t); i >= 0 {
		return i + 1, tail, true
	}
	for _, in := range countIntensifiers {
		if rest, ok := strings.CutPrefix(t, in); ok {
			t = strings.TrimLeft(rest, " \t*_`")
			break
		}
	}
	for _, of := range []string{" of them", " of these", " of those"} {
		t = strings.TrimSuffix(t, of)
	}
	if slices.Contains(spelledCounts, t) {
		return -1, tail, true
	}
	return 0, "", false
}

// leadingSpelled reads a count spelled in words (spelledCounts, after an
// intensifier, `of` after it) that opens t, lower case, and a space
// after it: what follows, from the space.
func leadingSpelled(t string) (string, bool) {
	t = strings.TrimLeft(t, " ")
	for _, in := range countIntensifiers {
		if rest, ok := strings.CutPrefix(t, in); ok {
			t = rest
			break
		}
	}
	for _, c := range spelledCounts {
		rest, ok := strings.CutPrefix(t, c)
		if !ok || !strings.HasPrefix(rest, " ") {
			continue
		}
		if r, ok := strings.CutPrefix(rest, " of "); ok {
			rest = " " + r
		}
		return rest, true
	}
	return "", false
}
