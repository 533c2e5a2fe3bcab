package snapshot

import (
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/gitrepo/gitconfig"
)

// submodules remembers the submodules a Git snapshot has opened.
type submodules struct {
	mu   sync.Mutex
	open map[string]*Git // path → snapshot, nil where none could be read
}

// Submodule returns the files of the submodule at p as the tree records
// it (the commit of its gitlink), read from the submodule's repository
// where this machine holds one that has that commit: in the
// superproject's modules folder, where git submodule update puts it, or
// in the submodule's own folder of the work tree. ok is false where none
// does (a clone that never ran git submodule update, a commit not
// fetched).
func (g *Git) Submodule(p string) (Snapshot, bool) {
	commit, isSub := g.subs[p]
	if !isSub {
		return nil, false
	}
	g.nested.mu.Lock()
	defer g.nested.mu.Unlock()
	sub, seen := g.nested.open[p]
	if !seen {
		sub = g.openSubmodule(p, commit)
		if g.nested.open == nil {
			g.nested.open = map[string]*Git{}
		}
		g.nested.open[p] = sub
	}
	return sub, sub != nil
}

func (g *Git) openSubmodule(p string, commit gitrepo.Hash) *Git {
	name := g.submoduleName(p)
	if !treePath(p) || !treePath(name) {
		return nil // git refuses such names; so does this reading
	}
	var dirs []string
	if cd := g.repo.CommonDir(); cd != "" {
		dirs = append(dirs, filepath.Join(cd, "modules", filepath.FromSlash(name)))
	}
	if wt := g.repo.WorkTree(); wt != "" {
		dirs = append(dirs, filepath.Join(wt, filepath.FromSlash(p), ".git"))
	}
	for _, dir := range dirs {
		if _, err := os.Stat(dir); err != nil {
			continue
		}
		// The superproject's GIT_* variables (a hook's GIT_DIR, index
		// or quarantined objects) are not the submodule's.
		repo, err := gitrepo.OpenEnv(dir, func(k string) string {
			switch {
			case k == "GIT_DIR":
				return dir
			case strings.HasPrefix(k, "GIT_"):
				return ""
			}
			return os.Getenv(k)
		})
		if err != nil {
			continue
		}
		if repo.HasCommit(commit) {
			if listing, err := repo.TreeChanges(gitrepo.ZeroHash, commit); err == nil {
				return newGit(repo, listing, g.maxSize)
			}
		}
		repo.Close()
	}
	return nil
}

// submoduleName is the name .gitmodules gives the submodule at p, which
// names its folder under modules; p itself when it gives none.
func (g *Git) submoduleName(p string) string {
	data, err := g.ReadFile(".gitmodules")
	if err != nil {
		return p
	}
	entries, err := gitconfig.Parse(".gitmodules", data)
	if err != nil {
		return p
	}
	for _, e := range entries {
		if e.Section == "submodule" && e.Key == "path" && e.Value == p {
			return e.Subsection
		}
	}
	return p
}

// treePath reports whether p is a relative path of plain elements, as
// git allows a submodule's path and name to be: no "..", no ".git", no
// absolute or empty element.
func treePath(p string) bool {
	if p == "" || strings.HasPrefix(p, "/") || strings.Contains(p, `\`) {
		return false
	}
	for _, e := range strings.Split(p, "/") {
		if e == "" || e == "." || e == ".." || strings.EqualFold(e, ".git") {
			return false
		}
	}
	return true
}
