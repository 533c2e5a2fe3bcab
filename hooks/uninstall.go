package hooks

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Uninstall removes reviewlint's hooks and puts back, unchanged, the hooks
// the user had before install.
func Uninstall(opts Options) ([]Result, error) {
	dir, err := HooksDir(opts.Dir)
	if err != nil {
		return nil, err
	}
	names := opts.Hooks
	if len(names) == 0 {
		if names, err = managedHooks(dir); err != nil {
			return nil, err
		}
	}
	var results []Result
	for _, name := range names {
		path := filepath.Join(dir, name)
		action, err := uninstallOne(path)
		if err != nil {
			return results, err
		}
		results = append(results, Result{Hook: name, Path: path, Action: action})
	}
	return results, nil
}

// uninstallOne removes our hook at path and moves the user's back. Renaming
// keeps the user's file as it was: same bytes, same mode, same inode.
func uninstallOne(path string) (string, error) {
	kept := path + userSuffix
	_, keptErr := os.Lstat(kept)
	hasKept := keptErr == nil
	_, ours, err := readHook(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && hasKept:
		// Only our hook is gone (someone deleted it): still restore theirs.
	case errors.Is(err, fs.ErrNotExist):
		return "not installed", nil
	case err != nil:
		return "", err
	case !ours && hasKept:
		return "", fmt.Errorf("%s is not reviewlint's hook, yet %s is kept beside it: "+
			"merge the two yourself and delete %s", path, kept, kept)
	case !ours:
		return "not reviewlint's; left alone", nil
	}
	if hasKept {
		if err := os.Rename(kept, path); err != nil {
			return "", fmt.Errorf("restore your hook %s: %w", kept, err)
		}
		return "removed; your hook is back", nil
	}
	if err := os.Remove(path); err != nil {
		return "", fmt.Errorf("remove %s: %w", path, err)
	}
	return "removed", nil
}

// managedHooks lists the hooks in dir that reviewlint wrote or that it keeps
// a user's hook for.
func managedHooks(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list hooks in %s: %w", dir, err)
	}
	var names []string
	for _, e := range entries {
		name := e.Name()
		if base, ok := strings.CutSuffix(name, userSuffix); ok {
			name = base
		} else if _, ours, err := readHook(filepath.Join(dir, name)); err != nil || !ours {
			continue
		}
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names, nil
}
