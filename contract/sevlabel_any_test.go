package contract

import "testing"

// TestSeverityLabelInEveryDialect: `**Severity:** Critical` under a
// finding's heading grades it blocking to a reader in every preset, not
// only in those that name the label: beside an approval, the report is
// refused. A finding graded so and marked resolved is not.
func TestSeverityLabelInEveryDialect(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\n### 1. The retry budget is never reset\n**Severity:** Critical\n\nRetries corrupt rows.\n",
		"## Details\n\n### 1. The retry budget is never reset\n\n- Severity: Blocker\n- File: `retry.go:88`\n",
	}
	clean := []string{
		"## Details\n\n### 1. The retry budget is never reset\n**Severity:** Critical\n**Status:** RESOLVED in 3f2a1c\n",
		"## Details\n\n### 1. The retry budget is never reset\n**Severity:** Low\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a finding its severity line grades blocking")
}
