package typecheck

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"testing"
)

// readImports reads, where it says it can, the package name and the
// imports go/parser reads in ImportsOnly mode.
func FuzzReadImports(f *testing.F) {
	for _, s := range []string{
		"package p\n",
		"package p\n\nimport \"fmt\"\n\nfunc F() {}\n",
		"// c\npackage p // c\n\nimport (\n\t\"a\"\n\tb \"x/b\" // c\n\t. \"dot\"\n\t_ \"side\"\n)\nimport `raw`\nvar V = 1\nimport \"late\"\n",
		"package p; import (\"a\"; \"b\"); import \"c\"",
		"package p\nimport (\n)\n",
		"package p\nimport \"a\\\"b\"\n",
		"package p\nimport func \"a\"\n",
		"package p\nimport \"a\" \"b\"\n",
		"package p\n;import \"a\"\n",
		"package p\nimport \"unterminated\n",
		"package p\nimport /* c\n */ \"a\"\n",
		"\xef\xbb\xbfpackage p\nimport \"a\"\n",
		"package p\nimport ..\"a\"\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		name, imports, ok := readImports(src)
		if !ok {
			return
		}
		file, _ := parser.ParseFile(token.NewFileSet(), "f.go", src, parser.ImportsOnly|parser.SkipObjectResolution)
		if file == nil || file.Name.Name != name || len(file.Imports) != len(imports) {
			t.Fatalf("read %q %q, go/parser %v", name, imports, file)
		}
		for i, imp := range file.Imports {
			want := rawImport{lit: imp.Path.Value}
			if imp.Name != nil {
				want.name = imp.Name.Name
			}
			if imports[i] != want {
				t.Fatalf("import %d: read %q, go/parser %q", i, imports[i], want)
			}
		}
	})
}

// On the standard library's files, readImports reads nearly every header,
// and reads each as go/parser does.
func TestReadImportsOnRealCode(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(LocalGoEnv().GOROOT, "src", "net", "http", "*.go"))
	if len(files) < 20 {
		t.Skip("no standard library here")
	}
	read := 0
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name, imports, ok := readImports(src)
		if !ok {
			continue
		}
		read++
		file, _ := parser.ParseFile(token.NewFileSet(), p, src, parser.ImportsOnly)
		if file.Name.Name != name || len(file.Imports) != len(imports) {
			t.Errorf("%s: read %s %d imports, go/parser %s %d", p, name, len(imports), file.Name.Name, len(file.Imports))
		}
	}
	if read < len(files)*9/10 {
		t.Errorf("read %d of %d headers", read, len(files))
	}
}
