package verdict

import (
	"bytes"
	"encoding/json"
)

// keep adds a member to an Extra map as compact JSON, so that two objects
// that say the same thing compare equal however they are laid out, and two
// that differ in any kept key (the revision approved) do not.
func keep(extra map[string]json.RawMessage, m member) map[string]json.RawMessage {
	if extra == nil {
		extra = map[string]json.RawMessage{}
	}
	var b bytes.Buffer
	writeCompact(&b, m.val)
	extra[m.key] = b.Bytes()
	return extra
}

// writeCompact writes a parsed value as compact JSON: members in order,
// strings re-escaped, numbers as written.
func writeCompact(b *bytes.Buffer, v *value) {
	switch v.kind {
	case kindObject:
		b.WriteByte('{')
		for i, m := range v.members {
			if i > 0 {
				b.WriteByte(',')
			}
			writeString(b, m.key)
			b.WriteByte(':')
			writeCompact(b, m.val)
		}
		b.WriteByte('}')
	case kindArray:
		b.WriteByte('[')
		for i, item := range v.items {
			if i > 0 {
				b.WriteByte(',')
			}
			writeCompact(b, item)
		}
		b.WriteByte(']')
	case kindString:
		writeString(b, v.str)
	case kindNull:
		b.WriteString("null")
	default:
		// Numbers and booleans keep their literal (see jsonparse.go).
		b.WriteString(v.str)
	}
}

func writeString(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)       // a string always encodes
	b.Truncate(b.Len() - 1) // the newline Encode adds
}

// looksLike reports whether a key a dialect does not name reads as one it
// does (its letters spell one of the folded words, in any case or
// look-alike form): allowed as unknown, it would hide what it holds, as a
// misspelled "Findings" would hide blocking findings.
func looksLike(key string, folded []string) bool {
	for _, w := range folded {
		m := keyMatcher{word: w}
		for _, r := range key {
			m.feed(r)
			if m.bad {
				break
			}
		}
		if m.matched() {
			return true
		}
	}
	return false
}
