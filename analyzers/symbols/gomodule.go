package symbols

import (
	"bufio"
	"bytes"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// modules maps module root directories to module paths, read from every
// go.mod in a snapshot, so that a package directory has an import path
// without running the go command.
type modules map[string]string

func readModules(snap snapshot.Snapshot, paths []string) modules {
	mods := modules{}
	for _, p := range paths {
		if path.Base(p) != "go.mod" {
			continue
		}
		src, err := snap.ReadFile(p)
		if err != nil {
			continue // a missing go.mod only weakens import matching
		}
		if modPath := modulePath(src); modPath != "" {
			mods[path.Dir(p)] = modPath
		}
	}
	return mods
}

// modulePath reads the module directive; quoted paths are allowed by go.mod.
func modulePath(src []byte) string {
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "module" {
			return strings.Trim(fields[1], "\"`")
		}
	}
	return ""
}

// importPath is dir's import path under the nearest enclosing module, or ""
// when no go.mod encloses it. Under a vendor directory the path after the
// innermost vendor/ is the import path (the go command's rule), whatever
// module encloses it: vendor/github.com/x/y is imported as github.com/x/y.
func (m modules) importPath(dir string) string {
	if dir == "vendor" || strings.HasSuffix(dir, "/vendor") {
		return "" // the vendor directory itself is no package
	}
	if i := strings.LastIndex("/"+dir, "/vendor/"); i >= 0 {
		return dir[i+len("vendor/"):]
	}
	for d := dir; ; d = path.Dir(d) {
		if mod, ok := m[d]; ok {
			if d == dir {
				return mod
			}
			rel := strings.TrimPrefix(dir, d+"/")
			if d == "." {
				rel = dir
			}
			return mod + "/" + rel
		}
		if d == "." || d == "/" {
			return ""
		}
	}
}

// defaultImportName guesses the name an unnamed import binds when the
// package is not in the snapshot: the last element, skipping a /vN suffix.
func defaultImportName(importPath string) string {
	base := path.Base(importPath)
	if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" {
		base = path.Base(path.Dir(importPath))
	}
	return strings.TrimPrefix(base, "go-")
}
