package verdict

import (
	"path"
	"strings"
)

// unsafePath says why a path from edits or uncertainTasks could write outside
// the repository, or "" when it is a clean relative path inside it. The rules
// are lexical on purpose: the verdict is judged before anything touches the
// disk, and a path that needs the filesystem to be judged safe is not clean.
func unsafePath(p string) string {
	switch {
	case p == "":
		return "is empty"
	case strings.IndexByte(p, 0) >= 0:
		return "contains a NUL byte"
	case strings.Contains(p, `\`):
		return "contains a backslash (use forward slashes)"
	case strings.HasPrefix(p, "/"):
		return "is absolute"
	case len(p) >= 2 && p[1] == ':' && isLetter(p[0]):
		return "starts with a drive letter"
	case path.Clean(p) == ".." || strings.HasPrefix(path.Clean(p), "../"):
		return "leaves the repository through .."
	case path.Clean(p) != p:
		return "is not clean (want " + path.Clean(p) + ")"
	case p == ".":
		return "names the repository itself, not a file"
	case strings.EqualFold(strings.SplitN(p, "/", 2)[0], ".git"):
		// Inside the folder, yet a write there (a hook, the config) runs code
		// or rewrites history: as unsafe as leaving the repository.
		return "writes into .git"
	}
	return ""
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// checkPath reports edit-path-unsafe at the path's value.
func (d *decoder) checkPath(val *value, where, p string) {
	if why := unsafePath(p); why != "" {
		d.report(RuleEditPathUnsafe, val.off, "%s %q %s", where, p, why)
	}
}
