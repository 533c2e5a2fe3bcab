package diag

// Rule is the single definition of one rule. Every listing of rules
// (`reviewlint rules`, `explain`, the SARIF rule table, the reviewer prompt)
// is generated from these values, never written again by hand.
type Rule struct {
	// ID is stable: configs, inline disable comments and SARIF refer to it.
	ID string
	// Default is the severity when rules.toml says nothing about the rule.
	Default Severity
	// Kind names what the rule applies to: "report", "verdict" or "commit-msg".
	Kind string
	// Summary is one line, lowercase, no final period.
	Summary string
	// Doc is the longer explanation: what breaks the rule and how to fix it.
	Doc string
}
