package contract

import (
	"bytes"
	"sort"
)

// lineIndex maps byte offsets of a source to 1-based lines and columns.
type lineIndex []int // the offset each line starts at

func newLineIndex(src []byte) lineIndex {
	starts := make(lineIndex, 1, len(src)/32+1)
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
