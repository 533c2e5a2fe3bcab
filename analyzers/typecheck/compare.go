package typecheck

import (
	"cmp"
	"path"
	"slices"
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/analyzers/linediff"
)

// FileChange is how one file's lines moved: OldPath at base, NewPath at
// head ("" for a side where the file does not exist), and the hunks of its
// line diff. A file that does not appear in the changes is unchanged: its
// lines map to themselves.
type FileChange struct {
	OldPath, NewPath string
	Hunks            []linediff.Hunk
}

// FileSites is one file's comparison. Path is the head path (the base
// path of a deleted file).
type FileSites struct {
	Path    string `json:"path"`
	OldPath string `json:"old_path,omitempty"`
	// Base and Head count the file's errors on each side.
	Base int `json:"base"`
	Head int `json:"head"`
	// Unchanged counts head errors matched to a base error: on a line the
	// change carried over, or on an edited line with the same message
	// (moved counts those).
	Unchanged int `json:"unchanged"`
	Moved     int `json:"moved"`
	// New are head errors with no base counterpart, except those that say
	// a dependency is missing, which are Unresolved: a gap, not a finding.
	New        []Site `json:"new"`
	Unresolved []Site `json:"unresolved,omitempty"`
	// Unread are head errors with no base counterpart while a file of
	// head was not read: one may follow from what the file declares.
	Unread []Site `json:"unread,omitempty"`
	Fixed  []Site `json:"fixed"`
}

// Compare matches base sites to head sites per file through the changes'
// line mappings. Base sites are in base paths, head sites in head paths.
func Compare(changes []FileChange, base, head []Site) []FileSites {
	byOld, byNew := map[string]*FileChange{}, map[string]*FileChange{}
	for i := range changes {
		c := &changes[i]
		if c.OldPath != "" {
			byOld[c.OldPath] = c
		}
		if c.NewPath != "" {
			byNew[c.NewPath] = c
		}
	}
	// Pair each site with its file: a changed file, or an unchanged one
	// (same path on both sides).
	type pair struct {
		change     *FileChange
		base, head []Site
	}
	pairs := map[string]*pair{} // key: "old\x00new"
	pairOf := func(changed map[string]*FileChange, path string) *pair {
		c := changed[path]
		if c == nil {
			c = &FileChange{OldPath: path, NewPath: path}
		}
		key := c.OldPath + "\x00" + c.NewPath
		if pairs[key] == nil {
			pairs[key] = &pair{change: c}
		}
		return pairs[key]
	}
	for _, s := range base {
		p := pairOf(byOld, s.Path)
		p.base = append(p.base, s)
	}
	for _, s := range head {
		p := pairOf(byNew, s.Path)
		p.head = append(p.head, s)
	}
	// In a package whose dependency is missing at head, an error that
	// may follow from the gap (a suite type that embeds a missing
	// package's type has none of its methods) is a gap too, never a
	// finding. go/types keeps quiet on operands of unknown type, so other
	// errors there are the code's own.
	// A bare undefined name may follow from the gap only where a missing
	// package was imported with a dot, whose names the file then lacks;
	// elsewhere go/types still declares a missing package's name, and an
	// undefined name is the code's own. Except the name: go/types names a
	// package it cannot import by its path's last element ("v6" for
	// github.com/go-git/go-billy/v6), where the package's own clause
	// says billy, so the file's billy.X is "undefined: billy", which the
	// gap causes. The name a path's package is assumed to have, as goimports
	// assumes it, is taken for one the gap may hide.
	missing, dotMissing := map[string]bool{}, map[string]bool{}
	// By package: go/types says an import it cannot resolve once.
	assumed := map[string]map[string]bool{} // dir → names of its missing imports
	for _, s := range head {
		if environmental(s.Msg) {
			missing[path.Dir(s.Path)] = true
			if strings.HasSuffix(s.Msg, dotImportNote) {
				dotMissing[path.Dir(s.Path)] = true
			}
			if imp, ok := missingImport(s.Msg); ok {
				dir := path.Dir(s.Path)
				if assumed[dir] == nil {
					assumed[dir] = map[string]bool{}
				}
				assumed[dir][assumedName(imp)] = true
			}
		}
	}
	out := make([]FileSites, 0, len(pairs))
	for _, p := range pairs {
		f := compareFile(*p.change, p.base, p.head)
		if missing[path.Dir(f.Path)] {
			kept := f.New[:0]
			for _, s := range f.New {
				name, undefined := strings.CutPrefix(s.Msg, "undefined: ")
				if mayFollowFromGap(s.Msg, dotMissing[path.Dir(f.Path)]) || undefined && assumed[path.Dir(f.Path)][name] {
					f.Unresolved = append(f.Unresolved, s)
				} else {
					kept = append(kept, s)
				}
			}
			f.New = kept
		}
		out = append(out, f)
	}
	slices.SortFunc(out, func(a, b FileSites) int {
		return cmp.Or(strings.Compare(a.Path, b.Path), strings.Compare(a.OldPath, b.OldPath))
	})
	return out
}

// compareFile matches one file's sites in two passes. First, a base error
// on a line the change kept is matched to a head error with the same
// message on the line it became. Then an error on a deleted or edited line
// is matched to one with the same message on an added line: the line was
// rewritten or moved, and the error came with it. What is left is fixed
// (base) or new (head).
func compareFile(c FileChange, base, head []Site) FileSites {
	f := FileSites{Path: c.NewPath, OldPath: c.OldPath, Base: len(base), Head: len(head),
		New: []Site{}, Fixed: []Site{}}
	if f.Path == "" {
		f.Path, f.OldPath = c.OldPath, ""
	} else if f.OldPath == f.Path {
		f.OldPath = ""
	}
	slices.SortFunc(base, compareSites)
	slices.SortFunc(head, compareSites)
	m := newLineMap(c)
	type key struct {
		line int
		msg  string
	}
	kept := map[key][]int{}         // head line + message → indexes of unmatched base sites
	rewritten := map[string][]int{} // message → base sites on changed lines
	for i, s := range base {
		msg := sameMessage(s.Msg)
		if nl, ok := m.forward(s.Line); ok {
			kept[key{nl, msg}] = append(kept[key{nl, msg}], i)
		} else {
			rewritten[msg] = append(rewritten[msg], i)
		}
	}
	matched := make([]bool, len(base))
	var rest []Site
	for _, s := range head {
		k := key{s.Line, sameMessage(s.Msg)}
		if q := kept[k]; len(q) > 0 {
			matched[q[0]], kept[k] = true, q[1:]
			f.Unchanged++
			continue
		}
		rest = append(rest, s)
	}
	for _, s := range rest {
		msg := sameMessage(s.Msg)
		if q := rewritten[msg]; len(q) > 0 && m.added(s.Line) {
			matched[q[0]], rewritten[msg] = true, q[1:]
			f.Unchanged++
			f.Moved++
			continue
		}
		if environmental(s.Msg) {
			f.Unresolved = append(f.Unresolved, s)
		} else {
			f.New = append(f.New, s)
		}
	}
	for i, s := range base {
		if !matched[i] {
			f.Fixed = append(f.Fixed, s)
		}
	}
	return f
}

// lineMap carries line numbers from base to head through the hunks.
type lineMap struct {
	hunks       []linediff.Hunk
	gone, whole bool // gone: no head side; whole: no base side
}

func newLineMap(c FileChange) lineMap {
	return lineMap{hunks: c.Hunks, gone: c.NewPath == "", whole: c.OldPath == ""}
}

// forward returns the head line of base line n when the change kept it.
func (m lineMap) forward(n int) (int, bool) {
	if m.gone || m.whole {
		return 0, false
	}
	shift := 0
	for _, h := range m.hunks {
		first := h.OldStart // first old line the hunk touches
		if h.OldLines == 0 {
			first = h.OldStart + 1 // pure insertion after OldStart
		}
		if n < first {
			break
		}
		if h.OldLines > 0 && n < h.OldStart+h.OldLines {
			return 0, false // deleted or rewritten
		}
		shift += h.NewLines - h.OldLines
	}
	return n + shift, true
}

// added reports whether head line n is one the change added (or the file
// is new at head, every line added).
func (m lineMap) added(n int) bool {
	if m.whole {
		return true
	}
	for _, h := range m.hunks {
		if h.NewLines > 0 && n >= h.NewStart && n < h.NewStart+h.NewLines {
			return true
		}
	}
	return false
}

// mayFollowFromGap reports whether an error could come from a type that is
// unknown because its package is missing: a method set it leaves short
// (an embedded type's methods), or a name a dot import would have given.
func mayFollowFromGap(msg string, dotImport bool) bool {
	if strings.Contains(msg, "undefined:") {
		return dotImport
	}
	for _, m := range []string{"has no field or method", "missing method", "does not implement", "not a type"} {
		if strings.Contains(msg, m) {
			return true
		}
	}
	return false
}

// missingImport returns the path of the import an environmental message
// says could not be resolved.
func missingImport(msg string) (string, bool) {
	_, rest, ok := strings.Cut(msg, "could not import ")
	if !ok {
		return "", false
	}
	imp, _, _ := strings.Cut(rest, " ")
	return imp, imp != ""
}

// assumedName is the name a package of import path p is taken to have
// when it cannot be read: the last element, or the one before a major
// version's /vN, without a go- prefix, up to its first byte that cannot
// be in a name (yaml for gopkg.in/yaml.v3).
func assumedName(p string) string {
	base := path.Base(p)
	if len(base) > 1 && base[0] == 'v' && isDigits(base[1:]) && path.Dir(p) != "." {
		base = path.Base(path.Dir(p))
	}
	base = strings.TrimPrefix(base, "go-")
	if i := strings.IndexFunc(base, func(r rune) bool {
		return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}); i >= 0 {
		base = base[:i]
	}
	return base
}

// dotImportNote ends the message of an import with a dot that could not
// be resolved.
const dotImportNote = " (imported with a dot: the names it declares are unknown)"
