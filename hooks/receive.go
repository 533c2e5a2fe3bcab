package hooks

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// ServerHooks are the hooks that guard a repository others push to.
// `reviewlint install` writes them, not DefaultHooks, in a bare repository.
var ServerHooks = []string{"pre-receive"}

// Update is one ref a push changes, as git tells the pre-receive hook (one
// `OLD NEW REF` line each on standard input) and the update hook (its
// three arguments, REF OLD NEW). An all-zero OLD is a ref the push creates,
// an all-zero NEW one it deletes.
type Update struct {
	Ref, Old, New string
}

// ParseUpdates reads the lines git writes to the pre-receive hook.
func ParseUpdates(r io.Reader) ([]Update, error) {
	var updates []Update
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" {
			continue
		}
		fields := strings.SplitN(line, " ", 3)
		if len(fields) != 3 {
			return nil, fmt.Errorf("line %d of the pre-receive input: want `OLD NEW REF`, got %q", n, line)
		}
		updates = append(updates, Update{Old: fields[0], New: fields[1], Ref: fields[2]})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read the pre-receive input: %w", err)
	}
	return updates, nil
}

// Receive checks the commits a push brings, for the pre-receive and update
// hooks; dir is where git runs the hook ("" is the current directory).
//
// The rules are never those the pushed commits carry: as engine.TargetRules
// decides, they are the file the server names in git config
// reviewlint.config, else the rules.toml of the ref before the push (for a
// new ref, of the branch HEAD names), else the built-in rules. A change to rules.toml is reported and applies once it
// has landed.
//
// For an update, the commits checked are those the ref did not reach
// before (`git rev-list OLD..NEW`), even when another branch holds them:
// they were checked there under that branch's rules, not this one's. For
// a new ref, they are those no ref reaches yet (`git rev-list NEW --not
// --all`). Either walk stops where the new history meets the old, so its
// cost is that of the pushed commits, not of the repository. A deleted
// ref brings nothing; a tag is checked like a branch (its peeled commit).
func Receive(dir string, updates []Update) ([]diag.Diagnostic, error) {
	if dir == "" {
		dir = "."
	}
	repo, err := gitrepo.OpenReceiving(dir)
	if err != nil {
		return nil, fmt.Errorf("open the git repository at %s: %w", dir, err)
	}
	defer repo.Close()
	var tips []gitrepo.Hash // the refs before the push, read once if needed
	var refs []sentRef
	for _, u := range updates {
		oldID, err := gitrepo.ParseID(u.Old)
		if err != nil {
			return nil, fmt.Errorf("update of %s: %w", u.Ref, err)
		}
		newID, err := gitrepo.ParseID(u.New)
		if err != nil {
			return nil, fmt.Errorf("update of %s: %w", u.Ref, err)
		}
		tip, ok, err := sentTip(repo, "update of "+u.Ref, newID)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue // a deletion, or a tag of a tree or a blob, brings no commit
		}
		s := sentRef{ref: u.Ref, tip: tip}
		if !oldID.IsZero() {
			if c, ok, err := repo.PeelCommit(oldID); err == nil && ok {
				s.rulesFrom, s.known, s.from = c, []gitrepo.Hash{c}, c
			}
		}
		if s.rulesFrom.IsZero() {
			if tips == nil {
				if tips, err = repo.RefTips(); err != nil {
					return nil, err
				}
			}
			if s.rulesFrom, err = defaultBranch(repo); err != nil {
				return nil, err
			}
			s.known = tips
		}
		refs = append(refs, s)
	}
	return checkSent(repo, refs)
}

// defaultBranch is the commit of the branch HEAD names, whose rules a new
// ref is checked under; zero (the built-in rules) when HEAD is unborn.
func defaultBranch(repo *gitrepo.Repo) (gitrepo.Hash, error) {
	h, ok, err := repo.HeadCommit()
	if err != nil || !ok {
		return gitrepo.ZeroHash, err
	}
	c, isCommit, err := repo.PeelCommit(h)
	if err != nil || !isCommit {
		return gitrepo.ZeroHash, nil
	}
	return c, nil
}

// defaultHooksFor is what install writes when no hook is named: the commit
// hooks in a repository with a work tree, the server hooks in a bare one
// (nobody commits there).
func defaultHooksFor(dir string) ([]string, error) {
	repo, err := openRepo(dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	if repo.WorkTree() == "" {
		return ServerHooks, nil
	}
	return DefaultHooks, nil
}
