package verdict

import (
	"bytes"
	"fmt"
)

// lineCol turns a byte offset into a 1-based line and byte column. Lines end
// at '\n', so a CRLF file counts the '\r' as the last byte of its line.
func lineCol(content []byte, off int) (line, col int) {
	off = min(max(off, 0), len(content))
	line = 1 + bytes.Count(content[:off], []byte{'\n'})
	col = off - (bytes.LastIndexByte(content[:off], '\n') + 1) + 1
	return line, col
}

// offsetLabel spells an offset as "line L, column C" for messages.
func offsetLabel(content []byte, off int) string {
	line, col := lineCol(content, off)
	return fmt.Sprintf("line %d, column %d", line, col)
}

// positions converts sorted offsets to line and column in one pass, so a
// file with many problems costs one walk, not one walk per problem.
func positions(content []byte, sortedOffs []int) [][2]int {
	out := make([][2]int, len(sortedOffs))
	line, lineStart, at := 1, 0, 0
	for i, off := range sortedOffs {
		off = min(max(off, at), len(content))
		for {
			k := bytes.IndexByte(content[at:off], '\n')
			if k < 0 {
				break
			}
			line++
			lineStart = at + k + 1
			at = lineStart
		}
		at = off
		out[i] = [2]int{line, off - lineStart + 1}
	}
	return out
}
