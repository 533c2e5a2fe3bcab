package lint

import (
	"bytes"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// Fixed is what fixing one target came to: its content before and after
// the fixes (the same bytes when there was nothing to fix) and the
// diagnostics left in the fixed content. Nothing has been written.
type Fixed struct {
	Target        Target
	Before, After []byte
	Fixes         []contract.Fix
	Diagnostics   []diag.Diagnostic
}

// Changed reports whether the fixes changed the content.
func (f Fixed) Changed() bool { return !bytes.Equal(f.Before, f.After) }

// Fix reads each target and works out its fixes: only reports have any,
// only the rules in force for the file are fixed, and a file that is
// unreadable, too large or binary is left as it is, with the diagnostic
// that says why.
// A file named twice (itself and through a link) is fixed once, as the
// first name.
func (l *Linter) Fix(targets []Target) []Fixed {
	out := make([]Fixed, 0, len(targets))
	seen := map[string]bool{}
	for _, t := range targets {
		if r := resolvedFile(t); r != "" {
			if seen[r] {
				continue
			}
			seen[r] = true
		}
		out = append(out, l.fixTarget(t))
	}
	return out
}

func (l *Linter) fixTarget(t Target) Fixed {
	var buf []byte
	content, err := l.read(t, &buf)
	if err != nil || content == nil {
		ds, _ := l.lintTarget(t, &buf)
		return Fixed{Target: t, Diagnostics: ds}
	}
	content = bytes.Clone(content)
	f := Fixed{Target: t, Before: content, After: content}
	raw, _ := l.raw(content, t.Kind)
	if t.Kind == Report && !bytes.Contains(content, []byte{0}) && int64(len(content)) <= l.cfg.Limits.MaxFileBytes {
		in := func(rule string) bool { return l.cfg.Severity(rule, t.Rel) != diag.Off }
		f.After, f.Fixes = contract.FixAll(content, l.ReportOptions(), in)
		if f.Changed() {
			raw, _ = l.raw(f.After, t.Kind)
		}
	}
	f.Diagnostics = l.Apply(withPath(t.Display, raw), t.Rel)
	return f
}

// read reads a target's content; nil content (and no error) for a file
// over the size limit.
func (l *Linter) read(t Target, buf *[]byte) ([]byte, error) {
	if t.File != "" {
		content, _, err := l.readLimited(t.File, t.seen, buf)
		return content, err
	}
	content, err := t.Read()
	if _, tooLarge := err.(*TooLargeError); tooLarge {
		return nil, nil
	}
	return content, err
}
