package commitmsg

import "github.com/reviewlint/reviewlint/internal/diag"

// Rule ids, as configs and diagnostics spell them.
const (
	RuleVerdictInvalid  = "msg-verdict-invalid"
	RuleVerdictConflict = "msg-verdict-conflict"
	RuleVerdictMismatch = "msg-verdict-mismatch"
	RuleReportMissing   = "msg-report-missing"
)

// Rules is the single definition of the commit-message rules.
var Rules = []diag.Rule{
	{
		ID:      RuleVerdictInvalid,
		Default: diag.Error,
		Kind:    "commit-msg",
		Summary: "a Review-Verdict trailer is PASS or FAIL",
		Doc: "The Review-Verdict trailer (the name is configurable in rules.toml, " +
			"[commit-msg] verdict-trailer) records the review's outcome. Its value must be " +
			"PASS or FAIL, in any case, and nothing else: write `Review-Verdict: PASS`.",
	},
	{
		ID:      RuleVerdictConflict,
		Default: diag.Error,
		Kind:    "commit-msg",
		Summary: "no two Review-Verdict trailers disagree",
		Doc: "A message that says both PASS and FAIL has no verdict. Keep one " +
			"Review-Verdict trailer, or make every one of them say the same thing.",
	},
	{
		ID:      RuleVerdictMismatch,
		Default: diag.Error,
		Kind:    "commit-msg",
		Summary: "the Review-Verdict trailer agrees with the staged report's verdict line",
		Doc: "When the commit adds or changes a review report, a Review-Verdict trailer " +
			"must say what the report's `Verdict:` line says. When a Review-Report trailer " +
			"names one of the staged reports, only that report is compared; otherwise " +
			"every staged report is; a JSON verdict file's approve is a PASS and its block " +
			"a FAIL. A report that states no verdict (an empty file, a " +
			"file that is no report, a submodule) backs no PASS. Fix the trailer or the " +
			"report, then commit again.",
	},
	{
		ID:      RuleReportMissing,
		Default: diag.Error,
		Kind:    "commit-msg",
		Summary: "a Review-Report trailer names a report the commit holds",
		Doc: "The Review-Report trailer points readers at the review behind the commit. " +
			"It must name a path, relative to the repository root, that the commit's tree " +
			"holds: a report staged in this commit or one already committed. Stage the " +
			"report (`git add`) or correct the path.",
	},
}
