package gitrepo

import (
	"errors"
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
)

// Resolve turns a revision into a commit id: branch and tag names (tags
// peeled to their commit), full or short ids, HEAD, and suffixes such as
// ~2 and ^.
func (r *Repo) Resolve(rev string) (plumbing.Hash, error) {
	if rev == "" {
		return plumbing.ZeroHash, errors.New("resolve revision: empty revision")
	}
	h, err := r.repo.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("resolve revision %q: %w", rev, err)
	}
	return *h, nil
}

// ResolveRange resolves "A..B". An empty side means HEAD, as in git.
func (r *Repo) ResolveRange(spec string) (base, head plumbing.Hash, err error) {
	if strings.Contains(spec, "...") {
		return base, head, fmt.Errorf("range %q: symmetric differences (A...B) are not supported; use A..B", spec)
	}
	a, b, ok := strings.Cut(spec, "..")
	if !ok {
		return base, head, fmt.Errorf("range %q: want A..B", spec)
	}
	if a == "" {
		a = "HEAD"
	}
	if b == "" {
		b = "HEAD"
	}
	if base, err = r.Resolve(a); err != nil {
		return base, head, err
	}
	head, err = r.Resolve(b)
	return base, head, err
}

// HeadCommit returns the commit HEAD points at; false when HEAD is unborn
// (a new repository before its first commit, or an orphan branch).
func (r *Repo) HeadCommit() (plumbing.Hash, bool, error) {
	ref, err := r.repo.Reference(plumbing.HEAD, true)
	if errors.Is(err, plumbing.ErrReferenceNotFound) {
		return plumbing.ZeroHash, false, nil
	}
	if err != nil {
		return plumbing.ZeroHash, false, fmt.Errorf("read HEAD: %w", err)
	}
	return ref.Hash(), true, nil
}
