package contract

import "testing"

// TestGradeLedFormsBlock: a finding led by a blocking grade written with
// a look-alike separator (a non-breaking hyphen, a full-width bar), in
// the plural (`- Blockers: 2`), or a plain-text label of blocking issues
// over a list (`Critical issues:` then `- the token leaks`), is blocking
// to a reader: beside an approval the report is refused in every preset.
func TestGradeLedFormsBlock(t *testing.T) {
	heads := presetHeads()
	held := []string{
		"## Details\n\nCritical \u2011 the token leaks\n",
		"## Details\n\nCRITICAL\uff5cthe token leaks\n",
		"## Details\n\n- Blockers: 2\n",
		"## Details\n\nCritical issues:\n- the token leaks\n",
	}
	clean := []string{
		"## Details\n\n- Blockers: 0\n",
		"## Details\n\nCritical issues:\n- none\n",
		"## Details\n\nCritical issues: none.\n\n- the loader is sound\n",
	}
	expectEachPreset(t, heads, held, clean, "passes beside a finding led by a blocking grade")
}
