package tomldepth

import "fmt"

// Max is the deepest nesting Check lets through: far beyond any
// configuration or Cargo manifest, far below a cost anyone notices.
const Max = 64

// Error says where a document nests too deeply.
type Error struct {
	Line  int
	Depth int
}

func (e *Error) Error() string {
	return fmt.Sprintf("line %d: keys and tables nest %d deep, more than the %d read", e.Line, e.Depth, Max)
}

// Check scans data once and returns an *Error when, at some point, the
// open inline tables and arrays plus the parts of the dotted keys and
// table header that lead there exceed Max. It reads strings (basic,
// literal, multi-line) and comments so that their brackets and dots do
// not count, and is otherwise lenient: what is not TOML is the parser's
// to refuse.
func Check(data []byte) error {
	s := scanner{data: data, line: 1}
	return s.run()
}

type scanner struct {
	data []byte
	i    int
	line int
	// header is the number of parts of the last table header.
	header int
	// open holds, for each open bracket, whether it is an inline table
	// and the key parts that led to it.
	open []level
	// key counts the parts of the key being read; inKey says one is.
	key   int
	inKey bool
}

type level struct {
	table bool
	parts int
}

func (s *scanner) depth() int {
	d := s.header + len(s.open) + s.key
	for _, l := range s.open {
		d += l.parts
	}
	return d
}

func (s *scanner) run() error {
	s.startKey()
	for s.i < len(s.data) {
		c := s.data[s.i]
		switch {
		case c == '\n':
			s.line++
			s.i++
			if len(s.open) == 0 {
				s.startKey()
			}
		case c == '#':
			for s.i < len(s.data) && s.data[s.i] != '\n' {
				s.i++
			}
		case c == '"' || c == '\'':
			s.skipString(c)
		case c == '[' && len(s.open) == 0 && s.inKey && s.key == 1:
			s.readHeader()
		case c == '[' || c == '{':
			s.open = append(s.open, level{table: c == '{', parts: s.key})
			s.key, s.inKey = 0, false
			if c == '{' {
				s.startKey()
			}
			s.i++
		case c == ']' || c == '}':
			if n := len(s.open); n > 0 {
				s.open = s.open[:n-1]
			}
			s.key, s.inKey = 0, false
			s.i++
		case c == ',' && len(s.open) > 0 && s.open[len(s.open)-1].table:
			s.startKey()
			s.i++
		case c == '=':
			s.inKey = false
			s.i++
		case c == '.' && s.inKey:
			s.key++
			s.i++
		default:
			s.i++
		}
		if d := s.depth(); d > Max {
			return &Error{Line: s.line, Depth: d}
		}
	}
	return nil
}

// startKey begins a key of one part.
func (s *scanner) startKey() { s.key, s.inKey = 1, true }

// readHeader reads `[a.b]` or `[[a.b]]` to its end, counting its parts.
func (s *scanner) readHeader() {
	s.header = 1
	s.key, s.inKey = 0, false
	s.i++
	for s.i < len(s.data) {
		c := s.data[s.i]
		switch c {
		case '\n':
			return // unclosed: the parser says so
		case '"', '\'':
			s.skipString(c)
			continue
		case '.':
			s.header++
		case ']':
			s.i++
			if s.i < len(s.data) && s.data[s.i] == ']' {
				s.i++
			}
			return
		}
		s.i++
		if s.header > Max {
			return
		}
	}
}

// skipString moves past a string opening at s.i with quote q, counting
// the lines a multi-line one spans.
func (s *scanner) skipString(q byte) {
	if s.i+2 < len(s.data) && s.data[s.i+1] == q && s.data[s.i+2] == q {
		s.i += 3
		for s.i < len(s.data) {
			c := s.data[s.i]
			switch {
			case c == '\n':
				s.line++
			case c == '\\' && q == '"':
				s.i++
				if s.i < len(s.data) && s.data[s.i] == '\n' {
					s.line++
				}
			case c == q && s.i+2 < len(s.data) && s.data[s.i+1] == q && s.data[s.i+2] == q:
				s.i += 3
				// Up to two more quotes close the string with them.
				for k := 0; k < 2 && s.i < len(s.data) && s.data[s.i] == q; k++ {
					s.i++
				}
				return
			}
			s.i++
		}
		return
	}
	s.i++
	for s.i < len(s.data) {
		c := s.data[s.i]
		switch {
		case c == '\n':
			return // unterminated: the parser says so
		case c == '\\' && q == '"':
			s.i++
		case c == q:
			s.i++
			return
		}
		s.i++
	}
}
