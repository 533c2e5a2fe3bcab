package pointers

import (
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// WriteText prints one fact per line, then the skipped files; derive's text
// output uses it.
func (r Result) WriteText(w io.Writer) error {
	lines := make([]string, len(r.Facts))
	for i, f := range r.Facts {
		lines[i] = fmt.Sprintf("%s %s", f.Kind, f.Text())
	}
	if err := snapshot.WriteFacts(w, "no broken or unresolved pointer", lines, r.Skipped); err != nil || r.KeysIgnored == 0 {
		return err
	}
	_, err := fmt.Fprintln(w, r.ignoredClaim())
	return err
}

// ignoredClaim says how many key-shaped names the key-ignore list turned
// away, with the most frequent ones.
func (r Result) ignoredClaim() string {
	return fmt.Sprintf("%d key-shaped names cited at head (%s) are on the key-ignore list of standards, encodings, licences and advisories, not checked as keys",
		r.KeysIgnored, strings.Join(r.KeysIgnoredMost, ", "))
}
