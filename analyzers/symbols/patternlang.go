package symbols

import (
	"slices"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// analyzePatterns is the pattern-based analysis of one language. Without
// packages or imports to go on, a name is "still defined" when any file of
// the language defines it, and referenced when any file of the language
// uses it: coarse, and biased toward silence rather than false alarms.
func analyzePatterns(in Input, lang Language) ([]Fact, []Skip, error) {
	changedBase, changedHead := map[string]bool{}, map[string]bool{}
	for _, c := range in.Changes {
		if c.OldPath != "" && lang.covers(c.OldPath) {
			changedBase[c.OldPath] = true
		}
		if c.NewPath != "" && lang.covers(c.NewPath) {
			changedHead[c.NewPath] = true
		}
	}
	if len(changedBase) == 0 && len(changedHead) == 0 {
		return nil, nil, nil
	}
	all := func(string) bool { return true }
	headFiles, skipped, err := readLangFiles(in.Head, lang, all, in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	baseFiles, baseSkipped, err := readLangFiles(in.Base, lang, all, in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	skipped = append(skipped, baseSkipped...)
	headDefined, baseDefined := definedNames(headFiles), definedNames(baseFiles)
	removed := newDefs(baseFiles, changedBase, headDefined)
	added := newDefs(headFiles, changedHead, baseDefined)
	wanted := map[string]bool{}
	for _, d := range append(removed[:len(removed):len(removed)], added...) {
		wanted[d.def.name] = true
	}
	found := map[string][]snapshot.Place{}
	for _, f := range headFiles {
		wordRefs(lang, f, wanted, found)
	}
	var facts []Fact
	for _, d := range removed {
		places := slices.Compact(found[d.def.name])
		f := Fact{Kind: Removed, Language: lang.Name, Symbol: d.def.name, Defined: snapshot.Place{Path: d.path, Line: d.def.line}}
		if len(places) > 0 {
			f.Kind, f.ReferenceCount = Dangling, len(places)
			f.References = slices.Clone(places[:min(in.MaxReferences, len(places))])
		}
		facts = append(facts, f)
	}
	for _, d := range added {
		if len(found[d.def.name]) == 0 {
			facts = append(facts, Fact{Kind: Unreferenced, Language: lang.Name, Symbol: d.def.name, Defined: snapshot.Place{Path: d.path, Line: d.def.line}})
		}
	}
	return facts, skipped, nil
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
