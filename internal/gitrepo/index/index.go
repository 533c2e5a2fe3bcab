package index

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"unsafe"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"

	"github.com/reviewlint/reviewlint/internal/gitrepo/mapfile"
)

// Entry is one entry of the index, as much of it as a diff needs: the
// stat data git keeps to notice work tree changes is skipped.
type Entry struct {
	Path        string
	Mode        filemode.FileMode
	Hash        plumbing.Hash
	Stage       int  // 0, or 1 to 3 for the sides of a conflict
	IntentToAdd bool // `git add -N`: listed, but nothing staged yet
}

// File is a decoded index: entries in git's order (path bytes, then
// stage) and the cache-tree, nil when the index has none.
type File struct {
	Entries   []Entry
	CacheTree *CacheTree
}

// Read decodes the index at path. It is written here rather than taken
// from go-git because go-git's decoder loses the cache-tree's invalidated
// nodes (and with them the tree's shape) and does not refuse a split or
// sparse index, which would make entries silently disappear.
//
// The file is mapped, not read: a hook process otherwise spends more time
// faulting in fresh heap pages for a copy of a large index than decoding
// it. The mapping is never released, because entry paths point into it
// (see decode); git replaces the index by renaming a new file over
// it, which leaves this mapping intact.
func Read(path string) (*File, error) {
	data, _, err := mapfile.Map(path)
	if err != nil {
		return nil, fmt.Errorf("read index %s: %w", path, err)
	}
	idx, err := decode(data)
	if err != nil {
		return nil, fmt.Errorf("decode index %s: %w", path, err)
	}
	return idx, nil
}

var errIndexTruncated = errors.New("index is truncated")

func decode(data []byte) (*File, error) {
	const hashLen = 20
	if len(data) < 12+hashLen || string(data[:4]) != "DIRC" {
		return nil, errors.New("not an index file (bad signature)")
	}
	version := binary.BigEndian.Uint32(data[4:8])
	if version < 2 || version > 4 {
		return nil, fmt.Errorf("index version %d is not supported", version)
	}
	count := int(binary.BigEndian.Uint32(data[8:12]))
	body := data[:len(data)-hashLen]
	if count > len(body)/62 {
		return nil, fmt.Errorf("index claims %d entries in %d bytes", count, len(body))
	}
	// Paths are substrings of the index's bytes seen as one string, rather
	// than one allocation each (20,000 of them in a large repository). The
	// bytes are never written (nor unmapped), which makes this sound.
	text := unsafe.String(unsafe.SliceData(body), len(body))
	idx := &File{Entries: make([]Entry, 0, count)}
	pos, prev := 12, ""
	for i := 0; i < count; i++ {
		e, next, err := decodeEntry(body, text, pos, version, prev)
		if err != nil {
			return nil, fmt.Errorf("entry %d: %w", i, err)
		}
		idx.Entries = append(idx.Entries, e)
		pos, prev = next, e.Path
	}
	return idx, decodeExtensions(body[pos:], idx)
}

// decodeEntry reads the entry at pos: 62 bytes of stat data, id and flags,
// extended flags in version 3+, then the name (prefix-compressed in
// version 4, NUL-padded to 8 bytes before that).
func decodeEntry(body []byte, text string, pos int, version uint32, prev string) (Entry, int, error) {
	start := pos
	if pos+62 > len(body) {
		return Entry{}, 0, errIndexTruncated
	}
	var e Entry
	e.Mode = filemode.FileMode(binary.BigEndian.Uint32(body[pos+24:]))
	copy(e.Hash[:], body[pos+40:pos+60])
	flags := binary.BigEndian.Uint16(body[pos+60:])
	e.Stage = int(flags>>12) & 3
	pos += 62
	if flags&0x4000 != 0 {
		if version < 3 || pos+2 > len(body) {
			return e, 0, errors.New("extended flags in a version 2 index")
		}
		e.IntentToAdd = binary.BigEndian.Uint16(body[pos:])&0x2000 != 0
		pos += 2
	}
	if version == 4 {
		strip, n := readOffsetVarint(body[pos:])
		if n == 0 || strip > len(prev) {
			return e, 0, errors.New("bad path prefix length")
		}
		pos += n
		end := indexByte(body, pos)
		if end < 0 {
			return e, 0, errIndexTruncated
		}
		e.Path = prev[:len(prev)-strip] + string(body[pos:end])
		return e, end + 1, nil
	}
	end := indexByte(body, pos)
	if end < 0 {
		return e, 0, errIndexTruncated
	}
	e.Path = text[pos:end]
	// Entries are padded with 1 to 8 NULs to a multiple of 8 bytes.
	next := start + ((end - start + 8) &^ 7)
	if next > len(body) {
		return e, 0, errIndexTruncated
	}
	return e, next, nil
}

// readOffsetVarint decodes the variable-length integer index v4 uses for
// the number of bytes to strip from the previous path.
func readOffsetVarint(b []byte) (int, int) {
	if len(b) == 0 {
		return 0, 0
	}
	c := b[0]
	val, n := int(c&127), 1
	for c&128 != 0 {
		if n >= len(b) {
			return 0, 0
		}
		c = b[n]
		n++
		val = ((val + 1) << 7) | int(c&127)
	}
	return val, n
}

func indexByte(b []byte, from int) int {
	if i := bytes.IndexByte(b[from:], 0); i >= 0 {
		return from + i
	}
	return -1
}
