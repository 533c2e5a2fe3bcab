package symbols

import "testing"

// A Go use proves a removal broken only in code built against this copy
// of the package: the same module, or modules a go.work (or a replace
// directive) builds together; and a definition left only under other
// build constraints does not prove it still there.
func TestGoModulesAndConstraints(t *testing.T) {
	t.Parallel()
	runRouteCases(t, []routeCase{{
		// Another module builds against the published lib, not this copy.
		name: "GoModuleWithoutWorkspace",
		base: map[string]string{
			"lib/go.mod":  "module example.com/lib\n\ngo 1.22\n",
			"lib/lib.go":  "package lib\n\nfunc Helper() int { return 1 }\n",
			"app/go.mod":  "module example.com/app\n\ngo 1.22\n\nrequire example.com/lib v1.0.0\n",
			"app/main.go": "package main\n\nimport \"example.com/lib\"\n\nfunc main() { _ = lib.Helper() }\n",
		},
		head: map[string]string{"lib/lib.go": "package lib\n"},
		want: []string{"symbol Helper (lib/lib.go:3) removed; its name is still used at app/main.go:5, not attributed (used only in modules that build against a published version of example.com/lib (no go.work or replace directive points them at this copy))"},
	}, {
		// Windows builds lose Helper; Linux builds keep it.
		name: "GoBuildConstraints",
		base: map[string]string{
			"go.mod":             "module example.com/m\n\ngo 1.22\n",
			"lib/lib_linux.go":   "package lib\n\nfunc Helper() int { return 1 }\n",
			"lib/lib_windows.go": "//go:build windows\n\npackage lib\n\nfunc Helper() int { return 2 }\n",
			"app/main.go":        "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() { _ = lib.Helper() }\n",
		},
		head: map[string]string{"lib/lib_windows.go": ""},
		want: []string{"symbol Helper (lib/lib_windows.go:5) could not be checked (still defined at head only in files built under other constraints (linux); where lib/lib_windows.go's held (windows && windows) it may be gone)"},
	}, {
		// go.work builds both modules from this copy.
		name: "GoWorkspace",
		base: map[string]string{
			"go.work":     "go 1.22\n\nuse (\n\t./lib\n\t./app\n)\n",
			"lib/go.mod":  "module example.com/lib\n\ngo 1.22\n",
			"lib/lib.go":  "package lib\n\nfunc Helper() int { return 1 }\n",
			"app/go.mod":  "module example.com/app\n\ngo 1.22\n\nrequire example.com/lib v1.0.0\n",
			"app/main.go": "package main\n\nimport \"example.com/lib\"\n\nfunc main() { _ = lib.Helper() }\n",
		},
		head: map[string]string{"lib/lib.go": "package lib\n"},
		want: []string{"symbol Helper (lib/lib.go:3) removed at head but still referenced at app/main.go:5"},
	}, {
		// A nested module builds against the root module's copy through
		// a replace directive written "../" (uber-go/zap's benchmarks).
		name: "GoNestedModuleReplacesRoot",
		base: map[string]string{
			"go.mod":              "module example.com/m\n\ngo 1.22\n",
			"core/core.go":        "package core\n\nfunc Helper() int { return 1 }\n",
			"bench/go.mod":        "module example.com/m/bench\n\ngo 1.22\n\nreplace example.com/m => ../\n\nrequire example.com/m v1.0.0\n",
			"bench/bench_test.go": "package bench\n\nimport \"example.com/m/core\"\n\nvar _ = core.Helper()\n",
		},
		head: map[string]string{"core/core.go": "package core\n"},
		want: []string{"symbol Helper (core/core.go:3) removed at head but still referenced at bench/bench_test.go:5"},
	}, {
		// The same, written ".." with no slash.
		name: "GoReplaceParentDir",
		base: map[string]string{
			"go.mod":              "module example.com/m\n\ngo 1.22\n",
			"core/core.go":        "package core\n\nfunc Helper() int { return 1 }\n",
			"bench/go.mod":        "module example.com/m/bench\n\ngo 1.22\n\nreplace example.com/m => ..\n\nrequire example.com/m v1.0.0\n",
			"bench/bench_test.go": "package bench\n\nimport \"example.com/m/core\"\n\nvar _ = core.Helper()\n",
		},
		head: map[string]string{"core/core.go": "package core\n"},
		want: []string{"symbol Helper (core/core.go:3) removed at head but still referenced at bench/bench_test.go:5"},
	}, {
		// A replacement of a version the module does not require leaves
		// it building against the published v1.0.0.
		name: "GoReplaceOtherVersion",
		base: map[string]string{
			"go.mod":              "module example.com/m\n\ngo 1.22\n",
			"core/core.go":        "package core\n\nfunc Helper() int { return 1 }\n",
			"bench/go.mod":        "module example.com/m/bench\n\ngo 1.22\n\nreplace example.com/m v0.9.0 => ../\n\nrequire example.com/m v1.0.0\n",
			"bench/bench_test.go": "package bench\n\nimport \"example.com/m/core\"\n\nvar _ = core.Helper()\n",
		},
		head: map[string]string{"core/core.go": "package core\n"},
		want: []string{"symbol Helper (core/core.go:3) removed; its name is still used at bench/bench_test.go:5, not attributed (used only in modules that build against a published version of example.com/m (no go.work or replace directive points them at this copy))"},
	}})
}
