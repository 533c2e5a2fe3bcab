package prompt

import (
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
)

// DialectNote says in which words and sections reports are read under
// dialect d, for explain and rules, whose rule texts speak the default
// contract; "" for the default dialect.
func DialectNote(d *contract.Dialect) string {
	s := d.Spec()
	if s.Name == "default" {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "the verdict is %s (passing) or %s (failing), after %s",
		strings.Join(s.Verdict.Pass, ", "), strings.Join(s.Verdict.Fail, ", "), orQuoted(keysWithQualifiers(s)))
	fmt.Fprintf(&b, "; blocking findings are %s, non-blocking %s", strings.Join(s.Findings.Fail, ", "), strings.Join(s.Findings.Note, ", "))
	for _, kind := range []string{contract.SectionCoverage, contract.SectionFindings, contract.SectionReason, contract.SectionDoNotRebuild, contract.SectionVerdict} {
		if names := s.Sections[kind]; len(names) > 0 {
			fmt.Fprintf(&b, "; the %s section is %s", strings.ReplaceAll(kind, "verdict-reason", "verdict reason"), orQuoted(names))
		}
	}
	var statuses []string
	for _, st := range []struct {
		words []string
		kind  string
	}{{s.Coverage.Verified, "verified"}, {s.Coverage.Accepted, "accepted from the worker's evidence"}, {s.Coverage.NotChecked, "not checked"}, {s.Coverage.Failed, "does not hold"}} {
		if len(st.words) > 0 {
			statuses = append(statuses, fmt.Sprintf("%s (%s)", strings.Join(st.words, ", "), st.kind))
		}
	}
	if len(statuses) > 0 {
		fmt.Fprintf(&b, "; coverage statuses are %s", strings.Join(statuses, ", "))
	}
	if len(s.Required) > 0 {
		var needs []string
		for _, kind := range s.Required {
			if names := s.Sections[kind]; len(names) > 0 && kind == contract.SectionDoNotRebuild {
				needs = append(needs, "`"+names[0]+"` (with a failing verdict)")
			} else if len(names) > 0 {
				needs = append(needs, "`"+names[0]+"`")
			}
		}
		fmt.Fprintf(&b, "; a report needs %s", strings.Join(needs, ", "))
	} else {
		b.WriteString("; no section is required but the verdict")
	}
	return b.String() + "."
}
