package output

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[31m"
	ansiYellow = "\x1b[33m"
	ansiDim    = "\x1b[2m"
)

// Text prints one diagnostic a line, as compilers and linters do:
// `path:line:col: severity: message [rule]`. The path is quoted as git
// quotes it (see gitquote): a file named with a line break cannot start a
// line of its own, such as a forged finding, nor a name hold a fake
// `path:line:col`. A control byte in a message (an error's text that names
// such a file) is escaped, a line break as \n, for the same reason, and so
// that an escape sequence cannot hide what follows it in a terminal.
func Text(w io.Writer, ds []diag.Diagnostic, opts Options) error {
	bw := bufio.NewWriter(w)
	for _, d := range ds {
		d.Path = gitquote.Path(filepath.ToSlash(d.Path))
		d.Message = gitquote.Text(d.Message)
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
