package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Which rules.toml a run applies depends on where its files come from:
//
//	files on disk (lint, verdict gate)   --config, else rules.toml at the work tree's root
//	the commit being made (the hooks)    the index's rules.toml, else the work tree's
//	commits that exist (check, pushes)   --config, else git config reviewlint.config,
//	                                     else rules.toml at the change's target
//
// and the built-in rules when none of those is there. A rules.toml found
// by its name that is plainly another tool's gives way to the built-in
// rules with a notice; one named with --config, or the target's, is
// always read as reviewlint's. Wherever a repository is known, globs
// match paths as git does there (core.ignorecase).

// ConfigKey is the git configuration key (`git config reviewlint.config
// FILE`) by which a server, a CI job or a clone names the rules check, the
// pre-push and the pre-receive hook apply, whatever rules.toml any branch
// holds. A relative path is taken from the git directory.
const ConfigKey = "reviewlint.config"

// maxConfigBytes bounds a rules.toml read from the index or a commit.
const maxConfigBytes = 1 << 20

// RulesFile reads the rules named (--config), else rules.toml at root,
// else the built-in rules; root is "" outside any repository. Globs match
// as written: for verbs that match no path of the repository's own.
func RulesFile(named, root string) (*config.Config, error) {
	if named != "" {
		return config.Load(named)
	}
	return config.Find(root)
}

// WorkTreeRules is RulesFile for files on disk in the work tree at root,
// its globs matching paths as git matches them there.
func WorkTreeRules(named, root string) (*config.Config, error) {
	cfg, err := RulesFile(named, root)
	if err != nil || root == "" {
		return cfg, err
	}
	if repo, err := gitrepo.Open(root); err == nil {
		matchAsGit(cfg, repo)
		repo.Close()
	}
	return cfg, nil
}

// StagedRules returns the rules a commit being made is checked under: the
// rules.toml in the index git names (what the commit records, so a commit
// that changes the rules is checked by its own rules), else the work
// tree's rules.toml (untracked), else the built-in defaults.
func StagedRules(repo *gitrepo.Repo) (*config.Config, error) {
	cfg, err := stagedOrWorkTreeRules(repo)
	if err != nil {
		return nil, err
	}
	return matchAsGit(cfg, repo), nil
}

func stagedOrWorkTreeRules(repo *gitrepo.Repo) (*config.Config, error) {
	h, staged, err := repo.StagedFile(config.FileName)
	if err != nil {
		return nil, fmt.Errorf("read the index %s: %w", repo.IndexPath(), err)
	}
	if staged {
		data, err := repo.ReadBlob(h, maxConfigBytes)
		if err != nil {
			return nil, fmt.Errorf("read the staged %s: %w", config.FileName, err)
		}
		return config.ParseFound(config.FileName+" (staged)", data)
	}
	return config.Find(repo.WorkTree())
}

// TargetRules returns the rules commits that exist are checked under, and
// how messages name them; `check`, the pre-push and the pre-receive hooks
// all decide here. The first found: named (`check --config`); the file
// git config reviewlint.config names, which no commit can set; the
// rules.toml at rulesFrom, the change's target (zero: none); the built-in
// rules. Never the rules.toml the checked commits bring: a change would
// choose its own rules. A target whose rules.toml does not parse stops the
// check: no change can replace those rules, so the error says who can.
func TargetRules(repo *gitrepo.Repo, named *config.Config, rulesFrom gitrepo.Hash) (*config.Config, string, error) {
	cfg, source, err := targetRules(repo, named, rulesFrom)
	if err != nil {
		return nil, "", err
	}
	return matchAsGit(cfg, repo), source, nil
}

func targetRules(repo *gitrepo.Repo, named *config.Config, rulesFrom gitrepo.Hash) (*config.Config, string, error) {
	if named != nil {
		return named, named.Source, nil
	}
	cfg, err := serverConfig(repo)
	if err != nil {
		return nil, "", err
	}
	if cfg != nil {
		return cfg, cfg.Source, nil
	}
	if rulesFrom.IsZero() {
		return config.Default(), "the built-in rules", nil
	}
	at := rulesFrom.String()[:12]
	data, ok, err := RulesAt(repo, rulesFrom)
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

// RulesAt reads rules.toml at commit; ok is false when there is none.
func RulesAt(repo *gitrepo.Repo, commit gitrepo.Hash) ([]byte, bool, error) {
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

// matchAsGit makes cfg's globs match paths as git matches them in repo:
// without regard to case under core.ignorecase.
func matchAsGit(cfg *config.Config, repo *gitrepo.Repo) *config.Config {
	cfg.Files.FoldCase = repo.IgnoreCase()
	return cfg
}
