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
)

// HookStatus describes one hook in the hooks folder.
type HookStatus struct {
	Hook string
	Path string
	// State is "installed", "not installed", "other hook" (a hook that is not
	// reviewlint's), "outdated" (ours, but not what install writes now) or
	// "edited by hand" (carries our marker, but no template of ours wrote
	// it: install and uninstall leave it alone without --force).
	State string
	// Binary is the path an installed hook calls first, and whether it is
	// there.
	Binary      string
	BinaryFound bool
	// UserHook is the kept hook that runs before ours, if any.
	UserHook string
}

// Status reports reviewlint's hooks and the folder they live in.
func Status(opts Options) (Folder, []HookStatus, error) {
	folder, err := HooksFolder(opts.Dir)
	if err != nil {
		return folder, nil, err
	}
	dir := folder.Path
	binary, err := resolveBinary(opts.Binary)
	if err != nil {
		return folder, nil, err
	}
	names := slices.Clone(Supported)
	managed, err := managedHooks(dir)
	if err != nil {
		return folder, nil, err
	}
	for _, m := range managed {
		if !slices.Contains(names, m) {
			names = append(names, m)
		}
	}
	var statuses []HookStatus
	for _, name := range names {
		st, err := statusOf(filepath.Join(dir, name), name, binary)
		if err != nil {
			return folder, nil, err
		}
		statuses = append(statuses, st)
	}
	return folder, statuses, nil
}

func statusOf(path, name, binary string) (HookStatus, error) {
	st := HookStatus{Hook: name, Path: path, State: "not installed"}
	if _, err := os.Lstat(path + userSuffix); err == nil {
		st.UserHook = path + userSuffix
	}
	content, ours, err := readHook(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return st, nil
	case err != nil:
		return st, err
	case !ours:
		st.State = "other hook"
		return st, nil
	}
	switch {
	case bytes.Equal(content, Script(name, binary)):
		st.State = "installed"
	case generated(name, content):
		st.State = "outdated"
	default:
		st.State = "edited by hand"
	}
	st.Binary, _ = PinnedBinary(content)
	if info, err := os.Stat(st.Binary); err == nil && info.Mode().IsRegular() && info.Mode()&0o111 != 0 {
		st.BinaryFound = true
	}
	return st, nil
}

// WriteStatus prints what Status found, one hook per line.
func WriteStatus(w io.Writer, folder Folder, statuses []HookStatus) {
	fmt.Fprintf(w, "hooks folder: %s\n", folder.Path)
	if note := folder.SharedNote(); note != "" {
		fmt.Fprintln(w, note)
	}
	for _, st := range statuses {
		fmt.Fprintf(w, "%-16s %s", st.Hook, st.State)
		if st.Binary != "" {
			found := ""
			if !st.BinaryFound {
				found = " (missing: run `reviewlint install` again)"
			}
			fmt.Fprintf(w, ", calls %s%s", st.Binary, found)
		}
		if st.UserHook != "" {
			fmt.Fprintf(w, ", runs your %s first", filepath.Base(st.UserHook))
		}
		if st.State == "edited by hand" {
			fmt.Fprint(w, " (install and uninstall leave it alone; --force overwrites or removes it)")
		}
		fmt.Fprintln(w)
	}
}
