package commitmsg

import "strings"

// trailerBlockStart follows git's find_trailer_block_start. The first
// paragraph (comment lines skipped) is the title and cannot hold trailers.
// Then, from the end, the last paragraph is the block when every line is a
// trailer or a continuation, or when a quarter are and one of them is
// git-generated. Comment lines are skipped, but they end a run of possible
// continuation lines, which then count as non-trailers. It returns
// len(lines) when there is no trailer block.
func trailerBlockStart(lines []Line, prefix string, syn Syntax) int {
	seps := syn.separators()
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
		case separatorIndex(text, seps) >= 1 && !startsWithSpace(text):
			onlySpaces = false
			trailerLines++
			continuations = 0
			if !recognized && syn.recognized(text, separatorIndex(text, seps)) {
				recognized = true
			}
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
// end the trailer above them. Continuations are gathered and joined once,
// so that a value folded over many lines costs its length, not its square.
func parseBlock(block []Line, prefix string, syn Syntax) []Trailer {
	seps := syn.separators()
	var trailers []Trailer
	var value strings.Builder
	open := false
	flush := func() {
		if open {
			trailers[len(trailers)-1].Value = unfold(strings.TrimSpace(value.String()))
			value.Reset()
			open = false
		}
	}
	for _, l := range block {
		text := l.Text
		if open && startsWithSpace(text) {
			value.WriteByte('\n')
			value.WriteString(text)
			continue
		}
		flush()
		if isComment(text, prefix) {
			continue
		}
		sep := separatorIndex(text, seps)
		if sep < 1 {
			continue
		}
		trailers = append(trailers, Trailer{
			Key:  syn.canonicalKey(strings.TrimSpace(text[:sep])),
			Line: l.Num,
		})
		value.WriteString(text[sep+1:])
		open = true
	}
	flush()
	return trailers
}

// unfold is git's unfold_value: each line break, with the blanks after
// it, becomes one space.
func unfold(v string) string {
	if !strings.Contains(v, "\n") {
		return v
	}
	var b strings.Builder
	b.Grow(len(v))
	for i := 0; i < len(v); {
		c := v[i]
		i++
		if c != '\n' {
			b.WriteByte(c)
			continue
		}
		for i < len(v) && isSpace(v[i]) {
			i++
		}
		b.WriteByte(' ')
	}
	return strings.TrimSpace(b.String())
}

// isSpace is C's isspace in the C locale.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// separatorIndex follows git's find_separator: a token of letters, digits
// and '-', optional blanks, then one of seps. It returns -1 when the line
// is not shaped like a trailer.
func separatorIndex(line, seps string) int {
	blankSeen := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case strings.IndexByte(seps, c) >= 0:
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
