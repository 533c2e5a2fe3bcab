package commitmsg

import "strings"

// Trailer is one `Key: value` line of the trailer block. Value has its
// continuation lines unfolded into single spaces, as
// `git interpret-trailers --parse` prints it; Line is where the key is.
type Trailer struct {
	Key   string
	Value string
	Line  int
}

// Message is a commit message with its trailers, as git reads them.
type Message struct {
	// Lines are the lines of the message, comment lines included: git
	// skips those where it looks for trailers, it does not delete them.
	Lines []Line
	// Subject is the first non-blank line.
	Subject string
	// Trailers are those of the trailer block, in order.
	Trailers []Trailer
}

// gitGeneratedPrefixes are the lines git itself writes into a trailer block;
// one of them lets a block qualify with only a quarter of trailer lines.
var gitGeneratedPrefixes = []string{"Signed-off-by: ", "(cherry picked from commit "}

// Parse reads a message the way `git interpret-trailers --parse` and
// `git log --format=%(trailers)` do, with commentPrefix as the comment
// string ("" for none): lines starting with it are skipped, not removed,
// and nothing below a scissors line counts.
func Parse(raw []byte, commentPrefix string) Message {
	return parseLines(splitLines(raw), commentPrefix, Syntax{})
}

// ParseSyntax is Parse under the trailer configuration syn.
func ParseSyntax(raw []byte, commentPrefix string, syn Syntax) Message {
	return parseLines(splitLines(raw), commentPrefix, syn)
}

// ParseReadings returns the messages whose trailers git's tools read from
// a stored message: whole, as `git log --format=%(trailers)` reads it, and,
// when a line opens with `---` and white space, cut at that line, as `git
// interpret-trailers` reads it and as `git am` records a message mailed
// by format-patch (the divider of a patch). A trailer either reading
// finds is checked: one hidden below the divider from the first reading
// is a real trailer after the message travels as a patch.
func ParseReadings(raw []byte, commentPrefix string, syn Syntax) []Message {
	lines := splitLines(raw)
	return withDivider(lines, func(ls []Line) Message { return parseLines(ls, commentPrefix, syn) })
}

// withDivider reads lines whole and, where a patch divider cuts them,
// above the divider too.
func withDivider(lines []Line, read func([]Line) Message) []Message {
	msgs := []Message{read(lines)}
	if cut := dividerAt(lines); cut < len(lines) {
		msgs = append(msgs, read(lines[:cut]))
	}
	return msgs
}

// dividerAt returns the index of the first line git's trailer code takes
// for a patch's divider, three dashes then white space (a line of three
// dashes alone included, its newline being the white space), or
// len(lines) when there is none. A last line with no newline after
// `---` ends the input there, which is no white space.
func dividerAt(lines []Line) int {
	for i, l := range lines {
		rest, ok := strings.CutPrefix(l.Text, "---")
		if !ok {
			continue
		}
		if rest == "" && !l.open || rest != "" && strings.ContainsRune(" \t\v\f\r", rune(rest[0])) {
			return i
		}
	}
	return len(lines)
}

func parseLines(lines []Line, commentPrefix string, syn Syntax) Message {
	msg := Message{Lines: lines}
	for _, l := range lines {
		if !isBlank(l.Text) {
			msg.Subject = l.Text
			break
		}
	}
	end := endOfLog(lines, commentPrefix)
	start := trailerBlockStart(lines[:end], commentPrefix, syn)
	msg.Trailers = parseBlock(lines[start:end], commentPrefix, syn)
	return msg
}

// HasTrailer reports whether any of msgs holds a trailer whose key
// matches key.
func HasTrailer(msgs []Message, key string) bool {
	for _, m := range msgs {
		if len(m.Values(key)) > 0 {
			return true
		}
	}
	return false
}

// Values returns the values of the trailers whose key matches key, compared
// case-insensitively as git does.
func (m Message) Values(key string) []Trailer {
	var found []Trailer
	for _, t := range m.Trailers {
		if strings.EqualFold(t.Key, key) {
			found = append(found, t)
		}
	}
	return found
}

// endOfLog follows git's ignore_non_trailer: the message ends at the
// scissors line, and before the run of comment lines, empty lines and an
// old-style "Conflicts:" block that closes it.
func endOfLog(lines []Line, prefix string) int {
	cutoff := scissorsAt(lines, prefix)
	boc, inConflicts := -1, false
	for i, l := range lines[:cutoff] {
		switch {
		case isComment(l.Text, prefix) || l.Text == "":
			if boc < 0 {
				boc = i
			}
		case l.Text == "Conflicts:" && !l.open:
			inConflicts = true
			if boc < 0 {
				boc = i
			}
		case inConflicts && strings.HasPrefix(l.Text, "\t"):
		default:
			boc, inConflicts = -1, false
		}
	}
	if boc >= 0 {
		return boc
	}
	return cutoff
}
