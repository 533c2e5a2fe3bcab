package verdict

import "bytes"

// A file can hold text in more than one encoding. The verdict key written
// in UTF-16 or UTF-32 inside a UTF-8 file shows in some viewers and is
// invisible to a UTF-8 JSON reading, so it is refused rather than ignored.

// wideKey returns the offset of key (letters in any ASCII case) spelled
// with one or three NUL bytes after each byte, or -1.
func wideKey(src []byte, key string) int {
	if bytes.IndexByte(src, 0) < 0 {
		return -1
	}
	first := string([]byte{key[0], lowerASCII(key[0]), upperASCII(key[0])})
	for i := 0; i < len(src); i++ {
		k := bytes.IndexAny(src[i:], first)
		if k < 0 {
			return -1
		}
		i += k
		for _, stride := range []int{2, 4} {
			if spelledWide(src, i, stride, key) {
				return i
			}
		}
	}
	return -1
}

func spelledWide(src []byte, i, stride int, key string) bool {
	if i+stride*len(key) > len(src)+stride-1 {
		return false
	}
	for n := range len(key) {
		at := i + n*stride
		if lowerASCII(src[at]) != lowerASCII(key[n]) {
			return false
		}
		if n < len(key)-1 {
			for z := 1; z < stride; z++ {
				if src[at+z] != 0 {
					return false
				}
			}
		}
	}
	return true
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func upperASCII(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// utf16BOM reports whether the file starts with a UTF-16 byte order mark.
func utf16BOM(src []byte) bool {
	return bytes.HasPrefix(src, []byte{0xFF, 0xFE}) || bytes.HasPrefix(src, []byte{0xFE, 0xFF})
}
