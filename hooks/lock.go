package hooks

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// lockName is the lock file install and uninstall hold in the hooks folder
// while they read and change it, so that two runs at once (a script and an
// editor plugin) cannot both move the user's hook aside, the second moving
// ours over it. Git ignores the file: no hook has its name.
const lockName = ".reviewlint.lock"

var (
	// lockWait is how long to wait for another run to finish.
	lockWait = 30 * time.Second
	// staleAfter is the age past which a lock is taken to be left by a run
	// that died, even when its process cannot be checked (another host).
	staleAfter = 2 * time.Minute
	// breakStaleAfter is the same for the short-lived lock that guards
	// removing a stale lock.
	breakStaleAfter = 10 * time.Second
)

// folderLock is a held lock; unlock releases it.
type folderLock struct {
	path     string
	released bool
}

// lockFolder takes the lock of dir, waiting for another run to release it
// and removing a lock whose process is gone. With create, it first creates
// dir when missing (leaving the created marker); without, a missing folder
// is fs.ErrNotExist.
func lockFolder(dir string, create bool) (*folderLock, error) {
	path := filepath.Join(dir, lockName)
	host, _ := os.Hostname()
	me := fmt.Sprintf("%d %s\n", os.Getpid(), host)
	deadline := time.Now().Add(lockWait)
	for {
		if create {
			if err := makeHooksFolder(dir); err != nil {
				return nil, err
			}
		}
		err := takeLock(path, me)
		if err == nil {
			removeDeadLockFiles(path)
			return &folderLock{path: path}, nil
		}
		switch {
		case errors.Is(err, fs.ErrNotExist) && create:
			continue // an uninstall removed the folder meanwhile: make it again
		case errors.Is(err, fs.ErrNotExist):
			return nil, err
		case !errors.Is(err, fs.ErrExist):
			return nil, fmt.Errorf("lock the hooks folder: %w", err)
		}
		removeStale(path, host)
		if time.Now().After(deadline) {
			holder, _ := os.ReadFile(path)
			return nil, fmt.Errorf("another reviewlint install or uninstall holds %s (%s) and has not finished "+
				"in %v: wait for it, or delete the file if no such run is going on", path,
				strings.TrimSpace(string(holder)), lockWait)
		}
		time.Sleep(time.Duration(5+rand.IntN(20)) * time.Millisecond)
	}
}

// takeLock creates the lock at path holding me, whole or not at all: me is
// written to a file of this run's own, which is then linked to path (which
// fails if path exists). A run killed at any moment so leaves no lock, or
// one naming its process, never an empty one, which nobody could tell from
// a lock still being written. Where the file system has no hard links,
// the lock is created in place and written.
func takeLock(path, me string) error {
	own := fmt.Sprintf("%s.%d-%d.tmp", path, os.Getpid(), rand.Uint32())
	if err := os.WriteFile(own, []byte(me), 0o644); err != nil {
		return err
	}
	defer os.Remove(own)
	err := os.Link(own, path)
	if err == nil || errors.Is(err, fs.ErrExist) || errors.Is(err, fs.ErrNotExist) {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, werr := f.WriteString(me)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(path)
		return fmt.Errorf("write the lock %s: %w", path, werr)
	}
	return nil
}

// removeDeadLockFiles removes the files takeLock wrote for runs that died
// before removing them (named <lock>.PID-N.tmp); those of live runs stay.
func removeDeadLockFiles(path string) {
	for _, m := range matchesIn(filepath.Dir(path), filepath.Base(path)+".*.tmp") {
		pidText, _, _ := strings.Cut(strings.TrimPrefix(m, path+"."), "-")
		if pid, err := strconv.Atoi(pidText); err == nil && pid != os.Getpid() && !processAlive(pid) {
			os.Remove(m)
		}
	}
}

// unlock releases the lock; once only, so that a second call cannot remove
// a lock another run has taken since.
func (l *folderLock) unlock() {
	if !l.released {
		l.released = true
		os.Remove(l.path)
	}
}

// removeStale removes the lock at path if the run that took it is gone: its
// process no longer exists on this host, or the lock is older than
// staleAfter. Two runs may find the same stale lock; the break lock makes
// only one of them remove it, and only if it is still the lock both saw,
// never a fresh one another run has taken since.
func removeStale(path, host string) {
	content, info, ok := readLock(path)
	if !ok || !stale(content, info, host) {
		return
	}
	brk := path + ".break"
	f, err := os.OpenFile(brk, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		if bi, err := os.Stat(brk); err == nil && time.Since(bi.ModTime()) > breakStaleAfter {
			os.Remove(brk)
		}
		return
	}
	f.Close()
	defer os.Remove(brk)
	again, againInfo, ok := readLock(path)
	if ok && again == content && os.SameFile(info, againInfo) {
		os.Remove(path)
	}
}

func readLock(path string) (string, fs.FileInfo, bool) {
	info, err := os.Stat(path)
	if err != nil {
		return "", nil, false
	}
	content, err := os.ReadFile(path)
	if err != nil {
		return "", nil, false
	}
	return string(content), info, true
}

// stale reports whether a lock holding content ("PID HOST") was left by a
// run that is gone. A lock still being written (empty) is fresh.
func stale(content string, info fs.FileInfo, host string) bool {
	if time.Since(info.ModTime()) > staleAfter {
		return true
	}
	pidText, lockHost, ok := strings.Cut(strings.TrimSpace(content), " ")
	if !ok || lockHost != host {
		return false
	}
	pid, err := strconv.Atoi(pidText)
	return err == nil && pid > 0 && !processAlive(pid)
}
