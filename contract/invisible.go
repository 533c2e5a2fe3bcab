package contract

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// invisibleInWord returns the first format character (a soft hyphen, a
// zero-width space or joiner, a direction mark) that stands beside a word
// character in s. It renders as nothing, so a reader sees `Ver​dict` as
// Verdict and `PASS­WORD` as PASSWORD, where the words split differently
// for a tool.
func invisibleInWord(s string) (rune, bool) {
	prevWord := false
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			prevWord = proseword.ASCII(c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.Is(unicode.Cf, r) {
			if prevWord || i+n < len(s) && proseword.IsStart(s[i+n:]) {
				return r, true
			}
		}
		prevWord = proseword.IsRune(r)
		i += n
	}
	return 0, false
}

// invisible refuses a block whose text, read without its invisible
// characters or with them, is contract text: the tool and a reader could
// split its words differently.
func (w *walker) invisible(b block) {
	if !hasNonASCII(b.text) {
		return
	}
	r, ok := invisibleInWord(b.text)
	if !ok {
		return
	}
	seen := strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, b.text)
	if w.d.contractText(seen, "") || w.d.contractText(b.text, "") || w.d.mentionsVerdict(seen) || w.d.gradesBlocking(seen) || checksDiffer(seen, b.text) || holdDiffers(seen, b.text) ||
		w.d.labelledFailure(seen) != w.d.labelledFailure(b.text) {
		w.ambiguous(pos{b.line, b.col}.offsetIn(w.lines), fmt.Sprintf(whyInvisible, r))
	}
}

// hasNonASCII reports whether s holds a byte outside ASCII. Every block
// is asked, twice, and most are ASCII: eight bytes are looked at at once
// (the compiler loads them as one word), the rest one by one.
func hasNonASCII(s string) bool {
	for ; len(s) >= 8; s = s[8:] {
		w := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
		if w&0x8080808080808080 != 0 {
			return true
		}
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// onlyPlainMarks reports whether every character of s past ASCII is a
// mark of plainMarks: neither invisible nor a look-alike of a letter or
// a separator, nor styled (plainmarks_test.go holds each so), so that
// neither invisible nor lookalike can find anything in s. Most blocks
// past ASCII hold only dashes, quotes and marks (`NOTE — why`), and the
// two asked each of their characters of several tables.
func onlyPlainMarks(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !strings.ContainsRune(plainMarks, r) {
			return false
		}
		i += n
	}
	return true
}

// plainMarks are the marks past ASCII onlyPlainMarks lets by.
const plainMarks = "—–‘’“”…•·→←✅❌✓✔✗✘"
