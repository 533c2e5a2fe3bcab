package ruletest

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestLoadArchive reads a txtar case: each file loses its markers, and the
// case expects the rules of all of them.
func TestLoadArchive(t *testing.T) {
	p := filepath.Join(t.TempDir(), "c.txtar")
	archive := "comment\n-- MSG --\nsubject // want a\n-- reviews/r.md --\nVerdict: PASS // want b@1\n"
	if err := os.WriteFile(p, []byte(archive), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	if msg, ok := c.Lookup("MSG"); !ok || string(msg) != "subject\n" {
		t.Errorf("MSG = %q, %v", msg, ok)
	}
	if r, ok := c.Lookup("reviews/r.md"); !ok || string(r) != "Verdict: PASS\n" {
		t.Errorf("reviews/r.md = %q, %v", r, ok)
	}
	if got := c.Expects(); !reflect.DeepEqual(got, map[string]bool{"a": true, "b": true}) {
		t.Errorf("Expects() = %v", got)
	}
	if _, err := c.byFile(nil); err != nil {
		t.Error(err)
	}
}
