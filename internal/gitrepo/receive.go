package gitrepo

import (
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
)

// hexSize is the length of a SHA-1 object id in hexadecimal.
const hexSize = 40

// ParseID reads a full hexadecimal object id, as git writes them to the
// pre-receive and update hooks. The all-zero id (a ref that does not exist
// on one side) parses, and IsZero reports it.
func ParseID(s string) (plumbing.Hash, error) {
	if len(s) != hexSize {
		return plumbing.ZeroHash, fmt.Errorf("object id %q: want %d hexadecimal digits", s, hexSize)
	}
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return plumbing.ZeroHash, fmt.Errorf("object id %q is not hexadecimal", s)
		}
	}
	return plumbing.NewHash(s), nil
}

// PeelCommit follows annotated tags to the commit they name. ok is false
// when the object is a tree or a blob (a tag may name either): there is no
// commit to check.
func (r *Repo) PeelCommit(h plumbing.Hash) (commit plumbing.Hash, ok bool, err error) {
	target, typ, err := r.peel(h)
	if err != nil {
		return h, false, err
	}
	return target, typ == plumbing.CommitObject, nil
}

// RefTips returns the commit every ref names, each once (tags peeled; refs
// to trees or blobs and symbolic refs left out).
func (r *Repo) RefTips() ([]plumbing.Hash, error) {
	return r.RefTipsWhere(func(string) bool { return true })
}

// RefTipsWhere is RefTips for the refs whose full name keep accepts
// (refs/remotes/… for what a push's remote already has).
func (r *Repo) RefTipsWhere(keep func(ref string) bool) ([]plumbing.Hash, error) {
	var tips []plumbing.Hash
	seen := map[plumbing.Hash]bool{}
	err := r.refs.ForEach(func(name string, h plumbing.Hash) error {
		if !keep(name) {
			return nil
		}
		c, ok, err := r.PeelCommit(h)
		if ok && !seen[c] {
			seen[c] = true
			tips = append(tips, c)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("list refs: %w", err)
	}
	return tips, nil
}

// HasCommit reports whether the repository holds commit h (a tag naming
// one counts): a push's remote side may name a commit this clone never
// fetched.
func (r *Repo) HasCommit(h plumbing.Hash) bool {
	_, ok, err := r.PeelCommit(h)
	return err == nil && ok
}
