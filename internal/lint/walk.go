package lint

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// maxReached bounds the entries a walk visits through links to folders,
// so that links fanning out to one another cannot make it exponential.
const maxReached = 1_000_000

// A folder that is a symbolic link does not hide the reports a person
// sees under it. A link to a folder inside the repository is walked, its
// files named by the path through the link (reviews/x.md for reviews ->
// docs), as the hooks and check read what the commit records under the
// link's target. Links to folders met inside a linked folder are walked
// too, unless the folder they lead to holds the one being walked (a
// cycle). A link to a folder that leaves the repository, or dangles, is
// not walked (a commit records only the link): a notice says so when the
// globs could match files under it.

// walker collects a walk's targets.
type walker struct {
	l       *Linter
	at      places
	named   bool
	out     []Target
	reached int
}

var errTooManyReached = fmt.Errorf("more than %d files and folders reached through links to folders (links that fan out?)", maxReached)

// walk finds the files under dir that the globs match, leaving out what git
// ignores. named says the user named dir: files there that only their
// extension marks as review files are counted in OutsideGlobs.
func (l *Linter) walk(at places, dir string, named bool) ([]Target, error) {
	w := &walker{l: l, at: at, named: named}
	var err error
	if info, lerr := os.Lstat(dir); lerr == nil && info.Mode()&fs.ModeSymlink != 0 {
		err = w.folderLink(dir, dir, nil)
	} else {
		err = w.tree(dir, dir, nil)
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("walk %s: %w", gitquote.Path(filepath.ToSlash(dir)), err)
	}
	return w.out, nil
}

// tree walks the folder realDir, which holds no link on its path inside
// the repository, naming each entry as under shownDir (the path through
// links, or realDir itself). chain lists the folders of the links the
// walk went through to get here.
func (w *walker) tree(realDir, shownDir string, chain []string) error {
	l, at := w.l, w.at
	return filepath.WalkDir(realDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if len(chain) > 0 {
			if w.reached++; w.reached > maxReached {
				return errTooManyReached
			}
		}
		shown := shownDir
		if p != realDir {
			rest, err := filepath.Rel(realDir, p)
			if err != nil {
				return err
			}
			shown = filepath.Join(shownDir, rest)
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			if l.Ignored != nil && p != realDir && l.Ignored(at.rel(p)+"/") {
				return filepath.SkipDir
			}
			return nil
		}
		if l.Ignored != nil && l.Ignored(at.rel(p)) {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			if info, err := os.Stat(p); err == nil && info.IsDir() {
				return w.folderLink(p, shown, chain)
			}
		}
		// A link to a file, a broken link, and anything that is not a
		// file (a named pipe, a device) are targets when the globs select
		// them: reading says what is wrong, never a silent skip.
		rel := at.rel(shown)
		kind := l.KindOf(rel)
		if kind == None && w.named && !l.cfg.Files.IsExcluded(rel) && l.KindForPath(rel, None) != None {
			l.OutsideGlobs++
		}
		if kind != None {
			w.out = append(w.out, at.target(shown, rel, kind))
		}
		return nil
	})
}

// folderLink walks the folder the link at p leads to, naming its files as
// under shown.
func (w *walker) folderLink(p, shown string, chain []string) error {
	if !w.l.CouldHold(w.at.rel(shown)) {
		return nil // no report or verdict can be under it
	}
	target, err := w.linkedFolder(p)
	var linkErr *LinkError
	if errors.As(err, &linkErr) {
		w.l.Notices = append(w.l.Notices, fmt.Sprintf("not read: %v; nothing under %s is in a commit, so no file there is linted", linkErr, gitquote.Path(w.at.rel(shown))))
		return nil
	}
	if err != nil {
		return err
	}
	if len(chain) >= maxLinkHops {
		return nil
	}
	for _, c := range chain {
		if c == target || strings.HasPrefix(c, target+string(filepath.Separator)) {
			return nil // a cycle: its files are reached without it
		}
	}
	return w.tree(target, shown, append(chain[:len(chain):len(chain)], target))
}

// linkedFolder resolves the link at p to the folder it leads to: inside
// the repository as a commit would resolve it (a *LinkError when a commit
// could not), else as the system does.
func (w *walker) linkedFolder(p string) (string, error) {
	if rel, ok := inRepo(&w.l.paths, w.l.RepoRoot, p); ok {
		file, _, err := resolveWith(&w.l.paths, w.l.RepoRoot, rel)
		return file, err
	}
	return filepath.EvalSymlinks(p)
}

// CouldHold reports whether a report or verdict glob could match a path
// below the folder rel (slash-separated, from the root): each of rel's
// names matches the glob's name at its place, or the glob reaches a **
// first. Links to folders are followed only where it does.
func (l *Linter) CouldHold(rel string) bool {
	files := l.cfg.Files
	if files.FoldCase {
		rel = strings.ToLower(rel)
	}
	for _, glob := range append(append([]string{}, files.Reports...), files.Verdicts...) {
		if files.FoldCase {
			glob = strings.ToLower(glob)
		}
		if globCouldHold(glob, rel) {
			return true
		}
	}
	return false
}

func globCouldHold(glob, dir string) bool {
	globNames := strings.Split(strings.TrimPrefix(path.Clean(glob), "./"), "/")
	for i, name := range strings.Split(dir, "/") {
		if i >= len(globNames)-1 {
			return globNames[len(globNames)-1] == "**"
		}
		if globNames[i] == "**" {
			return true
		}
		if ok, err := doublestar.Match(globNames[i], name); err != nil || !ok {
			return false
		}
	}
	return true
}
