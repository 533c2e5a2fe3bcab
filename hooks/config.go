package hooks

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// noticeFile, in the per-worktree git dir, names the commit being made
// that pre-commit gave the configuration's notices for; commit-msg reads
// and removes it. Nothing is written where the configuration has nothing
// to say, and a note left behind (the commit was refused, or no
// commit-msg hook of ours ran) names a commit no later one matches.
const noticeFile = "reviewlint-notice"

// The hooks that run for one commit, and which of them says the
// configuration's notices (another tool's rules.toml, a second file of
// reviewlint's ignored):
const (
	// sayFirst is pre-commit and pre-merge-commit: git runs them first, so
	// they say it (a refused commit must explain its rules), and leave
	// noticeFile naming the commit for commit-msg.
	sayFirst = iota
	// sayUnlessSaid is commit-msg: it says it unless noticeFile names this
	// very commit, for the commits git runs commit-msg alone for (git
	// revert, git cherry-pick -e, a reword, hooks that git commit -n does
	// not skip), or a hook manager that runs only commit-msg.
	sayUnlessSaid
)

// commitConfig returns the rules a commit is checked under, as
// engine.StagedRules decides: the index's configuration, else the work
// tree's, else the built-in defaults. Its notices are printed where the
// committer reads the hook's output (the hooks return diagnostics, not
// prose), once per commit across the hooks git runs for it (see sayFirst).
func commitConfig(repo *gitrepo.Repo, who int) (*config.Config, error) {
	cfg, err := engine.StagedRules(repo)
	if err != nil {
		return nil, err
	}
	if len(cfg.Notices) == 0 {
		return cfg, nil
	}
	mark := filepath.Join(repo.GitDir(), noticeFile)
	key := commitKey(repo, cfg.Notices)
	switch who {
	case sayFirst:
		// Best effort: a git dir it cannot write only means commit-msg
		// says the notice a second time.
		_ = os.WriteFile(mark, []byte(key+"\n"), 0o644)
	case sayUnlessSaid:
		said, _ := os.ReadFile(mark)
		_ = os.Remove(mark)
		if strings.TrimSpace(string(said)) == key {
			return cfg, nil
		}
	}
	for _, n := range cfg.Notices {
		fmt.Fprintln(os.Stderr, "reviewlint:", n)
	}
	return cfg, nil
}

// commitKey names the commit being made, the same for every hook git runs
// for it and different for the next: HEAD, the index git names and that
// file's size and modification time (git writes the index before the
// first hook and not again between them), and the notices themselves.
func commitKey(repo *gitrepo.Repo, notices []string) string {
	h := sha256.New()
	head, _, _ := repo.HeadCommit()
	fmt.Fprintf(h, "%s\x00%s\x00", head, repo.IndexPath())
	if st, err := os.Stat(repo.IndexPath()); err == nil {
		fmt.Fprintf(h, "%d\x00%d\x00", st.Size(), st.ModTime().UnixNano())
	}
	for _, n := range notices {
		fmt.Fprintf(h, "%s\x00", n)
	}
	return hex.EncodeToString(h.Sum(nil))
}
