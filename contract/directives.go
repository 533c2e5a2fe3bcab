package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/diag"
)

// directiveKind is an inline control comment, as markdownlint and Vale have.
type directiveKind uint8

const (
	dirDisable directiveKind = iota + 1
	dirEnable
	dirDisableNextLine
)

var directiveNames = map[string]directiveKind{
	"reviewlint-disable":           dirDisable,
	"reviewlint-enable":            dirEnable,
	"reviewlint-disable-next-line": dirDisableNextLine,
}

// directive is one `<!-- reviewlint-… RULE[,RULE] -->` comment. No rules
// means every rule.
type directive struct {
	kind  directiveKind
	rules []string
	at    pos
}

func (d directive) covers(rule string) bool {
	if len(d.rules) == 0 {
		return true
	}
	for _, r := range d.rules {
		if r == rule {
			return true
		}
	}
	return false
}

// directives reads the control comments and reports those that name an
// unknown directive or rule: a typo there would silently disable nothing.
func (c *checker) directives() []directive {
	var out []directive
	for _, b := range c.r.comments {
		name, args, _ := strings.Cut(b.text, " ")
		if !strings.HasPrefix(name, "reviewlint-") {
			continue
		}
		at := pos{b.line, b.col}
		kind, ok := directiveNames[name]
		if !ok {
			c.add(RuleUnknownRule, at, "unknown directive %q: use reviewlint-disable, reviewlint-enable or reviewlint-disable-next-line", name)
			continue
		}
		d := directive{kind: kind, at: at}
		for _, r := range strings.FieldsFunc(args, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' }) {
			if !c.opts.known(r) {
				c.add(RuleUnknownRule, at, "unknown rule %q in %s: see `reviewlint rules`", r, name)
				continue
			}
			d.rules = append(d.rules, r)
		}
		out = append(out, d)
	}
	return out
}

// suppressed reports whether the directives silence d. A rule about
// something missing from the whole report points at its first line, so a
// disable comment anywhere in the report silences it.
func suppressed(d diag.Diagnostic, dirs []directive) bool {
	if d.Rule == RuleUnknownRule {
		return false
	}
	if d.Line == top.line && d.Column == top.col && strings.HasSuffix(d.Rule, "-missing") {
		for _, dir := range dirs {
			if dir.kind == dirDisable && dir.covers(d.Rule) {
				return true
			}
		}
	}
	off := false
	for _, dir := range dirs {
		if dir.at.line > d.Line {
			break
		}
		if !dir.covers(d.Rule) {
			continue
		}
		switch dir.kind {
		case dirDisable:
			off = true
		case dirEnable:
			off = false
		case dirDisableNextLine:
			if dir.at.line+1 == d.Line {
				return true
			}
		}
	}
	return off
}
