package verdict

import (
	"errors"
	"strings"
	"testing"
)

// TestDialectSidesAsRead: under every preset, a dialect that approves on
// a value a reader takes for a refusal, or grades non-blocking a
// severity a reader takes for blocking, is refused at its setting; the
// file it would approve is never read so.
func TestDialectSidesAsRead(t *testing.T) {
	tests := []struct {
		name, field string
		edit        func(*DialectSpec)
	}{
		{"a refusal on the approve side", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "BLOCKED") }},
		{"a rejection on the approve side", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "rejected") }},
		{"a negated approval", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "NOT_APPROVED") }},
		{"a prefixed approval", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "unapproved") }},
		{"a blocking grade as a verdict", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "critical_issues") }},
		{"a block value in full-width letters", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, wide(s.Block[0])) }},
		{"a block value with a Cyrillic letter", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, cyrillic(s.Block[0])) }},
		{"a wait on the approve side", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "pending_approval") }},
		{"an approval for now on the approve side", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "tentatively_approved") }},
		{"an approval in principle on the approve side", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "approved_in_principle") }},
		{"an approval with conditions on the approve side", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "approved_with_conditions") }},
		{"a veto on the approve side", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "VETOED") }},
		{"a bare negation on the approve side", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "not_yet") }},
		{"an invisible character", "json.approve", func(s *DialectSpec) { s.Approve = append(s.Approve, "FA\u200bIL") }},
		{"blocking graded non-blocking", "json.non-blocking", func(s *DialectSpec) { withFindings(s); s.NonBlocking = append(s.NonBlocking, "blocking") }},
		{"critical graded non-blocking", "json.non-blocking", func(s *DialectSpec) { withFindings(s); s.NonBlocking = append(s.NonBlocking, "Critical") }},
		{"a blocking value in full-width letters", "json.non-blocking", func(s *DialectSpec) {
			withFindings(s)
			s.NonBlocking = append(s.NonBlocking, wide(s.Blocking[0]))
		}},
	}
	for _, p := range Presets() {
		for _, tt := range tests {
			t.Run(p.Name+"/"+tt.name, func(t *testing.T) {
				spec := p.Spec.Clone()
				tt.edit(&spec)
				_, err := NewDialect(spec)
				var de *DialectError
				if !errors.As(err, &de) || de.Field != tt.field {
					t.Fatalf("NewDialect = %v, want a *DialectError at %s", err, tt.field)
				}
			})
		}
	}
	// What a reader takes for an approval or a non-blocking grade stays.
	for _, p := range Presets() {
		spec := p.Spec.Clone()
		withFindings(&spec)
		spec.Approve = append(spec.Approve, "approved_no_blockers", "LGTM", "no_issues", "ship_it")
		spec.NonBlocking = append(spec.NonBlocking, "non-blocking", "not_critical", "nit")
		if _, err := NewDialect(spec); err != nil {
			t.Errorf("%s: NewDialect = %v, want none", p.Name, err)
		}
	}
}

// withFindings gives a preset without finding objects the default's.
func withFindings(s *DialectSpec) {
	if s.Findings {
		return
	}
	d := Default()
	s.Findings, s.FindingsKey, s.SeverityKey = true, d.FindingsKey, d.SeverityKey
	s.Blocking, s.NonBlocking, s.TextKeys, s.LocationKeys = d.Blocking, d.NonBlocking, d.TextKeys, d.LocationKeys
	if s.ReviewKey == d.FindingsKey {
		s.ReviewKey = ""
	}
}

// wide writes v in full-width letters.
func wide(v string) string {
	return strings.Map(func(r rune) rune {
		if r > ' ' && r < 0x7f {
			return r - '!' + '！'
		}
		return r
	}, v)
}

// cyrillic writes v's first a, c, e or o as the Cyrillic letter that
// looks like it.
func cyrillic(v string) string {
	swap := map[byte]string{'a': "а", 'A': "А", 'c': "с", 'C': "С", 'e': "е", 'E': "Е", 'o': "о", 'O': "О"}
	for i := 0; i < len(v); i++ {
		if r, ok := swap[v[i]]; ok {
			return v[:i] + r + v[i+1:]
		}
	}
	return v
}
