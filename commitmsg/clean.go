package commitmsg

import (
	"bytes"
	"strings"
)

// autoCandidates are the comment characters git chooses from, in order,
// when core.commentChar is "auto".
const autoCandidates = "#;@!$%^&|:"

// scissors is what follows the comment prefix and a space on the line below
// which `git commit -v` puts the diff; git drops that line and all after it.
const scissors = "------------------------ >8 ------------------------"

// Line is one line of the message with its 1-based number in the file, so
// that diagnostics point at the file git handed the hook.
type Line struct {
	Num  int
	Text string
}

// CommentPrefixes turns the core.commentChar setting into the line prefixes
// that mark comments in raw.
//
// Unset or empty means "#". Any other value is used as given (git 2.45 and
// later accept a multi-byte comment string). "auto" is ambiguous once git
// has written its comments into the file, because git picked the first
// character of "#;@!$%^&|:" that began no line of the message *before* the
// comments were added. We treat "#" as a comment prefix always and, when no
// line begins with "#", also the first candidate that does begin a line: that
// is the character git chose. The cost is that, when git chose another
// character because the message had lines beginning with "#", those lines
// are dropped too; they cannot be trailers, which start with a letter.
func CommentPrefixes(setting string, raw []byte) []string {
	switch setting {
	case "":
		return []string{"#"}
	case "auto":
	default:
		return []string{setting}
	}
	prefixes := []string{"#"}
	starts := make(map[byte]bool)
	for _, l := range bytes.Split(raw, []byte("\n")) {
		if len(l) > 0 {
			starts[l[0]] = true
		}
	}
	if starts['#'] {
		return prefixes
	}
	for i := 1; i < len(autoCandidates); i++ {
		if c := autoCandidates[i]; starts[c] {
			return append(prefixes, string(c))
		}
	}
	return prefixes
}

// Clean returns the lines git keeps in the message: it drops lines that
// start with a comment prefix, and the scissors line with everything after
// it. A trailing carriage return is removed from each line.
func Clean(raw []byte, prefixes []string) []Line {
	text := string(raw)
	text = strings.TrimSuffix(text, "\n")
	if text == "" {
		return nil
	}
	var kept []Line
	for i, t := range strings.Split(text, "\n") {
		t = strings.TrimSuffix(t, "\r")
		if isScissors(t, prefixes) {
			break
		}
		if isComment(t, prefixes) {
			continue
		}
		kept = append(kept, Line{Num: i + 1, Text: t})
	}
	return kept
}

func isComment(line string, prefixes []string) bool {
	for _, p := range prefixes {
		if p != "" && strings.HasPrefix(line, p) {
			return true
		}
	}
	return false
}

func isScissors(line string, prefixes []string) bool {
	for _, p := range prefixes {
		if p != "" && strings.TrimRight(line, " \t") == p+" "+scissors {
			return true
		}
	}
	return false
}
