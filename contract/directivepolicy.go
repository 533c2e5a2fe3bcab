package contract

import "strings"

// DirectivePolicy says which `reviewlint-disable` comments a lint honours.
// Where the author of a report is not the one who decides the rules (a
// server, CI), one invisible comment must not switch a rule off.
type DirectivePolicy uint8

const (
	// DirectivesAllowed honours every disable comment.
	DirectivesAllowed DirectivePolicy = iota
	// DirectivesNamedOnly honours those that name rules and refuses the
	// blanket ones, which silence every rule.
	DirectivesNamedOnly
	// DirectivesRefused honours none.
	DirectivesRefused
)

// refuseDirectives drops, and reports, the disable comments the policy
// refuses. Enable comments switch nothing off and are kept.
func (c *checker) refuseDirectives(dirs []directive) []directive {
	if c.opts.Directives == DirectivesAllowed {
		return dirs
	}
	kept := dirs[:0]
	for _, d := range dirs {
		refused := d.kind != dirEnable &&
			(c.opts.Directives == DirectivesRefused || len(d.rules) == 0)
		if !refused {
			kept = append(kept, d)
			continue
		}
		what := "every rule"
		if len(d.rules) > 0 {
			what = strings.Join(d.rules, ", ")
		}
		c.add(RuleInlineDisableRefused, d.at,
			"this comment would disable %s; the policy of this check refuses it, so it disables nothing ([policy] inline-disable)", what)
	}
	return kept
}
