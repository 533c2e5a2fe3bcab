package check

import (
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// configChange reports a rules.toml that differs between the commit the
// rules come from and the head: the change does not choose its own rules,
// but reviewers should see that it changes them, and a file that does not
// parse must not land, or it would stop every later check.
func configChange(repo *gitrepo.Repo, rulesFrom, head gitrepo.Hash, source string) ([]diag.Diagnostic, error) {
	before, hadBefore, err := engine.RulesAt(repo, rulesFrom)
	if err != nil {
		return nil, err
	}
	after, hasAfter, err := engine.RulesAt(repo, head)
	if err != nil {
		return nil, err
	}
	if hadBefore == hasAfter && string(before) == string(after) {
		return nil, nil
	}
	what := "change"
	switch {
	case !hasAfter:
		what = "delete"
	case !hadBefore:
		what = "add"
	}
	ds := []diag.Diagnostic{{Path: config.FileName, Line: 1, Column: 1, Severity: diag.Warning,
		Rule: catalog.RuleConfigChanged,
		Message: fmt.Sprintf("these commits %s %s; they were checked under %s, and the new rules apply once they have landed",
			what, config.FileName, source)}}
	if hasAfter {
		if _, err := config.Parse(config.FileName, after); err != nil {
			line := 1
			var cerr *config.Error
			if errors.As(err, &cerr) && cerr.Line > 0 {
				line = cerr.Line
			}
			ds = append(ds, diag.Diagnostic{Path: config.FileName, Line: line, Column: 1, Severity: diag.Error,
				Rule: catalog.RuleConfigInvalid, Message: fmt.Sprintf("the new %s is invalid: %v", config.FileName, err)})
		}
	}
	return ds, nil
}

// directives maps [policy] inline-disable to what the report contract
// honours.
func directives(cfg *config.Config) contract.DirectivePolicy {
	switch cfg.Policy.InlineDisable {
	case config.InlineAllow:
		return contract.DirectivesAllowed
	case config.InlineNamed:
		return contract.DirectivesNamedOnly
	}
	return contract.DirectivesRefused
}
