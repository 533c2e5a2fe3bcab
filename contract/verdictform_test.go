package contract

import (
	"regexp"
	"strings"
	"testing"
)

// TestVerdictMessagesNameAPlaceTheDialectReads: in a dialect that reads a
// verdict in one place alone, what lint tells the author of a verdict line
// to write, written where it says, is read: a message never asks for a
// verdict in a place the dialect refuses.
func TestVerdictMessagesNameAPlaceTheDialectReads(t *testing.T) {
	suggestion := regexp.MustCompile("write `([^`]+)` or `[^`]+`(.*)$")
	for _, preset := range []string{"approvals", "severity-table"} {
		p, _ := PresetNamed(preset)
		for _, place := range VerdictPlaces {
			spec := p.Spec.Clone()
			spec.Verdict.Places = []string{place}
			d, err := NewDialect(spec)
			if err != nil {
				t.Fatal(err)
			}
			pass := spec.Verdict.Pass[0]
			findings := "\n\n## Findings\n\nNone.\n"
			if len(spec.Sections[SectionFindings]) > 0 {
				findings = "\n\n## " + spec.Sections[SectionFindings][0] + "\n\nNone.\n"
			}
			report := "# Review\n\nVerdict: " + pass + findings
			var msg string
			for _, ds := range Lint([]byte(report), Options{Dialect: d}) {
				if ds.Rule == RuleVerdictMissing {
					msg = ds.Message
				}
			}
			if place == PlaceLine {
				if msg != "" {
					t.Errorf("%s: a verdict line refused in a dialect that reads lines: %s", preset, msg)
				}
				continue
			}
			m := suggestion.FindStringSubmatch(msg)
			if m == nil {
				t.Errorf("%s, only %s: no suggestion in %q", preset, place, msg)
				continue
			}
			line := m[1]
			written := "# Review\n\n" + line + findings
			switch {
			case strings.HasPrefix(m[2], " as a table's first row"):
				written = "# Review\n\n" + line + "\n|---|---|" + findings
			case strings.HasPrefix(m[2], " in the report's front matter"):
				written = "---\n" + line + "\n---\n# Review" + findings
			case strings.HasPrefix(m[2], " on the line under `## "):
				heading := strings.TrimSuffix(strings.TrimPrefix(m[2], " on the line under `"), "`")
				written = "# Review\n\n" + heading + "\n\n" + line + findings
			case m[2] != "" && m[2] != " on a line of its own":
				t.Errorf("%s, only %s: a place the test does not know: %q", preset, place, m[2])
			}
			for _, ds := range Lint([]byte(written), Options{Dialect: d}) {
				t.Errorf("%s, only %s: lint suggested %q%s, then refused it: %s: %s\n%s", preset, place, line, m[2], ds.Rule, ds.Message, written)
			}
		}
	}
}

// TestWordAloneUnderVerdictHeading: a dialect that reads a verdict word
// alone on a line reads it alone under the verdict's heading too.
func TestWordAloneUnderVerdictHeading(t *testing.T) {
	p, _ := PresetNamed("approvals")
	spec := p.Spec.Clone()
	spec.Verdict.Places = []string{PlaceWord}
	d, err := NewDialect(spec)
	if err != nil {
		t.Fatal(err)
	}
	for _, report := range []string{
		"# Review\n\nAPPROVED\n\n## Findings\n\nNone.\n",
		"# Review\n\n## Verdict\n\nAPPROVED\n\n## Findings\n\nNone.\n",
	} {
		for _, ds := range Lint([]byte(report), Options{Dialect: d}) {
			t.Errorf("%s: %s\n%s", ds.Rule, ds.Message, report)
		}
	}
	// The other side under the heading still conflicts with a word alone.
	report := "# Review\n\nAPPROVED\n\n## Verdict\n\nCHANGES REQUESTED\n\n## Findings\n\nNone.\n"
	if ds := Lint([]byte(report), Options{Dialect: d}); len(ds) == 0 {
		t.Errorf("two verdicts that disagree pass:\n%s", report)
	}
}
