package config

import (
	"fmt"
	"os"
)

// untrusted says why a configuration file owned by uid owner must not
// steer a run by the user uid me, as git's safe.directory does for
// repositories: outside a repository the upward search reaches folders
// other users can write (/tmp), where a planted .reviewlint.toml would
// turn rules off for everyone working below. Files of the user or of root
// are trusted: "" then.
func untrusted(owner, me int) string {
	if owner == me || owner == 0 {
		return ""
	}
	return fmt.Sprintf("owned by uid %d, not you (uid %d)", owner, me)
}

// distrust says why the file fi describes is not to be trusted ("" when it
// is): see untrusted. Where files have no owner uid, every file is trusted.
func distrust(fi os.FileInfo) string {
	owner, ok := fileOwner(fi)
	if !ok {
		return ""
	}
	return untrusted(owner, os.Getuid())
}
