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
}

// parseJSON parses src as exactly one JSON value with nothing but whitespace
// around it. The parser it returns tells how many repairs the value needed.
func parseJSON(src []byte, base int) (*value, *parser, error) {
	p := &parser{src: src, base: base}
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
		v.kind = kindBool
		return v, p.literal("true")
	case c == 'f':
		v.kind = kindBool
		return v, p.literal("false")
	case c == 'n':
		v.kind = kindNull
		return v, p.literal("null")
	}
	return nil, p.errf("unexpected %s, expected a value", p.describe())
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
	for {
		p.skipSpace()
		if p.pos >= len(p.src) || p.src[p.pos] != '"' {
			return p.errf("unexpected %s, expected a string key", p.describe())
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
			p.pos++
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == '}' {
			p.pos++
			return nil
		}
		return p.errf("unexpected %s, expected ',' or '}' after an object member", p.describe())
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
		return p.errf("unexpected %s, expected ',' or ']' after a list item", p.describe())
	}
}
