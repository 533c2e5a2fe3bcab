package output

import (
	"bufio"
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/internal/diag"
)

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[31m"
	ansiYellow = "\x1b[33m"
	ansiDim    = "\x1b[2m"
)

// Text prints one diagnostic a line, as compilers and linters do:
// `path:line:col: severity: message [rule]`.
func Text(w io.Writer, ds []diag.Diagnostic, opts Options) error {
	bw := bufio.NewWriter(w)
	for _, d := range ds {
		if opts.Color {
			colour := ansiRed
			if d.Severity == diag.Warning {
				colour = ansiYellow
			}
			fmt.Fprintf(bw, "%s%s:%d:%d:%s %s%s%s: %s %s[%s]%s\n",
				ansiBold, d.Path, d.Line, d.Column, ansiReset,
				colour, d.Severity, ansiReset, d.Message, ansiDim, d.Rule, ansiReset)
			continue
		}
		fmt.Fprintf(bw, "%s:%d:%d: %s: %s [%s]\n", d.Path, d.Line, d.Column, d.Severity, d.Message, d.Rule)
	}
	return bw.Flush()
}
