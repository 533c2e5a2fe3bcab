package check

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// ConfigKey is the git configuration key (`git config reviewlint.config
// FILE`) by which a server, a CI job or a clone names the rules check, the
// pre-push and the pre-receive hook apply, whatever rules.toml any branch
// holds. A relative path is taken from the git directory.
const ConfigKey = "reviewlint.config"

// Rules returns the rules a change is checked under, and how messages
// name them; `check`, the pre-push and the pre-receive hooks all decide
// here. The first found: opts.Config (`check --config`); the file git
// config reviewlint.config names, which no commit can set; the rules.toml
// at opts.RulesFrom, the change's target; the built-in rules. Never the
// rules.toml the checked commits bring: a change would choose its own
// rules. A target whose rules.toml does not parse stops the check: no
// change can replace those rules, so the error says who can.
func Rules(repo *gitrepo.Repo, opts Options) (*config.Config, string, error) {
	if opts.Config != nil {
		return opts.Config, opts.Config.Source, nil
	}
	cfg, err := serverConfig(repo)
	if err != nil || cfg != nil {
		return cfg, sourceOf(cfg), err
	}
	if opts.RulesFrom.IsZero() {
		return config.Default(), "the built-in rules", nil
	}
	at := opts.RulesFrom.String()[:12]
	data, ok, err := configBlob(repo, opts.RulesFrom)
	if err != nil || !ok {
		return config.Default(), "the rules at " + at, err
	}
	cfg, err = config.Parse(fmt.Sprintf("%s (at %s)", config.FileName, at), data)
	if err != nil {
		return nil, "", fmt.Errorf("the target's rules, which these commits are checked under, do not parse: %w; "+
			"no change can replace them: name valid rules with `check --config FILE` or git config %s, or fix %s on the target without this check",
			err, ConfigKey, config.FileName)
	}
	return cfg, "the rules at " + at, nil
}

func sourceOf(cfg *config.Config) string {
	if cfg == nil {
		return ""
	}
	return cfg.Source
}

// serverConfig reads the file ConfigKey names; nil when it is not set.
func serverConfig(repo *gitrepo.Repo) (*config.Config, error) {
	v, ok := repo.ConfigValue("reviewlint", "", "config")
	if !ok {
		return nil, nil
	}
	if v == "" {
		return nil, fmt.Errorf("git config %s is empty: name a rules file, or unset it", ConfigKey)
	}
	p := v
	if rest, ok := strings.CutPrefix(p, "~/"); ok {
		home, err := os.UserHomeDir()
		if err != nil {
			return nil, fmt.Errorf("git config %s: %w", ConfigKey, err)
		}
		p = filepath.Join(home, rest)
	} else if !filepath.IsAbs(p) {
		p = filepath.Join(repo.CommonDir(), p)
	}
	cfg, err := config.Load(p)
	if err != nil {
		return nil, fmt.Errorf("git config %s: %w", ConfigKey, err)
	}
	return cfg, nil
}

// configBlob reads rules.toml at commit; ok is false when there is none.
func configBlob(repo *gitrepo.Repo, commit gitrepo.Hash) ([]byte, bool, error) {
	if commit.IsZero() {
		return nil, false, nil
	}
	h, mode, ok, err := repo.FileAt(commit, config.FileName)
	if err != nil {
		return nil, false, fmt.Errorf("look for %s at %s: %w", config.FileName, commit.String()[:12], err)
	}
	if !ok || mode == gitrepo.ModeSubmodule {
		return nil, false, nil
	}
	data, err := repo.ReadBlob(h, maxConfigBytes)
	if err != nil {
		return nil, false, fmt.Errorf("read %s at %s: %w", config.FileName, commit.String()[:12], err)
	}
	return data, true, nil
}

// configChange reports a rules.toml that differs between the commit the
// rules come from and the head: the change does not choose its own rules,
// but reviewers should see that it changes them, and a file that does not
// parse must not land, or it would stop every later check.
func configChange(repo *gitrepo.Repo, rulesFrom, head gitrepo.Hash, source string) ([]diag.Diagnostic, error) {
	before, hadBefore, err := configBlob(repo, rulesFrom)
	if err != nil {
		return nil, err
	}
	after, hasAfter, err := configBlob(repo, head)
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
