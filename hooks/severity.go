package hooks

import (
	"github.com/reviewlint/reviewlint/config"
	"github.com/reviewlint/reviewlint/diag"
)

// applyRuleSeverities applies rules.toml's [rules] table to the
// commit-msg diagnostics and drops those turned off. Per-path overrides do
// not apply: the message file is not a path in the repository.
//
// Package lint applies severities to file diagnostics but keeps its lookup
// unexported; this stays here until it offers one for other diagnostics.
func applyRuleSeverities(cfg *config.Config, ds []diag.Diagnostic) []diag.Diagnostic {
	kept := ds[:0]
	for _, d := range ds {
		if rc, ok := cfg.Rules[d.Rule]; ok && rc.Severity != nil {
			d.Severity = *rc.Severity
		}
		if d.Severity != diag.Off {
			kept = append(kept, d)
		}
	}
	return kept
}
