package pointers

import (
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// WriteText prints one fact per line, then the skipped files; derive's text
// output uses it.
func (r Result) WriteText(w io.Writer) error {
	lines := make([]string, len(r.Facts))
	for i, f := range r.Facts {
		lines[i] = fmt.Sprintf("%s %s", f.Kind, f.Text())
	}
	return snapshot.WriteFacts(w, "no broken or unresolved pointer", lines, r.Skipped)
}
