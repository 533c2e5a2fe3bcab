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

// configChange reports a configuration that differs between the commit
// the rules come from and the head, compared as each commit's rules are
// chosen (engine.RulesAt: .reviewlint.toml over rules.toml, another tool's
// rules.toml counting as none): the change does not choose its own rules,
// but reviewers should see that it changes them, and a file that does not
// parse must not land, or it would stop every later check. A file that
// does not decide the rules (another tool's rules.toml, a rules.toml
// beside .reviewlint.toml) changes nothing here.
func configChange(repo *gitrepo.Repo, rulesFrom, head gitrepo.Hash, source string) ([]diag.Diagnostic, error) {
	before, err := engine.RulesAt(repo, rulesFrom)
	if err != nil {
		return nil, err
	}
	// A file the head holds that cannot be a configuration at all (a link,
	// a .reviewlint.toml over the size limit) is as invalid as one that does
	// not parse: reported at the file, not a failure of the check.
	after, invalid := engine.RulesAt(repo, head)
	var cerr *config.Error
	if invalid != nil && !errors.As(invalid, &cerr) {
		return nil, invalid
	}
	if invalid != nil {
		after = config.Found{Name: cerr.File}
	}
	if before.Name == after.Name && string(before.Data) == string(after.Data) {
		return nil, nil
	}
	path, what := after.Name, "change "+after.Name
	switch {
	case after.Name == "" && before.Name == config.RulesName:
		// The file may still be there, made another tool's: a rules.toml
		// padded past the size limit drops the team's rules in a diff of
		// comment lines, which no reviewer reads as a deletion.
		_, still, err := engine.CommitReader(repo, head)(config.RulesName)
		if errors.Is(err, config.ErrTooLarge) {
			return []diag.Diagnostic{{Path: before.Name, Line: 1, Column: 1, Severity: diag.Error,
				Rule:    catalog.RuleConfigInvalid,
				Message: fmt.Sprintf("these commits make %s %v, which reads as another tool's file and drops the rules it held; keep it under the limit, or delete it", before.Name, config.ErrTooLarge)}}, nil
		}
		path, what = before.Name, "delete "+before.Name
		if still && err == nil {
			what = "make " + before.Name + " another tool's file (none of reviewlint's tables), which drops the rules it held"
		}
	case after.Name == "":
		path, what = before.Name, "delete "+before.Name
	case before.Name == "":
		what = "add " + after.Name
	case before.Name != after.Name:
		what = fmt.Sprintf("move the rules from %s to %s", before.Name, after.Name)
	}
	ds := []diag.Diagnostic{{Path: path, Line: 1, Column: 1, Severity: diag.Warning,
		Rule: catalog.RuleConfigChanged,
		Message: fmt.Sprintf("these commits %s; they were checked under %s, and the new rules apply once they have landed",
			what, source)}}
	if after.Name != "" {
		err := invalid
		if err == nil {
			_, err = after.Parse(after.Name)
		}
		if err != nil {
			line := 1
			var cerr *config.Error
			if errors.As(err, &cerr) && cerr.Line > 0 {
				line = cerr.Line
			}
			ds = append(ds, diag.Diagnostic{Path: path, Line: line, Column: 1, Severity: diag.Error,
				Rule: catalog.RuleConfigInvalid, Message: fmt.Sprintf("the new %s is invalid: %v", after.Name, err)})
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
