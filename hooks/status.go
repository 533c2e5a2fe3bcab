package hooks

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// HookStatus describes one hook in the hooks folder.
type HookStatus struct {
	Hook string
	// Path is the file git runs for the hook.
	Path string
	// State is "installed", "not installed", "other hook" (a hook that is not
	// reviewlint's), "outdated" (ours, but not what install writes now),
	// "edited by hand" (carries our marker, but no template of ours wrote
	// it: install and uninstall leave it alone without --force), or "not
	// executable" (ours, but git skips it: it runs only executable hooks).
	// "installed" means git runs the script at Path when it runs the hook.
	State string
	// Link is where Path leads when it is a symbolic link.
	Link string
	// Binary is the path an installed hook calls first, and whether it is
	// there.
	Binary      string
	BinaryFound bool
	// UserHook is the kept hook that runs before ours, if any.
	UserHook string
}

// Stray is a reviewlint hook in a folder git does not run hooks from: one
// install wrote to before core.hooksPath changed, or .git/hooks while
// core.hooksPath points elsewhere.
type Stray struct{ Hook, Path string }

// Status reports reviewlint's hooks in the folder git runs hooks from, and
// those it finds where git does not look: of every hook, or of opts.Hooks.
func Status(opts Options) (Folder, []HookStatus, []Stray, error) {
	asked, err := hookNames(opts.Hooks, nil)
	if err != nil {
		return Folder{}, nil, nil, err
	}
	repo, err := openRepo(opts.Dir)
	if err != nil {
		return Folder{}, nil, nil, err
	}
	defer repo.Close()
	folder, err := folderOf(repo)
	if err != nil {
		return folder, nil, nil, err
	}
	dir := folder.Path
	binary, err := resolveBinary(opts.Binary)
	if err != nil {
		return folder, nil, nil, err
	}
	strays := strayHooks(repo, folder)
	if folder.Empty {
		return folder, nil, strays, nil
	}
	names := slices.Clone(Supported)
	managed, err := managedHooks(dir)
	if err != nil {
		return folder, nil, nil, err
	}
	for _, m := range managed {
		if !slices.Contains(names, m) {
			names = append(names, m)
		}
	}
	if len(asked) > 0 {
		names = asked
	}
	var statuses []HookStatus
	for _, name := range names {
		st, err := statusOf(filepath.Join(dir, name), name, binary)
		if err != nil {
			return folder, nil, nil, err
		}
		statuses = append(statuses, st)
	}
	return folder, statuses, strays, nil
}

// strayHooks lists reviewlint's hooks in the folders git does not run
// hooks from (elsewhere).
func strayHooks(repo *gitrepo.Repo, folder Folder) []Stray {
	var strays []Stray
	for _, dir := range elsewhere(repo, folder) {
		names, _ := managedHooks(dir)
		for _, n := range names {
			path := filepath.Join(dir, n)
			if f, err := readHook(path); err == nil && f.ours {
				strays = append(strays, Stray{Hook: n, Path: path})
			}
		}
	}
	return strays
}

func statusOf(path, name, binary string) (HookStatus, error) {
	st := HookStatus{Hook: name, Path: path, State: "not installed"}
	if _, err := os.Lstat(path + userSuffix); err == nil {
		st.UserHook = path + userSuffix
	}
	cur, err := readHook(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return st, nil
	case err != nil:
		return st, err
	}
	if cur.link {
		st.Link, _ = filepath.EvalSymlinks(path)
	}
	if !cur.ours {
		st.State = "other hook"
		return st, nil
	}
	switch {
	case !executable(path):
		st.State = "not executable"
	case !cur.link && bytes.Equal(cur.content, Script(name, binary)):
		st.State = "installed"
	case generatedAny(name, cur):
		st.State = "outdated"
	default:
		st.State = "edited by hand"
	}
	st.Binary, _ = PinnedBinary(cur.content)
	if info, err := os.Stat(st.Binary); err == nil && info.Mode().IsRegular() && info.Mode()&0o111 != 0 {
		st.BinaryFound = true
	}
	return st, nil
}

// WriteStatus prints what Status found, one hook per line. Paths are
// quoted as git quotes them: a folder named with a line break or an escape
// byte must not forge a line of the status or hide text in a terminal.
func WriteStatus(w io.Writer, folder Folder, statuses []HookStatus, strays []Stray) {
	if folder.Empty {
		fmt.Fprintln(w, "hooks folder: none: core.hooksPath is set to an empty value, so git runs no hook "+
			"of this repository (`git config --unset core.hooksPath` where `git config --show-origin "+
			"core.hooksPath` says it is set, then `reviewlint install`)")
	} else {
		fmt.Fprintf(w, "hooks folder: %s\n", gitquote.Path(folder.Path))
	}
	for _, note := range folder.Notes() {
		fmt.Fprintln(w, note)
	}
	for _, st := range statuses {
		fmt.Fprintf(w, "%-16s %s", st.Hook, st.State)
		if st.Link != "" {
			fmt.Fprintf(w, ", a link to %s", gitquote.Path(st.Link))
		}
		if st.Binary != "" {
			found := ""
			if !st.BinaryFound {
				found = " (missing: run `reviewlint install` again)"
			}
			fmt.Fprintf(w, ", calls %s%s", gitquote.Path(st.Binary), found)
		}
		if st.UserHook != "" {
			fmt.Fprintf(w, ", runs your %s first", gitquote.Path(filepath.Base(st.UserHook)))
		}
		switch st.State {
		case "edited by hand":
			fmt.Fprint(w, " (install and uninstall leave it alone; --force overwrites or removes it)")
		case "not executable":
			fmt.Fprint(w, " (git skips a hook that is not executable: run `reviewlint install` again)")
		}
		fmt.Fprintln(w)
	}
	for _, s := range strays {
		fmt.Fprintf(w, "%-16s not run by git: a reviewlint hook at %s, where git does not look (`reviewlint uninstall` removes it)\n", s.Hook, gitquote.Path(s.Path))
	}
}
