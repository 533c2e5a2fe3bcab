package symbols

import (
	"encoding/json"
	"reflect"
	"testing"
)

// FuzzManifests: the readers of package.json, tsconfig.json, Cargo.toml
// and Go build constraints take any input without panicking, and
// jsoncToJSON leaves what encoding/json reads as JSON meaning the same.
func FuzzManifests(f *testing.F) {
	for _, seed := range []string{
		`{"name": "@a/b", "exports": {"./x/*": {"types": "./src/x/*.ts", "default": "./dist/x/*.js"}}}`,
		"{\n  // comment\n  \"compilerOptions\": {\"baseUrl\": \".\", \"paths\": {\"@/*\": [\"src/*\"],},}, /* c */ \"extends\": \"./base\"\n}",
		"[package]\nname = \"a-b\"\n[dependencies]\nc = { path = \"../c\", package = \"d\" }\ne.workspace = true\n[workspace.dependencies]\ne = { path = \"crates/e\" }\n",
		"[package]\nname = \"a\"\nedition.workspace = true\n[workspace.package]\nedition = \"2015\"\n",
		"//go:build linux && !cgo\n// +build linux,!cgo\n\npackage a\n",
		`"a\"//b" /* "` + "\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		parsePackageJSON("p/package.json", src)
		parseTSConfig("p/tsconfig.json", src)
		cargoDeps("p/Cargo.toml", src)
		cargoEdition(src)
		goConstraint("p/a_linux_amd64.go", src)
		var want any
		if json.Unmarshal(src, &want) != nil {
			return
		}
		var got any
		if err := json.Unmarshal(jsoncToJSON(src), &got); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("jsoncToJSON changed JSON %q: %v %v", src, got, err)
		}
	})
}
