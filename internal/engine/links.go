package engine

import (
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// maxLinkHops bounds the links followed for one path, as the kernel does
// (ELOOP), so that a cycle is a diagnostic, not a hang.
const maxLinkHops = 40

// Lookup returns the entry git records at a repository path: in a commit's
// tree (FileAt) or in the index. ok is false for nothing, or a folder.
type Lookup func(p string) (h gitrepo.Hash, mode gitrepo.FileMode, ok bool, err error)

// LinkError is a symbolic link that cannot be followed inside what the
// commit records: it leaves the repository, dangles, or loops. Callers
// report it as file-unreadable.
type LinkError struct{ Path, Reason string }

func (e *LinkError) Error() string { return fmt.Sprintf("symbolic link %s %s", e.Path, e.Reason) }

// Resolve follows p through the symbolic links the commit records, in any
// component, the way `lint` follows them on disk, and returns the entry it
// ends at. A link's target is read from its blob and taken relative to the
// link's folder. Only what git records counts: a target outside the
// repository, or absolute, is a LinkError, since the commit does not hold
// it. readBlob reads a link's target.
func Resolve(lookup Lookup, readBlob func(gitrepo.Hash) ([]byte, error), p string) (gitrepo.Hash, gitrepo.FileMode, error) {
	end, h, mode, ok, err := follow(lookup, readBlob, p)
	switch {
	case err != nil:
		return gitrepo.ZeroHash, 0, err
	case ok:
		return h, mode, nil
	case end == "":
		return gitrepo.ZeroHash, 0, &LinkError{p, "points at the repository's root folder"}
	}
	return gitrepo.ZeroHash, 0, &LinkError{p, fmt.Sprintf("points at %s, which the commit does not hold as a file", end)}
}

// follow is Resolve's walk. It returns the path p ends at with every link
// followed, and the entry there when there is one (ok); a folder, or
// nothing, is not one.
func follow(lookup Lookup, readBlob func(gitrepo.Hash) ([]byte, error), p string) (end string, h gitrepo.Hash, mode gitrepo.FileMode, ok bool, err error) {
	pending := strings.Split(p, "/")
	var resolved []string
	for hops := 0; len(pending) > 0; {
		name := pending[0]
		pending = pending[1:]
		switch name {
		case "", ".":
			continue
		case "..":
			if len(resolved) == 0 {
				return "", gitrepo.ZeroHash, 0, false, &LinkError{p, "leads out of the repository, which the commit does not record"}
			}
			resolved = resolved[:len(resolved)-1]
			continue
		}
		cur := path.Join(append(resolved, name)...)
		h, mode, found, err := lookup(cur)
		switch {
		case err != nil:
			return "", gitrepo.ZeroHash, 0, false, err
		case found && mode == gitrepo.ModeSymlink:
			if hops++; hops > maxLinkHops {
				return "", gitrepo.ZeroHash, 0, false, &LinkError{p, "goes through too many links (a cycle?)"}
			}
			target, err := readBlob(h)
			if err != nil {
				return "", gitrepo.ZeroHash, 0, false, fmt.Errorf("read the link %s: %w", cur, err)
			}
			if strings.HasPrefix(string(target), "/") {
				return "", gitrepo.ZeroHash, 0, false, &LinkError{p, fmt.Sprintf("points at the absolute path %s, which the commit does not record", target)}
			}
			pending = append(strings.Split(string(target), "/"), pending...)
		case found && len(pending) > 0:
			return "", gitrepo.ZeroHash, 0, false, &LinkError{p, fmt.Sprintf("goes through %s, which is a file, not a folder", cur)}
		case found:
			return cur, h, mode, true, nil
		default:
			resolved = append(resolved, name) // a folder, or nothing: the next lookup tells
		}
	}
	return path.Join(resolved...), gitrepo.ZeroHash, 0, false, nil
}

// ResolveIn is Resolve with the link targets read from repo.
func ResolveIn(repo *gitrepo.Repo, lookup Lookup, p string) (gitrepo.Hash, gitrepo.FileMode, error) {
	return Resolve(lookup, func(h gitrepo.Hash) ([]byte, error) { return repo.ReadBlob(h, maxTargetBytes) }, p)
}

// TreeLookup looks paths up in a commit's tree.
func TreeLookup(repo *gitrepo.Repo, commit gitrepo.Hash) Lookup {
	return func(p string) (gitrepo.Hash, gitrepo.FileMode, bool, error) { return repo.FileAt(commit, p) }
}

// IndexLookup looks paths up in the index git names (stage 0).
func IndexLookup(repo *gitrepo.Repo) Lookup { return repo.StagedEntry }

// maxTargetBytes bounds a link's target read from its blob.
const maxTargetBytes = 4096

// ReadThrough reads the blob of the entry (h, mode) at p, following it when
// it is a symbolic link. It returns the blob it read, so that a caller can
// size it on ErrTooLarge. Errors are a *LinkError, gitrepo.ErrTooLarge
// wrapped, or a repository failure.
func ReadThrough(repo *gitrepo.Repo, lookup Lookup, p string, h gitrepo.Hash, mode gitrepo.FileMode, limit int64) ([]byte, gitrepo.Hash, error) {
	if mode == gitrepo.ModeSymlink {
		var err error
		h, mode, err = Resolve(lookup, func(h gitrepo.Hash) ([]byte, error) { return repo.ReadBlob(h, maxTargetBytes) }, p)
		if err != nil {
			return nil, gitrepo.ZeroHash, err
		}
		if mode == gitrepo.ModeSubmodule {
			return nil, h, &LinkError{p, "points at a submodule, not a file"}
		}
	}
	content, err := repo.ReadBlob(h, limit)
	return content, h, err
}

// linksThrough returns the symbolic links among files whose path want
// accepts and whose resolution, through lookup, reads a path in changed
// (the link itself excepted: a changed link is a change already): a
// report reached through a link changes when its target does, or a
// folder link on the way, and dangles when the target is deleted.
func linksThrough(repo *gitrepo.Repo, lookup Lookup, files []gitrepo.File, want func(string) bool, changed map[string]bool) ([]gitrepo.File, error) {
	if len(changed) == 0 {
		return nil, nil
	}
	readBlob := func(h gitrepo.Hash) ([]byte, error) { return repo.ReadBlob(h, maxTargetBytes) }
	var out []gitrepo.File
	for _, f := range files {
		if f.Mode != gitrepo.ModeSymlink || changed[f.Path] || !want(f.Path) {
			continue
		}
		hit := false
		recording := func(p string) (gitrepo.Hash, gitrepo.FileMode, bool, error) {
			if changed[p] {
				hit = true
			}
			return lookup(p)
		}
		_, _, err := Resolve(recording, readBlob, f.Path)
		var linkErr *LinkError
		if err != nil && !errors.As(err, &linkErr) {
			return nil, err
		}
		if hit {
			out = append(out, f)
		}
	}
	return out, nil
}

// LinkedChanges returns, each as a change of the link itself, the reports
// and verdict files among files that are symbolic links whose resolution
// through lookup reads a path in touched: a commit that changes only what
// a linked report leads to changes the report. The pre-commit hook passes
// the index's files, check a commit's.
func LinkedChanges(repo *gitrepo.Repo, lookup Lookup, linter *lint.Linter, files []gitrepo.File, touched map[string]bool) ([]gitrepo.Change, error) {
	want := func(p string) bool { return linter.KindOf(p) != lint.None }
	linked, err := linksThrough(repo, lookup, files, want, touched)
	if err != nil {
		return nil, err
	}
	changes := make([]gitrepo.Change, 0, len(linked))
	for _, f := range linked {
		changes = append(changes, gitrepo.Change{Path: f.Path, OldPath: f.Path, Status: gitrepo.Modified,
			OldHash: f.Hash, NewHash: f.Hash, OldMode: f.Mode, NewMode: f.Mode})
	}
	return changes, nil
}
