package gitrepo

import (
	"errors"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo/discover"
	"github.com/reviewlint/reviewlint/internal/gitrepo/index"
)

// NotRepositoryError is Open's error when neither the folder it started
// from nor any folder above it holds a repository. Callers tell it apart
// with errors.As, so that every command says it in the same words.
type NotRepositoryError = discover.NotRepositoryError

// UnbornHeadError is Resolve's error for HEAD (or a revision from it) in a
// repository whose HEAD names no commit yet: a new repository before its
// first commit, or an orphan branch. Like NotRepositoryError, callers tell
// it apart so that every command says it in the same words.
type UnbornHeadError struct{}

func (*UnbornHeadError) Error() string { return "HEAD names no commit yet" }

// namesHead reports whether rev starts from HEAD (or @, git's short name).
func namesHead(rev string) bool {
	name, _, _ := strings.Cut(strings.Map(func(r rune) rune {
		if r == '~' || r == '^' {
			return ' '
		}
		return r
	}, rev), " ")
	return name == "HEAD" || name == "@"
}

// ErrUnsupportedRepository wraps every reason a repository cannot be read
// faithfully through go-git. Callers must treat it as "could not check",
// never as "no change".
var ErrUnsupportedRepository = errors.New("unsupported repository")

// unsupported is an error from a package below gitrepo that refused what
// it cannot read faithfully, made to match ErrUnsupportedRepository too
// while keeping its message.
type unsupported struct{ err error }

func (u unsupported) Error() string   { return u.err.Error() }
func (u unsupported) Unwrap() []error { return []error{u.err, ErrUnsupportedRepository} }

// asUnsupported marks the refusals of the packages below gitrepo
// (discover.ErrUnsupported, index.ErrUnsupported) as
// ErrUnsupportedRepository; other errors pass unchanged.
func asUnsupported(err error) error {
	if errors.Is(err, discover.ErrUnsupported) || errors.Is(err, index.ErrUnsupported) {
		return unsupported{err}
	}
	return err
}
