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
	Supported = []string{"pre-commit", "pre-merge-commit", "commit-msg", "pre-push",
		"pre-applypatch", "pre-receive", "update"}
	// pre-merge-commit is what git runs instead of pre-commit for a merge
	// that needs no conflict resolution; pre-applypatch what `git am` and
	// `git rebase --apply` run once the patch is in the index
	// (applypatch-msg runs before, when the files the message names are
	// not there yet); pre-push the backstop for the commits no commit hook
	// sees (cherry-pick, rebase, revert, fast-forward merges, --no-verify
	// commits). Without them, those commits go unchecked until CI.
	DefaultHooks = []string{"pre-commit", "pre-merge-commit", "commit-msg", "pre-push", "pre-applypatch"}
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
// It holds the folder's lock throughout, checks every hook first and
// writes nothing if any must be refused, so that a refusal never leaves
// half an installation and two installs at once act one after the other.
func Install(opts Options) ([]Result, error) {
	repo, err := openRepo(opts.Dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	folder, err := folderOf(repo)
	if err != nil {
		return nil, err
	}
	if folder.Empty {
		return nil, errEmptyHooksPath
	}
	dir := folder.Path
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
	if err := recordFolder(repo, dir); err != nil {
		return nil, err
	}
	return installIn(dir, names, binary, opts.Force)
}

func installIn(dir string, names []string, binary string, force bool) ([]Result, error) {
	lock, err := lockFolder(dir, true)
	if err != nil {
		return nil, err
	}
	defer lock.unlock()
	removeLeftovers(dir, Supported)
	var errs []error
	for _, name := range names {
		if err := checkHook(dir, name, force); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		lock.unlock()
		removeCreatedFolder(dir)
		return nil, errors.Join(errs...)
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
// ours moves to path+userSuffix, where our script runs it. Every step
// leaves a state git runs correctly: the user's hook is first linked to its
// kept name, then our script renamed over it, so an install interrupted
// between the two leaves the user's hook in place (and a second name for
// it, which the next install or uninstall recognises as that).
func installOne(path string, script []byte) (string, error) {
	cur, err := readHook(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return dropKeptOurs(path, "installed", writeAtomic(path, script))
	case err != nil:
		return "", err
	case cur.ours && cur.link:
		return dropKeptOurs(path, "installed; replaced a link to a reviewlint hook (not kept: it is reviewlint's, not yours)",
			writeAtomic(path, script))
	case cur.ours && bytes.Equal(cur.content, script) && executable(path):
		return dropKeptOurs(path, "unchanged", nil)
	case cur.ours:
		return dropKeptOurs(path, "updated", writeAtomic(path, script))
	}
	kept := path + userSuffix
	if err := dropOurs(kept); err != nil {
		return "", err
	}
	tmp, err := writeTemp(path, script)
	if err != nil {
		return "", err
	}
	if err := keep(path, kept); err != nil {
		os.Remove(tmp)
		return "", err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("install %s: %w (your hook is unchanged, and also at %s)", path, err, kept)
	}
	return "installed; your hook is kept as " + filepath.Base(kept) + " and runs first", nil
}

// keep gives the user's hook at path its second name kept, as a hard link
// (path stays in place until our script replaces it). Where hard links are
// not supported, it renames. A kept name that already is the same file is
// what an interrupted install left.
func keep(path, kept string) error {
	if sameFile(path, kept) {
		return nil
	}
	err := os.Link(path, kept)
	if err == nil {
		return nil
	}
	if _, lerr := os.Lstat(kept); lerr == nil {
		return fmt.Errorf("keep your hook as %s: %s exists already: %w", kept, kept, err)
	}
	if err := os.Rename(path, kept); err != nil {
		return fmt.Errorf("keep your hook as %s: %w", kept, err)
	}
	return nil
}

// dropKeptOurs finishes an install whose hook is ours: a kept hook that is
// reviewlint's too (an earlier install raced, or a link to a reviewlint
// hook was kept) is removed, since running it from ours would recurse.
func dropKeptOurs(path, action string, err error) (string, error) {
	if err != nil {
		return "", err
	}
	if err := dropOurs(path + userSuffix); err != nil {
		return "", err
	}
	return action, nil
}

// dropOurs removes kept if it is a reviewlint hook: it is never the
// user's.
func dropOurs(kept string) error {
	k, err := readHook(kept)
	if err != nil || !k.ours {
		return nil
	}
	if err := os.Remove(kept); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("remove %s, a reviewlint hook kept as if it were yours: %w", kept, err)
	}
	return nil
}

// sameFile reports whether a and b are the same file (hard links), neither
// followed if a symbolic link.
func sameFile(a, b string) bool {
	ai, err := os.Lstat(a)
	if err != nil {
		return false
	}
	bi, err := os.Lstat(b)
	return err == nil && os.SameFile(ai, bi)
}

// executable reports whether git would run the file at path: a file (links
// followed) with an execute bit.
func executable(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular() && info.Mode()&0o111 != 0
}
