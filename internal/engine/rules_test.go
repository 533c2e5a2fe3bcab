package engine

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

const (
	onlyDocs    = "[files]\nreports = [\"docs/**/*.md\"]\n"
	onlyNotes   = "[files]\nreports = [\"notes/**/*.md\"]\n"
	foreignToml = "[tool.other]\nline-length = 100\n"
)

func reports(cfg *config.Config) string { return strings.Join(cfg.Files.Reports, ",") }

// The commit being made is checked by the rules.toml it records, not by
// the work tree's edit of it; a file only in the work tree still counts.
func TestStagedRulesPreferTheIndex(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "rules.toml", onlyDocs)
	gitIn(t, dir, "add", "rules.toml")
	write(t, dir, "rules.toml", onlyNotes)
	cfg, err := StagedRules(open(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	if reports(cfg) != "docs/**/*.md" || cfg.Source != "rules.toml (staged)" {
		t.Errorf("staged rules: reports %s from %s, want docs/**/*.md from rules.toml (staged)", reports(cfg), cfg.Source)
	}

	gitIn(t, dir, "rm", "-q", "-f", "--cached", "rules.toml")
	if cfg, err = StagedRules(open(t, dir)); err != nil {
		t.Fatal(err)
	}
	if reports(cfg) != "notes/**/*.md" {
		t.Errorf("untracked rules: reports %s, want the work tree's notes/**/*.md", reports(cfg))
	}
}

// Another tool's rules.toml found by its name gives way to the built-in
// rules, with a notice; named with --config it is an error.
func TestForeignRulesFallBackToBuiltIn(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "rules.toml", foreignToml)
	gitIn(t, dir, "add", "rules.toml")
	cfg, err := StagedRules(open(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	if reports(cfg) != reports(config.Default()) || !strings.Contains(strings.Join(cfg.Notices, "\n"), "another tool's file") {
		t.Errorf("staged foreign rules: reports %s, notices %q; want the built-in rules and a notice", reports(cfg), cfg.Notices)
	}
	if cfg, _, err = WorkTreeRules(Choice{}, dir, dir); err != nil || len(cfg.Notices) == 0 {
		t.Errorf("work tree foreign rules: %v, notices %q; want the built-in rules and a notice", err, cfg.Notices)
	}
	if _, _, err := WorkTreeRules(Choice{Named: filepath.Join(dir, "rules.toml")}, dir, dir); err == nil {
		t.Error("--config naming another tool's file: no error")
	}
	// At a target too: a push must not be refused for another tool's file.
	gitIn(t, dir, "commit", "-q", "-m", "another tool's rules.toml")
	target, _, err := TargetRules(open(t, dir), nil, commitID(t, dir, "HEAD"))
	if err != nil || reports(target) != reports(config.Default()) {
		t.Errorf("target with another tool's rules.toml: %v, reports %s; want the built-in rules", err, reports(target))
	}
}

// Commits that exist are checked under their target's rules, never their
// own; git config reviewlint.config, then a named file, come first.
func TestTargetRulesComeFromOutsideTheChange(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "rules.toml", onlyDocs)
	gitIn(t, dir, "add", "rules.toml")
	gitIn(t, dir, "commit", "-q", "-m", "base")
	write(t, dir, "rules.toml", onlyNotes)
	gitIn(t, dir, "commit", "-q", "-am", "head")
	repo := open(t, dir)
	base := commitID(t, dir, "HEAD~1")

	cfg, source, err := TargetRules(repo, nil, base)
	if err != nil {
		t.Fatal(err)
	}
	if reports(cfg) != "docs/**/*.md" || source != "the rules at "+base.String()[:12] {
		t.Errorf("target rules: reports %s from %q, want the base's docs/**/*.md", reports(cfg), source)
	}
	if cfg, source, _ = TargetRules(repo, nil, gitrepo.ZeroHash); reports(cfg) != reports(config.Default()) || source != "the built-in rules" {
		t.Errorf("no target: reports %s from %q, want the built-in rules", reports(cfg), source)
	}

	write(t, dir, "server.toml", "[files]\nreports = [\"server/*.md\"]\n")
	gitIn(t, dir, "config", ConfigKey, filepath.Join(dir, "server.toml"))
	if cfg, _, err = TargetRules(open(t, dir), nil, base); err != nil || reports(cfg) != "server/*.md" {
		t.Errorf("git config %s: reports %s (%v), want server/*.md", ConfigKey, reports(cfg), err)
	}
	named, err := config.Parse("named.toml", []byte(onlyNotes))
	if err != nil {
		t.Fatal(err)
	}
	if cfg, source, _ = TargetRules(open(t, dir), named, base); cfg != named || source != "named.toml" {
		t.Errorf("named rules: got %s from %q, want named.toml itself", reports(cfg), source)
	}
}

// Wherever a repository is known, globs match as git does there; a rules
// file read for no repository path matches as written.
func TestRulesMatchPathsAsGitDoes(t *testing.T) {
	dir := newRepo(t)
	gitIn(t, dir, "config", "core.ignorecase", "true")
	write(t, dir, "README.md", "hello\n")
	gitIn(t, dir, "add", "README.md")
	repo := open(t, dir)
	staged, err := StagedRules(repo)
	if err != nil {
		t.Fatal(err)
	}
	target, _, err := TargetRules(repo, nil, gitrepo.ZeroHash)
	if err != nil {
		t.Fatal(err)
	}
	work, _, err := WorkTreeRules(Choice{}, dir, dir)
	if err != nil {
		t.Fatal(err)
	}
	for name, cfg := range map[string]*config.Config{"staged": staged, "target": target, "work tree": work} {
		if !cfg.Files.IsReport("Reviews/A.MD") {
			t.Errorf("%s rules under core.ignorecase: Reviews/A.MD is not a report", name)
		}
	}
	if file, err := RulesFile(Choice{}, dir); err != nil || file.Files.FoldCase {
		t.Errorf("RulesFile: FoldCase %v (%v), want globs as written", file.Files.FoldCase, err)
	}
}
