package discover

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo/gitconfig"
)

// ErrUnsupported is wrapped by the errors of a repository that cannot be
// read faithfully (an unknown extension, a partial clone, a sha256 object
// format); gitrepo reports it as ErrUnsupported, with the same
// message.
var ErrUnsupported = errors.New("unsupported repository")

// CheckFormat applies git's repository-format rules to the
// repository's own config file (extensions are read from nowhere else) and
// refuses what go-git would silently misread.
func CheckFormat(commonDir string) error {
	path := filepath.Join(commonDir, "config")
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	entries, err := gitconfig.Parse(path, data)
	if err != nil {
		return fmt.Errorf("parse repository config: %w", err)
	}
	cfg := gitconfig.Config{Entries: entries}
	version := 0
	if v, ok := cfg.Get("core", "", "repositoryformatversion"); ok {
		if version, err = strconv.Atoi(strings.TrimSpace(v)); err != nil {
			return fmt.Errorf("%w: %s: core.repositoryformatversion %q is not a number", ErrUnsupported, path, v)
		}
	}
	if version > 1 {
		return fmt.Errorf("%w: %s: repository format version %d (only 0 and 1 are understood)", ErrUnsupported, path, version)
	}
	for _, e := range entries {
		if e.Section == "remote" && e.Key == "promisor" && gitconfig.Bool(e.Value) {
			return partialCloneError(path, "remote."+e.Subsection+".promisor")
		}
		if e.Section != "extensions" || e.Subsection != "" {
			continue
		}
		if err := checkExtension(path, version, e.Key, e.Value); err != nil {
			return err
		}
	}
	return nil
}

// checkExtension judges one extensions.* key as git 2.39's setup does:
// a few are honoured even in version 0; in version 1 an unknown one is
// fatal.
func checkExtension(path string, version int, key, value string) error {
	switch key {
	case "noop", "preciousobjects", "worktreeconfig":
		return nil
	case "partialclone":
		return partialCloneError(path, "extensions.partialClone")
	}
	if version == 0 {
		// git ignores version-1 extensions in a version-0 repository.
		return nil
	}
	switch key {
	case "noop-v1":
		return nil
	case "objectformat":
		if strings.EqualFold(value, "sha1") {
			return nil
		}
		return fmt.Errorf("%w: %s: object format %q (only sha1 repositories can be read)", ErrUnsupported, path, value)
	case "refstorage":
		if strings.EqualFold(value, "files") {
			return nil
		}
		return fmt.Errorf("%w: %s: ref storage %q (only the files backend can be read)", ErrUnsupported, path, value)
	}
	return fmt.Errorf("%w: %s: unknown repository extension extensions.%s", ErrUnsupported, path, key)
}

func partialCloneError(path, key string) error {
	return fmt.Errorf("%w: %s: partial clone (%s): objects may be missing locally; run reviewlint in a full clone", ErrUnsupported, path, key)
}
