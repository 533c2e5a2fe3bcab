package lint

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// A report on disk is read as git would store it: a regular file is its
// bytes; a symbolic link is the file it leads to inside the repository,
// resolved one link at a time as the hooks and check resolve the links a
// commit records (engine.Resolve). Everything else is refused with an
// error naming the file, before a byte is read: a FIFO or a terminal would
// block the run, a device such as /dev/zero never ends, and neither is
// anything git can commit.

// maxLinkHops bounds the links followed for one path, as the kernel does
// (ELOOP) and as engine.Resolve does.
const maxLinkHops = 40

// NotRegularError is a path that leads to something other than a regular
// file: a named pipe, a device, a socket, a folder.
type NotRegularError struct {
	Path string
	Mode fs.FileMode
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file: reviewlint reads reports and verdicts as git stores them (files and links to files); pipe text to `-` instead",
		gitquote.Path(filepath.ToSlash(e.Path)), modeName(e.Mode))
}

func modeName(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m.IsDir():
		return "a folder"
	}
	return "not a file"
}

// LinkError is a symbolic link on disk that a commit could not follow: it
// leaves the repository, is absolute, dangles or loops. The hooks and
// check say the same of the link once it is committed.
type LinkError struct{ Path, Reason string }

func (e *LinkError) Error() string {
	return fmt.Sprintf("symbolic link %s %s", gitquote.Path(e.Path), e.Reason)
}

// OpenRegular opens the file at name for reading, refusing anything but a
// regular file without blocking on it: it is checked before it is opened
// (opening a FIFO waits for a writer), and again on the open descriptor,
// opened non-blocking, in case it was replaced in between.
func OpenRegular(name string) (*os.File, error) {
	info, err := os.Stat(name)
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		pathErr.Op = "open" // what the caller asked for
	}
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &NotRegularError{Path: name, Mode: info.Mode()}
	}
	return openRegularFile(name, 0)
}

// openRegularFile opens name, just seen to be a regular file, with the
// extra flags, non-blocking, and checks the descriptor is one still.
func openRegularFile(name string, flags int) (*os.File, error) {
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK|flags, 0)
	if err != nil {
		return nil, err
	}
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		f.Close()
		if err == nil {
			err = &NotRegularError{Path: name, Mode: info.Mode()}
		}
		return nil, err
	}
	return f, nil
}

// resolveInRepo follows the symbolic links in rel, a slash-separated path
// inside the repository at root, one component at a time, and returns the
// path on disk it ends at. A target that is absolute, climbs out of the
// repository or into its .git folder, or dangles is a *LinkError, as the
// commit holding the link would make it; a path with no link in it comes
// back as it is, for the open to report what it finds.
func resolveInRepo(root, rel string) (string, error) {
	file, _, err := resolveWith(nil, root, rel)
	return file, err
}

// resolveWith is resolveInRepo taking what facts knows of the folders on
// the way (nil: nothing). It also says whether the path ends at a name
// just seen to be a regular file, not a link.
func resolveWith(facts *pathFacts, root, rel string) (file string, regular bool, err error) {
	return resolvePath(facts, root, rel, false)
}

// resolvePath is resolveWith; when seen is set, the last name of rel was
// seen to be a regular file, not a link, and is not looked at again if
// no link leads to it: the caller opens it without following a link and
// checks the descriptor (readSeen).
func resolvePath(facts *pathFacts, root, rel string, seen bool) (file string, regular bool, err error) {
	pending := strings.Split(rel, "/")
	var resolved []string
	// dirs[i] is root joined with resolved[:i], each built from the last.
	dirs := []string{root}
	for hops := 0; len(pending) > 0; {
		name := pending[0]
		pending = pending[1:]
		switch name {
		case "", ".":
			continue
		case "..":
			if len(resolved) == 0 {
				return "", false, &LinkError{rel, "leads out of the repository, which a commit does not record (git stores only the link)"}
			}
			resolved = resolved[:len(resolved)-1]
			dirs = dirs[:len(dirs)-1]
			regular = false
			continue
		}
		if len(resolved) == 0 && name == ".git" && hops > 0 {
			return "", false, &LinkError{rel, "leads into .git, which a commit does not record"}
		}
		cur := filepath.Join(dirs[len(dirs)-1], name)
		folder := len(pending) > 0
		var mode fs.FileMode // a regular file
		var err error
		if folder || !seen || hops > 0 {
			mode, err = facts.lstat(cur, folder)
		}
		switch {
		case errors.Is(err, fs.ErrNotExist) && hops > 0:
			return "", false, &LinkError{rel, fmt.Sprintf("points at %s, which does not exist", gitquote.Path(path.Join(append(resolved, name)...)))}
		case err != nil:
			return "", false, err
		case mode&fs.ModeSymlink != 0:
			if hops++; hops > maxLinkHops {
				return "", false, &LinkError{rel, "goes through too many links (a cycle?)"}
			}
			target, err := facts.readlink(cur, folder)
			if err != nil {
				return "", false, err
			}
			target = filepath.ToSlash(target)
			if strings.HasPrefix(target, "/") || filepath.IsAbs(target) || filepath.VolumeName(target) != "" {
				return "", false, &LinkError{rel, fmt.Sprintf("points at the absolute path %s, which a commit does not record", gitquote.Path(target))}
			}
			pending = append(strings.Split(target, "/"), pending...)
			continue
		case folder && !mode.IsDir():
			return "", false, &LinkError{rel, fmt.Sprintf("goes through %s, which is a file, not a folder", gitquote.Path(path.Join(append(resolved, name)...)))}
		}
		resolved = append(resolved, name)
		dirs = append(dirs, cur)
		regular = mode.IsRegular()
	}
	return dirs[len(dirs)-1], regular, nil
}

// inRepo returns p relative to the repository root, slash-separated, and
// whether p lies inside it (root itself excluded). facts, when not nil,
// holds the working folder.
func inRepo(facts *pathFacts, root, p string) (string, bool) {
	if root == "" {
		return "", false
	}
	var abs string
	var err error
	if facts != nil {
		abs, err = facts.abs(p)
	} else {
		abs, err = filepath.Abs(p)
	}
	if err != nil {
		return "", false
	}
	rel, err := filepath.Rel(root, abs)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// OpenInRepo opens the file name names, as lint reads a report: inside
// the repository at root ("" for none) its links resolved as a commit
// would resolve them, and only a regular file.
func OpenInRepo(root, name string) (*os.File, error) {
	l := Linter{RepoRoot: root}
	return l.openInRepo(name)
}

// openInRepo is OpenInRepo for the linter's repository, with what the
// linter learned of the folders on the way. A file the walk saw to be
// regular is read without this open (readSeen); anything that read
// refuses comes here, looked at afresh, so that it is refused with the
// same error as any other name.
func (l *Linter) openInRepo(name string) (*os.File, error) {
	file, regular, err := l.locate(&l.paths, name)
	if err != nil {
		return nil, err
	}
	var f *os.File
	if regular {
		f, err = openRegularFile(file, noFollow)
	} else {
		f, err = OpenRegular(file)
	}
	var notFile *NotRegularError
	if errors.As(err, &notFile) {
		if rel, ok := inRepo(&l.paths, l.RepoRoot, notFile.Path); ok {
			notFile.Path = rel // the name the repository knows it by
		}
	}
	return f, err
}

// diskPath is the file to open for the path p named or walked: inside
// the repository, p with its links resolved as a commit would resolve them;
// outside one, p itself (the system follows its links; OpenRegular still
// refuses what is not a file). It looks at every name on the way afresh.
func (l *Linter) diskPath(p string) (string, error) {
	file, _, err := l.locate(nil, p)
	return file, err
}

// locate is diskPath with what facts knows of the folders on the way
// (nil: nothing), also saying whether the path was seen to end at a
// regular file, not a link.
func (l *Linter) locate(facts *pathFacts, p string) (file string, regular bool, err error) {
	return l.locateSeen(facts, p, false)
}

// locateSeen is locate; when seen is set, p was seen to be a regular file
// and not a link (see resolvePath), outside a repository too.
func (l *Linter) locateSeen(facts *pathFacts, p string, seen bool) (file string, regular bool, err error) {
	rel, ok := inRepo(facts, l.RepoRoot, p)
	if !ok {
		return p, seen, nil
	}
	file, regular, err = resolvePath(facts, l.RepoRoot, rel, seen)
	var linkErr *LinkError
	switch {
	case errors.As(err, &linkErr):
		return "", false, err
	case err != nil:
		// Nothing there: the open says what it finds under the name the
		// user gave.
		return p, false, nil
	case file == filepath.Join(l.RepoRoot, filepath.FromSlash(rel)):
		// No link on the way.
		return p, regular, nil
	}
	return file, regular, nil
}

// ReadRegular reads the regular file at name whole (OpenRegular), or fails
// when it holds more than limit bytes.
func ReadRegular(name string, limit int64) ([]byte, error) {
	f, err := OpenRegular(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	content, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(content)) > limit {
		return nil, fmt.Errorf("%s is over %d bytes", gitquote.Path(filepath.ToSlash(name)), limit)
	}
	return content, nil
}
