package analysis

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// ShortSide names one side of the change for a claim.
func ShortSide(h gitrepo.Hash, staged bool) string {
	switch {
	case staged:
		return "the index"
	case h.IsZero():
		return "the empty tree"
	}
	return h.String()[:12]
}

// CodePath puts a path in a markdown code span that shows it exactly. A
// path with a control character (a newline would end the bullet, and a
// code span turns it into a space) is Go-quoted first, and so is one that
// spells a coverage status or a finding's disposition (see
// SpellsContract). The fence is one backtick longer than the longest run
// inside, and padded with a space where CommonMark would otherwise eat an
// edge backtick or space.
func CodePath(p string) string {
	switch {
	case SpellsContract(p):
		p = contractQuoter.Replace(strconv.Quote(p))
	case strings.IndexFunc(p, unicode.IsControl) >= 0 || !utf8.ValidString(p):
		p = strconv.Quote(p)
	}
	longest, run := 0, 0
	for _, r := range p {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(p, "`") || strings.HasSuffix(p, "`") ||
		(strings.HasPrefix(p, " ") && strings.HasSuffix(p, " ") && strings.Trim(p, " ") != "") {
		p = " " + p + " "
	}
	return fence + p + fence
}

// SpellsContract reports whether text, read as the report linter reads a
// bullet (case, emphasis and code markers ignored, runs of blanks as one
// space), holds a coverage status or a ": FAIL" or ": NOTE" disposition.
// A claim is the author's paths and messages: one that spells either would
// give its coverage entry a second status, or turn a FAIL finding into a
// NOTE. It errs on the side of quoting.
func SpellsContract(text string) bool {
	var b strings.Builder
	blank := false
	for _, r := range text {
		switch {
		case r == '*' || r == '`':
			continue
		case r == ' ' || r == '\t':
			blank = true
			continue
		case r == '\u2019':
			r = '\''
		}
		if blank {
			b.WriteByte(' ')
			blank = false
		}
		b.WriteRune(unicode.ToUpper(r))
	}
	folded := b.String()
	for _, status := range []string{"VERIFIED INDEPENDENTLY", "ACCEPTED FROM", "COULD NOT CHECK"} {
		if strings.Contains(folded, status) {
			return true
		}
	}
	for rest := folded; ; {
		i := strings.IndexByte(rest, ':')
		if i < 0 {
			return false
		}
		rest = rest[i+1:]
		word := strings.TrimLeft(rest, " ")
		if (strings.HasPrefix(word, "FAIL") || strings.HasPrefix(word, "NOTE")) && !wordGoesOn(word[4:]) {
			return true
		}
	}
}

// wordGoesOn reports whether s continues the word before it.
func wordGoesOn(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return s != "" && (r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r))
}

// contractQuoter escapes, inside a Go-quoted string, the blanks and
// colons a status or disposition needs: the text stays exact for a reader
// who unquotes it, and no longer spells either.
var contractQuoter = strings.NewReplacer(" ", `\x20`, ":", `\x3a`)

// Plural picks the form for n.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
