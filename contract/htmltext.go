package contract

import (
	"bytes"
	stdhtml "html"
	"strings"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/htmlbreak"
	"github.com/reviewlint/reviewlint/internal/proseword"

	"github.com/yuin/goldmark/ast"
	"golang.org/x/net/html"
)

// Raw HTML is passed through to the reader's renderer, which decides what
// of it shows: a <details> body is folded away, `hidden` and `style`
// attributes hide text, a comment a browser ends early at `--!>` shows
// what CommonMark took for a comment, an unclosed comment or <textarea>
// swallows the rest of the page. The contract is not read from raw HTML;
// where raw HTML holds contract text (a verdict line, a disposition, a
// coverage status, a hold on the merge), the report is refused as
// ambiguous instead.

// htmlBlock reads an HTML block: its evidence markers and comments, and
// whether it holds contract text.
func (w *walker) htmlBlock(b *ast.HTMLBlock) {
	lines := b.Lines()
	var raw []byte
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		raw = append(raw, seg.Value(w.src)...)
	}
	if b.HasClosure() {
		closure := b.ClosureLine
		raw = append(raw, closure.Value(w.src)...)
	}
	start := w.blockStart(b)
	if lines.Len() > 0 {
		start = w.lines.at(lines.At(0).Start)
	}
	// A block of raw text (<script>, <pre>, <style>, <textarea>) or a
	// comment that is never closed runs to the end of its container here,
	// but to the end of the page in a browser.
	kind := b.HTMLBlockType
	if (kind == ast.HTMLBlockType1 || kind == ast.HTMLBlockType2) && !b.HasClosure() && !closedIn(kind, raw) {
		w.ambiguous(start.offsetIn(w.lines), "an HTML block that is never closed hides the rest of the page in a browser")
	}
	if kind == ast.HTMLBlockType2 {
		w.commentBlock(raw, start)
	}
	if kind == ast.HTMLBlockType2 || kind == ast.HTMLBlockType6 || kind == ast.HTMLBlockType7 {
		w.findMarkers(raw, start.line)
	}
	if kind == ast.HTMLBlockType2 && onlyComment(raw) {
		return
	}
	w.details(raw)
	if t := visibleText(raw); w.d.contractLines(t) {
		w.ambiguous(start.offsetIn(w.lines), "raw HTML holds contract text, which renderers show or hide differently")
	}
}

// onlyComment reports whether raw is one comment and nothing else, the
// common case of a marker or directive line.
func onlyComment(raw []byte) bool {
	t := bytes.TrimSpace(raw)
	end := bytes.Index(t, []byte("-->"))
	return bytes.HasPrefix(t, []byte("<!--")) && end == len(t)-3 && !bytes.Contains(t, []byte("--!>"))
}

// closedIn reports whether an HTML block's raw text holds its end after
// all (goldmark keeps a closing line apart only for some kinds).
func closedIn(kind ast.HTMLBlockType, raw []byte) bool {
	if kind == ast.HTMLBlockType2 {
		return bytes.Contains(raw[min(4, len(raw)):], []byte("-->"))
	}
	lower := bytes.ToLower(raw)
	for _, t := range []string{"</script>", "</pre>", "</style>", "</textarea>"} {
		if bytes.Contains(lower, []byte(t)) {
			return true
		}
	}
	return false
}

// commentBlock emits the comment an HTML block of kind 2 opens with.
func (w *walker) commentBlock(raw []byte, at pos) {
	t := strings.TrimSpace(string(raw))
	t = strings.TrimPrefix(t, "<!--")
	if end := strings.Index(t, "-->"); end >= 0 {
		t = t[:end]
	}
	w.emit(block{kind: kindComment, line: at.line, col: at.col, text: strings.TrimSpace(t)})
}

// findMarkers records the evidence markers among an HTML block's lines: a
// line that is exactly a marker comment, outside any other comment.
func (w *walker) findMarkers(raw []byte, firstLine int) {
	if !bytes.Contains(raw, []byte("acceptance-evidence:")) {
		return
	}
	inComment := false
	i := -1
	// The lines are read where they lie in raw: a copy of the block
	// and a slice of its lines were a twentieth of what linting a
	// report with an evidence block allocated.
	for l := range bytes.SplitSeq(raw, []byte("\n")) {
		i++
		t := bytes.TrimSpace(bytes.TrimSuffix(l, []byte("\r")))
		switch {
		case !inComment && string(t) == EvidenceStart:
			w.markers = append(w.markers, marker{line: firstLine + i, start: true})
			continue
		case !inComment && string(t) == EvidenceEnd:
			w.markers = append(w.markers, marker{line: firstLine + i})
			continue
		}
		// Track comments that span lines, so that a marker inside one is
		// commented out.
		for len(t) > 0 {
			if inComment {
				j := bytes.Index(t, []byte("-->"))
				if j < 0 {
					t = nil
					break
				}
				inComment, t = false, t[j+3:]
				continue
			}
			j := bytes.Index(t, []byte("<!--"))
			if j < 0 {
				break
			}
			inComment, t = true, t[j+4:]
		}
	}
}

// x/net/html is read only through its tokenizer's Next, Raw and TagName:
// its Text, TagAttr and UnescapeString decode character references with
// entity tables (over 2,200 names) that the package builds at start-up,
// and calling any of them keeps that work in every run of the binary,
// --version included. The standard library's html builds the same tables
// on first use. Attribute names are read here (linkAttrsOnly).

// visibleText is the text a browser shows for raw HTML (and some it does
// not, such as a <script>'s body: contract text there is refused too).
// Character references are decoded everywhere, in a <script> or <style>
// too, where a browser shows them as written: more text is checked for
// contract words, never less.
func visibleText(raw []byte) string {
	var b strings.Builder
	z := html.NewTokenizer(bytes.NewReader(raw))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.TextToken:
			b.WriteString(stdhtml.UnescapeString(convertNewlines(z.Raw())))
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			// Block-level tags break lines; a space keeps words apart.
			b.WriteByte('\n')
		}
	}
}

// convertNewlines turns "\r\n" and a lone "\r" into "\n", as an HTML
// tokenizer does with text.
func convertNewlines(b []byte) string {
	s := string(b)
	if strings.IndexByte(s, '\r') < 0 {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// harmlessTag reports whether an inline tag only formats text: a known
// phrasing element with no attributes (a link may carry href and title).
// <code> is not one: a colon inside it is not a disposition to a reader,
// but is to the reading of the block's text.
func harmlessTag(raw []byte) bool {
	z := html.NewTokenizer(bytes.NewReader(raw))
	tt := z.Next()
	if tt != html.StartTagToken && tt != html.EndTagToken && tt != html.SelfClosingTagToken {
		return false
	}
	name, hasAttr := z.TagName()
	if !phrasing[string(name)] {
		return false
	}
	if hasAttr && (string(name) != "a" || tt == html.EndTagToken || !linkAttrsOnly(z.Raw())) {
		return false
	}
	return z.Next() == html.ErrorToken
}

// linkAttrsOnly reports whether the open tag raw carries no attribute but
// href and title, reading it as CommonMark reads raw HTML (the only raw
// HTML an inline tag here can be): a tag name, then attributes each after
// a blank, a name and optionally = and a quoted or unquoted value, then
// an optional / and >. A tag it cannot read that way is not harmless.
func linkAttrsOnly(raw []byte) bool {
	s := string(raw)
	if len(s) < 2 || s[0] != '<' || !isASCIILetter(s[1]) {
		return false
	}
	i := 2
	for i < len(s) && (isASCIILetter(s[i]) || isASCIIDigit(s[i]) || s[i] == '-') {
		i++
	}
	s = s[i:]
	for {
		rest := strings.TrimLeft(s, " \t\r\n")
		blank := len(rest) < len(s)
		s = rest
		switch {
		case s == ">" || s == "/>":
			return true
		case s == "" || !blank:
			return false
		}
		n := 0
		for n < len(s) && (isASCIILetter(s[n]) || s[n] == '_' || s[n] == ':' ||
			n > 0 && (isASCIIDigit(s[n]) || s[n] == '.' || s[n] == '-')) {
			n++
		}
		if name := strings.ToLower(s[:n]); name != "href" && name != "title" {
			return false
		}
		s = s[n:]
		rest = strings.TrimLeft(s, " \t\r\n")
		if !strings.HasPrefix(rest, "=") {
			continue
		}
		s = strings.TrimLeft(rest[1:], " \t\r\n")
		switch {
		case s == "":
			return false
		case s[0] == '"' || s[0] == '\'':
			end := strings.IndexByte(s[1:], s[0])
			if end < 0 {
				return false
			}
			s = s[end+2:]
		default:
			n := 0
			for n < len(s) && s[n] > ' ' && !strings.ContainsRune("\"'=<>`", rune(s[n])) {
				n++
			}
			if n == 0 {
				return false
			}
			s = s[n:]
		}
	}
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }

// withdrawingTag reads an inline tag that opens or closes an element
// whose text a reader may not see as stated: one that strikes it
// through (<del>, <s>, <strike>), and any other that can hide or restyle
// it (a tag harmlessTag refuses, such as <details> or <span hidden>),
// but no void element. It returns the element's name and whether the
// tag opens it; ok is false for any other tag.
func withdrawingTag(raw []byte) (name string, open, ok bool) {
	z := html.NewTokenizer(bytes.NewReader(raw))
	tt := z.Next()
	if tt != html.StartTagToken && tt != html.EndTagToken {
		return "", false, false
	}
	n, _ := z.TagName()
	name = string(n)
	switch name {
	case "del", "s", "strike":
		return name, tt == html.StartTagToken, true
	case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr":
		return "", false, false
	}
	if tt == html.EndTagToken {
		return name, false, true // closes an element opened above, if any
	}
	return name, true, !harmlessTag(raw)
}

var phrasing = map[string]bool{
	"a": true, "abbr": true, "b": true, "bdi": true, "bdo": true, "br": true,
	"cite": true, "del": true, "dfn": true, "em": true, "i": true,
	"ins": true, "kbd": true, "mark": true, "q": true, "s": true, "samp": true,
	"small": true, "span": true, "strong": true, "sub": true, "sup": true,
	"time": true, "u": true, "var": true, "wbr": true,
}

// contractText reports whether a rendered line states something the
// contract reads: a verdict line (also one whose value is on next), a
// FAIL or NOTE disposition, or a coverage status.
func (d *Dialect) contractText(line, next string) bool {
	if _, ok := d.verdictOf(line); ok {
		return true
	}
	if _, ok := d.verdictAcross(line, next); ok {
		return true
	}
	// The verdict's key with a value in other words (`Verdict: REJECTED`
	// where the dialect says BLOCK), or over a line that shows one, is a
	// verdict to a reader all the same.
	if d.otherValue(line) != "" {
		return true
	}
	if key, ok := d.keyOnly(line); ok && key == d.primaryKey() && next != "" {
		return true
	}
	for i := strings.IndexByte(line, ':'); i >= 0; {
		if _, ok := d.dispositionAt(strings.TrimLeft(line[i+1:], " \t*_`")); ok {
			return true
		}
		j := strings.IndexByte(line[i+1:], ':')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return d.holdsStatus(line)
}

// shownAside reports whether a line that renders away from every
// section (a footnote) or only to some readers (an image's alt text)
// holds what the contract reads: contract text, or a grade that makes a
// finding blocking. A table row is read cell by cell too, as a cell
// alone may hold the grade.
func (d *Dialect) shownAside(b block) bool {
	if d.contractText(b.text, "") || d.gradesBlocking(b.text) {
		return true
	}
	if b.tableRow != nil {
		for _, c := range b.cells {
			if d.gradesBlocking(c.text) {
				return true
			}
		}
	}
	return false
}

// splitReads reports whether two lines of a paragraph, joined as they
// render, state something of the contract (a verdict, a blocking grade
// or finding, a disposition or status) that neither states alone.
func (d *Dialect) splitReads(a, b string) bool {
	// Most breaks fall between words of prose: only one between two
	// words of a phrase of the dialect, or after a grade or value alone
	// on its line (`**Critical` over `Issue**: x`), can split one.
	last := lastWord(a)
	if strings.HasPrefix(strings.TrimLeft(b, " \t*_`"), ":") && proseword.Few(a, 2) && d.mentionsVerdict(a) {
		// `Verdict` over `: CHANGES REQUESTED` renders `Verdict :
		// CHANGES REQUESTED`: a key alone over a value that the
		// dialect's own reading across the break does not take is
		// refused, whatever its value.
		_, ok := d.verdictAcross(a, b)
		return !ok
	}
	if !d.phrasePairs[[2]string{last, openingWord(b)}] && !(d.oneWords[last] && openingWord(a) == last) {
		return false
	}
	if d.linesReads(a) || d.linesReads(b) {
		return false
	}
	if _, ok := d.verdictAcross(a, b); ok {
		return false // read as one verdict line already
	}
	return d.linesReads(a + " " + b)
}

// lastWord is the last word of s, lower case ("" when none).
func lastWord(s string) string {
	end := strings.LastIndexFunc(s, proseword.IsRune)
	if end < 0 {
		return ""
	}
	_, n := utf8.DecodeRuneInString(s[end:])
	start := 0
	if i := strings.LastIndexFunc(s[:end], func(r rune) bool { return !proseword.IsRune(r) }); i >= 0 {
		_, m := utf8.DecodeRuneInString(s[i:])
		start = i + m
	}
	return strings.ToLower(s[start : end+n])
}

// openingWord is the first word of s, lower case ("" when none).
func openingWord(s string) string {
	start := strings.IndexFunc(s, proseword.IsRune)
	if start < 0 {
		return ""
	}
	end := strings.IndexFunc(s[start:], func(r rune) bool { return !proseword.IsRune(r) })
	if end < 0 {
		return strings.ToLower(s[start:])
	}
	return strings.ToLower(s[start : start+end])
}

// linesReads reports whether a rendered line states anything of the
// contract: a verdict, loose or not, or a verdict word alone, a failing
// part, a blocking finding, a disposition or a status.
func (d *Dialect) linesReads(line string) bool {
	t := strings.TrimSpace(line)
	if t == "" {
		return false
	}
	if d.contractText(t, "") {
		return true
	}
	if m, ok := d.values.at(t); ok && strings.Trim(t[m.end:], " .!*_`") == "" {
		return true // a verdict word alone: a verdict where the dialect takes one so
	}
	if _, ok := d.looseVerdict(t); ok {
		return true
	}
	if side, _ := d.partSide(t); side != "" {
		return true
	}
	_, ok := d.strayFail(block{kind: kindText, text: t})
	return ok
}

// holdsStatus reports whether line holds a coverage status of the
// dialect, in any case, or the first two words of one ("ACCEPTED FROM"):
// enough of a status for a reader to take it for one.
func (d *Dialect) holdsStatus(line string) bool {
	u := strings.ToUpper(line)
	for _, s := range d.statusProbes {
		if strings.Contains(u, s) {
			return true
		}
	}
	return false
}

// contractLines applies contractText to every line of text, and to the
// text with its white space collapsed, as a browser shows it.
// A line is read with the next line that shows anything: the elements
// of a key and its value (`<dt>Verdict</dt><dd>FAIL</dd>`) show on lines
// of their own, apart. A verdict word alone on its line counts too.
func (d *Dialect) contractLines(text string) bool {
	lines := strings.Split(text, "\n")
	next := ""
	for i := len(lines) - 1; i >= 0; i-- {
		l := strings.TrimSpace(lines[i])
		if l == "" {
			continue
		}
		if d.contractText(l, next) || d.gradesBlocking(l) || d.linesReads(l) || d.failureAlone(block{kind: kindText, text: l}) != "" || holdsRendered(l) {
			return true
		}
		next = l
	}
	return d.contractText(strings.Join(strings.Fields(text), " "), "")
}

// gradesBlocking reports whether a rendered line grades a finding as
// blocking in a dialect that grades them: a severity heading (`Critical
// Issues`), a line led by its severity (`CRITICAL: the token leaks`), or
// a blocking severity alone, as a table cell shows it. Raw HTML or an
// invisible character there makes a blocking finding that a reader sees
// and the contract's reading does not.
func (d *Dialect) gradesBlocking(line string) bool {
	t := strings.TrimSpace(line)
	if t == "" {
		return false
	}
	if sev, _, ok := d.severityHeading(t); ok && sev.means == Fail {
		return true
	}
	if f, n, ok := d.severityFirst(block{kind: kindItem, text: t}); ok && n > 0 && f.Disposition == Fail {
		return true
	}
	if _, ok := d.blockingFirst(block{kind: kindItem, text: t}); ok {
		return true
	}
	if len(d.sevColumns) == 0 && !d.findingForms[FormHeadings] && !d.findingForms[FormSeverityFirst] {
		return false
	}
	m, ok := d.dispositionAt(strings.Trim(t, "*_`[]() "))
	return ok && m.phrase.means == Fail && strings.Trim(strings.Trim(t, "*_`[]() ")[m.end:], " .:!*_`") == ""
}

// ambiguous records a place where what a reader sees depends on the
// renderer.
func (w *walker) ambiguous(offset int, why string) {
	w.doc.ambiguous = append(w.doc.ambiguous, ambiguity{at: w.lines.at(max(offset, 0)), why: why})
}

// offsetIn turns a position back into a source offset.
func (p pos) offsetIn(x lineIndex) int {
	if p.line-1 < len(x) {
		return x[p.line-1] + p.col - 1
	}
	return 0
}

// lineBreakTag reports whether raw, one inline tag, is a <br> as a
// browser reads one (see htmlbreak).
func lineBreakTag(raw []byte) bool {
	return htmlbreak.IsTag(string(raw))
}

// holdsRendered reports whether a rendered line holds the merge or
// demands work before it: in raw HTML a reader sees `<p>Do not merge
// until the token is rotated.</p>` as plainly as in markdown.
func holdsRendered(l string) bool {
	_, ok := holdsOrDemands(l)
	return ok
}
