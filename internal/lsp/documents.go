package lsp

import (
	"net/url"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// document is an open buffer: the text the editor holds, which is what
// is linted, whatever the file on disk says.
type document struct {
	uri     string
	path    string // "" for a buffer that is no file (untitled:)
	version int
	text    string
	// starts are the lines as the protocol counts them, and as the
	// contract does: a line ends at LF, CRLF or a lone CR.
	starts []int
	// timer lints the document once changes pause; linting says a lint
	// of it is running, again that the text changed since it began.
	timer          *time.Timer
	linting, again bool
}

func (d *document) setText(text string) {
	d.text, d.starts = text, lineStarts(text)
}

// apply applies one change: the whole text, or a range replaced.
func (d *document) apply(c contentChange, enc encoding) {
	if c.Range == nil {
		d.setText(c.Text)
		return
	}
	start := offsetOf(d.text, d.starts, c.Range.Start, enc)
	end := offsetOf(d.text, d.starts, c.Range.End, enc)
	if end < start {
		start, end = end, start
	}
	d.setText(d.text[:start] + c.Text + d.text[end:])
}

// pathOf turns a file: URI into a path; "" for any other scheme.
func pathOf(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return ""
	}
	p := u.Path
	if runtime.GOOS == "windows" {
		p = strings.TrimPrefix(p, "/")
	}
	return filepath.FromSlash(p)
}
