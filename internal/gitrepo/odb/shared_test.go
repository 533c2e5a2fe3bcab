package odb

import (
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reviewlint/reviewlint/internal/gitrepo/internal/gittest"
)

// TestReadSharedHandsOutTheCachedBytes: a packed whole object is cached
// when read, and ReadShared and ReadMaxShared then hand out the cache's
// bytes, not a copy (a diff reads large trees and blobs once each); Read
// still copies, since its caller may write to what it gets.
func TestReadSharedHandsOutTheCachedBytes(t *testing.T) {
	r := gittest.New(t)
	r.History(10, 21)
	r.Git("gc", "-q")
	db := New(filepath.Join(r.Dir, ".git", "objects"), nil)
	defer db.Release()
	tree := plumbing.NewHash(strings.TrimSpace(r.Git("rev-parse", "HEAD^{tree}")))
	_, first, err := db.ReadShared(tree)
	if err != nil {
		t.Fatal(err)
	}
	_, again, err := db.ReadMaxShared(tree, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	if unsafe.SliceData(first) != unsafe.SliceData(again) {
		t.Error("ReadShared copied a cached object")
	}
	_, own, err := db.Read(tree)
	if err != nil {
		t.Fatal(err)
	}
	if unsafe.SliceData(own) == unsafe.SliceData(first) {
		t.Error("Read handed out the cache's bytes")
	}
}
