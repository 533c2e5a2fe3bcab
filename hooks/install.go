package hooks

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Supported are the hooks `reviewlint hook NAME` can run, so the hooks
// install may write. Install writes DefaultHooks unless asked otherwise (in
// a bare repository, ServerHooks).
var (
	Supported = []string{"pre-commit", "pre-merge-commit", "commit-msg", "pre-receive", "update"}
	// pre-merge-commit is what git runs instead of pre-commit for a merge
	// that needs no conflict resolution: without it, clean merges go
	// unchecked.
	DefaultHooks = []string{"pre-commit", "pre-merge-commit", "commit-msg"}
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
	// Force overwrites (install) or removes (uninstall) a hook that carries
	// reviewlint's marker but was edited by hand.
	Force bool
}

// Result is what happened to one hook.
type Result struct {
	Hook   string
	Path   string
	Action string
}

// Install writes reviewlint's hooks into the folder git reads hooks from.
// It checks every hook first and writes nothing if any must be refused, so
// that a refusal never leaves half an installation.
func Install(opts Options) ([]Result, error) {
	repo, err := openRepo(opts.Dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	dir, err := repo.HooksDir()
	if err != nil {
		return nil, fmt.Errorf("find the hooks folder: %w", err)
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
	if err := refuseTrackedFolder(repo, dir, names); err != nil {
		return nil, err
	}
	return installIn(dir, names, binary, opts.Force)
}

func installIn(dir string, names []string, binary string, force bool) ([]Result, error) {
	var errs []error
	for _, name := range names {
		if err := checkHook(dir, name, force); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if err := makeHooksFolder(dir); err != nil {
		return nil, err
	}
	var results []Result
	for _, name := range names {
		path := filepath.Join(dir, name)
		action, err := installOne(path, Script(name, binary))
		if err != nil {
			return results, err
		}
		results = append(results, Result{Hook: name, Path: path, Action: action})
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
