package symbols

import (
	"bytes"
	"strings"
)

// goLinknames reads the //go:linkname directives of src that pull a symbol
// of another package by its link name: `//go:linkname local path.name`.
// The linker resolves the target, so a removed name it names breaks the
// build though no Go expression mentions it. Each is returned as path and
// name (Type.Method for a method, its receiver's * and parentheses
// dropped).
func goLinknames(src []byte, line func(offset int) int) []pkgSel {
	const directive = "//go:linkname "
	if !bytes.Contains(src, []byte(directive)) {
		return nil
	}
	var out []pkgSel
	for off := 0; off < len(src); {
		end := bytes.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src) - off
		}
		text := string(bytes.TrimSpace(src[off : off+end]))
		if rest, ok := strings.CutPrefix(text, directive); ok {
			if f := strings.Fields(rest); len(f) == 2 {
				if path, name, ok := splitLinkName(f[1]); ok {
					out = append(out, pkgSel{x: path, sel: name, line: line(off)})
				}
			}
		}
		off += end + 1
	}
	return out
}

// splitLinkName splits example.com/m/a.name (or a.(*T).M) at the first dot
// after the last slash.
func splitLinkName(target string) (path, name string, ok bool) {
	slash := strings.LastIndexByte(target, '/')
	dot := strings.IndexByte(target[slash+1:], '.')
	if dot < 0 {
		return "", "", false
	}
	path, name = target[:slash+1+dot], target[slash+2+dot:]
	name = strings.NewReplacer("(", "", ")", "", "*", "").Replace(name)
	return path, name, path != "" && name != ""
}
