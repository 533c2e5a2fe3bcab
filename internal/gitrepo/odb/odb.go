package odb

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// ErrNotFound is the reader's "not here"; the caller may then ask another
// reader (gitrepo asks go-git), which may know a storage this one does not.
var ErrNotFound = errors.New("object not found")

// DB reads objects straight from the objects folders: packs through their
// mapped indexes, then loose objects. It is safe for concurrent use, so one
// DB can be shared by several readers (Acquire, Release).
type DB struct {
	dirs  []string // the objects folder, then its alternates
	cache *baseCache

	mu     sync.Mutex
	packs  []*pack
	loaded map[string]bool // .idx paths already opened (or refused)
	// unsupported is set when a pack cannot be read by this reader: its
	// objects could be anywhere, so every read fails with it.
	unsupported error
	scanned     bool
	users       int
}

// deltaBaseBudget bounds the delta-base cache of one DB.
const deltaBaseBudget = 8 << 20

// New lists objectsDir, its alternates (objects/info/alternates, followed
// five deep) and the extra folders; packs are opened on first use.
func New(objectsDir string, extra []string) *DB {
	db := &DB{cache: newBaseCache(deltaBaseBudget), loaded: map[string]bool{}, users: 1}
	seen := map[string]bool{}
	var add func(dir string, depth int)
	add = func(dir string, depth int) {
		dir = filepath.Clean(dir)
		if seen[dir] || depth > 5 {
			return
		}
		seen[dir] = true
		db.dirs = append(db.dirs, dir)
		for _, alt := range readAlternates(dir) {
			add(alt, depth+1)
		}
	}
	add(objectsDir, 0)
	for _, dir := range extra {
		add(dir, 1)
	}
	return db
}

// readAlternates reads objects/info/alternates: one folder per line,
// relative ones relative to this objects folder, # comments.
func readAlternates(dir string) []string {
	data, err := os.ReadFile(filepath.Join(dir, "info", "alternates"))
	if err != nil {
		return nil
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		if !filepath.IsAbs(line) {
			line = filepath.Join(dir, line)
		}
		out = append(out, line)
	}
	return out
}

// scanPacks opens packs not seen before; it reports whether any was new.
func (db *DB) scanPacks() (bool, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	if db.unsupported != nil {
		return false, db.unsupported
	}
	added := false
	db.scanned = true
	for _, dir := range db.dirs {
		names, _ := filepath.Glob(filepath.Join(dir, "pack", "*.idx"))
		sort.Strings(names)
		for _, name := range names {
			if db.loaded[name] {
				continue
			}
			p, err := openPack(name)
			if errors.Is(err, ErrUnsupported) {
				db.unsupported = err
				return false, err
			}
			if errors.Is(err, os.ErrNotExist) {
				continue // a pack being written or removed: seen on a later scan
			}
			db.loaded[name] = true
			if err != nil {
				db.unsupported = err
				return false, err
			}
			db.packs = append(db.packs, p)
			added = true
		}
	}
	return added, nil
}

// packList returns the packs opened so far, scanning on first use.
func (db *DB) packList() ([]*pack, error) {
	db.mu.Lock()
	first := !db.scanned && db.unsupported == nil
	packs, unsupported := db.packs, db.unsupported
	db.mu.Unlock()
	if unsupported != nil {
		return nil, unsupported
	}
	if first {
		if _, err := db.scanPacks(); err != nil {
			return nil, err
		}
		db.mu.Lock()
		packs = db.packs
		db.mu.Unlock()
	}
	return packs, nil
}

// Acquire and Release count the users sharing db; the last Release
// unmaps the packs.
func (db *DB) Acquire() *DB {
	db.mu.Lock()
	db.users++
	db.mu.Unlock()
	return db
}

func (db *DB) Release() {
	db.mu.Lock()
	defer db.mu.Unlock()
	if db.users--; db.users > 0 {
		return
	}
	for _, p := range db.packs {
		p.close()
	}
	db.packs = nil
}

// Dirs lists the objects folders read, in order: the first one given,
// then the alternates and extra folders.
func (db *DB) Dirs() []string { return db.dirs }

func (db *DB) String() string { return fmt.Sprintf("objects in %s", strings.Join(db.dirs, ", ")) }
