package hooks

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/commitmsg"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// CommitMsg checks the review trailers of the message in file, the path git
// passes the commit-msg hook. It returns the diagnostics, or why the
// message was skipped (a merge, fixup or revert, unless rules.toml says to
// check those too).
//
// Git cleans the file only after the hook, and the hook cannot see whether
// it will strip comment lines (an edited message) or keep them (-m, -F):
// both readings are checked (commitmsg.ReadFile), and either one breaking a
// rule refuses the commit.
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
	cfg, err := commitConfig(repo, sayUnlessSaid)
	if err != nil {
		return nil, "", err
	}
	msgs := commitmsg.ReadFile(raw, commitmsg.FileOptions{
		Comments: commitmsg.Comments{Setting: engine.CommentSetting(repo)},
		Scissors: cutsAtScissors(repo), Syntax: engine.TrailerSyntax(repo)})
	linter := lint.New(cfg)
	pol := engine.MessagePolicy(cfg)
	facts := commitmsg.Facts{Merging: exists(filepath.Join(repo.GitDir(), "MERGE_HEAD"))}
	lookup := engine.IndexLookup(repo)
	if commitmsg.HasTrailer(msgs, pol.VerdictTrailer) {
		if facts.StagedReports, err = stagedReports(repo, lookup, linter, msgs, pol); err != nil {
			return nil, "", err
		}
	}
	facts.InCommit = func(path string) bool {
		_, _, ok, err := lookup(path)
		return ok && err == nil
	}
	ds, skipped = commitmsg.CheckAll(file, msgs, pol, facts)
	// The message file is not a path in the repository: its findings are
	// weighed as check weighs a commit's message, at the empty path.
	return linter.Apply(ds, ""), skipped, nil
}

// cutsAtScissors reports whether configuration makes git cut the message
// at the scissors line: commit.cleanup=scissors, or commit.verbose (the
// diff below the line). Flags on the command line are not visible here;
// commitmsg.ReadFile recognises -v by the diff.
func cutsAtScissors(repo *gitrepo.Repo) bool {
	if v, ok := repo.ConfigValue("commit", "", "cleanup"); ok && strings.EqualFold(v, "scissors") {
		return true
	}
	v, ok := repo.ConfigValue("commit", "", "verbose")
	if !ok {
		return false
	}
	switch strings.ToLower(v) {
	case "", "true", "yes", "on":
		return true
	}
	n, err := strconv.Atoi(v)
	return err == nil && n > 0
}

// stagedReports reads, as the index holds them, the reports a
// Review-Verdict trailer is compared with (engine.MessageReports). An
// amend whose message names no report is not compared with the replaced
// commit's reports; check --range, which sees the commit git recorded,
// does that.
func stagedReports(repo *gitrepo.Repo, lookup engine.Lookup, linter *lint.Linter, msgs []commitmsg.Message, pol commitmsg.Policy) ([]commitmsg.Report, error) {
	changes, err := repo.StagedChanges()
	if err != nil {
		return nil, fmt.Errorf("list the staged changes: %w", err)
	}
	if changes, err = withLinkedArtifacts(repo, linter, changes); err != nil {
		return nil, err
	}
	reports, err := engine.MessageReports(repo, lookup, linter, msgs, pol, changes)
	if err != nil {
		return nil, fmt.Errorf("staged %w", err)
	}
	return reports, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
