package hooks

import (
	"fmt"
	"os"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// commitConfig returns the rules a commit is checked under, as
// engine.StagedRules decides: the index's configuration, else the work
// tree's, else the built-in defaults. The configuration's notices are
// printed where the committer reads the hook's output (the hooks return
// diagnostics, not prose); quiet keeps it unsaid, for a hook that runs
// after another has said it.
func commitConfig(repo *gitrepo.Repo, quiet bool) (*config.Config, error) {
	cfg, err := engine.StagedRules(repo)
	if err != nil {
		return nil, err
	}
	if !quiet {
		for _, n := range cfg.Notices {
			fmt.Fprintln(os.Stderr, "reviewlint:", n)
		}
	}
	return cfg, nil
}
