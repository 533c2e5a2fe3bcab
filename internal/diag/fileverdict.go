package diag

// A FileVerdict is the verdict a linted file states, as the linter read
// it: printed beside the diagnostics (`lint --format json`), so that a
// tool or a test can see a misread verdict, not only a wrong exit code.
type FileVerdict struct {
	Path string `json:"path"`
	// Kind is "report" or "verdict" (a JSON verdict file).
	Kind string `json:"kind"`
	// Verdict is "pass" (a verdict file's approve), "fail" (block),
	// "conflict" (verdicts that disagree, one that offers a choice, or a
	// pass beside a blocking finding), or "none" (no verdict read; for a
	// verdict file, none that parses).
	Verdict string `json:"verdict"`
	// Word is the dialect's word for the verdict read, and Line the line
	// of the first one; both are empty when none was read.
	Word string `json:"word,omitempty"`
	Line int    `json:"line,omitempty"`
}

// The values of FileVerdict.Verdict.
const (
	VerdictPass     = "pass"
	VerdictFail     = "fail"
	VerdictConflict = "conflict"
	VerdictNone     = "none"
)
