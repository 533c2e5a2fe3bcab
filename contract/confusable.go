package contract

import (
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Letters of other scripts that look like Latin ones: GitHub shows
// `Сritical Issues` with a Cyrillic С, or `АPPROVED` with a Cyrillic А,
// as a reader reads the Latin words, while the contract's words do not
// match them. Only a word that mixes such a letter with Latin letters, or
// is made of such letters alone, is read as its look-alike: a word of
// another language (`Привет`) has letters no Latin one looks like.

// confusables maps Cyrillic and Greek letters to the Latin letter they
// look like. The long s (ſ), a Latin letter a reader reads as s, is
// read as S in a word written in capitals.
var confusables = map[rune]rune{
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C',
	'Т': 'T', 'Х': 'X', 'У': 'Y', 'І': 'I', 'Ј': 'J', 'Ѕ': 'S', 'Ԁ': 'D', 'Ԛ': 'Q', 'Ԝ': 'W',
	'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'х': 'x', 'у': 'y', 'і': 'i', 'ј': 'j',
	'ѕ': 's', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'һ': 'h',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N',
	'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X', 'ο': 'o', 'ν': 'v',
}

// separators maps punctuation that looks like a separator of contract
// text to it: `Verdict： FAIL` with a full-width colon, or `Verdict ―
// FAIL` with a horizontal bar, reads to a reader as `Verdict: FAIL`.
var separators = map[rune]rune{
	'：': ':', '꞉': ':', '∶': ':', '﹕': ':', '︓': ':', '˸': ':', 'ː': ':', '׃': ':', '։': ':',
	'፥': ':', '⸵': ':', '᠄': ':', '⁚': ':', 'ꓽ': ':', '܃': ':', '܄': ':',
	'‒': '—', '―': '—', '⸺': '—', '⸻': '—', '﹘': '—', '−': '-', '﹣': '-', '－': '-', '⁃': '-',
	'‐': '-', '‑': '-', '｜': '|', '￨': '|', '∣': '|',
	'＝': '=', '꞊': '=', '⹀': '=', '᐀': '=',
}

// lookalikeText returns text with each word that mixes look-alike
// letters with Latin ones, or holds only look-alikes, spelled in the
// Latin letters a reader sees; ok is false when there is none.
func lookalikeText(text string) (string, bool) { return lookalikeTextOf(text, false) }

// lookalikeTextOf is lookalikeText; keepAccented keeps precomposed
// accented letters as written (see plainLetters).
func lookalikeTextOf(text string, keepAccented bool) (string, bool) {
	var b strings.Builder
	changed := false
	if plain, ok := plainLetters(text, keepAccented); ok {
		text, changed = plain, true
	}
	if strings.ContainsFunc(text, isSeparatorLookalike) {
		text = strings.Map(func(r rune) rune {
			if s, ok := separators[r]; ok {
				return s
			}
			if isWideSpace(r) {
				return ' '
			}
			return r
		}, text)
		changed = true
	}
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		word := text[start:end]
		start = -1
		latin, look, other, lower := false, false, false, false
		for _, r := range word {
			switch _, ok := confusables[r]; {
			case ok || r == 'ſ':
				look = true
			case r < 0x80:
				lower = lower || r >= 'a' && r <= 'z'
				latin = latin || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z'
			case unicode.IsLetter(r):
				other = true
			}
		}
		if look && !other && (latin || len([]rune(word)) > 1) {
			changed = true
			word = strings.Map(func(r rune) rune {
				if l, ok := confusables[r]; ok {
					return l
				}
				if r == 'ſ' && !lower {
					return 'S' // the long s of a word in capitals: CHANGEſ
				} else if r == 'ſ' {
					return 's'
				}
				return r
			}, word)
		}
		b.WriteString(word)
	}
	for i, r := range text {
		if proseword.IsRune(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
		b.WriteRune(r)
	}
	flush(len(text))
	return b.String(), changed
}

// isSeparatorLookalike reports whether r is a key of separators, or a
// space other than ASCII's (a no-break space, an em space, an
// ideographic space), which shows a reader the space between two words.
func isSeparatorLookalike(r rune) bool {
	_, ok := separators[r]
	return ok || isWideSpace(r)
}

// isWideSpace reports whether r is a space separator other than ' '.
func isWideSpace(r rune) bool { return r > 0x80 && unicode.Is(unicode.Zs, r) }

// hasLookalike reports whether s holds a letter of confusables or a
// look-alike of a separator: most
// blocks with non-ASCII text hold only marks and emoji (✅, ❌), and
// need no copy spelled in Latin letters.
func hasLookalike(s string) bool {
	for _, r := range s {
		if r >= 'Α' && r <= 'ԝ' { // Greek and Cyrillic
			if _, ok := confusables[r]; ok {
				return true
			}
		} else if r >= 0x80 && isSeparatorLookalike(r) || r == 'ſ' {
			return true
		}
	}
	return hasStyled(s)
}

// lookalike refuses a block whose words, read as the Latin letters they
// look like, state something of the contract that they do not as
// written: a reader and the tool read it differently. A line of another
// language beside a verdict (`**VERDICT**: REJECTED - НЕ готова`) states
// the same either way.
func (w *walker) lookalike(b block) {
	if !hasNonASCII(b.text) || !hasLookalike(b.text) {
		return
	}
	seen, ok := lookalikeTextOf(b.text, w.d.accented)
	if !ok {
		return
	}
	if !w.d.readsDifferently(seen, b.text) {
		return
	}
	if _, styled := plainLetters(b.text, w.d.accented); styled {
		w.ambiguous(pos{b.line, b.col}.offsetIn(w.lines), whyStyled)
		return
	}
	if _, letters := lookalikeText(strings.Map(func(r rune) rune {
		if isSeparatorLookalike(r) {
			return ' '
		}
		return r
	}, b.text)); !letters {
		w.ambiguous(pos{b.line, b.col}.offsetIn(w.lines), whyMarkAlike)
		return
	}
	w.ambiguous(pos{b.line, b.col}.offsetIn(w.lines), whyScript)
}

// readsDifferently reports whether the contract reads seen, the text a
// reader sees, otherwise than text: a verdict, a disposition or status,
// a blocking grade or a section that one holds and the other does not,
// a sentence that counts blocking findings (`There are 2 blocKers.`),
// a failing verdict under a label (`Overall: BLOCKED`), or a verdict of
// another side.
func (d *Dialect) readsDifferently(seen, text string) bool {
	sv, sok := d.verdictOf(seen)
	tv, tok := d.verdictOf(text)
	return sok != tok || sv.side != tv.side || sv.word != tv.word ||
		d.contractText(seen, "") != d.contractText(text, "") ||
		d.mentionsVerdict(seen) != d.mentionsVerdict(text) ||
		d.gradesBlocking(seen) != d.gradesBlocking(text) ||
		d.sectionOf(seen) != d.sectionOf(text) || checksDiffer(seen, text) || holdDiffers(seen, text) ||
		d.labelledFailure(seen) != d.labelledFailure(text) || d.looselyDiffers(seen, text) ||
		d.countsInSentence(seen) != d.countsInSentence(text)
}

// countsInSentence reports whether text, a paragraph or an item, counts
// blocking findings still open in a sentence (`There are 2 blockers.`).
func (d *Dialect) countsInSentence(text string) bool {
	_, ok := d.countedSentence(block{kind: kindText, text: text}, "")
	return ok
}

// looselyDiffers reports whether seen and text differ in what the
// contract reads of a line in no section of its own: a loose verdict
// (`Status: FAIL`), a part that fails, or a finding that blocks
// (`**Critical**: the migration drops a column`).
func (d *Dialect) looselyDiffers(seen, text string) bool {
	sv, sok := d.looseVerdict(seen)
	tv, tok := d.looseVerdict(text)
	if sok != tok || sv.side != tv.side {
		return true
	}
	if ss, _ := d.partSide(seen); ss != "" {
		if ts, _ := d.partSide(text); ss != ts {
			return true
		}
	}
	_, sf := d.strayFail(block{kind: kindItem, text: seen})
	_, tf := d.strayFail(block{kind: kindItem, text: text})
	return sf != tf || d.linesReads(seen) != d.linesReads(text)
}
