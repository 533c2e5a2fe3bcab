package check

import (
	"errors"
	"fmt"
	"slices"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// changes holds, for each commit (same index), the reports and verdict
// files it adds or changes against its first parent (a root commit: against
// the empty tree). Deletions are left out: they record no content.
type changes [][]gitrepo.Change

// emptyTree is the zero id, which gitrepo reads as the empty tree.
var emptyTree = gitrepo.Commit{}.Hash

// changedArtifacts lists, for each commit, the reports and verdict files
// it changes. Only trees are read; identical subtrees are skipped by id.
func changedArtifacts(repo *gitrepo.Repo, linter *lint.Linter, commits []gitrepo.Commit) (changes, error) {
	out := make(changes, len(commits))
	links, reached, err := artifactLinks(repo, linter, commits[len(commits)-1])
	if err != nil {
		return nil, err
	}
	for i, c := range commits {
		all, err := commitChanges(repo, c)
		if err != nil {
			return nil, fmt.Errorf("list the changes of %s: %w", short(c), err)
		}
		for _, ch := range all {
			if engine.RecordsContent(ch) && linter.KindOf(ch.Path) != lint.None {
				out[i] = append(out[i], ch)
			}
		}
		if len(links) == 0 && len(reached) == 0 {
			continue
		}
		// A commit that changes only what a linked report leads to changes
		// that report.
		touched := make(map[string]bool, len(all))
		for _, ch := range all {
			touched[ch.Path] = true
		}
		out[i] = append(out[i], engine.ChangedThrough(reached, touched)...)
		linked, err := engine.LinkedChanges(repo, engine.TreeLookup(repo, c.Hash), linter, links, touched)
		if err != nil {
			return nil, fmt.Errorf("follow the links of %s: %w", short(c), err)
		}
		out[i] = append(out[i], linked...)
	}
	return out, nil
}

// movedArtifacts lists the reports and verdict files whose content
// differs between the trees of from and to, the branch's before and
// after: what the branch holds anew, whichever commit brought it.
func movedArtifacts(repo *gitrepo.Repo, linter *lint.Linter, from, to gitrepo.Hash) ([]gitrepo.Change, error) {
	all, err := repo.TreeChanges(from, to)
	if err != nil {
		return nil, fmt.Errorf("compare %s with %s: %w", from.String()[:12], to.String()[:12], err)
	}
	var out []gitrepo.Change
	for _, ch := range all {
		if engine.RecordsContent(ch) && linter.KindOf(ch.Path) != lint.None {
			out = append(out, ch)
		}
	}
	return out, nil
}

// artifactLinks lists the reports and verdict files the head holds as
// symbolic links, and those it holds under a linked folder (reached by
// their path through the link): the only files a change elsewhere can
// change.
func artifactLinks(repo *gitrepo.Repo, linter *lint.Linter, head gitrepo.Commit) ([]gitrepo.File, []engine.Reached, error) {
	files, err := repo.TreeFiles(head.Hash)
	if err != nil {
		return nil, nil, fmt.Errorf("list the files of %s: %w", short(head), err)
	}
	want := isArtifact(linter)
	var links []gitrepo.File
	for _, f := range files {
		if f.Mode == gitrepo.ModeSymlink && want(f.Path) {
			links = append(links, f)
		}
	}
	reached, err := engine.ThroughFolderLinks(repo, engine.TreeLookup(repo, head.Hash), linter, files)
	if err != nil {
		return nil, nil, fmt.Errorf("follow the links to folders of %s: %w", short(head), err)
	}
	return links, reached, nil
}

// isArtifact accepts the paths the linter reads as reports or verdicts.
func isArtifact(linter *lint.Linter) func(string) bool {
	return func(p string) bool { return linter.KindOf(p) != lint.None }
}

// commitChanges diffs a commit against its parent (a root commit: against
// the empty tree). A merge changes a path only when the path differs from
// every parent, as git's combined diff shows it: a file the merge takes
// unchanged from one side was checked, or not, when it got there, and the
// pusher of a merge has not touched it.
func commitChanges(repo *gitrepo.Repo, c gitrepo.Commit) ([]gitrepo.Change, error) {
	if len(c.Parents) == 0 {
		return repo.TreeChanges(emptyTree, c.Hash)
	}
	first, err := repo.TreeChanges(c.Parents[0], c.Hash)
	if err != nil || len(c.Parents) == 1 {
		return first, err
	}
	for _, p := range c.Parents[1:] {
		other, err := repo.TreeChanges(p, c.Hash)
		if err != nil {
			return nil, err
		}
		differs := make(map[string]bool, len(other))
		for _, ch := range other {
			differs[ch.Path] = true
		}
		first = slices.DeleteFunc(first, func(ch gitrepo.Change) bool { return !differs[ch.Path] })
	}
	return first, nil
}

// lintAtHead lints, as the head holds them, the files any commit changed;
// a symbolic link as the file it leads to in the head's tree.
// A file deleted again before the head is not there to lint. Blobs are read
// here, one goroutine, then linted on all cores.
func lintAtHead(repo *gitrepo.Repo, linter *lint.Linter, head gitrepo.Commit, changed changes) ([]diag.Diagnostic, error) {
	var paths []string
	for _, cs := range changed {
		for _, c := range cs {
			paths = append(paths, c.Path)
		}
	}
	slices.Sort(paths)
	paths = slices.Compact(paths)
	lookup := engine.TreeLookup(repo, head.Hash)
	var ds []diag.Diagnostic
	var targets []lint.Target
	for _, p := range paths {
		h, mode, ok, err := repo.FileAt(head.Hash, p)
		if err != nil {
			return nil, fmt.Errorf("look up %s at %s: %w", p, short(head), err)
		}
		if !ok {
			// A path through a link to a folder is no entry of the tree:
			// read it through the link, if the head still leads there.
			var linkErr *engine.LinkError
			h, mode, err = engine.ResolveIn(repo, lookup, p)
			if errors.As(err, &linkErr) {
				continue // deleted again before the head
			}
			if err != nil {
				ds = append(ds, linter.Unreadable(p, err)...)
				continue
			}
		}
		if mode == gitrepo.ModeSubmodule {
			continue
		}
		t, err := engine.ReadTarget(repo, lookup, linter, p, h, mode, linter.KindOf(p))
		if err != nil {
			// A blob the commit names but the repository cannot give is
			// a finding about that file here; the pre-commit hook stops.
			ds = append(ds, linter.Unreadable(p, err)...)
			continue
		}
		targets = append(targets, t)
	}
	return append(ds, linter.LintTargets(targets)...), nil
}
