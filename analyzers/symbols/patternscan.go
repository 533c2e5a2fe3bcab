package symbols

import "bytes"

// scanner walks a pattern-language file, skipping comments and tracking
// strings, so that wordRefs sees each word once with its line and whether
// it sits in a string.
type scanner struct {
	src   []byte
	lang  Language
	i     int
	line  int
	quote []byte // the open string's closing delimiter, nil outside strings
}

// next advances past one byte or one skipped region and returns the offset
// of a word starting there (-1 if none) and whether it is inside a string.
func (s *scanner) next() (int, bool) {
	c := s.src[s.i]
	switch {
	case c == '\n':
		s.line++
		if len(s.quote) == 1 {
			s.quote = nil // an unterminated one-line string ends with its line
		}
	case s.quote != nil:
		if c == '\\' {
			s.i++
		} else if bytes.HasPrefix(s.src[s.i:], s.quote) {
			s.i += len(s.quote)
			s.quote = nil
			return -1, false
		} else if s.wordStart() {
			return s.i, true
		}
	case s.lang.LineComment != "" && bytes.HasPrefix(s.src[s.i:], []byte(s.lang.LineComment)):
		s.skipTo([]byte("\n"), false)
		return -1, false
	case s.lang.LineComment == "//" && bytes.HasPrefix(s.src[s.i:], []byte("/*")):
		s.i += 2
		s.skipTo([]byte("*/"), true)
		return -1, false
	case s.lang.LineComment == "#" && (bytes.HasPrefix(s.src[s.i:], []byte(`"""`)) || bytes.HasPrefix(s.src[s.i:], []byte("'''"))):
		delim := s.src[s.i : s.i+3]
		if s.statementStart() {
			s.i += 3
			s.skipTo(delim, true) // a docstring is documentation
			return -1, false
		}
		s.quote = delim
		s.i += 3
		return -1, false
	case isQuote(s.lang, c):
		s.quote = []byte{c}
	case s.wordStart():
		return s.i, false
	}
	s.i++
	return -1, false
}

func (s *scanner) wordStart() bool {
	return isWordByte(s.src[s.i]) && (s.i == 0 || !isWordByte(s.src[s.i-1]))
}

// statementStart: only blanks precede offset i on its line.
func (s *scanner) statementStart() bool {
	for j := s.i - 1; j >= 0 && s.src[j] != '\n'; j-- {
		if s.src[j] != ' ' && s.src[j] != '\t' {
			return false
		}
	}
	return true
}

// skipTo moves past the next end (or to the end of src), counting lines;
// a line comment stops before its newline.
func (s *scanner) skipTo(end []byte, past bool) {
	k := bytes.Index(s.src[s.i:], end)
	stop := len(s.src)
	if k >= 0 {
		stop = s.i + k
		if past {
			stop += len(end)
		}
	}
	s.line += bytes.Count(s.src[s.i:stop], []byte("\n"))
	s.i = stop
}

// isQuote: a Rust ' is a lifetime or a char, never an unterminated string,
// so only " opens a string there.
func isQuote(lang Language, c byte) bool {
	switch c {
	case '"':
		return true
	case '\'':
		return lang.Name != "rust"
	case '`':
		return lang.Name == "typescript"
	}
	return false
}
