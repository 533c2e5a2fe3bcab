package typecheck

import "sync"

// srcBufs lends the buffers a dependency's files are read into to parse
// them: tens of megabytes would otherwise be allocated, zeroed and
// collected for every check.
var srcBufs sync.Pool

// maxSrcBuf is the largest buffer kept for another file: a generated
// table of megabytes is read into a buffer of its own.
const maxSrcBuf = 1 << 20

func getSrcBuf() *[]byte {
	if b, ok := srcBufs.Get().(*[]byte); ok {
		return b
	}
	return new([]byte)
}

func putSrcBuf(b *[]byte) {
	if cap(*b) <= maxSrcBuf {
		*b = (*b)[:0]
		srcBufs.Put(b)
	}
}
