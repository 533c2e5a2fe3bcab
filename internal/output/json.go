package output

import (
	"io"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// JSONVersion is the version of the JSON diagnostics format. It changes
// only when a field changes meaning or disappears.
const JSONVersion = 1

type jsonReport struct {
	Version     int               `json:"version"`
	Diagnostics []diag.Diagnostic `json:"diagnostics"`
}

// JSON prints `{"version":1,"diagnostics":[…]}`; the list is never null.
func JSON(w io.Writer, ds []diag.Diagnostic) error {
	if ds == nil {
		ds = []diag.Diagnostic{}
	}
	return encodeJSON(w, jsonReport{Version: JSONVersion, Diagnostics: ds})
}
