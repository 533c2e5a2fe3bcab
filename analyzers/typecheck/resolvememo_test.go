package typecheck

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// An import is resolved once a side, however often resolving, reading
// ahead and the cycle walk ask for it: the second answer is the first,
// for a package and for an import that resolves nowhere, and an import
// written elsewhere in the snapshot (where a vendor directory may lead it
// elsewhere) is resolved on its own.
func TestResolveAnswersOnceASide(t *testing.T) {
	c := NewGoChecker(testEnv(t))
	s := newSide(c, snapshot.Map{"go.mod": shareMod,
		"a/a.go": "package a\n", "b/b.go": "package b\n",
		"b/vendor/example.com/v/v.go": "package v\n"})
	main := enclosing(s.mods, "a")
	n1, err := s.resolve("strings", origin{dir: "a"}, main)
	n2, _ := s.resolve("strings", origin{dir: "a"}, main)
	if err != nil || n1 != n2 {
		t.Fatalf("strings resolved to %p then %p (%v)", n1, n2, err)
	}
	_, err1 := s.resolve("example.com/v", origin{dir: "a"}, main)
	_, err2 := s.resolve("example.com/v", origin{dir: "a"}, main)
	if err1 == nil || err1 != err2 {
		t.Fatalf("example.com/v from a: %v, then %v: not one answer", err1, err2)
	}
	if v, err := s.resolve("example.com/v", origin{dir: "b"}, main); err != nil || v.dir != "b/vendor/example.com/v" {
		t.Fatalf("example.com/v from b: %v, %v; want b's vendored copy", v, err)
	}
}
