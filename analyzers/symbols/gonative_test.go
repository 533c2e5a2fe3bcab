package symbols

import (
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// C calling a function cgo exports, and assembly calling a Go function,
// are uses Go syntax does not show: the removal is ambiguous. The go
// command links each head, where a C compiler (cgo) or amd64 (the
// assembly) is at hand, to show the break.
func TestGoFunctionNamedByNativeFiles(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, drop, want string
		files            snapshot.Map
		canBuild         bool
	}{{
		name: "cgo export",
		files: snapshot.Map{
			"main.go":  "package main\n\n// int callHelper(void);\nimport \"C\"\n\n//export Helper\nfunc Helper() C.int { return 1 }\n\nfunc main() { println(C.callHelper()) }\n",
			"helper.c": "#include \"_cgo_export.h\"\n\nint callHelper(void) { return Helper(); }\n",
		},
		drop:     "//export Helper\nfunc Helper() C.int { return 1 }\n\n",
		want:     "symbol Helper (main.go:7) removed; its name is still used at helper.c:3, not attributed (named in C or assembly the go command compiles with its package)",
		canBuild: hasTool("gcc") || hasTool("cc"),
	}, {
		// The preamble above import "C" is C the package compiles.
		name: "cgo preamble",
		files: snapshot.Map{
			"main.go": "package main\n\nimport \"C\"\n\n//export Helper\nfunc Helper() C.int { return 1 }\n\nfunc main() { println(call()) }\n",
			"call.go": "package main\n\n/*\nextern int Helper(void);\nstatic int callHelper(void) { return Helper(); }\n*/\nimport \"C\"\n\nfunc call() int { return int(C.callHelper()) }\n",
		},
		drop:     "//export Helper\nfunc Helper() C.int { return 1 }\n\n",
		want:     "symbol Helper (main.go:6) removed; its name is still used at call.go:4, call.go:5, not attributed (named in C or assembly the go command compiles with its package)",
		canBuild: hasTool("gcc") || hasTool("cc"),
	}, {
		name: "assembly call",
		files: snapshot.Map{
			"main.go":     "package main\n\nfunc helper() int64 { return 7 }\n\nfunc viaAsm() int64\n\nfunc main() { println(viaAsm()) }\n",
			"asm_amd64.s": "#include \"textflag.h\"\n\nTEXT ·viaAsm(SB), NOSPLIT, $8-8\n\tCALL ·helper(SB)\n\tMOVQ 0(SP), AX\n\tMOVQ AX, ret+0(FP)\n\tRET\n",
		},
		drop:     "func helper() int64 { return 7 }\n\n",
		want:     "symbol helper (main.go:3) removed; its name is still used at asm_amd64.s:4, not attributed (named in C or assembly the go command compiles with its package)",
		canBuild: runtime.GOARCH == "amd64",
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := clone(c.files)
			base["go.mod"] = goMod
			head := clone(base)
			head["main.go"] = strings.Replace(base["main.go"], c.drop, "", 1)
			if c.canBuild {
				if out, ok := goBuild(t, base); !ok {
					t.Fatalf("base should build:\n%s", out)
				}
				if out, ok := goBuild(t, head); ok {
					t.Fatalf("head should fail to build:\n%s", out)
				}
			}
			check(t, run(t, base, head), c.want)
		})
	}
}

// A native file of another package, or one naming something else, leaves
// the removal checked.
func TestGoNativeFilesElsewhereLeaveRemovalChecked(t *testing.T) {
	base := snapshot.Map{
		"go.mod": goMod,
		"a/a.go": "package a\n\nfunc helper() int { return 1 }\n\nfunc Keep() int { return 2 }\n",
		"a/x.c":  "int other(void) { return 0; }\n",
		"b/y.c":  "int helper(void) { return 0; }\n",
		"b/b.go": "package b\n",
	}
	head := clone(base)
	head["a/a.go"] = "package a\n\nfunc Keep() int { return 2 }\n"
	check(t, run(t, base, head), "symbol helper (a/a.go:3) removed; no references remain at head")
}

func hasTool(name string) bool {
	_, err := exec.LookPath(name)
	return err == nil
}

// A variable or function added for assembly to read or call is used
// there with no Go reference: never "nothing at head references it".
// The oracle drops it again from head, which then fails to link.
func TestGoAdditionNamedByNativeFiles(t *testing.T) {
	t.Parallel()
	base := snapshot.Map{"go.mod": goMod, "main.go": "package main\n\nfunc main() { println(1) }\n"}
	head := clone(base)
	head["main.go"] = "package main\n\nvar table = [4]uint64{1, 2, 3, 4}\n\nfunc get() uint64\n\nfunc main() { println(get()) }\n"
	head["get_amd64.s"] = "#include \"textflag.h\"\n\nTEXT ·get(SB), NOSPLIT, $0-8\n\tMOVQ ·table(SB), AX\n\tMOVQ AX, ret+0(FP)\n\tRET\n"
	check(t, run(t, base, head),
		"symbol table (main.go:3) could not be checked (added, but get_amd64.s:4 names it, in C or assembly the go command compiles with its package)")
	if runtime.GOARCH == "amd64" {
		if out, ok := goBuild(t, head); !ok {
			t.Fatalf("head should build:\n%s", out)
		}
		dropped := clone(head)
		dropped["main.go"] = strings.Replace(head["main.go"], "var table = [4]uint64{1, 2, 3, 4}\n", "", 1)
		if out, ok := goBuild(t, dropped); ok || !strings.Contains(out, "main.table not defined") {
			t.Fatalf("head without table should fail to link:\n%s", out)
		}
	}
}
