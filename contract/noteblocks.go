package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"

	"github.com/reviewlint/reviewlint/internal/holdprose"
)

// noteBlocks reads what follows a non-blocking disposition (its reason)
// for words that say the finding blocks after all: a cross beside the
// word (`NOTE ❌`), a blocking grade or a refusal opening the reason
// (`NOTE — Critical`, `NOTE — CHANGES REQUESTED`, `NOTE — severity:
// critical`), `(blocking)`, a blocker or a showstopper, something it
// blocks (`blocks the release`), or a hold of the merge (`do not merge
// until fixed`, `must be fixed before merge`). A reader takes such a
// finding for a blocking one. Words that deny it (`not a blocker`,
// `blocks nothing`, `non-blocking`) are none. It returns the words.
func (d *Dialect) noteBlocks(tail string) (string, bool) {
	t := spaceEmphasis.trimLeft(tail)
	if r, _ := utf8.DecodeRuneInString(t); markSide(r) == Fail {
		return string(r), true
	}
	if w, ok := d.saysBlocks(t); ok {
		return w, true
	}
	reason := strings.TrimLeft(t, " \t*_`—–-:;,(")
	if m, ok := wordAt(d.grades, reason); ok && m.phrase.means == Fail && grade(m.phrase.text) {
		if rest := reason[m.end:]; rest == "" || !proseword.IsStart(rest) {
			return reason[:m.end], true
		}
	}
	if w := d.foreignFailure(reason, false); w != "" {
		return w, true
	}
	if sev, ok := d.severityLabel(reason); ok && sev.means == Fail {
		return sev.word, true
	}
	return "", false
}

// saysBlocks finds, anywhere in a finding's words, that it blocks: see
// noteBlocks. A grade or a refusal counts only where the reason opens
// with it; these count wherever they stand.
func (d *Dialect) saysBlocks(t string) (string, bool) {
	low := flatten(t, true)
	// Each of blockPhrases holds block or is a showstopper: most
	// findings hold neither.
	if strings.Contains(low, "block") || strings.Contains(low, "showstopper") {
		for _, p := range blockPhrases {
			if i := strings.Index(low, p); i >= 0 && !deniedBefore(low[:i]) {
				return strings.Trim(p, "()[]—- "), true
			}
		}
	}
	if blockingLast(low) {
		return "blocking", true
	}
	if w, ok := holdsMerge(t); ok {
		return w, true
	}
	if w, ok := holdprose.DemandBeforeMerge(low, settledCheck); ok {
		return w, true
	}
	return "", false
}

// blockPhrases say a finding blocks, wherever they stand (saysBlocks);
// noteblocks_test.go holds each to holding block, or to being a
// showstopper.
var blockPhrases = []string{"(blocking)", "[blocking]", "(blocker)", "[blocker]", "— blocking", "- blocking", "release blocker", "a blocker", "is a blocker", "showstopper", "blocks the release", "blocks the merge", "blocks release", "blocks merging", "blocks this", "blocks the pr", "blocks landing", "blocks the change"}

// deniedBefore reports whether the words just before a phrase deny it
// (`not a blocker`, `is not blocking`, `no showstopper`).
func deniedBefore(before string) bool {
	t := strings.TrimRight(before, " \t")
	for _, w := range []string{"not", "no", "non", "never", "nor", "isn't", "aren't", "hardly", "nothing", "none"} {
		if strings.HasSuffix(t, " "+w) || t == w {
			return true
		}
	}
	return false
}

// blockingNote makes a non-blocking finding whose words say it blocks
// (see noteBlocks) a blocking one; a settled finding stays as it is.
func (d *Dialect) blockingNote(f Finding, words string) Finding {
	if f.Disposition == Fail || strings.HasSuffix(f.Word, "(resolved)") {
		return f
	}
	if why, ok := d.saysBlocks(words); ok {
		f.Disposition, f.blocks = Fail, why
	}
	return f
}

// blockingLast reports whether "blocking" ends a clause of t on its own
// (`the token leaks ❌ blocking`, `… (blocking).`), not denied and not
// joined to a word before it (`non-blocking`).
func blockingLast(t string) bool {
	for from := 0; ; {
		i := strings.Index(t[from:], "blocking")
		if i < 0 {
			return false
		}
		i += from
		from = i + len("blocking")
		rest := spaceEmphasis.trimLeft(t[from:])
		if rest != "" && !strings.ContainsAny(rest[:1], ").]:;,!") {
			continue
		}
		if i > 0 && (proseword.IsRune(rune(t[i-1])) || t[i-1] == '-') {
			continue
		}
		if !deniedBefore(t[:i]) {
			return true
		}
	}
}
