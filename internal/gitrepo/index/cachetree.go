package index

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"unsafe"

	"github.com/go-git/go-git/v5/plumbing"
)

// CacheTree is the index's TREE extension: for each directory, the tree id
// its index entries would write (Hash) and how many entries it spans
// (Entries). A node with Entries < 0 has been invalidated by a change
// under it.
type CacheTree struct {
	Entries int
	Hash    plumbing.Hash
	name    string
	// children in git's order for them: shorter names first, then bytes
	// (cache-tree.c's subtree_name_cmp), which Child searches by.
	children []*CacheTree
}

// Valid reports whether the node still describes its index entries.
func (t *CacheTree) Valid() bool { return t != nil && t.Entries >= 0 }

// Child returns the node of the subdirectory name, or nil.
func (t *CacheTree) Child(name string) *CacheTree {
	if t == nil {
		return nil
	}
	i := sort.Search(len(t.children), func(i int) bool {
		c := t.children[i].name
		return len(c) > len(name) || len(c) == len(name) && c >= name
	})
	// Out of order children (an index git did not write) may hide a
	// node: nil makes the walk read the tree, never skip it.
	if i < len(t.children) && t.children[i].name == name {
		return t.children[i]
	}
	return nil
}

// decodeExtensions reads the extensions after the entries. Optional ones
// (an upper-case first letter) that are not needed are skipped; a required
// one this decoder does not understand is an error, as in git.
func decodeExtensions(b []byte, idx *File) error {
	for len(b) > 0 {
		if len(b) < 8 {
			return errIndexTruncated
		}
		sig, size := string(b[:4]), int(binary.BigEndian.Uint32(b[4:8]))
		if 8+size > len(b) {
			return errIndexTruncated
		}
		data := b[8 : 8+size]
		b = b[8+size:]
		switch {
		case sig == "TREE":
			tree, rest, err := decodeCacheTree(data)
			if err != nil {
				return fmt.Errorf("cache-tree extension: %w", err)
			}
			if len(rest) != 0 {
				return errors.New("cache-tree extension: trailing bytes")
			}
			idx.CacheTree = tree
		case sig == "link":
			return fmt.Errorf("%w: split index (core.splitIndex); run `git update-index --no-split-index`", ErrUnsupported)
		case sig == "sdir":
			return fmt.Errorf("%w: sparse index (index.sparse); run `git sparse-checkout init --no-sparse-index`", ErrUnsupported)
		case sig[0] >= 'A' && sig[0] <= 'Z':
			// Optional: REUC, UNTR, FSMN, EOIE, IEOT, ...
		default:
			return fmt.Errorf("%w: required index extension %q", ErrUnsupported, sig)
		}
	}
	return nil
}

// decodeCacheTree reads one node and, recursively, its subtrees, which
// follow it in pre-order: "path NUL count SP subtrees LF [hash]".
func decodeCacheTree(b []byte) (*CacheTree, []byte, error) {
	nul := bytes.IndexByte(b, 0)
	if nul < 0 {
		return nil, nil, errIndexTruncated
	}
	// The name is a substring of the mapped index, as entry paths are.
	name := unsafe.String(unsafe.SliceData(b), nul)
	b = b[nul+1:]
	sp := bytes.IndexByte(b, ' ')
	lf := bytes.IndexByte(b, '\n')
	if sp < 0 || lf < sp {
		return nil, nil, errors.New("malformed node header")
	}
	entries, err1 := strconv.Atoi(string(b[:sp]))
	subtrees, err2 := strconv.Atoi(string(b[sp+1 : lf]))
	if err1 != nil || err2 != nil || subtrees < 0 {
		return nil, nil, errors.New("malformed node counts")
	}
	b = b[lf+1:]
	node := &CacheTree{Entries: entries, name: name}
	if entries >= 0 {
		if len(b) < 20 {
			return nil, nil, errIndexTruncated
		}
		copy(node.Hash[:], b[:20])
		b = b[20:]
	}
	if subtrees > len(b)/4 { // a child takes 4 bytes at the least
		return nil, nil, errIndexTruncated
	}
	node.children = make([]*CacheTree, 0, subtrees)
	for i := 0; i < subtrees; i++ {
		child, rest, err := decodeCacheTree(b)
		if err != nil {
			return nil, nil, err
		}
		node.children, b = append(node.children, child), rest
	}
	return node, b, nil
}
