package pointers

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"path"
	"regexp"
	"slices"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Input is one range to analyse.
type Input struct {
	Base, Head snapshot.Snapshot
	Changes    []snapshot.Change
	// KeyPatterns are regular expressions for keys; nil: DefaultKeyPatterns.
	KeyPatterns []string
	// KeyIgnore are the whole shapes of key-shaped names that are no keys
	// (UTF-8, RFC-7231); nil: DefaultKeyIgnore, empty: none.
	KeyIgnore []string
	// ExtendKeyIgnore adds shapes to KeyIgnore (or to the default).
	ExtendKeyIgnore []string
	// MaxFileSize skips larger files (reported in Result.Skipped); 0: none.
	MaxFileSize int
	// RootLinks is what a link starting with "/" names: "" or
	// "repository" a path from the repository root, "skip" nothing checked,
	// else the folder a published site is built from.
	RootLinks string
}

// Analyze reads every markdown file and every commented source file at head
// (a deletion breaks pointers in files the range never touched), and
// checks each pointer against both ends of the range.
func Analyze(in Input) (Result, error) {
	patterns := in.KeyPatterns
	if patterns == nil {
		patterns = DefaultKeyPatterns
	}
	keys, err := CompileKeys(patterns)
	if err != nil {
		return Result{}, fmt.Errorf("key pattern: %w", err)
	}
	shapes := in.KeyIgnore
	if shapes == nil {
		shapes = DefaultKeyIgnore
	}
	ignore, err := CompileKeyIgnore(append(slices.Clip(shapes), in.ExtendKeyIgnore...))
	if err != nil {
		return Result{}, fmt.Errorf("key-ignore pattern: %w", err)
	}
	an := scan{in: in, keys: keys, ignore: ignore, ignored: map[string]int{}, oldPath: map[string]string{}, changed: map[string]bool{},
		base: newResolver(in.Base, keys, in.MaxFileSize), head: newResolver(in.Head, keys, in.MaxFileSize)}
	for _, c := range in.Changes {
		if c.NewPath != "" {
			an.changed[c.NewPath] = true
			an.oldPath[c.NewPath] = c.OldPath
		}
	}
	an.moved = moves(in)
	for _, p := range in.Head.Paths() {
		if err := an.file(p); err != nil {
			// One file that cannot be read costs its own pointers only.
			an.result.Skipped = append(an.result.Skipped, Skip{Path: p, Reason: err.Error()})
		}
	}
	an.result.KeysIgnored, an.result.KeysIgnoredMost = ignoredSummary(an.ignored)
	slices.SortFunc(an.result.Facts, func(a, b Fact) int {
		return cmp.Or(snapshot.ComparePlaces(a.At, b.At), cmp.Compare(a.Pointer, b.Pointer))
	})
	return an.result, nil
}

type scan struct {
	in         Input
	keys       []*regexp.Regexp
	ignore     *regexp.Regexp
	base, head *resolver
	changed    map[string]bool
	oldPath    map[string]string // head path → base path ("" when added)
	ignored    map[string]int    // key-shaped names at head the ignore list turned away
	moved      map[string]string // head path → the deleted base path it was moved from
	result     Result
}

// file checks the pointers of one head file.
func (an *scan) file(p string) error {
	ptrs, ok, err := an.pointersAt(an.in.Head, p, true)
	if err != nil || !ok {
		return err
	}
	basePath, existed := p, true
	var before map[string]bool // pointers the base version cited; nil: same as head
	from, moved := an.moved[p]
	if an.changed[p] {
		basePath, existed = an.oldPath[p], an.oldPath[p] != ""
		if !existed && moved {
			// A moved file's links were written from its old folder: one
			// that named something there and names nothing here is broken
			// by the move, not new.
			basePath, existed = from, true
		}
		before = map[string]bool{}
		if existed {
			old, _, err := an.pointersAt(an.in.Base, basePath, false)
			if err != nil {
				return err
			}
			for _, q := range old {
				before[string(q.typ)+" "+q.text] = true
			}
		} else {
			basePath = p
		}
	}
	for _, ptr := range ptrs {
		atHead, reason, err := an.head.resolve(ptr, p)
		if u, ok := errors.AsType[uncheckable](err); ok {
			an.result.Unchecked = append(an.result.Unchecked, Fact{Type: ptr.typ, Pointer: ptr.text, At: snapshot.Place{Path: p, Line: ptr.line}, Reason: u.reason})
			continue
		}
		if err != nil {
			return err
		}
		if atHead {
			an.result.Checked++
			continue
		}
		atBase, _, err := an.base.resolve(ptr, basePath)
		if u, ok := errors.AsType[uncheckable](err); ok {
			// Broken at head, and at base perhaps resolved (into a
			// submodule the range removed, on a file not read): neither
			// broken nor sound.
			an.result.Unchecked = append(an.result.Unchecked, Fact{Type: ptr.typ, Pointer: ptr.text, At: snapshot.Place{Path: p, Line: ptr.line},
				Reason: fmt.Sprintf("%s at head; at base, %s", reason, u.reason)})
			continue
		}
		if err != nil {
			return err
		}
		an.result.Checked++
		fact := Fact{Type: ptr.typ, Pointer: ptr.text, At: snapshot.Place{Path: p, Line: ptr.line}, Reason: reason}
		switch {
		case atBase:
			fact.Kind = Broken
			if moved && basePath == from {
				fact.MovedFrom = from
				fact.Reason = fmt.Sprintf("the file moved here from %s, where the link resolved; from its new folder: %s", from, reason)
			}
		case ptr.explicit && before != nil && !before[string(ptr.typ)+" "+ptr.text]:
			fact.Kind = Unresolved
		default:
			continue // broken before the range, or never a path at all
		}
		an.result.Facts = append(an.result.Facts, fact)
	}
	return nil
}

// ignoredSummary counts the ignored key-shaped names and picks the three
// most frequent, as examples for the summary.
func ignoredSummary(ignored map[string]int) (n int, most []string) {
	names := make([]string, 0, len(ignored))
	for name, k := range ignored {
		n += k
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(cmp.Compare(ignored[b], ignored[a]), cmp.Compare(a, b)) })
	return n, names[:min(3, len(names))]
}

// moves pairs files the range added with files it deleted, as a move: the
// deleted file of the same name when there is one, else one with the same
// content. Snapshot changes carry no renames, and a file moved to another
// folder would otherwise read as a new file whose relative links never
// resolved.
func moves(in Input) map[string]string {
	var added []string
	deleted := map[string][]string{} // base name → deleted paths
	for _, c := range in.Changes {
		switch {
		case c.OldPath == "" && c.NewPath != "":
			added = append(added, c.NewPath)
		case c.NewPath == "" && c.OldPath != "":
			deleted[path.Base(c.OldPath)] = append(deleted[path.Base(c.OldPath)], c.OldPath)
		}
	}
	out := map[string]string{}
	for _, p := range added {
		if !isMarkdown(p) {
			if _, ok := styleFor(p); !ok {
				continue
			}
		}
		same := deleted[path.Base(p)]
		if len(same) == 1 {
			out[p] = same[0]
			continue
		}
		// Several deleted files of that name: the one with the same bytes.
		src, err := in.Head.ReadFile(p)
		if err != nil {
			continue
		}
		for _, q := range same {
			if old, err := in.Base.ReadFile(q); err == nil && bytes.Equal(old, src) {
				out[p] = q
				break
			}
		}
	}
	return out
}
