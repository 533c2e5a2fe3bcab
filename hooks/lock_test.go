package hooks

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// A lock left by a process that is gone is taken over; one held by a live
// process is waited for, and the wait ends with an error naming the file.
func TestLockStaleAndHeld(t *testing.T) {
	dir := t.TempDir()
	host, _ := os.Hostname()
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Skip("no true(1)")
	}
	lockPath := filepath.Join(dir, lockName)
	os.WriteFile(lockPath, []byte(fmt.Sprintf("%d %s\n", dead.Process.Pid, host)), 0o644)
	l, err := lockFolder(dir, false)
	if err != nil {
		t.Fatalf("a dead process's lock was not taken over: %v", err)
	}
	l.unlock()
	l.unlock() // a second release must not remove someone else's lock

	os.WriteFile(lockPath, []byte(fmt.Sprintf("%d %s\n", os.Getpid(), host)), 0o644)
	defer func(w time.Duration) { lockWait = w }(lockWait)
	lockWait = 50 * time.Millisecond
	if _, err := lockFolder(dir, false); err == nil {
		t.Fatal("a live process's lock was taken")
	}
	if _, err := os.Stat(lockPath); err != nil {
		t.Fatal("the live lock was removed")
	}
}

// An install stopped after giving the user's hook its kept name (both
// names, one file) is the old state: install completes from it, and
// uninstall from it leaves the user's hook alone under its own name.
func TestInterruptedInstall(t *testing.T) {
	user := []byte("#!/bin/sh\nexit 0\n")
	for _, next := range []string{"install", "uninstall"} {
		dir := t.TempDir()
		path := filepath.Join(dir, "pre-commit")
		os.WriteFile(path, user, 0o700)
		if err := os.Link(path, path+userSuffix); err != nil {
			t.Skip("no hard links here")
		}
		switch next {
		case "install":
			if _, err := installIn(dir, []string{"pre-commit"}, "/x/reviewlint", false); err != nil {
				t.Fatalf("install after an interrupted one: %v", err)
			}
			if cur, _ := readHook(path); !cur.ours {
				t.Fatal("our hook is not in place")
			}
			if kept, _ := os.ReadFile(path + userSuffix); !bytes.Equal(kept, user) {
				t.Fatal("the kept hook is not the user's")
			}
		case "uninstall":
			if _, err := uninstallIn(dir, nil, false); err != nil {
				t.Fatalf("uninstall after an interrupted install: %v", err)
			}
			if _, err := os.Lstat(path + userSuffix); err == nil {
				t.Fatal("the second name is left")
			}
		}
		got, _ := os.ReadFile(path + map[string]string{"install": userSuffix, "uninstall": ""}[next])
		if !bytes.Equal(got, user) {
			t.Fatalf("%s: the user's hook changed", next)
		}
	}
}
