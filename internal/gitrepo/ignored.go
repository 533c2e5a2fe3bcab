package gitrepo

import (
	"bytes"
	"strings"
)

// Ignored lists what git ignores in the work tree (.gitignore files,
// .git/info/exclude, core.excludesFile), as git itself reads them:
// repository-relative, slash-separated paths, a wholly ignored folder once
// with a trailing "/" (node_modules/, not its thousands of files). Tracked
// files are never in it, ignored pattern or not.
func (r *Repo) Ignored() (map[string]bool, error) {
	out, _, err := r.runGit("ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory", "--full-name", "--", ":/")
	if err != nil {
		return nil, err
	}
	ignored := map[string]bool{}
	for _, p := range bytes.Split(out, []byte{0}) {
		if len(p) > 0 {
			ignored[strings.TrimPrefix(string(p), "./")] = true
		}
	}
	return ignored, nil
}
