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
	starts  []int // the lines as the protocol counts them
	// lfStarts are the lines as the contract counts them, at LF only:
	// its diagnostics are placed by these.
	lfStarts []int
	// timer lints the document once changes pause; linting says a lint
	// of it is running, again that the text changed since it began.
	timer          *time.Timer
	linting, again bool
}

func (d *document) setText(text string) {
	d.text, d.starts, d.lfStarts = text, lineStarts(text), nil
	if strings.Contains(text, "\r") {
		d.lfStarts = lfLineStarts(text)
	}
	if d.lfStarts == nil || len(d.lfStarts) == len(d.starts) {
		d.lfStarts = d.starts // no lone CR: the two counts agree
	}
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
