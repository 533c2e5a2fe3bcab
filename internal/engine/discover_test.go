package engine

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
)

func notices(cfg *config.Config) string { return strings.Join(cfg.Notices, "\n") }

// .reviewlint.toml wins over rules.toml wherever rules are read: the work
// tree, the index and a commit; a second file of reviewlint's is named in
// a notice, another tool's rules.toml beside it is not.
func TestDotNameWinsEverywhere(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "rules.toml", onlyDocs)
	write(t, dir, ".reviewlint.toml", onlyNotes)
	gitIn(t, dir, "add", "rules.toml", ".reviewlint.toml")
	gitIn(t, dir, "commit", "-q", "-m", "both")
	repo := open(t, dir)

	work, _, err := WorkTreeRules(Choice{}, dir, dir)
	if err != nil {
		t.Fatal(err)
	}
	staged, err := StagedRules(repo)
	if err != nil {
		t.Fatal(err)
	}
	target, _, err := TargetRules(repo, nil, commitID(t, dir, "HEAD"))
	if err != nil {
		t.Fatal(err)
	}
	for name, cfg := range map[string]*config.Config{"work tree": work, "staged": staged, "target": target} {
		if reports(cfg) != "notes/**/*.md" {
			t.Errorf("%s: reports %s from %s, want .reviewlint.toml's notes/**/*.md", name, reports(cfg), cfg.Source)
		}
		if n := notices(cfg); !strings.Contains(n, "rules.toml") || !strings.Contains(n, "is ignored: .reviewlint.toml") && !strings.Contains(n, "/.reviewlint.toml beside it is used") || strings.Count(n, "\n") != 0 {
			t.Errorf("%s: notices %q, want one saying which file is used", name, cfg.Notices)
		}
	}
	if found, err := RulesAt(repo, commitID(t, dir, "HEAD")); err != nil || found.Name != config.DotName {
		t.Errorf("RulesAt: %q (%v), want %s", found.Name, err, config.DotName)
	}

	write(t, dir, "rules.toml", foreignToml)
	if work, _, err = WorkTreeRules(Choice{}, dir, dir); err != nil || reports(work) != "notes/**/*.md" || len(work.Notices) != 0 {
		t.Errorf("beside another tool's rules.toml: reports %s, notices %q (%v); want .reviewlint.toml's, no notice", reports(work), work.Notices, err)
	}
	// A .reviewlint.toml is reviewlint's by its name: its mistakes are
	// errors even where it has none of reviewlint's tables.
	write(t, dir, ".reviewlint.toml", foreignToml)
	if _, _, err := WorkTreeRules(Choice{}, dir, dir); err == nil || !strings.Contains(err.Error(), ".reviewlint.toml:1: tool.other: unknown key") {
		t.Errorf(".reviewlint.toml with another tool's keys: %v, want an error at its line and key", err)
	}
}

// In a repository the root's configuration applies from any folder; a file
// of reviewlint's further down is named as ignored, another tool's is not.
func TestNestedConfigIsIgnoredAndSaid(t *testing.T) {
	dir := newRepo(t)
	write(t, dir, "rules.toml", onlyDocs)
	write(t, dir, "sub/deeper/.reviewlint.toml", onlyNotes)
	write(t, dir, "sub/rules.toml", foreignToml)
	cfg, at, err := LocalRules(Choice{}, filepath.Join(dir, "sub", "deeper"), dir)
	if err != nil {
		t.Fatal(err)
	}
	if reports(cfg) != "docs/**/*.md" || at != dir {
		t.Errorf("from sub/deeper: reports %s from %s, want the root's docs/**/*.md", reports(cfg), at)
	}
	want := filepath.Join("sub", "deeper", ".reviewlint.toml") + " is ignored"
	if len(cfg.Notices) != 1 || !strings.HasPrefix(cfg.Notices[0], want) {
		t.Errorf("from sub/deeper: notices %q, want one: %s …", cfg.Notices, want)
	}
	if cfg, _, _ = LocalRules(Choice{}, dir, dir); len(cfg.Notices) != 0 {
		t.Errorf("from the root: notices %q, want none", cfg.Notices)
	}
	if cfg, _, _ = LocalRules(Choice{}, filepath.Join(dir, "sub"), dir); len(cfg.Notices) != 0 {
		t.Errorf("from sub, beside another tool's rules.toml: notices %q, want none", cfg.Notices)
	}
}

// Outside any repository the first folder from the working one upward
// with a configuration file supplies the rules, and is the folder paths
// are taken from.
func TestOutsideARepositorySearchUpward(t *testing.T) {
	top, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	write(t, top, "a/.reviewlint.toml", onlyNotes)
	write(t, top, "rules.toml", onlyDocs)
	deep := filepath.Join(top, "a", "b", "c")
	write(t, deep, "x.md", "")
	cfg, at, err := LocalRules(Choice{}, deep, "")
	if err != nil {
		t.Fatal(err)
	}
	if reports(cfg) != "notes/**/*.md" || at != filepath.Join(top, "a") {
		t.Errorf("from a/b/c: reports %s from %q, want a/.reviewlint.toml's notes/**/*.md", reports(cfg), at)
	}
	if cfg, at, _ = LocalRules(Choice{}, top, ""); reports(cfg) != "docs/**/*.md" || at != top {
		t.Errorf("from the top: reports %s from %q, want its rules.toml's docs/**/*.md", reports(cfg), at)
	}
	if cfg, at, _ = LocalRules(Choice{None: true}, deep, ""); reports(cfg) != reports(config.Default()) || at != "" {
		t.Errorf("--no-config: reports %s from %q, want the built-in rules", reports(cfg), at)
	}
	named := filepath.Join(top, "rules.toml")
	if cfg, at, _ = LocalRules(Choice{Named: named}, filepath.Join(top, "a"), ""); reports(cfg) != "docs/**/*.md" || at != "" {
		t.Errorf("--config: reports %s from %q, want the named file's", reports(cfg), at)
	}
}
