package engine

import (
	"errors"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// ReadTarget reads the file at p, whose entry lookup's source records as
// (h, mode), into a target to lint as kind: a symbolic link as the file
// it leads to, since `lint` follows links too and git records only the
// target's name. The blob is read here, with the size limit, because git
// objects are read from one goroutine and linted on all cores; an
// oversized blob is only sized.
//
// What the linter reports is in the target: a link that cannot be
// followed is file-unreadable, a blob over the limit file-too-large. The
// error is the repository's, for the caller to report as it reports
// those.
func ReadTarget(repo *gitrepo.Repo, lookup Lookup, linter *lint.Linter, p string, h gitrepo.Hash, mode gitrepo.FileMode, kind lint.Kind) (lint.Target, error) {
	t := lint.Target{Display: p, Rel: p, Kind: kind}
	content, blob, err := ReadThrough(repo, lookup, p, h, mode, linter.Config().Limits.MaxFileBytes)
	var linkErr *LinkError
	switch {
	case errors.Is(err, gitrepo.ErrTooLarge):
		size, err := repo.BlobSize(blob)
		if err != nil {
			return t, err
		}
		err = &lint.TooLargeError{Size: size}
		t.Read = func() ([]byte, error) { return nil, err }
	case errors.As(err, &linkErr):
		t.Read = func() ([]byte, error) { return nil, err }
	case err != nil:
		return t, err
	default:
		t.Read = func() ([]byte, error) { return content, nil }
	}
	return t, nil
}
