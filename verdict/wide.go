package verdict

import "bytes"

// A file can hold text in more than one encoding. "verdict" written in
// UTF-16 or UTF-32 inside a UTF-8 file shows in some viewers and is invisible
// to a UTF-8 JSON reading, so it is refused rather than ignored.

// wideVerdict returns the offset of "verdict" (any ASCII case) spelled with
// one or three NUL bytes after each letter, or -1.
func wideVerdict(src []byte) int {
	if bytes.IndexByte(src, 0) < 0 {
		return -1
	}
	for i := 0; i < len(src); i++ {
		k := bytes.IndexAny(src[i:], "vV")
		if k < 0 {
			return -1
		}
		i += k
		for _, stride := range []int{2, 4} {
			if spelledWide(src, i, stride) {
				return i
			}
		}
	}
	return -1
}

func spelledWide(src []byte, i, stride int) bool {
	if i+stride*len(verdictWord) > len(src)+stride-1 {
		return false
	}
	for n := range len(verdictWord) {
		at := i + n*stride
		if src[at]|0x20 != verdictWord[n] {
			return false
		}
		if n < len(verdictWord)-1 {
			for z := 1; z < stride; z++ {
				if src[at+z] != 0 {
					return false
				}
			}
		}
	}
	return true
}

// utf16BOM reports whether the file starts with a UTF-16 byte order mark.
func utf16BOM(src []byte) bool {
	return bytes.HasPrefix(src, []byte{0xFF, 0xFE}) || bytes.HasPrefix(src, []byte{0xFE, 0xFF})
}
