package object

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
)

// TreeEntry is one entry of a tree object.
type TreeEntry struct {
	Name string
	Mode filemode.FileMode
	Hash plumbing.Hash
}

// ParseTree decodes a tree object: entries of "<octal mode> <name>\x00"
// and a 20-byte id, in git's order.
func ParseTree(data []byte) ([]TreeEntry, error) {
	// Most entries take about 30 to 60 bytes: size the slice once.
	entries := make([]TreeEntry, 0, len(data)/40+1)
	for len(data) > 0 {
		raw, err := NextTreeEntry(data)
		if err != nil {
			return nil, err
		}
		entries = append(entries, raw.Entry())
		data = data[raw.Len:]
	}
	return entries, nil
}

// RawTreeEntry is one entry of a tree object as it lies in the object's
// bytes, for walks that compare two trees without copying the entries
// both share.
type RawTreeEntry struct {
	Mode filemode.FileMode
	Name []byte // within the tree's bytes
	Hash []byte // the 20-byte id, within the tree's bytes
	Len  int    // the entry's length in bytes
}

// Entry copies the entry out of the tree's bytes.
func (e RawTreeEntry) Entry() TreeEntry {
	out := TreeEntry{Name: string(e.Name), Mode: e.Mode}
	copy(out.Hash[:], e.Hash)
	return out
}

// NextTreeEntry decodes the entry at the start of a tree object's bytes
// (data must not be empty), as ParseTree does each of them.
func NextTreeEntry(data []byte) (RawTreeEntry, error) {
	sp := bytes.IndexByte(data, ' ')
	if sp <= 0 {
		return RawTreeEntry{}, errors.New("tree entry without a mode")
	}
	var mode uint32
	for _, c := range data[:sp] {
		if c < '0' || c > '7' || mode > 0o7777777 {
			return RawTreeEntry{}, fmt.Errorf("tree entry mode %q is not octal", data[:sp])
		}
		mode = mode<<3 | uint32(c-'0')
	}
	rest := data[sp+1:]
	nul := bytes.IndexByte(rest, 0)
	if nul < 0 || nul+21 > len(rest) {
		return RawTreeEntry{}, errors.New("tree entry is truncated")
	}
	return RawTreeEntry{Mode: filemode.FileMode(mode), Name: rest[:nul:nul], Hash: rest[nul+1 : nul+21 : nul+21], Len: sp + 1 + nul + 21}, nil
}

// Commit is what reviewlint reads of a commit: its tree, parents,
// committer time (seconds since the epoch, 0 when unreadable) and message
// (everything after the headers' blank line, as it is stored).
type Commit struct {
	Tree    plumbing.Hash
	Parents []plumbing.Hash
	Time    int64
	Message string
}

// ParseCommit reads the headers it needs and skips the rest (author,
// committer, encoding, signatures with their continuation lines).
func ParseCommit(data []byte) (Commit, error) {
	var c Commit
	sawTree := false
	for len(data) > 0 {
		nl := bytes.IndexByte(data, '\n')
		if nl < 0 {
			nl = len(data)
		}
		line := data[:nl]
		data = data[min(nl+1, len(data)):]
		if len(line) == 0 {
			c.Message = string(data)
			break
		}
		if h, ok := headerID(line, "tree "); ok && !sawTree {
			c.Tree, sawTree = h, true
		} else if h, ok := headerID(line, "parent "); ok {
			c.Parents = append(c.Parents, h)
		} else if bytes.HasPrefix(line, []byte("committer ")) {
			c.Time = committerTime(line)
		}
	}
	if !sawTree {
		return c, errors.New("commit has no tree")
	}
	return c, nil
}

// committerTime reads the epoch seconds after the last '>' of a
// committer line ("committer N <e> 1700000000 +0100"); 0 if there are none.
func committerTime(line []byte) int64 {
	gt := bytes.LastIndexByte(line, '>')
	if gt < 0 {
		return 0
	}
	fields := bytes.Fields(line[gt+1:])
	if len(fields) == 0 {
		return 0
	}
	t, err := strconv.ParseInt(string(fields[0]), 10, 64)
	if err != nil {
		return 0
	}
	return t
}

// ParseTagTarget returns the object an annotated tag names.
func ParseTagTarget(data []byte) (plumbing.Hash, error) {
	nl := bytes.IndexByte(data, '\n')
	if nl < 0 {
		nl = len(data)
	}
	if h, ok := headerID(data[:nl], "object "); ok {
		return h, nil
	}
	return plumbing.ZeroHash, errors.New("tag has no object line")
}

// headerID parses "<key><40 hex digits>".
func headerID(line []byte, key string) (plumbing.Hash, bool) {
	var h plumbing.Hash
	if len(line) != len(key)+40 || string(line[:len(key)]) != key {
		return h, false
	}
	for i := 0; i < 20; i++ {
		hi, ok1 := unhex(line[len(key)+2*i])
		lo, ok2 := unhex(line[len(key)+2*i+1])
		if !ok1 || !ok2 {
			return h, false
		}
		h[i] = hi<<4 | lo
	}
	return h, true
}

func unhex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
