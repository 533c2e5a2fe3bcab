package symbols

import (
	"strings"
	"testing"
	"time"
)

// A name assigned an imported module (m = a) is read for writes at each
// of its uses: once per module the name's bindings load, not once per
// binding, so a file importing one module many times and using the
// alias as often is read in linear time.
func TestPyAliasWritesReadInLinearTime(t *testing.T) {
	const n = 20000
	for _, src := range []string{
		"import " + strings.Repeat("a, ", n) + "a\nm = a\n" + strings.Repeat("m;", n) + "\n",
		strings.Repeat("import a\n", n) + "m = a\n" + strings.Repeat("m.f()\n", n),
		strings.Repeat("import a\n", n) + "m = a\n" + strings.Repeat("m.helper = 1\n", n),
		strings.Repeat("from x import a\nimport a\n", n/2) + "m = a\n" + strings.Repeat("m.helper = 1\n", n),
		// Many assignments of the name, each use asked which holds.
		"import a\n" + strings.Repeat("m = a\nm = 1\n", n/2) + strings.Repeat("m.helper = 1\n", n),
		"import a\n" + strings.Repeat("m = a\n", n) + "x = " + strings.Repeat("m, ", n) + "m\n",
		"import a\nm = a\nfor m in v:\n" + strings.Repeat("    m.helper = 1\n", n),
	} {
		start := time.Now()
		f := synPython("b.py", []byte(src), map[string]bool{"a": true})
		if f.broken != "" {
			t.Errorf("%d uses left unread: %s", n, f.broken)
		}
		if took := time.Since(start); took > 10*time.Second {
			t.Errorf("%d uses of an alias took %v to read", n, took)
		}
		if len(f.attrWrites) > 2*n {
			t.Errorf("%d uses of an alias recorded %d writes", n, len(f.attrWrites))
		}
	}
}
