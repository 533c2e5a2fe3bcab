package symbols

import (
	"go/token"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// brokenGo is a Go file that was not analysed (a parse error, a size
// limit): its definitions and references are unknown. imports are its
// import paths when an imports-only parse still read them, else nil.
type brokenGo struct {
	path, dir string
	imports   map[string]bool
}

// blindSpots decides which claims a broken file makes uncheckable. A claim
// that sees a reference (dangling, ambiguous) stays true whatever the broken
// file holds, except that a symbol "removed" from a package with a broken
// head file may still be defined there. Claims of absence ("no references
// remain", "nothing references it") need every possible referrer read:
// for an unexported name its own package; for an exported name also the
// files importing its package (or whose imports are unknown); for a method,
// any file, since a call needs no import.
type blindSpots struct {
	head     []brokenGo
	headDirs map[string]string // dir → first broken head file
	baseDirs map[string]string // dir → first broken base file
}

func newBlindSpots(head, base []brokenGo) blindSpots {
	b := blindSpots{head: head, headDirs: map[string]string{}, baseDirs: map[string]string{}}
	for _, f := range head {
		if b.headDirs[f.dir] == "" {
			b.headDirs[f.dir] = f.path
		}
	}
	for _, f := range base {
		if b.baseDirs[f.dir] == "" {
			b.baseDirs[f.dir] = f.path
		}
	}
	return b
}

// removal is why s, gone from head's parsed files, may not be removed.
// These notes name a file as git quotes it, as the skipped line does: a
// name with a line break must not break the line a note is printed on.
func (b blindSpots) removal(s goSymbol) string {
	if p := b.headDirs[s.file.dir]; p != "" {
		return gitquote.Path(p) + " was not analysed at head (see skipped); it may still define " + s.def.name
	}
	return ""
}

// addition is why s, absent from base's parsed files, may not be new.
func (b blindSpots) addition(s goSymbol) string {
	if p := b.baseDirs[s.file.dir]; p != "" {
		return gitquote.Path(p) + " was not analysed at base (see skipped); it may have defined " + s.def.name
	}
	return ""
}

// absence is why "nothing at head refers to s" cannot be claimed.
func (b blindSpots) absence(s goSymbol, importPath string) string {
	exported := token.IsExported(s.def.name)
	for _, f := range b.head {
		if f.dir == s.file.dir || s.def.method != "" ||
			exported && !strings.HasSuffix(s.file.pkg, "_test") && (f.imports == nil || f.imports[importPath]) {
			return gitquote.Path(f.path) + " was not analysed at head (see skipped); its references cannot be seen"
		}
	}
	return ""
}

// unchecked turns f into a claim left unchecked, for reason.
func unchecked(f Fact, reason string) Fact {
	if f.Kind != Unchecked {
		f.Was = f.Kind
	}
	f.Kind, f.Note = Unchecked, reason
	f.References, f.ReferenceCount = nil, 0
	return f
}

// absence applies blindSpots.absence to the facts that claim one.
func absence(f Fact, b blindSpots, s goSymbol, importPathOf func(string) string) string {
	if f.Kind != Removed && f.Kind != Unreferenced {
		return ""
	}
	return b.absence(s, importPathOf(s.file.dir))
}
