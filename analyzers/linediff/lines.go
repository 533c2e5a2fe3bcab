package linediff

import "bytes"

// SplitLines cuts data after each "\n"; a last line without one is kept as
// it is, so it never equals the same text with a newline.
func SplitLines(data []byte) [][]byte {
	lines := make([][]byte, 0, bytes.Count(data, []byte{'\n'})+1)
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			lines = append(lines, data)
			break
		}
		lines = append(lines, data[:i+1])
		data = data[i+1:]
	}
	return lines
}

// Apply rebuilds the new text from the old one and the hunks, taking the
// added lines from newText: a check that hunks describe the change.
func Apply(oldText, newText []byte, hunks []Hunk) []byte {
	oldLines, newLines := SplitLines(oldText), SplitLines(newText)
	var out []byte
	next := 0 // next old line (0-based) not yet copied
	for _, h := range hunks {
		upTo := h.OldStart // copy old lines before the hunk
		if h.OldLines > 0 {
			upTo = h.OldStart - 1
		}
		for ; next < upTo && next < len(oldLines); next++ {
			out = append(out, oldLines[next]...)
		}
		next += h.OldLines
		first := h.NewStart - 1
		if h.NewLines == 0 {
			first = h.NewStart
		}
		for k := 0; k < h.NewLines && first+k < len(newLines); k++ {
			out = append(out, newLines[first+k]...)
		}
	}
	for ; next < len(oldLines); next++ {
		out = append(out, oldLines[next]...)
	}
	return out
}
