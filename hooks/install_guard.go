package hooks

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/lazyregexp"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// checkHook says why the hook called name in dir must not be installed
// over, or nil: a hand-edited hook of ours (unless force), a hook and a
// kept hook that both are the user's, or a hook that would stop working
// once renamed (a hook manager's, or one that reads its own name).
func checkHook(dir, name string, force bool) error {
	path := filepath.Join(dir, name)
	cur, err := readHook(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case cur.ours && !force && !generatedAny(name, cur):
		return fmt.Errorf("%s carries reviewlint's marker but is not a script reviewlint writes "+
			"(edited by hand?): left alone. Move your changes into a hook of your own, or run "+
			"`reviewlint install --force` to overwrite it", path)
	case cur.ours:
		return nil
	}
	kept := path + userSuffix
	if k, err := readHook(kept); err == nil && !k.ours && !sameFile(path, kept) {
		return fmt.Errorf("both %s and %s exist and neither is reviewlint's: "+
			"merge them into one hook, remove the other, then run `reviewlint install` again", path, kept)
	}
	return refuseDispatcher(dir, name)
}

// refuseTrackedFolder refuses a hooks folder that the repository tracks
// (core.hooksPath pointing at the team's committed hooks): renaming a
// tracked hook, or adding our scripts beside tracked ones, shows up in
// `git status` and ships, with this machine's binary path, to everyone at
// the next `git add`, while the team's own hook silently stops running
// for them. A hooks folder in the work tree that tracks nothing is
// personal, and installing there is allowed.
func refuseTrackedFolder(repo *gitrepo.Repo, dir string, names []string) error {
	rel, ok := insideWorkTree(repo, dir)
	if !ok {
		return nil
	}
	if _, err := os.Stat(repo.IndexPath()); errors.Is(err, fs.ErrNotExist) {
		return nil // no index yet: nothing is tracked
	}
	files, err := repo.StagedFiles()
	if err != nil {
		return fmt.Errorf("read the index %s: %w", repo.IndexPath(), err)
	}
	prefix := filepath.ToSlash(rel) + "/"
	for _, f := range files {
		if rel == "." || strings.HasPrefix(f.Path, prefix) {
			return fmt.Errorf("%s holds hooks this repository tracks (%s): reviewlint will not "+
				"rename or add files there, since the next commit would ship them to everyone. "+
				"Add reviewlint to the team's hooks instead: %s; or use the pre-commit or "+
				"lefthook snippets in docs/integrations.md", dir, f.Path, hookLines(dir, names))
		}
	}
	return nil
}

// insideWorkTree returns dir relative to the work tree root, if it lies
// inside it and not in the git dir (.git/hooks is not work tree content).
// Symbolic links are resolved on all sides.
func insideWorkTree(repo *gitrepo.Repo, dir string) (string, bool) {
	root := repo.WorkTree()
	if root == "" {
		return "", false
	}
	root, dir = realPath(root), realPath(dir)
	if !within(root, dir) || inGitDir(repo, dir) {
		return "", false
	}
	rel, _ := filepath.Rel(root, dir)
	return rel, true
}

// realPath resolves the symbolic links of p, or of its nearest existing
// parent when p itself does not exist yet.
func realPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	parent := filepath.Dir(p)
	if parent == p {
		return p
	}
	return filepath.Join(realPath(parent), filepath.Base(p))
}

// hookLines spells the line to add to each of the team's hooks.
func hookLines(dir string, names []string) string {
	var lines []string
	for _, n := range names {
		lines = append(lines, fmt.Sprintf("the line `reviewlint hook %s \"$@\"` in %s", n, filepath.Join(dir, n)))
	}
	return strings.Join(lines, ", ")
}

// nameReaders are what a hook uses to work out which hook it is from its
// own file name, which changes when reviewlint keeps it as
// <hook>.reviewlint-user.
var nameReaders = &lazyregexp.Regexp{Expr: `basename\s+(--\s+)?["']?\$\{?0|\$\{0##\*/\}`}

// refuseDispatcher refuses to move aside a hook that would stop working
// under another name: husky's (9 dispatches on `basename "$0"` in
// .husky/_/h and, not finding .husky/<hook>.reviewlint-user, exits 0;
// earlier versions do the same in husky.sh), lefthook's (whose next
// install renames ours to .old and never runs it), pre-commit's, and any
// hook that reads its own name. Each has a better place for reviewlint.
func refuseDispatcher(dir, name string) error {
	path := filepath.Join(dir, name)
	data, err := readLimited(path) // follows a symbolic link to its script
	content := string(data)
	if err != nil {
		return nil // unreadable or dangling: kept and run as it is
	}
	guide := ""
	_, errH := os.Stat(filepath.Join(dir, "h")) // husky 9's dispatcher, sourced as "…/h"
	switch {
	case strings.Contains(content, "husky") || errH == nil && strings.Contains(content, `/h"`):
		guide = fmt.Sprintf("husky runs this hook: add the line `reviewlint hook %s \"$@\"` to .husky/%s instead", name, name)
	case strings.Contains(strings.ToLower(content), "lefthook"):
		guide = "lefthook runs this hook: add reviewlint to lefthook.yml instead (docs/integrations.md)"
	case strings.Contains(content, "File generated by pre-commit"):
		guide = "pre-commit runs this hook: add reviewlint to .pre-commit-config.yaml instead (docs/integrations.md)"
	case nameReaders.Get().MatchString(content):
		guide = fmt.Sprintf("it works out what to run from its own file name, which would become %s%s: "+
			"add the line `reviewlint hook %s \"$@\"` to it instead", name, userSuffix, name)
	default:
		return nil
	}
	return fmt.Errorf("%s would stop working if reviewlint kept it under another name: %s", path, guide)
}
