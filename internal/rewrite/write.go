package rewrite

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrChanged is returned when the file no longer holds what was read: it
// changed while the fix was worked out, and is left as it now is.
var ErrChanged = errors.New("the file changed while it was being fixed")

// File replaces the content of the regular file at path, which held
// old when it was read, with content: a temporary file in the same folder
// is written, flushed, given the file's mode (and its owner, where the
// system allows), and renamed over it, so that a reader sees the old
// content or the new, never a mix, and a crash leaves the old.
//
// A file the user may not write is refused, although the folder would
// allow the rename: a read-only file stays read-only and unchanged. So is
// anything but a regular file; callers resolve a symbolic link first. A
// file with several hard links is refused too: the rename would leave the
// other names holding the old content.
func File(path string, old, content []byte) error {
	info, err := os.Lstat(path)
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("not a regular file")
	}
	if links(info) > 1 {
		return fmt.Errorf("the file has %d hard links, and replacing it would split them", links(info))
	}
	// A file no one may write is read-only even to root; otherwise
	// opening it for writing, without truncating, asks the system whether
	// the user may write it.
	if info.Mode().Perm()&0o222 == 0 {
		return fmt.Errorf("read-only: not changed")
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		if errors.Is(err, fs.ErrPermission) {
			return fmt.Errorf("read-only: not changed")
		}
		return err
	}
	f.Close()
	now, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !bytes.Equal(now, old) {
		return ErrChanged
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".reviewlint-*")
	if err != nil {
		return err
	}
	done := false
	defer func() {
		if !done {
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(content); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), info.Mode().Perm()); err != nil {
		return err
	}
	if err := sameOwner(tmp.Name(), info); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	done = true
	return nil
}
