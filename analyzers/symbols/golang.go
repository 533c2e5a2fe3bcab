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
	baseFiles, baseSkips, err := parseGoFiles(in.Base, goPaths(basePaths, dirs), in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	headFiles, headSkips, err := parseGoFiles(in.Head, goPaths(headPaths, nil), in.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	baseMods, headMods := readModules(in.Base, basePaths), readModules(in.Head, headPaths)
	importPathOf := func(dir string) string {
		if ip := headMods.importPath(dir); ip != "" {
			return ip
		}
		return baseMods.importPath(dir)
	}
	baseDefs, headDefs := defsByPackage(baseFiles), defsByPackage(headFiles)
	removed := gone(baseFiles, changedBase, headDefs)
	added := gone(headFiles, changedHead, baseDefs)
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
		facts = append(facts, removedFact(s, refs, owners, types, importPathOf, in.MaxReferences))
	}
	for _, s := range added {
		if f, ok := addedFact(s, refs, importPathOf); ok {
			facts = append(facts, f)
		}
	}
	return facts, append(baseSkips, headSkips...), nil
}

// typeShapes maps a package's key and a type name to the type's shape at
// head.
func typeShapes(files []*goFile) map[string]map[string]*typeShape {
	types := map[string]map[string]*typeShape{}
	for _, gf := range files {
		for _, d := range gf.defs {
			if d.shape == nil {
				continue
			}
			if types[gf.pkgKey()] == nil {
				types[gf.pkgKey()] = map[string]*typeShape{}
			}
			types[gf.pkgKey()][d.name] = d.shape
		}
	}
	return types
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
// package does not define: removed (base against head) or added (head
// against base).
func gone(files []*goFile, changed map[string]bool, otherDefs map[string]map[string]bool) []goSymbol {
	var out []goSymbol
	for _, gf := range files {
		if !changed[gf.path] {
			continue
		}
		for _, d := range gf.defs {
			if !otherDefs[gf.pkgKey()][d.name] && !toolchainCalled(gf, d) {
				out = append(out, goSymbol{gf, d})
			}
		}
	}
	return out
}

// toolchainCalled is a function the go command or the runtime calls, never
// the code: func main in package main, func init, and in a _test.go file
// TestX(t), BenchmarkX(b), FuzzX(f) and ExampleX(). Anything else with such
// a name (a method, a type, TestServer() in a non-test file) is ordinary
// code whose removal can break callers.
func toolchainCalled(gf *goFile, d goDef) bool {
	if d.params < 0 {
		return false // a method, type, var or const
	}
	switch {
	case d.name == "init":
		return true
	case d.name == "main":
		return gf.pkg == "main"
	case !strings.HasSuffix(gf.path, "_test.go"):
		return false
	}
	for prefix, params := range testFuncParams {
		if rest, ok := strings.CutPrefix(d.name, prefix); ok && (rest == "" || !isLower(rest[0])) {
			return d.params == params
		}
	}
	return false
}

// testFuncParams is the parameter count go test's functions take.
var testFuncParams = map[string]int{"Test": 1, "Benchmark": 1, "Fuzz": 1, "Example": 0}

func isLower(b byte) bool { return 'a' <= b && b <= 'z' }

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
