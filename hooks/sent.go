package hooks

import (
	"fmt"

	"github.com/reviewlint/reviewlint/internal/check"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// sentRef is what one ref of a push sends (pre-push) or brings
// (pre-receive, update): the commits reachable from tip and from none of
// known, checked under the rules of rulesFrom (zero: the built-in ones, or
// the file git config names; engine.TargetRules decides).
type sentRef struct {
	ref       string
	tip       gitrepo.Hash
	known     []gitrepo.Hash
	rulesFrom gitrepo.Hash
	// from is the ref's value before the update (zero for a new ref):
	// what the update moves it from (check.Options.From).
	from gitrepo.Hash
}

// sentTip is the commit a ref update sends, from the new id git gives the
// hook: none (ok false) for a deletion, whose id is zero, or a tag of a
// tree or a blob. what names the update in errors.
func sentTip(repo *gitrepo.Repo, what string, id gitrepo.Hash) (tip gitrepo.Hash, ok bool, err error) {
	if id.IsZero() {
		return id, false, nil
	}
	tip, ok, err = repo.PeelCommit(id)
	if err != nil {
		return tip, false, fmt.Errorf("%s: %w", what, err)
	}
	return tip, ok, nil
}

// checkSent checks the commits each ref sends, as check --range checks a
// range, and returns the diagnostics sorted, each once: a commit two refs
// send is reported once.
func checkSent(repo *gitrepo.Repo, refs []sentRef) ([]diag.Diagnostic, error) {
	var all []diag.Diagnostic
	seen := map[diag.Diagnostic]bool{}
	for _, s := range refs {
		commits, err := repo.CommitsExcluding(s.tip, s.known)
		if err != nil {
			return nil, fmt.Errorf("list the commits pushed to %s: %w", s.ref, err)
		}
		ds, err := check.Commits(repo, commits, check.Options{RulesFrom: s.rulesFrom, From: s.from, Tip: s.tip})
		if err != nil {
			return nil, fmt.Errorf("check %s: %w", s.ref, err)
		}
		for _, d := range ds {
			if !seen[d] {
				seen[d] = true
				all = append(all, d)
			}
		}
	}
	diag.Sort(all)
	return all, nil
}
