package renderoracle

import (
	"bytes"
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/net/html"
)

// Seen is what a reader sees in a rendered report.
type Seen struct {
	// Verdicts holds the value of every verdict a reader sees (PASS or
	// FAIL; "" for one that offers a choice).
	Verdicts []string
	// Fails holds the text of every finding under Findings whose
	// disposition is FAIL.
	Fails []string
}

// Read reads rendered HTML as a reader of the page does.
func Read(rendered []byte) Seen {
	o := reader{}
	o.read(rendered)
	return o.Seen
}

type reader struct {
	Seen
	line       strings.Builder // the line being read
	masked     strings.Builder // the same, code masked
	pre, quote int             // depth inside <pre> and <blockquote>
	code       int             // depth inside <code>
	heading    strings.Builder // the text of the open heading
	inHeading  int             // its level, 0 when none
	// The bold-only test of the current line of a top-level paragraph:
	// inP, whether the line is so far only strong text, inside a <strong>,
	// after one.
	inP, candidate, inStrong, strongDone bool
	strongText                           strings.Builder
	// findings is the level of the findings heading in force (0: none).
	findings int
	// items holds, per open <li>, its first line so far and whether its
	// first line ended.
	items []*item
	// pending holds the lines of the open block, for their verdicts.
	pending []string
	// The table being read: its header's cells, the open row's cells
	// (visible text and code-masked text), whether the row is the
	// header, and the open cell, if any.
	header        []string
	row, rowMask  []string
	inHead        bool
	cell, cellMsk *strings.Builder
}

type item struct {
	text  strings.Builder
	ended bool
}

var breaks = map[string]bool{
	"p": true, "li": true, "ul": true, "ol": true, "h1": true, "h2": true, "h3": true,
	"h4": true, "h5": true, "h6": true, "hr": true, "br": true, "div": true, "pre": true,
	"blockquote": true, "details": true, "summary": true, "table": true, "tr": true, "td": true,
}

func (o *reader) read(rendered []byte) {
	z := html.NewTokenizer(bytes.NewReader(rendered))
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			o.endLine()
			o.flushVerdicts()
			return
		case html.TextToken:
			if o.pre+o.quote > 0 {
				continue
			}
			t := string(z.Text())
			if o.code > 0 {
				// A colon inside code is not a disposition: the oracle
				// masks code for that, and keeps it for verdict lines.
				o.codeText(t)
				continue
			}
			parts := strings.Split(t, "\n")
			for i, p := range parts {
				if i > 0 {
					o.endLine()
				}
				o.text(p, p)
			}
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			o.tag(string(name), tt)
		}
	}
}

func (o *reader) text(visible, forDisposition string) {
	o.line.WriteString(visible)
	o.masked.WriteString(forDisposition)
	if o.cell != nil {
		o.cell.WriteString(visible)
		o.cellMsk.WriteString(forDisposition)
	}
	if o.inHeading > 0 {
		o.heading.WriteString(visible)
	}
	if n := len(o.items); n > 0 && !o.items[n-1].ended {
		o.items[n-1].text.WriteString(forDisposition)
	}
	if o.inP {
		v := strings.TrimSpace(visible)
		switch {
		case o.inStrong:
			o.strongText.WriteString(visible)
		case v != "" && !(o.strongDone && v == ":"):
			o.candidate = false
		}
	}
}

func (o *reader) codeText(t string) {
	t = strings.ReplaceAll(t, "\n", " ")
	o.text(t, strings.Repeat("x", len(t)))
}

func (o *reader) tag(name string, tt html.TokenType) {
	end := tt == html.EndTagToken
	switch name {
	case "pre", "blockquote":
		d := &o.pre
		if name == "blockquote" {
			d = &o.quote
		}
		if end {
			*d = max(0, *d-1)
		} else if tt == html.StartTagToken {
			*d++
		}
	case "code":
		if end {
			o.code = max(0, o.code-1)
		} else {
			o.code++
		}
	}
	if o.pre+o.quote > 0 && name != "pre" && name != "blockquote" {
		return
	}
	if breaks[name] {
		o.endLine()
		if name != "br" {
			o.flushVerdicts()
		}
	}
	o.tableTag(name, end)
	top := len(o.items) == 0
	switch {
	case len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6' && top:
		if !end {
			o.inHeading = int(name[1] - '0')
			o.heading.Reset()
		} else if o.inHeading > 0 {
			o.setSection(o.heading.String(), o.inHeading)
			o.inHeading = 0
		}
	case name == "p" && top:
		o.inP = !end
		o.newLine()
	case name == "strong" && o.inP:
		switch {
		case end:
			o.inStrong, o.strongDone = false, true
		case o.strongDone:
			o.candidate = false
		default:
			o.inStrong = true
		}
	case name == "li" && !end:
		o.items = append(o.items, &item{})
	case name == "li" && end:
		if n := len(o.items); n > 0 {
			o.closeItem(o.items[n-1])
			o.items = o.items[:n-1]
		}
	case (name == "ul" || name == "ol" || name == "p") && !end:
		// A nested list or a second paragraph ends the item's first line.
		if n := len(o.items); n > 0 {
			it := o.items[n-1]
			if name != "p" || it.text.Len() > 0 {
				it.ended = true
			}
		}
	}
}

func (o *reader) closeItem(it *item) {
	if o.findings == 0 {
		return
	}
	if disposition(it.text.String()) == "FAIL" {
		o.Fails = append(o.Fails, it.text.String())
	}
}

// disposition is the first upper-case FAIL or NOTE after a colon in a
// bullet's first line (code masked), as a whole word, as a reader picks
// it out.
func disposition(s string) string {
	for _, m := range dispositionRE.FindAllStringSubmatchIndex(s, -1) {
		rest := s[m[1]:]
		if rest != "" {
			c := rest[0]
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' ||
				c == '-' && len(rest) > 1 && rest[1] != ' ' {
				continue
			}
		}
		return s[m[2]:m[3]]
	}
	return ""
}

var dispositionRE = regexp.MustCompile(`:[ \t]*(FAIL|NOTE)`)

// flushVerdicts reads each line of the block that ended for a verdict,
// with the lines after it: in a browser a soft break is a space.
func (o *reader) flushVerdicts() {
	for i := range o.pending {
		if v, ok := verdictOf(strings.Join(o.pending[i:], " ")); ok {
			o.Verdicts = append(o.Verdicts, v)
		}
	}
	o.pending = o.pending[:0]
}

// verdictOf reads rendered text as a person reads a verdict line: it
// opens with "Verdict" (or "Final", "Overall", "Review verdict"), a
// colon, dash or equals sign, then PASS or FAIL as a word after any
// emoji or punctuation. Emphasis and code markers a reader skips over
// (literal ones, after escapes) are dropped first. A value followed by
// "or" or the other value is a choice, no verdict: "".
func verdictOf(l string) (string, bool) {
	m := verdictRE.FindStringSubmatch(strings.NewReplacer("*", "", "_", "", "`", "").Replace(l))
	if m == nil {
		return "", false
	}
	if m[2] != "" && !strings.EqualFold(m[1], m[2]) {
		return "", true // "PASS or …", "PASS FAIL"; "FAIL FAIL" is one
	}
	return strings.ToUpper(m[1]), true
}

var verdictRE = regexp.MustCompile(`(?i)^\s*(?:(?:final|overall|review)\s+)?verdict\s*(?::|=|-|\x{2013}|\x{2014})[^\pL\pN]*(pass|fail)(?:$|[^\pL\pN]+(?:(or|pass|fail)(?:$|[^\pL\pN]))?)`)

// setSection follows the headings: a findings heading opens the findings
// section, which a heading of its level or above, or one naming another
// section, closes. A heading names a section when one of its lines is
// the name, after numbering or emoji, before punctuation or a
// parenthetical.
func (o *reader) setSection(text string, level int) {
	findings, known := false, false
	for _, l := range strings.Split(text, "\n") {
		if name := sectionName(l); name != "" {
			findings, known = name == "findings" || name == "finding", true
			break
		}
	}
	switch {
	case findings:
		o.findings = level
	case o.findings > 0 && (known || level <= o.findings):
		o.findings = 0
	}
}

func sectionName(l string) string {
	t := strings.ToLower(strings.Join(strings.Fields(strings.NewReplacer("*", "", "_", "", "`", "").Replace(l)), " "))
	t = strings.TrimLeftFunc(t, func(r rune) bool { return !unicode.IsLetter(r) })
	if i := strings.LastIndexByte(t, '('); i > 0 && strings.HasSuffix(t, ")") {
		t = t[:i]
	}
	t = strings.TrimRight(t, " .:;!-—–")
	for _, name := range []string{"findings", "finding", "coverage statement", "coverage", "verdict reason", "do not rebuild", "verdict"} {
		if t == name {
			return name
		}
	}
	return ""
}

func (o *reader) newLine() {
	o.candidate, o.inStrong, o.strongDone = true, false, false
	o.strongText.Reset()
}

func (o *reader) endLine() {
	if o.inHeading > 0 {
		o.heading.WriteByte('\n')
	}
	if o.inP && o.candidate && o.strongDone {
		o.setSection(o.strongText.String(), 7)
	}
	if o.inP {
		o.newLine()
	}
	l := strings.TrimSpace(o.line.String())
	masked := o.masked.String()
	o.line.Reset()
	o.masked.Reset()
	if l == "" {
		return
	}
	// The line's verdict is read with the rest of its block, which
	// renders after it on the same line (flushVerdicts).
	_, verdict := verdictOf(l)
	o.pending = append(o.pending, l)
	// A top-level text line under Findings that states a FAIL is a FAIL
	// finding to a reader too.
	if !verdict && o.findings > 0 && len(o.items) == 0 && o.inP && disposition(masked) == "FAIL" &&
		strings.TrimSpace(masked[:strings.IndexByte(masked, ':')]) != "" {
		o.Fails = append(o.Fails, l)
	}
	if n := len(o.items); n > 0 && o.items[n-1].text.Len() > 0 {
		o.items[n-1].ended = true
	}
}
