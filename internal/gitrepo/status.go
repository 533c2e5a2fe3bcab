package gitrepo

import (
	"errors"
	"strings"
)

// WorkTreeStatus lists what differs between the work tree (and the index)
// and HEAD, one entry a path, as `git status --porcelain` shows it: "M
// path", "?? path". Every untracked file counts (not only its folder), and
// a submodule counts whatever the configuration says to ignore. What
// "differs" means (stat data, filters, line endings) is git's to decide,
// so git is asked.
func (r *Repo) WorkTreeStatus() ([]string, error) {
	out, ok, err := r.runGit("status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignore-submodules=none")
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errors.New("git status failed")
	}
	var entries []string
	fields := strings.Split(string(out), "\x00")
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		if len(f) < 4 {
			continue
		}
		if f[0] == 'R' || f[0] == 'C' {
			i++ // the source path follows a rename or copy
		}
		entries = append(entries, strings.TrimSpace(f[:2])+" "+f[3:])
	}
	return entries, nil
}
