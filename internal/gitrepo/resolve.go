package gitrepo

import (
	"errors"
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
)

// ResolveRange resolves "A..B". An empty side means HEAD, as in git.
func (r *Repo) ResolveRange(spec string) (base, head Hash, err error) {
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
func (r *Repo) HeadCommit() (Hash, bool, error) {
	h, err := r.refs.Resolve("HEAD")
	if errors.Is(err, plumbing.ErrReferenceNotFound) {
		return ZeroHash, false, nil
	}
	if err != nil {
		return ZeroHash, false, fmt.Errorf("read HEAD: %w", err)
	}
	return h, true, nil
}
