package gitrepo

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/go-git/go-billy/v5"
	"github.com/go-git/go-billy/v5/osfs"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/format/idxfile"
	"github.com/go-git/go-git/v5/plumbing/format/objfile"
	"github.com/go-git/go-git/v5/plumbing/format/packfile"
)

// slowStore reads objects through go-git's pack, pack index and loose
// object readers, for whatever the fast reader cannot answer. It is
// reached through those format packages rather than go-git's storage
// layer, whose configuration package (gcfg, encoding/gob) would be
// initialised by every run of the binary.
//
// It looks in the same folders as the fast reader (the objects folder,
// a push's quarantine first when there is one, then the alternates), in
// that order; packs are found by their .pack files, as go-git's storage
// finds them, and opened on first need.
type slowStore struct {
	dirs   []string
	packs  []*slowPack
	opened bool
	// openErr is why a pack could not be opened: reported when an object
	// is found nowhere, since it might have been in that pack.
	openErr error
}

type slowPack struct {
	idx  *idxfile.MemoryIndex
	pack *packfile.Packfile
	file billy.File
}

func newSlowStore(dirs []string) *slowStore { return &slowStore{dirs: dirs} }

// object returns the object h, its content in memory.
func (s *slowStore) object(h Hash) (plumbing.EncodedObject, error) {
	s.openPacks()
	for _, p := range s.packs {
		if ok, _ := p.idx.Contains(h); ok {
			return p.pack.Get(h)
		}
	}
	for _, dir := range s.dirs {
		obj, err := readLoose(dir, h)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		return obj, err
	}
	if s.openErr != nil {
		return nil, fmt.Errorf("%w (%v)", plumbing.ErrObjectNotFound, s.openErr)
	}
	return nil, plumbing.ErrObjectNotFound
}

// readLoose reads a loose object of dir, fs.ErrNotExist when there is none.
func readLoose(dir string, h Hash) (obj plumbing.EncodedObject, err error) {
	hex := h.String()
	f, err := os.Open(filepath.Join(dir, hex[:2], hex[2:]))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r, err := objfile.NewReader(f)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	typ, size, err := r.Header()
	if err != nil {
		return nil, err
	}
	mem := &plumbing.MemoryObject{}
	mem.SetType(typ)
	w, err := mem.Writer()
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(w, r); err != nil {
		return nil, err
	}
	if mem.Size() != size {
		return nil, fmt.Errorf("loose object %s: %d bytes, its header says %d", hex, mem.Size(), size)
	}
	return mem, nil
}

// openPacks opens every pack of every folder, once.
func (s *slowStore) openPacks() {
	if s.opened {
		return
	}
	s.opened = true
	for _, dir := range s.dirs {
		packDir := filepath.Join(dir, "pack")
		entries, err := os.ReadDir(packDir)
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) {
				s.openErr = err
			}
			continue
		}
		bfs := osfs.New(packDir)
		for _, e := range entries {
			name, ok := strings.CutSuffix(e.Name(), ".pack")
			if !ok || !strings.HasPrefix(name, "pack-") {
				continue
			}
			p, err := openSlowPack(bfs, name)
			if err != nil {
				s.openErr = fmt.Errorf("pack %s: %w", filepath.Join(packDir, e.Name()), err)
				continue
			}
			s.packs = append(s.packs, p)
		}
	}
}

func openSlowPack(bfs billy.Filesystem, name string) (*slowPack, error) {
	idxFile, err := bfs.Open(name + ".idx")
	if err != nil {
		return nil, err
	}
	idx := idxfile.NewMemoryIndex()
	err = idxfile.NewDecoder(idxFile).Decode(idx)
	idxFile.Close()
	if err != nil {
		return nil, err
	}
	file, err := bfs.Open(name + ".pack")
	if err != nil {
		return nil, err
	}
	// No filesystem: objects come back in memory, which is how they are
	// read here anyway.
	return &slowPack{idx: idx, pack: packfile.NewPackfile(idx, nil, file, 0), file: file}, nil
}

// ids calls fn with the id of every object (packed ones first, some more
// than once when several packs or folders hold them) until fn returns
// false.
func (s *slowStore) ids(fn func(Hash) bool) error {
	s.openPacks()
	if s.openErr != nil {
		return s.openErr
	}
	for _, p := range s.packs {
		iter, err := p.idx.Entries()
		if err != nil {
			return err
		}
		for {
			e, err := iter.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				iter.Close()
				return err
			}
			if !fn(e.Hash) {
				iter.Close()
				return nil
			}
		}
		iter.Close()
	}
	for _, dir := range s.dirs {
		fanout, err := os.ReadDir(dir)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			return err
		}
		sort.Slice(fanout, func(i, j int) bool { return fanout[i].Name() < fanout[j].Name() })
		for _, d := range fanout {
			if len(d.Name()) != 2 || !d.IsDir() || !isHex(d.Name()) {
				continue
			}
			objs, err := os.ReadDir(filepath.Join(dir, d.Name()))
			if err != nil {
				return err
			}
			for _, o := range objs {
				hex := d.Name() + o.Name()
				if len(hex) == hexSize && isHex(hex) && !fn(plumbing.NewHash(strings.ToLower(hex))) {
					return nil
				}
			}
		}
	}
	return nil
}

// close closes the pack files opened.
func (s *slowStore) close() error {
	var first error
	for _, p := range s.packs {
		if err := p.file.Close(); err != nil && first == nil {
			first = err
		}
	}
	s.packs, s.opened = nil, false
	return first
}
