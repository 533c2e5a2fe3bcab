package gitrepo

import (
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/storer"
)

// objectsWithPrefix returns the ids starting with the hexadecimal prefix
// (lowercase, at least 4 digits), at most two: enough to tell a unique
// abbreviation from an ambiguous one.
func (r *Repo) objectsWithPrefix(prefix string) ([]Hash, error) {
	found, err := r.odb.withPrefix(prefix)
	if err == nil {
		return found, nil
	}
	// The fast reader cannot list this repository: go-git walks every
	// object instead. Slow, but only for abbreviated ids in such a case.
	iter, gitErr := r.storage.IterEncodedObjects(plumbing.AnyObject)
	if gitErr != nil {
		return nil, fmt.Errorf("list objects: %w (fast reader: %v)", gitErr, err)
	}
	defer iter.Close()
	found = nil
	gitErr = iter.ForEach(func(o plumbing.EncodedObject) error {
		if strings.HasPrefix(o.Hash().String(), prefix) {
			if found = append(found, o.Hash()); len(found) == 2 {
				return storer.ErrStop
			}
		}
		return nil
	})
	if gitErr != nil && !errors.Is(gitErr, storer.ErrStop) {
		return nil, fmt.Errorf("list objects: %w", gitErr)
	}
	return found, nil
}

// withPrefix searches every pack index, then the loose objects.
func (db *objectDB) withPrefix(prefix string) ([]Hash, error) {
	whole, err := hex.DecodeString(prefix[:len(prefix)&^1])
	if err != nil {
		return nil, fmt.Errorf("abbreviated id %q: %w", prefix, err)
	}
	var half byte
	odd := len(prefix)%2 == 1
	if odd {
		h, _ := unhex(prefix[len(prefix)-1])
		half = h
	}
	if _, err := db.scanPacks(); err != nil {
		return nil, err
	}
	packs, err := db.packList()
	if err != nil {
		return nil, err
	}
	var found []Hash
	add := func(h Hash) bool {
		for _, f := range found {
			if f == h {
				return true
			}
		}
		found = append(found, h)
		return len(found) < 2
	}
	for _, p := range packs {
		p.idx.withPrefix(whole, half, odd, add)
	}
	for _, dir := range db.dirs {
		names, err := os.ReadDir(filepath.Join(dir, prefix[:2]))
		if err != nil {
			continue
		}
		for _, n := range names {
			if len(found) < 2 && len(n.Name()) == 38 && strings.HasPrefix(n.Name(), prefix[2:]) {
				add(plumbing.NewHash(prefix[:2] + n.Name()))
			}
		}
	}
	return found, nil
}
