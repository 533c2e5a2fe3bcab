package config

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"
)

// The decoder words its type errors for Go programmers ("incompatible
// types: TOML value has type int64; destination has type slice", "type
// mismatch for config.RuleConfig"). A user wrote TOML: say what the key
// wants and what it holds, in TOML's words.
var (
	incompatible = &lazyregexp.Regexp{Expr: `^incompatible types: TOML value has type (\S+); destination has type (\S+)$`}
	mismatch     = &lazyregexp.Regexp{Expr: `^type mismatch for \S+: expected (\S+) but found (\S+)$`}
)

// plainTypeError rewrites a decoder type message for key; other messages
// pass unchanged.
func plainTypeError(key, msg string) string {
	var want, got string
	if m := incompatible.Get().FindStringSubmatch(msg); m != nil {
		got, want = m[1], m[2]
	} else if m := mismatch.Get().FindStringSubmatch(msg); m != nil {
		want, got = m[1], m[2]
	} else {
		return msg
	}
	out := "want " + tomlKind(want) + ", not " + tomlKind(got)
	if rule, ok := strings.CutPrefix(key, "rules."); ok && !strings.Contains(rule, ".") && tomlKind(want) == "a table" {
		out += ": write [rules." + rule + "] and, under it, severity = \"error\", \"warning\" or \"off\""
	}
	return out
}

// tomlKind names a Go or TOML type as a TOML value's kind.
func tomlKind(t string) string {
	switch {
	case t == "string":
		return "a string"
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"), t == "integer":
		return "a whole number"
	case strings.HasPrefix(t, "float"):
		return "a number"
	case t == "bool", t == "boolean":
		return "true or false"
	case t == "slice", t == "array", strings.HasPrefix(t, "[]"):
		return "a list"
	case t == "table", t == "map", t == "struct", strings.HasPrefix(t, "map["):
		return "a table"
	case strings.Contains(t, "Time"), strings.Contains(t, "time"):
		return "a date"
	}
	return "a value of another type"
}
