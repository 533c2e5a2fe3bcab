package odb

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo/mapfile"
)

// pack is one mapped pack file with its index.
type pack struct {
	path    string
	idx     *packIndex
	data    []byte
	release []func()
}

// openPack maps an .idx and its .pack. The pack's header must agree with
// the index on the object count; the checksums are not verified (git did
// when it wrote them).
func openPack(idxPath string) (*pack, error) {
	idxData, releaseIdx, err := mapfile.Map(idxPath)
	if err != nil {
		return nil, fmt.Errorf("open pack index: %w", err)
	}
	p := &pack{path: strings.TrimSuffix(idxPath, ".idx") + ".pack", release: []func(){releaseIdx}}
	if p.idx, err = parsePackIndex(idxData); err != nil {
		p.close()
		return nil, fmt.Errorf("%s: %w", idxPath, err)
	}
	data, releasePack, err := mapfile.Map(p.path)
	if err != nil {
		p.close()
		return nil, fmt.Errorf("open pack: %w", err)
	}
	p.data = data
	p.release = append(p.release, releasePack)
	if len(data) < 32 || !bytes.Equal(data[:4], []byte("PACK")) {
		p.close()
		return nil, fmt.Errorf("%s: not a pack file", p.path)
	}
	if v := binary.BigEndian.Uint32(data[4:8]); v != 2 && v != 3 {
		p.close()
		return nil, fmt.Errorf("%s: %w: pack version %d", p.path, ErrUnsupported, v)
	}
	if n := binary.BigEndian.Uint32(data[8:12]); int(n) != p.idx.count {
		p.close()
		return nil, fmt.Errorf("%s: the pack holds %d objects, its index %d", p.path, n, p.idx.count)
	}
	return p, nil
}

func (p *pack) close() {
	for _, f := range p.release {
		f()
	}
	p.release = nil
}

// inflateEntry inflates the entry's own stream (a whole object, or a
// delta); limit as for inflate.
func (p *pack) inflateEntry(h entryHeader, limit int64) ([]byte, error) {
	out, err := inflate(p.data[h.data:len(p.data)-20], h.size, limit)
	if err != nil {
		return nil, fmt.Errorf("%s at %d: %w", p.path, h.data, err)
	}
	return out, nil
}
