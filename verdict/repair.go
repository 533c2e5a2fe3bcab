package verdict

import (
	"fmt"
	"sort"
)

// repaired records one control character the repair escaped: where it was in
// the original text and where its escape starts in the repaired text.
type repaired struct {
	origOff, newOff, width int
	char                   byte
}

// repairControlChars is the one repair ever applied to a verdict object: it
// escapes raw control characters (below U+0020) that sit inside strings, the
// way agents break JSON when they put a real line break in a long field.
//
// Everything outside strings is copied byte for byte, and inside strings only
// the control characters change, so no structure, key or token is altered
// and a broken or wrong verdict cannot be turned into a different one. String
// boundaries are tracked with escapes in mind: `\"` does not end a string.
// Valid JSON has no raw control character in a string, so it comes back
// unchanged; when nothing needs escaping the input slice itself is returned.
func repairControlChars(src []byte) ([]byte, []repaired) {
	var out []byte
	var fixes []repaired
	inString, escaped := false, false
	for i, c := range src {
		switch {
		case !inString:
			inString = c == '"'
		case escaped:
			escaped = false
		case c == '\\':
			escaped = true
		case c == '"':
			inString = false
		case c < 0x20:
			if out == nil {
				out = append(make([]byte, 0, len(src)+16), src[:i]...)
			}
			esc := controlEscape(c)
			fixes = append(fixes, repaired{origOff: i, newOff: len(out), width: len(esc), char: c})
			out = append(out, esc...)
			continue
		}
		if out != nil {
			out = append(out, c)
		}
	}
	if out == nil {
		return src, nil
	}
	return out, fixes
}

// controlEscape spells a control character as a JSON escape.
func controlEscape(c byte) string {
	switch c {
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	}
	return fmt.Sprintf(`\u%04x`, c)
}

// originalOffset maps an offset in the repaired text back to the text the
// agent wrote, so that a diagnostic after the repair still points at the
// right line and column. fixes are in text order.
func originalOffset(newOff int, fixes []repaired) int {
	// The last fix whose escape starts before newOff decides the shift.
	i := sort.Search(len(fixes), func(i int) bool { return fixes[i].newOff >= newOff }) - 1
	if i < 0 {
		return newOff
	}
	f := fixes[i]
	if newOff < f.newOff+f.width {
		return f.origOff // inside an escape the repair inserted
	}
	return f.origOff + 1 + (newOff - f.newOff - f.width)
}
