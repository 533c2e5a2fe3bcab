package verdict

import "github.com/reviewlint/reviewlint/internal/diag"

// Rule ids, as rules.toml, inline comments and SARIF spell them.
const (
	RuleJSONMissing          = "verdict-json-missing"
	RuleJSONInvalid          = "verdict-json-invalid"
	RuleJSONRepaired         = "verdict-json-repaired"
	RuleValue                = "verdict-value"
	RuleDuplicateKey         = "verdict-duplicate-key"
	RuleAmbiguous            = "verdict-ambiguous"
	RuleBlockWithoutBlocking = "block-without-blocking"
	RuleApproveWithBlocking  = "approve-with-blocking"
	RuleFindingEmptyQuestion = "finding-empty-question"
	RuleReviewTooLong        = "review-too-long"
	RuleEditPathUnsafe       = "edit-path-unsafe"
)

// maxReviewChars is the contract's cap on the `review` prose: longer fields
// are what corrupts an agent's JSON on large diffs.
const maxReviewChars = 1500

// Rules is the single definition of every verdict-file rule.
var Rules = []diag.Rule{
	{
		ID: RuleJSONMissing, Default: diag.Error, Kind: "verdict",
		Summary: "the file holds a JSON object with a verdict key",
		Doc: "The file must contain a JSON object, not nested in another object, whose own keys include \"verdict\". " +
			"Prose, fenced blocks and other objects around it are fine; a \"verdict\" that appears only " +
			"in prose or inside a string does not count, and one inside a nested object is not the verdict. Without such an object " +
			"nothing can be read, and silence must never pass for approval: emit the verdict object.",
	},
	{
		ID: RuleJSONInvalid, Default: diag.Error, Kind: "verdict",
		Summary: "the verdict object parses and has the verdict shape",
		Doc: "The verdict object must be strict JSON (no comments, trailing commas, single quotes, " +
			"invalid UTF-8 or lone surrogates) after at most one repair that escapes raw control " +
			"characters inside strings. It must also have the contract's shape: findings a list of " +
			"{severity, question, context?}; optional review, edits[{path, content}], edit, questions[], " +
			"uncertainTasks[{path, questions[]}], decompositionUnclear{questions[]}; no other keys, since " +
			"a misspelled \"findings\" would otherwise hide its blocking findings. Fix the JSON the agent emits.",
	},
	{
		ID: RuleJSONRepaired, Default: diag.Warning, Kind: "verdict",
		Summary: "the verdict object needed the control-character repair",
		Doc: "A raw newline, tab or other control character sat inside a JSON string and was escaped " +
			"before parsing. The verdict was read, but the agent is emitting invalid JSON: tell it to " +
			"write \\n instead of a line break and to keep strings on one line.",
	},
	{
		ID: RuleValue, Default: diag.Error, Kind: "verdict",
		Summary: "verdict is exactly \"approve\" or \"block\"",
		Doc: "The verdict key must hold the string \"approve\" or \"block\", lowercase, nothing else. " +
			"\"Approve\", \"approved\", \"pass\", true or an empty string are not read as either, because " +
			"guessing would let a malformed verdict approve.",
	},
	{
		ID: RuleDuplicateKey, Default: diag.Error, Kind: "verdict",
		Summary: "no key repeats within one object",
		Doc: "A key appears twice in one object, for example {\"verdict\":\"block\",\"verdict\":\"approve\"}. " +
			"JSON parsers disagree on which copy wins, so a repeated key is treated as an attempt to show " +
			"different readers different verdicts, not as a typo. Emit each key once.",
	},
	{
		ID: RuleAmbiguous, Default: diag.Error, Kind: "verdict",
		Summary: "the file holds no second, different verdict object",
		Doc: "Besides the verdict object the file holds another object with its own \"verdict\" key, found " +
			"as a JSON reader finds it from any '{' (in prose, a fence, a comment, nested in another object), " +
			"that says something different or cannot be read; or a key that only looks like \"verdict\" " +
			"(escapes, other letter case, look-alike, accented or invisible characters, punctuation around or between the letters, UTF-16 text). Which one the agent meant is unknowable, so " +
			"neither is trusted. Repeating the same verdict exactly is allowed; emit one verdict object.",
	},
	{
		ID: RuleBlockWithoutBlocking, Default: diag.Error, Kind: "verdict",
		Summary: "a block has at least one blocking finding",
		Doc: "A \"block\" verdict must say what blocks it: at least one finding with severity " +
			"\"blocking\". A block with only non-blocking findings, or none, cannot be acted on.",
	},
	{
		ID: RuleApproveWithBlocking, Default: diag.Error, Kind: "verdict",
		Summary: "an approve has no blocking finding",
		Doc: "An \"approve\" verdict carries a finding with severity \"blocking\": the verdict contradicts " +
			"itself. The gate never approves such a round. Either block, or downgrade the finding to " +
			"\"non-blocking\" if it does not keep the work out. So does an \"approve\" whose review prose " +
			"states a refusal on a line of its own (`CHANGES REQUESTED: the token leaks`, `Verdict: block.`), " +
			"or says the build, CI or the tests fail now (`CI is red.`, `The build fails on main.`): " +
			"a reader of the review takes the round for a block. The same reading covers every other " +
			"string the verdict carries (a `summary`, `notes` or unknown key, a non-blocking finding's " +
			"context and nested values): a blocking grade as a label (`BLOCKER: …`, `[P0] …`), a refusal, " +
			"a hold (`\"status\": \"on hold\"`) or a nested `{\"blocking\": true}` refuses the approval; " +
			"so do findings of a blocking grade counted in prose (`Found 2 critical issues.`), a grade in " +
			"capitals opening a line (`BLOCKER sql injection`), a tag that is a blocking grade " +
			"(`\"labels\": [\"critical\"]`), `\"ready\": false`, a failing check (`\"tests_passed\": false`, " +
			"`\"ci\": \"red\"`), the questions a verdict asks, and the prose and JSON objects around the " +
			"verdict object.",
	},
	{
		ID: RuleFindingEmptyQuestion, Default: diag.Error, Kind: "verdict",
		Summary: "every finding says what is wrong",
		Doc: "Each finding needs a non-empty \"question\": the defect or question, with enough context " +
			"to act without re-deriving it. A finding without one tells the author nothing.",
	},
	{
		ID: RuleReviewTooLong, Default: diag.Warning, Kind: "verdict",
		Summary: "review is at most 1,500 characters",
		Doc: "The \"review\" prose is longer than 1,500 characters. Long multi-paragraph fields are where " +
			"agents break their JSON; say less, and put details in findings.",
	},
	{
		ID: RuleEditPathUnsafe, Default: diag.Error, Kind: "verdict",
		Summary: "every edit and uncertain-task path is relative, clean and inside the repository",
		Doc: "Paths in edits[].path and uncertainTasks[].path are written by whoever applies the verdict, " +
			"so each must be a clean relative slash-separated path (path.Clean leaves it unchanged) that " +
			"does not start with \"..\", with no backslash, drive letter or NUL. Anything else could " +
			"write outside the repository.",
	},
}

// ruleSeverity returns the default severity of a rule id from Rules.
func ruleSeverity(id string) diag.Severity {
	for _, r := range Rules {
		if r.ID == id {
			return r.Default
		}
	}
	// Unknown ids are a programming error caught by the rules test; erring
	// toward Error keeps a mistake from silencing a finding.
	return diag.Error
}

// fatalRule reports whether a problem under this rule leaves no verdict that
// can honestly be returned by Parse or counted by Gate. An unsafe edit path
// is fatal too: Parse's result is what a caller applies to the disk.
func fatalRule(id string) bool {
	switch id {
	case RuleJSONMissing, RuleJSONInvalid, RuleValue, RuleDuplicateKey, RuleAmbiguous, RuleEditPathUnsafe:
		return true
	}
	return false
}
