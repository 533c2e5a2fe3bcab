package symbols

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// pyDelsModule is a module of n bindings that stay and n that it binds
// and dels (generated tables, names cleaned up after use), then a use
// of f, which its star import brought.
func pyDelsModule(n int) string {
	var app strings.Builder
	for i := range n {
		fmt.Fprintf(&app, "k%d = %d\n", i, i)
	}
	for i := range n {
		fmt.Fprintf(&app, "y%d = %d\ndel y%d\n", i, i, i)
	}
	app.WriteString("f()\n")
	return app.String()
}

// A module of many bindings and many dels is read in time linear in
// its size: each del finds the bindings of its name, not by a scan of
// every binding the module holds. Read so, 60,000 lines take a second
// or two on a busy machine; a scan per del takes half a minute.
func TestPyDelsReadInLinearTime(t *testing.T) {
	const n = 2500
	pyStarCase(t, pyDelsModule(n), fmt.Sprintf("symbol f (m.py:4) removed at head but still referenced at app.py:%d", 3*n+2), "NameError")
	src := []byte("from m import *\n" + pyDelsModule(8*n))
	start := time.Now()
	synPython("app.py", src, map[string]bool{"f": true})
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("a module of %d lines took %v to read", 3*8*n+2, took)
	}
}
