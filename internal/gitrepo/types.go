package gitrepo

import (
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
)

// Hash is a SHA-1 object id. It is go-git's type under another name, so
// that packages outside gitrepo need not import go-git for type names.
type Hash = plumbing.Hash

// ZeroHash is the all-zero id: no object (an absent side of a change, an
// unborn HEAD, the empty tree where a tree is expected).
var ZeroHash = plumbing.ZeroHash

// FileMode is a tree or index entry's mode, as git records it.
type FileMode = filemode.FileMode

// The modes git records in trees and in the index.
const (
	ModeEmpty      = filemode.Empty
	ModeDir        = filemode.Dir
	ModeRegular    = filemode.Regular
	ModeDeprecated = filemode.Deprecated
	ModeExecutable = filemode.Executable
	ModeSymlink    = filemode.Symlink
	ModeSubmodule  = filemode.Submodule
)

// NewHash parses a hexadecimal id as go-git does: invalid input gives a
// wrong id rather than an error, so use it for ids git itself printed.
func NewHash(s string) Hash { return plumbing.NewHash(s) }
