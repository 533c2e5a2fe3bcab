package hooks

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// marker is the line that makes a hook ours. Never change it: uninstall and
// a later install recognise hooks written by every earlier version by it.
const marker = "# reviewlint-managed-hook"

// binaryPrefix starts the comment line that records, Go-quoted, the binary
// path the hook was installed with, so that status can read it back.
const binaryPrefix = "# reviewlint-binary: "

// userSuffix is appended to a hook the user had, which ours runs first.
const userSuffix = ".reviewlint-user"

// stdinHooks are the hooks git feeds on standard input. The user's hook and
// ours must each see all of it, so the script keeps a copy.
var stdinHooks = map[string]bool{
	"pre-push": true, "pre-receive": true, "post-receive": true,
	"post-rewrite": true, "reference-transaction": true,
}

// serverHooks run in the repository pushed to, where --no-verify is no
// way out.
var serverHooks = map[string]bool{"pre-receive": true, "update": true}

// Script returns the hook script for hook name, calling binary (an absolute
// path) first and reviewlint on PATH second. The result depends only on its
// arguments, which is what makes a second install byte-identical.
func Script(name, binary string) []byte {
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
		// Two descriptors on one copy of the input: each reader starts at 0.
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

// IsOurs reports whether content is a hook reviewlint wrote.
func IsOurs(content []byte) bool {
	return bytes.Contains(content, []byte("\n"+marker+":"))
}

// PinnedBinary returns the binary path recorded in a hook reviewlint wrote.
func PinnedBinary(content []byte) (string, bool) {
	sc := bufio.NewScanner(bytes.NewReader(content))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), binaryPrefix); ok {
			p, err := strconv.Unquote(rest)
			return p, err == nil
		}
	}
	return "", false
}

// shellQuote quotes s for POSIX sh: single quotes, each ' spelled '\”.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
