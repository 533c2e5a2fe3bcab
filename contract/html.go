package contract

import "strings"

// htmlKind is the CommonMark HTML block type (1–6) a line opened, which
// decides how the block ends. Type 7 (any lone tag) cannot interrupt a
// paragraph and is rare in reports; it is read as text.
type htmlKind uint8

const (
	htmlNone     htmlKind = iota
	htmlRaw               // 1: <script>, <pre>, <style>, <textarea>
	htmlComment           // 2: <!-- … -->
	htmlPI                // 3: <? … ?>
	htmlDecl              // 4: <!X … >
	htmlCDATA             // 5: <![CDATA[ … ]]>
	htmlBlockTag          // 6: a block-level tag, ends at a blank line
)

var rawTags = []string{"script", "pre", "style", "textarea"}

var blockTags = map[string]bool{
	"address": true, "article": true, "aside": true, "base": true, "basefont": true,
	"blockquote": true, "body": true, "caption": true, "center": true, "col": true,
	"colgroup": true, "dd": true, "details": true, "dialog": true, "dir": true,
	"div": true, "dl": true, "dt": true, "fieldset": true, "figcaption": true,
	"figure": true, "footer": true, "form": true, "frame": true, "frameset": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"head": true, "header": true, "hr": true, "html": true, "iframe": true,
	"legend": true, "li": true, "link": true, "main": true, "menu": true,
	"menuitem": true, "nav": true, "noframes": true, "ol": true, "optgroup": true,
	"option": true, "p": true, "param": true, "search": true, "section": true,
	"summary": true, "table": true, "tbody": true, "td": true, "tfoot": true,
	"th": true, "thead": true, "title": true, "tr": true, "track": true, "ul": true,
}

// htmlStart reports which HTML block, if any, rest (a line from its first
// non-space character) opens.
func htmlStart(rest string) htmlKind {
	if len(rest) < 2 || rest[0] != '<' {
		return htmlNone
	}
	switch {
	case strings.HasPrefix(rest, "<!--"):
		return htmlComment
	case strings.HasPrefix(rest, "<?"):
		return htmlPI
	case strings.HasPrefix(rest, "<![CDATA["):
		return htmlCDATA
	case rest[1] == '!' && len(rest) > 2 && isASCIILetter(rest[2]):
		return htmlDecl
	}
	name := rest[1:]
	closing := strings.HasPrefix(name, "/")
	name = strings.TrimPrefix(name, "/")
	end := 0
	for end < len(name) && (isASCIILetter(name[end]) || (end > 0 && name[end] >= '0' && name[end] <= '9')) {
		end++
	}
	tag, after := strings.ToLower(name[:end]), name[end:]
	if tag == "" {
		return htmlNone
	}
	if !closing && contains(rawTags, tag) && (after == "" || after[0] == ' ' || after[0] == '\t' || after[0] == '>') {
		return htmlRaw
	}
	if blockTags[tag] && (after == "" || after[0] == ' ' || after[0] == '\t' || after[0] == '>' || strings.HasPrefix(after, "/>")) {
		return htmlBlockTag
	}
	return htmlNone
}

// htmlEnds reports whether s contains the end condition of an HTML block of
// kind k. Type 6 ends at a blank line, which the scanner checks itself.
func htmlEnds(k htmlKind, s string) bool {
	switch k {
	case htmlRaw:
		lower := strings.ToLower(s)
		for _, t := range rawTags {
			if strings.Contains(lower, "</"+t+">") {
				return true
			}
		}
	case htmlComment:
		return strings.Contains(s, "-->")
	case htmlPI:
		return strings.Contains(s, "?>")
	case htmlDecl:
		return strings.Contains(s, ">")
	case htmlCDATA:
		return strings.Contains(s, "]]>")
	}
	return false
}

func isASCIILetter(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
