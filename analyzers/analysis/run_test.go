package analysis

import (
	"errors"
	"testing"
)

// An analyzer that stops says COULD NOT CHECK for the rest, and a check
// the options asked of it is a finding; without one, it is not.
func TestStoppedAskedCheckIsAFinding(t *testing.T) {
	a := &Analyzer{Name: "checker", Asked: func(o Options) string {
		if o.Checker != "" {
			return "--checker"
		}
		return ""
	}}
	p := &Pass{Analyzer: a, Options: Options{Checker: "true"}}
	p.Stopped(errors.New("tree unreadable"))
	if len(p.facts) != 1 || p.facts[0].Checked ||
		len(p.findings) != 1 || p.findings[0].Message != "--checker could not be checked: tree unreadable" {
		t.Errorf("facts %v, findings %v", p.facts, p.findings)
	}
	p = &Pass{Analyzer: a}
	p.Stopped(errors.New("tree unreadable"))
	if len(p.findings) != 0 {
		t.Errorf("a check nobody asked for is a finding: %v", p.findings)
	}
}
