package output

import (
	"io"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// JSONVersion is the version of the JSON diagnostics format. It changes
// only when a field changes meaning or disappears.
const JSONVersion = 1

type jsonReport struct {
	Version     int                `json:"version"`
	Diagnostics []diag.Diagnostic  `json:"diagnostics"`
	Files       []diag.FileVerdict `json:"files,omitempty"`
}

// JSON prints `{"version":1,"diagnostics":[…]}`; the list is never null.
// With files (Options.Files), a "files" list says which verdict each
// file linted states, as it was read.
func JSON(w io.Writer, ds []diag.Diagnostic, files ...diag.FileVerdict) error {
	if ds == nil {
		ds = []diag.Diagnostic{}
	}
	return encodeJSON(w, jsonReport{Version: JSONVersion, Diagnostics: ds, Files: files})
}
