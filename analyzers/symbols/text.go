package symbols

import (
	"fmt"
	"io"
)

// WriteText prints one fact per line, then the skipped files; derive's text
// output uses it.
func (r Result) WriteText(w io.Writer) error {
	if len(r.Facts) == 0 {
		if _, err := fmt.Fprintln(w, "no symbol removed or added"); err != nil {
			return err
		}
	}
	for _, f := range r.Facts {
		if _, err := fmt.Fprintf(w, "%s %s\n", f.Kind, f); err != nil {
			return err
		}
	}
	for _, s := range r.Skipped {
		if _, err := fmt.Fprintf(w, "skipped %s: %s\n", s.Path, s.Reason); err != nil {
			return err
		}
	}
	return nil
}
