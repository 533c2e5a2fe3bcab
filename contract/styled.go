package contract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// Styled letters: GitHub shows `**ＣＲＩＴＩＣＡＬ**` in full-width
// letters, `𝐂𝐫𝐢𝐭𝐢𝐜𝐚𝐥` in mathematical bold, `Ⓕⓐⓘⓛ` circled, or
// `Crítical` with a combining accent, and a reader reads the plain word,
// while the contract's words do not match them. They are read as the
// plain letters their compatibility form (NFKC) is, and an accent on a
// Latin letter is read without it, as look-alike letters of another
// script are (see confusable.go).

// styledLetters returns the ASCII letters or digits a styled form of
// them shows (Ｃ, 𝐂, Ⓒ, ℂ, ᶜ), or "" for any other rune. Only the blocks
// that hold such forms are looked up: most non-ASCII runes are marks,
// emoji or letters of other languages.
func styledLetters(r rune) string {
	switch {
	case r >= 0xFF10 && r <= 0xFF5A, // full-width digits and letters
		r >= 0x1D400 && r <= 0x1D7FF, // mathematical alphanumerics
		r >= 0x2460 && r <= 0x24FF,   // enclosed alphanumerics
		r >= 0x1F130 && r <= 0x1F189, // squared and circled letters
		r >= 0x2100 && r <= 0x214F,   // letterlike symbols
		r >= 0x1D2C && r <= 0x1DBF,   // modifier letters
		r >= 0x2070 && r <= 0x209F:   // superscripts and subscripts
	default:
		return ""
	}
	s := norm.NFKC.String(string(r))
	if s == "" || s == string(r) {
		return ""
	}
	for i := 0; i < len(s); i++ {
		if !proseword.ASCII(s[i]) {
			return ""
		}
	}
	return s
}

// isAccent reports whether r is a combining accent (U+0300–U+036F).
func isAccent(r rune) bool { return r >= 0x0300 && r <= 0x036F }

// accentedLetter returns the ASCII letter a precomposed accented Latin
// letter carries (í, É, İ), or 0.
func accentedLetter(r rune) rune {
	if r < 0xC0 || r > 0x24F {
		return 0
	}
	base, _ := utf8.DecodeRuneInString(norm.NFD.String(string(r)))
	if base < 0x80 && unicode.IsLetter(base) {
		return base
	}
	return 0
}

// hasStyled reports whether s holds a styled letter or an accent.
func hasStyled(s string) bool {
	for _, r := range s {
		if r >= 0xC0 && (isAccent(r) || accentedLetter(r) != 0 || styledLetters(r) != "") {
			return true
		}
	}
	return false
}

// plainLetters returns s with its styled letters plain and the accents
// on its Latin letters dropped (precomposed ones kept when keepAccented:
// a dialect whose own words hold them, ÜBERPRÜFT, reads them as
// written); ok is false when there is none.
func plainLetters(s string, keepAccented bool) (string, bool) {
	if !hasStyled(s) {
		return s, false
	}
	var b strings.Builder
	prev := rune(0)
	changed := false
	for _, r := range s {
		switch l := styledLetters(r); {
		case l != "":
			b.WriteString(l)
			changed = true
			prev = rune(l[len(l)-1])
			continue
		case isAccent(r) && prev < 0x80 && unicode.IsLetter(prev):
			changed = true
			continue // prev stays: accents stack
		case !keepAccented && accentedLetter(r) != 0:
			r = accentedLetter(r)
			changed = true
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String(), changed
}
