package commitmsg

import "strings"

// scissors is what follows the comment prefix and a space on the line below
// which `git commit -v` puts the diff (git's cut_line).
const scissors = "------------------------ >8 ------------------------"

// Line is one line of the message with its 1-based number in the file, so
// that diagnostics point at the file git handed the hook or at the line of
// the stored message.
type Line struct {
	Num  int
	Text string
	// open is set on a last line with no newline after it: git's scissors
	// pattern includes the newline, so such a line never cuts.
	open bool
}

// splitLines numbers the lines of raw. A trailing carriage return is
// removed from each line, as git's blank-line and trim checks ignore it.
func splitLines(raw []byte) []Line {
	text := string(raw)
	if text == "" {
		return nil
	}
	parts := strings.Split(text, "\n")
	open := true
	if parts[len(parts)-1] == "" {
		parts, open = parts[:len(parts)-1], false
	}
	lines := make([]Line, len(parts))
	for i, t := range parts {
		lines[i] = Line{Num: i + 1, Text: strings.TrimSuffix(t, "\r")}
	}
	lines[len(lines)-1].open = open
	return lines
}

// isComment is git's test for a comment line: it starts with the comment
// string, with no leading blanks allowed.
func isComment(line, prefix string) bool {
	return prefix != "" && strings.HasPrefix(line, prefix)
}

// isScissors matches git's wt_status_locate_end exactly: the comment
// string, one space, the cut line, a newline; no trailing blanks.
func isScissors(l Line, prefix string) bool {
	t := l.Text
	return prefix != "" && !l.open && len(t) == len(prefix)+1+len(scissors) &&
		strings.HasPrefix(t, prefix) && t[len(prefix)] == ' ' && strings.HasSuffix(t, scissors)
}

// scissorsAt returns the index of the first scissors line, or len(lines).
func scissorsAt(lines []Line, prefix string) int {
	for i, l := range lines {
		if isScissors(l, prefix) {
			return i
		}
	}
	return len(lines)
}

// isBlank is git's is_blank_line: nothing but whitespace.
func isBlank(s string) bool { return strings.TrimSpace(s) == "" }

// startsWithSpace is git's isspace(line[0]) for the continuation test.
func startsWithSpace(s string) bool { return s != "" && (s[0] == ' ' || s[0] == '\t') }
