package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// Options tune a check.
type Options struct {
	// Config, when set, is the rules `check --config` names, applied
	// whatever configuration any commit holds. engine.TargetRules says what
	// applies when it is nil.
	Config *config.Config
	// RulesFrom is the target of the change (the base of a range, a branch
	// before a push), whose configuration applies when neither Config nor git
	// config reviewlint.config names rules. Zero means the built-in rules.
	RulesFrom gitrepo.Hash
	// Applied, when set, is told the rules the check applies, for what
	// prints rule texts in their dialect (SARIF).
	Applied func(*config.Config)
	// From and Tip are the commits the change moves the branch from and to
	// (a range's base and head, a ref's old and new values); zero From for
	// a new branch. The reports and verdict files whose content differs
	// between them are linted at Tip as well as those the commits change: a
	// merge that takes an old version back from a parent, or a push that
	// rewinds a branch to an ancestor, changes what the branch holds though
	// no commit of the range changes the file.
	From, Tip gitrepo.Hash
}

// emptyTreeID is the id git gives the empty tree, which some CI systems
// pass as the base of a branch's first push.
const emptyTreeID = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

// Range checks the commits of spec, under the rules of its base:
//   - "A..B": reachable from B and not from A, as git reads it; an empty
//     side is HEAD.
//   - "0000…..B" (all zeros) or "<empty tree>..B": a branch's first push,
//     the commits of B the default branch does not reach, under the built-in rules.
//   - "REV": that one commit, as REV^..REV (a root commit alone).
func Range(repo *gitrepo.Repo, spec string, opts Options) ([]diag.Diagnostic, error) {
	commits, rulesFrom, tip, err := resolveSpec(repo, spec)
	if err != nil {
		return nil, err
	}
	if opts.RulesFrom.IsZero() {
		opts.RulesFrom = rulesFrom
	}
	if !rulesFrom.IsZero() {
		opts.From, opts.Tip = rulesFrom, tip
	}
	return Commits(repo, commits, opts)
}

// resolveSpec lists the commits a range names, the commit its rules come
// from (its base, zero for a first push) and its tip.
func resolveSpec(repo *gitrepo.Repo, spec string) (commits []gitrepo.Commit, base, tip gitrepo.Hash, err error) {
	if strings.Contains(spec, "...") {
		return nil, base, tip, fmt.Errorf("range %q: symmetric differences (A...B) are not supported; use A..B", spec)
	}
	if strings.HasPrefix(spec, "^") || strings.ContainsAny(spec, " \t\n") {
		return nil, base, tip, fmt.Errorf("range %q: write the range as A..B (git's B ^A form is not supported)", spec)
	}
	a, b, isRange := strings.Cut(spec, "..")
	if !isRange {
		return singleCommit(repo, spec)
	}
	if b == "" {
		b = "HEAD"
	}
	if tip, err = repo.Resolve(b); err != nil {
		return nil, base, tip, err
	}
	if isNoBase(repo, a) {
		if commits, err = firstPush(repo, tip); err != nil {
			return nil, base, tip, fmt.Errorf("list the commits of %s: %w", spec, err)
		}
		return commits, base, tip, nil
	}
	if a == "" {
		a = "HEAD"
	}
	if base, err = repo.Resolve(a); err != nil {
		return nil, base, tip, err
	}
	if commits, err = repo.Commits(base, tip); err != nil {
		return nil, base, tip, fmt.Errorf("list the commits of %s: %w", spec, err)
	}
	return commits, base, tip, nil
}

// isNoBase reports a base that stands for "nothing yet": git's all-zero id
// (what a push of a new branch reports as its old value) or the empty tree,
// which may be abbreviated to 7 digits or more when no commit has that
// abbreviation.
func isNoBase(repo *gitrepo.Repo, rev string) bool {
	if len(rev) < 7 {
		return false
	}
	if strings.Trim(rev, "0") == "" || rev == emptyTreeID {
		return true
	}
	if !strings.HasPrefix(emptyTreeID, strings.ToLower(rev)) {
		return false
	}
	_, err := repo.Resolve(rev)
	return err != nil
}

// singleCommit is REV^..REV: the commit itself (and, for a merge, what it
// brings in), under its first parent's rules.
func singleCommit(repo *gitrepo.Repo, rev string) ([]gitrepo.Commit, gitrepo.Hash, gitrepo.Hash, error) {
	head, err := repo.Resolve(rev)
	if err != nil {
		return nil, gitrepo.ZeroHash, head, err
	}
	parent, err := repo.Resolve(head.String() + "^")
	if err != nil { // a root commit
		commits, err := repo.Commits(gitrepo.ZeroHash, head)
		return commits, gitrepo.ZeroHash, head, err
	}
	commits, err := repo.Commits(parent, head)
	return commits, parent, head, err
}

// firstPush lists the commits of head that the default branch does not
// reach, leaving out the refs that name head itself (the branch being
// checked, HEAD in CI). Only the default branch stands for what was
// checked before: another branch may be one pushed beside this one, by the
// same hand, whose own first-push check leaves out this branch's commits
// in turn, so that neither checks a commit both reach. With no default
// branch, the whole history of head is new.
func firstPush(repo *gitrepo.Repo, head gitrepo.Hash) ([]gitrepo.Commit, error) {
	tips, err := repo.RefTipsWhere(isDefaultBranch)
	if err != nil {
		return nil, err
	}
	others := tips[:0]
	for _, t := range tips {
		if t != head {
			others = append(others, t)
		}
	}
	return repo.CommitsExcluding(head, others)
}

// Commits checks commits, listed parents before children as gitrepo lists
// them, so that the last one is the head whose files are linted. No
// commits, no diagnostics.
func Commits(repo *gitrepo.Repo, commits []gitrepo.Commit, opts Options) ([]diag.Diagnostic, error) {
	moved := !opts.From.IsZero() && !opts.Tip.IsZero() && opts.From != opts.Tip
	if len(commits) == 0 && !moved {
		return nil, nil
	}
	var head gitrepo.Commit
	if len(commits) > 0 {
		head = commits[len(commits)-1]
	} else {
		var err error
		if head, err = repo.ReadCommit(opts.Tip); err != nil {
			return nil, err
		}
	}
	cfg, source, err := engine.TargetRules(repo, opts.Config, opts.RulesFrom)
	if err != nil {
		return nil, err
	}
	if opts.Applied != nil {
		opts.Applied(cfg)
	}
	linter := lint.New(cfg)
	linter.SHA = head.Hash.String()
	linter.Directives = directives(cfg)
	sameCodeCommits, err := engine.SameCode(repo, linter, head.Hash)
	if err != nil {
		return nil, err
	}
	linter.SameCode = sameCodeCommits
	linter.Abbrev = engine.Abbreviations(repo)
	var changed changes
	if len(commits) > 0 {
		if changed, err = changedArtifacts(repo, linter, commits); err != nil {
			return nil, err
		}
	}
	atHead := changed
	if moved && opts.Tip == head.Hash {
		from, err := comparedBase(repo, opts.From, head.Hash)
		if err != nil {
			return nil, err
		}
		differ, err := movedArtifacts(repo, linter, from, head.Hash)
		if err != nil {
			return nil, err
		}
		atHead = append(slices.Clip(changed), differ)
	}
	ds, err := lintAtHead(repo, linter, head, atHead)
	if err != nil {
		return nil, err
	}
	msgDs, err := checkMessages(repo, linter, commits, changed)
	if err != nil {
		return nil, err
	}
	ds = append(ds, msgDs...)
	cfgDs, err := configChange(repo, opts.RulesFrom, head.Hash, source)
	if err != nil {
		return nil, err
	}
	for _, d := range cfgDs {
		ds = append(ds, linter.Apply([]diag.Diagnostic{d}, d.Path)...)
	}
	diag.Sort(ds)
	return ds, nil
}

// short is the abbreviated id diagnostics and messages print.
func short(c gitrepo.Commit) string { return c.Hash.String()[:12] }

// comparedBase is the tree a branch's move from from to tip is compared
// against: their merge base, so that a branch behind its target is not
// held to what the target changed since; from itself when tip is one of
// its ancestors (a rewind, which takes back what came after tip); zero,
// the empty tree, when they share no commit.
func comparedBase(repo *gitrepo.Repo, from, tip gitrepo.Hash) (gitrepo.Hash, error) {
	bases, err := repo.MergeBases(from, tip)
	if err != nil {
		return gitrepo.ZeroHash, err
	}
	if len(bases) == 0 {
		return gitrepo.ZeroHash, nil
	}
	if bases[0] == tip {
		return from, nil
	}
	return bases[0], nil
}

// isDefaultBranch accepts the refs that name a repository's default
// branch: main or master, local or remote-tracking, and a remote's HEAD.
func isDefaultBranch(ref string) bool {
	switch ref {
	case "refs/heads/main", "refs/heads/master":
		return true
	}
	rest, ok := strings.CutPrefix(ref, "refs/remotes/")
	if !ok {
		return false
	}
	_, name, ok := strings.Cut(rest, "/")
	return ok && (name == "HEAD" || name == "main" || name == "master")
}
