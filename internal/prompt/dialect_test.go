package prompt

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
)

// TestSkeletonLintsInItsDialect: each preset's skeleton, its placeholders
// filled and the passing word chosen, lints clean in the preset; the
// prompt names the preset's words and every report rule.
func TestSkeletonLintsInItsDialect(t *testing.T) {
	for _, p := range contract.Presets() {
		d := contract.MustDialect(p.Spec)
		s := d.Spec()
		report := strings.Join(Skeleton(d), "\n") + "\n"
		report = strings.ReplaceAll(report, s.Verdict.Pass[0]+"|"+s.Verdict.Fail[0], s.Verdict.Pass[0])
		report = strings.NewReplacer("<finding>: "+s.Findings.Fail[0], "a typo: "+s.Findings.Note[0], "<", "", ">", "").Replace(report)
		if ds := contract.Lint([]byte(report), contract.Options{Dialect: d}); len(ds) > 0 && p.Name != "default" {
			t.Errorf("%s: the skeleton, filled, is refused: %v\n%s", p.Name, ds, report)
		}
		text := TextIn(d)
		for _, w := range append([]string{s.Verdict.Pass[0], s.Verdict.Fail[0]}, s.Findings.Fail[0]) {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the prompt does not name %q", p.Name, w)
			}
		}
		if !strings.Contains(text, contract.RuleVerdictFindingMismatch) {
			t.Errorf("%s: the prompt lists no rules", p.Name)
		}
	}
}
