package symbols

import (
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// goSymbol is a definition found on one side of the range.
type goSymbol struct {
	file *goFile
	def  goDef
}

// analyzeGo finds dangling, removed and unreferenced Go symbols. Base is
// read only in the directories the range touches (to tell added from
// moved-within-package); head is read whole, since any file may refer.
func analyzeGo(in Input) ([]Fact, []Skip, error) {
	changedBase, changedHead, dirs := goChanges(in.Changes)
	if len(dirs) == 0 {
		return nil, nil, nil
	}
	basePaths, headPaths := in.Base.Paths(), in.Head.Paths()
	baseFiles, baseSkips, baseBroken, err := parseGoFiles(in.Base, goPaths(basePaths, dirs), in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	headFiles, headSkips, headBroken, err := parseGoFiles(in.Head, goPaths(headPaths, nil), in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	blind := newBlindSpots(headBroken, baseBroken)
	baseMods, headMods := readModules(in.Base, basePaths), readModules(in.Head, headPaths)
	importPathOf := func(dir string) string {
		if ip := headMods.importPath(dir); ip != "" {
			return ip
		}
		return baseMods.importPath(dir)
	}
	baseDefs, headDefs := defsByPackage(baseFiles), defsByPackage(headFiles)
	removed := gone(baseFiles, changedBase, headDefs, packageRenames(baseFiles, headFiles))
	added := gone(headFiles, changedHead, baseDefs, packageRenames(headFiles, baseFiles))
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
	var facts []Fact
	for _, s := range removed {
		f := removedFact(s, refs, owners, types, importPathOf, in.MaxReferences)
		if why := cmpOr(blind.removal(s), absence(f, blind, s, importPathOf)); why != "" {
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
			if why := cmpOr(blind.addition(s), absence(f, blind, s, importPathOf)); why != "" {
				f = unchecked(f, why)
			}
			facts = append(facts, f)
		}
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

func defsByPackage(files []*goFile) map[string]map[string]bool {
	defs := map[string]map[string]bool{}
	for _, gf := range files {
		if defs[gf.pkgKey()] == nil {
			defs[gf.pkgKey()] = map[string]bool{}
		}
		for _, d := range gf.defs {
			defs[gf.pkgKey()][d.name] = true
		}
	}
	return defs
}

// gone lists the definitions in the changed files that the other side's
// package (renamed or not) does not define: removed (base against head) or
// added (head against base).
func gone(files []*goFile, changed map[string]bool, otherDefs map[string]map[string]bool, renames map[string]string) []goSymbol {
	var out []goSymbol
	for _, gf := range files {
		if !changed[gf.path] {
			continue
		}
		other := otherDefs[otherKey(gf.pkgKey(), renames)]
		for _, d := range gf.defs {
			if !other[d.name] && !toolchainCalled(gf, d) {
				out = append(out, goSymbol{gf, d})
			}
		}
	}
	return out
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
