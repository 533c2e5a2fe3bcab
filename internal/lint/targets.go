package lint

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// Target is one file to lint.
type Target struct {
	// Display is the path printed in diagnostics, as the user named it.
	Display string
	// Rel is the slash-separated path relative to the repository root (or
	// the working folder outside a repository), for globs and overrides.
	Rel  string
	Kind Kind
	// File is a path on disk the linter reads itself; else Read supplies
	// the content, or a *TooLargeError for content it left unread.
	File string
	Read func() ([]byte, error)
	// seen says Collect saw File to be a regular file, not a link, so
	// the read need not look at it again before opening it (readSeen).
	seen bool
}

// TooLargeError is what a Target's Read returns for a file over the size
// limit that it did not read (a blob git can size first): the file is
// file-too-large, as one read from disk would be.
type TooLargeError struct{ Size int64 }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("file is %d bytes, over the limit", e.Size)
}

// StdinName is how diagnostics name standard input.
const StdinName = "<stdin>"

// Collect turns the paths a user named into targets. A file is linted as
// KindForPath says; a folder contributes the files below it that the globs
// match, as no paths do for the whole tree, so that `lint .` lints the
// review files and not every README and fixture; "-" is stdin, read as
// fallback (a report when fallback is None). With no paths, every file
// under root that the globs match. Walks skip what git ignores.
func (l *Linter) Collect(root string, args []string, fallback Kind, stdin io.Reader) ([]Target, error) {
	cwd, err := os.Getwd()
	if err != nil {
		return nil, fmt.Errorf("lint: %w", err)
	}
	at := places{root: root, cwd: cwd}
	if len(args) == 0 {
		return l.walk(at, root, false)
	}
	out := make([]Target, 0, len(args))
	named := l.lookAtArgs(at, args, fallback)
	for i, arg := range args {
		if arg == "-" {
			kind := fallback
			if kind == None {
				kind = Report
			}
			out = append(out, Target{Display: StdinName, Rel: StdinName, Kind: kind,
				Read: func() ([]byte, error) { return io.ReadAll(stdin) }})
			continue
		}
		a := &named[i]
		if a.err != nil {
			return nil, fmt.Errorf("lint %s: %s", gitquote.Path(filepath.ToSlash(arg)), gitquote.Text(a.err.Error()))
		}
		if a.info.IsDir() {
			// A named folder that is a link is walked through the link,
			// as a link met in a walk is.
			found, err := l.walk(at, arg, true)
			if err != nil {
				return nil, err
			}
			out = append(out, found...)
			continue
		}
		if l.RespectGlobs {
			if a.target.Kind != None {
				out = append(out, a.target)
			} else {
				l.Skipped++
			}
			continue
		}
		if a.target.Kind == None {
			return nil, fmt.Errorf("lint %s: not a report or verdict file by %s's globs or its extension: name its kind with --as report|verdict", gitquote.Path(filepath.ToSlash(arg)), l.cfg.FileToEdit())
		}
		out = append(out, a.target)
	}
	return out, nil
}

// statArg is os.Stat of a path the user named, and whether it is a
// regular file that is not a link: it is lstat first, for a name that is
// no link says the same as its stat, and the read can then open it
// without looking at it again (readSeen). A link, or a name lstat fails
// on, is stat as before, for the same answer and the same error.
func statArg(arg string) (info fs.FileInfo, seen bool, err error) {
	info, err = os.Lstat(arg)
	if err == nil && info.Mode()&fs.ModeSymlink == 0 {
		return info, info.Mode().IsRegular(), nil
	}
	info, err = os.Stat(arg)
	return info, false, err
}

// Rel returns the path globs and [[overrides]] match for a file the user
// named p, as Collect computes it: relative to the repository root (or the
// working folder outside a repository), slash-separated.
func Rel(root, p string) (string, error) {
	cwd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("lint: %w", err)
	}
	if root == "" {
		root = cwd
	}
	return places{root: root, cwd: cwd}.rel(p), nil
}

// places turns the paths lint meets into the two forms it needs; the
// working folder is read once, not once per file.
type places struct {
	root string // the repository root, or the working folder outside one
	cwd  string
}

func (at places) target(p, rel string, kind Kind) Target {
	return at.seenTarget(p, rel, kind, false)
}

// seenTarget is target, saying whether p was seen to be a regular file
// and not a link.
func (at places) seenTarget(p, rel string, kind Kind, seen bool) Target {
	return Target{Display: at.display(p), Rel: rel, Kind: kind, File: p, seen: seen}
}

// display prints an absolute path relative to the working folder, as
// compilers and linters do; a relative path stays as the user wrote it.
func (at places) display(p string) string {
	if !filepath.IsAbs(p) {
		return p
	}
	if rel, err := filepath.Rel(at.cwd, p); err == nil {
		return rel
	}
	return p
}

// rel returns p relative to the root, slash-separated; p itself when it
// lies outside the root or the root is unknown.
func (at places) rel(p string) string {
	if at.root != "" {
		abs := p
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(at.cwd, p)
		}
		if rel, err := filepath.Rel(at.root, abs); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel)
		}
	}
	return filepath.ToSlash(filepath.Clean(p))
}
