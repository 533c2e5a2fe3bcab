package index

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
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

// File is a read index: entries in git's order (path bytes, then stage)
// and the cache-tree, nil when the index has none.
//
// Entries of a version 2 or 3 index are not decoded up front: Read hops
// from one to the next by the name length in their flags and keeps the
// offset of every markEvery-th, and At decodes an entry when it is asked
// for. A hook that lists the staged changes of a large repository reads
// the few entries the cache-tree does not vouch for, and no copy of the
// others is made. A version 4 index compresses each path against the one
// before it, so no entry can be read without those before it: it is
// decoded in full.
type File struct {
	CacheTree *CacheTree

	count   int
	version uint32
	body    []byte   // the index less its checksum
	text    string   // body seen as a string, for paths without copies
	marks   []uint32 // version 2 and 3: offset of entry i*markEvery
	entries []Entry  // version 4: every entry
	// symlinks are the positions of the entries that are symbolic links,
	// found on the way (their mode is beside the flags Read hops by).
	symlinks []int
}

// markEvery is how many entries apart the kept offsets are: At hops at
// most markEvery-1 entries, and the marks of 200,000 entries take 50 KB.
const markEvery = 16

// Read decodes the index at path. It is written here rather than taken
// from go-git because go-git's decoder loses the cache-tree's invalidated
// nodes (and with them the tree's shape) and does not refuse a split or
// sparse index, which would make entries silently disappear.
//
// The file is mapped, not read: a hook process otherwise spends more time
// faulting in fresh heap pages for a copy of a large index than decoding
// it. The mapping is never released, because entry paths point into it
// (see At); git replaces the index by renaming a new file over it, which
// leaves this mapping intact.
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

// Len is the number of entries.
func (f *File) Len() int { return f.count }

// At returns entry i, 0 <= i < Len().
func (f *File) At(i int) Entry {
	if f.entries != nil {
		return f.entries[i]
	}
	pos := int(f.marks[i/markEvery])
	for range i % markEvery {
		pos = f.skip(pos)
	}
	return f.entryAt(pos)
}

// Path returns the path of entry i.
func (f *File) Path(i int) string {
	if f.entries != nil {
		return f.entries[i].Path
	}
	pos := int(f.marks[i/markEvery])
	for range i % markEvery {
		pos = f.skip(pos)
	}
	start, end := f.nameAt(pos)
	return f.text[start:end]
}

// Search returns the position of the first entry whose path is not below
// path in git's order (Len() when there is none).
func (f *File) Search(path string) int {
	return sort.Search(f.count, func(i int) bool { return f.Path(i) >= path })
}

// Symlinks returns the positions of the entries that are symbolic links,
// in order. The caller must not change the slice.
func (f *File) Symlinks() []int { return f.symlinks }

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
	idx := &File{count: count, version: version, body: body, text: text}
	var pos int
	var err error
	if version == 4 {
		pos, err = idx.decodeAll()
	} else {
		pos, err = idx.hopAll()
	}
	if err != nil {
		return nil, err
	}
	return idx, decodeExtensions(body[pos:], idx)
}

// hopAll walks a version 2 or 3 index from entry to entry, checking that
// each is whole, keeping the marks and the symbolic links, and returns
// where the extensions start.
func (f *File) hopAll() (int, error) {
	f.marks = make([]uint32, 0, (f.count+markEvery-1)/markEvery)
	pos := 12
	for i := 0; i < f.count; i++ {
		if i%markEvery == 0 {
			f.marks = append(f.marks, uint32(pos))
		}
		next, err := f.check(pos)
		if err != nil {
			return 0, fmt.Errorf("entry %d: %w", i, err)
		}
		if binary.BigEndian.Uint32(f.body[pos+24:])&0o170000 == 0o120000 {
			f.symlinks = append(f.symlinks, i)
		}
		pos = next
	}
	return pos, nil
}

// check validates the version 2 or 3 entry at pos and returns where the
// next one starts: 62 bytes of stat data, id and flags, extended flags in
// version 3, the name (its length in the flags, or found by its NUL when
// it is 0xFFF or more), then 1 to 8 NULs to a multiple of 8 bytes.
func (f *File) check(pos int) (int, error) {
	body := f.body
	if pos+62 > len(body) {
		return 0, errIndexTruncated
	}
	flags := binary.BigEndian.Uint16(body[pos+60:])
	name := pos + 62
	if flags&0x4000 != 0 {
		if f.version < 3 || name+2 > len(body) {
			return 0, errors.New("extended flags in a version 2 index")
		}
		name += 2
	}
	end := name + int(flags&0xFFF)
	if flags&0xFFF == 0xFFF {
		if end = indexByte(body, name); end < 0 {
			return 0, errIndexTruncated
		}
	} else if end >= len(body) || body[end] != 0 || bytes.IndexByte(body[name:end], 0) >= 0 {
		return 0, errors.New("the name length in the flags does not match the name")
	}
	next := pos + ((end - pos + 8) &^ 7)
	if next > len(body) {
		return 0, errIndexTruncated
	}
	return next, nil
}

// skip returns where the next entry starts after the one at pos, which
// check has validated.
func (f *File) skip(pos int) int {
	_, end := f.nameAt(pos)
	return pos + ((end - pos + 8) &^ 7)
}

// nameAt returns where the name of the validated entry at pos starts and
// ends.
func (f *File) nameAt(pos int) (int, int) {
	flags := binary.BigEndian.Uint16(f.body[pos+60:])
	name := pos + 62
	if flags&0x4000 != 0 {
		name += 2
	}
	if flags&0xFFF == 0xFFF {
		return name, indexByte(f.body, name)
	}
	return name, name + int(flags&0xFFF)
}

// entryAt decodes the validated version 2 or 3 entry at pos.
func (f *File) entryAt(pos int) Entry {
	body := f.body
	var e Entry
	e.Mode = filemode.FileMode(binary.BigEndian.Uint32(body[pos+24:]))
	copy(e.Hash[:], body[pos+40:pos+60])
	flags := binary.BigEndian.Uint16(body[pos+60:])
	e.Stage = int(flags>>12) & 3
	if flags&0x4000 != 0 {
		e.IntentToAdd = binary.BigEndian.Uint16(body[pos+62:])&0x2000 != 0
	}
	start, end := f.nameAt(pos)
	e.Path = f.text[start:end]
	return e
}

// decodeAll decodes every entry of a version 4 index and returns where the
// extensions start.
func (f *File) decodeAll() (int, error) {
	f.entries = make([]Entry, 0, f.count)
	pos, prev := 12, ""
	for i := 0; i < f.count; i++ {
		e, next, err := decodeEntryV4(f.body, pos, prev)
		if err != nil {
			return 0, fmt.Errorf("entry %d: %w", i, err)
		}
		if e.Mode&0o170000 == 0o120000 {
			f.symlinks = append(f.symlinks, i)
		}
		f.entries = append(f.entries, e)
		pos, prev = next, e.Path
	}
	return pos, nil
}

// decodeEntryV4 reads the version 4 entry at pos: 62 bytes of stat data,
// id and flags, extended flags, then the name, prefix-compressed against
// the previous entry's.
func decodeEntryV4(body []byte, pos int, prev string) (Entry, int, error) {
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
		if pos+2 > len(body) {
			return e, 0, errIndexTruncated
		}
		e.IntentToAdd = binary.BigEndian.Uint16(body[pos:])&0x2000 != 0
		pos += 2
	}
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
