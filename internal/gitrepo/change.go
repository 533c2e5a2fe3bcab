package gitrepo

import (
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
)

// Status says how a path changed, in git's --name-status letters.
type Status byte

// The statuses a Change can have. Renames are never detected: a moved file
// is one Deleted and one Added change, as with git's --no-renames.
const (
	Added       Status = 'A'
	Deleted     Status = 'D'
	Modified    Status = 'M' // content, mode, or both
	TypeChanged Status = 'T' // file ↔ symlink ↔ submodule
	Unmerged    Status = 'U' // the index holds conflict stages for the path
)

// String returns the one-letter name git prints.
func (s Status) String() string { return string(rune(s)) }

// Change is one path that differs between two trees, or between HEAD and
// the index. Path is always set (for a deletion, the deleted path). OldPath
// is the path on the old side: Path itself, since renames are not detected,
// or "" for an added file. The hash and mode of a side that does not exist
// are zero.
type Change struct {
	Path, OldPath    string
	Status           Status
	OldHash, NewHash plumbing.Hash
	OldMode, NewMode filemode.FileMode
}

// ModeOnly reports whether only the mode changed, not the content.
func (c Change) ModeOnly() bool {
	return c.Status == Modified && c.OldHash == c.NewHash && c.OldMode != c.NewMode
}

// changeBetween classifies one path present on both sides; ok is false when
// both sides are identical.
func changeBetween(path string, oldHash plumbing.Hash, oldMode filemode.FileMode, newHash plumbing.Hash, newMode filemode.FileMode) (Change, bool) {
	if oldHash == newHash && oldMode == newMode {
		return Change{}, false
	}
	status := Modified
	if kindOf(oldMode) != kindOf(newMode) {
		status = TypeChanged
	}
	return Change{Path: path, OldPath: path, Status: status,
		OldHash: oldHash, NewHash: newHash, OldMode: oldMode, NewMode: newMode}, true
}

// kindOf groups modes the way git's diff does for type changes: regular and
// executable files are one kind.
func kindOf(m filemode.FileMode) filemode.FileMode {
	switch m {
	case filemode.Regular, filemode.Executable, filemode.Deprecated:
		return filemode.Regular
	}
	return m
}

// canonMode maps a tree entry's mode to the one git compares, as git's
// canon_mode does: old trees may record group-writable files as 100664.
func canonMode(m filemode.FileMode) filemode.FileMode {
	switch {
	case m == filemode.Dir, m == filemode.Symlink, m == filemode.Submodule:
		return m
	case m&0o170000 == 0o100000 && m&0o100 != 0:
		return filemode.Executable
	case m&0o170000 == 0o100000:
		return filemode.Regular
	}
	return m
}
