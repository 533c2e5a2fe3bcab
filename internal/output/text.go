package output

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// continuation starts each further line of a message.
const continuation = "    "

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
// such a file, a report's own words), a bidirectional control or a byte
// that is not UTF-8 is escaped (gitquote.Text) for the same reason, and so
// that an escape sequence cannot hide, nor an override reorder, what
// follows it in a terminal. A message of several lines (a type error and
// its context) prints its first line as the finding's, the rule at its
// end, and each further line indented below it, where it cannot pass for
// a finding of its own.
func Text(w io.Writer, ds []diag.Diagnostic, opts Options) error {
	bw := bufio.NewWriter(w)
	for _, d := range ds {
		d.Path = gitquote.Path(filepath.ToSlash(d.Path))
		first, rest, _ := strings.Cut(gitquote.Lines(d.Message, continuation), "\n")
		d.Message = first
		if opts.Color {
			colour := ansiRed
			if d.Severity == diag.Warning {
				colour = ansiYellow
			}
			fmt.Fprintf(bw, "%s%s:%d:%d:%s %s%s%s: %s %s[%s]%s\n",
				ansiBold, d.Path, d.Line, d.Column, ansiReset,
				colour, d.Severity, ansiReset, d.Message, ansiDim, d.Rule, ansiReset)
		} else {
			fmt.Fprintf(bw, "%s:%d:%d: %s: %s [%s]\n", d.Path, d.Line, d.Column, d.Severity, d.Message, d.Rule)
		}
		if rest != "" {
			fmt.Fprintf(bw, "%s\n", rest) // indented by Lines
		}
	}
	return bw.Flush()
}
