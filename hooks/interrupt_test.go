package hooks

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Installs and uninstalls killed (SIGKILL, so no deferred unlock or
// cleanup runs) at random moments leave, for every hook, the old state or
// the new one: the user's hook in place, or ours in place with the user's
// kept beside it, both byte for byte. Never a missing hook, never ours
// kept as the user's. The next install takes over the dead run's lock and
// clears what it left half written; an uninstall then restores everything.
func TestKilledInstallLeavesOldOrNewState(t *testing.T) {
	rounds := stressRounds(40, 8)
	repo, exe, hooksDir, userHook := stressSetup(t)
	for round := 0; round < rounds; round++ {
		os.RemoveAll(hooksDir)
		if err := os.MkdirAll(hooksDir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, name := range DefaultHooks {
			if err := os.WriteFile(filepath.Join(hooksDir, name), userHook, 0o750); err != nil {
				t.Fatal(err)
			}
		}
		// A run that installs and uninstalls over and over, killed at a
		// random moment: it is somewhere in one or the other.
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), helperEnv+"=churn", helperEnv+"_DIR="+repo)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(20+rand.IntN(80)) * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		checkUserHooks(t, round, hooksDir, userHook, true, false)

		if _, err := Install(Options{Dir: repo, Binary: "/usr/local/bin/reviewlint-test"}); err != nil {
			t.Fatalf("round %d: install after a killed run: %v", round, err)
		}
		for _, name := range DefaultHooks {
			if cur, _ := readHook(filepath.Join(hooksDir, name)); !cur.ours {
				t.Fatalf("round %d: install after a killed run did not install %s", round, name)
			}
		}
		checkUserHooks(t, round, hooksDir, userHook, true, true)
		if _, err := Uninstall(Options{Dir: repo}); err != nil {
			t.Fatalf("round %d: uninstall: %v", round, err)
		}
		checkUserHooks(t, round, hooksDir, userHook, false, true)
		if leftovers := leftoversIn(filepath.Join(repo, ".git")); len(leftovers) > 0 {
			t.Fatalf("round %d: left in the git dir: %v", round, leftovers)
		}
	}
}

// leftoversIn lists the temporary and lock files reviewlint writes in dir.
func leftoversIn(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		if n := e.Name(); strings.HasPrefix(n, ".") && (strings.Contains(n, ".reviewlint-") || strings.HasPrefix(n, lockName)) {
			names = append(names, n)
		}
	}
	return names
}
