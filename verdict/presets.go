package verdict

// A Preset is a verdict-file dialect a team can start from, with what it
// is for and an example file it accepts. The shapes are those seen in
// public repositories where agents review code (bench/dialects counts
// them); docs/verdict-files.md shows each.
type Preset struct {
	Name    string
	Summary string
	Spec    DialectSpec
	Example string
}

// Presets lists the presets, the default first.
func Presets() []Preset {
	return []Preset{
		{"default", `{"verdict": "approve"|"block", "findings": [{"severity": "blocking"|"non-blocking", "question", "context"}], "review"}`,
			Default(), `{"verdict":"block","findings":[{"severity":"blocking","question":"The handler drops the error.","context":"server.go:42"}],"review":"One error path is unhandled."}`},
		{"forest", "one object per revision: schema, revision, verdict approve|changes, summary, time; no finding objects",
			forestPreset(), `{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"changes","summary":"The build fails.","time":"2026-08-21T23:06:23Z"}`},
		{"github-review", "APPROVE or REQUEST_CHANGES in any case, findings graded critical, major, minor or info with a summary and a location",
			githubReviewPreset(), `{"verdict":"REQUEST_CHANGES","schema_version":1,"summary":"One leak.","findings":[{"severity":"major","summary":"the lock is dropped","location":"a.go:9"}]}`},
		{"pass-fail", "a loop's per-iteration verdict: iteration, verdict PASS|FAIL, summary; no finding objects",
			passFailPreset(), `{"iteration":44,"verdict":"FAIL","summary":"Gate 8 fails: VERSIONS.md is missing."}`},
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

// forestPreset: one object per reviewed revision, with no finding objects
// (what blocks is said in the summary), the verdict in lower case:
//
//	{"schema":"forest.verdict.v1","revision":"<sha>","verdict":"approve"|"changes","summary":"…","time":"<rfc3339>"}
func forestPreset() DialectSpec {
	return DialectSpec{
		Name:          "forest",
		VerdictKey:    "verdict",
		Approve:       []string{"approve"},
		Block:         []string{"changes"},
		CaseSensitive: true,
		ReviewKey:     "summary",
		Keys:          []string{"schema", "revision", "time"},
		RequiredKeys:  []string{"schema", "revision", "summary", "time"},
	}
}

// githubReviewPreset: GitHub's review events as the verdict, in any case,
// and findings graded critical, major, minor or info:
//
//	{"verdict":"APPROVE"|"REQUEST_CHANGES","schema_version":1,"summary":"…",
//	 "findings":[{"severity":"major","summary":"…","location":"a.go:3"}]}
func githubReviewPreset() DialectSpec {
	return DialectSpec{
		Name:         "github-review",
		VerdictKey:   "verdict",
		Approve:      []string{"APPROVE"},
		Block:        []string{"REQUEST_CHANGES"},
		ReviewKey:    "summary",
		Keys:         []string{"schema_version"},
		Findings:     true,
		FindingsKey:  "findings",
		SeverityKey:  "severity",
		Blocking:     []string{"critical", "major"},
		NonBlocking:  []string{"minor", "info"},
		TextKeys:     []string{"summary", "description"},
		LocationKeys: []string{"location"},
	}
}

// passFailPreset: a loop's per-iteration verdict, upper case, no findings:
//
//	{"iteration":44,"verdict":"PASS"|"FAIL","summary":"…"}
func passFailPreset() DialectSpec {
	return DialectSpec{
		Name:          "pass-fail",
		VerdictKey:    "verdict",
		Approve:       []string{"PASS"},
		Block:         []string{"FAIL"},
		CaseSensitive: true,
		ReviewKey:     "summary",
		Keys:          []string{"iteration"},
	}
}
