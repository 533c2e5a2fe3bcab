package hooks

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Supported are the hooks `reviewlint hook NAME` can run, so the hooks
// install may write. Install writes DefaultHooks unless asked otherwise (in
// a bare repository, ServerHooks).
var (
	Supported    = []string{"pre-commit", "commit-msg", "pre-receive", "update"}
	DefaultHooks = []string{"pre-commit", "commit-msg"}
)

// Options say where and what to install or uninstall.
type Options struct {
	// Dir is a folder inside the repository; "" is the current directory.
	Dir string
	// Hooks to act on; nil means DefaultHooks for install and every hook
	// reviewlint manages for uninstall.
	Hooks []string
	// Binary is the absolute path the hooks call first; "" means the running
	// executable.
	Binary string
}

// Result is what happened to one hook.
type Result struct {
	Hook   string
	Path   string
	Action string
}

// Install writes reviewlint's hooks into the folder git reads hooks from.
func Install(opts Options) ([]Result, error) {
	dir, err := HooksDir(opts.Dir)
	if err != nil {
		return nil, err
	}
	defaults, err := defaultHooksFor(opts.Dir)
	if err != nil {
		return nil, err
	}
	names, err := hookNames(opts.Hooks, defaults)
	if err != nil {
		return nil, err
	}
	binary, err := resolveBinary(opts.Binary)
	if err != nil {
		return nil, err
	}
	return installIn(dir, names, binary)
}

func installIn(dir string, names []string, binary string) ([]Result, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create hooks folder: %w", err)
	}
	var results []Result
	for _, name := range names {
		action, err := installOne(filepath.Join(dir, name), Script(name, binary))
		if err != nil {
			return results, err
		}
		results = append(results, Result{Hook: name, Path: filepath.Join(dir, name), Action: action})
	}
	return results, nil
}

// installOne puts script at path and says what it did. A hook that is not
// ours moves to path+userSuffix, where our script runs it.
func installOne(path string, script []byte) (string, error) {
	current, ours, err := readHook(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "installed", writeAtomic(path, script)
	case err != nil:
		return "", err
	case ours && bytes.Equal(current, script):
		return "unchanged", nil
	case ours:
		return "updated", writeAtomic(path, script)
	}
	kept := path + userSuffix
	if _, err := os.Lstat(kept); err == nil {
		return "", fmt.Errorf("both %s and %s exist and neither is reviewlint's: "+
			"merge them into one hook, remove the other, then run `reviewlint install` again", path, kept)
	}
	tmp, err := writeTemp(path, script)
	if err != nil {
		return "", err
	}
	if err := os.Rename(path, kept); err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("keep your hook as %s: %w", kept, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		if undo := os.Rename(kept, path); undo != nil {
			return "", fmt.Errorf("install %s: %w (and your hook is now at %s: move it back)", path, err, kept)
		}
		return "", fmt.Errorf("install %s: %w", path, err)
	}
	return "installed; your hook is kept as " + filepath.Base(kept) + " and runs first", nil
}

// readHook reads the hook at path, if any, and says whether it is ours. A
// symbolic link is never ours: it is the user's, and moves aside as it is.
func readHook(path string) ([]byte, bool, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return nil, false, err
	}
	if info.IsDir() {
		return nil, false, fmt.Errorf("%s is a folder, not a hook: move it away and try again", path)
	}
	if !info.Mode().IsRegular() {
		return nil, false, nil
	}
	content, err := os.ReadFile(path)
	if err != nil {
		return nil, false, fmt.Errorf("read hook %s: %w", path, err)
	}
	return content, IsOurs(content), nil
}

// hookNames validates the hooks asked for, or returns the defaults.
func hookNames(asked, defaults []string) ([]string, error) {
	if len(asked) == 0 {
		return defaults, nil
	}
	var names []string
	for _, n := range asked {
		if !slices.Contains(Supported, n) {
			return nil, fmt.Errorf("reviewlint has no %q hook; choose from %s", n, strings.Join(Supported, ", "))
		}
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names, nil
}

// resolveBinary returns the absolute path the hooks should call.
func resolveBinary(binary string) (string, error) {
	if binary == "" {
		exe, err := os.Executable()
		if err != nil {
			return "", fmt.Errorf("find the reviewlint binary: %w; pass its path with --binary", err)
		}
		binary = exe
	}
	abs, err := filepath.Abs(binary)
	if err != nil {
		return "", fmt.Errorf("make %s absolute: %w", binary, err)
	}
	return abs, nil
}
