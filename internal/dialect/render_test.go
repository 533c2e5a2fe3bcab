package dialect

import (
	"reflect"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/config"
)

// TestRenderRoundTrip: every preset, written out and read back as a
// configuration, is the same dialect.
func TestRenderRoundTrip(t *testing.T) {
	for _, p := range contract.Presets() {
		spec := p.Spec.Clone()
		spec.Verdict.Pass = append(spec.Verdict.Pass, `SAY "YES" \ NOW`)
		cfg, err := config.Parse("rules.toml", []byte(Render(spec)))
		if err != nil {
			t.Fatalf("%s: %v\n%s", p.Name, err, Render(spec))
		}
		got := cfg.ReportDialect().Spec()
		normalize(&got)
		normalize(&spec)
		if !reflect.DeepEqual(got, spec) {
			t.Errorf("%s: read back as\n%+v\nwant\n%+v", p.Name, got, spec)
		}
	}
}

// normalize makes nil and empty lists alike.
func normalize(s *contract.DialectSpec) {
	for k, v := range s.Sections {
		if len(v) == 0 {
			delete(s.Sections, k)
		}
	}
	for _, l := range []*[]string{&s.Required, &s.Verdict.Keys, &s.Verdict.Qualifiers, &s.Verdict.Pass, &s.Verdict.Fail, &s.Verdict.Places,
		&s.Findings.Forms, &s.Findings.Fail, &s.Findings.Note, &s.Findings.SeverityColumns, &s.Findings.SeverityLabels, &s.Findings.None,
		&s.Coverage.Forms, &s.Coverage.Verified, &s.Coverage.Accepted, &s.Coverage.NotChecked, &s.Coverage.Failed, &s.Coverage.StatusColumns} {
		if len(*l) == 0 {
			*l = nil
		}
	}
}
