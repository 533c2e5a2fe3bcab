package verdict

// The presets are the verdict-file shapes seen in public repositories
// where agents review code (bench/dialects counts them), each a complete
// DialectSpec a configuration can start from. docs/verdict-files.md shows
// a file in each.
var presets = map[string]func() DialectSpec{
	"default":       Default,
	"forest":        forestPreset,
	"github-review": githubReviewPreset,
	"pass-fail":     passFailPreset,
}

// Presets returns every preset by name, "default" included.
func Presets() map[string]DialectSpec {
	out := make(map[string]DialectSpec, len(presets))
	for name, spec := range presets {
		out[name] = spec()
	}
	return out
}

// Preset returns the preset of that name.
func Preset(name string) (DialectSpec, bool) {
	spec, ok := presets[name]
	if !ok {
		return DialectSpec{}, false
	}
	return spec(), true
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
