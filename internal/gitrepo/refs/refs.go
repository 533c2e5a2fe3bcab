package refs

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"

	"github.com/go-git/go-git/v5/plumbing"
)

// ErrNotFound is returned for a ref that does not exist, or a symbolic ref
// that leads to none. It is go-git's error, which callers already test
// for.
var ErrNotFound = plumbing.ErrReferenceNotFound

// MaxSymrefDepth is how many symbolic refs git follows in a row.
const MaxSymrefDepth = 5

// Space is what git's own isspace matches: not \v or \f, unlike C's.
const Space = " \t\n\r"

const hexSize = 40

// Store reads the refs of one repository. It is not safe for concurrent
// use; packed-refs is read once, on first need.
type Store struct {
	gitDir, commonDir string
	packed            map[string]plumbing.Hash
	packedErr         error
	packedRead        bool
}

// New reads refs from gitDir (the worktree's own git dir) and commonDir
// (the one shared by all worktrees; the same folder outside a linked
// worktree).
func New(gitDir, commonDir string) *Store {
	return &Store{gitDir: gitDir, commonDir: commonDir}
}

// Resolve returns the object a ref names, following symbolic refs. name
// is a full ref name (refs/heads/main) or a root ref (HEAD, ORIG_HEAD).
func (s *Store) Resolve(name string) (plumbing.Hash, error) {
	for range MaxSymrefDepth + 1 {
		h, target, err := s.read(name)
		if err != nil {
			return plumbing.ZeroHash, err
		}
		if target == "" {
			return h, nil
		}
		name = target
	}
	return plumbing.ZeroHash, fmt.Errorf("ref %s: more than %d symbolic refs in a row", name, MaxSymrefDepth)
}

// read returns what one ref holds: an object id, or the name of the ref
// it stands for (target). The loose file wins over packed-refs, as in git.
func (s *Store) read(name string) (h plumbing.Hash, target string, err error) {
	if !validName(name) {
		return plumbing.ZeroHash, "", ErrNotFound
	}
	data, err := readRefFile(filepath.Join(s.dirOf(name), filepath.FromSlash(name)))
	switch {
	case err == nil:
		h, target, ok := parseLoose(data)
		if !ok {
			return plumbing.ZeroHash, "", fmt.Errorf("ref %s: not an object id or a symbolic ref", name)
		}
		return h, target, nil
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.EISDIR), errors.Is(err, syscall.ENOTDIR):
		// No such file, a folder of refs (refs/heads), or a path under a
		// ref file: no such loose ref.
	default:
		return plumbing.ZeroHash, "", fmt.Errorf("ref %s: %w", name, err)
	}
	if !strings.HasPrefix(name, "refs/") {
		return plumbing.ZeroHash, "", ErrNotFound
	}
	packed, err := s.packedRefs()
	if err != nil {
		return plumbing.ZeroHash, "", err
	}
	if h, ok := packed[name]; ok {
		return h, "", nil
	}
	return plumbing.ZeroHash, "", ErrNotFound
}

// maxRefFile is how much of a loose ref file is read: more than any id
// or ref name, so that a huge file costs nothing.
const maxRefFile = 64 << 10

// readRefFile reads the start of a loose ref file.
func readRefFile(p string) ([]byte, error) {
	f, err := openRegular(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, maxRefFile))
}

// openRegular opens a regular file; anything else (a folder, a fifo whose
// opening would block) is fs.ErrNotExist: no ref.
func openRegular(p string) (*os.File, error) {
	if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
		if err == nil {
			err = fs.ErrNotExist
		}
		return nil, err
	}
	// Opened without blocking and checked again on the descriptor: a file
	// replaced by a named pipe since the stat must not hang the hook.
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		if err == nil {
			err = fs.ErrNotExist
		}
		return nil, err
	}
	return f, nil
}

// parseLoose reads a loose ref file as git's files backend does: "ref:"
// then blanks and a ref name, or an object id followed by the end or a
// blank (anything after it is ignored, as in FETCH_HEAD).
func parseLoose(data []byte) (h plumbing.Hash, target string, ok bool) {
	if rest, ok := bytes.CutPrefix(data, []byte("ref:")); ok {
		target = strings.Trim(string(rest), Space)
		if !strings.HasPrefix(target, "refs/") && !RootName(target) {
			return plumbing.ZeroHash, "", false
		}
		return plumbing.ZeroHash, target, true
	}
	return parseID(data)
}

// parseID reads an object id at the start of data, followed by the end
// or a blank.
func parseID(data []byte) (plumbing.Hash, string, bool) {
	if len(data) < hexSize || !isHex(data[:hexSize]) {
		return plumbing.ZeroHash, "", false
	}
	if rest := data[hexSize:]; len(rest) > 0 && strings.IndexByte(Space, rest[0]) < 0 {
		return plumbing.ZeroHash, "", false
	}
	return plumbing.NewHash(strings.ToLower(string(data[:hexSize]))), "", true
}

// dirOf is the git dir a ref lives in: a worktree's own refs in its git
// dir, shared refs in the common dir.
func (s *Store) dirOf(name string) string {
	if perWorktree(name) {
		return s.gitDir
	}
	return s.commonDir
}

// perWorktree reports whether git keeps name apart for each worktree.
func perWorktree(name string) bool {
	if !strings.HasPrefix(name, "refs/") {
		return true // HEAD and the other root refs
	}
	for _, p := range []string{"refs/worktree/", "refs/bisect/", "refs/rewritten/"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// packedRefs reads the common dir's packed-refs file once: "ID NAME"
// lines, "^ID" lines (the object a tag above peels to) and a "#" header.
// A line that is none of them makes the file unreadable, as in git.
func (s *Store) packedRefs() (map[string]plumbing.Hash, error) {
	if s.packedRead {
		return s.packed, s.packedErr
	}
	s.packedRead = true
	s.packed = map[string]plumbing.Hash{}
	f, err := openRegular(filepath.Join(s.commonDir, "packed-refs"))
	if errors.Is(err, fs.ErrNotExist) {
		return s.packed, nil
	}
	if err != nil {
		s.packedErr = fmt.Errorf("read packed-refs: %w", err)
		return s.packed, s.packedErr
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSuffix(sc.Bytes(), []byte("\r"))
		switch {
		case len(line) == 0 || line[0] == '#':
			continue
		case line[0] == '^':
			if _, _, ok := parseID(line[1:]); ok && len(line) == hexSize+1 {
				continue
			}
		default:
			if h, _, ok := parseID(line); ok && len(line) > hexSize+1 && line[hexSize] == ' ' {
				s.packed[string(line[hexSize+1:])] = h
				continue
			}
		}
		s.packedErr = fmt.Errorf("read packed-refs: line %d is not a ref", n)
		return s.packed, s.packedErr
	}
	if err := sc.Err(); err != nil {
		s.packedErr = fmt.Errorf("read packed-refs: %w", err)
	}
	return s.packed, s.packedErr
}

// ForEach calls fn, in name order, with every ref under refs/ that names
// an object directly (symbolic refs are left out, and so are loose files
// that hold neither, as git ignores them with a warning), loose refs over
// packed ones, and with HEAD when it is detached.
func (s *Store) ForEach(fn func(name string, h plumbing.Hash) error) error {
	packed, err := s.packedRefs()
	if err != nil {
		return err
	}
	all := make(map[string]plumbing.Hash, len(packed))
	for name, h := range packed {
		if !perWorktree(name) || s.gitDir == s.commonDir {
			all[name] = h
		}
	}
	if err := s.walkLoose(s.commonDir, all, func(name string) bool { return s.gitDir == s.commonDir || !perWorktree(name) }); err != nil {
		return err
	}
	if s.gitDir != s.commonDir {
		if err := s.walkLoose(s.gitDir, all, perWorktree); err != nil {
			return err
		}
	}
	if data, err := readRefFile(filepath.Join(s.gitDir, "HEAD")); err == nil {
		if h, target, ok := parseLoose(data); ok && target == "" {
			all["HEAD"] = h
		}
	}
	names := make([]string, 0, len(all))
	for name := range all {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := fn(name, all[name]); err != nil {
			return err
		}
	}
	return nil
}

// walkLoose adds the loose refs under dir/refs that keep accepts to all,
// replacing packed ones of the same name; symbolic and unreadable ones
// remove them.
func (s *Store) walkLoose(dir string, all map[string]plumbing.Hash, keep func(string) bool) error {
	root := filepath.Join(dir, "refs")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == root && errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if d.IsDir() || !d.Type().IsRegular() {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		name := filepath.ToSlash(rel)
		if !validName(name) || !keep(name) {
			return nil
		}
		data, err := readRefFile(p)
		if err != nil {
			return err
		}
		if h, target, ok := parseLoose(data); ok && target == "" {
			all[name] = h
		} else {
			delete(all, name)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("list refs: %w", err)
	}
	return nil
}

// RootName reports whether name is spelled like a ref git keeps at the
// top of the git dir (HEAD, ORIG_HEAD, FETCH_HEAD): upper-case letters
// and underscores only.
func RootName(name string) bool {
	for i := 0; i < len(name); i++ {
		if c := name[i]; (c < 'A' || c > 'Z') && c != '_' {
			return false
		}
	}
	return name != ""
}

// validName reports whether name is a root ref or a ref name git accepts
// (git check-ref-format): components that are not empty, do not start
// with a dot or end with ".lock", no "..", "@{", control characters,
// blanks or any of ~^:?*[\, and no trailing dot.
func validName(name string) bool {
	if RootName(name) {
		return true
	}
	if !strings.HasPrefix(name, "refs/") || strings.HasSuffix(name, ".") ||
		strings.Contains(name, "..") || strings.Contains(name, "@{") || name == "@" {
		return false
	}
	for _, comp := range strings.Split(name, "/") {
		if comp == "" || comp[0] == '.' || strings.HasSuffix(comp, ".lock") {
			return false
		}
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c < 0x20 || c == 0x7f || strings.IndexByte(" ~^:?*[\\", c) >= 0 {
			return false
		}
	}
	return true
}

func isHex(b []byte) bool {
	for _, c := range b {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}
