package contract

import (
	"strings"
	"unicode/utf8"
)

// Disposition chains: `x: NOTE → FAIL — found later` says the finding was
// a NOTE and is a FAIL now; `x: FAIL → NOTE — not reachable` that it was
// downgraded. A reader takes the last disposition of the chain for the
// finding's own, so a NOTE upgraded to FAIL blocks.

// chainWords lead from one disposition to the next, in any case.
var chainWords = [...]string{", now", "now", ", then", "then"}

// rightArrows are the arrows pointing on, as a reader takes any of them
// between two dispositions: a chain written with one the tool did not
// know would keep its first word, a NOTE upgraded to FAIL passing.
const rightArrows = "→⇒⟶⟹⇨⇾⇢⇉⇛⇝↦⟼⟾⤍⤏⤳⥤⭢⮕➔➙➛➜➝➞➟➠➡➢➣➤➥➦➧➨➩➪➫➬➭➮➯➱➲➳➴➵➶➷➸➹➺➻➼➽➾🡒🠒🠆🠊🡢🡪🡲🢂"

// chainMark returns what follows a mark leading to the next disposition
// at the start of s, and whether one is there: a word of chainWords, an
// arrow drawn with dashes, equals signs or tildes (`->`, `==>`, `—>`),
// or an arrow rune with any variation selector after it (`➡️`).
func chainMark(s string) (string, bool) {
	for _, w := range chainWords {
		if len(s) >= len(w) && strings.EqualFold(s[:len(w)], w) {
			return s[len(w):], true
		}
	}
	if r, n := utf8.DecodeRuneInString(s); r != utf8.RuneError && strings.ContainsRune(rightArrows, r) {
		return strings.TrimLeft(s[n:], "\ufe0e\ufe0f"), true
	}
	shaft := strings.TrimLeft(s, "-=~—–")
	if len(shaft) < len(s) && strings.HasPrefix(shaft, ">") {
		return shaft[1:], true
	}
	return "", false
}

// chainEnd follows the chain after match m at the start of rest, each
// link read by next: the match of the chain's last word, its offset in
// rest, and true when m was followed by one. However many links there
// are, the last is read (each is read once: linear in the line).
func chainEnd(rest string, m match, next func(string) (match, bool)) (match, int, bool) {
	at, end, moved := 0, m, false
	for {
		after := spaceStarUnder.trimLeft(rest[at+end.end:])
		following, ok := chainMark(after)
		following = spaceStarUnder.trimLeft(following)
		if !ok || following == "" {
			break
		}
		n, ok := next(following)
		if !ok || n.start != 0 || n.end == 0 {
			break
		}
		at, end, moved = len(rest)-len(following), n, true
	}
	return end, at, moved
}

// nextDisposition reads a disposition in capitals at the start of s, as
// a link of a chain.
func (d *Dialect) nextDisposition(s string) (match, bool) {
	n, ok := d.dispositionAt(s)
	return n, ok && isUpper(s[:n.end])
}
