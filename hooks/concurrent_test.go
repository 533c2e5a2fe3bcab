package hooks

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// helperEnv, when set, makes the test binary act as one `reviewlint
// install` or `uninstall` run (see TestMain), so that the concurrency test
// races real processes, as two terminals or an editor plugin would.
const helperEnv = "REVIEWLINT_HOOKS_TEST_HELPER"

func TestMain(m *testing.M) {
	if action := os.Getenv(helperEnv); action != "" {
		os.Exit(helper(action))
	}
	os.Exit(m.Run())
}

func helper(action string) int {
	opts := Options{Dir: os.Getenv(helperEnv + "_DIR"), Binary: "/usr/local/bin/reviewlint-test"}
	var err error
	switch action {
	case "install":
		_, err = Install(opts)
	case "uninstall":
		_, err = Uninstall(opts)
	case "churn":
		for err == nil {
			if _, err = Install(opts); err == nil {
				_, err = Uninstall(opts)
			}
		}
	default:
		err = fmt.Errorf("unknown action %q", action)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	return 0
}

// Installs and uninstalls run at once, as separate processes, many times:
// the user's hook always survives byte for byte and mode for mode, is never
// replaced by reviewlint's script, and a reviewlint script is never kept as
// the user's hook. Before the lock, two installs at once moved our script
// over the kept user's hook in most tries.
func TestConcurrentInstallKeepsUserHook(t *testing.T) {
	rounds := stressRounds(30, 10)
	repo, exe, hooksDir, userHook := stressSetup(t)
	mixes := [][]string{
		{"install", "install"},
		{"install", "install", "install", "install"},
		{"install", "uninstall", "install", "uninstall"},
		{"install", "install", "install", "install", "install", "install", "install", "install"},
		{"install", "uninstall", "install", "uninstall", "install", "uninstall", "install", "uninstall"},
	}
	for round := 0; round < rounds; round++ {
		mix := mixes[round%len(mixes)]
		os.RemoveAll(hooksDir)
		if err := os.MkdirAll(hooksDir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, name := range DefaultHooks {
			if err := os.WriteFile(filepath.Join(hooksDir, name), userHook, 0o750); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		errs := make([]string, len(mix))
		for i, action := range mix {
			wg.Add(1)
			go func() {
				defer wg.Done()
				cmd := exec.Command(exe, "-test.run=^$")
				cmd.Env = append(os.Environ(), helperEnv+"="+action, helperEnv+"_DIR="+repo)
				if out, err := cmd.CombinedOutput(); err != nil {
					errs[i] = fmt.Sprintf("%s: %v: %s", action, err, out)
				}
			}()
		}
		wg.Wait()
		for _, e := range errs {
			if e != "" {
				t.Fatalf("round %d %v: %s", round, mix, e)
			}
		}
		checkUserHooks(t, round, hooksDir, userHook, true, true)
		// Whatever state the race left, one uninstall puts the user's
		// hooks back exactly.
		if _, err := Uninstall(Options{Dir: repo}); err != nil {
			t.Fatalf("round %d: uninstall: %v", round, err)
		}
		checkUserHooks(t, round, hooksDir, userHook, false, true)
	}
}

// checkUserHooks checks that the user's hook is either in place or kept,
// unchanged and with its mode, and never replaced by one of ours.
// Files a run left half written fail the check when clean.
func checkUserHooks(t *testing.T, round int, dir string, userHook []byte, mayBeKept, clean bool) {
	t.Helper()
	for _, name := range DefaultHooks {
		path := filepath.Join(dir, name)
		cur, err := readHook(path)
		if err != nil {
			t.Fatalf("round %d: %s: %v", round, name, err)
		}
		where := path
		if cur.ours {
			if !mayBeKept {
				t.Fatalf("round %d: %s is still reviewlint's after uninstall", round, name)
			}
			where = path + userSuffix
		}
		got, err := os.ReadFile(where)
		if err != nil {
			t.Fatalf("round %d: the user's %s is lost: %v", round, name, err)
		}
		info, _ := os.Stat(where)
		if !bytes.Equal(got, userHook) || info.Mode().Perm() != 0o750 {
			t.Fatalf("round %d: the user's %s at %s changed (mode %v):\n%s", round, name, where, info.Mode(), got)
		}
		if where == path && clean {
			if _, err := os.Lstat(path + userSuffix); err == nil {
				t.Fatalf("round %d: %s is not installed, yet a kept copy is left", round, name)
			}
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if clean && strings.HasPrefix(e.Name(), ".") && e.Name() != createdMarker {
			t.Fatalf("round %d: %s left in the hooks folder", round, e.Name())
		}
	}
}

// stressRounds is how many rounds a stress test runs: full, short under
// -short, or REVIEWLINT_STRESS_ROUNDS where set.
func stressRounds(full, short int) int {
	if n, err := strconv.Atoi(os.Getenv("REVIEWLINT_STRESS_ROUNDS")); err == nil {
		return n
	}
	if testing.Short() {
		return short
	}
	return full
}

// stressSetup makes the repository a stress test churns hooks in, and
// returns it with the test binary (run again as the churning process), the
// hooks folder and the user's hook the test expects to survive.
func stressSetup(t *testing.T) (repo, exe, hooksDir string, userHook []byte) {
	t.Helper()
	repo = newRepo(t)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return repo, exe, filepath.Join(repo, ".git", "hooks"), []byte("#!/bin/sh\n# the user's own hook\nexit 0\n")
}
