package hooks

import (
	"fmt"
	"os"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// maxConfigBytes bounds the rules.toml read from the index.
const maxConfigBytes = 1 << 20

// commitConfig returns the rules a commit is checked under: the rules.toml
// in the index git names (what the commit records, so a commit that changes
// the rules is checked by its own rules), else the work tree's rules.toml
// (untracked), else the built-in defaults. quiet keeps the configuration's
// notice unsaid, for a hook that runs after another has said it.
func commitConfig(repo *gitrepo.Repo, quiet bool) (*config.Config, error) {
	cfg, err := stagedOrWorkTreeConfig(repo)
	if err != nil {
		return nil, err
	}
	if cfg.Notice != "" && !quiet {
		fmt.Fprintln(os.Stderr, "reviewlint:", cfg.Notice)
	}
	cfg.Files.FoldCase = repo.IgnoreCase()
	return cfg, nil
}

func stagedOrWorkTreeConfig(repo *gitrepo.Repo) (*config.Config, error) {
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
