package contract

import (
	"strings"
	"unicode"
	"unicode/utf8"
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
}

// phrase is one configured spelling.
type phrase struct {
	text  string   // as configured, for messages
	words []string // lower-cased words
	means string   // what it stands for: a side, a disposition, a status
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
		v.phrases = append(v.phrases, phrase{text: s[0], words: ws, means: s[1]})
		i := len(v.phrases) - 1
		list := v.byFirst[ws[0]]
		at := len(list)
		for at > 0 && len(v.phrases[list[at-1]].words) < len(ws) {
			at--
		}
		list = append(list, 0)
		copy(list[at+1:], list[at:])
		list[at] = i
		v.byFirst[ws[0]] = list
	}
	return v
}

// words splits s into lower-cased words.
func words(s string) []string {
	var out []string
	for {
		w, rest, ok := nextWord(s)
		if !ok {
			return out
		}
		out = append(out, strings.ToLower(straightApostrophes(w)))
		s = rest
	}
}

// isWordRune reports whether r belongs to a word: letters, digits, and an
// apostrophe inside a word ("worker's").
func isWordRune(r rune) bool {
	return r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') ||
		r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// nextWord returns the first word of s, after any characters that are not
// part of one, and what follows it; false when s holds none. An apostrophe
// (straight or typographic) between two word characters stays in the word.
func nextWord(s string) (word, rest string, ok bool) {
	start := -1
	for i, r := range s {
		if isWordRune(r) {
			start = i
			break
		}
	}
	if start < 0 {
		return "", "", false
	}
	end := start
	for end < len(s) {
		r, n := utf8.DecodeRuneInString(s[end:])
		if isWordRune(r) {
			end += n
			continue
		}
		if r == '\'' || r == '\u2019' {
			if r2, _ := utf8.DecodeRuneInString(s[end+n:]); end+n < len(s) && isWordRune(r2) {
				end += n
				continue
			}
		}
		break
	}
	return s[start:end], s[end:], true
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
	w, rest, ok := nextWord(t)
	if !ok {
		return match{}, false
	}
	start := len(t) - len(rest) - len(w)
	cands := v.candidates(w)
	for _, i := range cands {
		p := &v.phrases[i]
		if end, ok := v.follows(t, start, p); ok {
			return match{phrase: p, start: start, end: end}, true
		}
	}
	return match{}, false
}

// follows reports whether the words of p stand at t[start:], each
// separated from the next by white space (and emphasis or code markers,
// which do not render), and where they end.
func (v *vocabulary) follows(t string, start int, p *phrase) (int, bool) {
	pos := start
	for k, want := range p.words {
		if k > 0 {
			sp, space := pos, false
			for sp < len(t) && (t[sp] == ' ' || t[sp] == '\t' || t[sp] == '*' || t[sp] == '`') {
				space = space || t[sp] == ' ' || t[sp] == '\t'
				sp++
			}
			if !space {
				return 0, false
			}
			pos = sp
		}
		w, rest, ok := nextWord(t[pos:])
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
		cw, _, _ := nextWord(configured[k])
		return w == cw
	}
	return false
}

// candidates returns the phrases whose first word is w, in any case. A
// short ASCII word, the common case, is lower-cased on the stack: the map
// lookup of a converted byte slice does not allocate.
func (v *vocabulary) candidates(w string) []int {
	var buf [32]byte
	w = straightApostrophes(w)
	if len(w) > len(buf) {
		return v.byFirst[strings.ToLower(w)]
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return v.byFirst[strings.ToLower(w)]
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
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

// spellings returns the configured spellings that mean m, in order.
func (v *vocabulary) spellings(m string) []string {
	var out []string
	if v == nil {
		return out
	}
	for _, p := range v.phrases {
		if p.means == m {
			out = append(out, p.text)
		}
	}
	return out
}
