package hooks

import "bytes"

// generators are every template a released reviewlint has installed hooks
// with, newest first. A hook that one of them produces for the binary it
// names is ours and unedited, so install may update it and uninstall may
// remove it; anything else that carries the marker was edited by hand. When
// Script changes after a release, freeze the released one here as a
// function of its own: hooks in the wild still use it.
var generators = []func(name, binary string) []byte{Script}

// generated reports whether content is exactly what some reviewlint version
// wrote for hook name, whatever binary it was pinned to.
func generated(name string, content []byte) bool {
	binary, ok := PinnedBinary(content)
	if !ok {
		return false
	}
	for _, gen := range generators {
		if bytes.Equal(content, gen(name, binary)) {
			return true
		}
	}
	return false
}

// generatedAny is generated for the hook a path leads to: a symbolic link
// to reviewlint's hook of another name (pre-merge-commit to pre-commit) is
// still an unedited reviewlint hook, for the name its marker says.
func generatedAny(name string, f hookFile) bool {
	if f.link {
		if own, ok := markerName(f.content); ok {
			name = own
		}
	}
	return generated(name, f.content)
}

// markerName is the hook name on the marker line of a reviewlint hook.
func markerName(content []byte) (string, bool) {
	_, rest, ok := bytes.Cut(content, []byte("\n"+marker+": "))
	if !ok {
		return "", false
	}
	name, _, _ := bytes.Cut(rest, []byte("\n"))
	return string(name), true
}
