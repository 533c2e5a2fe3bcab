package check

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/catalog"
	"github.com/reviewlint/reviewlint/config"
	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/gitrepo"
)

// ConfigKey is the git configuration key (`git config reviewlint.config
// FILE`) by which a server or a CI job names the rules check and the
// pre-receive hook apply, whatever rules.toml any branch holds. A relative
// path is taken from the git directory.
const ConfigKey = "reviewlint.config"

// ServerConfig reads the file ConfigKey names; nil when it is not set.
func ServerConfig(repo *gitrepo.Repo) (*config.Config, error) {
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

// rulesAt reads the rules.toml commit holds, else the built-in defaults; a
// zero commit (nothing to build on: a first push, a root commit) has the
// defaults.
func rulesAt(repo *gitrepo.Repo, commit gitrepo.Hash) (*config.Config, error) {
	if commit.IsZero() {
		return config.Default(), nil
	}
	data, ok, err := configBlob(repo, commit)
	if err != nil || !ok {
		return config.Default(), err
	}
	return config.Parse(fmt.Sprintf("%s (at %s)", config.FileName, commit.String()[:12]), data)
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
