package snapshot

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// ErrTooLarge is what ReadFile wraps when a file is over the snapshot's
// size limit: analyzers skip the file and say so, rather than fail.
var ErrTooLarge = errors.New("file over the size limit")

// ErrPointer is what ReadFile wraps when the objects hold a Git LFS
// pointer where the checkout holds the file: what the file says (the
// code a reader would search) is in no object of the repository.
var ErrPointer = errors.New("stored in Git LFS: the objects hold a pointer, not the file")

// ErrEncrypted is what ReadFile wraps when the objects hold a file
// git-crypt encrypts: the checkout decrypts it, the objects hold
// ciphertext.
var ErrEncrypted = errors.New("encrypted by git-crypt: the objects hold ciphertext, not the file")

// gitCrypt reports whether data is a file as git-crypt stores it.
func gitCrypt(data []byte) bool {
	return bytes.HasPrefix(data, []byte("\x00GITCRYPT\x00"))
}

// Unreadable reports whether err is a file's the analyzers skip and list
// rather than fail on: over the size limit, held in Git LFS, or
// encrypted.
func Unreadable(err error) bool {
	return errors.Is(err, ErrTooLarge) || errors.Is(err, ErrPointer) || errors.Is(err, ErrEncrypted)
}

// lfsPointer reports whether data is a Git LFS pointer: a small text
// whose first line names the pointer spec and that gives an oid.
func lfsPointer(data []byte) bool {
	const maxPointer = 1024 // the spec's bound on a pointer file
	return len(data) < maxPointer &&
		(bytes.HasPrefix(data, []byte("version https://git-lfs.github.com/spec/v1\n")) ||
			bytes.HasPrefix(data, []byte("version https://hawser.github.com/spec/v1\n"))) &&
		bytes.Contains(data, []byte("\noid sha256:"))
}

// Snapshot is one commit's files.
type Snapshot interface {
	// Paths lists every regular file, slash-separated, sorted.
	Paths() []string
	// ReadFile returns a file's bytes. Callers use it from one goroutine.
	ReadFile(path string) ([]byte, error)
}

// Identified is a Snapshot that names a file's content without reading
// it: two files with one ContentID hold the same bytes, in this snapshot
// or another of the same repository. The sides of a change share most
// files, and a reader that has read one need not read it again.
type Identified interface {
	ContentID(path string) (id string, ok bool)
}

// Submoduled is a Snapshot that knows where its tree holds submodules:
// code in the checkout whose files are another repository's objects,
// which no reading of the snapshot sees. A claim that every file was
// read is narrower than the checkout where one is.
type Submoduled interface {
	Submodules() []string
}

// Linked is a Snapshot that knows which of its files are symbolic
// links: LinkTarget returns what the link at p names, as stored.
type Linked interface {
	LinkTarget(p string) (target string, ok bool, err error)
}

// Nested is a Submoduled snapshot that reads a submodule's files where
// this machine holds its repository.
type Nested interface {
	Submodule(p string) (Snapshot, bool)
}

// SubmoduleFiles returns the files of the submodule at p in s, ok false
// where they cannot be read.
func SubmoduleFiles(s Snapshot, p string) (Snapshot, bool) {
	if n, ok := s.(Nested); ok {
		return n.Submodule(p)
	}
	return nil, false
}

// SubmodulesOf lists s's submodules, nil when it holds none or cannot
// tell (a Map holds files only).
func SubmodulesOf(s Snapshot) []string {
	if sub, ok := s.(Submoduled); ok {
		return sub.Submodules()
	}
	return nil
}

// Change is one changed file between base and head. OldPath is empty for an
// added file, NewPath empty for a deleted one; both set (and different) for
// a rename.
type Change struct {
	OldPath string
	NewPath string
}

// Path is the head path, or the base path of a deleted file.
func (c Change) Path() string {
	if c.NewPath != "" {
		return c.NewPath
	}
	return c.OldPath
}

// Place is a line in a file, printed as path:line.
type Place struct {
	Path string `json:"path"`
	Line int    `json:"line"`
}

func (p Place) String() string { return fmt.Sprintf("%s:%d", p.Path, p.Line) }

// Text is the place as derive's text output prints it: the path quoted as
// git quotes it, so that no file name can break or forge a line.
func (p Place) Text() string { return fmt.Sprintf("%s:%d", gitquote.Path(p.Path), p.Line) }

// ComparePlaces orders places by path, then line.
func ComparePlaces(a, b Place) int {
	if a.Path != b.Path {
		if a.Path < b.Path {
			return -1
		}
		return 1
	}
	return a.Line - b.Line
}

// Map is an in-memory Snapshot: path to content. Tests build snapshots this
// way; it is also handy for the staged index.
type Map map[string]string

// Paths lists the map's keys, sorted.
func (m Map) Paths() []string {
	paths := make([]string, 0, len(m))
	for p := range m {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	return paths
}

// ReadFile returns the content stored under p.
func (m Map) ReadFile(p string) ([]byte, error) {
	content, ok := m[p]
	if !ok {
		return nil, fmt.Errorf("read %s: no such file in snapshot", p)
	}
	return []byte(content), nil
}

// Diff lists the changes between two in-memory snapshots, without rename
// detection: a changed or added path, or a deleted one.
func Diff(base, head Map) []Change {
	var changes []Change
	for p, content := range head {
		old, ok := base[p]
		switch {
		case !ok:
			changes = append(changes, Change{NewPath: p})
		case old != content:
			changes = append(changes, Change{OldPath: p, NewPath: p})
		}
	}
	for p := range base {
		if _, ok := head[p]; !ok {
			changes = append(changes, Change{OldPath: p})
		}
	}
	slices.SortFunc(changes, func(a, b Change) int {
		return strings.Compare(a.Path(), b.Path())
	})
	return changes
}

// Dirs returns every directory that holds a file in paths, "." included.
func Dirs(paths []string) map[string]bool {
	dirs := map[string]bool{".": true}
	for _, p := range paths {
		for d := path.Dir(p); d != "." && !dirs[d]; d = path.Dir(d) {
			dirs[d] = true
		}
	}
	return dirs
}
