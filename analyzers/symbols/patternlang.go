package symbols

import (
	"fmt"
	"slices"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// analyzePatterns is the pattern-based analysis of one language. Without
// packages or imports to go on, a name is "still defined" when any file of
// the language defines it, and referenced when any file of the language
// uses it: coarse, and biased toward silence rather than false alarms.
func analyzePatterns(in Input, lang Language) ([]Fact, []Skip, error) {
	changedBase, changedHead := lang.changed(in.Changes)
	if len(changedBase) == 0 && len(changedHead) == 0 {
		return nil, nil, nil
	}
	all := func(string) bool { return true }
	headFiles, headSkipped, err := readLangFiles(in.Head, lang, all, in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	baseFiles, baseSkipped, err := readLangFiles(in.Base, lang, all, in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	skipped := append(headSkipped[:len(headSkipped):len(headSkipped)], baseSkipped...)
	headDefined, baseDefined := definedNames(headFiles), definedNames(baseFiles)
	removed := newDefs(baseFiles, changedBase, headDefined)
	added := newDefs(headFiles, changedHead, baseDefined)
	wanted := map[string]bool{}
	for _, d := range append(removed[:len(removed):len(removed)], added...) {
		wanted[d.def.name] = true
	}
	found := map[string]*mentions{}
	for _, f := range headFiles {
		wordRefs(lang, f, wanted, found)
	}
	var facts []Fact
	for _, d := range removed {
		f := patternFact(lang, d, found[d.def.name], in.MaxReferences)
		if f.Kind == Removed && len(headSkipped) > 0 {
			f = unchecked(f, headSkipped[0].Path+" was not read at head (see skipped); its references cannot be seen")
		}
		facts = append(facts, f)
	}
	for _, d := range added {
		if m := found[d.def.name]; m != nil && m.any() {
			continue
		}
		f := Fact{Kind: Unreferenced, Language: lang.Name, Symbol: d.def.name, Defined: snapshot.Place{Path: d.path, Line: d.def.line}}
		if len(skipped) > 0 {
			f = unchecked(f, skipped[0].Path+" was not read (see skipped); it may define or refer to "+d.def.name)
		}
		facts = append(facts, f)
	}
	scope := fmt.Sprintf("whole-word matches in the repository's %d %s %s at head", len(headFiles), lang.Name, plural(len(headFiles), "file", "files"))
	for i := range facts {
		facts[i].Scope = scope
	}
	return facts, skipped, nil
}

// patternFact classes a removed name by its mentions at head: a bare use in
// code is dangling; a use only after '.' or only in strings is ambiguous
// (an attribute of anything, or prose); none at all is removed.
func patternFact(lang Language, d fileDef, m *mentions, limit int) Fact {
	f := Fact{Kind: Removed, Language: lang.Name, Symbol: d.def.name, Defined: snapshot.Place{Path: d.path, Line: d.def.line}}
	if m == nil {
		return f
	}
	places := slices.Compact(m.code)
	switch {
	case len(places) > 0:
		f.Kind = Dangling
	case m.any():
		f.Kind = Ambiguous
		places = slices.Compact(slices.SortedFunc(slices.Values(append(slices.Clone(m.dotted), m.strings...)), snapshot.ComparePlaces))
		f.Note = ambiguousNote(m)
	default:
		return f
	}
	f.ReferenceCount = len(places)
	f.References = slices.Clone(places[:min(limit, len(places))])
	return f
}

func ambiguousNote(m *mentions) string {
	switch {
	case len(m.dotted) == 0:
		return "named only in strings"
	case len(m.strings) == 0:
		return "used only as .name, which may be another object's member"
	}
	return "used only as .name or in strings"
}

type fileDef struct {
	path string
	def  patternDef
}

func definedNames(files []langFile) map[string]bool {
	names := map[string]bool{}
	for _, f := range files {
		for _, d := range f.defs {
			names[d.name] = true
		}
	}
	return names
}

// newDefs lists each name defined in a changed file that the other side
// does not define anywhere, once (the first definition).
func newDefs(files []langFile, changed, otherDefined map[string]bool) []fileDef {
	var out []fileDef
	seen := map[string]bool{}
	for _, f := range files {
		if !changed[f.path] {
			continue
		}
		for _, d := range f.defs {
			if !otherDefined[d.name] && !seen[d.name] {
				seen[d.name] = true
				out = append(out, fileDef{f.path, d})
			}
		}
	}
	return out
}
