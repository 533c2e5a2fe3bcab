package contract

import (
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/suggest"
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
// unknown directive or rule. A directive whose every rule name is unknown is
// dropped: a typo must disable nothing, never everything.
func (c *checker) directives() []directive {
	var out []directive
	for _, b := range c.r.comments {
		// Only a comment whose first word opens with the prefix is a
		// directive: the others (the evidence markers, an author's
		// notes) are not split into words.
		if !strings.HasPrefix(strings.TrimLeftFunc(b.text, unicode.IsSpace), "reviewlint-") {
			continue
		}
		fields := strings.Fields(b.text)
		if len(fields) == 0 || !strings.HasPrefix(fields[0], "reviewlint-") {
			continue
		}
		name, at := fields[0], pos{b.line, b.col}
		kind, ok := directiveNames[name]
		if !ok {
			c.add(RuleUnknownRule, at, "unknown directive %q: use reviewlint-disable, reviewlint-enable or reviewlint-disable-next-line", name)
			continue
		}
		d := directive{kind: kind, at: at}
		named := 0
		for _, f := range fields[1:] {
			if f == "--" {
				break // the rest is the author's reason, as ESLint allows
			}
			for _, r := range strings.Split(f, ",") {
				if r == "" {
					continue
				}
				named++
				if !c.opts.known(r) {
					c.add(RuleUnknownRule, at, "unknown rule %q in %s%s: see `reviewlint rules`", r, name, nearestRule(r))
					continue
				}
				if undisableable[r] && kind != dirEnable {
					c.add(RuleInlineDisableRefused, at, "%s cannot be disabled by a comment in the report: fix what it reports", r)
					continue
				}
				d.rules = append(d.rules, r)
			}
		}
		if named > 0 && len(d.rules) == 0 {
			continue
		}
		out = append(out, d)
	}
	return out
}

// undisableable are the rules no comment in a report silences. The
// refusals (render-ambiguous, report-too-complex) say the linter cannot
// read the report as a person sees it: a refusal its author can switch
// off is no refusal. The others report the comments themselves.
var undisableable = map[string]bool{
	RuleRenderAmbiguous:      true,
	RuleReportTooComplex:     true,
	RuleUnknownRule:          true,
	RuleInlineDisableRefused: true,
}

// suppressed reports whether the directives silence d. A rule about
// something missing from the whole report points at its first line; it is
// silenced by the state in force at the end of the report, so a disable
// comment anywhere silences it unless an enable comment follows.
func suppressed(d diag.Diagnostic, dirs []directive) bool {
	if undisableable[d.Rule] {
		return false
	}
	line := d.Line
	if d.Line == top.line && d.Column == top.col && strings.HasSuffix(d.Rule, "-missing") {
		line = int(^uint(0) >> 1)
	}
	off := false
	for _, dir := range dirs {
		if dir.at.line > line {
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
			if dir.at.line+1 == line {
				return true
			}
		}
	}
	return off
}

// nearestRule is ` (did you mean "x"?)` for the report rule a mistyped id
// was most likely meant to be, else "".
func nearestRule(id string) string {
	ids := make([]string, len(Rules))
	for i, r := range Rules {
		ids[i] = r.ID
	}
	return suggest.DidYouMean(id, ids)
}
