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

// Message is a commit message as git will record it, with its trailers.
type Message struct {
	// Lines are the lines kept after comments and scissors were removed.
	Lines []Line
	// Subject is the first non-blank kept line.
	Subject string
	// Trailers are those of the last paragraph, in order.
	Trailers []Trailer
}

// gitGeneratedPrefixes are the lines git itself writes into a trailer block;
// one of them lets a block qualify with only a quarter of trailer lines.
var gitGeneratedPrefixes = []string{"Signed-off-by: ", "(cherry picked from commit "}

// Parse cleans raw with the given comment prefixes and finds its trailers.
func Parse(raw []byte, commentPrefixes []string) Message {
	lines := Clean(raw, commentPrefixes)
	msg := Message{Lines: lines}
	start := 0
	for start < len(lines) && isBlank(lines[start].Text) {
		start++
	}
	if start < len(lines) {
		msg.Subject = lines[start].Text
	}
	msg.Trailers = parseBlock(lines[trailerBlockStart(lines, start):])
	return msg
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

// trailerBlockStart follows git's find_trailer_block_start: the block is the
// last paragraph after the title, accepted when every line is a trailer (or
// a continuation), or when a quarter are and one of them is git-generated.
// It returns len(lines) when there is no trailer block.
func trailerBlockStart(lines []Line, first int) int {
	endOfTitle := first
	for endOfTitle < len(lines) && !isBlank(lines[endOfTitle].Text) {
		endOfTitle++
	}
	onlySpaces, recognized := true, false
	trailerLines, nonTrailerLines, continuations := 0, 0, 0
	for i := len(lines) - 1; i >= endOfTitle; i-- {
		text := lines[i].Text
		if isBlank(text) {
			if onlySpaces {
				continue
			}
			nonTrailerLines += continuations
			if (recognized && trailerLines*3 >= nonTrailerLines) ||
				(trailerLines > 0 && nonTrailerLines == 0) {
				return i + 1
			}
			return len(lines)
		}
		onlySpaces = false
		switch {
		case hasGitGeneratedPrefix(text):
			trailerLines++
			continuations = 0
			recognized = true
		case separatorIndex(text) >= 1 && !startsWithSpace(text):
			trailerLines++
			continuations = 0
		case startsWithSpace(text):
			continuations++
		default:
			nonTrailerLines += 1 + continuations
			continuations = 0
		}
	}
	return len(lines)
}

// parseBlock reads the trailers of an accepted block, folding continuation
// lines into the trailer above them.
func parseBlock(block []Line) []Trailer {
	var trailers []Trailer
	last := -1
	for _, l := range block {
		text := l.Text
		if isBlank(text) {
			continue
		}
		if startsWithSpace(text) {
			if last >= 0 {
				trailers[last].Value = strings.TrimSpace(trailers[last].Value + " " + strings.TrimSpace(text))
			}
			continue
		}
		sep := separatorIndex(text)
		if sep < 1 {
			last = -1
			continue
		}
		trailers = append(trailers, Trailer{
			Key:   strings.TrimSpace(text[:sep]),
			Value: strings.TrimSpace(text[sep+1:]),
			Line:  l.Num,
		})
		last = len(trailers) - 1
	}
	return trailers
}

// separatorIndex follows git's find_separator with ":" as the only
// separator: a token of letters, digits and '-', optional blanks, then ':'.
// It returns -1 when the line is not shaped like a trailer.
func separatorIndex(line string) int {
	blankSeen := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case !blankSeen && (isAlnum(c) || c == '-'):
			continue
		case i > 0 && (c == ' ' || c == '\t'):
			blankSeen = true
			continue
		case c == ':':
			return i
		}
		return -1
	}
	return -1
}

func hasGitGeneratedPrefix(line string) bool {
	for _, p := range gitGeneratedPrefixes {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	return false
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func startsWithSpace(s string) bool { return s != "" && (s[0] == ' ' || s[0] == '\t') }

func isBlank(s string) bool { return strings.TrimSpace(s) == "" }
