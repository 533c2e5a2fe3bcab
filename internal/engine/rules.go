package engine

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Which configuration a run applies depends on where its files come from:
//
//	files on disk (lint, verdict gate,   --no-config: the built-in rules; else --config
//	  rules, derive)                     (or REVIEWLINT_CONFIG); else in a repository the
//	                                     configuration at its root; outside one, the first
//	                                     folder from the working one upward that has one
//	the commit being made (the hooks)    the index's configuration, else the work tree's
//	commits that exist (check, pushes)   --config, else git config reviewlint.config,
//	                                     else the configuration at the change's target
//
// and the built-in rules when none of those is there. Wherever a folder,
// the index or a commit is searched, config.Pick chooses between
// .reviewlint.toml and rules.toml the same way, and another tool's
// rules.toml gives way to the built-in rules with a notice; a file named
// with --config is always read as reviewlint's. Wherever a repository is
// known, globs match paths as git does there (core.ignorecase).

// ConfigKey is the git configuration key (`git config reviewlint.config
// FILE`) by which a server, a CI job or a clone names the rules check, the
// pre-push and the pre-receive hook apply, whatever rules.toml any branch
// holds. A relative path is taken from the git directory.
const ConfigKey = "reviewlint.config"

// Choice is how the command line chose the rules: --no-config, or a
// file named by --config or REVIEWLINT_CONFIG; the zero value chooses
// none, and the rules are looked for.
type Choice struct {
	Named string
	None  bool
}

// RulesFile reads the rules choice names, else those of the folder root
// ("" for none: the built-in rules). Globs match as written: for verbs
// that match no path of the repository's own.
func RulesFile(choice Choice, root string) (*config.Config, error) {
	switch {
	case choice.None:
		return config.Default(), nil
	case choice.Named != "":
		return config.Load(choice.Named)
	}
	return config.Find(root)
}

// LocalRules reads the rules a run from the folder cwd applies: choice
// when it chooses; in the repository whose work tree is root, the
// configuration at root, with a notice for each of reviewlint's files
// between cwd and root (config.Ignored: never silently taken, never
// silently ignored); outside any repository (root ""), the configuration
// of the first folder from cwd upward that has one (config.FindUp). dir
// is the folder whose configuration applies when it was looked for
// (root, or the folder found); "" when none was.
func LocalRules(choice Choice, cwd, root string) (cfg *config.Config, dir string, err error) {
	if choice.None || choice.Named != "" {
		cfg, err := RulesFile(choice, "")
		return cfg, "", err
	}
	if root == "" {
		return config.FindUp(cwd)
	}
	if cfg, err = config.Find(root); err != nil {
		return nil, "", err
	}
	cfg.Notices = append(cfg.Notices, config.Ignored(cwd, root)...)
	return cfg, root, nil
}

// WorkTreeRules is LocalRules for files on disk in the work tree at root,
// its globs matching paths as git matches them there.
func WorkTreeRules(choice Choice, cwd, root string) (*config.Config, string, error) {
	cfg, dir, err := LocalRules(choice, cwd, root)
	if err != nil || root == "" {
		return cfg, dir, err
	}
	if repo, err := gitrepo.Open(root); err == nil {
		matchAsGit(cfg, repo)
		repo.Close()
	}
	return cfg, dir, nil
}

// StagedRules returns the rules a commit being made is checked under: the
// configuration in the index git names (what the commit records, so a
// commit that changes the rules is checked by its own rules). When the
// index holds either name it alone decides: a file of the other name in the
// work tree, untracked or ignored, is not what the commit records, and
// must not override its rules (a notice says it is not staged). Only when
// neither is staged does the work tree's configuration apply, else the
// built-in defaults.
func StagedRules(repo *gitrepo.Repo) (*config.Config, error) {
	staged := map[string]bool{}
	folder := map[string]bool{}
	for _, name := range config.FileNames {
		_, _, ok, err := repo.StagedEntry(name)
		if err == nil && !ok {
			folder[name], err = repo.StagedDir(name)
		}
		if err != nil {
			return nil, fmt.Errorf("read the index %s: %w", repo.IndexPath(), err)
		}
		staged[name] = ok || folder[name]
	}
	if !staged[config.DotName] && !staged[config.RulesName] {
		root := repo.WorkTree()
		cfg, err := config.Choose(config.FolderReader(root), func(name string) string { return filepath.Join(root, name) })
		if err != nil {
			return nil, err
		}
		return matchAsGit(cfg, repo), nil
	}
	read := func(name string) ([]byte, bool, error) {
		if folder[name] {
			return nil, false, config.ErrFolder
		}
		h, mode, ok, err := repo.StagedEntry(name)
		if err != nil {
			return nil, false, fmt.Errorf("read the index %s: %w", repo.IndexPath(), err)
		}
		return blob(repo, h, mode, ok, "the staged "+name)
	}
	cfg, err := config.Choose(read, func(name string) string { return name + " (staged)" })
	if err != nil {
		return nil, err
	}
	for _, name := range config.FileNames {
		if staged[name] {
			continue
		}
		if _, err := os.Lstat(filepath.Join(repo.WorkTree(), name)); err == nil {
			cfg.Notices = append(cfg.Notices, fmt.Sprintf("%s is not staged: ignored; this commit is checked by the staged configuration (git add %s to apply it)",
				filepath.Join(repo.WorkTree(), name), name))
		}
	}
	return matchAsGit(cfg, repo), nil
}

// blob reads the configuration file the entry h, mode (ok: there) names in
// the index or a commit, what names it in errors, refusing what the work
// tree's reader refuses (config.FolderReader): a link is not followed, and
// a file over config.MaxBytes is not read. A submodule is no file: absent.
func blob(repo *gitrepo.Repo, h gitrepo.Hash, mode gitrepo.FileMode, ok bool, what string) ([]byte, bool, error) {
	switch {
	case !ok || mode == gitrepo.ModeSubmodule:
		return nil, false, nil
	case mode == gitrepo.ModeSymlink:
		return nil, false, config.ErrSymlink
	}
	data, err := repo.ReadBlob(h, config.MaxBytes)
	if errors.Is(err, gitrepo.ErrTooLarge) {
		return nil, false, config.ErrTooLarge
	}
	if err != nil {
		return nil, false, fmt.Errorf("read %s: %w", what, err)
	}
	return data, true, nil
}

// TargetRules returns the rules commits that exist are checked under, and
// how messages name them; `check`, the pre-push and the pre-receive hooks
// all decide here. The first found: named (`check --config`); the file
// git config reviewlint.config names, which no commit can set; the
// configuration at rulesFrom, the change's target (zero: none), chosen
// there as config.Pick chooses; the built-in rules. Never the
// configuration the checked commits bring: a change would choose its own
// rules. A target whose configuration does not parse stops the check: no
// change can replace those rules, so the error says who can.
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
	found, err := config.Pick(CommitReader(repo, rulesFrom), func(name string) string { return fmt.Sprintf("%s (at %s)", name, at) })
	cfg = config.Default()
	if err == nil && found.Name != "" {
		cfg, err = found.Parse(fmt.Sprintf("%s (at %s)", found.Name, at))
	}
	if err != nil {
		var cerr *config.Error
		if !errors.As(err, &cerr) {
			return nil, "", err
		}
		name := found.Name
		if name == "" {
			name = cerr.File
		}
		return nil, "", fmt.Errorf("the target's rules, which these commits are checked under, do not parse: %w; "+
			"no change can replace them: name valid rules with `check --config FILE` or git config %s, or fix %s on the target without this check",
			err, ConfigKey, name)
	}
	cfg.Notices = found.Notices
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

// CommitReader reads configuration files by name at commit (none at the
// zero hash).
func CommitReader(repo *gitrepo.Repo, commit gitrepo.Hash) config.Reader {
	return func(name string) ([]byte, bool, error) {
		if commit.IsZero() {
			return nil, false, nil
		}
		h, mode, ok, err := repo.FileAt(commit, name)
		if err != nil {
			return nil, false, fmt.Errorf("look for %s at %s: %w", name, commit.String()[:12], err)
		}
		if !ok {
			dir, err := repo.DirAt(commit, name)
			if err != nil {
				return nil, false, fmt.Errorf("look for %s at %s: %w", name, commit.String()[:12], err)
			}
			if dir {
				return nil, false, config.ErrFolder
			}
		}
		return blob(repo, h, mode, ok, fmt.Sprintf("%s at %s", name, commit.String()[:12]))
	}
}

// RulesAt returns the configuration file that applies at commit, as
// config.Pick chooses it: Name "" when the built-in rules do.
func RulesAt(repo *gitrepo.Repo, commit gitrepo.Hash) (config.Found, error) {
	return config.Pick(CommitReader(repo, commit), func(name string) string { return name })
}

// matchAsGit makes cfg's globs match paths as git matches them in repo:
// without regard to case under core.ignorecase.
func matchAsGit(cfg *config.Config, repo *gitrepo.Repo) *config.Config {
	cfg.Files.FoldCase = repo.IgnoreCase()
	return cfg
}
