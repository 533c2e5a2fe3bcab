package output

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// GitHub prints one workflow command per diagnostic, which GitHub Actions
// turns into an annotation on the file and line:
//
//	::error file=reviews/a.md,line=3,col=1,title=coverage-missing::message
//
// Warnings use ::warning. Values are escaped as the Actions runner
// unescapes them: %, CR and LF everywhere, and also : and , in properties.
// The message's own controls, bidirectional controls and bytes that are
// not UTF-8 are escaped first (gitquote.Lines): the log shows them as a
// terminal would. Its lines stay lines of the annotation.
func GitHub(w io.Writer, ds []diag.Diagnostic, opts Options) error {
	bw := bufio.NewWriter(w)
	for _, d := range ds {
		level := "error"
		if d.Severity == diag.Warning {
			level = "warning"
		}
		fmt.Fprintf(bw, "::%s file=%s,line=%d,col=%d,title=%s::%s\n", level,
			escapeProperty(repoPath(d.Path, opts.Root)), d.Line, d.Column,
			escapeProperty(d.Rule), escapeData(gitquote.Lines(d.Message, "")+" ["+d.Rule+"]"))
	}
	return bw.Flush()
}

var (
	dataEscaper     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	propertyEscaper = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)

func escapeData(s string) string     { return dataEscaper.Replace(s) }
func escapeProperty(s string) string { return propertyEscaper.Replace(s) }
