package contract

import "sync"

// linePool holds the line indexes of reports already scanned: scan needs
// a report's line index only while it scans, and a fresh one for each of
// many small reports was a fourteenth of what linting them allocated.
var linePool sync.Pool // of *lineIndex

// pooledLineIndex is newLineIndex, in an index a report scanned before
// used when the pool holds one.
func pooledLineIndex(src []byte) lineIndex {
	if p, ok := linePool.Get().(*lineIndex); ok {
		return appendLineStarts((*p)[:0], src)
	}
	return newLineIndex(src)
}

// releaseLineIndex gives a line index that no one reads any more back.
func releaseLineIndex(x lineIndex) {
	linePool.Put(&x)
}
