package config

import (
	"errors"
	"fmt"
)

// Error is a configuration mistake, located so the user can fix it: the
// file, the 1-based line (0 when unknown) and the dotted key.
type Error struct {
	File string
	Line int
	Key  string
	Msg  string
	// Hint is the way out, when there is one beyond fixing the file.
	Hint string
}

func (e *Error) Error() string {
	loc := e.File
	if e.Line > 0 {
		loc = fmt.Sprintf("%s:%d", e.File, e.Line)
	}
	msg := e.Msg
	if e.Hint != "" {
		msg += "; " + e.Hint
	}
	if e.Key != "" {
		return fmt.Sprintf("%s: %s: %s", loc, e.Key, msg)
	}
	return fmt.Sprintf("%s: %s", loc, msg)
}

// MaxBytes bounds a configuration file wherever it is read (a folder, the
// index, a commit): rules fit in a few kilobytes, and a larger file named
// rules.toml is another tool's.
const MaxBytes = 1 << 20

// What a Reader returns for a file of a configuration's name that cannot
// be a configuration. Pick reports them as an Error naming the file; a
// rules.toml over MaxBytes is taken for another tool's instead.
var (
	ErrTooLarge   = fmt.Errorf("over %d bytes, more than a configuration file may have", MaxBytes)
	ErrSymlink    = errors.New("a configuration file must be a regular file, not a symbolic link")
	ErrFolder     = errors.New("a configuration file must be a regular file, not a folder")
	ErrNotRegular = errors.New("a configuration file must be a regular file")
)

// refusal is the Err* value err is, or nil when it is none of them.
func refusal(err error) error {
	for _, r := range []error{ErrTooLarge, ErrSymlink, ErrFolder, ErrNotRegular} {
		if errors.Is(err, r) {
			return r
		}
	}
	return nil
}
