package symbols

import "strings"

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
	for prefix, params := range testFuncParams.get() {
		if rest, ok := strings.CutPrefix(d.name, prefix); ok && (rest == "" || !isLower(rest[0])) {
			return d.params == params
		}
	}
	return false
}

// testFuncParams is the parameter count go test's functions take.
var testFuncParams = lazyMap[string, int]{build: func() map[string]int {
	return map[string]int{"Test": 1, "Benchmark": 1, "Fuzz": 1, "Example": 0}
}}

func isLower(b byte) bool { return 'a' <= b && b <= 'z' }
