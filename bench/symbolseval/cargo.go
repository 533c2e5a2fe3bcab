package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// cargoEnv runs cargo check over whole Cargo workspaces without the
// network: crates.io is replaced by a directory source (Debian's
// /usr/share/cargo/registry, which its librust-*-dev packages fill),
// joined with empty stub crates for the dependencies it lacks that
// nothing checked compiles (optional ones behind features left off, a
// benchmark crate's). It lives in a CARGO_HOME of its own under the
// scratch directory, so the machine's ~/.cargo config is never read
// nor written; rustup keeps finding its toolchains through RUSTUP_HOME.
type cargoEnv struct {
	home, target string
}

// newCargoEnv builds the CARGO_HOME under work; stubs are name=version
// pairs, comma-separated. Its path depends only on the registry and the
// stubs, so that the next run finds the dependencies it compiled (cargo
// fingerprints them by path). No registry: nil, the Rust oracle is
// then rustc over one crate root.
func newCargoEnv(registry, stubs, work string) (*cargoEnv, error) {
	if registry == "" {
		return nil, nil
	}
	if _, err := exec.LookPath("cargo"); err != nil {
		return nil, fmt.Errorf("cargo not found: %w", err)
	}
	entries, err := os.ReadDir(registry)
	if err != nil {
		return nil, fmt.Errorf("cargo registry: %w", err)
	}
	sum := sha256.Sum256([]byte(registry + "\x00" + stubs))
	home := filepath.Join(work, fmt.Sprintf("cargo-home-%x", sum[:6]))
	dir := filepath.Join(home, "registry")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	// Crates installed since the last run are linked in; those linked
	// before stay.
	for _, e := range entries {
		link := filepath.Join(dir, e.Name())
		if _, err := os.Lstat(link); err == nil {
			continue
		}
		if err := os.Symlink(filepath.Join(registry, e.Name()), link); err != nil {
			return nil, err
		}
	}
	for _, s := range strings.Split(stubs, ",") {
		name, version, ok := strings.Cut(strings.TrimSpace(s), "=")
		if !ok {
			continue
		}
		if err := writeStub(filepath.Join(dir, name+"-"+version), name, version); err != nil {
			return nil, err
		}
	}
	config := fmt.Sprintf("[source.crates-io]\nreplace-with = \"local\"\n\n[source.local]\ndirectory = %q\n\n[net]\noffline = true\n", dir)
	if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte(config), 0o644); err != nil {
		return nil, err
	}
	return &cargoEnv{home: home, target: filepath.Join(work, "cargo-target")}, nil
}

// writeStub writes an empty library crate that satisfies the resolver.
func writeStub(dir, name, version string) error {
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		return err
	}
	manifest := fmt.Sprintf("[package]\nname = %q\nversion = %q\nedition = \"2015\"\n", name, version)
	if err := os.WriteFile(filepath.Join(dir, "Cargo.toml"), []byte(manifest), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "src", "lib.rs"), nil, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, ".cargo-checksum.json"), []byte(`{"package":null,"files":{}}`), 0o644)
}

// cargoErr is a line of --message-format short: path:line:col: error…
var cargoErr = regexp.MustCompile(`^([^\s:][^:]*\.rs):(\d+):\d+: error(?:\[E\d+\])?: (.*)$`)

// check runs cargo check over the workspace at wt/unit: libraries,
// binaries and examples of every member, and with tests their tests
// (benchmarks often need a nightly toolchain), going on past a crate
// that fails. It returns
// the errors by repository-relative path:line; places outside the
// repository (registry crates) are left out. nil: cargo checked nothing.
func (c *cargoEnv) check(wt, unit string, tests bool) map[string][]string {
	args := []string{"check", "--offline", "--workspace", "--lib", "--bins", "--examples", "--keep-going", "--message-format", "short", "--quiet"}
	if tests {
		args = append(args, "--tests")
	}
	cmd := exec.Command("cargo", args...)
	cmd.Dir = filepath.Join(wt, unit)
	env := []string{"CARGO_HOME=" + c.home, "CARGO_TARGET_DIR=" + c.target, "CARGO_TERM_COLOR=never"}
	if os.Getenv("RUSTUP_HOME") == "" {
		if home, err := os.UserHomeDir(); err == nil {
			env = append(env, "RUSTUP_HOME="+filepath.Join(home, ".rustup"))
		}
	}
	cmd.Env = append(os.Environ(), env...)
	out, _ := cmd.CombinedOutput()
	errs := map[string][]string{}
	for _, line := range strings.Split(string(out), "\n") {
		m := cargoErr.FindStringSubmatch(line)
		if m == nil || filepath.IsAbs(m[1]) {
			continue
		}
		rel, err := filepath.Rel(wt, filepath.Join(wt, unit, m[1]))
		if err != nil || strings.HasPrefix(rel, "..") {
			continue
		}
		key := filepath.ToSlash(rel) + ":" + m[2]
		if !slices.Contains(errs[key], m[3]) {
			errs[key] = append(errs[key], m[3])
		}
	}
	if len(errs) == 0 && cmd.ProcessState != nil && !cmd.ProcessState.Success() {
		// Nothing was checked (dependencies the registry cannot
		// satisfy, a manifest cargo refuses): no judgement either way.
		fmt.Fprintf(os.Stderr, "cargo check in %s failed with no error at a place of the repository:\n%s\n", cmd.Dir, lastLines(string(out), 8))
		return nil
	}
	return errs
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// cargoWorkspace is the directory of the outermost Cargo.toml above
// file: the workspace root cargo check runs from (a member's own
// manifest names the workspace it belongs to; the outermost holds
// them all in the repositories measured).
func cargoWorkspace(wt, file string) string {
	found := ""
	for dir := filepath.Dir(file); ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(wt, dir, "Cargo.toml")); err == nil {
			found = dir
		}
		if dir == "." || dir == "/" {
			return found
		}
	}
}

// cargoBreaks: cargo check over c's workspace at head reports an error
// naming c.Name that it did not report, in the same file with the same
// message, at the commit before (the clone's own state, or the parent of
// a commit of its history): an error the tree had already, a stub
// crate's or a toolchain's, is not the removal's. Libraries, binaries and examples
// are checked first; tests only when those show nothing new, since
// they cost the most.
func (e *evaluator) cargoBreaks(wt string, c candidate) bool {
	unit := cargoWorkspace(wt, c.File)
	if unit == "" {
		return false
	}
	head, err := git(wt, "rev-parse", "HEAD")
	if err != nil {
		return false
	}
	head = strings.TrimSpace(head)
	if e.cargoAt(wt, head, unit, false) == nil {
		return false
	}
	parent, err := git(wt, "rev-parse", "HEAD~1")
	parent = strings.TrimSpace(parent)
	for _, tests := range []bool{false, true} {
		var named []string
		for place, msgs := range e.cargoAt(wt, head, unit, tests) {
			for _, m := range msgs {
				if mentions(m, c.Name) {
					named = append(named, place[:strings.LastIndex(place, ":")]+"\x00"+m)
				}
			}
		}
		if len(named) == 0 {
			continue
		}
		if err != nil {
			return true // no parent to compare with
		}
		before := map[string]bool{}
		for place, msgs := range e.cargoBefore(wt, parent, head, unit, tests) {
			for _, m := range msgs {
				before[place[:strings.LastIndex(place, ":")]+"\x00"+m] = true
			}
		}
		for _, n := range named {
			if !before[n] {
				return true
			}
		}
	}
	return false
}

// cargoBefore is cargo check's errors at parent, checking it out and
// back to head when not known yet.
func (e *evaluator) cargoBefore(wt, parent, head, unit string, tests bool) map[string][]string {
	if errs, ok := compileCache[cargoKey(parent, unit, tests)]; ok {
		return errs
	}
	if _, err := git(wt, "checkout", "-q", "--detach", "-f", parent); err != nil {
		return nil
	}
	errs := e.cargoAt(wt, parent, unit, tests)
	_, _ = git(wt, "checkout", "-q", "--detach", "-f", head)
	return errs
}

// cargoAt is cargo check's errors over unit at commit rev, checked out.
func (e *evaluator) cargoAt(wt, rev, unit string, tests bool) map[string][]string {
	key := cargoKey(rev, unit, tests)
	if errs, ok := compileCache[key]; ok {
		return errs
	}
	errs := e.cargo.check(wt, unit, tests)
	compileCache[key] = errs
	return errs
}

func cargoKey(rev, unit string, tests bool) string {
	return fmt.Sprintf("%s %s tests=%v", rev, unit, tests)
}

// cargoJudges: cargo check runs over the workspaces holding places at
// head (with tests), so its silence about them means something.
func (e *evaluator) cargoJudges(wt string, places []string) bool {
	head, err := git(wt, "rev-parse", "HEAD")
	if err != nil {
		return false
	}
	for _, unit := range e.units(wt, places) {
		if e.cargoAt(wt, strings.TrimSpace(head), unit, true) == nil {
			return false
		}
	}
	return true
}
