package dialect

import (
	"github.com/reviewlint/reviewlint/internal/lazyregexp"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
)

// statement is a verdict a report states, as inference finds it.
type statement struct {
	key   string   // the key, lower case ("verdict", "status"); "" for a word alone
	quals []string // qualifiers before the key, lower case ("final")
	value string   // the value as written, shortest phrase that says a side
	side  string   // PASS, FAIL, or "" when the value does not say
	place string   // a contract.Place* constant
	line  int
	head  string // for a section place: the heading's text
	item  bool   // stated in a list item, as a part's status often is
}

// The keys and qualifiers teams put before a verdict (constants, so that
// the patterns built from them are laid out at build time).
const (
	keyWords = `verdict|status|decision|recommendation|outcome|result|assessment|conclusion|rating|review status|plan status|approval`
	// qualWords: a team's own names for the review ("Process Review
	// Status", "QA Verdict"), up to two words; stopWords are none.
	qualWords = `[\pL]+(?:[/-][\pL]+)*`
)

var (
	keyLine  = &lazyregexp.Regexp{Expr: `(?i)^[^\pL\pN]*((?:(?:` + qualWords + `)\s+){0,2})(` + keyWords + `)\s*(?::|=|—|–|-)\s*(.+)$`}
	keyAlone = &lazyregexp.Regexp{Expr: `(?i)^[^\pL\pN]*((?:(?:` + qualWords + `)\s+)*)(` + keyWords + `)[\s:]*$`}
	// capsRun is a run of upper-case words, each perhaps joined by _ or -.
	capsRun = &lazyregexp.Regexp{Expr: `^[^\pL\pN]*([A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)*(?: [A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)*)*)`}
	// firstWord is a value written in lower or mixed case.
	firstWord = &lazyregexp.Regexp{Expr: `^[^\pL\pN]*([\pL][\pL\pN]*(?:[_-][\pL\pN]+)*)`}
)

// commonQuals qualify a key in any report that uses them.
var commonQuals = wordSet{"final": true, "overall": true, "review": true, "plan": true, "code": true,
	"security": true, "architecture": true, "design": true}

// stopWords never qualify a key: "the status: …" is prose.
var stopWords = wordSet{"the": true, "a": true, "an": true, "our": true, "my": true, "this": true, "that": true, "its": true,
	"their": true, "your": true, "current": true, "previous": true, "prior": true, "old": true, "new": true, "and": true,
	"or": true, "of": true, "no": true, "not": true, "with": true, "without": true, "each": true, "every": true, "any": true}

type wordSet map[string]bool

func (w wordSet) has(s string) bool { return w[s] }

// statements finds the verdicts a report states.
func statements(outline []contract.OutlineLine) []statement {
	var out []statement
	for i, l := range outline {
		switch l.Kind {
		case "row":
			out = append(out, rowStatements(l, outline, i)...)
			continue
		case "heading", "text", "item":
		default:
			continue
		}
		if m := keyLine.Get().FindStringSubmatch(l.Text); m != nil && !slices.ContainsFunc(strings.Fields(strings.ToLower(m[1])), stopWords.has) {
			if v, ok := valueOf(m[3]); ok {
				out = append(out, statement{key: strings.ToLower(m[2]), quals: strings.Fields(strings.ToLower(m[1])), value: v, side: side(v), place: placeOf(l), line: l.Line, item: l.Kind == "item"})
			}
			continue
		}
		if l.Kind == "heading" && keyAlone.Get().MatchString(l.Text) && i+1 < len(outline) {
			next := outline[i+1]
			if next.Kind == "text" || next.Kind == "item" || next.Kind == "heading" {
				if v, ok := capsValue(next.Text); ok {
					out = append(out, statement{value: v, side: side(v), place: contract.PlaceSection, line: next.Line, head: l.Text})
				}
			}
			continue
		}
		// A verdict word alone on a line, or as a heading (`## ADVISE`
		// opening the report), states the verdict.
		if l.Kind == "text" || l.Kind == "heading" {
			if v, ok := capsValue(l.Text); ok && alone(l.Text, v) && side(v) != "" {
				out = append(out, statement{value: v, side: side(v), place: contract.PlaceWord, line: l.Line})
			}
		}
	}
	return out
}

// rowStatements reads a table row: a key cell then its value, or a value
// under a header cell that is a key.
func rowStatements(l contract.OutlineLine, outline []contract.OutlineLine, i int) []statement {
	var out []statement
	for k, c := range l.Cells {
		if l.Header {
			break // a header's cells name columns
		}
		if m := keyAlone.Get().FindStringSubmatch(c); m != nil && k+1 < len(l.Cells) {
			if v, ok := capsValue(l.Cells[k+1]); ok && side(v) != "" {
				out = append(out, statement{key: strings.ToLower(m[2]), value: v, side: side(v), place: contract.PlaceTable, line: l.Line})
			}
		}
	}
	if l.Header {
		return out
	}
	for j := i - 1; j >= 0; j-- {
		h := outline[j]
		if h.Kind != "row" {
			break
		}
		if !h.Header {
			continue
		}
		for k, c := range h.Cells {
			if m := keyAlone.Get().FindStringSubmatch(c); m != nil && k < len(l.Cells) {
				if v, ok := capsValue(l.Cells[k]); ok && side(v) != "" {
					out = append(out, statement{key: strings.ToLower(m[2]), value: v, side: side(v), place: contract.PlaceTable, line: l.Line})
				}
			}
		}
		break
	}
	return out
}

// placeOf names where a key line stands.
func placeOf(l contract.OutlineLine) string {
	switch {
	case l.Kind == "heading" && l.Level <= 6:
		return contract.PlaceHeading
	case l.Kind == "heading" || l.Label:
		return contract.PlaceLabel
	}
	return contract.PlaceLine
}

// valueOf cuts the value a key introduces: the run of upper-case words
// after any decoration, shortened to the words that say a side, or one
// word in lower case that does.
func valueOf(rest string) (string, bool) {
	if v, ok := capsValue(rest); ok {
		return v, true
	}
	m := firstWord.Get().FindStringSubmatch(rest)
	if m == nil || side(m[1]) == "" {
		return "", false
	}
	if endsClause(rest[len(m[0]):]) {
		return m[1], true
	}
	return phraseValue(rest)
}

// phraseValue reads a value of a few words in lower or mixed case that is
// all the line holds after its key (`Overall Rating: Ready for
// Production`), its first word saying the side the whole phrase says. A
// longer value, or one that goes on after a separator, is prose:
// `Status: Ready for review, but the migration is unsafe` states no
// verdict.
func phraseValue(rest string) (string, bool) {
	t := strings.TrimRight(strings.TrimSpace(strings.Trim(strings.TrimSpace(rest), "*_`")), ".!")
	t = strings.Trim(t, "*_` ")
	ws := strings.Fields(t)
	if len(ws) < 2 || len(ws) > 3 || strings.ContainsAny(t, ",;:()[]|—–*_`") {
		return "", false
	}
	for _, w := range ws {
		if !wordOnly.Get().MatchString(w) || isNegation(w) {
			return "", false
		}
	}
	if s := side(t); s == "" || side(ws[0]) != s {
		return "", false
	}
	return t, true
}

// isNegation reports whether a word turns a phrase's side around.
func isNegation(w string) bool {
	switch strings.ToLower(w) {
	case "not", "no", "never", "nor", "without", "un", "non":
		return true
	}
	return false
}

var wordOnly = &lazyregexp.Regexp{Expr: `^[\pL][\pL\pN-]*$`}

// endsClause reports whether what follows a word in lower or mixed case
// ends the value: nothing, emphasis, or a separator before an
// explanation. `Recommendation: pass around the list` is prose, and so is
// `Status: Minor UX - …`; `Status: Approved - …` and `verdict: pass.` are
// values.
func endsClause(rest string) bool {
	rest = strings.TrimLeft(rest, "*_`")
	if rest == "" {
		return true
	}
	t := strings.TrimLeft(rest, " \t")
	if t == "" {
		return true
	}
	switch {
	case strings.HasPrefix(t, "- "), strings.HasPrefix(t, "—"), strings.HasPrefix(t, "–"),
		strings.HasPrefix(t, "("), strings.HasPrefix(t, "|"):
		return true
	case t == rest && strings.ContainsAny(t[:1], ".,;:!"):
		return true
	}
	return false
}

// capsValue reads a run of upper-case words at the start of s (after
// emoji or emphasis), as the shortest prefix that says a side, or the
// whole run when no prefix does.
func capsValue(s string) (string, bool) {
	m := capsRun.Get().FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	words := strings.Fields(m[1])
	if len(words) == 1 && len(words[0]) < 2 {
		return "", false // a letter (I, A) is no verdict
	}
	// A verdict is a word or three, read whole: APPROVED WITH CHANGES
	// is not APPROVED, CHANGES REQUESTED not CHANGES. A longer run of
	// capitals is prose, unless it opens with a word or three that say
	// the side its first three words say.
	if len(words) <= 3 {
		return m[1], true
	}
	whole := side(strings.Join(words[:3], " "))
	for k := 1; k <= 3; k++ {
		if p := strings.Join(words[:k], " "); whole != "" && side(p) == whole {
			return p, true
		}
	}
	return "", false
}

// alone reports whether a line holds the value and nothing else but
// decoration and a colon.
func alone(line, value string) bool {
	i := strings.Index(line, value)
	if i < 0 {
		return false
	}
	return !wordChar.Get().MatchString(line[i+len(value):]) && !wordChar.Get().MatchString(line[:i])
}

var wordChar = &lazyregexp.Regexp{Expr: `[\pL\pN]`}
