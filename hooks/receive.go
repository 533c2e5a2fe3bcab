package hooks

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/check"
	"github.com/reviewlint/reviewlint/diag"
	"github.com/reviewlint/reviewlint/gitrepo"
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
// For each ref, the commits checked are those reachable from the new tip
// and from no ref the repository already has (`git rev-list NEW --not
// --all`): for a new branch that is exactly what the push adds, however
// far back it forks; for an update it is OLD..NEW minus commits already on
// another branch, which were checked when they arrived. A deleted ref
// brings nothing; a tag is checked like a branch (its peeled commit), and
// so brings nothing when it names a commit already pushed. Each ref is
// checked at its own new tip, under that tip's rules.toml.
func Receive(dir string, updates []Update) ([]diag.Diagnostic, error) {
	if dir == "" {
		dir = "."
	}
	repo, err := gitrepo.OpenReceiving(dir)
	if err != nil {
		return nil, fmt.Errorf("open the git repository at %s: %w", dir, err)
	}
	defer repo.Close()
	known, err := repo.KnownCommits()
	if err != nil {
		return nil, err
	}
	var all []diag.Diagnostic
	seen := map[diag.Diagnostic]bool{}
	for _, u := range updates {
		if _, err := gitrepo.ParseID(u.Old); err != nil {
			return nil, fmt.Errorf("update of %s: %w", u.Ref, err)
		}
		newID, err := gitrepo.ParseID(u.New)
		if err != nil {
			return nil, fmt.Errorf("update of %s: %w", u.Ref, err)
		}
		if newID.IsZero() {
			continue // a deletion brings no commit
		}
		tip, isCommit, err := repo.PeelCommit(newID)
		if err != nil {
			return nil, fmt.Errorf("update of %s: %w", u.Ref, err)
		}
		if !isCommit {
			continue // a tag of a tree or a blob brings no commit
		}
		commits, err := repo.NewCommits(tip, known)
		if err != nil {
			return nil, fmt.Errorf("list the commits pushed to %s: %w", u.Ref, err)
		}
		ds, err := check.Commits(repo, commits, check.Options{})
		if err != nil {
			return nil, fmt.Errorf("check %s: %w", u.Ref, err)
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
