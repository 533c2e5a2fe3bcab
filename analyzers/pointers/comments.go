package pointers

import (
	"path"
	"strings"
)

// commentStyle is how one family of languages writes comments.
type commentStyle struct {
	line   string // line-comment marker
	block  bool   // /* ... */
	quotes string // characters that open a string on one line
}

var (
	slashStyle = commentStyle{line: "//", block: true, quotes: "\"'`"}
	rustStyle  = commentStyle{line: "//", block: true, quotes: "\""}
	hashStyle  = commentStyle{line: "#", quotes: "\"'"}
)

// styleFor picks the comment style by extension; false for files whose
// comments are not read.
func styleFor(p string) (commentStyle, bool) {
	switch strings.ToLower(path.Ext(p)) {
	case ".go", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts", ".java", ".c", ".h",
		".cc", ".cpp", ".hpp", ".cs", ".swift", ".kt", ".scala", ".php", ".proto":
		return slashStyle, true
	case ".rs":
		return rustStyle, true
	case ".py", ".sh", ".bash", ".rb", ".toml", ".yaml", ".yml", ".pl", ".r":
		return hashStyle, true
	}
	return commentStyle{}, false
}

// commentLines returns the comment text of src, line by line. Strings are
// tracked within a line only, enough to keep "http://x" from opening a
// comment; a multi-line string is rare where pointers matter.
func commentLines(style commentStyle, src string) []line {
	var out []line
	inBlock := false
	for i, text := range strings.Split(src, "\n") {
		var comment strings.Builder
		var quote byte
		for j := 0; j < len(text); j++ {
			c := text[j]
			switch {
			case inBlock:
				if strings.HasPrefix(text[j:], "*/") {
					inBlock = false
					j++
				} else {
					comment.WriteByte(c)
				}
			case quote != 0:
				if c == '\\' {
					j++
				} else if c == quote {
					quote = 0
				}
			case strings.HasPrefix(text[j:], style.line):
				comment.WriteString(text[j+len(style.line):])
				j = len(text)
			case style.block && strings.HasPrefix(text[j:], "/*"):
				inBlock = true
				j++
			case strings.IndexByte(style.quotes, c) >= 0:
				quote = c
			}
		}
		if comment.Len() > 0 {
			out = append(out, line{comment.String(), i + 1})
		}
	}
	return out
}
