package check

import (
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/commitmsg"
	"github.com/reviewlint/reviewlint/config"
	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/gitrepo"
	"github.com/reviewlint/reviewlint/lint"
)

// MessagePath is how diagnostics about a commit's message name it: there
// is no file, so the path is "commit:" and the abbreviated id, git's way of
// naming something inside a commit.
func MessagePath(c gitrepo.Commit) string { return "commit:" + short(c) }

// checkMessages runs the commit-msg checks on every commit, as the
// commit-msg hook would have: the reports "staged" are those the commit
// changes, read as that commit holds them, and a Review-Report trailer must
// name a file in that commit's tree. Merges, fixups and reverts are skipped
// as rules.toml says.
func checkMessages(repo *gitrepo.Repo, linter *lint.Linter, commits []gitrepo.Commit, changed changes) ([]diag.Diagnostic, error) {
	cfg := linter.Config()
	pol := policy(cfg)
	var ds []diag.Diagnostic
	for i, c := range commits {
		// Messages in commit objects were already cleaned by git: a line
		// starting with # is content, so no comment prefixes apply.
		msg := commitmsg.Parse([]byte(c.Message), nil)
		facts := commitmsg.Facts{Merging: len(c.Parents) > 1}
		if commitmsg.Skipped(msg, pol, facts) != "" {
			continue
		}
		if len(msg.Values(pol.VerdictTrailer)) > 0 {
			var err error
			if facts.StagedReports, err = reportsOf(repo, linter, c, changed[i]); err != nil {
				return nil, err
			}
		}
		facts.InCommit = func(path string) bool {
			_, _, ok, err := repo.FileAt(c.Hash, path)
			return ok && err == nil
		}
		ds = append(ds, commitmsg.Check(MessagePath(c), msg, pol, facts)...)
	}
	// A message is not a path: only [rules] applies, never an override.
	return linter.Apply(ds, ""), nil
}

// reportsOf reads the verdict line of each report the commit changes.
func reportsOf(repo *gitrepo.Repo, linter *lint.Linter, c gitrepo.Commit, changed []gitrepo.Change) ([]commitmsg.Report, error) {
	var reports []commitmsg.Report
	for _, ch := range changed {
		if linter.KindOf(ch.Path) != lint.Report {
			continue
		}
		content, err := repo.ReadBlob(ch.NewHash, linter.Config().Limits.MaxFileBytes)
		if errors.Is(err, gitrepo.ErrTooLarge) {
			continue // linted at the head as file-too-large, if still there
		}
		if err != nil {
			return nil, fmt.Errorf("read %s at %s: %w", ch.Path, short(c), err)
		}
		verdict, _ := contract.ReportVerdict(content)
		reports = append(reports, commitmsg.Report{Path: ch.Path, Verdict: verdict})
	}
	return reports, nil
}

func policy(cfg *config.Config) commitmsg.Policy {
	m := cfg.CommitMsg
	return commitmsg.Policy{VerdictTrailer: m.VerdictTrailer, ReportTrailer: m.ReportTrailer,
		SkipMerge: m.SkipMerge, SkipFixup: m.SkipFixup, SkipRevert: m.SkipRevert}
}
