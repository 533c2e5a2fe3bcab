package gitrepo

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
)

// Resolve turns a revision into a commit id: branch and tag names (tags
// peeled to their commit), full or short ids, HEAD (or @), and the
// suffixes ~N, ^N, ^{} and ^{commit}. Other syntax (reflogs, :path,
// searches) is refused with an error rather than guessed at.
func (r *Repo) Resolve(rev string) (Hash, error) {
	if rev == "" {
		return ZeroHash, errors.New("resolve revision: empty revision")
	}
	h, err := r.resolve(rev)
	if err != nil {
		if namesHead(rev) {
			if _, born, headErr := r.HeadCommit(); headErr == nil && !born {
				err = &UnbornHeadError{}
			}
		}
		return ZeroHash, fmt.Errorf("resolve revision %q: %w", rev, err)
	}
	return h, nil
}

func (r *Repo) resolve(rev string) (Hash, error) {
	if strings.Contains(rev, "@{") || strings.ContainsAny(rev, ": \t\n") {
		return ZeroHash, errors.New("unsupported revision syntax")
	}
	name, suffix := rev, ""
	if i := strings.IndexAny(rev, "~^"); i >= 0 {
		name, suffix = rev[:i], rev[i:]
	}
	h, err := r.resolveName(name)
	if err != nil {
		return ZeroHash, err
	}
	for suffix != "" {
		op := suffix[0]
		suffix = suffix[1:]
		if op != '~' && op != '^' {
			// git's ^!, ^@ and ^- name ranges, not one commit; reading
			// them as more steps back would check some other commit.
			return ZeroHash, fmt.Errorf("unsupported revision syntax %q", string(op)+suffix)
		}
		if op == '^' && strings.HasPrefix(suffix, "{") {
			end := strings.IndexByte(suffix, '}')
			if end < 0 || (suffix[1:end] != "" && suffix[1:end] != "commit") {
				return ZeroHash, fmt.Errorf("unsupported peel ^%s", suffix)
			}
			suffix = suffix[end+1:]
			if h, err = r.peelToCommit(h); err != nil {
				return ZeroHash, err
			}
			continue
		}
		digits := len(suffix) - len(strings.TrimLeft(suffix, "0123456789"))
		n := 1
		if digits > 0 {
			if n, err = strconv.Atoi(suffix[:digits]); err != nil || n > 1<<20 {
				return ZeroHash, fmt.Errorf("bad number in %q", suffix[:digits])
			}
		}
		suffix = suffix[digits:]
		if h, err = r.ancestor(h, op, n); err != nil {
			return ZeroHash, err
		}
	}
	return r.peelToCommit(h)
}

// ancestor applies ~n (n first parents) or ^n (the n-th parent; ^0 is the
// commit itself).
func (r *Repo) ancestor(h Hash, op byte, n int) (Hash, error) {
	h, err := r.peelToCommit(h)
	if err != nil {
		return ZeroHash, err
	}
	steps, nth := n, 1
	if op == '^' {
		steps, nth = min(n, 1), n
	}
	for i := 0; i < steps; i++ {
		c, err := r.readCommit(h)
		if err != nil {
			return ZeroHash, err
		}
		if nth > len(c.Parents) {
			return ZeroHash, fmt.Errorf("commit %s has no parent %d", h, nth)
		}
		h = c.Parents[nth-1]
	}
	return h, nil
}

// resolveName finds the object a name stands for, in git's order: a full
// id, then refs (NAME, refs/NAME, tags, branches, remotes), then an
// abbreviated id.
func (r *Repo) resolveName(name string) (Hash, error) {
	if name == "" || name == "@" {
		name = "HEAD"
	}
	if len(name) == hexSize && isHex(name) {
		return plumbing.NewHash(name), nil
	}
	for _, pattern := range []string{"%s", "refs/%s", "refs/tags/%s", "refs/heads/%s", "refs/remotes/%s", "refs/remotes/%s/HEAD"} {
		if pattern == "%s" && !strings.HasPrefix(name, "refs/") {
			// git reads a name as-is at the top of the git folder only
			// when it is HEAD-like (FETCH_HEAD, ORIG_HEAD, …); go-git
			// refuses any other such name as escaping the ref storage.
			if !rootRefSyntax(name) {
				continue
			}
			h, ok, err := r.rootRef(name, 0)
			if err != nil {
				return ZeroHash, fmt.Errorf("read ref %s: %w", name, err)
			}
			if ok {
				return h, nil
			}
			continue
		}
		h, err := r.refs.Resolve(fmt.Sprintf(pattern, name))
		if err == nil {
			return h, nil
		}
		if !errors.Is(err, plumbing.ErrReferenceNotFound) {
			return ZeroHash, fmt.Errorf("read ref %s: %w", name, err)
		}
	}
	if len(name) >= 4 && len(name) < hexSize && isHex(name) {
		found, err := r.objectsWithPrefix(strings.ToLower(name))
		if err != nil {
			return ZeroHash, err
		}
		switch len(found) {
		case 1:
			return found[0], nil
		case 2:
			return ZeroHash, fmt.Errorf("short id %s is ambiguous", name)
		}
	}
	return ZeroHash, plumbing.ErrReferenceNotFound
}

// rootRef reads the ref name at the top of the git folder (HEAD,
// ORIG_HEAD, FETCH_HEAD, …) as git's files backend does; false when it is
// no ref. A file there that holds neither an object id (optionally
// followed by blanks and more, as in FETCH_HEAD) nor a symbolic ref to a
// ref that exists is no ref: COMMIT_EDITMSG is a message, and a stray file
// is garbage. git then goes on to refs/NAME, tags and branches, and so
// must its caller. go-git would read such a file as a zero or truncated
// object id instead.
func (r *Repo) rootRef(name string, depth int) (Hash, bool, error) {
	p := filepath.Join(r.GitDir(), name)
	if info, err := os.Stat(p); err != nil || info.IsDir() {
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return ZeroHash, false, err
		}
		return ZeroHash, false, nil
	}
	data, err := os.ReadFile(p)
	if err != nil {
		return ZeroHash, false, err
	}
	if target, ok := strings.CutPrefix(string(data), "ref:"); ok {
		target = strings.Trim(target, gitSpace)
		switch {
		case strings.HasPrefix(target, "refs/"):
			h, err := r.refs.Resolve(target)
			if errors.Is(err, plumbing.ErrReferenceNotFound) {
				return ZeroHash, false, nil // dangling: git ignores it
			}
			if err != nil {
				return ZeroHash, false, err
			}
			return h, true, nil
		case rootRefSyntax(target) && depth < maxSymrefDepth:
			return r.rootRef(target, depth+1)
		}
		return ZeroHash, false, nil
	}
	if len(data) < hexSize || !isHex(string(data[:hexSize])) {
		return ZeroHash, false, nil
	}
	if rest := data[hexSize:]; len(rest) > 0 && !isSpace(rest[0]) {
		return ZeroHash, false, nil
	}
	return plumbing.NewHash(strings.ToLower(string(data[:hexSize]))), true, nil
}

// maxSymrefDepth is how many symbolic refs git follows in a row.
const maxSymrefDepth = 5

// gitSpace is what git's own isspace matches: not \v or \f, unlike C's.
const gitSpace = " \t\n\r"

func isSpace(c byte) bool { return strings.IndexByte(gitSpace, c) >= 0 }

// rootRefSyntax reports whether name is spelled like a ref git keeps at the
// top of the git folder: upper-case letters and underscores only.
func rootRefSyntax(name string) bool {
	for i := 0; i < len(name); i++ {
		if c := name[i]; (c < 'A' || c > 'Z') && c != '_' {
			return false
		}
	}
	return name != ""
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}
