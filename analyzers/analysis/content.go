package analysis

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// BinaryProbe is how far git looks for a NUL to call content binary.
const BinaryProbe = 8000

// IsBinary is git's rule: a NUL byte in the first 8,000 bytes.
func IsBinary(data []byte) bool {
	if len(data) > BinaryProbe {
		data = data[:BinaryProbe]
	}
	return bytes.IndexByte(data, 0) >= 0
}

// SideContent reads one side of a change as git's diff sees it: a blob's
// bytes (a symlink's is its target), a submodule entry as the line git
// prints for it, nothing for a side that does not exist. A blob over the
// limit returns an error wrapping gitrepo.ErrTooLarge. The bytes may be
// the object cache's own: read them, never write them.
func SideContent(repo *gitrepo.Repo, h gitrepo.Hash, mode gitrepo.FileMode, limit int64) ([]byte, error) {
	switch {
	case h.IsZero() && mode == 0:
		return nil, nil
	case mode == gitrepo.ModeSubmodule:
		return []byte(fmt.Sprintf("Subproject commit %s\n", h)), nil
	}
	return repo.ReadBlobShared(h, limit)
}

// TooLarge says whether err is a blob over the limit.
func TooLarge(err error) bool { return errors.Is(err, gitrepo.ErrTooLarge) }

// StatusWord names a change's status in JSON and text.
func StatusWord(c gitrepo.Change) string {
	switch c.Status {
	case gitrepo.Added:
		return "added"
	case gitrepo.Deleted:
		return "deleted"
	case gitrepo.TypeChanged:
		return "type-changed"
	case gitrepo.Unmerged:
		return "unmerged"
	}
	if c.ModeOnly() {
		return "mode-only"
	}
	return "modified"
}

// KindWord names what a mode holds, "" for a regular file.
func KindWord(m gitrepo.FileMode) string {
	switch m {
	case gitrepo.ModeSymlink:
		return "symlink"
	case gitrepo.ModeSubmodule:
		return "submodule"
	}
	return ""
}

// ModeText prints a mode as git does ("100644"), "" for none.
func ModeText(m gitrepo.FileMode) string {
	if m == 0 {
		return ""
	}
	return fmt.Sprintf("%06o", uint32(m))
}
