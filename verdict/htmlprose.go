package verdict

import "strings"

// htmlLines is prose with the HTML in it read as a reader of the file
// reads it: an HTML comment's delimiters (`<!--`, `-->`) and a block
// tag (`<p>`, `</summary>`, `<td align="left">`) end a line, as a
// browser sets a block on lines of its own and as a reader of the raw
// file sees the text after a comment's opening first; an inline tag
// (`<b>`, `</code>`, `<span class="x">`) is passed over, as emphasis
// is. A comment's text is kept: the file shows it to whoever reads the
// file, and an agent reading it takes it in. A tag is read only within
// one line, so that only its attributes, which no line opened with
// before, are passed over with it, and no line is taken for one. Each
// byte is read at most twice, whatever the `<`s.
func htmlLines(s string) string {
	if strings.IndexByte(s, '<') < 0 {
		return s
	}
	var b strings.Builder
	last, stop := 0, -1 // stop: the next '>' or line break at or after the last name read
	for i := strings.IndexByte(s, '<'); i >= 0; {
		if strings.HasPrefix(s[i:], "<!--") {
			b.WriteString(s[last:i])
			b.WriteByte('\n')
			last = i + len("<!--")
			end := strings.Index(s[last:], "-->")
			if end < 0 {
				break // a comment never closed runs to the end
			}
			b.WriteString(s[last : last+end])
			b.WriteByte('\n')
			last += end + len("-->")
			i = last
		} else if name, end, ok := htmlTag(s, i, &stop, false); ok {
			b.WriteString(s[last:i])
			if blockTag(name) {
				b.WriteByte('\n')
			}
			last = i + end
			i = last
		} else {
			i++
		}
		k := strings.IndexByte(s[i:], '<')
		if k < 0 {
			break
		}
		i += k
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// htmlTag reads the tag that opens s at i, its `<`: its name in lower
// case, its length past its `>`, and whether it is one, within the
// line: `<`, an optional `/`, a letter and then letters or digits, then
// the `>` or a blank or slash and anything but a line break up to it.
// Strict, it reads a tag as markdown does: hyphens in its name
// (`<my-tag>`) and only attributes after it (see tagAttributes), read
// up to the first byte that breaks them. stop holds the next `>` or
// line break at or after a name read before (or -1), so that the text
// after many names is looked through once for it.
func htmlTag(s string, i int, stop *int, strict bool) (string, int, bool) {
	j := i + 1
	if j < len(s) && s[j] == '/' {
		j++
	}
	k := j
	for k < len(s) && (isASCIILetter(s[k]) || k > j && (isDigit(s[k]) || strict && s[k] == '-')) {
		k++
	}
	if k == j || k >= len(s) {
		return "", 0, false
	}
	name := strings.ToLower(s[j:k])
	switch s[k] {
	case '>':
		return name, k + 1 - i, true
	case ' ', '\t', '/':
	default:
		return "", 0, false
	}
	if *stop < k {
		*stop = strings.IndexAny(s[k:], ">\n\r")
		if *stop < 0 {
			*stop = len(s)
		} else {
			*stop += k
		}
	}
	if *stop == len(s) || s[*stop] != '>' || strict && !tagAttributes(s[k:*stop]) {
		return "", 0, false
	}
	return name, *stop + 1 - i, true
}

// tagAttributes reports whether t, what follows a tag's name up to its
// `>`, is attributes as markdown reads them (each after a blank: a name
// of letters, digits and `_.:-`, then `=` and a value unquoted or in
// quotes) and an optional `/`: `<do n't merge >` is text a reader sees,
// no tag. It stops at the first byte that breaks them.
func tagAttributes(t string) bool {
	for i := 0; ; {
		j := i
		for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
			j++
		}
		switch {
		case j == len(t) || t[j:] == "/":
			return true
		case j == i || !isASCIILetter(t[j]) && t[j] != '_' && t[j] != ':':
			return false
		}
		for j < len(t) && (isASCIILetter(t[j]) || isDigit(t[j]) || strings.IndexByte("_.:-", t[j]) >= 0) {
			j++
		}
		v := j
		for v < len(t) && (t[v] == ' ' || t[v] == '\t') {
			v++
		}
		if v == len(t) || t[v] != '=' {
			i = j
			continue
		}
		v++
		for v < len(t) && (t[v] == ' ' || t[v] == '\t') {
			v++
		}
		if v == len(t) {
			return false
		}
		if q := t[v]; q == '"' || q == '\'' {
			e := strings.IndexByte(t[v+1:], q)
			if e < 0 {
				return false
			}
			i = v + 1 + e + 1
			continue
		}
		e := v
		for e < len(t) && strings.IndexByte(" \t\"'=<>`", t[e]) < 0 {
			e++
		}
		if e == v {
			return false
		}
		i = e
	}
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// blockTag reports whether an HTML element of this name is a block, set
// on lines of its own.
func blockTag(name string) bool {
	switch name {
	case "p", "div", "details", "summary", "section", "article", "aside", "header", "footer", "nav", "main",
		"blockquote", "pre", "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "td", "th",
		"h1", "h2", "h3", "h4", "h5", "h6", "hr", "figure", "figcaption", "caption", "center", "fieldset", "legend",
		"form", "address", "dialog", "menu", "br":
		return true
	}
	return false
}
