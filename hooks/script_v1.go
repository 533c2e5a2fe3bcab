package hooks

import (
	"bytes"
	"fmt"
	"strconv"
)

// generators are every template reviewlint has installed hooks with,
// newest first. A hook that one of them produces for the binary it names is
// ours and unedited, so install may update it and uninstall may remove it;
// anything else that carries the marker was edited by hand. Append, never
// drop, a template when Script changes: hooks in the wild still use it.
var generators = []func(name, binary string) []byte{Script, scriptV1}

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

// scriptV1 is the template of the first releases (exec, `[ -x ]` checks),
// frozen byte for byte. Do not edit it.
func scriptV1(name, binary string) []byte {
	var b bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("#!/bin/sh")
	w("%s: %s", marker, name)
	w("%s%s", binaryPrefix, strconv.Quote(binary))
	w("# Written by `reviewlint install`; `reviewlint uninstall` removes it and puts")
	w("# back the hook that was here before (kept meanwhile as %s%s).", name, userSuffix)
	w("here=$(CDPATH= cd -- \"$(dirname -- \"$0\")\" && pwd) || exit 1")
	w("user=\"$here/%s%s\"", name, userSuffix)
	redirUser, redirOurs := "", ""
	if stdinHooks[name] {
		w("input=$(mktemp \"${TMPDIR:-/tmp}/reviewlint-%s.XXXXXX\") || exit 1", name)
		w("cat >\"$input\" && exec 3<\"$input\" 4<\"$input\"; status=$?")
		w("rm -f \"$input\"")
		w("[ \"$status\" -eq 0 ] || exit \"$status\"")
		redirUser, redirOurs = " <&3", " <&4"
	}
	w("if [ -x \"$user\" ]; then")
	w("\t\"$user\" \"$@\"%s || exit $?", redirUser)
	w("fi")
	w("pinned=%s", shellQuote(binary))
	w("bin=$pinned")
	w("if [ ! -x \"$bin\" ]; then")
	w("\tbin=$(command -v reviewlint 2>/dev/null) || bin=")
	w("fi")
	w("if [ -z \"$bin\" ]; then")
	w("\tprintf '%%s\\n' \"reviewlint: the %s hook cannot run: reviewlint is neither at $pinned nor on PATH.\" \\", name)
	if serverHooks[name] {
		w("\t\t\"reviewlint: install it on this server and run 'reviewlint install --hook %s' in this repository; until then every push is refused.\" >&2", name)
	} else {
		w("\t\t\"reviewlint: install it again and run 'reviewlint install' here, or bypass the hook once with 'git commit --no-verify'.\" >&2")
	}
	w("\texit 1")
	w("fi")
	w("exec \"$bin\" hook %s \"$@\"%s", name, redirOurs)
	return b.Bytes()
}
