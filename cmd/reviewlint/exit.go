package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/internal/gitquote"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/urfave/cli/v2"
)

// Exit statuses, as linters use them.
const (
	exitOK       = 0
	exitFindings = 1
	exitUsage    = 2
)

// errFindings means the run completed and found errors (or a gate did not
// approve). The diagnostics were already printed, so nothing more is said.
var errFindings = errors.New("findings")

// usageError is a mistake in how reviewlint was called or configured, or a
// repository it cannot read: exit status 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef builds a usageError the way fmt.Errorf builds an error.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// asUsage marks any error as exit status 2, keeping its cause.
func asUsage(err error) error {
	if err == nil {
		return nil
	}
	return usageError{err}
}

// exitCode maps the error a command returned to the process exit status and
// prints it when there is something to say.
func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	if errors.Is(err, errFindings) {
		return exitFindings
	}
	// Whichever verb met it and however it was wrapped, a missing
	// repository reads the same and says what to do.
	var notRepo *gitrepo.NotRepositoryError
	if errors.As(err, &notRepo) {
		say(stderr, notRepo.Error()+": run reviewlint inside a git work tree, or `git init` one")
		return exitUsage
	}
	var unborn *gitrepo.UnbornHeadError
	if errors.As(err, &unborn) {
		say(stderr, unborn.Error()+" (a new repository, or an orphan branch): make the first commit, then run this again")
		return exitUsage
	}
	var exit cli.ExitCoder
	if errors.As(err, &exit) {
		if msg := err.Error(); msg != "" {
			say(stderr, msg)
		}
		return exit.ExitCode()
	}
	say(stderr, err.Error())
	// Anything that is not a finding is a usage, configuration or repository
	// problem: never let it look like success, never like a plain finding.
	return exitUsage
}

// say prints an error's text after "reviewlint: ". The text may embed what
// a file, a path or a report holds, so it is escaped (gitquote.Lines): no
// control byte, bidirectional override or invalid UTF-8 reaches the
// terminal, and a text of several lines (an internal error's trace) keeps
// its lines, each after the first indented, so that none can pass for a
// line of reviewlint's own.
func say(stderr io.Writer, msg string) {
	fmt.Fprintln(stderr, "reviewlint:", gitquote.Lines(msg, "  "))
}
