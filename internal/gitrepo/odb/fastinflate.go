package odb

import (
	"encoding/binary"
	"errors"
	"hash/adler32"
	"math/bits"
	"sync"
)

// A pack entry is a whole zlib stream in memory whose inflated size the
// entry header declares, so it can be inflated straight into a slice of
// that size: no io.Reader between the bytes and the decoder, bits taken
// 56 at a time from the mapped pack, Huffman codes looked up in a table
// indexed by the next bits. compress/flate reads a byte at a time through
// an interface and rebuilds larger tables per block; on the small objects
// that a range's commits, trees and blobs are, inflating was over half of
// derive's time. What the stream may hold is what RFC 1950 and 1951 allow,
// checked as compress/zlib checks it (the tests compare the two on valid,
// truncated and corrupted streams).

var (
	errZlibHeader  = errors.New("zlib: invalid header")
	errZlibDict    = errors.New("zlib: invalid dictionary")
	errZlibSum     = errors.New("zlib: invalid checksum")
	errDeflateEOF  = errors.New("unexpected EOF")
	errDeflateData = errors.New("flate: corrupt input")
	errTooMuchData = errors.New("more data than the declared size")
)

// Table entries: a leaf holds the code's length in bits 0-3 and its symbol
// in bits 16-31; a link to a second-level table holds that table's index
// bits in bits 0-3, linkFlag, and its offset in bits 16-31. Zero is no
// code at all (an incomplete code's unused patterns).
const (
	linkFlag = 1 << 8
	litBits  = 9 // first-level index bits of the literal/length table
	distBits = 7 // and of the distance table
)

// huffTable decodes one canonical Huffman code.
type huffTable struct {
	entries []uint32
	bits    uint
}

// build makes the table for the code lengths given per symbol, rejecting
// over-subscribed codes and incomplete ones other than a single code of
// one bit (as zlib does); a code of no symbols at all builds an empty
// table that fails on use.
func (t *huffTable) build(lengths []uint8, first uint) error {
	var count [16]int
	for _, l := range lengths {
		count[l]++
	}
	count[0] = 0
	maxLen := 0
	left := 1
	for l := 1; l < 16; l++ {
		left = left<<1 - count[l]
		if left < 0 {
			return errDeflateData
		}
		if count[l] > 0 {
			maxLen = l
		}
	}
	if left > 0 && maxLen > 1 {
		return errDeflateData
	}
	var next [16]int
	code := 0
	for l := 1; l < 16; l++ {
		code = (code + count[l-1]) << 1
		next[l] = code
	}
	next[1] = 0
	// Second-level tables: one per first-level pattern that begins codes
	// longer than first bits, as deep as the longest of them.
	size := 1 << first
	var sub [1 << litBits]uint8
	var subOf [1 << litBits]uint16
	if maxLen > int(first) {
		codes := next
		for _, l := range lengths {
			if int(l) <= int(first) {
				if l > 0 {
					codes[l]++
				}
				continue
			}
			rev := reverse(codes[l], int(l))
			codes[l]++
			p := rev & (1<<first - 1)
			sub[p] = max(sub[p], l-uint8(first))
		}
		for p := range 1 << first {
			if sub[p] > 0 {
				subOf[p] = uint16(size)
				size += 1 << sub[p]
			}
		}
	}
	if cap(t.entries) < size {
		t.entries = make([]uint32, size)
	}
	t.entries = t.entries[:size]
	if left > 0 {
		// Only an incomplete code leaves patterns unfilled.
		clear(t.entries)
	}
	t.bits = first
	if maxLen > int(first) {
		for p := range 1 << first {
			if sub[p] > 0 {
				t.entries[p] = uint32(subOf[p])<<16 | linkFlag | uint32(sub[p])
			}
		}
	}
	for sym, l := range lengths {
		if l == 0 {
			continue
		}
		rev := reverse(next[l], int(l))
		next[l]++
		if int(l) <= int(first) {
			e := uint32(sym)<<16 | uint32(l)
			for i := rev; i < 1<<first; i += 1 << l {
				t.entries[i] = e
			}
			continue
		}
		p := rev & (1<<first - 1)
		sl := int(l) - int(first)
		e := uint32(sym)<<16 | uint32(sl)
		base := int(subOf[p])
		for i := rev >> first; i < 1<<sub[p]; i += 1 << sl {
			t.entries[base+i] = e
		}
	}
	return nil
}

func reverse(code, n int) int {
	return int(bits.Reverse16(uint16(code)) >> (16 - n))
}

// inflater state over one stream.
type fastInflater struct {
	src     []byte
	pos     int    // next byte of src not yet in buf
	buf     uint64 // bits not yet consumed, lowest first
	nbits   uint   // how many of buf's bits are real
	padding uint   // bytes of zeros added to buf past the end of src
	out     []byte
	o       int // bytes of out written
	full    bool
	lit     huffTable
	dist    huffTable
	clen    huffTable
	lengths [320]uint8
}

// refill makes at least 56 bits available; past the end of src it adds
// zeros, and counts them so that using them is an error.
func (f *fastInflater) refill() error {
	if f.pos+8 <= len(f.src) {
		f.buf |= binary.LittleEndian.Uint64(f.src[f.pos:]) << f.nbits
		f.pos += int((63 - f.nbits) >> 3)
		f.nbits |= 56
		return nil
	}
	if f.padding*8 > f.nbits {
		return errDeflateEOF
	}
	for f.nbits <= 56 {
		if f.pos < len(f.src) {
			f.buf |= uint64(f.src[f.pos]) << f.nbits
			f.pos++
		} else {
			f.padding++
		}
		f.nbits += 8
	}
	return nil
}

// take consumes n bits (n <= nbits) and returns them.
func (f *fastInflater) take(n uint) uint32 {
	v := uint32(f.buf & (1<<n - 1))
	f.buf >>= n
	f.nbits -= n
	return v
}

// overrun reports whether bits past the end of src were consumed.
func (f *fastInflater) overrun() bool { return f.padding*8 > f.nbits }

// align drops the bits up to the next byte and hands the bytes still in
// buf back to src, for stored blocks and the checksum.
func (f *fastInflater) align() error {
	f.take(f.nbits & 7)
	if f.overrun() {
		return errDeflateEOF
	}
	f.pos -= int(f.nbits>>3) - int(f.padding)
	f.buf, f.nbits, f.padding = 0, 0, 0
	return nil
}

// decode reads one symbol with t; at least 15 bits must be available.
func (f *fastInflater) decode(t *huffTable) (uint32, error) {
	e := t.entries[f.buf&(1<<t.bits-1)]
	if e&linkFlag != 0 {
		f.take(t.bits)
		e = t.entries[e>>16+uint32(f.buf&(1<<(e&15)-1))]
	}
	if e == 0 {
		return 0, errDeflateData
	}
	f.take(uint(e & 15))
	return e >> 16, nil
}

// inflateFast decompresses the zlib stream into a new slice of want bytes.
// With full, want is the declared size: the stream must end there, its
// checksum right; otherwise only the first want bytes are produced.
func inflateFast(stream []byte, want int, full bool) ([]byte, error) {
	if len(stream) < 2 {
		return nil, errDeflateEOF
	}
	cmf, flg := stream[0], stream[1]
	if cmf&0x0f != 8 || cmf>>4 > 7 || (uint(cmf)<<8|uint(flg))%31 != 0 {
		return nil, errZlibHeader
	}
	if flg&0x20 != 0 {
		return nil, errZlibDict
	}
	if want == 0 && !full {
		return []byte{}, nil
	}
	f := getFastInflater()
	defer func() {
		f.src, f.out = nil, nil
		fastInflaters.Put(f)
	}()
	*f = fastInflater{src: stream, pos: 2, out: make([]byte, want), full: full,
		lit: f.lit, dist: f.dist, clen: f.clen}
	for {
		if f.o == len(f.out) && !full {
			return f.out, nil
		}
		if err := f.refill(); err != nil {
			return nil, err
		}
		final := f.take(1) == 1
		var err error
		switch f.take(2) {
		case 0:
			err = f.stored()
		case 1:
			fixed := fixedCodes()
			err = f.huffman(&fixed.lit, &fixed.dist)
		case 2:
			if err = f.readTables(); err == nil {
				err = f.huffman(&f.lit, &f.dist)
			}
		default:
			err = errDeflateData
		}
		if err == errDone {
			return f.out, nil
		}
		if err != nil {
			return nil, err
		}
		if final {
			break
		}
	}
	if f.o < len(f.out) {
		return nil, errDeflateEOF
	}
	if !full {
		return f.out, nil
	}
	if err := f.align(); err != nil {
		return nil, err
	}
	if f.pos+4 > len(f.src) {
		return nil, errDeflateEOF
	}
	if binary.BigEndian.Uint32(f.src[f.pos:]) != adler32.Checksum(f.out) {
		return nil, errZlibSum
	}
	return f.out, nil
}

// errDone stops a read cut short once want bytes are out.
var errDone = errors.New("done")

// overflow is what writing past the end of out means: done for a read
// cut short, an error for a whole one; either way only once the bits
// read so far were all in the stream.
func (f *fastInflater) overflow() error {
	if f.overrun() {
		return errDeflateEOF
	}
	if f.full {
		return errTooMuchData
	}
	return errDone
}

func (f *fastInflater) stored() error {
	if err := f.align(); err != nil {
		return err
	}
	if f.pos+4 > len(f.src) {
		return errDeflateEOF
	}
	n := int(binary.LittleEndian.Uint16(f.src[f.pos:]))
	if binary.LittleEndian.Uint16(f.src[f.pos+2:]) != ^uint16(n) {
		return errDeflateData
	}
	f.pos += 4
	room := len(f.out) - f.o
	if n > room {
		if f.full || f.pos+room > len(f.src) {
			// A whole read fails either way; a short one that runs out
			// of input first fails as compress/flate does.
			if f.pos+min(n, room) > len(f.src) {
				return errDeflateEOF
			}
			return errTooMuchData
		}
		copy(f.out[f.o:], f.src[f.pos:f.pos+room])
		f.o += room
		return errDone
	}
	if f.pos+n > len(f.src) {
		return errDeflateEOF
	}
	copy(f.out[f.o:], f.src[f.pos:f.pos+n])
	f.o += n
	f.pos += n
	return nil
}

// codeOrder is the order in which a dynamic block lists the lengths of
// the code-length code.
var codeOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

func (f *fastInflater) readTables() error {
	if err := f.refill(); err != nil {
		return err
	}
	nlit := int(f.take(5)) + 257
	ndist := int(f.take(5)) + 1
	nclen := int(f.take(4)) + 4
	if nlit > 286 || ndist > 30 {
		// Past the symbols that exist: zlib and compress/flate refuse
		// these counts too.
		return errDeflateData
	}
	var clens [19]uint8
	for i := 0; i < nclen; i++ {
		if f.nbits < 3 {
			if err := f.refill(); err != nil {
				return err
			}
		}
		clens[codeOrder[i]] = uint8(f.take(3))
	}
	if err := f.clen.build(clens[:], 7); err != nil {
		return err
	}
	lengths := f.lengths[:nlit+ndist]
	for i := 0; i < len(lengths); {
		if f.nbits < 16 {
			if err := f.refill(); err != nil {
				return err
			}
		}
		sym, err := f.decode(&f.clen)
		if err != nil {
			return err
		}
		if sym < 16 {
			lengths[i] = uint8(sym)
			i++
			continue
		}
		var rep int
		var val uint8
		switch sym {
		case 16:
			if i == 0 {
				return errDeflateData
			}
			rep, val = 3+int(f.take(2)), lengths[i-1]
		case 17:
			rep = 3 + int(f.take(3))
		default:
			rep = 11 + int(f.take(7))
		}
		if i+rep > len(lengths) {
			return errDeflateData
		}
		for ; rep > 0; rep-- {
			lengths[i] = val
			i++
		}
	}
	if f.overrun() {
		return errDeflateEOF
	}
	// A code without an end-of-block symbol is let through, as
	// compress/flate lets it: the block can then never end, so only a
	// read cut short before its end gets bytes from it.
	if err := f.lit.build(lengths[:nlit], litBits); err != nil {
		return err
	}
	return f.dist.build(lengths[nlit:], distBits)
}

var lengthBase = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
	35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
var lengthExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
	3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
var distBase = [30]uint32{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
	257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
var distExtra = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
	7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}

// fixedTables are the codes of RFC 1951's fixed blocks.
type fixedTables struct{ lit, dist huffTable }

// fixedCodes builds the fixed codes on first use: most verbs inflate
// nothing, and every one would build them at start-up.
var fixedCodes = sync.OnceValue(func() *fixedTables {
	var t fixedTables
	lit, dist := &t.lit, &t.dist
	var l [288]uint8
	for i := range l {
		switch {
		case i < 144:
			l[i] = 8
		case i < 256:
			l[i] = 9
		case i < 280:
			l[i] = 7
		default:
			l[i] = 8
		}
	}
	// 32 codes, of which 30 and 31 are invalid when used.
	var d [32]uint8
	for i := range d {
		d[i] = 5
	}
	if lit.build(l[:], litBits) != nil || dist.build(d[:], distBits) != nil {
		panic("fixed Huffman codes")
	}
	return &t
})

// huffman decodes one compressed block. Every pass starts with at least
// 56 bits, enough for a length and a distance with their extra bits
// (15+5+15+13).
func (f *fastInflater) huffman(lit, dist *huffTable) error {
	// The bit buffer lives in locals while the loop runs (fields behind a
	// pointer would be stored and reloaded at every step) and goes back
	// to f for the slow refill and on the way out.
	out, o := f.out, f.o
	stop := -1
	if !f.full {
		stop = len(out)
	}
	src, pos := f.src, f.pos
	buf, nbits := f.buf, f.nbits
	litT, distT := lit.entries, dist.entries
	var err error
	for {
		if o == stop {
			// A read cut short stops as soon as it has its bytes, as
			// compress/flate hands out what it decoded before an error.
			err = errFull
			break
		}
		if nbits < 48 {
			if pos+8 <= len(src) {
				buf |= binary.LittleEndian.Uint64(src[pos:]) << nbits
				pos += int((63 - nbits) >> 3)
				nbits |= 56
			} else {
				f.buf, f.nbits, f.pos = buf, nbits, pos
				if err = f.refill(); err != nil {
					break
				}
				buf, nbits, pos = f.buf, f.nbits, f.pos
			}
		}
		e := litT[buf&(1<<litBits-1)]
		if e&linkFlag != 0 {
			buf >>= litBits
			nbits -= litBits
			e = litT[e>>16+uint32(buf&(1<<(e&15)-1))]
		}
		if e == 0 {
			err = errDeflateData
			break
		}
		n := uint(e & 15)
		buf >>= n
		nbits -= n
		sym := e >> 16
		if sym < 256 {
			if o >= len(out) {
				err = errFull
				break
			}
			out[o] = byte(sym)
			o++
			continue
		}
		if sym == 256 {
			err = errEndOfBlock
			break
		}
		sym -= 257
		if sym >= 29 {
			err = errDeflateData
			break
		}
		n = uint(lengthExtra[sym])
		length := int(lengthBase[sym]) + int(buf&(1<<n-1))
		buf >>= n
		nbits -= n
		e = distT[buf&(1<<distBits-1)]
		if e&linkFlag != 0 {
			buf >>= distBits
			nbits -= distBits
			e = distT[e>>16+uint32(buf&(1<<(e&15)-1))]
		}
		if e == 0 {
			err = errDeflateData
			break
		}
		n = uint(e & 15)
		buf >>= n
		nbits -= n
		dsym := e >> 16
		if dsym >= 30 {
			err = errDeflateData
			break
		}
		n = uint(distExtra[dsym])
		d := int(distBase[dsym]) + int(buf&(1<<n-1))
		buf >>= n
		nbits -= n
		if d > o {
			err = errDeflateData
			break
		}
		if f.padding*8 > nbits {
			err = errDeflateEOF
			break
		}
		end := o + length
		if end > len(out) {
			if f.full {
				err = errTooMuchData
				break
			}
			end = len(out)
		}
		if d >= length {
			copy(out[o:end], out[o-d:])
		} else {
			// Overlapping: the copied bytes repeat with period d.
			for o < end {
				o += copy(out[o:end], out[o-d:o])
			}
		}
		o = end
	}
	f.buf, f.nbits, f.pos, f.o = buf, nbits, pos, o
	switch err {
	case errFull:
		return f.overflow()
	case errEndOfBlock:
		if f.overrun() {
			return errDeflateEOF
		}
		return nil
	}
	return err
}

// errFull and errEndOfBlock are how huffman's loop says why it stopped.
var (
	errFull       = errors.New("output full")
	errEndOfBlock = errors.New("end of block")
)

// fastInflaters recycles the tables (a few KiB) between objects.
var fastInflaters sync.Pool

func getFastInflater() *fastInflater {
	if f, ok := fastInflaters.Get().(*fastInflater); ok {
		return f
	}
	return &fastInflater{}
}
