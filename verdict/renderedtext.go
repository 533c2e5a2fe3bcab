package verdict

import (
	"html"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// renderedText is a JSON string's text as GitHub shows it rendered,
// line by line, where that differs from the text as written: struck
// words gone (`-1~~2~~.` shows `-1.`; `~x~`, `<del>`, `<s>`,
// `<strike>`), an HTML comment and the other tags unseen, escapes and
// entities decoded (`\-1.`, `&#45;1.`), a link shown by its text
// (`[-1](…)`), all but in a code span, whose marks stay moved aside for
// the readers after (see codeGuarded); invisible characters unseen, a
// no-break space a space, and a line that only fences (`> ```\n-1.`)
// ending the paragraph above it. It is weighed besides the text as
// written (see readAsShown), so it drops no refusal that reading finds.
// Each pass reads each byte a bounded number of times.
func renderedText(s string) (string, bool) {
	if !strings.ContainsAny(s, "~<\\&[`\u00a0\u202f\u2007") && !hasInvisible(s) {
		return "", false
	}
	r := codeGuarded(fenceLinesOut(linkDefsOut(s)))
	r = struckOut(r)
	r = linkTexts(r) // before the tags: an element a link holds ends with it
	r = htmlUnseen(r)
	r = decodedText(r)
	r = strings.Map(func(c rune) rune {
		switch {
		case c == '\u00a0' || c == '\u202f' || c == '\u2007':
			return ' '
		case proseword.Invisible(c):
			return -1
		}
		return c
	}, r)
	return r, r != s
}

// hasInvisible reports whether s holds a character a reader does not
// see, as a report's reader takes them (see proseword.Invisible).
func hasInvisible(s string) bool {
	for _, c := range s {
		if c >= 0x80 && proseword.Invisible(c) {
			return true
		}
	}
	return false
}

// fenceLinesOut blanks each line that holds only a fence, after any
// quote marks: whatever block it opens or closes, the line is no prose
// and ends the paragraph before it.
func fenceLinesOut(s string) string {
	if !strings.Contains(s, "```") && !strings.Contains(s, "~~~") {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		t := strings.TrimLeft(l, " \t>")
		if _, ok := opensFence(t); ok {
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n")
}

// linkDefsOut blanks each line that opens a paragraph with a link
// reference definition on it alone (`[x]: /u`, a title after it or
// not): a reader does not see it, and the line after opens a paragraph
// of its own (`[x]: /u\n    -1.` shows `-1.`). A footnote definition's
// label goes too (see footnoteDefRest).
func linkDefsOut(s string) string {
	if !strings.Contains(s, "]:") {
		return s
	}
	lines := strings.Split(s, "\n")
	opens := true
	for i, l := range lines {
		was := opens
		opens = isBlankLine(l)
		if was && isLinkDef(l) {
			lines[i], opens = "", true
		} else if rest, ok := footnoteDefRest(l); ok {
			lines[i], opens = "\n"+rest, rest == ""
		}
	}
	return strings.Join(lines, "\n")
}

// footnoteDefRest returns what follows the label of the footnote
// definition line opens (`[^1]: note`), and whether it opens one. The
// label is shown apart, and its text opens a paragraph, as does the
// line after a bare label (`[^1]:\n-1.`); one may interrupt a paragraph.
func footnoteDefRest(line string) (string, bool) {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 || !strings.HasPrefix(t, "[^") {
		return "", false
	}
	end := strings.Index(t, "]:")
	if end < 3 || strings.ContainsAny(t[2:end], "[] \t") {
		return "", false
	}
	return strings.TrimLeft(t[end+2:], " \t"), true
}

// isLinkDef reports whether line, indented at most three columns, is a
// link reference definition whole: `[label]:`, a destination, and
// maybe a title.
func isLinkDef(line string) bool {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 || !strings.HasPrefix(t, "[") || strings.HasPrefix(t, "[^") {
		return false
	}
	end := strings.Index(t, "]:")
	if end < 2 || strings.ContainsAny(t[1:end], "[]") {
		return false
	}
	f := strings.Fields(t[end+2:])
	if len(f) == 0 {
		return false
	}
	if len(f) == 1 {
		return true
	}
	title := strings.Join(f[1:], " ")
	closer := title[0]
	switch closer {
	case '(':
		closer = ')'
	case '"', '\'':
	default:
		return false
	}
	return len(title) >= 2 && title[len(title)-1] == closer
}

// htmlUnseen drops what a browser does not show of inline HTML: a
// comment or a declaration whole, every tag within a line as markdown
// reads one (see htmlTag; any other `<` is text, moved aside as a code
// span's marks are, see codeGuarded), and the text inside a struck
// element (`<del>`, `<s>`, `<strike>`), which its end tag closes with
// the elements opened inside it, or the end of its paragraph. A comment
// that is none to cmark-gfm (see inlineComment), or spans a blank line,
// is shown as written. The "--" a comment ends at and the blank line
// are looked for past the last found only, and each element opened is
// closed once, so the text is read a bounded number of times.
func htmlUnseen(s string) string {
	if strings.IndexByte(s, '<') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	var struck []string // the struck elements open, innermost last
	var open [3]int     // how many of each are
	text := func(t string) {
		if len(struck) > 0 {
			k := blankLineIn(t)
			if k < 0 {
				return
			}
			struck, open = struck[:0], [3]int{}
			t = t[k:]
		}
		b.WriteString(t)
	}
	dash := -1 // the next "--" at or after a comment's text, or len(s)
	gt := -1   // the next `>` at or after a declaration, or len(s)
	par := -1  // the end of the next blank line, which no HTML spans, or past len(s)
	// paragraphPast reports whether no blank line lies between i and end.
	paragraphPast := func(i, end int) bool {
		if par < i {
			if par = blankLineIn(s[i:]); par < 0 {
				par = len(s) + 1
			} else {
				par += i
			}
		}
		return par > end
	}
	last, stop := 0, -1
	guarded := -1 // the offset past the last `<` moved aside
	for i := strings.IndexByte(s, '<'); i >= 0; {
		next := i + 1
		if strings.HasPrefix(s[i:], "<!--") {
			if dash < i+4 {
				if dash = strings.Index(s[i+4:], "--"); dash < 0 {
					dash = len(s)
				} else {
					dash += i + 4
				}
			}
			if end, ok := inlineComment(s, i, dash); ok && paragraphPast(i, dash) {
				text(s[last:i])
				last, next = end, end
			}
		} else if i+2 < len(s) && s[i+1] == '!' && isASCIILetter(s[i+2]) {
			// A declaration, `<!DOCTYPE html>`, runs to its `>`.
			if gt < i {
				if gt = strings.IndexByte(s[i:], '>'); gt < 0 {
					gt = len(s)
				} else {
					gt += i
				}
			}
			if gt < len(s) && paragraphPast(i, gt) {
				text(s[last:i])
				last, next = gt+1, gt+1
			}
		} else if name, n, ok := htmlTag(s, i, &stop, true); ok {
			text(s[last:i])
			last = i + n
			next = last
			if k := struckTag(name); k >= 0 {
				if s[i+1] != '/' {
					struck = append(struck, name)
					open[k]++
				} else if open[k] > 0 {
					for {
						top := struck[len(struck)-1]
						struck = struck[:len(struck)-1]
						open[struckTag(top)]--
						if top == name {
							break
						}
					}
				}
			}
		}
		if next == i+1 {
			// No comment and no tag: a `<` a reader sees, moved aside
			// as a code span's is, so that no later reader takes it
			// for one. A run of them is moved as one: a reader reads
			// `<<<` as `<`, a mark between words, and each moved one
			// is a wide character, slow for every reader after.
			if i != guarded || last != i {
				text(s[last:i])
				text(string(rune('<' + codeGuard)))
			}
			last, guarded = next, next
		}
		if next >= len(s) {
			break
		}
		k := strings.IndexByte(s[next:], '<')
		if k < 0 {
			break
		}
		i = next + k
	}
	text(s[last:])
	return b.String()
}

// inlineComment returns the end of the HTML comment that opens s at i
// as cmark-gfm reads one inline, and whether there is one: its text
// holds no "--", neither opens with ">" nor "->" nor ends with "-"; dash
// is the first "--" after its opening. Another `<!--` is text, shown.
func inlineComment(s string, i, dash int) (int, bool) {
	body := s[i+4 : min(dash, len(s))]
	if !strings.HasPrefix(s[dash:], "-->") || strings.HasPrefix(body, ">") || strings.HasPrefix(body, "->") || strings.HasSuffix(body, "-") {
		return 0, false
	}
	return dash + 3, true
}

// blankLineIn returns the offset in t of the line after its first blank
// line, where a paragraph ends, or -1.
func blankLineIn(t string) int {
	for i := strings.IndexByte(t, '\n'); i >= 0; {
		j := i + 1
		e := strings.IndexByte(t[j:], '\n')
		if e < 0 {
			if isBlankLine(t[j:]) && j < len(t) {
				return len(t)
			}
			return -1
		}
		if isBlankLine(t[j : j+e]) {
			return j + e
		}
		i = j + e
	}
	return -1
}

// struckTag numbers the elements that show their text struck through
// (0, 1, 2); any other name is -1.
func struckTag(name string) int {
	switch name {
	case "del":
		return 0
	case "s":
		return 1
	case "strike":
		return 2
	}
	return -1
}

// struckOut drops the words struck through with tildes on each line: a
// run of one or two opening (a blank or nothing before it does not
// matter; a non-blank after it) closed by the nearest later run of the
// same length with a non-blank before it, as GFM strikethrough reads
// them. A run of three or more strikes nothing.
func struckOut(s string) string {
	if !strings.Contains(s, "~") {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.IndexByte(l, '~') >= 0 {
			lines[i] = lineStruckOut(l)
		}
	}
	return strings.Join(lines, "\n")
}

// lineStruckOut is one line without its struck words, its tilde runs
// matched as cmark-gfm matches them: a run of one or two that flanks a
// word on its left opens, on its right closes (see tildeFlanks); a
// closer takes the nearest opener the rule of three allows, and strikes
// what lies between only when the two are as long (`~~a ~b~~` strikes
// nothing); the runs between are used up with them. A closer that finds
// no opener bounds the next search of its kind, as cmark's openers
// bottom does, so each run is looked at a bounded number of times.
func lineStruckOut(l string) string {
	type run struct {
		at, n       int
		open, close bool
	}
	var stack []run      // runs that may still open, in order
	var spans [][2]int   // struck, in order of their ends; a later one may hold earlier ones
	var bottom [2][3]int // by closer-can-open and length: no opener before this offset
	for i := 0; i < len(l); {
		if l[i] != '~' {
			i++
			continue
		}
		j := i
		for j < len(l) && l[j] == '~' {
			j++
		}
		r := run{at: i, n: j - i}
		r.open, r.close = tildeFlanks(l, i, j)
		i = j
		if r.n > 2 || !r.open && !r.close {
			continue
		}
		if r.close {
			b := &bottom[btoi(r.open)][r.n%3]
			k := len(stack) - 1
			for ; k >= 0 && stack[k].at >= *b; k-- {
				o := stack[k]
				if o.open && (!(r.open || o.close) || (o.n+r.n)%3 != 0) {
					break
				}
			}
			if k >= 0 && stack[k].at >= *b {
				o := stack[k]
				stack = stack[:k]
				if o.n == r.n {
					for len(spans) > 0 && spans[len(spans)-1][0] >= o.at {
						spans = spans[:len(spans)-1]
					}
					spans = append(spans, [2]int{o.at, j})
				}
				continue
			}
			*b = r.at
		}
		if r.open {
			stack = append(stack, r)
		}
	}
	if len(spans) == 0 {
		return l
	}
	var b strings.Builder
	last := 0
	for _, sp := range spans {
		b.WriteString(l[last:sp[0]])
		last = sp[1]
	}
	b.WriteString(l[last:])
	return b.String()
}

// tildeFlanks reports whether the tilde run l[i:j] flanks a word on its
// left (may open) and on its right (may close), as CommonMark reads
// flanking, looking through tildes next to it as cmark-gfm does.
func tildeFlanks(l string, i, j int) (left, right bool) {
	before, after := ' ', ' '
	if k := strings.TrimRight(l[:i], "~"); k != "" {
		before, _ = utf8.DecodeLastRuneInString(k)
	}
	if k := strings.TrimLeft(l[j:], "~"); k != "" {
		after, _ = utf8.DecodeRuneInString(k)
	}
	left = !unicode.IsSpace(after) && (!flankPunct(after) || unicode.IsSpace(before) || flankPunct(before))
	right = !unicode.IsSpace(before) && (!flankPunct(before) || unicode.IsSpace(after) || flankPunct(after))
	return left, right
}

// flankPunct is CommonMark's punctuation: Unicode's P and S categories.
func flankPunct(r rune) bool { return unicode.IsPunct(r) || unicode.IsSymbol(r) }

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// decodedText is text with its backslash escapes and its entities
// decoded as markdown decodes them: `\` before ASCII punctuation shows
// the punctuation; `&name;`, `&#45;`, `&#x2d;` show their character.
func decodedText(s string) string {
	if !strings.ContainsAny(s, "\\&") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s) && isASCIIPunct(s[i+1]):
			b.WriteByte(s[i+1])
			i += 2
		case c == '&':
			end := strings.IndexByte(s[i:min(len(s), i+34)], ';')
			if end > 1 {
				if d := html.UnescapeString(s[i : i+end+1]); d != s[i:i+end+1] {
					b.WriteString(d)
					i += end + 1
					continue
				}
			}
			b.WriteByte(c)
			i++
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

func isASCIIPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}

// linkTexts shows each inline link by its text: `[-1](…)` shows `-1`.
// The text may run over lines of its paragraph; the destination runs to
// the first `)` on the line of its `](`. The next `)` is looked for only
// past the last one found, so the text is read once.
func linkTexts(s string) string {
	if !strings.Contains(s, "](") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	open, last, closeAt := -1, 0, -1 // open: the last `[` on the line; closeAt: the next `)` or line end at or after i
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			if isBlankLine(s[i+1 : i+1+lineLen(s[i+1:])]) {
				open = -1
			}
		case '[':
			open = i
		case ']':
			if open < 0 || !strings.HasPrefix(s[i:], "](") {
				continue
			}
			if closeAt < i {
				closeAt = strings.IndexAny(s[i:], ")\n")
				if closeAt < 0 {
					closeAt = len(s)
				} else {
					closeAt += i
				}
			}
			if closeAt == len(s) || s[closeAt] != ')' {
				continue
			}
			b.WriteString(s[last:open])
			b.WriteString(s[open+1 : i])
			last, i, open = closeAt+1, closeAt, -1
		}
	}
	b.WriteString(s[last:])
	return b.String()
}

// lineLen is the length of the first line of s, its line feed left out.
func lineLen(s string) int {
	if k := strings.IndexByte(s, '\n'); k >= 0 {
		return k
	}
	return len(s)
}

// codeGuarded is s with the marks inside its code spans (those within a
// line: a run of backticks closed by the next run as long) moved to the
// private use area, so that the passes of renderedText, which read
// markup, leave a span's text as written, as markdown shows it;
// codeUnguarded moves them back. A code span's text is read, as the
// review's prose is; its marks are no markup.
func codeGuarded(s string) string {
	if strings.IndexByte(s, '`') < 0 {
		return s
	}
	b := []rune(s)
	type run struct{ at, n int }
	var runs []run
	next := map[int]int{}
	flush := func() {
		// Match the runs of the line: each opens a
		// span that the next run of its length closes.
		nextSame := make([]int, len(runs))
		clear(next)
		for k := len(runs) - 1; k >= 0; k-- {
			nextSame[k] = -1
			if j, ok := next[runs[k].n]; ok {
				nextSame[k] = j
			}
			next[runs[k].n] = k
		}
		for k := 0; k < len(runs); {
			j := nextSame[k]
			if j < 0 {
				k++
				continue
			}
			for i := runs[k].at + runs[k].n; i < runs[j].at; i++ {
				if strings.ContainsRune(codeGuardedMarks, b[i]) {
					b[i] += codeGuard
				}
			}
			k = j + 1
		}
		runs = runs[:0]
	}
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '\n':
			flush()
		case '`':
			j := i
			for j < len(b) && b[j] == '`' {
				j++
			}
			runs = append(runs, run{i, j - i})
			i = j - 1
		}
	}
	flush()
	return string(b)
}

// codeGuardedMarks are the marks codeGuarded moves; codeGuard is how far.
const (
	codeGuardedMarks = "<>&\\~[]()"
	codeGuard        = 0xE000
)

// codeUnguarded undoes codeGuarded.
func codeUnguarded(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= codeGuard && r < codeGuard+0x80 && strings.ContainsRune(codeGuardedMarks, r-codeGuard) {
			return r - codeGuard
		}
		return r
	}, s)
}
