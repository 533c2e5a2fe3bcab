package gitrepo

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/reviewlint/reviewlint/internal/gitrepo/odb"
)

// OpenReceiving is Open for the pre-receive and update hooks. While those
// run, git keeps the objects being pushed in a quarantine folder
// (GIT_QUARANTINE_PATH, also given as GIT_OBJECT_DIRECTORY) that is not yet
// part of the repository. The returned Repo reads objects from the
// quarantine first, then from the repository, as git does with
// GIT_ALTERNATE_OBJECT_DIRECTORIES.
func OpenReceiving(dir string) (*Repo, error) {
	r, err := Open(dir)
	if err != nil {
		return nil, err
	}
	incoming := os.Getenv("GIT_QUARANTINE_PATH")
	if incoming == "" {
		incoming = os.Getenv("GIT_OBJECT_DIRECTORY")
	}
	if incoming == "" {
		return r, nil
	}
	if incoming, err = filepath.Abs(incoming); err != nil {
		r.Close()
		return nil, fmt.Errorf("resolve the quarantine folder: %w", err)
	}
	if incoming == filepath.Join(r.loc.CommonDir, "objects") {
		return r, nil
	}
	if err := r.openQuarantined(incoming); err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// openQuarantined makes both readers look in incoming first, then where
// they looked.
func (r *Repo) openQuarantined(incoming string) error {
	dirs := r.odb.Dirs()
	r.odb.Release()
	r.slow.close()
	r.odb = odb.New(incoming, dirs)
	r.slow = newSlowStore(r.odb.Dirs())
	return nil
}
