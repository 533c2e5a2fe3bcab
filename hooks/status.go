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
	// reviewlint's) or "outdated" (ours, but not what install writes now).
	State string
	// Binary is the path an installed hook calls first, and whether it is
	// there.
	Binary      string
	BinaryFound bool
	// UserHook is the kept hook that runs before ours, if any.
	UserHook string
}

// Status reports reviewlint's hooks and the folder they live in.
func Status(opts Options) (string, []HookStatus, error) {
	dir, err := HooksDir(opts.Dir)
	if err != nil {
		return "", nil, err
	}
	binary, err := resolveBinary(opts.Binary)
	if err != nil {
		return "", nil, err
	}
	names := slices.Clone(Supported)
	managed, err := managedHooks(dir)
	if err != nil {
		return "", nil, err
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
			return "", nil, err
		}
		statuses = append(statuses, st)
	}
	return dir, statuses, nil
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
	st.State = "installed"
	if !bytes.Equal(content, Script(name, binary)) {
		st.State = "outdated"
	}
	st.Binary, _ = PinnedBinary(content)
	if info, err := os.Stat(st.Binary); err == nil && info.Mode()&0o111 != 0 {
		st.BinaryFound = true
	}
	return st, nil
}

// WriteStatus prints what Status found, one hook per line.
func WriteStatus(w io.Writer, dir string, statuses []HookStatus) {
	fmt.Fprintf(w, "hooks folder: %s\n", dir)
	for _, st := range statuses {
		fmt.Fprintf(w, "%-12s %s", st.Hook, st.State)
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
		fmt.Fprintln(w)
	}
}
