// Package proseword splits the prose of review reports and verdict files
// into words, the same way for every reader of it (contract, failprose,
// holdprose): a word is letters and decimal digits, with an apostrophe (straight
// or typographic) between two of them kept inside ("doesn't"). Its
// functions look at a bounded part of their input, or walk it once, so
// that the readers built on them stay linear on a hostile report.
package proseword

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// IsRune reports whether r belongs to a word: letters and decimal digits
// (unicode.IsDigit: "²" is no word).
func IsRune(r rune) bool {
	return 0 <= r && r < utf8.RuneSelf && wordByte[r] || r >= utf8.RuneSelf && wideRune(r)
}

// wideRune reports whether r, past ASCII, belongs to a word.
func wideRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// ASCII reports whether the ASCII byte c belongs to a word.
func ASCII(c byte) bool { return wordByte[c] }

// IsStart reports whether s opens with a word's character.
func IsStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return IsRune(r)
}

// Next returns the first word of s, after any characters that are not
// part of one, and what follows it; false when s holds none. An apostrophe
// (straight or typographic) between two word characters stays in the word.
func Next(s string) (word, rest string, ok bool) {
	// One look-up in wordByte settles an ASCII byte of a word; a byte
	// past ASCII opens a rune that is never ASCII, so wideRune alone
	// settles it.
	start := 0
	for start < len(s) {
		c := s[start]
		if wordByte[c] {
			break
		}
		if c < utf8.RuneSelf {
			start++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[start:])
		if wideRune(r) {
			break
		}
		start += n
	}
	if start == len(s) {
		return "", "", false
	}
	end := start
	for end < len(s) {
		c := s[end]
		if wordByte[c] {
			end++
			continue
		}
		if c < utf8.RuneSelf {
			if c == '\'' && end+1 < len(s) && IsStart(s[end+1:]) {
				end++
				continue
			}
			break
		}
		r, n := utf8.DecodeRuneInString(s[end:])
		if wideRune(r) {
			end += n
			continue
		}
		if r == '\u2019' && end+n < len(s) && IsStart(s[end+n:]) {
			end += n
			continue
		}
		break
	}
	return s[start:end], s[end:], true
}

// wordByte marks the ASCII bytes that belong to a word. It has a place
// for every byte, so that a byte indexes it without a bounds check, and
// marks none past ASCII.
var wordByte = func() (t [256]bool) {
	for c := 0; c < utf8.RuneSelf; c++ {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	return t
}()

// Few reports whether s holds at most n words separated by blanks,
// without splitting it.
func Few(s string, n int) bool {
	words, in := 0, false
	for i := 0; i < len(s); i++ {
		blank := s[i] == ' ' || s[i] == '\t' || s[i] == '\n'
		if !blank && !in {
			if words++; words > n {
				return false
			}
		}
		in = !blank
	}
	return true
}

// EndsClause reports whether s, what follows a word, ends its clause: the
// end of the line, or punctuation after any emphasis.
func EndsClause(s string) bool {
	s = strings.TrimLeft(s, " \t*_`")
	return s == "" || strings.ContainsAny(s[:1], ".,;:!)]}\"'") || strings.HasPrefix(s, "—") || strings.HasPrefix(s, "–")
}

// Settled reports whether s opens with fixed, resolved or addressed.
func Settled(s string) bool {
	w, _, ok := Next(s)
	return ok && strings.HasPrefix(s, w) && (w == "fixed" || w == "resolved" || w == "addressed")
}

// NegatedBefore reports whether the words before a mark deny it ("NOT
// RESOLVED", "not yet FIXED", "partially RESOLVED"). Only the last two
// words are looked at, from the end: the time does not grow with before.
func NegatedBefore(before string) bool {
	t := before
	for k := 0; k < 2; k++ {
		t = strings.TrimRightFunc(t, unicode.IsSpace)
		if t == "" {
			return false
		}
		i := strings.LastIndexFunc(t, unicode.IsSpace)
		w := t[i+1:]
		if i >= 0 {
			_, n := utf8.DecodeRuneInString(t[i:])
			w = t[i+n:]
		}
		t = t[:len(t)-len(w)]
		switch strings.ToLower(strings.Trim(w, "*_`(—–-:,")) {
		case "not", "never", "partially", "mostly", "largely", "un", "yet", "no", "be", "claimed", "supposedly", "allegedly",
			"incorrectly", "wrongly", "improperly", "falsely", "mistakenly", "prematurely", "insufficiently",
			"inadequately", "reportedly", "apparently", "seemingly", "barely", "nothing", "none", "0", "zero":
			return true
		}
	}
	return false
}

// AppendAll appends the words of t to words.
func AppendAll(words []string, t string) []string {
	for rest := t; ; {
		w, r, ok := Next(rest)
		if !ok {
			return words
		}
		words = append(words, w)
		rest = r
	}
}

// NextSentence splits t at its first sentence end (a full stop, an
// exclamation or a question mark): the sentence before it, without the
// mark, and the rest after it.
func NextSentence(t string) (sentence, rest string) {
	if i := strings.IndexAny(t, ".!?"); i >= 0 {
		return t[:i], t[i+1:]
	}
	return t, ""
}

// Invisible reports whether r is a character a reader does not see: a
// format character (a zero-width space, a soft hyphen, a joiner) other
// than the zero-width joiner that shapes an emoji (🧑‍💻), or the
// combining grapheme joiner (U+034F). The readers that read text as
// shown drop these; one that reads a mark's neighbours may drop the
// emoji's joiner besides.
func Invisible(r rune) bool {
	return unicode.Is(unicode.Cf, r) && r != '\u200D' || r == '\u034F'
}
