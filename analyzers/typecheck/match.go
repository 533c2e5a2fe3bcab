package typecheck

import (
	"bytes"
	"strings"
)

// matchRead is match for a file that read reads only if its name leaves
// it in the build; data is then what it read. A file that cannot be read
// is not matched.
//
// MatchFile (go/build's, as platform.matchFile gives its verdicts) reads
// the header of each file: for a package like runtime, hundreds of files
// whose verdict most often depends on the name alone. What MatchFile
// says of a name depends only on its extension and on what follows its
// first "_" (goodOSArchFile): that verdict is asked once per such shape
// (nameMatches). Its content matters only through build constraint
// lines ("//go:build", "+build") and a NUL byte (an error): a file that
// holds none of them is in the build when its name is, and only the
// others are given to matchFile.
func (c *GoChecker) matchRead(dir, name string, read func() ([]byte, error), data *[]byte) bool {
	if !c.nameMatches(dir, name) {
		return false
	}
	return c.matchContent(dir, name, read, data)
}

// matchContent is matchRead for a name nameMatches keeps: it reads no
// state that resolving writes, so that files are read on more than one
// goroutine (prefetch.go).
func (c *GoChecker) matchContent(dir, name string, read func() ([]byte, error), data *[]byte) bool {
	src, err := read()
	if err != nil {
		return false
	}
	*data = src
	if !strings.HasSuffix(name, ".go") || bytes.IndexByte(src, 0) >= 0 ||
		bytes.Contains(src, []byte("go:build")) || bytes.Contains(src, []byte("+build")) {
		return c.matchFile(dir, name, src)
	}
	return true
}

// nameMatches reports whether MatchFile could keep a file of that name,
// asking it once per name shape, for a file that holds only a package
// clause. It is called while resolving, from one goroutine.
func (c *GoChecker) nameMatches(dir, name string) bool {
	if strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") {
		return false
	}
	ext := ""
	if i := strings.LastIndex(name, "."); i >= 0 {
		ext = name[i:]
	}
	stem, _, _ := strings.Cut(name, ".")
	shape := ""
	if i := strings.Index(stem, "_"); i >= 0 {
		shape = stem[i:]
	}
	key := ext + "\x00" + shape
	ok, known := c.nameShapes[key]
	if !known {
		ok = c.matchFile(dir, name, []byte("package p\n"))
		c.nameShapes[key] = ok
	}
	return ok
}

// matchFile is go/build's MatchFile for the checker's platform, cgo
// off, on a file that holds src (platform.go).
func (c *GoChecker) matchFile(_, name string, src []byte) bool {
	return c.platform.matchFile(name, src)
}
