package hooks

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
	"github.com/reviewlint/reviewlint/internal/mdfile"
)

// PreCommit lints the reports and verdict files the commit being made adds
// or changes, as the index git names for this hook holds them (under
// `git commit -a` or `git commit PATH…` git passes a temporary index in
// GIT_INDEX_FILE). Deleted files are not linted. It reads blobs only:
// the working tree and the index are never written, nor the git dir but
// for the one file that keeps a configuration's notice to one per commit
// (see commitConfig).
//
// dir is where git runs the hook ("" is the current directory). The error
// is for a repository or configuration that cannot be read; findings are
// diagnostics.
func PreCommit(dir string) ([]diag.Diagnostic, error) {
	repo, err := openRepo(dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	cfg, err := commitConfig(repo, sayFirst)
	if err != nil {
		return nil, err
	}
	linter := lint.New(cfg)
	changes, err := repo.StagedChanges()
	if err != nil {
		return nil, fmt.Errorf("list the staged changes: %w", err)
	}
	if err := underReview(repo, linter, changes); err != nil {
		return nil, err
	}
	if changes, err = withLinkedArtifacts(repo, linter, changes); err != nil {
		return nil, err
	}
	// Blobs are read here, one goroutine, then linted on all cores.
	lookup := engine.IndexLookup(repo)
	var targets []lint.Target
	for _, c := range changes {
		kind := linter.KindOf(c.Path)
		if kind == lint.None && engine.RecordsContent(c) && looksReviewed(c.Path) && !cfg.Files.IsExcluded(c.Path) {
			// Never a silent pass: a report kept outside the globs would
			// go through unchecked, commit after commit.
			fmt.Fprintf(os.Stderr, "reviewlint: not checked: %s is outside %s's [files] globs; if it is a review file, add a glob for it to [files] reports or verdicts\n", gitquote.Path(c.Path), cfg.FileToEdit())
		}
		if kind == lint.None || !engine.RecordsContent(c) {
			continue
		}
		t, err := engine.ReadTarget(repo, lookup, linter, c.Path, c.NewHash, c.NewMode, kind)
		if err != nil {
			return nil, fmt.Errorf("staged %s: %w", gitquote.Path(c.Path), err)
		}
		targets = append(targets, t)
	}
	return linter.LintTargets(targets), nil
}

// underReview sets what evidence-stale compares a staged report's evidence
// with, where the commit being made allows it, by the rule check applies
// (engine.SameCode). A commit that changes review artifacts only has HEAD's
// code, so evidence captured at HEAD, or at a commit whose code is HEAD's,
// is current, and any other is what `check` will call stale once the
// commit exists. A commit that changes anything else is itself the commit
// under review, which has no id yet: check decides, once it exists. So
// does a merge being concluded, whose code is not HEAD's alone. The walk
// runs only when a report is staged: most commits pay nothing for it.
func underReview(repo *gitrepo.Repo, linter *lint.Linter, changes []gitrepo.Change) error {
	reports := false
	for _, c := range changes {
		if linter.KindOf(c.Path) == lint.None || (c.OldPath != "" && linter.KindOf(c.OldPath) == lint.None) {
			return nil
		}
		reports = reports || (linter.KindOf(c.Path) == lint.Report && engine.RecordsContent(c))
	}
	if !reports || exists(filepath.Join(repo.GitDir(), "MERGE_HEAD")) {
		return nil
	}
	head, ok, err := repo.HeadCommit()
	if err != nil || !ok {
		return err
	}
	same, err := engine.SameCode(repo, linter, head)
	if err != nil {
		return err
	}
	linter.SHA, linter.SameCode, linter.Abbrev = head.String(), same, engine.Abbreviations(repo)
	return nil
}

// PatchCommand is the git command applying patches in the repository
// holding dir ("" is the current directory), which a refused patch is
// continued or aborted with: "git rebase" when `git rebase --apply` runs
// git am for it (git marks that with rebase-apply/rebasing), else "git am".
func PatchCommand(dir string) string {
	repo, err := openRepo(dir)
	if err != nil {
		return "git am"
	}
	defer repo.Close()
	if exists(filepath.Join(repo.GitDir(), "rebase-apply", "rebasing")) {
		return "git rebase"
	}
	return "git am"
}

// PreApplyPatch checks a patch `git am` (or `git rebase --apply`) has
// applied to the index, for the pre-applypatch hook: the files as PreCommit lints them, and the message
// git am will record (rebase-apply/final-commit in the git dir) as
// CommitMsg checks it. The message is checked here rather than in
// applypatch-msg, which git runs before the patch reaches the index, when
// the reports the message names are not there to compare with.
func PreApplyPatch(dir string) ([]diag.Diagnostic, error) {
	ds, err := PreCommit(dir)
	if err != nil {
		return nil, err
	}
	repo, err := openRepo(dir)
	if err != nil {
		return nil, err
	}
	msg := filepath.Join(repo.GitDir(), "rebase-apply", "final-commit")
	repo.Close()
	if !exists(msg) {
		return ds, nil
	}
	msgDs, _, err := CommitMsg(dir, msg)
	if err != nil {
		return nil, err
	}
	ds = append(ds, msgDs...)
	diag.Sort(ds)
	return ds, nil
}

// looksReviewed reports whether a path looks like a review artifact: a
// markdown or JSON file with "review" or "verdict" among the words of its
// path (docs/reviews/pr-1.md, pr-1-review.md; not preview.md).
func looksReviewed(p string) bool {
	if !mdfile.IsMarkdown(p) && !strings.EqualFold(filepath.Ext(p), ".json") {
		return false
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(strings.TrimSuffix(p, filepath.Ext(p))), func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "review", "reviews", "verdict", "verdicts":
			return true
		}
	}
	return false
}
