package gitrepo

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-git/go-billy/v5"
	"github.com/go-git/go-billy/v5/osfs"
	"github.com/go-git/go-git/v5/plumbing/cache"
	"github.com/go-git/go-git/v5/storage/filesystem"
	"github.com/go-git/go-git/v5/storage/filesystem/dotgit"

	"github.com/reviewlint/reviewlint/internal/gitrepo/odb"
)

// OpenReceiving is Open for the pre-receive and update hooks. While those
// run, git keeps the objects being pushed in a quarantine folder
// (GIT_QUARANTINE_PATH, also given as GIT_OBJECT_DIRECTORY) that is not yet
// part of the repository; go-git would not find a pushed pack there. The
// returned Repo reads objects from the quarantine first, then from the
// repository, as git does with GIT_ALTERNATE_OBJECT_DIRECTORIES.
func OpenReceiving(dir string) (*Repo, error) {
	r, err := Open(dir)
	if err != nil {
		return nil, err
	}
	incoming := os.Getenv("GIT_QUARANTINE_PATH")
	if incoming == "" {
		incoming = os.Getenv("GIT_OBJECT_DIRECTORY")
	}
	if incoming == "" {
		return r, nil
	}
	if incoming, err = filepath.Abs(incoming); err != nil {
		r.Close()
		return nil, fmt.Errorf("resolve the quarantine folder: %w", err)
	}
	if incoming == filepath.Join(r.loc.CommonDir, "objects") {
		return r, nil
	}
	if err := r.openQuarantined(incoming); err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// openQuarantined replaces the storage with one that overlays incoming on
// the repository's objects folder.
func (r *Repo) openQuarantined(incoming string) error {
	r.storage.Close()
	var common = osfs.New(r.loc.CommonDir)
	if r.loc.CommonDir == r.loc.GitDir {
		common = nil
	}
	base := dotgit.NewRepositoryFilesystem(osfs.New(r.loc.GitDir), common)
	overlay := &quarantineFS{Filesystem: base, incoming: osfs.New(incoming)}
	r.storage = filesystem.NewStorageWithOptions(overlay, cache.NewObjectLRU(8*cache.MiByte),
		filesystem.Options{KeepDescriptors: true})
	// The fast reader looks in the quarantine first, then where it looked.
	dirs := r.odb.Dirs()
	r.odb.Release()
	r.odb = odb.New(incoming, dirs)
	return nil
}

// quarantineFS is the git dir as go-git sees it, with the files under
// objects/ looked up in the quarantine folder first and folder listings
// under objects/ merged, so that pushed packs and loose objects are found.
// It is read-only below objects/: reviewlint never writes objects.
type quarantineFS struct {
	billy.Filesystem
	incoming billy.Filesystem
}

// inObjects returns name relative to the objects folder, if it lies there.
func inObjects(name string) (string, bool) {
	name = filepath.ToSlash(filepath.Clean(name))
	if name == "objects" {
		return ".", true
	}
	return strings.CutPrefix(name, "objects/")
}

func (q *quarantineFS) Open(name string) (billy.File, error) {
	if rel, ok := inObjects(name); ok {
		if f, err := q.incoming.Open(rel); err == nil {
			return f, nil
		}
	}
	return q.Filesystem.Open(name)
}

func (q *quarantineFS) OpenFile(name string, flag int, perm os.FileMode) (billy.File, error) {
	if rel, ok := inObjects(name); ok && flag&(os.O_WRONLY|os.O_RDWR|os.O_CREATE) == 0 {
		if f, err := q.incoming.OpenFile(rel, flag, perm); err == nil {
			return f, nil
		}
	}
	return q.Filesystem.OpenFile(name, flag, perm)
}

func (q *quarantineFS) Stat(name string) (os.FileInfo, error) {
	if rel, ok := inObjects(name); ok {
		if fi, err := q.incoming.Stat(rel); err == nil {
			return fi, nil
		}
	}
	return q.Filesystem.Stat(name)
}

func (q *quarantineFS) Lstat(name string) (os.FileInfo, error) {
	if rel, ok := inObjects(name); ok {
		if fi, err := q.incoming.Lstat(rel); err == nil {
			return fi, nil
		}
	}
	return q.Filesystem.Lstat(name)
}

// ReadDir merges the two listings of a folder under objects/ (the pack
// folder above all), the quarantine's entries first.
func (q *quarantineFS) ReadDir(name string) ([]os.FileInfo, error) {
	rel, ok := inObjects(name)
	if !ok {
		return q.Filesystem.ReadDir(name)
	}
	pushed, errPushed := q.incoming.ReadDir(rel)
	kept, errKept := q.Filesystem.ReadDir(name)
	if errPushed != nil && errKept != nil {
		if errors.Is(errKept, fs.ErrNotExist) {
			return nil, errPushed
		}
		return nil, errKept
	}
	seen := make(map[string]bool, len(pushed))
	out := make([]os.FileInfo, 0, len(pushed)+len(kept))
	for _, fi := range pushed {
		seen[fi.Name()] = true
		out = append(out, fi)
	}
	for _, fi := range kept {
		if !seen[fi.Name()] {
			out = append(out, fi)
		}
	}
	return out, nil
}
