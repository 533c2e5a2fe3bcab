package check

import (
	"fmt"
	"slices"

	"github.com/reviewlint/reviewlint/internal/commitmsg"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// MessagePath is how diagnostics about a commit's message name it: there
// is no file, so the path is "commit:" and the abbreviated id, git's way of
// naming something inside a commit.
func MessagePath(c gitrepo.Commit) string { return "commit:" + short(c) }

// checkMessages runs the commit-msg checks on every commit, as the
// commit-msg hook would have: the reports "staged" are those the commit
// changes and those its Review-Report trailers name, read as that commit
// holds them, and a Review-Report trailer must name a file in that commit's
// tree. What rules.toml skips is skipped only on evidence the message alone
// cannot forge: a merge by its parents when it changes no report or verdict
// file of its own, a revert when it undoes exactly the commit it names. A
// fixup!, squash! or amend! commit is checked: in history that exists, it
// has not been squashed away.
func checkMessages(repo *gitrepo.Repo, linter *lint.Linter, commits []gitrepo.Commit, changed changes) ([]diag.Diagnostic, error) {
	cfg := linter.Config()
	pol := engine.MessagePolicy(cfg)
	pol.SkipFixup, pol.SkipRevert = false, false
	// Trailers are read as `git log --format=%(trailers)` reads them in
	// this repository: comment lines a message kept (commit -m "# …") are
	// skipped, not taken as content.
	comments := commitmsg.Comments{Setting: engine.CommentSetting(repo)}.ForLog()
	syntax := engine.TrailerSyntax(repo)
	var ds []diag.Diagnostic
	for i, c := range commits {
		readings := commitmsg.ParseReadings([]byte(c.Message), comments, syntax)
		msg := readings[0]
		// A merge is known by its parents, but anyone can write a commit
		// with two: one that changes a report or verdict file itself (its
		// combined diff) authored review content, and its message is
		// checked like any other.
		facts := commitmsg.Facts{Merging: len(c.Parents) > 1 && len(changed[i]) == 0}
		// A reading that claims a pass is never skipped (Skipped says so).
		skipped := !slices.ContainsFunc(readings, func(r commitmsg.Message) bool { return commitmsg.Skipped(r, pol, facts) == "" })
		if skipped {
			continue
		}
		if cfg.CommitMsg.SkipRevert && !slices.ContainsFunc(readings, func(r commitmsg.Message) bool { return commitmsg.ClaimsPass(r, pol) }) && genuineRevert(repo, c, msg) {
			continue
		}
		lookup := engine.TreeLookup(repo, c.Hash)
		if commitmsg.HasTrailer(readings, pol.VerdictTrailer) {
			var err error
			facts.StagedReports, err = engine.MessageReports(repo, lookup, linter, readings, pol, changed[i])
			if err != nil {
				return nil, fmt.Errorf("at %s: %w", short(c), err)
			}
		}
		facts.InCommit = func(path string) bool {
			_, _, ok, err := lookup(path)
			return ok && err == nil
		}
		found, _ := commitmsg.CheckAll(MessagePath(c), readings, pol, facts)
		ds = append(ds, found...)
	}
	// A message is not a path: only [rules] applies, never an override.
	return linter.Apply(ds, ""), nil
}
