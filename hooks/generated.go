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
