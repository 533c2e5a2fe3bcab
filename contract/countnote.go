package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A count row may say more than its count: `| Blockers | 0 | 2 still
// open |` counts none in its count column and two open in its note. A
// reader sees the grade still open, and the count of nought does not
// settle it. Only a cell that itself counts what is still open is read
// so (`2 still open`, `2 open`, `still open`, `1 fixed, 1 open`, `Open:
// 2`): a note that says all were dealt with (`all 2 fixed`), none, or
// anything else (`2 open questions`, `see below`) leaves the count.

// openCountRow reads row, its grade's label first, for a cell that
// counts some of it still open (openCountCell): a blocking finding.
func (d *Dialect) openCountRow(row block, label string) (Finding, bool) {
	for i := 1; i < len(row.cells); i++ {
		t := strings.TrimSpace(row.cells[i].text)
		if !openCountCell(t) {
			continue
		}
		f, ok := d.labelFinding(label, row)
		if !ok {
			return Finding{}, false
		}
		f.Text = label + ": " + t
		return f, true
	}
	return Finding{}, false
}

// openCountCell reports whether a clause of t counts something still
// open (see openCountRow).
func openCountCell(t string) bool {
	for {
		i := strings.IndexAny(t, ",;(—–")
		if i < 0 {
			i = len(t)
		}
		if j := strings.Index(t[:i], " - "); j >= 0 {
			i = j + 1
		}
		if openCountClause(t[:i]) {
			return true
		}
		if i == len(t) {
			return false
		}
		_, size := utf8.DecodeRuneInString(t[i:])
		t = t[i+size:]
	}
}

// openCountClause reports whether clause c is a count above nought, or
// still, before a word of what is open (`2 still open`, `two remain`,
// `still outstanding`), and nothing after it but the noun it counts or
// a preposition (`2 open blockers`, `2 open in auth.go`; not `2 open
// questions`); or an open word as a label of a count above nought (`Open:
// 2`).
func openCountClause(c string) bool {
	w, r, ok := proseword.Next(strings.ToLower(c))
	if !ok {
		return false
	}
	if w == "but" || w == "though" || w == "although" || w == "however" {
		// `but 2 are still open`: the note sets itself against the
		// count, and counts the same.
		if w, r, ok = proseword.Next(r); !ok {
			return false
		}
	}
	if stillOpen[w] {
		// `Open: 2`.
		v := strings.TrimLeft(r, " \t*_`")
		if rest, ok := strings.CutPrefix(v, ":"); ok {
			n, _, ok := countThen(strings.TrimLeft(rest, " \t*_`"))
			return ok && n > 0
		}
	}
	counted := isCount(w)
	if counted {
		if w, r, ok = proseword.Next(r); !ok {
			return false
		}
	}
	still := false
	for w == "are" || w == "is" || w == "still" || w == "yet" || w == "remain" || w == "remains" {
		still = still || w != "are" && w != "is"
		if w == "remain" || w == "remains" {
			// `2 remain`, `2 remain open`.
			if n, _, ok := proseword.Next(r); !ok || !stillOpen[n] {
				return counted && afterOpen(r)
			}
		}
		if w, r, ok = proseword.Next(r); !ok {
			return false
		}
	}
	if !counted && !still || !stillOpen[w] {
		return false
	}
	return afterOpen(r)
}

// afterOpen reports whether r, what follows a word of what is open,
// says no more of it than the noun it counts or where it is.
func afterOpen(r string) bool {
	if proseword.EndsClause(r) {
		return true
	}
	w, _, _ := proseword.Next(strings.ToLower(r))
	switch w {
	case "in", "at", "on", "since", "after", "from", "for", "until", "as", "and", "but", "per", "of":
		return true
	}
	return issueNoun(w) || strings.HasPrefix(w, "blocker") || strings.HasPrefix(w, "critical")
}
