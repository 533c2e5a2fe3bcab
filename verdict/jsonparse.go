package verdict

import "fmt"

// parser reads one JSON value from src; offsets it reports are src offsets
// plus base, i.e. offsets in the whole file.
type parser struct {
	src    []byte
	pos    int
	base   int
	depth  int
	values int
	dups   []duplicate
	// repairs counts raw control characters read inside strings; the first
	// one's file offset and byte are kept for the diagnostic.
	repairs         int
	firstRepair     int
	firstRepairChar byte
	// file is the whole file src was cut from, or nil: what follows src in
	// it names a mistake better than the end of src does (a broken object
	// is cut just after the byte where it broke).
	file []byte
}

// parseJSON parses src as exactly one JSON value with nothing but whitespace
// around it. The parser it returns tells how many repairs the value needed.
func parseJSON(src []byte, base int) (*value, *parser, error) {
	return parseIn(nil, src, base)
}

// parseIn is parseJSON for src = file[base:base+len(src)].
func parseIn(file, src []byte, base int) (*value, *parser, error) {
	p := &parser{src: src, base: base, file: file}
	v, err := p.value()
	if err != nil {
		return nil, p, err
	}
	p.skipSpace()
	if p.pos < len(p.src) {
		return nil, p, p.errf("unexpected %s after the end of the JSON value", p.describe())
	}
	return v, p, nil
}

func (p *parser) errf(format string, args ...any) error {
	return &syntaxError{off: p.base + p.pos, msg: fmt.Sprintf(format, args...)}
}

// describe names the byte at the current position for an error message.
func (p *parser) describe() string {
	if p.pos >= len(p.src) {
		return "end of input"
	}
	return fmt.Sprintf("character %q", p.src[p.pos])
}

func (p *parser) skipSpace() {
	for p.pos < len(p.src) {
		switch p.src[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) value() (*value, error) {
	p.skipSpace()
	if p.values++; p.values > maxValues {
		return nil, p.errf("more than %d values: not a verdict", maxValues)
	}
	if p.pos >= len(p.src) {
		return nil, p.errf("unexpected end of input, expected a value")
	}
	v := &value{off: p.base + p.pos}
	switch c := p.src[p.pos]; {
	case c == '{' || c == '[':
		// Depth is capped, not unbounded recursion: 100,000 nested brackets
		// must be an error, never a stack overflow.
		if p.depth++; p.depth > maxDepth {
			return nil, p.errf("nesting deeper than %d levels", maxDepth)
		}
		defer func() { p.depth-- }()
		if c == '{' {
			return v, p.object(v)
		}
		return v, p.array(v)
	case c == '"':
		v.kind = kindString
		s, err := p.string()
		v.str = s
		return v, err
	case c == '-' || (c >= '0' && c <= '9'):
		v.kind = kindNumber
		return v, p.number(v)
	case c == 't':
		v.kind, v.str = kindBool, "true"
		return v, p.literal("true")
	case c == 'f':
		v.kind, v.str = kindBool, "false"
		return v, p.literal("false")
	case c == 'n':
		v.kind = kindNull
		return v, p.literal("null")
	}
	if identStart(p.src[p.pos]) {
		word := bareWord(p.ahead())
		return nil, p.errf("%s is not in quotes: JSON strings take double quotes, write \"%s\"", word, word)
	}
	return nil, p.unexpected("a value")
}

func (p *parser) object(v *value) error {
	v.kind = kindObject
	p.pos++
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == '}' {
		p.pos++
		return nil
	}
	var seen map[string]int // built only for large objects, to stay linear
	comma := -1
	for {
		p.skipSpace()
		if p.pos >= len(p.src) || p.src[p.pos] != '"' {
			return p.badKey(comma)
		}
		keyOff := p.base + p.pos
		key, err := p.string()
		if err != nil {
			return err
		}
		if first, ok := lookup(v, &seen, key, keyOff); ok {
			p.dups = append(p.dups, duplicate{key: key, off: keyOff, firstOff: first})
		}
		p.skipSpace()
		if p.pos >= len(p.src) || p.src[p.pos] != ':' {
			return p.errf("unexpected %s, expected ':' after key %q", p.describe(), key)
		}
		p.pos++
		val, err := p.value()
		if err != nil {
			return err
		}
		v.members = append(v.members, member{key: key, keyOff: keyOff, val: val})
		p.skipSpace()
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			comma = p.pos
			p.pos++
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == '}' {
			p.pos++
			return nil
		}
		if p.pos < len(p.src) && (p.src[p.pos] == '"' || p.src[p.pos] == '\'' || identStart(p.src[p.pos])) {
			return p.errf("missing ',' before this key: put a comma between object members")
		}
		return p.unexpected("',' or '}' after an object member")
	}
}

func (p *parser) array(v *value) error {
	v.kind = kindArray
	p.pos++
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == ']' {
		p.pos++
		return nil
	}
	for {
		p.skipSpace()
		if len(v.items) > 0 && p.pos < len(p.src) && p.src[p.pos] == ']' {
			return p.trailingComma(']')
		}
		item, err := p.value()
		if err != nil {
			return err
		}
		v.items = append(v.items, item)
		p.skipSpace()
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == ']' {
			p.pos++
			return nil
		}
		if p.pos < len(p.src) && startsValue(p.src[p.pos]) {
			return p.errf("missing ',' before this item: put a comma between list items")
		}
		return p.unexpected("',' or ']' after a list item")
	}
}

// The errors below name the mistakes people make writing JSON by hand or
// with the habits of JavaScript, YAML or Python (trailing commas, comments,
// single quotes, bare keys, a byte order mark pasted in), at the byte to
// change, and say what to do; anything else is named as the byte found and
// what JSON expects there.

// unexpected reports the byte at the current position where expected
// should stand.
func (p *parser) unexpected(expected string) error {
	rest := p.ahead()
	switch {
	case len(rest) >= 2 && rest[0] == '/' && (rest[1] == '/' || rest[1] == '*'):
		return p.errf("a comment: JSON has no comments; remove it")
	case len(rest) > 0 && rest[0] == '\'':
		return p.errf("a string in single quotes: JSON strings take double quotes")
	case len(rest) >= 3 && rest[0] == 0xEF && rest[1] == 0xBB && rest[2] == 0xBF:
		return p.errf("a byte order mark (U+FEFF) inside the JSON: remove it")
	}
	return p.errf("unexpected %s, expected %s", p.describe(), expected)
}

// badKey reports what stands where an object key should; comma is the
// offset of the comma before it, or -1 after the opening brace.
func (p *parser) badKey(comma int) error {
	if comma >= 0 && p.pos < len(p.src) && p.src[p.pos] == '}' {
		p.pos = comma
		return p.trailingComma('}')
	}
	if p.pos < len(p.src) && identStart(p.src[p.pos]) {
		word := bareWord(p.ahead())
		return p.errf("key %s is not in quotes: JSON keys are strings, write \"%s\"", word, word)
	}
	return p.unexpected("a string key")
}

// trailingComma reports the comma before the closing bracket at the
// current position.
func (p *parser) trailingComma(closing byte) error {
	for p.pos > 0 && p.src[p.pos] != ',' {
		p.pos--
	}
	return p.errf("a trailing comma before '%c': remove it", closing)
}

func identStart(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// ahead returns the bytes of the file from the current position on.
func (p *parser) ahead() []byte {
	if p.file != nil {
		return p.file[p.base+p.pos:]
	}
	return p.src[p.pos:]
}

// bareWord returns the word b starts with, capped so that a message
// quoting it stays short.
func bareWord(b []byte) []byte {
	end := 0
	for end < len(b) && end < 40 && (identStart(b[end]) || (b[end] >= '0' && b[end] <= '9')) {
		end++
	}
	return b[:end]
}

// startsValue reports whether c can begin a JSON value.
func startsValue(c byte) bool {
	switch c {
	case '{', '[', '"', '-', 't', 'f', 'n':
		return true
	}
	return c >= '0' && c <= '9'
}
