package hooks

import (
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// applyRuleSeverities applies rules.toml to the commit-msg diagnostics and
// drops those turned off. The message file is not a path in the
// repository, so only [rules] can match it, never an override's globs.
func applyRuleSeverities(cfg *config.Config, ds []diag.Diagnostic) []diag.Diagnostic {
	return lint.New(cfg).Apply(ds, "")
}
