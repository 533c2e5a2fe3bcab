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

// envMarker holds, one a line, "<folder> <kept hook>" for each reviewlint
// hook running in this process and those that started it.
const envMarker = "REVIEWLINT_HOOK"

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
// arguments, which is what makes a second install byte-identical. Changing
// it after a release? Freeze the released one in generators first
// (generated.go).
func Script(name, binary string) []byte {
	var b bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("#!/bin/sh")
	w("%s: %s", marker, name)
	w("%s%s", binaryPrefix, strconv.Quote(binary))
	w("# Written by `reviewlint install`; `reviewlint uninstall` removes it and puts")
	w("# back the hook that was here before (kept meanwhile as %s%s).", name, userSuffix)
	// A reviewlint hook started while one for the same kept hook runs in
	// the same repository is nested: the kept hook is, links to or calls
	// one, or runs git again (a pre-push hook that also pushes to a mirror).
	// It does not run the kept hook, which is already running and would
	// loop, but it checks: an inner git command may record or send what the
	// outer one does not. Each hook adds "<folder git runs it in> <kept
	// hook>" (links resolved) as a line of the marker, so that a hook of
	// another repository, even one sharing the work tree folder, is not
	// nested, and a chain through other repositories back to a running
	// hook stops there.
	w("here=$(CDPATH= cd -P -- \"$(dirname -- \"$0\")\" && pwd -P) || exit 1")
	w("user=\"$here/%s%s\"", name, userSuffix)
	w("run=\"$(pwd -P) $user\" nl='")
	w("'")
	w("nested=; case \"$nl${%s-}$nl\" in *\"$nl$run$nl\"*) nested=1 ;; esac", envMarker)
	w("%s=\"${%s:+$%s$nl}$run\"; export %s", envMarker, envMarker, envMarker, envMarker)
	redirUser, redirOurs := "", ""
	if stdinHooks[name] {
		// Two descriptors on one copy of the input: each reader starts at 0.
		w("input=$(mktemp \"${TMPDIR:-/tmp}/reviewlint-%s.XXXXXX\") || exit 1", name)
		w("cat >\"$input\" && exec 3<\"$input\" 4<\"$input\"; status=$?")
		w("rm -f \"$input\"")
		w("[ \"$status\" -eq 0 ] || exit \"$status\"")
		redirUser, redirOurs = " <&3", " <&4"
	}
	// The kept hook runs only if executable, as git would run it; when it is
	// not, git's own hint would have said so, so we say it in its place.
	w("if [ -n \"$nested\" ]; then")
	w("\t:")
	w("elif [ -f \"$user\" ] && [ -x \"$user\" ]; then")
	w("\t\"$user\" \"$@\"%s || exit $?", redirUser)
	w("elif [ -f \"$user\" ] && [ \"$(git config --bool advice.ignoredHook 2>/dev/null)\" != false ]; then")
	w("\tprintf '%%s\\n' \"hint: The '$user' hook was ignored because it's not set as executable.\" \\")
	w("\t\t\"hint: You can disable this warning with \\`git config advice.ignoredHook false\\`.\" >&2")
	w("fi")
	if !serverHooks[name] {
		w("bypass=%s", shellQuote(bypass(name)))
	}
	if name == "pre-applypatch" {
		// git rebase --apply replays through git am and marks it so; there
		// the way on is the rebase's, as the hook itself says on findings.
		w("[ -f \"$(git rev-parse --git-path rebase-apply/rebasing 2>/dev/null)\" ] && bypass=%s",
			shellQuote("git -c core.hooksPath=/dev/null rebase --continue"))
	}
	w("pinned=%s", shellQuote(binary))
	w("bin=$pinned")
	// -x alone is true for a folder, which exec then cannot run.
	w("if [ ! -f \"$bin\" ] || [ ! -x \"$bin\" ]; then")
	w("\tbin=$(command -v reviewlint 2>/dev/null) || bin=")
	w("fi")
	w("if [ -z \"$bin\" ]; then")
	w("\tprintf '%%s\\n' \"reviewlint: the %s hook cannot run: reviewlint is neither at $pinned nor on PATH.\" \\", name)
	if serverHooks[name] {
		w("\t\t\"reviewlint: install it on this server and run 'reviewlint install --hook %s' in this repository; until then every push is refused.\" >&2", name)
	} else {
		w("\t\t\"reviewlint: install it again and run 'reviewlint install' here, or bypass the hook once with '$bypass'.\" >&2")
	}
	w("\texit 1")
	w("fi")
	// Not exec: findings (1) already say how to bypass, but a configuration
	// or repository error (2, or a crash) must name the way out too.
	w("\"$bin\" hook %s \"$@\"%s", name, redirOurs)
	w("status=$?")
	w("if [ \"$status\" -gt 1 ]; then")
	if serverHooks[name] {
		w("\tprintf '%%s\\n' \"reviewlint: the %s hook failed (exit $status) and refuses the push until the error above is fixed.\" >&2", name)
	} else {
		w("\tprintf '%%s\\n' \"reviewlint: the %s hook failed (exit $status): fix the error above, or bypass the hook once with '$bypass'.\" >&2", name)
	}
	w("fi")
	w("exit \"$status\"")
	return b.Bytes()
}

// bypass is the command that skips hook name once.
func bypass(name string) string {
	switch name {
	case "pre-merge-commit":
		return "git merge --no-verify"
	case "pre-push":
		return "git push --no-verify"
	case "pre-applypatch":
		// git am learned --no-verify late; this works with every version.
		return "git -c core.hooksPath=/dev/null am --continue"
	}
	return "git commit --no-verify"
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
