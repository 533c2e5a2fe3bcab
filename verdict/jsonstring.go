package verdict

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// string reads a JSON string at p.pos (its opening quote) and returns it
// decoded. Invalid UTF-8 and lone surrogate escapes are errors: each is a way
// for two readers to see different text. A raw control character is the one
// thing repaired: it is read as if escaped and counted (see repairs), which
// is what escaping it in a copy and parsing again would give, without the
// copy or an offset map.
func (p *parser) string() (string, error) {
	start := p.pos
	p.pos++
	// Fast path: plain ASCII with no escapes, the common case.
	i := p.pos
	for i < len(p.src) {
		c := p.src[i]
		if c == '"' || c == '\\' || c < 0x20 || c >= utf8.RuneSelf {
			break
		}
		i++
	}
	if i < len(p.src) && p.src[i] == '"' {
		s := string(p.src[p.pos:i])
		p.pos = i + 1
		return s, nil
	}
	var b strings.Builder
	b.Write(p.src[p.pos:i])
	p.pos = i
	for {
		if p.pos >= len(p.src) {
			p.pos = start
			return "", p.errf("unterminated string")
		}
		c := p.src[p.pos]
		switch {
		case c == '"':
			p.pos++
			return b.String(), nil
		case c == '\\':
			if err := p.escape(&b); err != nil {
				return "", err
			}
		case c < 0x20:
			if p.repairs == 0 {
				p.firstRepair, p.firstRepairChar = p.base+p.pos, c
			}
			p.repairs++
			b.WriteByte(c)
			p.pos++
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			p.pos++
		default:
			r, size := utf8.DecodeRune(p.src[p.pos:])
			if r == utf8.RuneError && size == 1 {
				return "", p.errf("invalid UTF-8 byte 0x%02X inside a string", c)
			}
			b.Write(p.src[p.pos : p.pos+size])
			p.pos += size
		}
	}
}

// simpleEscapes maps the letter after a backslash to the byte it stands for;
// zero means the letter is not a one-character escape.
var simpleEscapes = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// escape decodes one backslash escape at p.pos into b.
func (p *parser) escape(b *strings.Builder) error {
	if p.pos+1 >= len(p.src) {
		return p.errf("unterminated escape in string")
	}
	c := p.src[p.pos+1]
	if r := simpleEscapes[c]; r != 0 {
		b.WriteByte(r)
		p.pos += 2
		return nil
	}
	if c != 'u' {
		p.pos++
		return p.errf("invalid escape \\%c in string", c)
	}
	r, ok := hex4(p.src, p.pos+2)
	if !ok {
		return p.errf("invalid \\u escape in string (want four hex digits)")
	}
	switch {
	case utf16.IsSurrogate(r) && r < 0xDC00:
		low, ok := rune(0), false
		if p.pos+7 < len(p.src) && p.src[p.pos+6] == '\\' && p.src[p.pos+7] == 'u' {
			low, ok = hex4(p.src, p.pos+8)
		}
		pair := utf16.DecodeRune(r, low)
		if !ok || pair == utf8.RuneError {
			return p.errf("lone surrogate \\u%04X in string", r)
		}
		b.WriteRune(pair)
		p.pos += 12
	case utf16.IsSurrogate(r):
		return p.errf("lone surrogate \\u%04X in string", r)
	default:
		b.WriteRune(r)
		p.pos += 6
	}
	return nil
}

// hex4 reads four hex digits at src[i:].
func hex4(src []byte, i int) (rune, bool) {
	if i+4 > len(src) {
		return 0, false
	}
	var r rune
	for _, c := range src[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// number reads a JSON number and keeps its literal; the contract has no
// numeric fields, so a number is only ever reported as the wrong type.
func (p *parser) number(v *value) error {
	start := p.pos
	digits := func() int {
		n := 0
		for p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
			p.pos++
			n++
		}
		return n
	}
	if p.src[p.pos] == '-' {
		p.pos++
	}
	if p.pos < len(p.src) && p.src[p.pos] == '0' {
		p.pos++
	} else if digits() == 0 {
		return p.errf("invalid number: expected a digit, got %s", p.describe())
	}
	if p.pos < len(p.src) && p.src[p.pos] == '.' {
		p.pos++
		if digits() == 0 {
			return p.errf("invalid number: expected a digit after '.', got %s", p.describe())
		}
	}
	if p.pos < len(p.src) && (p.src[p.pos] == 'e' || p.src[p.pos] == 'E') {
		p.pos++
		if p.pos < len(p.src) && (p.src[p.pos] == '+' || p.src[p.pos] == '-') {
			p.pos++
		}
		if digits() == 0 {
			return p.errf("invalid number: expected an exponent digit, got %s", p.describe())
		}
	}
	v.str = string(p.src[start:p.pos])
	return nil
}

// literal reads true, false or null.
func (p *parser) literal(word string) error {
	if len(p.src)-p.pos < len(word) || string(p.src[p.pos:p.pos+len(word)]) != word {
		return p.errf("unexpected %s, expected a value", p.describe())
	}
	p.pos += len(word)
	return nil
}
