package verdict

import "strings"

// codeBlocksOut is a JSON string's text with its code blocks blanked, as
// GitHub renders the text: a fenced block (three or more backticks or
// tildes opening a line indented at most three spaces, closed by a
// longer or equal run of the same character, or by the end of the text)
// and an indented block (lines indented four columns after a blank line
// or the start) are code, not prose, and state no vote (```` ```\n-1.\n```
// ````). A block that holds a JSON object (`{` then a quoted key) is
// kept: a verdict written there (```` ```json\n{"verdict": "reject"}
// ```` ) is one to the agent that reads the string. Only blocks outside
// any container are read: from the first line outside code that opens
// a list item, a quote or an HTML block, a fence may belong to the
// container or be closed by it, so the rest is left as written and
// read as prose, never dropped on a guess. Each line is read at most
// twice.
func codeBlocksOut(s string) string {
	if !strings.Contains(s, "```") && !strings.Contains(s, "~~~") && !strings.Contains(s, "    ") && !strings.Contains(s, "\t") {
		return s
	}
	if strings.IndexByte(s, '\r') >= 0 {
		s = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(s)
	}
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	b.Grow(len(s))
	fence := ""       // the open fence's run, or ""
	indented := false // in an indented block
	from := -1        // the first line of the open block
	blank := true     // the line before was blank, or there was none
	// end writes the block of lines[from:to]: blanked, or as written
	// when it holds a JSON object.
	end := func(to int) {
		block := lines[from:to]
		if holdsJSONObject(block) {
			for _, l := range block {
				b.WriteString(l)
			}
		} else {
			for _, l := range block {
				if strings.HasSuffix(l, "\n") {
					b.WriteByte('\n')
				}
			}
		}
		from = -1
	}
	for i, line := range lines {
		body := strings.TrimRight(line, "\n")
		switch {
		case fence != "":
			if closesFence(body, fence) {
				fence = ""
				end(i + 1)
			}
			continue
		case indented && (isBlankLine(body) || indentCols(body) >= 4):
			continue
		case indented:
			indented = false
			end(i)
		}
		if run, ok := opensFence(body); ok {
			fence, from, blank = run, i, false
			continue
		}
		if blank && !isBlankLine(body) && indentCols(body) >= 4 {
			indented, from = true, i
			continue
		}
		if opensContainer(body) {
			for _, rest := range lines[i:] {
				b.WriteString(rest)
			}
			return b.String()
		}
		b.WriteString(line)
		blank = isBlankLine(body)
	}
	if from >= 0 {
		end(len(lines))
	}
	return b.String()
}

// holdsJSONObject reports whether lines hold a `{` followed, past
// blanks and line breaks, by a quote: a JSON object with a key.
func holdsJSONObject(lines []string) bool {
	brace := false
	for _, l := range lines {
		for i := 0; i < len(l); i++ {
			switch c := l[i]; {
			case c == '{':
				brace = true
			case c == '"' && brace:
				return true
			case c != ' ' && c != '\t' && c != '\n':
				brace = false
			}
		}
	}
	return false
}

// opensFence returns the run of backticks or tildes that opens a fenced
// code block on line, indented by at most three spaces (a tab there is
// read as no fence, the safe side: the line stays prose).
func opensFence(line string) (string, bool) {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 || len(t) < 3 || t[0] != '`' && t[0] != '~' {
		return "", false
	}
	n := 0
	for n < len(t) && t[n] == t[0] {
		n++
	}
	if n < 3 || t[0] == '`' && strings.IndexByte(t[n:], '`') >= 0 {
		return "", false // a backtick in the info string: a code span
	}
	return t[:n], true
}

// closesFence reports whether line closes the fence opened by run: the
// same character, as many or more, indented at most three spaces,
// nothing but blanks after.
func closesFence(line, run string) bool {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 {
		return false
	}
	n := 0
	for n < len(t) && t[n] == run[0] {
		n++
	}
	return n >= len(run) && strings.TrimRight(t[n:], " \t") == ""
}

// opensContainer reports whether line, indented at most three columns,
// opens a block quote, a list item or an HTML block, any of which may
// hold a fence or end one, or a footnote definition (`[^1]: note`),
// whose indented lines are its paragraphs, or what may be a link
// reference definition (`[x]: /u`), after which an indented line may
// run on as prose.
func opensContainer(line string) bool {
	t := strings.TrimLeft(line, " \t")
	if indentCols(line) > 3 || t == "" {
		return false
	}
	switch t[0] {
	case '>', '<':
		return true
	case '[':
		// The label may run over lines; its `]:` is looked for on
		// this one only, once.
		return strings.Contains(t, "]:") || !strings.Contains(t, "]")
	case '-', '+', '*':
		return len(t) == 1 || t[1] == ' ' || t[1] == '\t'
	}
	// An ordered list item's number has at most nine digits.
	n := 0
	for n < len(t) && n < 10 && isDigit(t[n]) {
		n++
	}
	if n == 0 || n > 9 || n == len(t) || t[n] != '.' && t[n] != ')' {
		return false
	}
	return n+1 == len(t) || t[n+1] == ' ' || t[n+1] == '\t'
}

// indentCols is the columns of blanks opening line, a tab reaching the
// next multiple of four.
func indentCols(line string) int {
	col := 0
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case ' ':
			col++
		case '\t':
			col += 4 - col%4
		default:
			return col
		}
	}
	return col
}

func isBlankLine(line string) bool { return strings.TrimLeft(line, " \t") == "" }
