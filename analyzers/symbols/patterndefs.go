package symbols

import (
	"bytes"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// patternDef is one pattern match: a name, its line, and the byte offset of
// the name, so the definition's own occurrence is not taken for a use.
type patternDef struct {
	name   string
	line   int
	offset int
}

// patternDefs applies every definition pattern of lang to src.
func patternDefs(lang Language, src []byte) []patternDef {
	var defs []patternDef
	lines := newLineIndex(src)
	for _, re := range lang.Definitions {
		group := re.SubexpIndex("name")
		for _, m := range re.FindAllSubmatchIndex(src, -1) {
			start, end := m[2*group], m[2*group+1]
			if start < 0 {
				continue
			}
			name := string(src[start:end])
			if strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
				continue // Python's dunders are called by the runtime
			}
			defs = append(defs, patternDef{name: name, line: lines.line(start), offset: start})
		}
	}
	return defs
}

// lineIndex turns byte offsets into 1-based line numbers.
type lineIndex []int

func newLineIndex(src []byte) lineIndex {
	starts := lineIndex{0}
	for i := bytes.IndexByte(src, '\n'); i >= 0; {
		starts = append(starts, i+1)
		next := bytes.IndexByte(src[i+1:], '\n')
		if next < 0 {
			break
		}
		i += next + 1
	}
	return starts
}

func (l lineIndex) line(offset int) int {
	lo, hi := 0, len(l)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if l[mid] <= offset {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + 1
}

// langFile is one file of a pattern language at one snapshot.
type langFile struct {
	path string
	src  []byte
	defs []patternDef
}

// readLangFiles reads and scans the paths lang covers (keep filters further).
func readLangFiles(snap snapshot.Snapshot, lang Language, keep func(string) bool, maxSize int) ([]langFile, []Skip, error) {
	var files []langFile
	skipped, err := lang.read(snap, keep, maxSize, func(p string, src []byte) string {
		files = append(files, langFile{path: p, src: src, defs: patternDefs(lang, src)})
		return ""
	})
	return files, skipped, err
}
