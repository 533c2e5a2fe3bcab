package typecheck

import (
	"bytes"
	"go/build/constraint"
	"slices"
	"strings"
)

// platform selects the files of a package as the go command does for a
// GOOS and GOARCH with cgo off: by the suffixes of a file's name
// (name_GOOS_GOARCH.go) and by the build constraints at its top. It
// gives the verdicts of go/build's MatchFile, whose package costs every
// start of the program its initialisation (the tables of supported
// platforms); match_test.go holds it to MatchFile and to `go list`.
type platform struct {
	goos, goarch string
	// toolTags (goexperiment.*, amd64.v1) and releaseTags (go1.1 to
	// the toolchain's) are the go command's own, as GoEnv holds them.
	toolTags, releaseTags []string
}

// matchFile reports whether a file of that name holding src is in the
// build. A file whose header cannot be read (a NUL in it, a malformed
// //go:build line, two of them) is not.
func (pl *platform) matchFile(name string, src []byte) bool {
	if strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") {
		return false
	}
	ext := name[max(strings.LastIndex(name, "."), 0):]
	if !strings.Contains(name, ".") {
		ext = ""
	}
	if ext != ".go" && !slices.Contains(sourceExts[:], ext) {
		return false
	}
	if !pl.goodOSArchFile(name) || ext == ".syso" { // a .syso is never read
		return false
	}
	var header []byte
	var ok bool
	if ext == ".go" {
		header, ok = goHeader(src)
	} else {
		header, ok = commentHeader(src)
	}
	return ok && pl.shouldBuild(header)
}

// goodOSArchFile applies a name's _GOOS, _GOARCH or _GOOS_GOARCH suffix
// (before _test and the extension, after the first "_").
func (pl *platform) goodOSArchFile(name string) bool {
	name, _, _ = strings.Cut(name, ".")
	i := strings.Index(name, "_")
	if i < 0 {
		return true
	}
	l := strings.Split(name[i:], "_")
	if n := len(l); n > 0 && l[n-1] == "test" {
		l = l[:n-1]
	}
	n := len(l)
	if n >= 2 && slices.Contains(knownOS[:], l[n-2]) && slices.Contains(knownArch[:], l[n-1]) {
		return pl.matchTag(l[n-1]) && pl.matchTag(l[n-2])
	}
	if n >= 1 && (slices.Contains(knownOS[:], l[n-1]) || slices.Contains(knownArch[:], l[n-1])) {
		return pl.matchTag(l[n-1])
	}
	return true
}

// matchTag reports whether a build tag holds; cgo is off and the
// compiler is gc.
func (pl *platform) matchTag(name string) bool {
	switch {
	case name == pl.goos || name == pl.goarch || name == "gc":
		return true
	case pl.goos == "android" && name == "linux",
		pl.goos == "illumos" && name == "solaris",
		pl.goos == "ios" && name == "darwin":
		return true
	case name == "unix" && slices.Contains(unixOS[:], pl.goos):
		return true
	case name == "boringcrypto": // its old name
		name = "goexperiment.boringcrypto"
	}
	return slices.Contains(pl.toolTags, name) || slices.Contains(pl.releaseTags, name)
}

// shouldBuild evaluates the constraints of a file's header: its
// //go:build line if it has one, else every // +build line of its
// leading comments.
func (pl *platform) shouldBuild(header []byte) bool {
	lead, goBuild, ok := constraintLines(header)
	if !ok {
		return false
	}
	if goBuild != nil {
		x, err := constraint.Parse(string(goBuild))
		return err == nil && x.Eval(pl.matchTag)
	}
	for line := range bytes.SplitSeq(lead, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if !bytes.HasPrefix(line, []byte("//")) || !bytes.Contains(line, []byte("+build")) {
			continue
		}
		if text := string(line); constraint.IsPlusBuild(text) {
			if x, err := constraint.Parse(text); err == nil && !x.Eval(pl.matchTag) {
				return false
			}
		}
	}
	return true
}
