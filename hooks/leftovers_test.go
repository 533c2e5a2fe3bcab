package hooks

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// What a killed run left in the hooks folder is cleared by the next
// install wherever the repository lives, also below a folder whose name
// holds characters a glob pattern reads as wildcards.
func TestInstallClearsLeftoversBelowGlobCharacters(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("* and ? are not allowed in Windows file names")
	}
	for _, name := range []string{"plain", "proj[1]", "star*", "what?", `back\slash`} {
		t.Run(name, func(t *testing.T) {
			parent := filepath.Join(newRepo(t), name)
			if err := os.Mkdir(parent, 0o755); err != nil {
				t.Fatal(err)
			}
			gitIn(t, parent, "init", "-q", "-b", "main")
			hooksDir := filepath.Join(parent, ".git", "hooks")
			if err := os.MkdirAll(hooksDir, 0o755); err != nil {
				t.Fatal(err)
			}
			// A pid above any pid_max: no process has it.
			left := []string{".pre-commit.reviewlint-123456", lockName + ".2147483647-7.tmp"}
			for _, n := range left {
				if err := os.WriteFile(filepath.Join(hooksDir, n), []byte("half"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := Install(Options{Dir: parent, Binary: "/usr/local/bin/reviewlint-test"}); err != nil {
				t.Fatal(err)
			}
			for _, n := range left {
				if _, err := os.Lstat(filepath.Join(hooksDir, n)); !os.IsNotExist(err) {
					t.Errorf("%s still in the hooks folder after install (%v)", n, err)
				}
			}
		})
	}
}
