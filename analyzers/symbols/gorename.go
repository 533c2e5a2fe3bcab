package symbols

import "strings"

// packageRenames maps a package key on one side of the range to the key the
// same package has on the other side when the range renamed it: the
// directory's non-test files declare exactly one package name on each side,
// and the names differ. Callers reach a package through its import path,
// which a rename keeps, so its symbols are neither removed nor added.
func packageRenames(from, to []*goFile) map[string]string {
	fromNames, toNames := dirPackageNames(from), dirPackageNames(to)
	renames := map[string]string{}
	for dir, names := range fromNames {
		other := toNames[dir]
		if len(names) != 1 || len(other) != 1 {
			continue
		}
		var oldName, newName string
		for n := range names {
			oldName = n
		}
		for n := range other {
			newName = n
		}
		if oldName == newName {
			continue
		}
		renames[dir+":"+oldName] = dir + ":" + newName
		renames[dir+":"+oldName+"_test"] = dir + ":" + newName + "_test"
	}
	return renames
}

// dirPackageNames lists the package names of each directory's non-test
// files.
func dirPackageNames(files []*goFile) map[string]map[string]bool {
	names := map[string]map[string]bool{}
	for _, gf := range files {
		if strings.HasSuffix(gf.path, "_test.go") {
			continue
		}
		if names[gf.dir] == nil {
			names[gf.dir] = map[string]bool{}
		}
		names[gf.dir][gf.pkg] = true
	}
	return names
}

// otherKey is key on the other side of the range.
func otherKey(key string, renames map[string]string) string {
	if k, ok := renames[key]; ok {
		return k
	}
	return key
}

// universe are Go's predeclared identifiers. A package-level symbol of
// such a name shadows the builtin in its package; once it is removed, the
// package's unqualified uses resolve to the builtin and still compile.
var universe = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{
		"any": true, "bool": true, "byte": true, "comparable": true, "complex64": true, "complex128": true,
		"error": true, "float32": true, "float64": true, "int": true, "int8": true, "int16": true,
		"int32": true, "int64": true, "rune": true, "string": true, "uint": true, "uint8": true,
		"uint16": true, "uint32": true, "uint64": true, "uintptr": true,
		"true": true, "false": true, "iota": true, "nil": true,
		"append": true, "cap": true, "clear": true, "close": true, "complex": true, "copy": true,
		"delete": true, "imag": true, "len": true, "make": true, "max": true, "min": true, "new": true,
		"panic": true, "print": true, "println": true, "real": true, "recover": true,
	}
}}
