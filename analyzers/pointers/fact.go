package pointers

import (
	"fmt"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Kind says what happened to a pointer.
type Kind string

const (
	// Broken: resolved at base, does not resolve at head.
	Broken Kind = "broken"
	// Unresolved: added in the range, resolves at neither end.
	Unresolved Kind = "unresolved"
)

// Type is what a pointer points at.
type Type string

// The pointer types.
const (
	PathPointer   Type = "path"
	AnchorPointer Type = "anchor"
	KeyPointer    Type = "key"
)

// Fact is one pointer the range broke or added unresolved.
type Fact struct {
	Kind Kind `json:"kind"`
	Type Type `json:"type"`
	// Pointer is the text as cited: docs/a.md#setup, #usage, ABC-12.
	Pointer string `json:"pointer"`
	// At is where head cites it.
	At snapshot.Place `json:"at"`
	// Reason says why it does not resolve at head.
	Reason string `json:"reason"`
	// MovedFrom is the citing file's path at base when the range moved it
	// to another folder and that broke the pointer.
	MovedFrom string `json:"moved_from,omitempty"`
}

// String is the fact as one sentence, the form text and coverage use.
func (f Fact) String() string { return f.sentence(f.At.String()) }

// Text is the sentence as derive's text output prints it, the path of the
// citing file quoted as git quotes it.
func (f Fact) Text() string { return f.sentence(f.At.Text()) }

func (f Fact) sentence(at string) string {
	if f.Kind == Broken {
		return fmt.Sprintf("%s %s cited at %s resolved at base but not at head: %s", f.Type, f.Pointer, at, f.Reason)
	}
	return fmt.Sprintf("%s %s cited at %s (new in the range) resolves at neither base nor head: %s", f.Type, f.Pointer, at, f.Reason)
}

// Result is what Analyze returns, facts ordered by place.
type Result struct {
	Facts []Fact `json:"facts"`
	// Checked counts the pointers cited at head that were checked.
	Checked int `json:"checked"`
	// KeysIgnored counts the key-shaped names at head that the key-ignore
	// list says are no keys (UTF-8, RFC-7231), so none was checked.
	KeysIgnored int `json:"keys_ignored"`
	// KeysIgnoredMost are the most frequent of them, at most three.
	KeysIgnoredMost []string `json:"keys_ignored_most,omitempty"`
	// Skipped lists files not read (over the size limit), so that a gap
	// never reads as "nothing broken".
	Skipped []Skip `json:"skipped,omitempty"`
	// Unchecked lists the pointers cited at head whose targets cannot be
	// judged (an anchor into an HTML page), not counted in Checked.
	Unchecked []Fact `json:"unchecked,omitempty"`
}

// Skip is a file the analysis did not read.
type Skip = snapshot.Skip
