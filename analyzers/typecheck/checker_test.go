package typecheck

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// noExportLeft fails when a checker's export is still in dir.
func noExportLeft(t *testing.T, dir string) {
	t.Helper()
	if left, _ := filepath.Glob(filepath.Join(dir, "reviewlint-checker-*")); len(left) > 0 {
		t.Errorf("export left behind: %v", left)
	}
}

// A checker runs the change's code. What it starts in the background
// does not outlive the run, even when it holds the output open, and the
// export is removed.
func TestRunCheckerLeavesNothingRunning(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("process groups are Unix")
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	marks := t.TempDir()
	// One child lets go of the output, one holds it past checkerWaitDelay.
	cmd := "(sleep 3; touch " + marks + "/quiet) >/dev/null 2>&1 & (sleep 3; touch " + marks + "/holding) & " +
		"echo 'a.go:1:1: an error'; exit 1"
	start := time.Now()
	run, err := RunChecker(context.Background(), snapshot.Map{"a.go": "package a\n"}, cmd)
	if err != nil || run.Exit != 1 || len(run.Sites) != 1 {
		t.Fatalf("run %+v, %v", run, err)
	}
	time.Sleep(time.Until(start.Add(4 * time.Second)))
	if left, _ := os.ReadDir(marks); len(left) > 0 {
		t.Errorf("a process the checker started outlived the run: %v", left)
	}
	noExportLeft(t, tmp)
}

// A run stopped by its context (a timeout, an interrupt) kills the
// shell's children too, instead of waiting for them to close the output,
// and removes the export.
func TestRunCheckerStoppedKillsItsChildren(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("process groups are Unix")
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := RunChecker(ctx, snapshot.Map{"a.go": "package a\n"}, "sleep 60; echo never")
	if err == nil || !strings.Contains(err.Error(), "checker") {
		t.Fatalf("err %v", err)
	}
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("the run waited %s for a child the checker started", d)
	}
	noExportLeft(t, tmp)
}
