package catalog

import (
	"fmt"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// Explain is a rule's explanation as `reviewlint explain` prints it and an
// editor shows it on hover: its id, kind and default severity, its
// summary as a sentence, and its doc.
func Explain(r diag.Rule) string {
	return fmt.Sprintf("%s (%s, default %s)\n\n%s.\n\n%s\n", r.ID, r.Kind, r.Default, capitalize(r.Summary), r.Doc)
}

func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
