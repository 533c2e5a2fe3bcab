package hooks

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/reviewlint/reviewlint/commitmsg"
	"github.com/reviewlint/reviewlint/config"
	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/gitrepo"
	"github.com/reviewlint/reviewlint/lint"
)

// CommitMsg checks the review trailers of the message in file, the path git
// passes the commit-msg hook. It returns the diagnostics, or why the
// message was skipped (a merge, fixup or revert, unless rules.toml says to
// check those too).
func CommitMsg(dir, file string) (ds []diag.Diagnostic, skipped string, err error) {
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, "", fmt.Errorf("read the commit message: %w", err)
	}
	repo, err := openRepo(dir)
	if err != nil {
		return nil, "", err
	}
	defer repo.Close()
	cfg, err := commitConfig(repo)
	if err != nil {
		return nil, "", err
	}
	msg := commitmsg.Parse(raw, commitmsg.CommentPrefixes(commentSetting(repo), raw))
	pol := policy(cfg)
	facts := commitmsg.Facts{Merging: exists(filepath.Join(repo.GitDir(), "MERGE_HEAD"))}
	if reason := commitmsg.Skipped(msg, pol, facts); reason != "" {
		return nil, reason, nil
	}
	if len(msg.Values(pol.VerdictTrailer)) > 0 {
		if facts.StagedReports, err = stagedReports(repo, lint.New(cfg)); err != nil {
			return nil, "", err
		}
	}
	facts.InCommit = func(path string) bool {
		_, ok, err := repo.StagedFile(path)
		return ok && err == nil
	}
	return applyRuleSeverities(cfg, commitmsg.Check(file, msg, pol, facts)), "", nil
}

// commentSetting is the comment prefix git uses: core.commentString (git
// 2.45 and later) or core.commentChar; "" when neither is set.
func commentSetting(repo *gitrepo.Repo) string {
	if v, ok := repo.ConfigValue("core", "", "commentstring"); ok {
		return v
	}
	v, _ := repo.ConfigValue("core", "", "commentchar")
	return v
}

func policy(cfg *config.Config) commitmsg.Policy {
	c := cfg.CommitMsg
	return commitmsg.Policy{VerdictTrailer: c.VerdictTrailer, ReportTrailer: c.ReportTrailer,
		SkipMerge: c.SkipMerge, SkipFixup: c.SkipFixup, SkipRevert: c.SkipRevert}
}

// stagedReports reads the verdict line of every report the commit adds or
// changes.
func stagedReports(repo *gitrepo.Repo, linter *lint.Linter) ([]commitmsg.Report, error) {
	changes, err := repo.StagedChanges()
	if err != nil {
		return nil, fmt.Errorf("list the staged changes: %w", err)
	}
	var reports []commitmsg.Report
	for _, c := range changes {
		if linter.KindOf(c.Path) != lint.Report || !recordsContent(c) {
			continue
		}
		content, err := repo.ReadBlob(c.NewHash, linter.Config().Limits.MaxFileBytes)
		if errors.Is(err, gitrepo.ErrTooLarge) {
			continue // the pre-commit hook reports it
		}
		if err != nil {
			return nil, fmt.Errorf("staged %s: %w", c.Path, err)
		}
		verdict, _ := contract.ReportVerdict(content)
		reports = append(reports, commitmsg.Report{Path: c.Path, Verdict: verdict})
	}
	return reports, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
