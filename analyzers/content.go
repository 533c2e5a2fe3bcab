package analyzers

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// binaryProbe is how far git looks for a NUL to call content binary.
const binaryProbe = 8000

// isBinary is git's rule: a NUL byte in the first 8,000 bytes.
func isBinary(data []byte) bool {
	if len(data) > binaryProbe {
		data = data[:binaryProbe]
	}
	return bytes.IndexByte(data, 0) >= 0
}

// sideContent reads one side of a change as git's diff sees it: a blob's
// bytes (a symlink's is its target), a submodule entry as the line git
// prints for it, nothing for a side that does not exist. A blob over the
// limit returns an error wrapping gitrepo.ErrTooLarge.
func sideContent(repo *gitrepo.Repo, h gitrepo.Hash, mode gitrepo.FileMode, limit int64) ([]byte, error) {
	switch {
	case h.IsZero() && mode == 0:
		return nil, nil
	case mode == gitrepo.ModeSubmodule:
		return []byte(fmt.Sprintf("Subproject commit %s\n", h)), nil
	}
	return repo.ReadBlob(h, limit)
}

// tooLarge says whether err is a blob over the limit.
func tooLarge(err error) bool { return errors.Is(err, gitrepo.ErrTooLarge) }

// statusWord names a change's status in JSON and text.
func statusWord(c gitrepo.Change) string {
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

// kindWord names what a mode holds, "" for a regular file.
func kindWord(m gitrepo.FileMode) string {
	switch m {
	case gitrepo.ModeSymlink:
		return "symlink"
	case gitrepo.ModeSubmodule:
		return "submodule"
	}
	return ""
}

// modeText prints a mode as git does ("100644"), "" for none.
func modeText(m gitrepo.FileMode) string {
	if m == 0 {
		return ""
	}
	return fmt.Sprintf("%06o", uint32(m))
}
