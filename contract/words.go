package contract

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A vocabulary is a dialect's words for one thing (verdict values,
// dispositions, statuses, section names), each a phrase of one or more
// words with the meaning the dialect gives it. Phrases match whole words,
// in any case unless the dialect says otherwise; a typographic apostrophe
// is a straight one.
type vocabulary struct {
	phrases []phrase
	// byFirst lists, per first word (lower-cased), the phrases that
	// start with it, longest first.
	byFirst map[string][]int
	// exact makes matching case-sensitive.
	exact bool
	// slashed lets a slash join two words of a phrase, as a hyphen
	// does: a qualifier written `Go/No-Go` before its key.
	slashed bool
	// maxBytes is the length in bytes of the longest phrase, kept as
	// phrases are added: it is asked of every line a grade may end.
	maxBytes int
	// firstBytes is the set of the first bytes of byFirst's keys: a
	// word that opens with none of them, most words of a text, starts
	// no phrase and is spared the map's lookup.
	firstBytes [4]uint64
	// firstPairs are byFirst's keys, prepared for mayOccur.
	firstPairs []wordPairs
}

// longestBytes is the length in bytes of v's longest phrase.
func (v *vocabulary) longestBytes() int { return v.maxBytes }

// phrase is one configured spelling.
type phrase struct {
	text  string   // as configured, for messages
	words []string // lower-cased words
	means string   // what it stands for: a side, a disposition, a status
	// slashed: the spelling joins words with a slash (N/A, MUST/FIX),
	// which a report writes the same way.
	slashed bool
}

// newVocabulary builds a vocabulary from spellings and their meanings, in
// order: the first spelling of each meaning is the one messages suggest.
func newVocabulary(exact bool, spellings ...[2]string) *vocabulary {
	v := &vocabulary{byFirst: map[string][]int{}, exact: exact}
	for _, s := range spellings {
		ws := words(s[0])
		if len(ws) == 0 {
			continue
		}
		v.phrases = append(v.phrases, phrase{text: s[0], words: ws, means: s[1], slashed: len(ws) > 1 && strings.Contains(s[0], "/")})
		v.maxBytes = max(v.maxBytes, len(s[0]))
		i := len(v.phrases) - 1
		list, seen := v.byFirst[ws[0]]
		if !seen {
			v.firstPairs = append(v.firstPairs, pairsOfWord(ws[0]))
		}
		at := len(list)
		for at > 0 && len(v.phrases[list[at-1]].words) < len(ws) {
			at--
		}
		list = append(list, 0)
		copy(list[at+1:], list[at:])
		list[at] = i
		v.byFirst[ws[0]] = list
		c := ws[0][0]
		v.firstBytes[c>>6] |= 1 << (c & 63)
	}
	return v
}

// words splits s into lower-cased words; a spelling of no word but a
// symbol (✅, ❌) is that symbol, a word of its own.
func words(s string) []string {
	var out []string
	for rest := s; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		out = append(out, strings.ToLower(straightApostrophes(w)))
		rest = r
	}
	if len(out) == 0 {
		if sym, _, ok := nextSymbol(s); ok {
			out = append(out, sym)
		}
	}
	return out
}

// isWord reports whether w, a word of proseword.Next's, is one of want
// as words gives it (lower-cased, apostrophes straightened); want are
// lower-case ASCII. An ASCII word is compared as it is: the readings of
// every block that ask a label for one of a few words lowered a copy of
// each word they met.
func isWord(w string, want ...string) bool {
	if hasNonASCII(w) {
		return slices.Contains(want, strings.ToLower(straightApostrophes(w)))
	}
	for _, x := range want {
		if len(x) == len(w) && strings.EqualFold(w, x) {
			return true
		}
	}
	return false
}

// nextSymbol returns the first symbol (✅, ❌, ✓) of s, after spaces and
// punctuation and before any word, and what follows it.
func nextSymbol(s string) (sym, rest string, ok bool) {
	for i, r := range s {
		if proseword.IsRune(r) {
			return "", "", false
		}
		if unicode.Is(unicode.So, r) {
			// A byte that is not UTF-8 decodes as U+FFFD, a symbol,
			// one byte long, not RuneLen's three.
			_, n := utf8.DecodeRuneInString(s[i:])
			return s[i : i+n], s[i+n:], true
		}
	}
	return "", "", false
}

// match is a phrase found in a text.
type match struct {
	phrase *phrase
	start  int // offset of its first byte
	end    int // offset after its last word
}

// at matches a phrase at the first word of t (after any characters that
// are not part of a word): the longest phrase that does.
func (v *vocabulary) at(t string) (match, bool) {
	if v == nil || len(v.phrases) == 0 {
		return match{}, false
	}
	// A symbol before the first word is decoration (✅ APPROVED) unless
	// the vocabulary has it as a word of its own (✅ for a status).
	for rest := t; ; {
		sym, r, ok := nextSymbol(rest)
		if !ok {
			break
		}
		if cands := v.byFirst[sym]; len(cands) > 0 {
			start := len(t) - len(r) - len(sym)
			return match{phrase: &v.phrases[cands[0]], start: start, end: start + len(sym)}, true
		}
		rest = r
	}
	w, rest, ok := proseword.Next(t)
	if !ok {
		return match{}, false
	}
	start := len(t) - len(rest) - len(w)
	cands := v.candidates(w)
	for _, i := range cands {
		p := &v.phrases[i]
		if end, ok := v.follows(t, start, p); ok && !joined(t, end) {
			return match{phrase: p, start: start, end: end}, true
		}
	}
	return match{}, false
}

// joined reports whether a word that ends at t[end] goes on: an
// underscore, or a hyphen before a word character, joins it to the next
// word (APPROVED_WITH_NOTES is not APPROVED, fail-fast is not FAIL).
func joined(t string, end int) bool {
	n := joinerLen(t, end)
	return n > 0 && end+n < len(t) && proseword.IsStart(t[end+n:])
}

// joinerLen returns the length of a character at t[i] that joins the
// words either side of it (an underscore, a hyphen, Unicode's hyphen and
// non-breaking hyphen, an invisible format character), or 0.
// APPROVED‑WITH‑CHANGES renders as one word whichever hyphen it uses.
func joinerLen(t string, i int) int {
	if i >= len(t) {
		return 0
	}
	switch c := t[i]; {
	case c == '_' || c == '-':
		return 1
	case c < utf8.RuneSelf:
		return 0
	}
	r, n := utf8.DecodeRuneInString(t[i:])
	if r == '\u2010' || r == '\u2011' || r == '\u2212' || r == '\ufe63' || r == '\uff0d' || unicode.Is(unicode.Cf, r) {
		return n
	}
	return 0
}

// follows reports whether the words of p stand at t[start:], each
// separated from the next by white space (and emphasis or code markers,
// which do not render), and where they end.
func (v *vocabulary) follows(t string, start int, p *phrase) (int, bool) {
	pos := start
	for k, want := range p.words {
		if k > 0 {
			// Words are apart by white space (and emphasis or code
			// markers, which do not render), or joined by one underscore
			// or hyphen: REQUEST_CHANGES, NO-GO.
			sp, space := pos, false
			for sp < len(t) && (t[sp] == ' ' || t[sp] == '\t' || t[sp] == '*' || t[sp] == '`') {
				space = space || t[sp] == ' ' || t[sp] == '\t'
				sp++
			}
			if n := joinerLen(t, sp); !space && sp == pos && n > 0 {
				sp, space = sp+n, true
			} else if (v.slashed || p.slashed) && !space && sp == pos && sp < len(t) && t[sp] == '/' {
				sp, space = sp+1, true
			}
			if !space {
				return 0, false
			}
			pos = sp
		}
		w, rest, ok := proseword.Next(t[pos:])
		if !ok || len(t)-len(rest)-len(w) != pos {
			return 0, false
		}
		pos += len(w)
		w = straightApostrophes(w)
		if v.exact {
			if !sameExact(w, p, k) {
				return 0, false
			}
		} else if !strings.EqualFold(w, want) {
			return 0, false
		}
	}
	return pos, true
}

// sameExact compares a word with the k-th word of p as configured.
func sameExact(w string, p *phrase, k int) bool {
	configured := strings.Fields(p.text)
	if k < len(configured) {
		cw, _, _ := proseword.Next(configured[k])
		return w == cw
	}
	return false
}

// candidates returns the phrases whose first word is w, in any case. A
// short ASCII word, the common case, is lower-cased on the stack: the map
// lookup of a converted byte slice does not allocate.
//
// A word that opens with an ASCII byte has that byte, lower-cased, first
// in its key; an ASCII word has no apostrophe to straighten.
func (v *vocabulary) candidates(w string) []int {
	if w != "" && w[0] < utf8.RuneSelf {
		if c := lowerASCII(w[0]); v.firstBytes[c>>6]&(1<<(c&63)) == 0 {
			return nil
		}
	}
	var buf [32]byte
	if len(w) > len(buf) {
		return v.byFirst[strings.ToLower(straightApostrophes(w))]
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return v.byFirst[strings.ToLower(straightApostrophes(w))]
		}
		buf[i] = lowerASCII(c)
	}
	return v.byFirst[string(buf[:len(w)])]
}

// straightApostrophes turns a word's typographic apostrophes straight.
func straightApostrophes(w string) string {
	if strings.Contains(w, "\u2019") {
		return strings.ReplaceAll(w, "\u2019", "'")
	}
	return w
}

// longest is the most words a phrase has.
func (v *vocabulary) longest() int {
	n := 0
	for _, p := range v.phrases {
		n = max(n, len(p.words))
	}
	return n
}

// first returns the first configured spelling that means m, or "".
func (v *vocabulary) first(m string) string {
	if v == nil {
		return ""
	}
	for _, p := range v.phrases {
		if p.means == m {
			return p.text
		}
	}
	return ""
}
