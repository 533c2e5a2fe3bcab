package hooks

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Hooks written by an earlier template are ours and unedited: install
// updates them without --force. Without this, every template change would
// strand every installation as "edited by hand".
func TestHandEditedHookIsLeftAlone(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "commit-msg")
	edited := append(Script("commit-msg", "/x/reviewlint"), "echo mine\n"...)
	os.WriteFile(path, edited, 0o755)
	if _, err := installIn(dir, []string{"commit-msg"}, "/x/reviewlint", false); err == nil {
		t.Fatal("install overwrote a hand-edited hook")
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, edited) {
		t.Fatal("the hand-edited hook changed")
	}
	if _, err := uninstallOne(path, "commit-msg", false); err != errHandEdited {
		t.Fatalf("uninstall: %v, want errHandEdited", err)
	}
	if res, err := installIn(dir, []string{"commit-msg"}, "/x/reviewlint", true); err != nil || res[0].Action != "updated" {
		t.Fatalf("install --force: %v, %v", res, err)
	}
}

// A refusal of one hook writes none: no half installation.
func TestRefusalWritesNothing(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "commit-msg"), []byte("#!/bin/sh\nexec lefthook run commit-msg \"$@\"\n"), 0o755)
	if _, err := installIn(dir, []string{"pre-commit", "commit-msg"}, "/x/reviewlint", false); err == nil {
		t.Fatal("a lefthook hook was moved aside")
	}
	if _, err := os.Lstat(filepath.Join(dir, "pre-commit")); err == nil {
		t.Error("pre-commit was written although commit-msg was refused")
	}
}
