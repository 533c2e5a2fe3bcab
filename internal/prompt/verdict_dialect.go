package prompt

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/verdict"
)

// VerdictTextIn returns the verdict-file contract in dialect d: the
// default contract's text, with its JSON Schema, for the default dialect;
// else the object the dialect reads, with its keys and words and an
// example of each side built from the dialect itself, since the default's
// example and schema would be refused there.
func VerdictTextIn(d *verdict.Dialect) string {
	s := d.Spec()
	if isDefaultVerdict(d) {
		return VerdictText()
	}
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("# The verdict file contract (dialect: %s)", s.Name)
	p("")
	p("Emit one JSON object with a %q key. Prose or a fenced block around it is", s.VerdictKey)
	p("allowed; a second, different verdict object in the same output is refused, and")
	p("so is any object that does not parse. reviewlint refuses it at commit, at push")
	p("and in CI when it breaks a rule below; an unparseable verdict is never approval.")
	p("")
	p("## Shape")
	p("")
	for _, example := range VerdictExamples(s) {
		p("    %s", example)
	}
	p("")
	letterCase := "any case"
	if s.CaseSensitive {
		letterCase = "exactly as written here"
	}
	p("- `%s`: passing %s, failing %s (%s).", s.VerdictKey, quoted(s.Approve), quoted(s.Block), letterCase)
	if s.Findings {
		p("- `%s`: a list of objects, each with `%s` (blocking: %s; not blocking: %s), what is wrong in %s, and where in %s. A failing verdict needs at least one blocking finding; a passing one has none.",
			s.FindingsKey, s.SeverityKey, quoted(s.Blocking), quoted(s.NonBlocking), orQuoted(s.TextKeys), orQuoted(append(s.LocationKeys, s.LineKey)))
	} else {
		p("- No finding objects: the verdict alone decides.")
	}
	if s.ReviewKey != "" {
		p("- `%s`: the review in prose, at most 1,500 characters.", s.ReviewKey)
	}
	if len(s.Keys) > 0 {
		p("- Also: %s.", quoted(s.Keys))
	}
	if len(s.RequiredKeys) > 0 {
		p("- Required besides the verdict: %s.", quoted(s.RequiredKeys))
	}
	if s.UnknownKeys {
		p("- Other keys are allowed, unless one reads as a key named here.")
	} else {
		p("- No other key, and no key twice.")
	}
	p("")
	p("## Rules")
	p("")
	for _, r := range catalog.All() {
		if r.Kind == "verdict" {
			p("- `%s` (%s): %s.", r.ID, r.Default, speakVerdict(d, r.Summary))
		}
	}
	return b.String()
}

// VerdictExamples are a failing and a passing verdict object in the words
// and keys of spec, one JSON object a line.
func VerdictExamples(s verdict.DialectSpec) []string {
	object := func(value, review string, blocking bool) string {
		var b strings.Builder
		field := func(k string, v any) {
			if b.Len() > 0 {
				b.WriteString(", ")
			}
			b.WriteString(compact(k) + ": " + compact(v))
		}
		field(s.VerdictKey, value)
		if s.ReviewKey != "" {
			field(s.ReviewKey, review)
		}
		for _, k := range s.Keys {
			field(k, "<"+k+">")
		}
		if s.Findings && !blocking && slices.Contains(s.RequiredKeys, s.FindingsKey) {
			field(s.FindingsKey, []map[string]string{})
		}
		if s.Findings && blocking {
			f := map[string]string{s.SeverityKey: s.Blocking[0], s.TextKeys[0]: "Close no longer releases the lock."}
			if len(s.LocationKeys) > 0 {
				f[s.LocationKeys[0]] = "store/lock.go:42"
			}
			field(s.FindingsKey, []map[string]string{f})
		}
		return "{" + b.String() + "}"
	}
	return []string{
		object(s.Block[0], "One blocking problem in the lock handling.", true),
		object(s.Approve[0], "Nothing blocks it.", false),
	}
}

func orQuoted(ws []string) string {
	var q []string
	for _, w := range ws {
		if w != "" {
			q = append(q, "`"+w+"`")
		}
	}
	return strings.Join(q, " or ")
}

// compact is v as JSON on one line, with <, > and & as written: the
// example is read by people and agents, not put in HTML.
func compact(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // strings and maps of strings always encode
	}
	return strings.TrimSuffix(b.String(), "\n")
}
