package contract

import "github.com/reviewlint/reviewlint/internal/diag"

// The rule ids, stable: configs, inline comments and SARIF refer to them.
const (
	RuleCoverageMissing        = "coverage-missing"
	RuleCoverageEmpty          = "coverage-empty"
	RuleCoverageMalformed      = "coverage-malformed"
	RuleCoverageUnbacked       = "coverage-unbacked"
	RuleVerdictMissing         = "verdict-missing"
	RuleVerdictConflict        = "verdict-conflict"
	RuleVerdictReasonMissing   = "verdict-reason-missing"
	RuleVerdictReasonEmpty     = "verdict-reason-empty"
	RuleFindingsMissing        = "findings-missing"
	RuleFindingUndispositioned = "finding-undispositioned"
	RuleNoteUnjustified        = "note-unjustified"
	RuleFindingsEmpty          = "findings-empty"
	RuleDoNotRebuildMissing    = "do-not-rebuild-missing"
	RuleDoNotRebuildEmpty      = "do-not-rebuild-empty"
	RuleVerdictFindingMismatch = "verdict-finding-mismatch"
	RuleEvidenceMalformed      = "evidence-malformed"
	RuleEvidenceStale          = "evidence-stale"
	RuleUnknownRule            = "unknown-rule"
	RuleInlineDisableRefused   = "inline-disable-refused"
	RuleRenderAmbiguous        = "render-ambiguous"
	RuleReportTooComplex       = "report-too-complex"
)

func reportRule(id, summary, doc string) diag.Rule {
	return diag.Rule{ID: id, Default: diag.Error, Kind: "report", Summary: summary, Doc: doc}
}

// Rules is the report contract, one definition per rule.
var Rules = []diag.Rule{
	reportRule(RuleCoverageMissing, "a report has a coverage statement",
		"A report needs a `## Coverage statement` (or `Coverage`) section that names every load-bearing claim the verdict rests on. Without it a reader cannot tell what was checked and what was taken on trust."),
	reportRule(RuleCoverageEmpty, "the coverage statement has at least one well-formed entry",
		"The coverage section must hold at least one bullet of the form `- <claim>: <STATUS>`, where STATUS is VERIFIED INDEPENDENTLY, ACCEPTED FROM WORKER'S EVIDENCE or COULD NOT CHECK."),
	reportRule(RuleCoverageMalformed, "every coverage bullet carries exactly one status",
		"Each bullet in the coverage section is `- <claim>: <STATUS>` with exactly one of the three statuses: VERIFIED INDEPENDENTLY (you re-derived it by another method), ACCEPTED FROM WORKER'S EVIDENCE (you audited the worker's captured artifact), COULD NOT CHECK. A bullet with no status, another word, or two statuses is ambiguous about what was verified."),
	reportRule(RuleCoverageUnbacked, "an accepted claim is backed by an acceptance-evidence block",
		"ACCEPTED FROM WORKER'S EVIDENCE is honest only when the report carries the worker's artifact between `<!-- acceptance-evidence:start -->` and `<!-- acceptance-evidence:end -->`. With no artifact the only honest status is COULD NOT CHECK."),
	reportRule(RuleVerdictMissing, "a report has a verdict line",
		"Exactly one line says `Verdict: PASS` or `Verdict: FAIL` (any case; it may be a heading or bold, such as `## Verdict: FAIL` or `**Verdict:** PASS`)."),
	reportRule(RuleVerdictConflict, "verdict lines agree",
		"A report with two verdict lines that disagree (`Verdict: PASS` and `Verdict: FAIL`) says nothing, and so does a verdict line that offers a choice (`Verdict: PASS or FAIL`, `PASS/FAIL`: a template's placeholder left in place), which is no verdict at all. Keep one verdict line with one value."),
	reportRule(RuleVerdictReasonMissing, "a report has a verdict reason section",
		"A `## Verdict reason` section says which findings drove the verdict and, for a PASS, why each finding is a NOTE and not a FAIL."),
	reportRule(RuleVerdictReasonEmpty, "the verdict reason section is not empty",
		"The `Verdict reason` section must say something: name the findings that drove the verdict."),
	reportRule(RuleFindingsMissing, "a report has a findings section",
		"A `## Findings` section lists every finding with a FAIL or NOTE disposition, or says `None` when there are none."),
	reportRule(RuleFindingUndispositioned, "every finding is dispositioned FAIL or NOTE",
		"Each bullet in the findings section is `- <finding>: FAIL — <reason>` or `- <finding>: NOTE — <reason>` (a dash, en or em dash, or colon before the reason). FAIL: the finding contradicts this deliverable's own claims, docs or tests. NOTE: it is about pre-existing code or lies outside this deliverable."),
	reportRule(RuleNoteUnjustified, "a NOTE says why it is not a FAIL",
		"A NOTE finding carries a reason: why it lies outside this deliverable's territory. A NOTE without one is a FAIL pushed into a follow-up that may never come."),
	reportRule(RuleFindingsEmpty, "the findings section lists findings or says None",
		"An empty findings section is ambiguous: write the findings, or `None` when there are none."),
	reportRule(RuleDoNotRebuildMissing, "a FAIL report has a do-not-rebuild section",
		"A FAIL must be scoped: a `## Do not rebuild` section names what is already correct and must not be rebuilt or re-run, so the redo stays cheap and precise."),
	reportRule(RuleDoNotRebuildEmpty, "the do-not-rebuild section is not empty",
		"The `Do not rebuild` section of a FAIL report must name what is correct and must not be rebuilt."),
	reportRule(RuleVerdictFindingMismatch, "the verdict agrees with the findings",
		"A PASS report carries no FAIL finding, and a FAIL report carries at least one: the verdict follows from the dispositions."),
	reportRule(RuleEvidenceMalformed, "an acceptance-evidence block is well formed",
		"Between `<!-- acceptance-evidence:start -->` and `<!-- acceptance-evidence:end -->`, `key: value` lines: `sha` (required, 7 to 64 hex digits), `environment` (required: OS, toolchain, what was unavailable), then `command:` / `result:` pairs. Every start marker needs an end marker."),
	reportRule(RuleEvidenceStale, "the evidence was captured at the commit under review",
		"The evidence block's `sha` must be the commit under review (given with `--sha`, or the head of the range in `check` and `derive`). Evidence from another commit says nothing about this one."),
	reportRule(RuleUnknownRule, "inline reviewlint comments name known rules",
		"A `<!-- reviewlint-disable RULE -->` comment that names a rule reviewlint does not know is a typo that would silently disable nothing. Use an id from `reviewlint rules`."),
	reportRule(RuleInlineDisableRefused, "no inline comment disables a rule where policy refuses it",
		"`reviewlint check` and the pre-receive hook enforce the rules of the change's target, not of the change: `[policy] inline-disable` there (default \"refuse\") says which `<!-- reviewlint-disable … -->` comments they honour. A refused comment silences nothing and is reported. Under every policy, in `lint` and the hooks too, no comment disables render-ambiguous or report-too-complex (a refusal the report's author can switch off is no refusal), unknown-rule or this rule: a comment naming one of them is reported, and a blanket one leaves them on. Fix what the rule reports, or change the rules where the target's maintainers decide them."),
	reportRule(RuleRenderAmbiguous, "what the report says does not depend on the renderer",
		"The contract is read from the report as CommonMark renders it. Raw HTML is passed to the reader's renderer, which decides what of it shows: a `<details>` body is folded away, `hidden` and `style` attributes hide text, a browser ends a comment early at `--!>`, an unclosed comment or `<textarea>` swallows the rest of the page, an image shows its alt text only when the picture fails to load. A verdict line, a FAIL or NOTE disposition or a coverage status inside raw HTML, in a block whose inline HTML can hide or restyle text, or in an image's alt text is refused rather than guessed at: write it in plain markdown. So is a soft line break that splits contract text a reader sees on one line (`CHANGES` over `REQUESTED`, a verdict key over `: FAIL`). An HTML comment or raw-text block (`<pre>`, `<script>`, `<style>`, `<textarea>`) that is never closed is refused whatever it holds. No comment in the report disables this rule."),
	reportRule(RuleReportTooComplex, "the report's markdown is within the reading limits",
		"Reading a report costs time in proportion to its size only while its markdown stays within limits that no honest report reaches: block quotes and list items nested at most 16 deep; at most 128 backtick runs, link brackets or `<` in one paragraph, heading or list item, and emphasis delimiters within c × d ≤ 16 × its length in bytes, for d delimiters of which c can close emphasis (`_` inside a word, as in snake_case, closes nothing); at most 64 lines opening with `[` in a paragraph of link reference definitions; at most 262,144 lines and 262,144 inline openers (emphasis delimiters, backtick runs, brackets, `<`) in all. A report beyond them is refused, and nothing else in it is checked: split the long paragraph or flatten the nesting. No comment in the report disables this rule."),
}
