package typecheck

import (
	"encoding/binary"
	"go/token"
)

// depFile is a dependency's file as parsed. Its line table, the one
// thing of a file the checker holds for as long as the package, is only
// read to say where an imported object is in a message; it is held
// packed (the gap from one line to the next, a byte or two each) and the
// file maps every position to line 1 until a message needs it.
type depFile struct {
	tf     *token.File
	packed []byte // nil once unpacked
}

// packLines packs tf's line table and leaves it one line.
func packLines(tf *token.File) *depFile {
	f := &depFile{tf: tf}
	lines := tf.Lines()
	if len(lines) <= 1 {
		return f // nothing to pack
	}
	prev := 0
	for _, l := range lines {
		f.packed = binary.AppendUvarint(f.packed, uint64(l-prev))
		prev = l
	}
	tf.SetLines([]int{lines[0]}) // not lines[:1], which would hold the whole table
	return f
}

// unpackLines gives the file its line table back. It is called for the
// packages' files a check uses, before the check whose messages may
// quote them, and never beside another check that reads them.
func (f *depFile) unpackLines() {
	if f.packed == nil {
		return
	}
	lines := make([]int, 0, len(f.packed))
	prev := 0
	for b := f.packed; len(b) > 0; {
		d, n := binary.Uvarint(b)
		prev += int(d)
		lines = append(lines, prev)
		b = b[n:]
	}
	f.tf.SetLines(lines)
	f.packed = nil
}
