package hooks

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestScriptIsStable(t *testing.T) {
	a, b := Script("pre-commit", "/usr/bin/reviewlint"), Script("pre-commit", "/usr/bin/reviewlint")
	if !bytes.Equal(a, b) || !IsOurs(a) {
		t.Fatal("Script must be deterministic and carry the marker")
	}
	if IsOurs([]byte("#!/bin/sh\necho reviewlint-managed-hook\n")) {
		t.Error("a hook mentioning the marker text in a command is not ours")
	}
	for _, bin := range []string{"/usr/bin/reviewlint", "/tmp/it's here/re\"view\\lint", "/x/é ü/$HOME/`id`"} {
		got, ok := PinnedBinary(Script("commit-msg", bin))
		if !ok || got != bin {
			t.Errorf("PinnedBinary = %q, %v; want %q", got, ok, bin)
		}
	}
}

func TestScriptSyntax(t *testing.T) {
	for _, name := range []string{"pre-commit", "pre-merge-commit", "commit-msg", "pre-receive"} {
		cmd := exec.Command("sh", "-n")
		cmd.Stdin = bytes.NewReader(Script(name, "/it's/a $path"))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: sh -n: %v\n%s", name, err, out)
		}
	}
}

// fakeBinary writes a stand-in for reviewlint that logs its arguments and
// input to log and exits with status.
func fakeBinary(t *testing.T, dir, log string, status int) string {
	t.Helper()
	path := filepath.Join(dir, "fake reviewlint")
	script := "#!/bin/sh\necho \"ours $*\" >>'" + log + "'\ncat >>'" + log + "'\nexit " + strconv.Itoa(status) + "\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

func runHook(t *testing.T, path, stdin string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(path, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Env = []string{"PATH=/usr/bin:/bin"}
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func TestInstallKeepsAndRunsUserHook(t *testing.T) {
	dir := t.TempDir()
	hooksDir := filepath.Join(dir, "hooks")
	log := filepath.Join(dir, "log")
	userHook := []byte("#!/bin/sh\necho \"user $*\" >>'" + log + "'\ncat >>'" + log + "'\nexit 0\n")
	os.MkdirAll(hooksDir, 0o755)
	path := filepath.Join(hooksDir, "pre-receive")
	if err := os.WriteFile(path, userHook, 0o750); err != nil {
		t.Fatal(err)
	}
	bin := fakeBinary(t, dir, log, 0)

	if _, err := installIn(hooksDir, []string{"pre-receive"}, bin, false); err != nil {
		t.Fatal(err)
	}
	first, _ := os.ReadFile(path)
	res, err := installIn(hooksDir, []string{"pre-receive"}, bin, false)
	if err != nil || res[0].Action != "unchanged" {
		t.Fatalf("second install: %v, %v", res, err)
	}
	second, _ := os.ReadFile(path)
	if !bytes.Equal(first, second) {
		t.Fatal("second install changed the hook")
	}

	if out, err := runHook(t, path, "old new ref\n", "a b"); err != nil {
		t.Fatalf("hook failed: %v\n%s", err, out)
	}
	got, _ := os.ReadFile(log)
	want := "user a b\nold new ref\nours hook pre-receive a b\nold new ref\n"
	if string(got) != want {
		t.Errorf("log = %q, want %q (both hooks see the same args and input, user first)", got, want)
	}

	if _, err := uninstallOne(path, "pre-receive", false); err != nil {
		t.Fatal(err)
	}
	back, _ := os.ReadFile(path)
	info, _ := os.Stat(path)
	if !bytes.Equal(back, userHook) || info.Mode().Perm() != 0o750 {
		t.Errorf("restored hook differs: mode %v", info.Mode())
	}
	if _, err := os.Lstat(path + userSuffix); err == nil {
		t.Error("kept copy still there after uninstall")
	}
}

func TestFailingUserHookFailsFirst(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "log")
	path := filepath.Join(dir, "pre-commit")
	os.WriteFile(path, []byte("#!/bin/sh\nexit 3\n"), 0o755)
	if _, err := installIn(dir, []string{"pre-commit"}, fakeBinary(t, dir, log, 0), false); err != nil {
		t.Fatal(err)
	}
	_, err := runHook(t, path, "")
	if exit, ok := err.(*exec.ExitError); !ok || exit.ExitCode() != 3 {
		t.Fatalf("want exit 3 from the user's hook, got %v", err)
	}
	if _, err := os.Stat(log); err == nil {
		t.Error("reviewlint ran after the user's hook failed")
	}
}

func TestMissingBinaryFailsClosed(t *testing.T) {
	dir := t.TempDir()
	if _, err := installIn(dir, []string{"pre-commit"}, filepath.Join(dir, "gone", "reviewlint"), false); err != nil {
		t.Fatal(err)
	}
	out, err := runHook(t, filepath.Join(dir, "pre-commit"), "")
	if err == nil {
		t.Fatal("hook passed with no binary")
	}
	if !strings.Contains(out, "--no-verify") || !strings.Contains(out, "gone/reviewlint") {
		t.Errorf("message does not say how to recover: %s", out)
	}
}

func TestInstallRefusesTwoForeignHooks(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pre-commit")
	os.WriteFile(path, []byte("#!/bin/sh\n"), 0o755)
	os.WriteFile(path+userSuffix, []byte("#!/bin/sh\n"), 0o755)
	if _, err := installIn(dir, []string{"pre-commit"}, "/bin/true", false); err == nil {
		t.Fatal("install overwrote a kept hook")
	}
}

func TestHookNames(t *testing.T) {
	if _, err := hookNames([]string{"post-checkout"}, DefaultHooks); err == nil {
		t.Error("an unsupported hook was accepted")
	}
	got, err := hookNames([]string{"commit-msg", "commit-msg"}, DefaultHooks)
	if err != nil || len(got) != 1 {
		t.Errorf("hookNames = %v, %v", got, err)
	}
}
