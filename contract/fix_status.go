package contract

import (
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// A coverage status whose words are the dialect's, joined or split
// otherwise (`CouldNotCheck`, `could - not - check`, `VERIFIED__INDEPENDENTLY`), is
// one status to any reader, and one spelling of it is the dialect's. The
// fix writes that spelling. Words that differ (`VERIFIED` alone,
// `UNVERIFIED INDEPENDENTLY`) are left for the author: a status is never
// guessed.

// spelling is a status phrase found spelled otherwise in a line.
type statusSpelling struct {
	start, end int
	phrase     *phrase
}

// statusFix respells the one status-like phrase in the coverage entry or
// row dg points at.
func (d *Dialect) statusFix(s source, dg diag.Diagnostic) (candidate, bool) {
	text, lineStart, ok := s.text(dg.Line)
	if !ok || dg.Column-1 > len(text) {
		return candidate{}, false
	}
	found := d.statusSpellings(text, dg.Column-1)
	if len(found) != 1 {
		return candidate{}, false
	}
	f := found[0]
	if text[f.start:f.end] == f.phrase.text {
		return candidate{}, false
	}
	return candidate{
		Fix: Fix{
			Rule: dg.Rule, Line: dg.Line, Column: dg.Column,
			Start: lineStart + f.start, End: lineStart + f.end, Replacement: f.phrase.text,
			Title: "write the status as `" + f.phrase.text + "`",
		},
		want: fixExpectation{rule: dg.Rule, at: pos{dg.Line, dg.Column}, fixEntry: fixEntry{kind: fixedCoverage, means: f.phrase.means}},
	}, true
}

// statusSpellings finds, from offset from on, every place where a status
// phrase's words stand with nothing but spaces, underscores or hyphens
// (or nothing) between them, in any case. Two phrases read at one place
// count once when they mean the same status, else twice: the place is
// ambiguous.
func (d *Dialect) statusSpellings(text string, from int) []statusSpelling {
	var out []statusSpelling
	prev := rune(-1)
	if from > 0 {
		prev, _ = utf8.DecodeLastRuneInString(text[:from])
	}
	for i := from; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if proseword.IsRune(r) && !joins(prev) {
			var here *statusSpelling
			for k := range d.statuses.phrases {
				p := &d.statuses.phrases[k]
				end, ok := spelledAs(text, i, p.words)
				if !ok {
					continue
				}
				switch {
				case here == nil:
					here = &statusSpelling{start: i, end: end, phrase: p}
				case here.phrase.means != p.means:
					return append(out, *here, statusSpelling{start: i, end: end, phrase: p})
				case end > here.end:
					here.end, here.phrase = end, p
				}
			}
			if here != nil {
				out = append(out, *here)
				i, prev = here.end, 'x'
				continue
			}
		}
		prev = r
		i += n
	}
	return out
}

// camelBoundary reports whether text[j:] opens a capitalized word (an
// upper-case letter, then a lower-case one) right after a lower-case
// letter: the boundary in CouldNotCheck.
func camelBoundary(text string, j int) bool {
	if j == 0 || j >= len(text) {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(text[:j])
	next, n := utf8.DecodeRuneInString(text[j:])
	after, _ := utf8.DecodeRuneInString(text[j+n:])
	return unicode.IsLower(prev) && unicode.IsUpper(next) && unicode.IsLower(after)
}

// joins reports whether r joins the word before it to the next:
// a letter, a digit, an underscore or a hyphen.
func joins(r rune) bool {
	return r >= 0 && (proseword.IsRune(r) || r == '_' || r == '-')
}

// spelledAs matches words at text[i:], each compared in any case (an
// apostrophe matches a straight or typographic one), with a run of
// spaces, tabs, underscores or hyphens between them, or a capitalized
// word's start (CouldNotCheck), and returns where
// the match ends. The match must end a word.
func spelledAs(text string, i int, words []string) (int, bool) {
	j := i
	for k, w := range words {
		if k > 0 {
			sep := j
			for j < len(text) && (text[j] == ' ' || text[j] == '\t' || text[j] == '_' || text[j] == '-') {
				j++
			}
			if j == sep && !camelBoundary(text, j) {
				return 0, false
			}
		}
		for k, want := range w {
			// A capital inside a word opens another (CheCk): the words
			// are not the status's.
			if j >= len(text) || k > 0 && camelBoundary(text, j) {
				return 0, false
			}
			r, n := utf8.DecodeRuneInString(text[j:])
			switch {
			case want == '\'':
				if r != '\'' && r != '\u2019' {
					return 0, false
				}
			case unicode.ToLower(r) != want:
				return 0, false
			}
			j += n
		}
	}
	if j < len(text) {
		r, _ := utf8.DecodeRuneInString(text[j:])
		if joins(r) {
			return 0, false
		}
	}
	return j, true
}
