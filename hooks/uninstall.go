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
// the user had before install; then the hooks folder, if install created
// it and nothing else is left in it. A hook of ours edited by hand stays
// (with its kept hook) unless opts.Force: the error names each one.
//
// It also does so in each folder git no longer runs hooks from where
// reviewlint's hooks may be (elsewhere): a folder install wrote to before
// core.hooksPath changed keeps the user's hook under its kept name, which
// nothing runs any more.
func Uninstall(opts Options) ([]Result, error) {
	// A name that is no hook of ours would be "not installed": a typo
	// must not read as done.
	if _, err := hookNames(opts.Hooks, nil); err != nil {
		return nil, err
	}
	repo, err := openRepo(opts.Dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	folder, err := folderOf(repo)
	if err != nil {
		return nil, err
	}
	var results []Result
	var errs []error
	// With an empty core.hooksPath git runs no hook from any folder: every
	// folder is elsewhere.
	if !folder.Empty {
		results, err = uninstallIn(folder.Path, opts.Hooks, opts.Force)
		errs = append(errs, err)
	}
	var cleared []string
	for _, dir := range elsewhere(repo, folder) {
		rs, err := uninstallIn(dir, opts.Hooks, opts.Force)
		for _, r := range rs {
			if r.Action != "not installed" && r.Action != "not reviewlint's; left alone" {
				r.Action += ", where git no longer runs hooks from"
				results = append(results, r)
			}
		}
		errs = append(errs, err)
		if left, _ := managedHooks(dir); err == nil && len(left) == 0 {
			cleared = append(cleared, dir)
		}
	}
	if !folder.Empty && len(opts.Hooks) == 0 {
		if left, _ := managedHooks(folder.Path); len(left) == 0 {
			cleared = append(cleared, folder.Path)
		}
	}
	errs = append(errs, forgetFolders(repo, cleared))
	return results, errors.Join(errs...)
}

func uninstallIn(dir string, names []string, force bool) ([]Result, error) {
	lock, err := lockFolder(dir, false)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer lock.unlock()
	removeLeftovers(dir, Supported)
	if len(names) == 0 {
		if names, err = managedHooks(dir); err != nil {
			return nil, err
		}
	}
	var results []Result
	var errs []error
	for _, name := range names {
		path := filepath.Join(dir, name)
		action, err := uninstallOne(path, name, force)
		if errors.Is(err, errHandEdited) {
			results = append(results, Result{Hook: name, Path: path, Action: "edited by hand; left alone"})
			errs = append(errs, fmt.Errorf("%s carries reviewlint's marker but is not a script reviewlint "+
				"writes: left alone; run `reviewlint uninstall --force` to remove it anyway", path))
			continue
		}
		if err != nil {
			return results, err
		}
		results = append(results, Result{Hook: name, Path: path, Action: action})
	}
	lock.unlock()
	if removed, err := removeCreatedFolder(dir); err != nil {
		errs = append(errs, err)
	} else if removed {
		results = append(results, Result{Hook: "folder", Path: dir, Action: "removed; install had created it"})
	}
	return results, errors.Join(errs...)
}

// errHandEdited means a hook carries our marker but no template of ours
// produces it: someone changed it, and removing it would lose that.
var errHandEdited = errors.New("hook edited by hand")

// uninstallOne removes our hook at path and moves the user's back. Renaming
// keeps the user's file as it was: same bytes, same mode, same inode. A
// kept hook that is reviewlint's is not the user's: it is removed, never
// put back.
func uninstallOne(path, name string, force bool) (string, error) {
	kept := path + userSuffix
	k, keptErr := readHook(kept)
	hasKept := keptErr == nil && !k.ours
	if keptErr == nil && k.ours {
		if err := os.Remove(kept); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("remove %s: %w", kept, err)
		}
	}
	cur, err := readHook(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && hasKept:
		// Only our hook is gone (someone deleted it): still restore theirs.
	case errors.Is(err, fs.ErrNotExist):
		return "not installed", nil
	case err != nil:
		return "", err
	case !cur.ours && hasKept && sameFile(path, kept):
		// An install stopped after giving the user's hook its kept name.
		if err := os.Remove(kept); err != nil {
			return "", fmt.Errorf("remove %s: %w", kept, err)
		}
		return "not installed", nil
	case !cur.ours && hasKept:
		return "", fmt.Errorf("%s is not reviewlint's hook, yet %s is kept beside it: "+
			"merge the two yourself and delete %s", path, kept, kept)
	case !cur.ours:
		return "not reviewlint's; left alone", nil
	case !force && !generatedAny(name, cur):
		return "", errHandEdited
	}
	if hasKept {
		if err := os.Rename(kept, path); err != nil {
			return "", fmt.Errorf("restore your hook %s: %w", kept, err)
		}
		return "removed; your hook is back", nil
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
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
		} else if f, err := readHook(filepath.Join(dir, name)); err != nil || !f.ours {
			continue
		}
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names, nil
}
