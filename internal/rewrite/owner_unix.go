//go:build unix

package rewrite

import (
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// sameOwner gives the file at tmp the owner and group of the file info
// describes; a file the user could write but not give back to its owner
// is refused rather than handed to the user.
func sameOwner(tmp string, info fs.FileInfo) error {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	mine, err := os.Stat(tmp)
	if err != nil {
		return err
	}
	if m, ok := mine.Sys().(*syscall.Stat_t); ok && m.Uid == st.Uid && m.Gid == st.Gid {
		return nil
	}
	if err := os.Chown(tmp, int(st.Uid), int(st.Gid)); err != nil {
		return fmt.Errorf("cannot keep the file's owner (%d:%d): %w", st.Uid, st.Gid, err)
	}
	return nil
}

// links counts the file's hard links.
func links(info fs.FileInfo) uint64 {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}
