package snapshot

import (
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// Skip is a file an analysis did not read, and why, so that a gap never
// reads as "nothing found".
type Skip struct {
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

// WriteFacts prints one fact a line (none when there is no fact), then the
// skipped files: the text form every pattern-based analyzer shares.
func WriteFacts(w io.Writer, none string, facts []string, skipped []Skip) error {
	if len(facts) == 0 {
		facts = []string{none}
	}
	for _, f := range facts {
		if _, err := fmt.Fprintln(w, f); err != nil {
			return err
		}
	}
	for _, s := range skipped {
		if _, err := fmt.Fprintf(w, "skipped %s: %s\n", gitquote.Path(s.Path), gitquote.Text(s.Reason)); err != nil {
			return err
		}
	}
	return nil
}
