package catalog

import "github.com/reviewlint/reviewlint/internal/diag"

// The rules about the configuration a change carries, reported by `check`
// and the push hooks, which never take their rules from the change.
const (
	RuleConfigChanged = "config-changed"
	RuleConfigInvalid = "config-invalid"
)

// PolicyRules are reported at the configuration file (.reviewlint.toml or
// rules.toml).
var PolicyRules = []diag.Rule{
	{ID: RuleConfigChanged, Default: diag.Warning, Kind: "policy", Summary: "the change edits the configuration (.reviewlint.toml or rules.toml)",
		Doc: "`check --range`, the pre-push and the pre-receive hook apply the rules of the change's target (the base of the range, the branch before the push) or a file the server names, never the configuration the checked commits bring: a change cannot switch off the checks it is under. A change to the file whose rules apply (.reviewlint.toml, else a rules.toml of reviewlint's; another tool's rules.toml, or one beside .reviewlint.toml, decides nothing and is not reported) is reported so that reviewers see it; the new rules apply to later changes, once it has landed."},
	{ID: RuleConfigInvalid, Default: diag.Error, Kind: "policy", Summary: "the configuration a change brings is valid",
		Doc: "A configuration file that does not parse would stop every later check of the branch once it landed, and a reviewlint rules.toml grown past the size limit would read as another tool's file and drop the rules it held. The diagnostic quotes the parse error or names the size; fix the file before it lands."},
}
