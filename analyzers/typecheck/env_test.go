package typecheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// A repository whose go.mod asks for a Go that does not exist makes the
// go command switch toolchains where it runs: the environment is still
// the local one.
func TestLocalGoEnvIgnoresTheRepositoryToolchain(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/m\n\ngo 1.99.1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	t.Setenv("GOTOOLCHAIN", "auto")
	t.Setenv("GOROOT", "")
	t.Setenv("GOPROXY", "off")
	if out, err := exec.Command("go", "env", "GOROOT").CombinedOutput(); err == nil {
		t.Fatalf("the go command should refuse to switch here, said %s", out)
	}
	if env := LocalGoEnv(); env.GOROOT == "" {
		t.Errorf("no GOROOT found: %+v", env)
	}
}
