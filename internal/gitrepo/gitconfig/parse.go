package gitconfig

import (
	"fmt"
	"strings"
)

// Entry is one "key = value" line of a git config file, with its
// section and subsection. Section and key are lowercased (git compares them
// case-insensitively); the subsection keeps its case.
type Entry struct {
	Section, Subsection, Key, Value string
}

// Parse reads git's config syntax: [section], [section "sub"],
// [section.sub], "key = value" with quotes, escapes, comments and
// backslash-newline continuations. A key without "=" means true.
func Parse(name string, data []byte) ([]Entry, error) {
	var entries []Entry
	var section, subsection string
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	for lineNo := 1; text != ""; lineNo++ {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		line = strings.TrimLeft(line, " \t")
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			var err error
			section, subsection, line, err = parseSectionHeader(line)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %w", name, lineNo, err)
			}
			line = strings.TrimLeft(line, " \t")
			if line == "" || line[0] == '#' || line[0] == ';' {
				continue
			}
		}
		if section == "" {
			return nil, fmt.Errorf("%s:%d: key outside any section", name, lineNo)
		}
		key, raw, hasValue := strings.Cut(line, "=")
		key = strings.ToLower(strings.TrimSpace(key))
		value := "true"
		if hasValue {
			// Continuations join the next lines before the value is unquoted.
			for strings.HasSuffix(raw, "\\") && !strings.HasSuffix(raw, "\\\\") && text != "" {
				next, rest, _ := strings.Cut(text, "\n")
				raw, text = raw[:len(raw)-1]+next, rest
				lineNo++
			}
			value = unquoteConfigValue(raw)
		} else if i := strings.IndexAny(key, "#;"); i >= 0 {
			key = strings.TrimSpace(key[:i])
		}
		entries = append(entries, Entry{section, subsection, key, value})
	}
	return entries, nil
}

// parseSectionHeader parses "[name]", "[name "sub"]" or "[name.sub]" and
// returns what follows the closing bracket on the same line.
func parseSectionHeader(line string) (section, subsection, rest string, err error) {
	end := strings.LastIndexByte(line, ']')
	if end < 0 {
		return "", "", "", fmt.Errorf("unterminated section header %q", line)
	}
	inner, rest := line[1:end], line[end+1:]
	if name, quoted, ok := strings.Cut(inner, " "); ok {
		quoted = strings.TrimSpace(quoted)
		if len(quoted) < 2 || quoted[0] != '"' || quoted[len(quoted)-1] != '"' {
			return "", "", "", fmt.Errorf("bad subsection in %q", line)
		}
		sub := strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(quoted[1 : len(quoted)-1])
		return strings.ToLower(name), sub, rest, nil
	}
	if name, sub, ok := strings.Cut(inner, "."); ok {
		return strings.ToLower(name), strings.ToLower(sub), rest, nil
	}
	return strings.ToLower(inner), "", rest, nil
}

// unquoteConfigValue trims unquoted whitespace, drops comments outside
// quotes and resolves git's escapes.
func unquoteConfigValue(raw string) string {
	var b strings.Builder
	inQuote := false
	pendingSpace := ""
	started := false
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case c == '"':
			inQuote = !inQuote
			b.WriteString(pendingSpace)
			pendingSpace, started = "", true
			continue
		case !inQuote && (c == '#' || c == ';'):
			return b.String()
		case !inQuote && (c == ' ' || c == '\t'):
			if started {
				pendingSpace += string(c)
			}
			continue
		case c == '\\' && i+1 < len(raw):
			i++
			c = map[byte]byte{'n': '\n', 't': '\t', 'b': '\b'}[raw[i]]
			if c == 0 {
				c = raw[i]
			}
		}
		b.WriteString(pendingSpace)
		pendingSpace, started = "", true
		b.WriteByte(c)
	}
	return b.String()
}
