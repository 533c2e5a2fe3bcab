package contract

import (
	"maps"
	"slices"
)

// A Preset is a dialect a team can start from (`[dialect] extends =
// "NAME"`), with what it is for and an example report it accepts.
type Preset struct {
	Name    string
	Summary string
	Spec    DialectSpec
	Example string
}

// Presets lists the presets, the default first.
func Presets() []Preset {
	return []Preset{
		{"default", "Verdict: PASS or FAIL, a coverage statement with three statuses, `x: FAIL — why` findings", Default(), defaultExample},
		{"approvals", "APPROVED or CHANGES REQUESTED in a heading or label, findings under severity headings or led by their severity", approvals(), approvalsExample},
		{"severity-table", "APPROVE or BLOCK, findings and acceptance criteria in tables with a severity or status column", severityTable(), severityTableExample},
		{"gates", "PASS or FAIL (or PASSED, FAILED) per gate and overall, gate results as `Gate: PASS — why` lines", gates(), gatesExample},
	}
}

// PresetNamed returns the preset of that name.
func PresetNamed(name string) (Preset, bool) {
	for _, p := range Presets() {
		if p.Name == name {
			return p, true
		}
	}
	return Preset{}, false
}

// PresetNames lists the presets' names.
func PresetNames() []string {
	var names []string
	for _, p := range Presets() {
		names = append(names, p.Name)
	}
	return names
}

// Clone returns a deep copy of the spec, so that a caller may change its
// lists without changing the preset's.
func (s DialectSpec) Clone() DialectSpec {
	out := s
	out.Verdict.Keys = slices.Clone(s.Verdict.Keys)
	out.Verdict.Qualifiers = slices.Clone(s.Verdict.Qualifiers)
	out.Verdict.Pass = slices.Clone(s.Verdict.Pass)
	out.Verdict.Fail = slices.Clone(s.Verdict.Fail)
	out.Verdict.Places = slices.Clone(s.Verdict.Places)
	out.Verdict.Rounds = slices.Clone(s.Verdict.Rounds)
	out.Sections = maps.Clone(s.Sections)
	for k, v := range out.Sections {
		out.Sections[k] = slices.Clone(v)
	}
	out.Required = slices.Clone(s.Required)
	f := &out.Findings
	f.Forms, f.Fail, f.Note = slices.Clone(f.Forms), slices.Clone(f.Fail), slices.Clone(f.Note)
	f.SeverityColumns, f.SeverityLabels, f.None = slices.Clone(f.SeverityColumns), slices.Clone(f.SeverityLabels), slices.Clone(f.None)
	c := &out.Coverage
	c.Forms, c.Verified, c.Accepted = slices.Clone(c.Forms), slices.Clone(c.Verified), slices.Clone(c.Accepted)
	c.NotChecked, c.Failed, c.StatusColumns = slices.Clone(c.NotChecked), slices.Clone(c.Failed), slices.Clone(c.StatusColumns)
	return out
}

// The words teams use, shared by the presets.
var (
	approveWords = []string{"APPROVED", "APPROVE", "ACCEPTED", "ACCEPT", "LGTM"}
	changesWords = []string{"CHANGES REQUESTED", "REQUEST CHANGES", "REQUIRES CHANGES", "REJECTED", "BLOCKED", "BLOCK", "NEEDS REVISION", "NEEDS WORK"}
	blockingSev  = []string{"Critical", "Blocker", "Blocking", "High", "Major", "Must fix"}
	advisorySev  = []string{"Medium", "Low", "Minor", "Nit", "Nitpick", "Suggestion", "Warning", "Info", "Note", "Non-blocking", "Optional"}
	noneWords    = []string{"None", "No findings", "No issues", "No issues found", "Nothing", "N/A"}
	verdictKeys  = []string{"verdict", "decision", "status", "recommendation", "outcome"}
)

func approvals() DialectSpec {
	return DialectSpec{
		Name: "approvals",
		Verdict: VerdictSpec{
			Keys:       verdictKeys,
			Qualifiers: []string{"final", "overall", "review"},
			Pass:       approveWords,
			Fail:       changesWords,
			Places:     []string{PlaceLine, PlaceHeading, PlaceLabel, PlaceSection, PlaceTable, PlaceFrontMatter, PlaceWord},
		},
		Sections: map[string][]string{
			SectionFindings: {"Findings", "Issues", "Issues Found", "Review Findings", "Concerns"},
			SectionReason:   {"Summary", "Verdict reason", "Rationale"},
			SectionVerdict:  {"Verdict", "Decision", "Status", "Recommendation", "Final Verdict", "Final Decision", "Final Recommendation"},
		},
		Findings: FindingsSpec{
			Forms:           []string{FormBullets, FormSeverityFirst, FormHeadings, FormTable},
			Fail:            blockingSev,
			Note:            advisorySev,
			SeverityColumns: []string{"Severity", "Priority", "Level"},
			SeverityLabels:  []string{"Severity", "Priority"},
			None:            noneWords,
		},
		Coverage: CoverageSpec{Forms: []string{FormBullets, FormTable, FormTasks}},
	}
}

func severityTable() DialectSpec {
	s := approvals()
	s.Name = "severity-table"
	s.Verdict.Pass = []string{"APPROVE", "APPROVED", "PASS"}
	s.Verdict.Fail = []string{"BLOCK", "BLOCKED", "FAIL", "REQUEST CHANGES"}
	s.Sections[SectionCoverage] = []string{"Acceptance criteria", "Acceptance", "Checklist", "Checklist Results", "Criteria", "Coverage"}
	s.Findings.Forms = []string{FormTable, FormSeverityFirst, FormBullets}
	s.Coverage = CoverageSpec{
		Forms:         []string{FormTable, FormBullets, FormTasks},
		Verified:      []string{"SATISFIED", "MET", "DONE", "✅", "✓"},
		NotChecked:    []string{"NOT CHECKED", "UNKNOWN", "N/A"},
		Failed:        []string{"NOT MET", "UNSATISFIED", "MISSING", "❌", "✗"},
		StatusColumns: []string{"Status", "Grade", "Result", "Outcome"},
	}
	return s
}

func gates() DialectSpec {
	return DialectSpec{
		Name: "gates",
		Verdict: VerdictSpec{
			Keys:       []string{"verdict", "result", "status"},
			Qualifiers: []string{"final", "overall", "review"},
			Pass:       []string{"PASS", "PASSED"},
			Fail:       []string{"FAIL", "FAILED"},
			Places:     []string{PlaceLine, PlaceHeading, PlaceLabel, PlaceSection, PlaceTable, PlaceFrontMatter},
		},
		Sections: map[string][]string{
			SectionFindings: {"Gate results", "Gates", "Findings", "Checks"},
			SectionVerdict:  {"Verdict", "Result"},
		},
		Findings: FindingsSpec{
			Forms: []string{FormBullets, FormTable, FormSeverityFirst},
			// Gates fail or pass; a finding a reader sees graded blocking
			// (`## Critical Issues`, `- **Blocker:** …`) fails too.
			Fail:       append([]string{"FAIL", "FAILED"}, blockingSev...),
			Note:       []string{"PASS", "PASSED", "SKIP", "SKIPPED", "N/A"},
			NoteReason: false,
			None:       noneWords,
		},
		Coverage: CoverageSpec{Forms: []string{FormBullets, FormTable}},
	}
}
