package symbols

import (
	"fmt"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// goSymbol is a definition found on one side of the range.
type goSymbol struct {
	file *goFile
	def  goDef
	// constrained: still defined at head, but only under other build
	// constraints; why it may be gone.
	constrained string
}

// analyzeGo finds dangling, removed and unreferenced Go symbols. Base is
// read only in the directories the range touches (to tell added from
// moved-within-package); head is read whole, since any file may refer.
func analyzeGo(in Input) ([]Fact, []Skip, error) {
	changedBase, changedHead, dirs := goChanges(in.Changes)
	if len(dirs) == 0 {
		return nil, nil, nil
	}
	basePaths, allHead := in.Base.Paths(), in.Head.Paths()
	headPaths := goPaths(allHead, nil)
	baseFiles, baseSkips, baseBroken, err := parseGoFiles(in.Base, goPaths(basePaths, dirs), in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	headFiles, headSkips, headBroken, err := parseGoFiles(in.Head, headPaths, in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	blind := newBlindSpots(headBroken, baseBroken)
	baseMods, headMods := readModules(in.Base, basePaths), readModules(in.Head, allHead)
	links := readGoLinks(in.Head, allHead)
	importPathOf := func(dir string) string {
		if ip := headMods.importPath(dir); ip != "" {
			return ip
		}
		return baseMods.importPath(dir)
	}
	baseDefs, headDefs := defsByPackage(baseFiles), defsByPackage(headFiles)
	removed := gone(baseFiles, changedBase, headDefs, packageRenames(baseFiles, headFiles), true)
	added := gone(headFiles, changedHead, baseDefs, packageRenames(headFiles, baseFiles), false)
	wanted := map[string]bool{}
	for _, s := range append(removed[:len(removed):len(removed)], added...) {
		wanted[cmpOr(s.def.method, s.def.name)] = true
	}
	pkgNames := packageNames(baseFiles, importPathOf)
	for ip, name := range packageNames(headFiles, importPathOf) {
		pkgNames[ip] = name
	}
	refs := indexGoRefs(headFiles, wanted, pkgNames)
	owners, types := methodOwners(headFiles), typeShapes(headFiles)
	native, nativeUnreadable := nativeMentions(in.Head, allHead, removed)
	nativeAdded, addedUnreadable := nativeMentions(in.Head, allHead, added)
	var facts []Fact
	for _, s := range removed {
		f := nativeFact(removedFact(s, refs, owners, types, importPathOf, links, in.MaxReferences), s, native, in.MaxReferences)
		if why := cmpOr(blind.removal(s), absence(f, blind, s, importPathOf), s.constrained, unseenNeed(f, s, headDefs, refs), nativeUnread("removed", s, nativeUnreadable)); why != "" {
			f = unchecked(f, why)
		}
		if f.Kind != Dangling && in.skip(s.file.path) {
			continue
		}
		facts = append(facts, f)
	}
	for _, s := range added {
		if in.skip(s.file.path) {
			continue
		}
		if f, ok := addedFact(s, refs, importPathOf); ok {
			if why := cmpOr(blind.addition(s), absence(f, blind, s, importPathOf), nativeNote(s, nativeAdded), nativeUnread("added", s, addedUnreadable)); why != "" {
				f = unchecked(f, why)
			}
			facts = append(facts, f)
		}
	}
	scope := fmt.Sprintf("the repository's %d Go %s at head, %d %s", len(headPaths), plural(len(headPaths), "file", "files"), len(links.mods), plural(len(links.mods), "module", "modules"))
	for i := range facts {
		facts[i].Scope = scope
	}
	return facts, append(baseSkips, headSkips...), nil
}

// goChanges splits the range's Go changes into base paths, head paths and
// the directories either side lives in.
func goChanges(changes []snapshot.Change) (base, head, dirs map[string]bool) {
	base, head, dirs = map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, c := range changes {
		if strings.HasSuffix(c.OldPath, ".go") {
			base[c.OldPath] = true
			dirs[path.Dir(c.OldPath)] = true
		}
		if strings.HasSuffix(c.NewPath, ".go") {
			head[c.NewPath] = true
			dirs[path.Dir(c.NewPath)] = true
		}
	}
	return base, head, dirs
}

// goPaths keeps the .go files, in dirs when dirs is not nil.
func goPaths(paths []string, dirs map[string]bool) []string {
	var kept []string
	for _, p := range paths {
		if strings.HasSuffix(p, ".go") && (dirs == nil || dirs[path.Dir(p)]) {
			kept = append(kept, p)
		}
	}
	return kept
}

// defsByPackage maps each package to its definitions and, for each, the
// build constraints of the files defining it.
func defsByPackage(files []*goFile) map[string]map[string][]string {
	defs := map[string]map[string][]string{}
	for _, gf := range files {
		if defs[gf.pkgKey()] == nil {
			defs[gf.pkgKey()] = map[string][]string{}
		}
		for _, d := range gf.defs {
			defs[gf.pkgKey()][d.name] = append(defs[gf.pkgKey()][d.name], gf.constraint)
		}
	}
	return defs
}

// gone lists the definitions in the changed files that the other side's
// package (renamed or not) does not define: removed (base against head) or
// added (head against base). A removal the other side still defines only
// under other build constraints is listed with why it may be gone.
func gone(files []*goFile, changed map[string]bool, otherDefs map[string]map[string][]string, renames map[string]string, removal bool) []goSymbol {
	var out []goSymbol
	for _, gf := range files {
		if !changed[gf.path] {
			continue
		}
		other := otherDefs[otherKey(gf.pkgKey(), renames)]
		for _, d := range gf.defs {
			if toolchainCalled(gf, d) {
				continue
			}
			switch remaining := other[d.name]; {
			case len(remaining) == 0:
				out = append(out, goSymbol{file: gf, def: d})
			case removal:
				if why := constrainedAway(gf, remaining); why != "" {
					out = append(out, goSymbol{file: gf, def: d, constrained: why})
				}
			}
		}
	}
	return out
}

// cmpOr is the first of its arguments that is not empty.
func cmpOr(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}
