package commitmsg

import "strings"

// trailerBlockStart follows git's find_trailer_block_start. The first
// paragraph (comment lines skipped) is the title and cannot hold trailers.
// Then, from the end, the last paragraph is the block when every line is a
// trailer or a continuation, or when a quarter are and one of them is
// git-generated. Comment lines are skipped, but they end a run of possible
// continuation lines, which then count as non-trailers. It returns
// len(lines) when there is no trailer block.
func trailerBlockStart(lines []Line, prefix string) int {
	endOfTitle := 0
	for endOfTitle < len(lines) {
		text := lines[endOfTitle].Text
		if !isComment(text, prefix) && isBlank(text) {
			break
		}
		endOfTitle++
	}
	onlySpaces, recognized := true, false
	trailerLines, nonTrailerLines, continuations := 0, 0, 0
	for i := len(lines) - 1; i >= endOfTitle; i-- {
		text := lines[i].Text
		switch {
		case isComment(text, prefix):
			nonTrailerLines += continuations
			continuations = 0
		case isBlank(text):
			if onlySpaces {
				continue
			}
			nonTrailerLines += continuations
			if (recognized && trailerLines*3 >= nonTrailerLines) ||
				(trailerLines > 0 && nonTrailerLines == 0) {
				return i + 1
			}
			return len(lines)
		case hasGitGeneratedPrefix(text):
			onlySpaces = false
			trailerLines++
			continuations = 0
			recognized = true
		case separatorIndex(text) >= 1 && !startsWithSpace(text):
			onlySpaces = false
			trailerLines++
			continuations = 0
		case startsWithSpace(text):
			onlySpaces = false
			continuations++
		default:
			onlySpaces = false
			nonTrailerLines += 1 + continuations
			continuations = 0
		}
	}
	return len(lines)
}

// parseBlock reads the trailers of an accepted block as git's
// trailer_info_get does: a line starting with a blank continues the line
// above when that one has a separator; comment lines are skipped but still
// end the trailer above them.
func parseBlock(block []Line, prefix string) []Trailer {
	var trailers []Trailer
	last := -1
	for _, l := range block {
		text := l.Text
		if last >= 0 && startsWithSpace(text) {
			trailers[last].Value = strings.TrimSpace(trailers[last].Value + " " + strings.TrimSpace(text))
			continue
		}
		last = -1
		if isComment(text, prefix) {
			continue
		}
		sep := separatorIndex(text)
		if sep < 1 {
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
		case c == ':':
			return i
		case !blankSeen && (isAlnum(c) || c == '-'):
			continue
		case i > 0 && (c == ' ' || c == '\t'):
			blankSeen = true
			continue
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
