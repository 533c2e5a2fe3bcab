package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/analyzers/symbols"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

type evaluator struct {
	lang, work, scripts string
	verbose             bool
	// cacheFile keeps the recall oracle's answers across runs (a
	// deletion's breaking a reference does not depend on the analyzer).
	cacheFile string
	cache     map[string]bool
	// cross keeps only the recall candidates another package uses.
	cross bool
	// crossOnly keeps, of those, the ones no other file of their own
	// package names.
	crossOnly bool
	// cargo, when set, makes cargo check over the workspace the Rust
	// oracle.
	cargo *cargoEnv
}

func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return string(out), nil
}

// analyze runs the analyzer over base..head of the repository at dir, as
// derive does, and keeps the facts of the evaluated language.
func (e *evaluator) analyze(dir, base, head string) ([]symbols.Fact, error) {
	repo, err := gitrepo.Open(dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	b, err := repo.Resolve(base)
	if err != nil {
		return nil, err
	}
	h, err := repo.Resolve(head)
	if err != nil {
		return nil, err
	}
	changes, err := repo.TreeChanges(b, h)
	if err != nil {
		return nil, err
	}
	bs, err := snapshot.FromCommit(repo, b, 0)
	if err != nil {
		return nil, err
	}
	hs, err := snapshot.FromCommit(repo, h, 0)
	if err != nil {
		return nil, err
	}
	res, err := symbols.Analyze(symbols.Input{Base: bs, Head: hs, Changes: snapshot.Changes(changes), MaxReferences: 50})
	if err != nil {
		return nil, err
	}
	var facts []symbols.Fact
	for _, f := range res.Facts {
		if f.Language == e.lang {
			facts = append(facts, f)
		}
	}
	return facts, nil
}

// worktree is a scratch detached worktree of clone.
func (e *evaluator) worktree(clone string) (string, error) {
	abs, err := filepath.Abs(clone)
	if err != nil {
		return "", err
	}
	wt := filepath.Join(e.work, filepath.Base(abs)+"-"+e.lang)
	if _, err := os.Stat(wt); err == nil {
		return wt, nil
	}
	if err := os.MkdirAll(e.work, 0o755); err != nil {
		return "", err
	}
	_, err = git(abs, "worktree", "add", "--detach", "-f", wt, "HEAD")
	return wt, err
}

// precision judges the dangling claims over the last n first-parent
// commits of clone.
func (e *evaluator) precision(clone string, n int) (tally, error) {
	var t tally
	wt, err := e.worktree(clone)
	if err != nil {
		return t, err
	}
	out, err := git(clone, "rev-list", "--first-parent", "--no-merges", fmt.Sprintf("-n%d", n), "HEAD")
	if err != nil {
		return t, err
	}
	for _, c := range strings.Fields(out) {
		if _, err := git(clone, "rev-parse", "-q", "--verify", c+"^"); err != nil {
			continue // the root commit
		}
		t.commits++
		facts, err := e.analyze(clone, c+"^", c)
		if err != nil {
			return t, fmt.Errorf("%s: %w", c, err)
		}
		checkedOut := false
		for _, f := range facts {
			if f.Kind != symbols.Dangling && f.Kind != symbols.Removed {
				continue
			}
			if !checkedOut {
				if _, err := git(wt, "checkout", "-q", "--detach", "-f", c); err != nil {
					return t, err
				}
				checkedOut = true
			}
			if e.lang == "rust" && e.cargo != nil && !e.cargoJudges(wt, factPlaces(f)) {
				// cargo could not check this commit: the claim is
				// neither confirmed nor shown false.
				t.unjudged++
				fmt.Printf("  %s %s unjudged (cargo checked nothing): %s\n", c[:12], e.lang, f)
				continue
			}
			if f.Kind == symbols.Removed {
				// "no references remain", stated as verified: false when
				// the oracle finds a reference the removal broke.
				t.removed++
				name := f.Symbol[strings.LastIndex(f.Symbol, ".")+1:]
				if e.breaks(wt, candidate{File: f.Defined.Path, Name: name}) {
					t.falseRemoved++
					fmt.Printf("  %s %s FALSE no-references claim: %s\n", c[:12], e.lang, f)
				}
				continue
			}
			t.claims++
			ok := e.oracle(wt, f)
			if ok {
				t.confirmed++
			}
			if e.verbose || !ok {
				fmt.Printf("  %s %s confirmed=%v: %s\n", c[:12], e.lang, ok, f)
			}
		}
	}
	return t, nil
}

// factPlaces are the definition's and the references' places of f, as
// path:line.
func factPlaces(f symbols.Fact) []string {
	places := []string{fmt.Sprintf("%s:%d", f.Defined.Path, f.Defined.Line)}
	for _, p := range f.References {
		places = append(places, fmt.Sprintf("%s:%d", p.Path, p.Line))
	}
	return places
}
