package odb

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
)

// WithPrefix returns the ids starting with the hexadecimal prefix
// (lowercase, at least 4 digits), at most two: enough to tell a unique
// abbreviation from an ambiguous one. It searches every pack index, then
// the loose objects.
func (db *DB) WithPrefix(prefix string) ([]plumbing.Hash, error) {
	whole, err := hex.DecodeString(prefix[:len(prefix)&^1])
	if err != nil {
		return nil, fmt.Errorf("abbreviated id %q: %w", prefix, err)
	}
	var half byte
	odd := len(prefix)%2 == 1
	if odd {
		h, err := strconv.ParseUint(prefix[len(prefix)-1:], 16, 8)
		if err != nil {
			return nil, fmt.Errorf("abbreviated id %q: %w", prefix, err)
		}
		half = byte(h)
	}
	if _, err := db.scanPacks(); err != nil {
		return nil, err
	}
	packs, err := db.packList()
	if err != nil {
		return nil, err
	}
	var found []plumbing.Hash
	add := func(h plumbing.Hash) bool {
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
