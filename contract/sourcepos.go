package contract

import (
	"bytes"
	"sort"
)

// lineIndex maps byte offsets of a source to 1-based lines and columns.
type lineIndex []int // the offset each line starts at

// loneCRs returns src with each carriage return that no line feed
// follows turned into a line feed. CommonMark, and GitHub, end a line
// there; the parser does not, and would read a report of CR line endings
// as one paragraph where the page shows headings and lists. The length
// is kept, so every offset holds for the bytes as given.
func loneCRs(src []byte) []byte {
	out := src
	for i := bytes.IndexByte(src, '\r'); i >= 0; {
		if i+1 >= len(src) || src[i+1] != '\n' {
			if &out[0] == &src[0] {
				out = bytes.Clone(src)
			}
			out[i] = '\n'
		}
		j := bytes.IndexByte(src[i+1:], '\r')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return out
}

func newLineIndex(src []byte) lineIndex {
	return appendLineStarts(make(lineIndex, 0, len(src)/32+1), src)
}

// appendLineStarts appends the start of each line of src to starts.
func appendLineStarts(starts lineIndex, src []byte) lineIndex {
	starts = append(starts, 0)
	for i := 0; ; i++ {
		k := bytes.IndexByte(src[i:], '\n')
		if k < 0 {
			return starts
		}
		i += k
		starts = append(starts, i+1)
	}
}

// at returns the line and byte column of offset.
func (x lineIndex) at(offset int) pos {
	i := sort.Search(len(x), func(i int) bool { return x[i] > offset }) - 1
	if i < 0 {
		i = 0
	}
	return pos{i + 1, offset - x[i] + 1}
}
